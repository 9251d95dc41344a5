import { PricingError, invalid } from './errors.js';
import { parseInstant } from './_lib/instant.js';
import { dayNumber, formatDay, isValidTimeZone, MS_PER_DAY, toWallMs } from './_lib/zone.js';
import { LIMITS } from './limits.js';
import type { InstantInput, RentalDays } from './types.js';

/** The longest rental, in rental days ({@link LIMITS}.max_rental_days). */
export const MAX_RENTAL_DAYS = LIMITS.max_rental_days;
/** Real elapsed time up to which a rental is detected as a half-day. */
export const HALF_DAY_MAX_MS = 5 * 3_600_000;

export interface CountRentalDaysOptions {
  /** IANA time zone of the tenant. Default `UTC`. */
  time_zone?: string;
  /** Omitted: auto-detect (<= 5 h real elapsed time). `true`: force (wall-clock window <= 24 h). `false`: off. */
  half_day?: boolean;
}

/** Internal form of {@link countRentalDays}'s result with day numbers for the seasonal stage. */
export interface RentalWindow extends RentalDays {
  first_day: number;
}

export function resolveTimeZone(zone: string | undefined): string {
  const z = zone ?? 'UTC';
  if (!isValidTimeZone(z)) throw invalid('time_zone', `time_zone must be an IANA time zone name, got "${String(z)}".`);
  return z;
}

export function rentalWindow(
  pickup: InstantInput,
  ret: InstantInput,
  zone: string,
  halfDay: boolean | undefined,
): RentalWindow {
  const p = parseInstant(pickup, zone, 'pickup_date');
  const r = parseInstant(ret, zone, 'return_date');
  if (!(r > p)) throw invalid('return_date', 'return_date must be after pickup_date.');
  const wallP = toWallMs(zone, p);
  const wallDuration = toWallMs(zone, r) - wallP;
  let half: boolean;
  if (halfDay === true) {
    if (wallDuration > MS_PER_DAY) {
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
  const days = half ? 1 : Math.max(1, Math.ceil(wallDuration / MS_PER_DAY));
  if (days > MAX_RENTAL_DAYS) {
    throw invalid('return_date', `A rental lasts at most ${MAX_RENTAL_DAYS} days; this one is ${days}.`);
  }
  const first = dayNumber(wallP);
  return {
    days,
    half_day: half,
    pickup_ms: p,
    return_ms: r,
    first_date: formatDay(first),
    last_date: formatDay(first + days - 1),
    first_day: first,
  };
}

/**
 * Rental days between two instants in the tenant's time zone: ceil(wall-clock duration / 24 h),
 * at least 1, so a DST change never adds or removes a day. A half-day (auto-detected at <= 5 h of
 * real time, or forced) is 1 day.
 *
 * @example
 * countRentalDays('2026-03-07T09:00', '2026-03-10T09:00', { time_zone: 'America/New_York' }).days // 3
 */
export function countRentalDays(
  pickup: InstantInput,
  ret: InstantInput,
  options: CountRentalDaysOptions = {},
): RentalDays {
  const { first_day: _first, ...rest } = rentalWindow(
    pickup,
    ret,
    resolveTimeZone(options.time_zone),
    options.half_day,
  );
  return rest;
}
