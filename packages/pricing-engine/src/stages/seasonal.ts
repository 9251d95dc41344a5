import { fromBig, roundDivBig } from '../_lib/money.js';
import { parseDate } from '../_lib/instant.js';
import { inScope, type PreparedRule, prepareRules } from '../_lib/rules.js';
import { resolveTimeZone } from '../days.js';
import { invalid } from '../errors.js';
import type { PricingRule, SeasonalRuleApplied } from '../types.js';

export interface SeasonalResult {
  seasonal_adjustment: number;
  seasonal_rules_applied: SeasonalRuleApplied[];
}

const HUNDRED = 100n;

/**
 * Stage 3, the seasonal adjustment, computed exactly.
 *
 * `daily = amount / days`; for each rental day, `p = daily`, then each rule covering that day in
 * contract order: percent `p = p × (100 + v) / 100`, dollar `p = p + v`, then `p = max(p, 0)`.
 * The result is `round(Σp - amount)`, half away from zero, with no rounding before it.
 *
 * How it stays exact and fast: every day's amount is scaled by `days` (so `daily` becomes the integer
 * `amount`) and held as an integer numerator over `100^k` (k = percent rules applied so far), in
 * BigInt. Days are grouped into segments between rule boundaries, since every day of a segment is
 * covered by the same rules and so has the same amount. One division ends it.
 *
 * `rules` must be in contract order (see `prepareRules`); `firstDay` is the day number of the first
 * rental day.
 */
export function applySeasonal(
  amount: number,
  days: number,
  firstDay: number,
  rules: readonly PreparedRule[],
  itemId: string,
): SeasonalResult {
  const lastDay = firstDay + days - 1;
  const relevant: PreparedRule[] = [];
  let percentRules = 0;
  for (const r of rules) {
    if (r.start <= lastDay && r.end >= firstDay && inScope(r, itemId)) {
      relevant.push(r);
      if (r.rule.adjustment_type === 'percent') percentRules += 1;
    }
  }
  if (relevant.length === 0) return { seasonal_adjustment: 0, seasonal_rules_applied: [] };

  // Segment boundaries: day numbers where the set of covering rules may change.
  const bounds = new Set<number>([firstDay, lastDay + 1]);
  for (const r of relevant) {
    if (r.start > firstDay) bounds.add(r.start);
    if (r.end < lastDay) bounds.add(r.end + 1);
  }
  const points = [...bounds].sort((a, b) => a - b);

  const A = BigInt(amount);
  const n = BigInt(days);
  const K = percentRules;
  const pow: bigint[] = [1n];
  for (let i = 1; i <= K; i++) pow.push((pow[i - 1] as bigint) * HUNDRED);
  const denomK = pow[K] as bigint;

  let total = 0n; // Σ over days of (p × days × 100^K)
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i] as number;
    const len = BigInt((points[i + 1] as number) - from);
    let N = A; // p × days, over 100^k
    let k = 0;
    for (const r of relevant) {
      if (r.start > from || r.end < from) continue;
      const v = BigInt(r.rule.adjustment_value);
      if (r.rule.adjustment_type === 'percent') {
        N *= HUNDRED + v;
        k += 1;
      } else {
        N += v * n * (pow[k] as bigint);
      }
      if (N < 0n) N = 0n;
    }
    total += len * N * (pow[K - k] as bigint);
  }
  const adjustment = roundDivBig(total - A * n * denomK, n * denomK);
  return {
    seasonal_adjustment: fromBig(adjustment),
    seasonal_rules_applied: relevant.map((r) => ({
      rule_id: r.id,
      type: 'seasonal',
      adjustment_type: r.rule.adjustment_type,
      adjustment_value: r.rule.adjustment_value,
    })),
  };
}

export interface SeasonalAdjustmentInput {
  /** One unit's base price minus its multi-day discount. */
  amount: number;
  days: number;
  /** Tenant-local date of the first rental day, `YYYY-MM-DD`. */
  first_date: string;
  fleet_item_id: string;
  rules: readonly PricingRule[];
  /** Reads a rule's `created_at` without offset (tie-breaker). Default `UTC`. */
  time_zone?: string;
}

/**
 * Stage 3 on its own: the seasonal adjustment of one unit over consecutive rental days.
 *
 * @example
 * seasonalAdjustment({ amount: 10000, days: 2, first_date: '2026-07-04', fleet_item_id: 'fi_1', rules: [
 *   { id: 'pr_1', type: 'seasonal', start_date: '2026-07-04', end_date: '2026-07-04',
 *     adjustment_type: 'percent', adjustment_value: 50 },
 * ] }).seasonal_adjustment // 2500
 */
export function seasonalAdjustment(input: SeasonalAdjustmentInput): SeasonalResult {
  const first = parseDate(input.first_date);
  if (first === undefined) throw invalid('first_date', 'first_date must be a YYYY-MM-DD date.');
  return applySeasonal(
    input.amount,
    input.days,
    first,
    prepareRules(input.rules, resolveTimeZone(input.time_zone)).seasonal,
    input.fleet_item_id,
  );
}
