/**
 * The schedule's day count: `elapsed` (the wall-clock duration less the leeway, rounded up to whole
 * days) and `calendar` (the local dates from pickup to return, the return's date left out at 00:00 or,
 * with `return_by`, when the return is on a later date at or before return_by + leeway). Half-day
 * detection is unchanged; the 730-day limit counts these days.
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, countRentalDays, type Schedule } from '../src/index.js';
import { expectPricingError, item } from './_helpers.js';

function days(pickup: string, ret: string, schedule: Schedule, time_zone = 'UTC', half_day?: boolean): number {
  const r = countRentalDays(pickup, ret, { time_zone, schedule, ...(half_day === undefined ? {} : { half_day }) });
  // calculatePrice counts the same days.
  const q = calculatePrice({
    item: item(),
    pickup_date: pickup,
    return_date: ret,
    time_zone,
    schedule,
    ...(half_day === undefined ? {} : { half_day }),
  });
  expect(q.breakdown.rental_days).toBe(r.rental_days);
  expect(q.breakdown.days).toBe(r.days);
  return r.rental_days;
}

describe('elapsed with leeway: ceil(max(0, wall-clock duration - leeway) / 24 h), at least 1', () => {
  it('24 h 59 min is 2 days; with 59 minutes of leeway it is 24 h: 1 day', () => {
    expect(days('2026-07-01T09:00', '2026-07-02T09:59', {})).toBe(2);
    expect(days('2026-07-01T09:00', '2026-07-02T09:59', { leeway_minutes: 58 })).toBe(2); // 24 h 1 min
    expect(days('2026-07-01T09:00', '2026-07-02T09:59', { leeway_minutes: 59 })).toBe(1);
    expect(days('2026-07-01T09:00', '2026-07-02T09:59', { leeway_minutes: 60 })).toBe(1);
  });

  it('a leeway longer than the rental leaves 1 day; a whole day of leeway takes a whole day off', () => {
    expect(days('2026-07-01T09:00', '2026-07-01T15:00', { leeway_minutes: 1440 })).toBe(1);
    expect(days('2026-07-01T09:00', '2026-07-03T09:00', { leeway_minutes: 1440 })).toBe(1); // 48 h - 24 h
    expect(days('2026-07-01T09:00', '2026-07-03T09:01', { leeway_minutes: 1 })).toBe(2); // 48 h 1 min - 1 min
  });

  it('the leeway comes off the wall-clock duration, across DST too (New York spring, Berlin autumn)', () => {
    // New York 2026-03-07 09:00 → 03-08 09:30: 24 h 30 min on the wall clock, 23 h 30 min real.
    expect(days('2026-03-07T09:00', '2026-03-08T09:30', { leeway_minutes: 30 }, 'America/New_York')).toBe(1);
    expect(days('2026-03-07T09:00', '2026-03-08T09:30', { leeway_minutes: 29 }, 'America/New_York')).toBe(2);
    // Berlin 2026-10-24 09:00 → 10-25 09:20: 24 h 20 min on the wall clock, 25 h 20 min real.
    expect(days('2026-10-24T09:00', '2026-10-25T09:20', { leeway_minutes: 20 }, 'Europe/Berlin')).toBe(1);
    expect(days('2026-10-24T09:00', '2026-10-25T09:20', { leeway_minutes: 19 }, 'Europe/Berlin')).toBe(2);
  });
});

describe('calendar: the local dates from pickup to return', () => {
  const calendar: Schedule = { day_count: 'calendar' };
  const returnBy: Schedule = { day_count: 'calendar', return_by: '10:00' };

  it('counts every date touched: Wednesday 09:00 to Friday 09:00 is 3 days', () => {
    expect(days('2026-07-01T09:00', '2026-07-03T09:00', calendar)).toBe(3);
    expect(days('2026-07-01T23:00', '2026-07-03T01:00', calendar, 'UTC', false)).toBe(3); // 26 h, 3 dates
  });

  it('a return at 00:00 leaves its date out', () => {
    expect(days('2026-07-01T09:00', '2026-07-03T00:00', calendar)).toBe(2);
    expect(days('2026-07-01T09:00', '2026-07-02T00:00', calendar)).toBe(1);
    expect(days('2026-07-01T09:00', '2026-07-03T00:00:00.001', calendar)).toBe(3);
  });

  it('with return_by, a return on a later date by that time leaves its date out', () => {
    expect(days('2026-07-01T09:00', '2026-07-03T10:00', returnBy)).toBe(2);
    expect(days('2026-07-01T09:00', '2026-07-03T10:00:00.001', returnBy)).toBe(3);
    expect(days('2026-07-01T09:00', '2026-07-03T10:01', returnBy)).toBe(3);
    // Overnight: Wednesday 20:00 to Thursday 08:00 is one day by 10:00, two without return_by.
    expect(days('2026-07-01T20:00', '2026-07-02T08:00', returnBy)).toBe(1);
    expect(days('2026-07-01T20:00', '2026-07-02T08:00', calendar)).toBe(2);
  });

  it('... plus the leeway', () => {
    const s: Schedule = { ...returnBy, leeway_minutes: 30 };
    expect(days('2026-07-01T09:00', '2026-07-03T10:30', s)).toBe(2);
    expect(days('2026-07-01T09:00', '2026-07-03T10:31', s)).toBe(3);
  });

  it('return_by + leeway past midnight: every time of a later return date is by then', () => {
    const s: Schedule = { day_count: 'calendar', return_by: '23:30', leeway_minutes: 60 };
    expect(days('2026-07-01T09:00', '2026-07-03T23:59', s)).toBe(2);
  });

  it('a return on the pickup date always counts that date', () => {
    expect(days('2026-07-01T09:00', '2026-07-01T09:30', returnBy, 'UTC', false)).toBe(1);
    expect(days('2026-07-01T06:00', '2026-07-01T18:00', returnBy)).toBe(1);
  });

  it('without return_by the leeway does not move midnight: 00:30 counts its date', () => {
    expect(days('2026-07-01T09:00', '2026-07-03T00:30', { day_count: 'calendar', leeway_minutes: 60 })).toBe(3);
  });

  it('across DST the dates are what they are (New York spring, Berlin autumn)', () => {
    // 2026-03-07 09:00 → 03-09 09:00 in New York is 47 h real: 3 dates, 2 elapsed days.
    expect(days('2026-03-07T09:00', '2026-03-09T09:00', calendar, 'America/New_York')).toBe(3);
    expect(days('2026-03-07T09:00', '2026-03-09T09:00', {}, 'America/New_York')).toBe(2);
    expect(days('2026-03-07T09:00', '2026-03-09T09:00', returnBy, 'America/New_York')).toBe(2);
    // Berlin 2026-10-24 18:00 → 10-25 10:00 is 17 h real (16 h on the wall clock).
    expect(days('2026-10-24T18:00', '2026-10-25T10:00', calendar, 'Europe/Berlin')).toBe(2);
    expect(days('2026-10-24T18:00', '2026-10-25T10:00', returnBy, 'Europe/Berlin')).toBe(1);
    // The local date is the tenant's: 2026-07-02T03:00Z is still July 1st in New York (23:00).
    expect(days('2026-07-01T13:00:00Z', '2026-07-02T03:00:00Z', calendar, 'America/New_York')).toBe(1);
    expect(days('2026-07-01T13:00:00Z', '2026-07-02T03:00:00Z', calendar)).toBe(2);
  });

  it('half-day detection is unchanged: 3 h over midnight is a half-day of 1 day', () => {
    const r = countRentalDays('2026-07-01T23:00', '2026-07-02T02:00', { schedule: calendar });
    expect(r).toMatchObject({ half_day: true, days: 1, rental_days: 1 });
    expect(
      countRentalDays('2026-07-01T23:00', '2026-07-02T02:00', { schedule: calendar, half_day: false }),
    ).toMatchObject({
      half_day: false,
      days: 2,
    });
  });

  it('the 730-day limit counts these days', () => {
    // Two years of elapsed time is 730 days; by calendar it touches 731 dates.
    expect(days('2026-07-01T09:00', '2028-06-30T09:00', {})).toBe(730);
    const e = expectPricingError(
      () => countRentalDays('2026-07-01T09:00', '2028-06-30T09:00', { schedule: calendar }),
      'parameter_invalid',
      'return_date',
    );
    expect(e.message).toBe('A rental lasts at most 730 days; this one is 731.');
    expectPricingError(
      () =>
        calculatePrice({
          item: item(),
          pickup_date: '2026-07-01T09:00',
          return_date: '2028-06-30T09:00',
          schedule: calendar,
        }),
      'parameter_invalid',
      'return_date',
    );
    expect(days('2026-07-01T09:00', '2028-06-30T09:00', returnBy)).toBe(730);
    // A leeway can bring an elapsed count back under it: 730 days + 1 h with 60 minutes of leeway.
    expect(days('2026-07-01T09:00', '2028-06-30T10:00', { leeway_minutes: 60 })).toBe(730);
  });

  it('first_date and last_date are the first and last rental dates', () => {
    expect(countRentalDays('2026-07-01T09:00', '2026-07-03T10:00', { schedule: returnBy })).toMatchObject({
      first_date: '2026-07-01',
      last_date: '2026-07-02',
      rental_days: 2,
    });
  });
});
