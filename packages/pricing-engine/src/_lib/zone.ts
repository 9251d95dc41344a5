/**
 * Time-zone arithmetic without the process clock or the process time zone. A zone's UTC offset at an
 * instant comes from `Intl.DateTimeFormat` with an explicit `timeZone`, and is cached per zone in
 * quarter-hour buckets (a bucket is trusted only when its start and end agree, so a transition inside
 * it is still computed exactly). "Wall-clock milliseconds" are local date-time fields read as if UTC.
 */

import { daysFromCivil, formatCivil } from './civil.js';

const MINUTE = 60_000;
const BUCKET = 15 * MINUTE;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, Map<number, number>>();
const MAX_BUCKETS_PER_ZONE = 50_000;
let lastZone = '';
let lastCache: Map<number, number> | undefined;

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True when `zone` is an IANA time zone name this runtime knows. */
export function isValidTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  if (formatters.has(zone)) return true;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** Offset (ms, local - UTC) of `zone` at epoch `ms`, straight from Intl. Second precision. */
function computeOffset(zone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const parts = formatter(zone).formatToParts(new Date(whole));
  let y = 0;
  let mo = 0;
  let d = 0;
  let h = 0;
  let mi = 0;
  let s = 0;
  let bc = false;
  for (const p of parts) {
    switch (p.type) {
      case 'year':
        y = Number(p.value);
        break;
      case 'month':
        mo = Number(p.value);
        break;
      case 'day':
        d = Number(p.value);
        break;
      case 'hour':
        h = Number(p.value);
        break;
      case 'minute':
        mi = Number(p.value);
        break;
      case 'second':
        s = Number(p.value);
        break;
      case 'era':
        bc = p.value === 'BC' || p.value === 'B';
        break;
    }
  }
  const local = daysFromCivil(bc ? 1 - y : y, mo, d) * DAY + ((h * 60 + mi) * 60 + s) * 1000;
  return local - whole;
}

/** UTC offset in ms of `zone` at epoch `ms` (cached, exact). */
export function offsetAt(zone: string, ms: number): number {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 0;
  // Calls come in runs of one zone (a quote's, a calendar's): the last zone's cache is kept at hand.
  let cache = zone === lastZone ? lastCache : offsetCache.get(zone);
  if (cache === undefined) {
    cache = new Map();
    offsetCache.set(zone, cache);
  }
  lastZone = zone;
  lastCache = cache;
  const bucket = Math.floor(ms / BUCKET);
  const hit = cache.get(bucket);
  if (hit !== undefined) return hit;
  const start = bucket * BUCKET;
  const a = computeOffset(zone, start);
  const b = computeOffset(zone, start + BUCKET - 1000);
  if (a === b) {
    if (cache.size >= MAX_BUCKETS_PER_ZONE) cache.clear();
    cache.set(bucket, a);
    return a;
  }
  return computeOffset(zone, ms);
}

/** Local wall-clock milliseconds of an instant. */
export function toWallMs(zone: string, ms: number): number {
  return ms + offsetAt(zone, ms);
}

/**
 * The instant of a local wall-clock time, with Temporal's "compatible" disambiguation: a time in a DST
 * gap moves forward by the gap's length; a time that occurs twice is the earlier instant.
 */
export function fromWallMs(zone: string, wall: number): number {
  if (zone === 'UTC' || zone === 'Etc/UTC') return wall;
  const before = offsetAt(zone, wall - DAY);
  const after = offsetAt(zone, wall + DAY);
  // One offset on both sides: the one instant it gives is the answer (any other branch below
  // returns it too), so its wall-clock time need not be read again.
  if (before === after) return wall - before;
  const t1 = wall - before;
  const t2 = wall - after;
  const ok1 = toWallMs(zone, t1) === wall;
  const ok2 = toWallMs(zone, t2) === wall;
  if (ok1 && ok2) return Math.min(t1, t2);
  if (ok1) return t1;
  if (ok2) return t2;
  // In a gap: read the wall time with the offset in force before the transition.
  return t1;
}

/** Days since 1970-01-01 of a wall-clock millisecond value. */
export function dayNumber(wall: number): number {
  return Math.floor(wall / DAY);
}

/** `YYYY-MM-DD` of a day number. */
export const formatDay = formatCivil;

export const MS_PER_DAY = DAY;
