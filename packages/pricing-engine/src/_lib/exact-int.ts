/**
 * Exact integers that stay plain numbers while they are safe integers and become BigInt only past
 * that: the ledger's shares are fractions whose numerators are small for every usual price and grow
 * past 2^53 only with large amounts under many percent rules. Each operation is exact either way: a
 * float sum or product of safe integers that is itself a safe integer is the exact one.
 */

export type Int = number | bigint;

const MAX = 9007199254740991n;

/** A BigInt back to a number when it is a safe integer. */
function norm(x: bigint): Int {
  return x >= -MAX && x <= MAX ? Number(x) : x;
}

export function iadd(a: Int, b: Int): Int {
  if (typeof a === 'number' && typeof b === 'number') {
    const s = a + b;
    if (Number.isSafeInteger(s)) return s;
  }
  return norm(BigInt(a) + BigInt(b));
}

export function isub(a: Int, b: Int): Int {
  if (typeof a === 'number' && typeof b === 'number') {
    const s = a - b;
    if (Number.isSafeInteger(s)) return s;
  }
  return norm(BigInt(a) - BigInt(b));
}

export function imul(a: Int, b: Int): Int {
  if (typeof a === 'number' && typeof b === 'number') {
    const p = a * b;
    if (Number.isSafeInteger(p)) return p + 0;
  }
  return norm(BigInt(a) * BigInt(b));
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function icmp(a: Int, b: Int): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** [floor(a / b), a - floor(a / b) × b] for b > 0: the remainder lies in [0, b). */
export function ifloorDiv(a: Int, b: Int): [Int, Int] {
  if (typeof a === 'number' && typeof b === 'number') {
    // `%` of two integers is exact in floating point, so a - r is an exact multiple of b.
    const r = a % b;
    return r < 0 ? [(a - r) / b - 1, r + b] : [(a - r) / b + 0, r + 0];
  }
  const x = BigInt(a);
  const y = BigInt(b);
  const q = x / y;
  const r = x % y;
  return r < 0n ? [norm(q - 1n), norm(r + y)] : [norm(q), norm(r)];
}

/** 2^e2 × 5^e5. */
export function ipow25(e2: number, e5: number): Int {
  let x: Int = 1;
  for (let i = 0; i < e2; i++) x = imul(x, 2);
  for (let i = 0; i < e5; i++) x = imul(x, 5);
  return x;
}

/** The number of a safe-integer Int (an amount the pipeline has already bounded). */
export function toNumber(x: Int): number {
  return typeof x === 'number' ? x : Number(x);
}
