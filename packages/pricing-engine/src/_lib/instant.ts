/**
 * ISO 8601 instants as the contract reads them: with `Z` or an offset, that instant; without, the
 * tenant's wall-clock time; a date alone, 00:00 there (or, as an upper bound, the end of that day).
 */
import { invalid } from '../errors.js';
import { daysFromCivil, formatCivil } from './civil.js';
import { dayNumber, fromWallMs, MS_PER_DAY } from './zone.js';

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * An instant as the inputs take it (the schemas' `instant`, whose input type is this). Spelled here
 * rather than imported: the schemas check dates with this module, so importing their types back
 * would make a cycle.
 */
type InstantInput = string | Date;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Wall-clock ms of a calendar date-time (fields read as UTC). */
function wallOf(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): number {
  return daysFromCivil(y, mo, d) * MS_PER_DAY + ((h * 60 + mi) * 60 + s) * 1000 + ms;
}

export type Bound = 'start' | 'end';

/** Instants the engine accepts: from 1970-01-01 to 9999-12-31 (UTC), bounds included. */
export const MIN_INSTANT_MS = 0;
export const MAX_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * An instant outside the accepted range is refused: beyond year 9999 an ISO string needs a sign and
 * six digits (`+010000-…`), which no longer sorts or compares like the fixed-width form everywhere else.
 */
function inRange(t: number, param: string): number {
  if (t < MIN_INSTANT_MS || t > MAX_INSTANT_MS) {
    throw invalid(param, `${param} must be between 1970-01-01 and 9999-12-31 (UTC).`);
  }
  return t;
}

/**
 * Epoch milliseconds of an instant input. Throws `parameter_invalid` naming `param` for anything that
 * is not one of the accepted forms.
 */
export function parseInstant(value: InstantInput, zone: string, param: string, bound: Bound = 'start'): number {
  return inRange(parseAny(value, zone, param, bound), param);
}

function parseAny(value: InstantInput, zone: string, param: string, bound: Bound): number {
  if (value instanceof Date) {
    const t = value.getTime();
    if (!Number.isFinite(t)) throw invalid(param, `${param} is an invalid Date.`);
    return t;
  }
  if (typeof value !== 'string') throw invalid(param, `${param} must be an ISO 8601 string.`);
  const m = ISO.exec(value);
  if (m === null) {
    throw invalid(param, `${param} must be an ISO 8601 date or date-time, e.g. 2026-07-01T09:00:00Z.`);
  }
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const h = m[4] === undefined ? 0 : Number(m[4]);
  const mi = m[5] === undefined ? 0 : Number(m[5]);
  const s = m[6] === undefined ? 0 : Number(m[6]);
  const ms = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  const dim = mo === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[mo - 1];
  if (mo < 1 || mo > 12 || dim === undefined || d < 1 || d > dim || h > 23 || mi > 59 || s > 59) {
    throw invalid(param, `${param} is not a valid calendar date-time.`);
  }
  const wall = wallOf(y, mo, d, h, mi, s, ms);
  const off = m[8];
  if (off !== undefined) {
    if (off === 'Z' || off === 'z') return wall;
    const sign = off[0] === '-' ? -1 : 1;
    const digits = off.slice(1).replace(':', '');
    const oh = Number(digits.slice(0, 2));
    const om = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
    if (oh > 23 || om > 59) throw invalid(param, `${param} has an invalid UTC offset.`);
    return wall - sign * (oh * 60 + om) * 60_000;
  }
  if (m[4] === undefined && bound === 'end') {
    // A date alone as an upper bound: the last millisecond of that local day.
    return fromWallMs(zone, (dayNumber(wall) + 1) * MS_PER_DAY) - 1;
  }
  return fromWallMs(zone, wall);
}

/** A UTC instant with milliseconds, as responses write them: `2026-07-01T09:00:00.000Z`. */
export function formatInstant(ms: number): string {
  if (!(ms >= MIN_INSTANT_MS && ms <= MAX_INSTANT_MS) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  // The date part is written once per day (cached); `toISOString` costs several times this, and a
  // price calendar writes two instants per date.
  const day = Math.floor(ms / MS_PER_DAY);
  return `${formatCivil(day)}T${timeOfDay(ms - day * MS_PER_DAY)}`;
}

/** `00` .. `59`. */
const TWO = Array.from({ length: 60 }, (_, i) => (i < 10 ? `0${i}` : `${i}`));
/** Times of day written so far: most instants fall on a few (a shop's opening hours, midnight). */
const times = new Map<number, string>();

/** `HH:mm:ss.sssZ` of `t` milliseconds after midnight (UTC). */
function timeOfDay(t: number): string {
  const hit = times.get(t);
  if (hit !== undefined) return hit;
  const milli = t % 1000;
  const text = `${TWO[Math.floor(t / 3_600_000)]}:${TWO[Math.floor(t / 60_000) % 60]}:${TWO[Math.floor(t / 1000) % 60]}.${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
  if (times.size >= 1000) times.clear();
  times.set(t, text);
  return text;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateCache = new Map<string, number | undefined>();

/**
 * Day number (days since 1970-01-01) of a `YYYY-MM-DD` date, or `undefined` if it is not one. Any
 * four-digit year of the proleptic Gregorian calendar is a date, 0000 (1 BC, a leap year) included,
 * as ISO 8601 and JSON Schema's `format: date` have it; instants stay within 1970..9999.
 */
export function parseDate(value: string): number | undefined {
  if (dateCache.has(value)) return dateCache.get(value);
  const m = DATE.exec(value);
  let out: number | undefined;
  if (m !== null) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const d = Number(m[3]);
    const dim = mo === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[mo - 1];
    if (dim !== undefined && d >= 1 && d <= dim) out = daysFromCivil(y, mo, d);
  }
  if (dateCache.size > 10_000) dateCache.clear();
  dateCache.set(value, out);
  return out;
}
