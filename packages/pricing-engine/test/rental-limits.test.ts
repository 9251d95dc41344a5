/**
 * Rental length limits of a fleet item: min_rental_minutes (real elapsed time) and max_rental_days
 * (rental days before closed days are removed): rental_too_short / rental_too_long with param
 * return_date, every line of a cart, and the exported check with the caller's param.
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, checkRentalLimits, countRentalDays, type FleetItem, priceCart } from '../src/index.js';
import { expectPricingError, item, MON_SAT } from './_helpers.js';

const bike: FleetItem = item({ id: 'fi_bike', price_full_day: 4000, min_rental_minutes: 60, max_rental_days: 3 });

const quote = (pickup: string, ret: string, extra: object = {}) =>
  calculatePrice({ item: bike, pickup_date: pickup, return_date: ret, ...extra });

describe('min_rental_minutes: real elapsed time', () => {
  it('45 minutes is too short; exactly 60 is fine', () => {
    const e = expectPricingError(
      () => quote('2026-07-01T09:00', '2026-07-01T09:45'),
      'rental_too_short',
      'return_date',
    );
    expect(e.message).toBe('Fleet item fi_bike is rented for at least 60 minutes; this rental lasts 45.');
    expect(() => quote('2026-07-01T09:00', '2026-07-01T10:00')).not.toThrow();
    expectPricingError(() => quote('2026-07-01T09:00', '2026-07-01T09:59:59.999'), 'rental_too_short', 'return_date');
  });

  it('real time, not wall-clock time: New York 01:30 → 03:10 on 2026-03-08 is 40 minutes', () => {
    expectPricingError(
      () => quote('2026-03-08T01:30', '2026-03-08T03:10', { time_zone: 'America/New_York' }),
      'rental_too_short',
      'return_date',
    );
    // Berlin 2026-10-25 02:30 (CEST) → 02:30 (CET, an hour later) is 60 minutes of real time.
    expect(() => quote('2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', { time_zone: 'Europe/Berlin' })).not.toThrow();
  });
});

describe('max_rental_days: rental days, before closed days are removed', () => {
  it('3 days is fine, a minute more is 4 days: too long', () => {
    expect(() => quote('2026-07-01T09:00', '2026-07-04T09:00')).not.toThrow();
    const e = expectPricingError(() => quote('2026-07-01T09:00', '2026-07-04T09:01'), 'rental_too_long', 'return_date');
    expect(e.message).toBe('Fleet item fi_bike is rented for at most 3 days; this rental is 4.');
  });

  it('closed days not charged still count: Friday to Tuesday is 4 rental days though 3 are charged', () => {
    const schedule = { opening_hours: MON_SAT, charge_closed_days: false };
    expectPricingError(
      () => quote('2026-07-03T10:00', '2026-07-07T10:00', { schedule }),
      'rental_too_long',
      'return_date',
    );
  });

  it("the schedule's day count decides: by calendar, Wednesday 20:00 to Saturday 08:00 is 4 dates", () => {
    expect(() => quote('2026-07-01T20:00', '2026-07-04T08:00')).not.toThrow(); // 60 h: 3 elapsed days
    expectPricingError(
      () => quote('2026-07-01T20:00', '2026-07-04T08:00', { schedule: { day_count: 'calendar' } }),
      'rental_too_long',
      'return_date',
    );
    expect(() =>
      quote('2026-07-01T20:00', '2026-07-04T08:00', { schedule: { day_count: 'calendar', return_by: '09:00' } }),
    ).not.toThrow();
  });
});

describe('carts and the exported check', () => {
  it('a cart checks every line; the error names the item in its message', () => {
    const kayak = item({ id: 'fi_kayak', price_full_day: 6000 });
    const e = expectPricingError(
      () =>
        priceCart({
          line_items: [{ item: kayak }, { item: bike, quantity: 2 }],
          pickup_date: '2026-07-01T09:00',
          return_date: '2026-07-06T09:00',
        }),
      'rental_too_long',
      'return_date',
    );
    expect(e.message).toContain('fi_bike');
  });

  it('opening hours are checked before the limits', () => {
    expectPricingError(
      () => quote('2026-07-05T09:00', '2026-07-05T09:30', { schedule: { opening_hours: MON_SAT } }),
      'outside_opening_hours',
      'pickup_date',
    );
  });

  it("checkRentalLimits gives the same answer under the caller's param (an extension)", () => {
    const rental = countRentalDays('2026-07-01T09:00', '2026-07-01T09:45', { time_zone: 'Europe/Berlin' });
    expectPricingError(
      () => checkRentalLimits(bike, rental, { param: 'new_return_date' }),
      'rental_too_short',
      'new_return_date',
    );
    const long = countRentalDays('2026-07-01T09:00', '2026-07-08T09:00');
    expectPricingError(() => checkRentalLimits(bike, long), 'rental_too_long', 'return_date');
    expect(() => checkRentalLimits(bike, countRentalDays('2026-07-01T09:00', '2026-07-02T09:00'))).not.toThrow();
    // No limits, no error.
    expect(() => checkRentalLimits(item(), long)).not.toThrow();
  });
});
