/**
 * The shop schedule: opening hours, closed dates, and how closed dates and the day count change what
 * a rental is charged. Prepared once per pricing call into day numbers, minutes and weekday masks.
 */
import { formatClock, parseClock } from './_lib/clock.js';
import { fastValidSchedule } from './_lib/fast-check-input.js';
import { parseDate, parseInstant } from './_lib/instant.js';
import { resolveTimeZone } from './_lib/time-zone.js';
import { isoWeekday, weekdayBit, weekdayCount } from './_lib/weekdays.js';
import { dayNumber, formatDay, MS_PER_DAY, toWallMs } from './_lib/zone.js';
import { PricingError } from './errors.js';
import { parseOrThrow, ScheduleSchema } from './schemas.js';
import type { InstantInput, OpeningHours, ResolvedSchedule, Schedule } from './types.js';

const MINUTE = 60_000;

/**
 * The schedule every tenant has until it sets one: always open, no closed dates, closed days charged,
 * `elapsed` day count, no `return_by`, no leeway, no notice. Pricing with it is pricing without one.
 */
export const DEFAULT_SCHEDULE: Readonly<ResolvedSchedule> = Object.freeze({
  opening_hours: null,
  closed_dates: Object.freeze([]) as unknown as string[],
  charge_closed_days: true,
  day_count: 'elapsed',
  return_by: null,
  leeway_minutes: 0,
  min_notice_minutes: 0,
});

/** A validated schedule in the form the engine computes with. */
export interface PreparedSchedule {
  /** Per ISO weekday - 1: flat `[open, close, open, close, ...]` in minutes; `null`: always open. */
  hours: number[][] | null;
  /** Weekdays closed all day by the opening hours (a mask, bit w - 1 for ISO weekday w). */
  closedWeekdays: number;
  /** `closed_dates` as day numbers. */
  closedDates: ReadonlySet<number>;
  chargeClosedDays: boolean;
  calendar: boolean;
  /** `return_by` in minutes since midnight, or null. */
  returnBy: number | null;
  leewayMinutes: number;
  /** Days that make a week for the weekly rate: 7, or the open weekdays when closed days are not charged. */
  weekDays: number;
}

/** Prepare a schedule that has passed validation; `null` when there is none (the defaults). */
export function prepareSchedule(schedule: Schedule | null | undefined): PreparedSchedule | null {
  if (schedule == null) return null;
  const oh = schedule.opening_hours ?? null;
  let hours: number[][] | null = null;
  let closedWeekdays = 0;
  if (oh !== null) {
    hours = [];
    for (let w = 1; w <= 7; w++) {
      const intervals = oh[String(w) as keyof OpeningHours] ?? [];
      const flat: number[] = [];
      for (const [open, close] of intervals) flat.push(parseClock(open) as number, parseClock(close, true) as number);
      hours.push(flat);
      if (flat.length === 0) closedWeekdays |= weekdayBit(w);
    }
  }
  const closedDates = new Set<number>();
  for (const d of schedule.closed_dates ?? []) closedDates.add(parseDate(d) as number);
  const chargeClosedDays = schedule.charge_closed_days ?? true;
  return {
    hours,
    closedWeekdays,
    closedDates,
    chargeClosedDays,
    calendar: schedule.day_count === 'calendar',
    returnBy: schedule.return_by == null ? null : (parseClock(schedule.return_by) as number),
    leewayMinutes: schedule.leeway_minutes ?? 0,
    weekDays: chargeClosedDays ? 7 : Math.max(1, 7 - weekdayCount(closedWeekdays)),
  };
}

/** True when the shop is closed all day on this day number (a closed date, or a weekday without hours). */
export function isClosedDay(s: PreparedSchedule, day: number): boolean {
  return s.closedDates.has(day) || (s.closedWeekdays & weekdayBit(isoWeekday(day))) !== 0;
}

/** `HH:mm`, or `HH:mm:ss.sss` trimmed, of a time of day in milliseconds, for messages. */
function formatTimeOfDay(ms: number): string {
  const whole = Math.floor(ms / MINUTE);
  const rest = ms - whole * MINUTE;
  if (rest === 0) return formatClock(whole);
  const seconds = rest / 1000;
  return `${formatClock(whole)}:${seconds < 10 ? '0' : ''}${seconds}`;
}

/**
 * Throw `outside_opening_hours` naming `param` unless the shop is open at instant `ms`: its local
 * date is not closed and its local time lies in one of that weekday's intervals, bounds included.
 */
