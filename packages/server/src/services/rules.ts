/** Pricing rules: SPEC section 2's invariants, checked on create and on the merged record of a PATCH. */
import { existingIds } from '../db/repositories/resources.js';
import { FLEET_ITEMS, PRICING_RULES } from '../db/repositories/tables.js';
import { invalidRequest } from '../http/errors.js';
import { ID_PREFIX } from '../ids.js';
import type { Fields, ResourceKind } from './resources.js';

const MAX_AMOUNT = 100_000_000_000;

export function checkRule(rule: Fields): void {
  const v = rule.adjustment_value as number;
  const percent = rule.adjustment_type === 'percent';
  if (rule.type === 'multi_day') {
    if (rule.days_threshold == null) {
      throw invalidRequest('parameter_missing', 'A multi_day rule needs days_threshold (1..730).', 'days_threshold');
    }
    const d = rule.days_threshold as number;
    if (d < 1 || d > 730) throw invalidRequest('parameter_invalid', 'days_threshold must be 1..730.', 'days_threshold');
    if (rule.start_date != null) {
      throw invalidRequest('parameter_invalid', 'A multi_day rule has no start_date.', 'start_date');
    }
    if (rule.end_date != null)
      throw invalidRequest('parameter_invalid', 'A multi_day rule has no end_date.', 'end_date');
    if (percent ? v < 0 || v > 100 : v < 0 || v > MAX_AMOUNT) {
      throw invalidRequest(
        'parameter_invalid',
        `adjustment_value of a multi_day rule must be ${percent ? '0..100 (percent)' : `0..${MAX_AMOUNT} (cents)`}.`,
        'adjustment_value',
      );
    }
  } else {
    if (rule.start_date == null) {
      throw invalidRequest('parameter_missing', 'A seasonal rule needs start_date (YYYY-MM-DD).', 'start_date');
    }
    if (rule.end_date == null)
      throw invalidRequest('parameter_missing', 'A seasonal rule needs end_date (YYYY-MM-DD).', 'end_date');
    if ((rule.start_date as string) > (rule.end_date as string)) {
      throw invalidRequest('parameter_invalid', 'end_date must not be before start_date.', 'end_date');
    }
    if (rule.days_threshold != null) {
      throw invalidRequest('parameter_invalid', 'A seasonal rule has no days_threshold.', 'days_threshold');
    }
    if (percent ? v < -100 || v > 1000 : v < -MAX_AMOUNT || v > MAX_AMOUNT) {
      throw invalidRequest(
        'parameter_invalid',
        `adjustment_value of a seasonal rule must be ${percent ? '-100..1000 (percent)' : `-${MAX_AMOUNT}..${MAX_AMOUNT} (cents)`}.`,
        'adjustment_value',
      );
    }
  }
}

export const pricingRules: ResourceKind = {
  def: PRICING_RULES,
  prefix: ID_PREFIX.pricing_rule,
  label: 'pricing rule',
  check(merged, ctx) {
    const fid = merged.fleet_item_id;
    if ('fleet_item_id' in ctx.input && typeof fid === 'string') {
      if (!existingIds(ctx.db, FLEET_ITEMS, ctx.scope, [fid]).has(fid)) {
        throw invalidRequest('resource_missing', `No such fleet item: '${fid}'.`, 'fleet_item_id');
      }
    }
    checkRule(merged);
    return merged;
  },
};
