/** Pricing: the calculate request and result, and pricing rules (requests, list query, record). */
import { z } from 'zod';
import { LIMITS } from '../core/limits.js';
import {
  activeQuery,
  adjustmentType,
  type Constraint,
  constraints,
  halfDayWindow,
  id,
  instant,
  paginationQuery,
  rentalWindow,
  uniqueBy,
  updateOf,
} from '../http/schemas.js';
import { PricingRule, RULE_TYPES, type RuleType } from '../model/pricing-rule.js';
import { recordSchema } from '../model/record.js';
import { RULE_VARIANTS } from './rules.js';

export const CalculateRequest = z
  .strictObject({
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
    explain: z
      .boolean()
      .optional()
      .meta({ description: 'true: the answer has `ledger`, what each rental date costs and why' }),
  })
  .meta(constraints(rentalWindow(), halfDayWindow, uniqueBy('addons', 'addon_id')));

const cents = z.int();

/** `explain: true`: each date's share of each line's price, and the cart's amounts again. */
export const PriceLedgerSchema = z
  .strictObject({
    lines: z.array(
      z.strictObject({
        fleet_item_id: z.string(),
        quantity: z.int(),
        rate_basis: z.enum(['half_day', 'hourly', 'daily', 'rate_table']),
        days: z
          .array(
            z.strictObject({
              date: z.string().meta({ format: 'date', description: 'The tenant-local rental date' }),
              charged: z.boolean().meta({ description: 'false: a closed day left uncharged; every amount 0' }),
              base: cents,
              multi_day_discount: cents,
              adjustments: z
                .array(
                  z.strictObject({
                    rule_id: z.string(),
                    type: z.enum(['seasonal', 'weekday']),
                    amount: cents.meta({ description: "The rule's exact effect on this date, in whole cents" }),
                  }),
                )
                .meta({ description: 'Every rule covering the date, in the order they apply (a share may be 0)' }),
              amount: cents.meta({ description: 'base - multi_day_discount + the adjustments' }),
            }),
          )
          .meta({
            description:
              'Every rental date of one unit, ascending. Each column sums to the line exactly (largest-remainder cents: ' +
              'ties to the earlier date, then the rule applied first)',
          }),
      }),
    ),
    cart: z
      .strictObject({
        lines_total: cents,
        addon_total: cents,
        package_savings: cents,
        coupon_discount: cents,
        tax: cents,
        service_fee: cents,
        total: cents,
      })
      .meta({ description: "The result's cart amounts: lines + add-ons - package - coupon = subtotal" }),
  })
  .meta({ id: 'PriceLedger' });

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
    ledger: PriceLedgerSchema.optional().meta({ description: 'Only with explain: true' }),
  })
  .meta({ id: 'PriceCalculation' });

// ---------------------------------------------------------------------------------------- rules
/** The fields of a create body, as declared, but `type` first (the record shows `fleet_item_id` first). */
const declared: Readonly<Record<string, z.ZodType>> = PricingRule.create.shape;
const ruleFields: Readonly<Record<string, z.ZodType>> = { type: ruleField('type'), ...declared };

/** A field of the create body by name. */
function ruleField(name: string): z.ZodType {
  const field = declared[name];
  if (field === undefined) throw new Error(`a pricing rule has no field ${name}`);
  return field;
}

/** A field as a value that is there: its default and null taken off, its description kept. */
function present(field: z.ZodType): z.ZodType {
  const description = field.meta()?.description;
  let inner = field;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
    const next = inner.unwrap();
    if (!(next instanceof z.ZodType)) break;
    inner = next;
  }
  return description === undefined ? inner : inner.meta({ description });
}

const pascal = (type: string) => type.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase());

/**
 * The create body of one rule type as the document declares it, from `RULE_VARIANTS`: every field,
 * those the type requires present and not null, those it forbids absent or null, and
 * `adjustment_value`'s range for each `adjustment_type` (absent: percent, the default) as an `anyOf`
 * (the two exclude each other, but by a property that may be absent, which `oneOf` checkers cannot
 * see).
 */
