import { parseDate } from '../_lib/instant.js';
import { fromBig, roundDivBig } from '../_lib/money.js';
import { inScope, type PreparedRule, prepareRules } from '../_lib/rules.js';
import { resolveTimeZone } from '../_lib/time-zone.js';
import { ALL_WEEKDAYS, countWeekdays, isoWeekday } from '../_lib/weekdays.js';
import type { ChargedDates } from '../days.js';
import { invalid } from '../errors.js';
import type { PricingRule, SeasonalRuleApplied } from '../types.js';

export interface SeasonalResult {
  seasonal_adjustment: number;
  seasonal_rules_applied: SeasonalRuleApplied[];
}

const HUNDRED = 100n;

/**
 * Σ over groups of days of `count × N`, where N is a day's amount scaled by `days` and held over
 * 100^k (k = percent rules applied to it), kept per k: in plain numbers while they are safe integers
 * (the common case, and fast), in BigInt past that.
 */
class Sums {
  readonly small: number[] = [];
  readonly big: bigint[] = [];
  maxK = 0;

  add(k: number, count: number, n: number): void {
    if (k > this.maxK) this.maxK = k;
    const x = count * n;
    const cur = this.small[k] ?? 0;
    const sum = cur + x;
    if (Number.isSafeInteger(x) && Number.isSafeInteger(sum)) {
      this.small[k] = sum;
      return;
    }
    this.small[k] = 0;
    this.big[k] = (this.big[k] ?? 0n) + BigInt(cur) + BigInt(count) * BigInt(n);
  }

  addBig(k: number, count: number, n: bigint): void {
    if (k > this.maxK) this.maxK = k;
    this.big[k] = (this.big[k] ?? 0n) + BigInt(count) * n;
  }

  /** Σ over k of sum_k × 100^(maxK - k): the total over the common denominator 100^maxK. */
  total(): bigint {
    let total = 0n;
    let scale = 1n;
    for (let k = this.maxK; k >= 0; k--) {
      const s = BigInt(this.small[k] ?? 0) + (this.big[k] ?? 0n);
      if (s !== 0n) total += s * scale;
      scale *= HUNDRED;
    }
    return total;
  }
}

/**
 * One day's amount after `rules` (those of them that adjust weekday mask `bit`), scaled by `days`:
 * starts at `amount` (the daily amount × days), percent `N × (100 + v)` (one more factor of 100 in
 * the denominator), dollar `N + v × days × 100^k`, never below 0. Plain numbers while every step is
 * a safe integer (so exact), else `undefined` and the caller redoes it in BigInt.
 */
function dayAmount(
  amount: number,
  days: number,
  rules: readonly PreparedRule[],
  bit: number,
  applied: Uint8Array,
  index: readonly number[],
): [number, number] | undefined {
  let n = amount;
  let k = 0;
  let pow = 1;
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i] as PreparedRule;
    if ((r.weekdays & bit) === 0) continue;
    applied[index[i] as number] = 1;
    const v = r.rule.adjustment_value;
    if (r.rule.adjustment_type === 'percent') {
      n *= 100 + v;
      k += 1;
      pow *= 100;
    } else {
      const add = v * days * pow;
      if (!Number.isSafeInteger(add)) return undefined;
      n += add;
    }
    if (n < 0) n = 0;
    if (!Number.isSafeInteger(n)) return undefined;
  }
  return [n, k];
}

/** {@link dayAmount} in BigInt: the same steps, for the days whose amounts leave the safe integers. */
function dayAmountBig(amount: number, days: number, rules: readonly PreparedRule[], bit: number): [bigint, number] {
  let n = BigInt(amount);
  let k = 0;
  let pow = 1n;
  const d = BigInt(days);
  for (const r of rules) {
    if ((r.weekdays & bit) === 0) continue;
    const v = BigInt(r.rule.adjustment_value);
    if (r.rule.adjustment_type === 'percent') {
      n *= HUNDRED + v;
      k += 1;
      pow *= HUNDRED;
    } else {
      n += v * d * pow;
    }
    if (n < 0n) n = 0n;
  }
  return [n, k];
}

