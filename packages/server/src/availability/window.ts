/**
 * Reading the instants of the availability endpoints in the tenant's time zone. A `from` (or a
 * downtime's `start`) is read as everywhere else: a date alone is 00:00 there. A `to` bounds a range
 * from above, exclusively, so a date alone is the *end* of that local day: the next local midnight.
 */
import { MAX_INSTANT_MS, resolveInstant } from '@rentline/pricing-engine';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';
import { loadTenant } from '../tenants/service.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export async function tenantZone(tx: Tx, scope: Scope): Promise<string> {
  return (await loadTenant(tx, scope)).settings.timezone;
}

export function rangeStart(value: string, timeZone: string, param: string): number {
  return resolveInstant(value, { time_zone: timeZone, param });
}

/** The exclusive end of a range; past the last accepted instant it stays at that instant. */
export function rangeEnd(value: string, timeZone: string, param: string): number {
  if (!DATE_ONLY.test(value)) return resolveInstant(value, { time_zone: timeZone, param });
  return Math.min(resolveInstant(value, { time_zone: timeZone, param, bound: 'end' }) + 1, MAX_INSTANT_MS);
}
