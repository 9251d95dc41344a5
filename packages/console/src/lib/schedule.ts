/**
 * The shop's closed days, from its schedule: a date listed in `closed_dates`, or, when opening hours
 * are set, a weekday with no opening interval (a weekday left out counts as one without). Dates are
 * the shop's calendar dates (`YYYY-MM-DD`), so the weekday is the date's own, whatever the browser's
 * time zone.
 */
import { getDayOfWeek, parseDate } from '@internationalized/date';
import type { Schedule } from '../api/types.js';

/** 1 (Monday) .. 7 (Sunday), as the schedule's opening hours and weekday rules number them. */
export const isoWeekday = (date: string): number => getDayOfWeek(parseDate(date), 'en-GB') + 1;

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The weekdays (1..7) on which the shop never opens; none when it has no opening hours. */
export function closedWeekdays(schedule: Pick<Schedule, 'opening_hours'>): number[] {
  const hours = schedule.opening_hours;
  if (hours === null) return [];
  return [1, 2, 3, 4, 5, 6, 7].filter((d) => (hours[String(d)] ?? []).length === 0);
}

/** The dates of `dates` on which the shop is closed. */
export function closedDays(
  dates: readonly string[],
  schedule: Pick<Schedule, 'opening_hours' | 'closed_dates'>,
): Set<string> {
  const weekdays = new Set(closedWeekdays(schedule));
  const listed = new Set(schedule.closed_dates);
  return new Set(dates.filter((d) => listed.has(d) || weekdays.has(isoWeekday(d))));
}
