import { parseInstant } from './_lib/instant.js';
import { lowerBound, type PreparedSchedule } from './_lib/prepared-schedule.js';
import { resolveTimeZone } from './_lib/time-zone.js';
import { countWeekdays, isoWeekday, weekdayBit } from './_lib/weekdays.js';
import { dayNumber, formatDay, MS_PER_DAY, toWallMs } from './_lib/zone.js';
import { invalid, PricingError } from './errors.js';
import { LIMITS } from './limits.js';
import { readSchedule } from './schedule.js';
import type { InstantInput, RentalDays, Schedule } from './types.js';

/** The longest rental, in rental days ({@link LIMITS}.max_rental_days). */
export const MAX_RENTAL_DAYS = LIMITS.max_rental_days;
/** Real elapsed time up to which a rental is detected as a half-day. */
export const HALF_DAY_MAX_MS = 5 * 3_600_000;

const MINUTE = 60_000;

export interface CountRentalDaysOptions {
  /** IANA time zone of the tenant. Default `UTC`. */
  time_zone?: string;
  /** Omitted: auto-detect (<= 5 h real elapsed time). `true`: force (wall-clock window <= 24 h). `false`: off. */
  half_day?: boolean;
  /**
   * The shop's schedule: its day count (`elapsed` with leeway, or `calendar` with `return_by`) and,
   * with `charge_closed_days: false`, the closed dates that are not charged. Opening hours are not
   * checked here (see {@link checkOpeningHours}).
   */
  schedule?: Schedule | null;
}

/**
 * The rental dates that are charged: `count` consecutive dates from day number `first`, less every
 * date on a weekday of `closedWeekdays` and the dates of `skipped` (ascending day numbers, none on
 * those weekdays). `charged` is how many are left, at least 1.
 */
export interface ChargedDates {
  first: number;
  count: number;
  closedWeekdays: number;
  skipped: number[];
  charged: number;
}

/** Internal form of {@link countRentalDays}'s result, with what the stages need. */
export interface RentalWindow extends RentalDays {
  first_day: number;
  /** Pickup and return as local wall-clock times (epoch ms of the local date-time read as UTC). */
  wall_pickup: number;
  wall_return: number;
  dates: ChargedDates;
  /** Days in a week for the weekly rate (7 unless closed days are not charged). */
  week_days: number;
}

/** Reused between calls (the engine is synchronous). */
const scratchWeekdays = [0, 0, 0, 0, 0, 0, 0];

/** The charged dates of `count` rental dates from `first` under a schedule. */
function chargedDates(first: number, count: number, s: PreparedSchedule | null): ChargedDates {
  if (s === null || s.chargeClosedDays) return { first, count, closedWeekdays: 0, skipped: [], charged: count };
  const last = first + count - 1;
  const mask = s.closedWeekdays;
  let charged = count;
  if (mask !== 0) {
    const perWeekday = countWeekdays(first, last + 1, scratchWeekdays);
    for (let w = 0; w < 7; w++) if (mask & (1 << w)) charged -= perWeekday[w] as number;
  }
  const skipped: number[] = [];
  const closed = s.closedDates;
  for (let i = lowerBound(closed, first); i < closed.length && (closed[i] as number) <= last; i++) {
    const d = closed[i] as number;
    if ((mask & weekdayBit(isoWeekday(d))) === 0) skipped.push(d);
  }
  charged -= skipped.length;
  if (charged > 0) return { first, count, closedWeekdays: mask, skipped, charged };
  // Nothing left: the first rental date is charged, every other one skipped.
  const rest: number[] = [];
  for (let d = first + 1; d <= last; d++) rest.push(d);
  return { first, count, closedWeekdays: 0, skipped: rest, charged: 1 };
}

/** The skipped dates of `dates`, `YYYY-MM-DD` ascending. */
function skippedDates(dates: ChargedDates): string[] {
  const out: string[] = [];
  const skipped = dates.skipped;
  if (dates.closedWeekdays === 0) {
    for (let i = 0; i < skipped.length; i++) out.push(formatDay(skipped[i] as number));
    return out;
  }
  const end = dates.first + dates.count;
  let j = 0;
  let w = isoWeekday(dates.first) - 1;
  for (let d = dates.first; d < end; d++) {
    if (skipped[j] === d) {
      out.push(formatDay(d));
      j++;
    } else if (dates.closedWeekdays & (1 << w)) out.push(formatDay(d));
    w = w === 6 ? 0 : w + 1;
  }
  return out;
}