/**
 * Stage 3, the seasonal adjustment (seasonal and weekday rules), computed exactly.
 *
 * `daily = amount / days` over the charged dates; for each charged date, `p = daily`, then each rule
 * covering that date in contract order (a weekday rule covers the dates of its weekdays, within its
 * dates if it has them): percent `p = p × (100 + v) / 100`, dollar `p = p + v`, then `p = max(p, 0)`.
 * The result is `round(Σp - amount)`, half away from zero, with no rounding before it.
 *
 * How it stays exact and fast however long the rental: every day's amount is scaled by `days` (so
 * `daily` becomes the integer `amount`) and held as an integer numerator over `100^k` (k = percent
 * rules applied to it). The rental is cut into segments between rule boundaries; within one, every
 * date is covered by the same date-range rules, so the dates differ only by weekday: the charged
 * dates of each weekday are counted (closed weekdays and skipped dates removed), weekdays that the
 * weekday rules treat alike are grouped, and each group's amount is computed once and counted. One
 * division ends it.
 *
 * `rules` must be in contract order (see `prepareRules`).
 */
export function applySeasonal(
  amount: number,
  dates: ChargedDates,
  rules: readonly PreparedRule[],
  itemId: string,
): SeasonalResult {
  const first = dates.first;
  const end = first + dates.count;
  const last = end - 1;
  const chargedWeekdays = ALL_WEEKDAYS & ~dates.closedWeekdays;
  const relevant: PreparedRule[] = [];
  for (const r of rules) {
    if (r.start <= last && r.end >= first && (r.weekdays & chargedWeekdays) !== 0 && inScope(r, itemId)) {
      relevant.push(r);
    }
  }
  if (relevant.length === 0) return { seasonal_adjustment: 0, seasonal_rules_applied: [] };

  // Segment boundaries: day numbers where the set of covering date ranges may change.
  const bounds = new Set<number>([first, end]);
  for (const r of relevant) {
    if (r.start > first) bounds.add(r.start);
    if (r.end < last) bounds.add(r.end + 1);
  }
  const points = [...bounds].sort((a, b) => a - b);

  const days = dates.charged;
  const skipped = dates.skipped;
  const applied = new Uint8Array(relevant.length);
  const sums = new Sums();
  const perWeekday = [0, 0, 0, 0, 0, 0, 0];
  const covering: PreparedRule[] = [];
  const index: number[] = [];
  let j = 0; // next skipped date

  const addGroup = (count: number, bit: number) => {
    const small = dayAmount(amount, days, covering, bit, applied, index);
    if (small !== undefined) {
      sums.add(small[1], count, small[0]);
      return;
    }
    for (let i = 0; i < covering.length; i++)
      if ((covering[i] as PreparedRule).weekdays & bit) applied[index[i] as number] = 1;
    const [n, k] = dayAmountBig(amount, days, covering, bit);
    sums.addBig(k, count, n);
  };

  for (let s = 0; s + 1 < points.length; s++) {
    const from = points[s] as number;
    const to = points[s + 1] as number;
    covering.length = 0;
    index.length = 0;
    let byWeekday = dates.closedWeekdays !== 0;
    for (let i = 0; i < relevant.length; i++) {
      const r = relevant[i] as PreparedRule;
      if (r.start <= from && r.end >= from) {
        covering.push(r);
        index.push(i);
        if (r.weekdays !== ALL_WEEKDAYS) byWeekday = true;
      }
    }
    if (!byWeekday) {
      // Every date of the segment is treated alike: one group.
      let count = to - from;
      while (j < skipped.length && (skipped[j] as number) < to) {
        count -= 1;
        j += 1;
      }
      if (count > 0 && covering.length > 0) addGroup(count, ALL_WEEKDAYS);
      else if (count > 0) sums.add(0, count, amount);
      continue;
    }
    countWeekdays(from, to, perWeekday);
    while (j < skipped.length && (skipped[j] as number) < to) {
      const w = isoWeekday(skipped[j] as number) - 1;
      perWeekday[w] = (perWeekday[w] as number) - 1;
      j += 1;
    }
    // Weekdays that every covering rule treats alike form one group (Monday-Friday, say).
    let done = dates.closedWeekdays;
    for (let w = 0; w < 7; w++) {
      const bit = 1 << w;
      if (done & bit) continue;
      let group = bit;
      let count = perWeekday[w] as number;
      for (let w2 = w + 1; w2 < 7; w2++) {
        const bit2 = 1 << w2;
        if (done & bit2) continue;
        let alike = true;
        for (const r of covering) {
          if (((r.weekdays & bit) === 0) !== ((r.weekdays & bit2) === 0)) {
            alike = false;
            break;
          }
        }
        if (alike) {
          group |= bit2;
          count += perWeekday[w2] as number;
        }
      }
      done |= group;
      if (count > 0) addGroup(count, bit);
    }
  }

  const total = sums.total();
  const scale = HUNDRED ** BigInt(sums.maxK);
  const n = BigInt(days);
  const adjustment = roundDivBig(total - BigInt(amount) * n * scale, n * scale);
  const seasonal_rules_applied: SeasonalRuleApplied[] = [];
  relevant.forEach((r, i) => {
    if (applied[i] === 1) {
      seasonal_rules_applied.push({
        rule_id: r.id,
        type: r.rule.type === 'weekday' ? 'weekday' : 'seasonal',
        adjustment_type: r.rule.adjustment_type,
        adjustment_value: r.rule.adjustment_value,
      });
    }
  });
  return { seasonal_adjustment: fromBig(adjustment), seasonal_rules_applied };
}

