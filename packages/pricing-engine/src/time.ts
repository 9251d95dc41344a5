/** Time helpers for callers (the server) that must read instants exactly as the engine does. */
import { parseInstant } from './_lib/instant.js';
import { resolveTimeZone } from './_lib/time-zone.js';
import { dayNumber, formatDay, isValidTimeZone, toWallMs } from './_lib/zone.js';
import type { InstantInput } from './types.js';

export { formatInstant, MAX_INSTANT_MS, MIN_INSTANT_MS } from './_lib/instant.js';
export { isValidTimeZone };

export interface ResolveInstantOptions {
  /** IANA time zone for inputs without an offset. Default `UTC`. */
  time_zone?: string;
  /** The field name reported in a `PricingError`. Default `value`. */
  param?: string;
  /** `end`: a date alone means the end (last millisecond) of that local day. Default `start`. */
  bound?: 'start' | 'end';
}

/**
 * Epoch milliseconds of an ISO 8601 input as the contract reads it (offset → that instant; no offset
 * → wall-clock time in `time_zone`, DST gaps moved forward, overlaps the earlier instant; a date alone
 * → 00:00 there, or the end of that day with `bound: 'end'`).
 *
 * @example
 * resolveInstant('2026-07-01T09:00', { time_zone: 'Europe/Berlin' }) // Date.parse('2026-07-01T07:00:00Z')
 */
export function resolveInstant(value: InstantInput, options: ResolveInstantOptions = {}): number {
  return parseInstant(value, resolveTimeZone(options.time_zone), options.param ?? 'value', options.bound ?? 'start');
}

/**
 * The local calendar date (`YYYY-MM-DD`) of an instant in a time zone.
 *
 * @example
 * localDate(Date.parse('2026-07-01T02:00:00Z'), 'America/New_York') // '2026-06-30'
 */
export function localDate(ms: number, timeZone: string): string {
  return formatDay(dayNumber(toWallMs(resolveTimeZone(timeZone), ms)));
}