function ruleVariant(type: RuleType) {
  const v = RULE_VARIANTS[type];
  const { weekdays: _, ...common } = ruleFields;
  // Only a weekday rule has weekdays: the other types' bodies have no such property.
  const shape: Record<string, z.ZodType> = { ...common, type: z.literal(type) };
  for (const f of v.required) shape[f] = present(ruleField(f));
  for (const f of v.forbidden)
    shape[f] = z
      .null()
      .default(null)
      .meta({ description: `Not for a ${type} rule` });
  return z.strictObject(shape).meta({
    id: `${pascal(type)}PricingRuleCreate`,
    // In an allOf, so that tools read it as one more condition on the object, not an alternative to it.
    allOf: [
      {
        anyOf: (['percent', 'dollar'] as const).map((kind) => ({
          properties: {
            adjustment_type: { const: kind },
            adjustment_value: { minimum: v.adjustment[kind].min, maximum: v.adjustment[kind].max },
          },
          ...(kind === 'percent' ? {} : { required: ['adjustment_type'] }),
        })),
      },
    ],
  });
}

const seasonEnd: Constraint = {
  code: 'parameter_invalid',
  param: 'end_date',
  rule: 'a seasonal rule: end_date is not before start_date',
};

/** A weekday rule's checks that JSON Schema does not express (`checkWeekdayRule`): one date against the other. */
const weekdayChecks: Constraint[] = [
  { code: 'parameter_missing', param: 'end_date', rule: 'a weekday rule: start_date and end_date, both or neither' },
  { code: 'parameter_missing', param: 'start_date', rule: 'a weekday rule: start_date and end_date, both or neither' },
  { code: 'parameter_invalid', param: 'end_date', rule: 'a weekday rule: end_date is not before start_date' },
];

/** What the API parses a create body with; the handler then checks it by type (`checkRule`). */
export const RuleCreate = z.strictObject(ruleFields);

/** The create body as the document declares it: one object per rule type, told apart by `type`. */
export const RuleCreateDocumented = z
  .discriminatedUnion('type', [ruleVariant(RULE_TYPES[0]), ...RULE_TYPES.slice(1).map((type) => ruleVariant(type))])
  .meta({
    description: 'A rule of one type: each type requires some fields and forbids others.',
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(
        RULE_TYPES.map((type) => [type, `#/components/schemas/${pascal(type)}PricingRuleCreate`]),
      ),
    },
    ...constraints(seasonEnd, ...weekdayChecks),
  });

/**
 * Any subset of the fields. The rule they make with the stored one must still be one of the create
 * body's types, which a schema of the request alone cannot say: so checked after the merge.
 */
export const RuleUpdate = updateOf(RuleCreate).meta({
  description:
    'Any subset of the fields. They are applied to the stored rule, and the result must be a rule the create body ' +
    'accepts (its oneOf by type: required and forbidden fields, the adjustment_value range): checked after the merge.',
  'x-checked-after-merge': true,
  ...constraints(
    seasonEnd,
    ...weekdayChecks,
    ...(['start_date', 'end_date', 'days_threshold', 'weekdays'] as const).flatMap((param): Constraint[] => [
      { code: 'parameter_missing', param, rule: 'the merged rule: a field its type requires is null' },
      { code: 'parameter_invalid', param, rule: 'the merged rule: a field its type forbids is set' },
    ]),
    {
      code: 'parameter_invalid',
      param: 'adjustment_value',
      rule: "the merged rule: adjustment_value is outside its type's range for its adjustment_type",
    },
  ),
});

export const RuleListQuery = z.strictObject({
  ...paginationQuery,
  fleet_item_id: id.optional().meta({ description: "That item's rules only (global rules are not included)" }),
  active: activeQuery.optional(),
  type: z.enum(RULE_TYPES).optional(),
});

export const RuleSchema = recordSchema(PricingRule);