export interface SeasonalAdjustmentInput {
  /** One unit's base price minus its multi-day discount. */
  amount: number;
  /** Days charged: the rental dates less `skipped_dates`. */
  days: number;
  /** Tenant-local date of the first rental day, `YYYY-MM-DD`. */
  first_date: string;
  /**
   * Rental dates that are not charged (closed days), `YYYY-MM-DD`; the rental then runs over
   * `days + skipped_dates.length` consecutive dates from `first_date`. Default none.
   */
  skipped_dates?: readonly string[];
  fleet_item_id: string;
  rules: readonly PricingRule[];
  /** Reads a rule's `created_at` without offset (tie-breaker). Default `UTC`. */
  time_zone?: string;
}

/**
 * Stage 3 on its own: the seasonal adjustment of one unit over its charged rental dates, from
 * seasonal and weekday rules. `days`, `first_date` and `skipped_dates` are what
 * {@link countRentalDays} returns as `days`, `first_date` and `closed_dates_skipped`.
 *
 * @example
 * seasonalAdjustment({ amount: 10000, days: 2, first_date: '2026-07-04', fleet_item_id: 'fi_1', rules: [
 *   { id: 'pr_1', type: 'seasonal', start_date: '2026-07-04', end_date: '2026-07-04',
 *     adjustment_type: 'percent', adjustment_value: 50 },
 * ] }).seasonal_adjustment // 2500
 * seasonalAdjustment({ amount: 9000, days: 3, first_date: '2026-07-03', fleet_item_id: 'fi_1', rules: [
 *   { id: 'pr_we', type: 'weekday', weekdays: [6, 7], adjustment_type: 'dollar', adjustment_value: 1000 },
 * ] }).seasonal_adjustment // 2000 (Friday 3000, Saturday and Sunday 3000 + 1000)
 */
export function seasonalAdjustment(input: SeasonalAdjustmentInput): SeasonalResult {
  const first = parseDate(input.first_date);
  if (first === undefined) throw invalid('first_date', 'first_date must be a YYYY-MM-DD date.');
  const list = input.skipped_dates ?? [];
  const count = input.days + list.length;
  const skipped: number[] = [];
  const seen = new Set<number>();
  list.forEach((date, i) => {
    const d = parseDate(date);
    if (d === undefined || d < first || d >= first + count || seen.has(d)) {
      throw invalid(`skipped_dates.${i}`, 'skipped_dates must be distinct dates of the rental.');
    }
    seen.add(d);
    skipped.push(d);
  });
  skipped.sort((a, b) => a - b);
  return applySeasonal(
    input.amount,
    { first, count, closedWeekdays: 0, skipped, charged: input.days },
    prepareRules(input.rules, resolveTimeZone(input.time_zone)).seasonal,
    input.fleet_item_id,
  );
}
