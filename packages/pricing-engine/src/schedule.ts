/**
 * The shop schedule: opening hours, closed dates, and how closed dates and the day count change what
 * a rental is charged. Prepared once per pricing call into day numbers, minutes and weekday masks.
 */
import { formatClock } from './_lib/clock.js';
import { compileSchedule } from './_lib/compile-schedule.js';
import { parseInstant } from './_lib/instant.js';
import { isClosedDay, type PreparedSchedule } from './_lib/prepared-schedule.js';
import { resolveTimeZone } from './_lib/time-zone.js';
import { isoWeekday } from './_lib/weekdays.js';
import { dayNumber, formatDay, MS_PER_DAY, toWallMs } from './_lib/zone.js';
import { PricingError } from './errors.js';
import { parseOrThrow, ScheduleSchema } from './schemas.js';
import type { InstantInput, ResolvedSchedule, Schedule } from './types.js';

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
 * date is not closed and its local time lies in one of that weekday's intervals, bounds included
 * (an interval closing at 24:00 includes 00:00 of the next date).
 */
export function assertOpen(s: PreparedSchedule, zone: string, ms: number, param: string): void {
  assertOpenAtWall(s, toWallMs(zone, ms), param);
}

/**
 * Whether the local date `day` is open and has an interval that closes at 24:00: that interval
 * includes its end, 00:00 of the next date, even when the next date is closed.
 */
function openUntilMidnight(s: PreparedSchedule, day: number): boolean {
  if (s.hours === null || isClosedDay(s, day)) return false;
  const w = isoWeekday(day);
  const last = (s.hourStarts[w] as number) - 1;
  return last > (s.hourStarts[w - 1] as number) && s.hours[last] === 24 * 60;
}

/** {@link assertOpen} on a local wall-clock time (epoch ms of the local date-time read as UTC). */
export function assertOpenAtWall(s: PreparedSchedule, wall: number, param: string): void {
  const day = dayNumber(wall);
  // 00:00 is also 24:00 of the date before: open when that date's last interval closes at 24:00.
  if (wall === day * MS_PER_DAY && openUntilMidnight(s, day - 1)) return;
  if (isClosedDay(s, day)) {
    const date = formatDay(day);
    throw new PricingError('outside_opening_hours', `${param} is on ${date}, a day the shop is closed.`, param);
  }
  if (s.hours === null) return;
  const time = wall - day * MS_PER_DAY;
  const hours = s.hours;
  const w = isoWeekday(day);
  const from = s.hourStarts[w - 1] as number;
  const to = s.hourStarts[w] as number;
  for (let i = from; i < to; i += 2) {
    if (time >= (hours[i] as number) * MINUTE && time <= (hours[i + 1] as number) * MINUTE) return;
  }
  const open: string[] = [];
  for (let i = from; i < to; i += 2) {
    open.push(`${formatClock(hours[i] as number)}-${formatClock(hours[i + 1] as number)}`);
  }
  throw new PricingError(
    'outside_opening_hours',
    `${param} is at ${formatTimeOfDay(time)} on ${formatDay(day)}, outside the opening hours of that day (${open.join(', ')}).`,
    param,
  );
}

/**
 * Validate a schedule input and prepare it: the one-pass pre-check, else zod, which reports the first
 * problem with a param rooted at `root` (and whose output the pre-check then accepts).
 */
export function readSchedule(schedule: unknown, root = 'schedule'): PreparedSchedule | null {
  if (schedule == null) return null;
  const fast = compileSchedule(schedule);
  if (fast !== undefined) return fast;
  return compileSchedule(parseOrThrow(ScheduleSchema, schedule, root)) as PreparedSchedule;
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
