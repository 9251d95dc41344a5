/**
 * Exact integer-cent arithmetic. Amounts are safe integers. A division is computed exactly and rounded
 * once, half away from zero: with plain integers when the product is a safe integer (exact), else with
 * a private decimal.js-light clone whose precision covers every bound of the contract. No float ever
 * holds an inexact amount.
 */
import DecimalLight from 'decimal.js-light';
import { PricingError } from '../errors.js';
import { LIMITS } from '../limits.js';

/** 64 significant digits: products of amounts (<= 1e17) and rates (<= 1e5) with 40 digits to spare. */
const Decimal = DecimalLight.clone({ precision: 64, rounding: DecimalLight.ROUND_HALF_UP });

/** Largest amount in cents; {@link LIMITS}.max_amount. */
export const MAX_AMOUNT = LIMITS.max_amount;

export function tooLarge(): PricingError {
  return new PricingError('amount_too_large', 'A resulting amount exceeds the largest safe integer.');
}

/** `x` when it is a safe integer, else `amount_too_large`. */
export function safe(x: number): number {
  if (!Number.isSafeInteger(x)) throw tooLarge();
  return x;
}

export function add(a: number, b: number): number {
  return safe(a + b);
}

export function sub(a: number, b: number): number {
  return safe(a - b);
}

/** Exact product of two safe integers (a float product that is a safe integer is exact). */
export function mul(a: number, b: number): number {
  return safe(a * b);
}

/** round(n / d) half away from zero, n and d safe integers, d > 0. Exact. */
export function roundDiv(n: number, d: number): number {
  const neg = n < 0;
  const a = neg ? -n : n;
  let q = Math.trunc(a / d);
  let r = a - q * d;
  // The float quotient may be off by one near an integer; correct it with the exact remainder.
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (2 * r >= d) q += 1;
  return neg ? -q : q;
}

/** round(a × b / d) half away from zero for safe integers a, b and d > 0. Exact. */
export function mulDivRound(a: number, b: number, d: number): number {
  const p = a * b;
  if (Number.isSafeInteger(p)) return roundDiv(p, d);
  const r = new Decimal(a).times(b).div(d).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  return safe(r.toNumber());
}

/** round(v % of amount). */
export function percentOf(amount: number, percent: number): number {
  return mulDivRound(amount, percent, 100);
}

/** round(amount × bps / 10000). */
export function bpsOf(amount: number, bps: number): number {
  return mulDivRound(amount, bps, 10_000);
}

/** round(n / d) half away from zero for BigInts, d > 0. Exact. */
export function roundDivBig(n: bigint, d: bigint): bigint {
  const neg = n < 0n;
  const a = neg ? -n : n;
  let q = a / d;
  const r = a - q * d;
  if (2n * r >= d) q += 1n;
  return neg ? -q : q;
}

/** A BigInt amount back to a safe integer, else `amount_too_large`. */
export function fromBig(x: bigint): number {
  if (x > 9007199254740991n || x < -9007199254740991n) throw tooLarge();
  return Number(x);
}
