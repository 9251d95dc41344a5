/**
 * The last few schedules compiled, kept by value. A caller that reads its schedule afresh for every
 * quote (from its database, or from the request) passes a new object of the same content each time,
 * so a cache by identity never hits; comparing the new object with a copy of one compiled before
 * costs a fraction of compiling it again (no clock to parse, no closed date to look up, nothing
 * allocated).
 *
 * The comparison reads every value the compilation reads, the same way (the same own keys, the same
 * indices), and compares them exactly: `Object.is` for every scalar (so -0 is not 0, and `null` is not
 * a field left out), the same strings for times and dates. A hit therefore returns what compiling
 * the new object would return; anything else compiles it. Only a compiled schedule is kept: a
 * schedule the compilation refuses goes on to zod every time, so an error never comes from here.
 */
import { isObj, type Obj, ownKeyCount } from './checks.js';
import type { PreparedSchedule } from './prepared-schedule.js';

/** The values a compiled schedule was read from, copied (the caller may change its object later). */
interface Snapshot {
  /** `opening_hours` as given when it is not an object (null, or left out). */
  hoursValue: unknown;
  /** Per ISO weekday 1..7, its intervals' times in order (open, close, open, …), or undefined when absent. */
  hours: (string[] | undefined)[] | null;
  /** How many own enumerable keys `opening_hours` has. */
  hoursKeys: number;
  /** `closed_dates`, or undefined when left out. */
  closedDates: string[] | undefined;
  charge: unknown;
  dayCount: unknown;
  returnBy: unknown;
  leeway: unknown;
  notice: unknown;
  prepared: PreparedSchedule;
}

/** How many schedules are kept: a few tenants' requests may interleave. */
const SIZE = 4;
/** Most recently used first. */
const kept: Snapshot[] = [];

function copyHours(oh: Obj): (string[] | undefined)[] {
  const out: (string[] | undefined)[] = [];
  for (let w = 1; w <= 7; w++) {
    const list = (oh as Record<number, unknown>)[w];
    if (list === undefined) {
      out.push(undefined);
      continue;
    }
    const intervals = list as [string, string][];
    const times: string[] = [];
    for (let i = 0; i < intervals.length; i++) {
      const interval = intervals[i] as [string, string];
      times.push(interval[0], interval[1]);
    }
    out.push(times);
  }
  return out;
}

/** True when `oh` holds exactly the intervals of `hours`, with as many keys. */
function sameHours(oh: Obj, hours: readonly (string[] | undefined)[], keys: number): boolean {
  for (let w = 1; w <= 7; w++) {
    const list = (oh as Record<number, unknown>)[w];
    const times = hours[w - 1];
    if (times === undefined) {
      if (list !== undefined) return false;
      continue;
    }
    if (!Array.isArray(list) || list.length * 2 !== times.length) return false;
    for (let i = 0; i < list.length; i++) {
      const interval = list[i];
      if (!Array.isArray(interval) || interval.length !== 2) return false;
      if (interval[0] !== times[2 * i] || interval[1] !== times[2 * i + 1]) return false;
    }
  }
  return ownKeyCount(oh) === keys;
}

function sameDates(cd: unknown, dates: readonly string[] | undefined): boolean {
  if (dates === undefined) return cd === undefined;
  if (!Array.isArray(cd) || cd.length !== dates.length) return false;
  for (let i = 0; i < cd.length; i++) if (cd[i] !== dates[i]) return false;
  return true;
}

/** True when compiling `v` reads exactly the values `s` was compiled from. `v` has only schedule keys. */
function matches(v: Obj, s: Snapshot): boolean {
  if (
    !Object.is(v.charge_closed_days, s.charge) ||
    !Object.is(v.day_count, s.dayCount) ||
    !Object.is(v.return_by, s.returnBy) ||
    !Object.is(v.leeway_minutes, s.leeway) ||
    !Object.is(v.min_notice_minutes, s.notice)
  ) {
    return false;
  }
  const oh = v.opening_hours;
  if (s.hours === null) {
    if (!Object.is(oh, s.hoursValue)) return false;
  } else if (!isObj(oh) || !sameHours(oh, s.hours, s.hoursKeys)) {
    return false;
  }
  return sameDates(v.closed_dates, s.closedDates);
}

/**
 * `compile(v)`, or what it returned for a schedule of exactly the same values among the last few it
 * compiled. `hasOnlyScheduleKeys` is the compilation's own check of `v`'s keys (run first: a schedule
 * with another key is never a hit). `compile` must be pure.
 */
export function memoizeScheduleByValue(
  compile: (v: unknown) => PreparedSchedule | undefined,
  hasOnlyScheduleKeys: (v: Obj) => boolean,
): (v: unknown) => PreparedSchedule | undefined {
  return (v) => {
    if (!isObj(v) || !hasOnlyScheduleKeys(v)) return compile(v);
    for (let i = 0; i < kept.length; i++) {
      const s = kept[i] as Snapshot;
      if (matches(v, s)) {
        if (i > 0) {
          kept.splice(i, 1);
          kept.unshift(s);
        }
        return s.prepared;
      }
    }
    const prepared = compile(v);
    if (prepared === undefined) return undefined;
    const oh = v.opening_hours;
    const cd = v.closed_dates;
    const objectHours = isObj(oh);
    kept.unshift({
      hoursValue: objectHours ? undefined : oh,
      hours: objectHours ? copyHours(oh) : null,
      hoursKeys: objectHours ? ownKeyCount(oh) : 0,
      closedDates: cd === undefined ? undefined : [...(cd as string[])],
      charge: v.charge_closed_days,
      dayCount: v.day_count,
      returnBy: v.return_by,
      leeway: v.leeway_minutes,
      notice: v.min_notice_minutes,
      prepared,
    });
    if (kept.length > SIZE) kept.pop();
    return prepared;
  };
}

/** Forget every kept schedule (tests compare a fresh compilation with a kept one). */
export function clearScheduleMemo(): void {
  kept.length = 0;
}
