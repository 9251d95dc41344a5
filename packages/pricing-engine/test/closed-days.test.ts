/**
 * Closed days not charged (`charge_closed_days: false`): the charged dates, `days`, the skipped
 * dates, the W-day week of stage 1 (every row, for every W), stage 3 over the charged dates only, and
 * what uses `days` (add-ons per day, multi-day thresholds).
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, countRentalDays, type FleetItem, type Schedule, selectRate } from '../src/index.js';
import { addon, expectIdentities, hours, item, MON_SAT, multiDay, seasonal } from './_helpers.js';

// 2026-07-03 is a Friday, 07-04 a Saturday, 07-05 a Sunday, 07-06 a Monday.
const SUN_CLOSED: Schedule = { opening_hours: MON_SAT, charge_closed_days: false };
const rates: FleetItem = item({ price_full_day: 10000, price_multi_day: 8000, price_weekly: 42000 });
const plain: FleetItem = item({ price_full_day: 10000 });

function quote(fi: FleetItem, pickup: string, ret: string, schedule: Schedule, extra: object = {}) {
  const r = calculatePrice({ item: fi, pickup_date: pickup, return_date: ret, schedule, ...extra });
  expectIdentities(r);
  return r;
}

describe('the charged dates', () => {
  it('Friday to Monday with Sundays closed: 3 rental days, 2 charged, Sunday skipped', () => {
    const r = quote(rates, '2026-07-03T10:00', '2026-07-06T10:00', SUN_CLOSED);
    expect(r.breakdown).toMatchObject({ days: 2, rental_days: 3, closed_dates_skipped: ['2026-07-05'] });
    // 2 days < W = 6: the multi-day row, 8000 × 2.
    expect(r.base_price).toBe(16000);
    expect(r.breakdown.rate_per_day).toBe(8000);
  });

  it('charge_closed_days: true (the default) charges them: 3 days, nothing skipped', () => {
    const r = quote(rates, '2026-07-03T10:00', '2026-07-06T10:00', { opening_hours: MON_SAT });
    expect(r.breakdown).toMatchObject({ days: 3, rental_days: 3, closed_dates_skipped: [] });
    expect(r.base_price).toBe(24000);
  });

  it('closed dates are skipped too, with or without opening hours', () => {
    const r = quote(rates, '2026-07-03T10:00', '2026-07-06T10:00', { ...SUN_CLOSED, closed_dates: ['2026-07-04'] });
    expect(r.breakdown).toMatchObject({ days: 1, rental_days: 3, closed_dates_skipped: ['2026-07-04', '2026-07-05'] });
    expect(r.base_price).toBe(10000); // 1 day: price_full_day
    const h = quote(rates, '2026-07-01T10:00', '2026-07-04T10:00', {
      closed_dates: ['2026-07-02'],
      charge_closed_days: false,
    });
    expect(h.breakdown).toMatchObject({ days: 2, rental_days: 3, closed_dates_skipped: ['2026-07-02'] });
  });

  it('skipped dates are listed ascending, closed dates given in any order', () => {
    const r = countRentalDays('2026-07-06T10:00', '2026-07-20T10:00', {
      schedule: { ...SUN_CLOSED, closed_dates: ['2026-07-15', '2026-07-08', '2027-01-01'] },
    });
    expect(r.closed_dates_skipped).toEqual(['2026-07-08', '2026-07-12', '2026-07-15', '2026-07-19']);
    expect(r).toMatchObject({ rental_days: 14, days: 10 });
  });

  it('when every rental date is closed, the first one is charged (countRentalDays checks no opening hours)', () => {
    const mondaysOnly: Schedule = { opening_hours: hours([1], ['09:00', '18:00']), charge_closed_days: false };
    // Saturday 10:00 to Monday 09:00: 47 h, rental dates Saturday and Sunday, both closed.
    const r = countRentalDays('2026-07-04T10:00', '2026-07-06T09:00', { schedule: mondaysOnly });
    expect(r).toMatchObject({ days: 1, rental_days: 2, closed_dates_skipped: ['2026-07-05'] });
  });

  it('with the calendar day count: a Monday return by 10:00 leaves Monday out, Sunday is skipped', () => {
    const s: Schedule = { ...SUN_CLOSED, day_count: 'calendar', return_by: '10:00' };
    const r = quote(plain, '2026-07-03T10:00', '2026-07-06T09:30', s);
    expect(r.breakdown).toMatchObject({ days: 2, rental_days: 3, closed_dates_skipped: ['2026-07-05'] });
  });

  it('a closed Sunday on a DST day is skipped like any other (New York spring, Berlin autumn)', () => {
    const ny = countRentalDays('2026-03-07T09:00', '2026-03-09T09:00', {
      schedule: SUN_CLOSED,
      time_zone: 'America/New_York',
    });
    expect(ny).toMatchObject({ rental_days: 2, days: 1, closed_dates_skipped: ['2026-03-08'] });
    const be = countRentalDays('2026-10-24T10:00', '2026-10-26T10:00', {
      schedule: SUN_CLOSED,
      time_zone: 'Europe/Berlin',
    });
    expect(be).toMatchObject({ rental_days: 2, days: 1, closed_dates_skipped: ['2026-10-25'] });
  });
});

describe('stage 1: the W-day week (W = 7 - weekdays closed by opening hours, at least 1)', () => {
  /** The table with W: 1 day full; 2..W-1 multi-day; W+ (and 2+) weekly. */
  function expected(days: number, w: number) {
    if (days <= 1) return { base_price: 10000, rate_per_day: 10000 };
    if (days >= w) {
      return { base_price: Math.round((42000 * days) / w), rate_per_day: Math.round(42000 / w) };
    }
    return { base_price: 8000 * days, rate_per_day: 8000 };
  }

  it('every row for every W, at the row boundaries (selectRate)', () => {
    for (let w = 1; w <= 7; w++) {
      for (const d of new Set([1, 2, w - 1, w, w + 1, 30])) {
        if (d < 1) continue;
        expect(selectRate(rates, d, false, { week_days: w }), `W=${w} days=${d}`).toMatchObject(expected(d, w));
      }
    }
  });

  it('W = 6 by hand: 5 days 40000 (8000 × 5); 6 days 42000, 7000 a day; 7 days round(42000 × 7 / 6) = 49000', () => {
    expect(selectRate(rates, 5, false, { week_days: 6 })).toMatchObject({ base_price: 40000, rate_per_day: 8000 });
    expect(selectRate(rates, 6, false, { week_days: 6 })).toMatchObject({ base_price: 42000, rate_per_day: 7000 });
    expect(selectRate(rates, 7, false, { week_days: 6 })).toMatchObject({ base_price: 49000, rate_per_day: 7000 });
    // W = 4: 4 days 42000 (10500 a day), 5 days 52500; W = 7 is the table of section 2.
    expect(selectRate(rates, 4, false, { week_days: 4 })).toMatchObject({ base_price: 42000, rate_per_day: 10500 });
    expect(selectRate(rates, 5, false, { week_days: 4 })).toMatchObject({ base_price: 52500, rate_per_day: 10500 });
    expect(selectRate(rates, 6, false, { week_days: 7 })).toMatchObject({ base_price: 48000, rate_per_day: 8000 });
    expect(selectRate(rates, 7, false, { week_days: 7 })).toMatchObject({ base_price: 42000, rate_per_day: 6000 });
  });

  it('without a weekly rate the multi-day row goes on past W', () => {
    const noWeekly = item({ price_full_day: 10000, price_multi_day: 8000 });
    expect(selectRate(noWeekly, 9, false, { week_days: 6 })).toMatchObject({ base_price: 72000, rate_per_day: 8000 });
  });

  it('Sundays closed and not charged (W = 6): a week of 6 charged days costs the weekly rate', () => {
    // Monday to Monday: 7 rental dates, Sunday 07-12 skipped.
    const week = quote(rates, '2026-07-06T09:00', '2026-07-13T09:00', SUN_CLOSED);
    expect(week.breakdown).toMatchObject({ days: 6, rental_days: 7, closed_dates_skipped: ['2026-07-12'] });
    expect(week.base_price).toBe(42000);
    expect(week.breakdown.rate_per_day).toBe(7000);
    // Monday to Saturday 09:00: 5 charged days, the multi-day row.
    expect(quote(rates, '2026-07-06T09:00', '2026-07-11T09:00', SUN_CLOSED).base_price).toBe(40000);
    // Monday to the next Tuesday: 7 charged days, round(42000 × 7 / 6) = 49000.
    expect(quote(rates, '2026-07-06T09:00', '2026-07-14T09:00', SUN_CLOSED).base_price).toBe(49000);
  });

  it('Saturdays and Sundays closed (W = 5): Monday to Monday is a week of 5', () => {
    const s: Schedule = { opening_hours: hours([1, 2, 3, 4, 5], ['09:00', '18:00']), charge_closed_days: false };
    const r = quote(rates, '2026-07-06T09:00', '2026-07-13T09:00', s);
    expect(r.breakdown).toMatchObject({ days: 5, closed_dates_skipped: ['2026-07-11', '2026-07-12'] });
    expect(r.base_price).toBe(42000);
    expect(r.breakdown.rate_per_day).toBe(8400); // 42000 / 5
    // Monday to Friday: 4 charged days, 8000 × 4.
    expect(quote(rates, '2026-07-06T09:00', '2026-07-10T09:00', s).base_price).toBe(32000);
  });

  it('one open weekday (W = 1): one charged day is still the 1-day rate; two are two weeks', () => {
    const wednesdays: Schedule = { opening_hours: hours([3], ['09:00', '18:00']), charge_closed_days: false };
    const one = quote(rates, '2026-07-01T09:00', '2026-07-08T09:00', wednesdays);
    expect(one.breakdown).toMatchObject({ days: 1, rental_days: 7 });
    expect(one.base_price).toBe(10000);
    const two = quote(rates, '2026-07-01T09:00', '2026-07-15T09:00', wednesdays);
    expect(two.breakdown.days).toBe(2);
    expect(two.base_price).toBe(84000); // round(42000 × 2 / 1)
    expect(two.breakdown.rate_per_day).toBe(42000);
  });

  it('W is 7 when closed days are charged, and closed dates never change W', () => {
    const charged = quote(rates, '2026-07-06T09:00', '2026-07-13T09:00', { opening_hours: MON_SAT });
    expect(charged.breakdown.days).toBe(7);
    expect(charged.base_price).toBe(42000);
    expect(charged.breakdown.rate_per_day).toBe(6000);
    // A closed Wednesday inside 8 rental dates: 7 charged days, W = 7.
    const holiday = quote(rates, '2026-07-06T09:00', '2026-07-14T09:00', {
      closed_dates: ['2026-07-08'],
      charge_closed_days: false,
    });
    expect(holiday.breakdown).toMatchObject({ days: 7, closed_dates_skipped: ['2026-07-08'] });
    expect(holiday.base_price).toBe(42000);
  });
});

