/**
 * Hourly rates: for a rental of one rental date and at most 24 h of real time (half_day not forced),
 * price_hourly × the started increments is the base when it is lower than the half-day or 1-day
 * price (from the rate table when the item has one); a tie keeps the other price.
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, type FleetItem, type PriceInput, priceCart } from '../src/index.js';
import { addon, expectIdentities, item, multiDay } from './_helpers.js';

const bike: FleetItem = item({ id: 'fi_bike', price_full_day: 4000, price_half_day: 2500, price_hourly: 900 });

function quote(fi: FleetItem, pickup: string, ret: string, extra: Partial<PriceInput> = {}) {
  const r = calculatePrice({ item: fi, pickup_date: pickup, return_date: ret, ...extra });
  expectIdentities(r);
  return r;
}

describe('hourly against the half-day and 1-day prices', () => {
  it('2 h: 2 × 900 = 1800 beats the half-day 2500', () => {
    const r = quote(bike, '2026-07-01T09:00', '2026-07-01T11:00');
    expect(r.base_price).toBe(1800);
    expect(r.breakdown).toMatchObject({
      rate_basis: 'hourly',
      hourly_units: 2,
      half_day: false,
      days: 1,
      rental_days: 1,
      rate_per_day: 1800,
    });
  });

  it('3 h: 2700 is more than the half-day 2500: the half-day', () => {
    const r = quote(bike, '2026-07-01T09:00', '2026-07-01T12:00');
    expect(r.base_price).toBe(2500);
    expect(r.breakdown).toMatchObject({ rate_basis: 'half_day', hourly_units: null, half_day: true });
  });

  it('a tie keeps the non-hourly price: 2 × 1250 = 2500 = the half-day', () => {
    const r = quote({ ...bike, price_hourly: 1250 }, '2026-07-01T09:00', '2026-07-01T11:00');
    expect(r.base_price).toBe(2500);
    expect(r.breakdown.rate_basis).toBe('half_day');
    // 1249 an hour is lower: hourly.
    expect(quote({ ...bike, price_hourly: 1249 }, '2026-07-01T09:00', '2026-07-01T11:00').breakdown.rate_basis).toBe(
      'hourly',
    );
  });

  it('capped at the day rate: 6 h (not a half-day) is 5400 by the hour, so the day rate 4000', () => {
    const r = quote(bike, '2026-07-01T09:00', '2026-07-01T15:00');
    expect(r.base_price).toBe(4000);
    expect(r.breakdown).toMatchObject({ rate_basis: 'daily', hourly_units: null, days: 1 });
    // 4 h 20 min: 5 hours, 4500, against the half-day 2500 (auto-detected at <= 5 h).
    expect(quote(bike, '2026-07-01T09:00', '2026-07-01T13:20').base_price).toBe(2500);
  });

  it('without a half-day price the half-day costs the full day: 3 h hourly 2700 wins', () => {
    const noHalf = item({ price_full_day: 4000, price_hourly: 900 });
    const r = quote(noHalf, '2026-07-01T09:00', '2026-07-01T12:00');
    expect(r.base_price).toBe(2700);
    expect(r.breakdown.hourly_units).toBe(3);
  });

  it('half_day: true is never hourly; half_day: false (Create Booking) still is', () => {
    const forced = quote(bike, '2026-07-01T09:00', '2026-07-01T11:00', { half_day: true });
    expect(forced.breakdown).toMatchObject({ rate_basis: 'half_day', half_day: true });
    expect(forced.base_price).toBe(2500);
    const off = quote(bike, '2026-07-01T09:00', '2026-07-01T11:00', { half_day: false });
    expect(off.breakdown).toMatchObject({ rate_basis: 'hourly', hourly_units: 2, half_day: false });
    expect(off.base_price).toBe(1800);
  });
});

describe('increments', () => {
  const e = (minutes: number) => new Date(Date.UTC(2026, 6, 1, 9, minutes)).toISOString();

  it('units are started increments of 60, 30 or 15 minutes, price_hourly each', () => {
    const cheap = item({ price_full_day: 100_000, price_hourly: 500 });
    // 4 h 30 min: 5 hours, 9 half-hours, 18 quarter-hours.
    expect(quote(cheap, e(0), e(270), { half_day: false }).breakdown.hourly_units).toBe(5);
    expect(
      quote({ ...cheap, hourly_increment_minutes: 30 }, e(0), e(270), { half_day: false }).breakdown.hourly_units,
    ).toBe(9);
    const q15 = quote({ ...cheap, hourly_increment_minutes: 15 }, e(0), e(270), { half_day: false });
    expect(q15.breakdown.hourly_units).toBe(18);
    expect(q15.base_price).toBe(9000); // 18 × 500
    // null is the default, 60.
    expect(quote({ ...cheap, hourly_increment_minutes: null }, e(0), e(270)).breakdown.hourly_units).toBe(5);
  });

  it('exactly 2 h is 2 units; a millisecond more starts a third; 1 minute is 1 unit', () => {
    const cheap = item({ price_full_day: 100_000, price_hourly: 500 });
    expect(quote(cheap, '2026-07-01T09:00', '2026-07-01T11:00').breakdown.hourly_units).toBe(2);
    expect(quote(cheap, '2026-07-01T09:00', '2026-07-01T11:00:00.001').breakdown.hourly_units).toBe(3);
    expect(quote(cheap, '2026-07-01T09:00', '2026-07-01T09:01').breakdown.hourly_units).toBe(1);
  });

  it('units count real elapsed time, across DST (New York and Berlin)', () => {
    const cheap = item({ price_full_day: 100_000, price_hourly: 500 });
    // New York 2026-03-08 01:00 → 04:00 on the wall clock is 2 h real; 2026-11-01 00:30 → 03:30 is 4 h.
    expect(
      quote(cheap, '2026-03-08T01:00', '2026-03-08T04:00', { time_zone: 'America/New_York' }).breakdown.hourly_units,
    ).toBe(2);
    expect(
      quote(cheap, '2026-11-01T00:30', '2026-11-01T03:30', { time_zone: 'America/New_York' }).breakdown.hourly_units,
    ).toBe(4);
    // Berlin 2026-10-25 01:00 → 04:00 is 4 h real.
    expect(
      quote(cheap, '2026-10-25T01:00', '2026-10-25T04:00', { time_zone: 'Europe/Berlin' }).breakdown.hourly_units,
    ).toBe(4);
  });
});

describe('when hourly does not apply', () => {
  it('more than 24 h of real time, even as one rental day (leeway)', () => {
    const cheap = item({ price_full_day: 100_000, price_hourly: 500 });
    const r = quote(cheap, '2026-07-01T09:00', '2026-07-02T10:00', { schedule: { leeway_minutes: 120 } });
    expect(r.breakdown).toMatchObject({ rental_days: 1, rate_basis: 'daily' });
    expect(r.base_price).toBe(100_000);
    // Exactly 24 h is still hourly-eligible: 24 × 500 = 12000 < 100000.
    expect(quote(cheap, '2026-07-01T09:00', '2026-07-02T09:00').breakdown).toMatchObject({
      rate_basis: 'hourly',
      hourly_units: 24,
    });
  });

  it('two rental dates (calendar day count over midnight)', () => {
    const cheap = item({ price_full_day: 10_000, price_hourly: 500 });
    const calendar = { day_count: 'calendar' as const };
    const r = quote(cheap, '2026-07-01T20:00', '2026-07-02T08:00', { schedule: calendar });
    expect(r.breakdown).toMatchObject({ rental_days: 2, days: 2, rate_basis: 'daily' });
    // Returned by 10:00, the same 12 h is one rental date: 12 × 500 = 6000 < 10000.
    const byTen = quote(cheap, '2026-07-01T20:00', '2026-07-02T08:00', {
      schedule: { ...calendar, return_by: '10:00' },
    });
    expect(byTen.breakdown).toMatchObject({ rental_days: 1, rate_basis: 'hourly', hourly_units: 12 });
  });

  it('an item without price_hourly (or null) never is', () => {
    const r = quote(item({ price_full_day: 1000, price_hourly: null }), '2026-07-01T09:00', '2026-07-01T10:00');
    expect(r.breakdown).toMatchObject({ rate_basis: 'half_day', hourly_units: null });
  });
});

describe("with a rate table the 1-day price is the table's", () => {
  const tabled = item({
    price_full_day: 4000,
    price_half_day: 2500,
    price_hourly: 900,
    rate_table: { tiers: [{ days: 1, price: 3000 }], strategy: 'round_up' },
  });

  it("6 h: hourly 5400 against the table's 3000 → the rate table", () => {
    const r = quote(tabled, '2026-07-01T09:00', '2026-07-01T15:00');
    expect(r.base_price).toBe(3000);
    expect(r.breakdown.rate_basis).toBe('rate_table');
  });

  it("3 h without half-day detection: hourly 2700 against the table's 3000 → hourly", () => {
    const r = quote(tabled, '2026-07-01T09:00', '2026-07-01T12:00', { half_day: false });
    expect(r.base_price).toBe(2700);
    expect(r.breakdown.rate_basis).toBe('hourly');
  });

  it('3 h detected as a half-day: the half-day rate (the table does not replace it) is 2500 < 2700', () => {
    const r = quote(tabled, '2026-07-01T09:00', '2026-07-01T12:00');
    expect(r.base_price).toBe(2500);
    expect(r.breakdown.rate_basis).toBe('half_day');
  });
});

describe('the rest of the pipeline with an hourly base', () => {
  it('a multi-day rule from 1 day applies; add-ons per day count 1 day', () => {
    const r = quote(bike, '2026-07-01T09:00', '2026-07-01T11:00', {
      rules: [multiDay(1, 10)],
      addons: [{ addon: addon({ price: 300, pricing: 'per_day' }), quantity: 2 }],
    });
    expect(r.base_price).toBe(1800);
    expect(r.breakdown.multi_day_discount).toBe(180);
    expect(r.addon_total).toBe(600);
    expect(r.subtotal).toBe(1800 - 180 + 600);
  });

  it('cart lines carry their own basis and units; the cart says mixed when they differ', () => {
    const kayak = item({ id: 'fi_kayak', price_full_day: 6000, price_half_day: 3500 });
    const cart = priceCart({
      line_items: [{ item: bike, quantity: 2 }, { item: kayak }],
      pickup_date: '2026-07-01T09:00',
      return_date: '2026-07-01T11:00',
    });
    expect(cart.line_items.map((l) => [l.rate_basis, l.hourly_units, l.unit_price])).toEqual([
      ['hourly', 2, 1800],
      ['half_day', null, 3500],
    ]);
    expect(cart.breakdown).toMatchObject({ rate_basis: 'mixed', hourly_units: null, half_day: false });
    expect(cart.total).toBe(2 * 1800 + 3500);
  });

  it('a cart of hourly lines with the same units is hourly with those units; different units leave null', () => {
    const scooter = item({ id: 'fi_scooter', price_full_day: 9000, price_hourly: 1100 });
    const same = priceCart({
      line_items: [{ item: bike }, { item: scooter }],
      pickup_date: '2026-07-01T09:00',
      return_date: '2026-07-01T11:00',
    });
    expect(same.breakdown).toMatchObject({ rate_basis: 'hourly', hourly_units: 2 });
    const quarter = { ...scooter, hourly_increment_minutes: 15 as const };
    const differ = priceCart({
      line_items: [{ item: bike }, { item: quarter }],
      pickup_date: '2026-07-01T09:00',
      return_date: '2026-07-01T11:00',
    });
    expect(differ.line_items.map((l) => l.hourly_units)).toEqual([2, 8]);
    expect(differ.breakdown).toMatchObject({ rate_basis: 'hourly', hourly_units: null });
  });
});
