/** A shop schedule in the form the engine computes with: minutes, sorted day numbers, weekday masks. */
import { isoWeekday, weekdayBit } from './weekdays.js';

export interface PreparedSchedule {
  /**
   * Every interval as `open, close` minutes, weekday after weekday; `null`: always open. ISO weekday
   * w's intervals are at [hourStarts[w - 1], hourStarts[w]).
   */
  hours: number[] | null;
  hourStarts: number[];
  /** Weekdays closed all day by the opening hours (a mask, bit w - 1 for ISO weekday w). */
  closedWeekdays: number;
  /** `closed_dates` as day numbers, ascending. */
  closedDates: number[];
  chargeClosedDays: boolean;
  calendar: boolean;
  /** `return_by` in minutes since midnight, or null. */
  returnBy: number | null;
  leewayMinutes: number;
  /** Days that make a week for the weekly rate: 7, or the open weekdays when closed days are not charged. */
  weekDays: number;
}

/** Index of the first of the ascending `days` that is >= `day`. */
export function lowerBound(days: readonly number[], day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] as number) < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** True when the shop is closed all day on this day number (a closed date, or a weekday without hours). */
export function isClosedDay(s: PreparedSchedule, day: number): boolean {
  if ((s.closedWeekdays & weekdayBit(isoWeekday(day))) !== 0) return true;
  return s.closedDates[lowerBound(s.closedDates, day)] === day;
}