export function assertOpen(s: PreparedSchedule, zone: string, ms: number, param: string): void {
  const wall = toWallMs(zone, ms);
  const day = dayNumber(wall);
  const date = formatDay(day);
  if (isClosedDay(s, day)) {
    throw new PricingError('outside_opening_hours', `${param} is on ${date}, a day the shop is closed.`, param);
  }
  if (s.hours === null) return;
  const time = wall - day * MS_PER_DAY;
  const flat = s.hours[isoWeekday(day) - 1] as number[];
  for (let i = 0; i < flat.length; i += 2) {
    if (time >= (flat[i] as number) * MINUTE && time <= (flat[i + 1] as number) * MINUTE) return;
  }
  const open: string[] = [];
  for (let i = 0; i < flat.length; i += 2) {
    open.push(`${formatClock(flat[i] as number)}-${formatClock(flat[i + 1] as number)}`);
  }
  throw new PricingError(
    'outside_opening_hours',
    `${param} is at ${formatTimeOfDay(time)} on ${date}, outside the opening hours of that day (${open.join(', ')}).`,
    param,
  );
}

/** Validate a schedule input (the cheap pre-check first) and prepare it; params are rooted at `root`. */
export function readSchedule(schedule: Schedule | null | undefined, root = 'schedule'): PreparedSchedule | null {
  if (schedule == null) return null;
  const valid = fastValidSchedule(schedule) ? schedule : (parseOrThrow(ScheduleSchema, schedule, root) as Schedule);
  return prepareSchedule(valid);
}

export interface ParseScheduleOptions {
  /** The field name params are rooted at. Default `schedule`. */
  param?: string;
}

/**
 * Validate a schedule as the engine does and fill in every default: what a server stores for
 * `PATCH {schedule}` (a field left out takes its default). Bad input throws `PricingError`
 * (`parameter_invalid`, or `parameter_unknown` for an unknown field) with a dotted param rooted at
 * `schedule`: `schedule.opening_hours.6.0`.
 *
 * @example
 * parseSchedule({ opening_hours: { '1': [['09:00', '18:00']] }, charge_closed_days: false })
 * // { opening_hours: { '1': [['09:00', '18:00']] }, closed_dates: [], charge_closed_days: false,
 * //   day_count: 'elapsed', return_by: null, leeway_minutes: 0, min_notice_minutes: 0 }
 * parseSchedule({ opening_hours: { '6': [['18:00', '09:00']] } })
 * // throws PricingError parameter_invalid, param 'schedule.opening_hours.6.0'
 */
export function parseSchedule(value: unknown, options: ParseScheduleOptions = {}): ResolvedSchedule {
  return parseOrThrow(ScheduleSchema, value, options.param ?? 'schedule') as ResolvedSchedule;
}

export interface CheckOpeningHoursOptions {
  /** IANA time zone of the tenant. Default `UTC`. */
  time_zone?: string;
  /** The field named by the error: `pickup_date`, `return_date`, `new_return_date`. */
  param: string;
}

/**
 * Throw `PricingError('outside_opening_hours', …, param)` when the shop is closed at `instant`: its
 * local date is a closed date or a weekday without opening hours, or its local time is outside every
 * interval of its weekday (bounds included: a return at closing time is fine). What `calculatePrice`
 * and `priceCart` check for the pickup and the return, for callers that need it without pricing (an
 * availability check, an extension's new return date). A bad schedule is `parameter_invalid` with a
 * param rooted at `schedule`; a bad instant names `param`.
 *
 * @example
 * const schedule = { opening_hours: { '1': [['09:00', '18:00']], '2': [['09:00', '18:00']] } };
 * checkOpeningHours(schedule, '2026-07-06T18:00', { time_zone: 'Europe/Berlin', param: 'return_date' }) // fine: closing time
 * checkOpeningHours(schedule, '2026-07-05T10:00', { time_zone: 'Europe/Berlin', param: 'new_return_date' })
 * // throws outside_opening_hours, param 'new_return_date' (a Sunday: closed)
 */
export function checkOpeningHours(
  schedule: Schedule | null | undefined,
  instant: InstantInput,
  options: CheckOpeningHoursOptions,
): void {
  const zone = resolveTimeZone(options.time_zone);
  const prepared = readSchedule(schedule);
  const ms = parseInstant(instant, zone, options.param);
  if (prepared !== null) assertOpen(prepared, zone, ms, options.param);
}
