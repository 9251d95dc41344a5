/**
 * Pricing rules: the invariants of a rule, checked on create and on the merged record of a PATCH
 * (the same ranges the engine validates with, from `LIMITS`).
 */

import { type Input, kindOf, type ResourceKind } from '../catalog/crud.js';
import { invalid } from '../core/errors.js';
import { LIMITS } from '../core/limits.js';
import { PricingRule, type PricingRuleRecord } from '../model/pricing-rule.js';
import { FLEET_ITEMS } from '../store/tables.js';

const range = (r: { min: number; max: number }) => `${r.min}..${r.max}`;

/** "A seasonal rule", "A multi_day rule". */
const aRule = (type: unknown) => `A ${String(type)} rule`;

/** What a rule of one type must carry beyond the fields every rule has. */
export interface RuleVariant {
  /** Fields it must have (not null). */
  required: readonly string[];
  /** Fields it must not have (absent or null). */
  forbidden: readonly string[];
  /** The range of `adjustment_value` per `adjustment_type`: whole percent, or cents. */
  adjustment: { percent: { min: number; max: number }; dollar: { min: number; max: number } };
}

/**
 * Each rule type's requirements: checked by {@link checkRule}, and declared by the OpenAPI document
 * as a `oneOf` by `type` (pricing/schemas.ts). A new type is a new entry.
 */
export const RULE_VARIANTS = {
  seasonal: {
    required: ['start_date', 'end_date'],
    forbidden: ['days_threshold'],
    adjustment: { percent: LIMITS.seasonal_percent, dollar: { min: -LIMITS.max_amount, max: LIMITS.max_amount } },
  },
  multi_day: {
    required: ['days_threshold'],
    forbidden: ['start_date', 'end_date'],
    adjustment: { percent: LIMITS.multi_day_percent, dollar: { min: 0, max: LIMITS.max_amount } },
  },
  // Its dates are optional, both or neither (checkWeekdayRule; the document states it as a constraint).
  weekday: {
    required: ['weekdays'],
    forbidden: ['days_threshold'],
    adjustment: { percent: LIMITS.seasonal_percent, dollar: { min: -LIMITS.max_amount, max: LIMITS.max_amount } },
  },
} as const satisfies Record<string, RuleVariant>;

export function checkRule(rule: Input): void {
  const v = Number(rule.adjustment_value);
  const percent = rule.adjustment_type === 'percent';
  const { days_threshold: days } = LIMITS;
  const kind = percent ? 'percent' : 'dollar';
  if (rule.type !== 'weekday' && rule.weekdays != null) {
    throw invalid('parameter_invalid', `${aRule(rule.type)} has no weekdays.`, 'weekdays');
  }
  if (rule.type === 'weekday') {
    checkWeekdayRule(rule);
  } else if (rule.type === 'multi_day') {
    if (rule.days_threshold == null) {
      throw invalid('parameter_missing', `A multi_day rule needs days_threshold (${range(days)}).`, 'days_threshold');
    }
    const d = Number(rule.days_threshold);
    if (d < days.min || d > days.max) {
      throw invalid('parameter_invalid', `days_threshold must be ${range(days)}.`, 'days_threshold');
    }
    if (rule.start_date != null)
      throw invalid('parameter_invalid', 'A multi_day rule has no start_date.', 'start_date');
    if (rule.end_date != null) throw invalid('parameter_invalid', 'A multi_day rule has no end_date.', 'end_date');
    const limit = RULE_VARIANTS.multi_day.adjustment[kind];
    if (v < limit.min || v > limit.max) {
      throw invalid(
        'parameter_invalid',
        `adjustment_value of a multi_day rule must be ${range(limit)} (${percent ? 'percent' : 'cents'}).`,
        'adjustment_value',
      );
    }
  } else {
    if (rule.start_date == null) {
      throw invalid('parameter_missing', 'A seasonal rule needs start_date (YYYY-MM-DD).', 'start_date');
    }
    if (rule.end_date == null)
      throw invalid('parameter_missing', 'A seasonal rule needs end_date (YYYY-MM-DD).', 'end_date');
    if (String(rule.start_date) > String(rule.end_date)) {
      throw invalid('parameter_invalid', 'end_date must not be before start_date.', 'end_date');
    }
    if (rule.days_threshold != null) {
      throw invalid('parameter_invalid', 'A seasonal rule has no days_threshold.', 'days_threshold');
    }
    const limit = RULE_VARIANTS.seasonal.adjustment[kind];
    if (v < limit.min || v > limit.max) {
      throw invalid(
        'parameter_invalid',
        `adjustment_value of a seasonal rule must be ${range(limit)} (${percent ? 'percent' : 'cents'}).`,
        'adjustment_value',
      );
    }
  }
}

