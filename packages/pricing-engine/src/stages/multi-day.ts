import { percentOf } from '../_lib/money.js';
import { inScope, type PreparedRule, prepareRules } from '../_lib/rules.js';
import { resolveTimeZone } from '../_lib/time-zone.js';
import type { PricingRule } from '../types.js';

export interface MultiDayResult {
  multi_day_discount: number;
  rule: PricingRule | null;
}

/**
 * Stage 2, the multi-day discount. Of the active `multi_day` rules in scope whose `days_threshold` is
 * at most `days`, exactly one applies: the first in contract order (priority desc, higher threshold,
 * item-specific, older, smaller id). Percent: round(base × v / 100); dollar: v cents. Capped at base.
 * `rules` must be in contract order (see `prepareRules`).
 */
export function applyMultiDay(
  base: number,
  rules: readonly PreparedRule[],
  itemId: string,
  days: number,
): MultiDayResult {
  for (const r of rules) {
    if (r.threshold > days || !inScope(r, itemId)) continue;
    const v = r.rule.adjustment_value;
    const raw = r.rule.adjustment_type === 'percent' ? percentOf(base, v) : v;
    return { multi_day_discount: Math.min(raw, base), rule: r.rule };
  }
  return { multi_day_discount: 0, rule: null };
}

export interface MultiDayDiscountInput {
  /** Stage 1's base price of one unit. */
  base_price: number;
  days: number;
  fleet_item_id: string;
  rules: readonly PricingRule[];
  /** Reads a rule's `created_at` without offset (tie-breaker). Default `UTC`. */
  time_zone?: string;
}

/**
 * Stage 2 on its own: the multi-day discount of one unit.
 *
 * @example
 * multiDayDiscount({ base_price: 30000, days: 7, fleet_item_id: 'fi_1', rules: [
 *   { id: 'pr_1', type: 'multi_day', days_threshold: 7, adjustment_type: 'percent', adjustment_value: 10 },
 * ] }) // { multi_day_discount: 3000, rule: { id: 'pr_1', ... } }
 */
export function multiDayDiscount(input: MultiDayDiscountInput): MultiDayResult {
  return applyMultiDay(
    input.base_price,
    prepareRules(input.rules, resolveTimeZone(input.time_zone)).multiDay,
    input.fleet_item_id,
    input.days,
  );
}
