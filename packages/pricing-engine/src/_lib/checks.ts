/**
 * The small predicates the schedule's pre-check (`compile-schedule.ts`) is made of: each says yes only
 * for what the matching zod rule accepts.
 */

export type Obj = Record<string, unknown>;

/** A plain object: not null, not an array, not a `Date`. */
export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** A safe integer in [min, max]. */
export const isInt = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;

export const optional = (v: unknown, check: (x: unknown) => boolean) => v === undefined || check(v);
export const nullish = (v: unknown, check: (x: unknown) => boolean) => v === undefined || v === null || check(v);
export const isBool = (v: unknown): boolean => typeof v === 'boolean';

/**
 * How many own enumerable keys `o` has. `Object.values` counts the same keys as `Object.keys`
 * without first turning each index key (a weekday of opening hours) into a string: a third cheaper,
 * and the schedule memo counts opening hours' keys on every quote.
 */
export function ownKeyCount(o: Obj): number {
  return Object.values(o).length;
}

/** Every own enumerable key of `o` is in `allowed` (a strict zod object's rule). */
export function onlyKeys(o: Obj, allowed: ReadonlySet<string>): boolean {
  for (const k in o) if (!allowed.has(k)) return false;
  return true;
}
