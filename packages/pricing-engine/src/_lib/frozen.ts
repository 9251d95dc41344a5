/**
 * Inputs that can never change. A deeply frozen structure of plain data (every object and array
 * frozen, every property a data property, no accessor) has the same content for as long as it lives,
 * so what the engine derives from it (a validated, prepared schedule) can be kept beside it and
 * reused: an app that keeps its tenant's schedule frozen between quotes has it checked once.
 */

/** True when `value` and everything reachable from it is frozen plain data (bounded depth). */
export function isDeepFrozenData(value: unknown, depth = 6): boolean {
  if (value === null || typeof value !== 'object') return typeof value !== 'function';
  if (depth === 0 || !Object.isFrozen(value)) return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return false;
  for (const key of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (d === undefined || !('value' in d)) return false;
    if (!isDeepFrozenData(d.value, depth - 1)) return false;
  }
  return true;
}

/**
 * `derive(value)` once per deeply frozen `value` (by identity); any other value goes to
 * `deriveOther` every time. `derive` must be pure, and `deriveOther` must return what it would;
 * `undefined` results are not kept.
 *
 * A deeply frozen object never reaches `deriveOther`: the by-value schedule memo reads the elements of
 * every schedule it is given, and one frozen array or object among them (frozen elements are a kind
 * of their own to the JIT) turned those reads into generic lookups for every schedule after it
 * (about a quarter of what comparing a schedule by value costs).
 */
export function memoizeFrozen<T>(
  derive: (value: unknown) => T | undefined,
  deriveOther: (value: unknown) => T | undefined,
): (value: unknown) => T | undefined {
  const kept = new WeakMap<object, T>();
  return (value) => {
    if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return deriveOther(value);
    const hit = kept.get(value);
    if (hit !== undefined) return hit;
    if (!isDeepFrozenData(value)) return deriveOther(value);
    const out = derive(value);
    if (out !== undefined) kept.set(value, out);
    return out;
  };
}
