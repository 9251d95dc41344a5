/**
 * The dates and times the widget offers, in the shop's wall-clock time whatever the browser's zone:
 * opening hours (a close of 24:00, two intervals a day), closed dates, the notice before a pickup.
 * Nothing here reads the process's zone (the same answers under any TZ).
 */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isOpenOn,
  isoWeekday,
  nearestTime,
  openDates,
  shopNow,
  timesOn,
} from '../src/calendar.js';

const schedule = {
  opening_hours: {
    '1': [
      ['09:00', '12:00'],
      ['13:00', '17:00'],
    ],
    '6': [['10:00', '24:00']],
  } as const,
  closed_dates: ['2026-07-13'],
};
// Mutable copies of the readonly literal's intervals, as the API answers them.
const hours = JSON.parse(JSON.stringify(schedule));

describe('the shop calendar', () => {
  it("reads the shop's date and minute at an instant, in its zone", () => {
    // 03:30 UTC on 9 July is still 8 July, 23:30 in New York and already 15:30 in Auckland.
    const at = new Date('2026-07-09T03:30:00Z');
    expect(shopNow(at, 'America/New_York')).toEqual({ date: '2026-07-08', minutes: 23 * 60 + 30 });
    expect(shopNow(at, 'Pacific/Auckland')).toEqual({ date: '2026-07-09', minutes: 15 * 60 + 30 });
    // Across a DST change (Berlin, 29 March 2026 at 02:00 → 03:00).
    expect(shopNow(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-03-29', minutes: 180 });
  });

  it('counts calendar days across months, years and DST changes', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-07-10', '2026-07-08')).toBe(-2);
    expect(isoWeekday('2026-07-12')).toBe('7');
    expect(isoWeekday('2026-07-13')).toBe('1');
  });

  it('offers every half hour inside the opening hours, the closing time included', () => {
    // Monday 6 July 2026: two intervals.
    expect(timesOn(hours, '2026-07-06')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
    // Saturday until 24:00: the last time is 23:30.
    expect(timesOn(hours, '2026-07-11').at(-1)).toBe('23:30');
    expect(timesOn(hours, '2026-07-11')[0]).toBe('10:00');
    // Not before 15:10 today: from 15:30 on.
    expect(timesOn(hours, '2026-07-06', 15 * 60 + 10)).toEqual(['15:30', '16:00', '16:30', '17:00']);
    // Always open without opening hours.
    expect(timesOn(null, '2026-07-06')).toHaveLength(48);
  });

  it('offers no closed weekday and no closed date', () => {
    expect(isOpenOn(hours, '2026-07-07')).toBe(false); // a Tuesday: no hours
    expect(isOpenOn(hours, '2026-07-13')).toBe(false); // a Monday, but a closed date
    expect(isOpenOn(hours, '2026-07-20')).toBe(true);
    expect(openDates(hours, '2026-07-06', 15)).toEqual(['2026-07-06', '2026-07-11', '2026-07-18', '2026-07-20']);
    // Too late today: the first date is the next open one.
    expect(openDates(hours, '2026-07-06', 6, (d) => (d === '2026-07-06' ? 17 * 60 + 1 : 0))).toEqual(['2026-07-11']);
  });

  it('keeps the wanted time, or the nearest offered one', () => {
    expect(nearestTime(['09:00', '10:00', '17:00'], '10:00')).toBe('10:00');
    expect(nearestTime(['09:00', '13:00', '17:00'], '12:00')).toBe('13:00');
    expect(nearestTime(['09:00', '13:00'], undefined)).toBe('09:00');
    expect(nearestTime([], '10:00')).toBeUndefined();
  });
});
