/**
 * A schedule's pre-check and its preparation in one pass: a schedule is read on every quote, so the
 * check that it is what `ScheduleSchema` accepts and its conversion to minutes, day numbers and
 * weekday masks are the same walk over it. A deeply frozen schedule is compiled once (`frozen.ts`);
 * another is compared with the last few compiled, by value (`schedule-memo.ts`).
 */
import { LIMITS } from '../limits.js';
import { isInt, isObj, ownKeyCount } from './checks.js';
import { parseRecentDate } from './civil.js';
import { parseClock } from './clock.js';
import { memoizeFrozen } from './frozen.js';
import { parseDate } from './instant.js';
import type { PreparedSchedule } from './prepared-schedule.js';
import { memoizeScheduleByValue } from './schedule-memo.js';
import { weekdayCount } from './weekdays.js';

/**
 * Every own enumerable key of `v` is a schedule field (what `onlyKeys` checks against a set, as a
 * switch: a schedule is checked on every quote, and comparing a few interned names is cheaper than
 * hashing them).
 */
function onlyScheduleKeys(v: Record<string, unknown>): boolean {
  for (const k in v) {
    switch (k) {
      case 'opening_hours':
      case 'closed_dates':
      case 'charge_closed_days':
      case 'day_count':
      case 'return_by':
      case 'leeway_minutes':
      case 'min_notice_minutes':
        break;
      default:
        return false;
    }
  }
  return true;
}

/** The closed dates of a schedule without any (shared: a prepared schedule is never written to). */
const NO_DATES: number[] = [];

/** Closed dates read so far (a tenant's list is read on every quote). */
const dayCache = new Map<string, number>();

/** Day number of a `YYYY-MM-DD` date, as `parseDate` reads it; `undefined` for anything else. */
function closedDay(text: string): number | undefined {
  const hit = dayCache.get(text);
  if (hit !== undefined) return hit;
  const d = parseRecentDate(text) ?? parseDate(text);
  if (d !== undefined) {
    if (dayCache.size >= 10_000) dayCache.clear();
    dayCache.set(text, d);
  }
  return d;
}

/**
 * The pre-check of a schedule and its preparation in one pass (a schedule is read on every quote):
 * the prepared schedule when `ScheduleSchema` would accept `v` as it is, else `undefined`. A deeply
 * frozen schedule is compiled once and its result reused (see `frozen.ts`); a schedule of the same
 * values as one of the last few compiled gets that one's result (see `schedule-memo.ts`).
 */
export const compileSchedule: (v: unknown) => PreparedSchedule | undefined = memoizeFrozen(
  compileScheduleUncached,
  memoizeScheduleByValue(compileScheduleUncached, onlyScheduleKeys),
);

/** {@link compileSchedule} without either cache: what the caches must always agree with. */
export function compileScheduleUncached(v: unknown): PreparedSchedule | undefined {
  if (!isObj(v) || !onlyScheduleKeys(v)) return undefined;
  const oh = v.opening_hours;
  let hours: number[] | null = null;
  const hourStarts = [0, 0, 0, 0, 0, 0, 0, 0];
  let closedWeekdays = 0;
  if (oh != null) {
    if (!isObj(oh)) return undefined;
    hours = [];
    let present = 0;
    for (let w = 1; w <= 7; w++) {
      const list = (oh as Record<number, unknown>)[w];
      if (list !== undefined) {
        present += 1;
        if (!Array.isArray(list)) return undefined;
        let prevClose = 0;
        for (let i = 0; i < list.length; i++) {
          const interval = list[i];
          if (!Array.isArray(interval) || interval.length !== 2) return undefined;
          const open = parseClock(interval[0]);
          const close = parseClock(interval[1], true);
          if (open === undefined || close === undefined || open >= close || open < prevClose) return undefined;
          hours.push(open, close);
          prevClose = close;
        }
      }
      if (hours.length === hourStarts[w - 1]) closedWeekdays |= 1 << (w - 1);
      hourStarts[w] = hours.length;
    }
    // Any key but "1".."7" (or one of those holding undefined) leaves the count short.
    if (ownKeyCount(oh) !== present) return undefined;
    // A shop that opens on no weekday: refused (zod names the problem).
    if (hours.length === 0) return undefined;
  }
  let closedDates = NO_DATES;
  const cd = v.closed_dates;
  if (cd !== undefined) {
    if (!Array.isArray(cd) || cd.length > LIMITS.max_closed_dates) return undefined;
    if (cd.length > 0) {
      closedDates = [];
      let sorted = true;
      let prev = -Infinity;
      for (let i = 0; i < cd.length; i++) {
        const text = cd[i];
        const d = typeof text === 'string' ? closedDay(text) : undefined;
        if (d === undefined) return undefined;
        if (d <= prev) sorted = false;
        prev = d;
        closedDates.push(d);
      }
      if (!sorted) {
        closedDates.sort((a, b) => a - b);
        // The same date twice (one string per day number).
        for (let i = 1; i < closedDates.length; i++) if (closedDates[i] === closedDates[i - 1]) return undefined;
      }
    }
  }
  const charge = v.charge_closed_days;
  if (charge !== undefined && typeof charge !== 'boolean') return undefined;
  const dayCount = v.day_count;
  if (dayCount !== undefined && dayCount !== 'elapsed' && dayCount !== 'calendar') return undefined;
  const returnBy = v.return_by == null ? null : parseClock(v.return_by);
  if (returnBy === undefined) return undefined;
  const leeway = v.leeway_minutes === undefined ? 0 : v.leeway_minutes;
  if (!isInt(leeway, LIMITS.leeway_minutes.min, LIMITS.leeway_minutes.max)) return undefined;
  const notice = v.min_notice_minutes;
  if (notice !== undefined && !isInt(notice, LIMITS.min_notice_minutes.min, LIMITS.min_notice_minutes.max)) {
    return undefined;
  }
  const chargeClosedDays = charge ?? true;
  return {
    hours,
    hourStarts,
    closedWeekdays,
    closedDates,
    chargeClosedDays,
    calendar: dayCount === 'calendar',
    returnBy,
    leewayMinutes: leeway as number,
    weekDays: chargeClosedDays ? 7 : Math.max(1, 7 - weekdayCount(closedWeekdays)),
  };
}

/** True only if `ScheduleSchema` accepts `v` as it is. */
export function fastValidSchedule(v: unknown): boolean {
  return compileSchedule(v) !== undefined;
}