/**
 * A weekday rule: `weekdays` required (1..7 distinct ISO weekdays), an optional date range (both ends
 * or neither, start <= end), the seasonal ranges for its value (dollar: cents per day), no
 * `days_threshold`.
 */
function checkWeekdayRule(rule: Input): void {
  const days = rule.weekdays;
  if (days == null) {
    throw invalid(
      'parameter_missing',
      'A weekday rule needs weekdays (ISO weekdays, 1 = Monday .. 7 = Sunday).',
      'weekdays',
    );
  }
  if (!Array.isArray(days) || days.length === 0) {
    throw invalid('parameter_invalid', 'weekdays must list at least one ISO weekday (1..7).', 'weekdays');
  }
  const seen = new Set<number>();
  days.forEach((d, i) => {
    if (typeof d !== 'number' || !(d >= 1 && d <= 7)) {
      throw invalid('parameter_invalid', 'A weekday is an ISO weekday, 1 (Monday) .. 7 (Sunday).', `weekdays.${i}`);
    }
    if (seen.has(d)) throw invalid('parameter_invalid', `Weekday ${d} is listed twice.`, `weekdays.${i}`);
    seen.add(d);
  });
  if (rule.start_date != null && rule.end_date == null) {
    throw invalid('parameter_missing', 'A weekday rule with start_date needs end_date too.', 'end_date');
  }
  if (rule.start_date == null && rule.end_date != null) {
    throw invalid('parameter_missing', 'A weekday rule with end_date needs start_date too.', 'start_date');
  }
  if (rule.start_date != null && String(rule.start_date) > String(rule.end_date)) {
    throw invalid('parameter_invalid', 'end_date must not be before start_date.', 'end_date');
  }
  if (rule.days_threshold != null) {
    throw invalid('parameter_invalid', 'A weekday rule has no days_threshold.', 'days_threshold');
  }
  const v = Number(rule.adjustment_value);
  const percent = rule.adjustment_type === 'percent';
  const limit = RULE_VARIANTS.weekday.adjustment[percent ? 'percent' : 'dollar'];
  if (v < limit.min || v > limit.max) {
    throw invalid(
      'parameter_invalid',
      `adjustment_value of a weekday rule must be ${range(limit)} (${percent ? 'percent' : 'cents per day'}).`,
      'adjustment_value',
    );
  }
}

/** The weekdays as stored: ascending (they were checked distinct). */
const ascending = (days: unknown): unknown =>
  Array.isArray(days) ? [...days].sort((a, b) => Number(a) - Number(b)) : days;

export const pricingRules: ResourceKind<PricingRuleRecord> = kindOf(PricingRule, {
  async check(merged, ctx) {
    // A new rule of another type names no weekdays, not even null: its body has no such field.
    if (ctx.existing === undefined && merged.type !== 'weekday' && 'weekdays' in ctx.input) {
      throw invalid('parameter_invalid', `${aRule(merged.type)} has no weekdays.`, 'weekdays');
    }
    const fid = merged.fleet_item_id;
    if ('fleet_item_id' in ctx.input && typeof fid === 'string') {
      if (!(await ctx.tx.resources.existingIds(FLEET_ITEMS, ctx.scope, [fid])).has(fid)) {
        throw invalid('resource_missing', `No such fleet item: '${fid}'.`, 'fleet_item_id');
      }
    }
    checkRule(merged);
    return merged.weekdays == null ? merged : { ...merged, weekdays: ascending(merged.weekdays) };
  },
});
