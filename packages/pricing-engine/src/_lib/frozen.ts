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
 * `derive(value)` once per deeply frozen `value` (by identity), else every time. `derive` must be
 * pure; `undefined` results are not kept.
 */
export function memoizeFrozen<T>(derive: (value: unknown) => T | undefined): (value: unknown) => T | undefined {
  const kept = new WeakMap<object, T>();
  return (value) => {
    const isObject = typeof value === 'object' && value !== null;
    if (isObject) {
      const hit = kept.get(value);
      if (hit !== undefined) return hit;
    }
    const out = derive(value);
    if (isObject && out !== undefined && isDeepFrozenData(value)) kept.set(value, out);
    return out;
  };
}
