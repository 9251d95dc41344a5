import { invalid } from '../errors.js';
import { isValidTimeZone } from './zone.js';

/** The tenant's IANA time zone (default `UTC`); anything else is `parameter_invalid`, param `time_zone`. */
export function resolveTimeZone(zone: string | undefined): string {
  const z = zone ?? 'UTC';
  if (!isValidTimeZone(z)) throw invalid('time_zone', `time_zone must be an IANA time zone name, got "${String(z)}".`);
  return z;
}