/**
 * Rental days as the day count counts them: `elapsed` is ceil(max(0, wall-clock duration - leeway)
 * / 24 h); `calendar` is the local dates from pickup's to return's, without the return's date when
 * the return is at 00:00, or (with `return_by`) on a later date than pickup at or before `return_by`
 * + leeway. At least 1 either way.
 */
function countDays(wallP: number, wallR: number, s: PreparedSchedule | null): number {
  if (s === null || !s.calendar) {
    const leeway = s === null ? 0 : s.leewayMinutes * MINUTE;
    return Math.max(1, Math.ceil(Math.max(0, wallR - wallP - leeway) / MS_PER_DAY));
  }
  const pickupDay = dayNumber(wallP);
  const returnDay = dayNumber(wallR);
  const time = wallR - returnDay * MS_PER_DAY;
  const notCounted =
    time === 0 || (s.returnBy !== null && returnDay > pickupDay && time <= (s.returnBy + s.leewayMinutes) * MINUTE);
  return Math.max(1, returnDay - pickupDay + 1 - (notCounted ? 1 : 0));
}

export function rentalWindow(
  pickup: InstantInput,
  ret: InstantInput,
  zone: string,
  halfDay: boolean | undefined,
  schedule: PreparedSchedule | null = null,
): RentalWindow {
  const p = parseInstant(pickup, zone, 'pickup_date');
  const r = parseInstant(ret, zone, 'return_date');
  return windowOf(p, r, toWallMs(zone, p), toWallMs(zone, r), halfDay, schedule);
}

/**
 * {@link rentalWindow} of two instants already read (epoch ms) with their local wall-clock times:
 * what a price calendar has for each date.
 */
export function windowOf(
  p: number,
  r: number,
  wallP: number,
  wallR: number,
  halfDay: boolean | undefined,
  schedule: PreparedSchedule | null,
): RentalWindow {
  if (!(r > p)) throw invalid('return_date', 'return_date must be after pickup_date.');
  let half: boolean;
  if (halfDay === true) {
    if (wallR - wallP > MS_PER_DAY) {
      throw new PricingError(
        'half_day_not_allowed',
        'half_day: true is allowed only for a window of at most 24 hours.',
        'half_day',
      );
    }
    half = true;
  } else if (halfDay === false) {
    half = false;
  } else {
    half = r - p <= HALF_DAY_MAX_MS;
  }
  const rentalDays = half ? 1 : countDays(wallP, wallR, schedule);
  if (rentalDays > MAX_RENTAL_DAYS) {
    throw invalid('return_date', `A rental lasts at most ${MAX_RENTAL_DAYS} days; this one is ${rentalDays}.`);
  }
  const first = dayNumber(wallP);
  const dates = chargedDates(first, rentalDays, schedule);
  return {
    days: dates.charged,
    half_day: half,
    pickup_ms: p,
    return_ms: r,
    first_date: formatDay(first),
    last_date: formatDay(first + rentalDays - 1),
    rental_days: rentalDays,
    closed_dates_skipped: dates.charged === rentalDays ? [] : skippedDates(dates),
    first_day: first,
    wall_pickup: wallP,
    wall_return: wallR,
    dates,
    week_days: schedule?.weekDays ?? 7,
  };
}

/**
 * Rental days between two instants in the tenant's time zone: ceil(wall-clock duration / 24 h),
 * at least 1, so a DST change never adds or removes a day. A half-day (auto-detected at <= 5 h of
 * real time, or forced) is 1 day. With a `schedule`, its day count and leeway apply, and with
 * `charge_closed_days: false` its closed dates are left out of `days` (listed in
 * `closed_dates_skipped`); `rental_days` counts them all.
 *
 * @example
 * countRentalDays('2026-03-07T09:00', '2026-03-10T09:00', { time_zone: 'America/New_York' }).days // 3
 * countRentalDays('2026-07-03T09:00', '2026-07-06T09:00', {
 *   schedule: { opening_hours: { '1': [['09:00', '18:00']], '5': [['09:00', '18:00']], '6': [['09:00', '18:00']] },
 *               charge_closed_days: false },
 * }) // { days: 2, rental_days: 3, closed_dates_skipped: ['2026-07-05'], ... } (Sunday is closed)
 */
export function countRentalDays(
  pickup: InstantInput,
  ret: InstantInput,
  options: CountRentalDaysOptions = {},
): RentalDays {
  const zone = resolveTimeZone(options.time_zone);
  const schedule = readSchedule(options.schedule);
  const {
    first_day: _first,
    wall_pickup: _wallP,
    wall_return: _wallR,
    dates: _dates,
    week_days: _week,
    ...rest
  } = rentalWindow(pickup, ret, zone, options.half_day, schedule);
  return rest;
}
