/**
 * Stage 3's arithmetic: a day's amount after its rules as an exact integer numerator over 2^a × 5^b
 * (percent factors in lowest terms), and the sum over groups of days with one rounding at the end.
 */
import { fromBig, roundDiv, roundDivBig } from '../_lib/money.js';
import type { PreparedRule } from '../_lib/rules.js';

/** 2^e2 × 5^e5 by repeated multiplication (exact while below 2^53; the caller checks). */
function pow25(e2: number, e5: number): number {
  let x = 1;
  for (let i = 0; i < e2 && x <= Number.MAX_SAFE_INTEGER; i++) x *= 2;
  for (let i = 0; i < e5 && x <= Number.MAX_SAFE_INTEGER; i++) x *= 5;
  return x;
}

/**
 * Σ over groups of days of `count × N`, where N is a day's amount scaled by `days` over the
 * denominator 2^e2 × 5^e5, kept per denominator (a few at most): in plain numbers while they are
 * safe integers (the common case, and fast), in BigInt past that. One instance is reused from quote
 * to quote ({@link Sums.reset}; the engine is synchronous): its slots are overwritten, never
 * truncated, as shortening an array is a runtime call that cost more than the sums themselves.
 */
export class Sums {
  /** Slots in use; the arrays may be longer (slots of an earlier quote). */
  private size = 0;
  /** Per denominator: e2, e5, and the sums in plain numbers and in BigInt. */
  private readonly e2s: number[] = [];
  private readonly e5s: number[] = [];
  private readonly small: number[] = [];
  private readonly big: bigint[] = [];
  private maxE2 = 0;
  private maxE5 = 0;

  /** Empty again, for the next quote. */
  reset(): this {
    this.size = 0;
    this.maxE2 = 0;
    this.maxE5 = 0;
    return this;
  }

  private slot(e2: number, e5: number): number {
    const n = this.size;
    for (let i = 0; i < n; i++) if (this.e2s[i] === e2 && this.e5s[i] === e5) return i;
    if (e2 > this.maxE2) this.maxE2 = e2;
    if (e5 > this.maxE5) this.maxE5 = e5;
    this.e2s[n] = e2;
    this.e5s[n] = e5;
    this.small[n] = 0;
    this.big[n] = 0n;
    this.size = n + 1;
    return n;
  }

  add(e2: number, e5: number, count: number, n: number): void {
    const i = this.slot(e2, e5);
    const x = count * n;
    const cur = this.small[i] as number;
    const sum = cur + x;
    if (Number.isSafeInteger(x) && Number.isSafeInteger(sum)) {
      this.small[i] = sum;
      return;
    }
    this.small[i] = 0;
    this.big[i] = (this.big[i] as bigint) + BigInt(cur) + BigInt(count) * BigInt(n);
  }

  /**
   * The one sum of an instance that holds a single day's amount (a price calendar's probe): its
   * exponents and its value, a number while it is a safe integer, else a BigInt.
   */
  single(): { e2: number; e5: number; value: number | bigint } {
    const big = this.big[0] as bigint;
    const small = this.small[0] as number;
    return { e2: this.e2s[0] as number, e5: this.e5s[0] as number, value: big === 0n ? small : BigInt(small) + big };
  }

  addBig(e2: number, e5: number, count: number, n: bigint): void {
    const i = this.slot(e2, e5);
    this.big[i] = (this.big[i] as bigint) + BigInt(count) * n;
  }

  /**
   * round((Σ - amount × days) / days), half away from zero: the adjustment, over the common
   * denominator 2^maxE2 × 5^maxE5. In plain numbers when every term is a safe integer, else BigInt.
   */
  adjustment(amount: number, days: number): number {
    const den = pow25(this.maxE2, this.maxE5);
    let total = -amount * days * den;
    let exact = Number.isSafeInteger(den) && Number.isSafeInteger(total) && Number.isSafeInteger(days * den);
    for (let i = 0; exact && i < this.size; i++) {
      const scale = pow25(this.maxE2 - (this.e2s[i] as number), this.maxE5 - (this.e5s[i] as number));
      const term = (this.small[i] as number) * scale;
      total += term;
      exact = this.big[i] === 0n && Number.isSafeInteger(term) && Number.isSafeInteger(total);
    }
    // `+ 0` turns the -0 of a negative total that rounds to 0 into 0.
    if (exact) return roundDiv(total, days * den) + 0;
    let big = -BigInt(amount) * BigInt(days) * 2n ** BigInt(this.maxE2) * 5n ** BigInt(this.maxE5);
    for (let i = 0; i < this.size; i++) {
      const s = BigInt(this.small[i] as number) + (this.big[i] as bigint);
      if (s === 0n) continue;
      big +=
        s * 2n ** BigInt(this.maxE2 - (this.e2s[i] as number)) * 5n ** BigInt(this.maxE5 - (this.e5s[i] as number));
    }
    const bigDen = BigInt(days) * 2n ** BigInt(this.maxE2) * 5n ** BigInt(this.maxE5);
    return fromBig(roundDivBig(big, bigDen));
  }
}

/**
 * One day's amount after the first `n` of `steps` (those of them whose rule adjusts weekday mask
 * `bit`), scaled by `days`, added `count` times to `sums`: it starts at `amount` (the daily amount ×
 * days); a percent step multiplies it by its numerator (its denominator joins the day's), a dollar
 * step adds v × days × the day's denominator; never below 0. Plain numbers while every step is a
 * safe integer (so exact), then BigInt from the step that would leave them.
 */
export function addDay(
  sums: Sums,
  count: number,
  amount: number,
  days: number,
  steps: readonly PreparedRule[],
  n: number,
  bit: number,
  applied: Uint8Array,
  index: readonly number[],
): void {
  let x = amount;
  let den = 1;
  let e2 = 0;
  let e5 = 0;
  let i = 0;
  for (; i < n; i++) {
    const st = steps[i] as PreparedRule;
    if ((st.weekdays & bit) === 0) continue;
    let next: number;
    if (st.percent) {
      next = x * st.value;
      if (!Number.isSafeInteger(next) || !Number.isSafeInteger(den * st.den)) break;
      den *= st.den;
      e2 += st.e2;
      e5 += st.e5;
    } else {
      const add = st.value * days * den;
      next = x + add;
      if (!Number.isSafeInteger(add) || !Number.isSafeInteger(next)) break;
    }
    applied[index[i] as number] = 1;
    x = Math.max(next, 0);
  }
  if (i === n) {
    sums.add(e2, e5, count, x);
    return;
  }
  let big = BigInt(x);
  let bigDen = BigInt(den);
  const d = BigInt(days);
  for (; i < n; i++) {
    const st = steps[i] as PreparedRule;
    if ((st.weekdays & bit) === 0) continue;
    applied[index[i] as number] = 1;
    if (st.percent) {
      big *= BigInt(st.value);
      bigDen *= BigInt(st.den);
      e2 += st.e2;
      e5 += st.e5;
    } else {
      big += BigInt(st.value) * d * bigDen;
    }
    if (big < 0n) big = 0n;
  }
  sums.addBig(e2, e5, count, big);
}
