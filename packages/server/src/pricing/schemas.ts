/** Pricing: the calculate request and result, and pricing rules (requests, list query, record). */
import { z } from 'zod';
import { LIMITS } from '../core/limits.js';
import type { PricingRuleRecord } from '../store/records.js';
import {
  activeQuery,
  adjustmentType,
  id,
  instant,
  isoDate,
  paginationQuery,
  recordBase,
  signedAmount,
  updateOf,
} from '../http/schemas.js';
import type { Agree } from '../core/types.js';

export const CalculateRequest = z.strictObject({
  fleet_item_id: id,
  pickup_date: instant,
  return_date: instant,
  half_day: z
    .boolean()
    .optional()
    .meta({ description: 'Omitted: auto-detected (<= 5 h). true forces, false disables' }),
  addons: z
    .array(z.strictObject({ addon_id: id, quantity: z.int().min(1).max(LIMITS.max_quantity).default(1) }))
    .max(LIMITS.max_addons)
    .optional(),
  coupon_code: z.string().min(1).max(LIMITS.max_id_length).nullable().optional(),
});

export const PriceResultSchema = z
  .strictObject({
    object: z.literal('price_calculation'),
    livemode: z.boolean(),
    currency: z.string(),
    base_price: z.int(),
    discount_amount: z.int(),
    seasonal_adjustment: z.int(),
    addon_total: z.int(),
    package_savings: z.int(),
    coupon_discount: z.int(),
    subtotal: z.int(),
    tax: z.int(),
    total: z.int(),
    deposit_hold_amount: z.int(),
    service_fee_amount: z.int(),
    breakdown: z.strictObject({
      days: z.int().meta({ description: 'Days priced: the rental days less the closed days not charged' }),
      half_day: z.boolean(),
      rate_basis: z
        .enum(['half_day', 'hourly', 'daily', 'rate_table'])
        .meta({ description: "Stage 1's rate: half-day, hourly, the daily rates, or the item's rate table" }),
      hourly_units: z.int().nullable().meta({ description: 'Increments billed when rate_basis is hourly, else null' }),
      rental_days: z.int().meta({ description: 'Rental dates counted before closed days are removed' }),
      closed_dates_skipped: z
        .array(z.string())
        .meta({ description: 'Closed dates not charged (YYYY-MM-DD, ascending); empty unless skipped' }),
      rate_per_day: z.int(),
      multi_day_discount: z.int(),
      seasonal_rules_applied: z.array(
        z.strictObject({
          rule_id: z.string(),
          type: z.enum(['seasonal', 'weekday']),
          adjustment_type: adjustmentType,
          adjustment_value: z.int(),
        }),
      ),
      coupon: z.strictObject({ code: z.string(), discount_type: adjustmentType, discount_value: z.int() }).nullable(),
      package: z.strictObject({ package_id: z.string(), name: z.string(), savings: z.int() }).nullable(),
      addons: z.array(
        z.strictObject({
          addon_id: z.string(),
          name: z.string(),
          quantity: z.int(),
          unit_price: z.int(),
          total: z.int(),
        }),
      ),
    }),
  })
  .meta({ id: 'PriceCalculation' });

// ---------------------------------------------------------------------------------------- rules
export const RULE_TYPES = ['seasonal', 'multi_day', 'weekday'] as const;

/** A weekday rule's ISO weekdays: checked (1..7, distinct) with the rest of the rule, stored ascending. */
const weekdays = z
  .array(z.int())
  .max(7)
  .meta({
    description: 'Weekday rules: required, 1..7 distinct ISO weekdays (1 = Monday .. 7 = Sunday), stored ascending',
    examples: [[6, 7]],
  });

export const RuleCreate = z.strictObject({
  type: z.enum(RULE_TYPES),
  fleet_item_id: id.nullable().default(null).meta({ description: 'null = a global rule' }),
  start_date: isoDate
    .nullable()
    .default(null)
    .meta({ description: 'Seasonal: first day, tenant-local; weekday: optional, with end_date' }),
  end_date: isoDate
    .nullable()
    .default(null)
    .meta({ description: 'Seasonal: last day (inclusive); weekday: optional, with start_date' }),
  weekdays: weekdays.nullable().default(null),
  days_threshold: z
    .int()
    .min(LIMITS.days_threshold.min, { error: `must be ${LIMITS.days_threshold.min}..${LIMITS.days_threshold.max}` })
    .max(LIMITS.days_threshold.max, { error: `must be ${LIMITS.days_threshold.min}..${LIMITS.days_threshold.max}` })
    .nullable()
    .default(null)
    .meta({ description: 'Multi-day: required; seasonal and weekday: null or absent' }),
  adjustment_type: adjustmentType.default('percent'),
  adjustment_value: signedAmount.default(0).meta({
    description:
      'Whole percent or cents. multi_day: percent 0..100, dollar 0..1e11; seasonal and weekday: percent -100..1000, ' +
      'dollar -1e11..1e11 (cents per day)',
  }),
  priority: z.int().min(-LIMITS.max_priority).max(LIMITS.max_priority).default(0),
  active: z.boolean().default(true),
});
export const RuleUpdate = updateOf(RuleCreate);

export const RuleListQuery = z.strictObject({
  ...paginationQuery,
  fleet_item_id: id.optional().meta({ description: "That item's rules only (global rules are not included)" }),
  active: activeQuery.optional(),
  type: z.enum(RULE_TYPES).optional(),
});

export const RuleSchema = z
  .strictObject({
    ...recordBase,
    object: z.literal('pricing_rule'),
    fleet_item_id: z.string().nullable(),
    type: z.enum(RULE_TYPES),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    weekdays: z
      .array(z.int())
      .optional()
      .meta({
        description: 'Weekday rules only: ISO weekdays, ascending (absent on the other types)',
        examples: [[6, 7]],
      }),
    days_threshold: z.int().nullable(),
    adjustment_type: adjustmentType,
    adjustment_value: z.int(),
    priority: z.int(),
    active: z.boolean(),
  })
  .meta({ id: 'PricingRule' });
const _rule: Agree<z.output<typeof RuleSchema>, PricingRuleRecord> = true;
