/**
 * Small tools of the property tests that share no code with the engine: exact fractions in BigInt,
 * and random mutations of valid inputs.
 */

/** An exact fraction n / d, d > 0, in lowest terms. */
export type Q = { n: bigint; d: bigint };

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

export const q = (n: bigint, d: bigint = 1n): Q => {
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};
export const qadd = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const qmul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);

/** x rounded to an integer, half away from zero. */
export function roundQ(x: Q): bigint {
  const neg = x.n < 0n;
  const a = neg ? -x.n : x.n;
  let r = a / x.d;
  if (2n * (a % x.d) >= x.d) r += 1n;
  return neg ? -r : r;
}

/** Replace the value at a random path of `input` with `value` (or delete it when value is undefined). */
export function mutate(input: unknown, pathPicks: number[], value: unknown): unknown {
  const root = structuredClone(input) as Record<string, unknown>;
  let node: any = root;
  for (const [depth, pick] of pathPicks.entries()) {
    if (node === null || typeof node !== 'object') break;
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    const key = keys[pick % keys.length] as string;
    const last = depth === pathPicks.length - 1 || node[key] === null || typeof node[key] !== 'object';
    if (last) {
      if (value === undefined) delete node[key];
      else node[key] = value;
      break;
    }
    node = node[key];
  }
  return root;
}