describe('stage 3 spreads base - multi-day discount over the charged dates only', () => {
  it('a rule on a skipped Sunday changes nothing and is not listed', () => {
    const sunday = seasonal('2026-07-05', '2026-07-05', 50);
    const r = quote(plain, '2026-07-03T10:00', '2026-07-06T10:00', SUN_CLOSED, { rules: [sunday] });
    expect(r.seasonal_adjustment).toBe(0);
    expect(r.breakdown.seasonal_rules_applied).toEqual([]);
    // The same rule when Sunday is charged: 30000 / 3 = 10000 a day, +50 % on Sunday.
    const charged = quote(
      plain,
      '2026-07-03T10:00',
      '2026-07-06T10:00',
      { opening_hours: MON_SAT },
      { rules: [sunday] },
    );
    expect(charged.seasonal_adjustment).toBe(5000);
  });

  it('a rule on a charged Saturday applies to its share: 20000 over 2 charged days, +50 % → +5000', () => {
    const saturday = seasonal('2026-07-04', '2026-07-04', 50);
    const r = quote(plain, '2026-07-03T10:00', '2026-07-06T10:00', SUN_CLOSED, { rules: [saturday] });
    expect(r.base_price).toBe(20000);
    expect(r.seasonal_adjustment).toBe(5000);
    expect(r.breakdown.seasonal_rules_applied.map((a) => a.rule_id)).toEqual([saturday.id]);
  });

  it('exact with one rounding: 10000 over 3 charged days, +10 % on one of them → round(333.33) = 333', () => {
    // A 3-day tier of 10000; Friday to Tuesday is 4 rental dates, Sunday skipped: Friday, Saturday, Monday.
    const tiered = item({
      price_full_day: 5000,
      rate_table: { tiers: [{ days: 3, price: 10000 }], strategy: 'round_up' },
    });
    const saturday = seasonal('2026-07-04', '2026-07-04', 10);
    const r = quote(tiered, '2026-07-03T10:00', '2026-07-07T10:00', SUN_CLOSED, { rules: [saturday] });
    expect(r.breakdown).toMatchObject({ days: 3, rental_days: 4 });
    expect(r.base_price).toBe(10000);
    expect(r.seasonal_adjustment).toBe(333);
    // A dollar rule over the whole stay adds v per charged day: 3 × 250.
    const stay = seasonal('2026-07-01', '2026-07-31', 250, { adjustment_type: 'dollar' });
    expect(
      quote(tiered, '2026-07-03T10:00', '2026-07-07T10:00', SUN_CLOSED, { rules: [stay] }).seasonal_adjustment,
    ).toBe(750);
  });

  it('add-ons per day and multi-day thresholds use the charged days', () => {
    const gps = { addon: addon({ price: 500, pricing: 'per_day' }), quantity: 1 };
    const r = quote(plain, '2026-07-03T10:00', '2026-07-06T10:00', SUN_CLOSED, { addons: [gps] });
    expect(r.addon_total).toBe(1000); // 2 charged days × 500
    const three = multiDay(3, 10);
    // Friday to Monday: 2 charged days, below the threshold of 3.
    expect(quote(plain, '2026-07-03T10:00', '2026-07-06T10:00', SUN_CLOSED, { rules: [three] }).discount_amount).toBe(
      0,
    );
    // Friday to Tuesday: 3 charged days (Sunday skipped): 10 % of 30000.
    expect(quote(plain, '2026-07-03T10:00', '2026-07-07T10:00', SUN_CLOSED, { rules: [three] }).discount_amount).toBe(
      3000,
    );
  });
});
