/**
 * A pricing rule: a seasonal, multi-day or weekday adjustment of an item's price (or of every item's,
 * when global). Which fields a type requires or forbids is checked by the pricing feature
 * (`pricing/rules.ts`); the declaration holds what every rule may carry.
 */
import { z } from 'zod';
import { ID_PREFIX } from '../core/ids.js';
import { LIMITS } from '../core/limits.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import { id, isoDate, signedAmount } from './values.js';

export const RULE_TYPES = ['seasonal', 'multi_day', 'weekday'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/**
 * A weekday rule's ISO weekdays: 1..7 of them, each 1..7, distinct (the check `checkRule` makes,
 * stated as JSON Schema says it: minItems, maxItems, minimum, maximum, uniqueItems), stored ascending.
 */
const weekdays = z
  .array(z.int().min(1).max(7))
  .min(1)
  .max(7)
  .meta({
    description: 'Weekday rules: required, 1..7 distinct ISO weekdays (1 = Monday .. 7 = Sunday), stored ascending',
    examples: [[6, 7]],
    uniqueItems: true,
  });

const daysRange = `must be ${LIMITS.days_threshold.min}..${LIMITS.days_threshold.max}`;

export const PricingRule = defineRecord({
  object: 'pricing_rule',
  table: 'pricing_rules',
  prefix: ID_PREFIX.pricing_rule,
  label: 'pricing rule',
  schemaId: 'PricingRule',
  fields: {
    fleet_item_id: f.text(id).nullable().default(null).inputMeta({ description: 'null = a global rule' }),
    type: f.enum(RULE_TYPES),
    start_date: f
      .text(isoDate)
      .nullable()
      .default(null)
      .inputMeta({ description: 'Seasonal: first day, tenant-local; weekday: optional, with end_date' }),
    end_date: f
      .text(isoDate)
      .nullable()
      .default(null)
      .inputMeta({ description: 'Seasonal: last day (inclusive); weekday: optional, with start_date' }),
    // No default: a rule of another type names no weekdays at all (not even null), so a request that
    // does is told apart from one that leaves them out; its record does not show them either.
    weekdays: f
      .json(weekdays, z.array(z.int()))
      .nullable()
      .optional()
      .outputMeta({
        description: 'Weekday rules only: ISO weekdays, ascending (absent on the other types)',
        examples: [[6, 7]],
      }),
    days_threshold: f
      .int(
        z
          .int()
          .min(LIMITS.days_threshold.min, { error: daysRange })
          .max(LIMITS.days_threshold.max, { error: daysRange }),
      )
      .nullable()
      .default(null)
      .inputMeta({ description: 'Multi-day: required; seasonal and weekday: null or absent' }),
    adjustment_type: f.enum(['percent', 'dollar']).default('percent'),
    adjustment_value: f
      .amount(signedAmount)
      .default(0)
      .inputMeta({
        description:
          'Whole percent or cents. multi_day: percent 0..100, dollar 0..1e11; seasonal and weekday: percent -100..1000, ' +
          'dollar -1e11..1e11 (cents per day)',
      }),
    priority: f.int(z.int().min(-LIMITS.max_priority).max(LIMITS.max_priority)).default(0),
    active: f.bool().default(true),
  },
  // Rules of the other types read exactly as they did before weekday rules existed.
  shownWhenSet: ['weekdays'],
});
export type PricingRuleRecord = RecordOf<typeof PricingRule>;
