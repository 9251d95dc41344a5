/** Pricing rules (interface.md section 2): request, list query and response schemas. */
import { z } from 'zod';
import { activeQuery, adjustmentType, id, isoDate, paginationQuery, recordBase, signedAmount } from './common.js';
import { updateOf } from './update.js';

export const RULE_TYPES = ['seasonal', 'multi_day'] as const;

export const RuleCreate = z.strictObject({
  type: z.enum(RULE_TYPES),
  fleet_item_id: id.nullable().default(null).meta({ description: 'null = a global rule' }),
  start_date: isoDate.nullable().default(null).meta({ description: 'Seasonal: first day, tenant-local' }),
  end_date: isoDate.nullable().default(null).meta({ description: 'Seasonal: last day (inclusive)' }),
  days_threshold: z.int().nullable().default(null).meta({ description: 'Multi-day: 1..730, required' }),
  adjustment_type: adjustmentType.default('percent'),
  adjustment_value: signedAmount.default(0).meta({
    description:
      'Whole percent or cents. multi_day: percent 0..100, dollar 0..1e11; seasonal: percent -100..1000, dollar -1e11..1e11',
  }),
  priority: z.int().min(-1_000_000).max(1_000_000).default(0),
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
    days_threshold: z.int().nullable(),
    adjustment_type: adjustmentType,
    adjustment_value: z.int(),
    priority: z.int(),
    active: z.boolean(),
  })
  .meta({ id: 'PricingRule' });
