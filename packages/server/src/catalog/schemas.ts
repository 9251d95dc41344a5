/** Request and response schemas of the catalog: fleet items, add-ons, packages, coupons, customers, locations. */
import { RateTableSchema } from '@rentline/pricing-engine';
import { z } from 'zod';
import { LIMITS } from '../core/limits.js';
import type { Agree } from '../core/types.js';
import {
  activeQuery,
  adjustmentType,
  amount,
  type Constraint,
  constraints,
  description,
  id,
  instant,
  lateFeePolicy,
  lateFeePolicyInput,
  name,
  paginationQuery,
  recordBase,
  timestamp,
  updateOf,
} from '../http/schemas.js';
import { Customer } from '../model/customer.js';
import { Location } from '../model/location.js';
import { searchQuery } from '../search/schemas.js';
import type { AddonRecord, CouponRecord, FleetItemRecord, PackageRecord } from '../store/records.js';

/** Ids of records of one kind: each at most once. */
const ids = z.array(id).max(LIMITS.max_ids_per_list).meta({ uniqueItems: true });

/** `discount_value`'s range by `discount_type` (checkDiscount): whole percent 0..100, or cents. */
const discountByType = {
  oneOf: (['percent', 'dollar'] as const).map((type) => {
    const { min, max } = type === 'percent' ? LIMITS.discount_percent : { min: 0, max: LIMITS.max_amount };
    return {
      properties: { discount_type: { const: type }, discount_value: { minimum: min, maximum: max } },
      required: ['discount_type'],
    };
  }),
};
const mergedDiscount: Constraint = {
  code: 'parameter_invalid',
  param: 'discount_value',
  rule: "the merged record: discount_value is outside its discount_type's range",
};

// ---------------------------------------------------------------------------------------- rate plans
// A fleet item's rate plan: an hourly rate (per started increment), a rate table that replaces the
// daily rates, and rental length limits. Its own block of fields, spread into the fleet item's
// create and record schemas; the ranges are the engine's (`LIMITS`), so what is stored prices.
const INCREMENTS = LIMITS.hourly_increment_minutes;

const RATE_TABLE_EXAMPLE = {
  strategy: 'round_up',
  tiers: [
    { days: 1, price: 5000 },
    { days: 3, price: 12000 },
    { days: 7, price: 20000 },
  ],
  extra_day_price: 2500,
};

const RATE_TABLE_TEXT =
  'Replaces the 1-day, multi-day and weekly rates (not half-day or hourly): 1..20 tiers {days, price}, days ' +
  'strictly increasing in 1..730. round_up: the first tier covering the rental, past the last one ' +
  'extra_day_price a day; best: the cheapest mix of tiers and single days at extra_day_price. ' +
  'extra_day_price defaults to price_full_day. null: none';

/** The rate table as a request sends it (`extra_day_price` may be left out). */
const rateTableInput = RateTableSchema.transform((t) => ({
  tiers: t.tiers,
  strategy: t.strategy,
  extra_day_price: t.extra_day_price ?? null,
})).meta(constraints({ code: 'parameter_invalid', param: 'tiers.*.days', rule: 'tier days strictly increasing' }));

/** The fields Create Fleet Item takes (PATCH takes any of them, without defaults). */
export const ratePlanCreate = {
  price_hourly: amount
    .nullable()
    .default(null)
    .meta({
      description:
        'Cents per started increment for a rental of one rental date and at most 24 h, used when cheaper ' +
        'than the half-day or 1-day price; null: no hourly rate',
      examples: [900],
    }),
  hourly_increment_minutes: z
    .literal(INCREMENTS)
    .default(60)
    .meta({ description: 'Minutes price_hourly is charged in: 15, 30 or 60', examples: [30] }),
  rate_table: rateTableInput
    .nullable()
    .default(null)
    .meta({ description: RATE_TABLE_TEXT, examples: [RATE_TABLE_EXAMPLE] }),
  min_rental_minutes: z
    .int()
    .min(LIMITS.min_rental_minutes.min)
    .max(LIMITS.min_rental_minutes.max)
    .nullable()
    .default(null)
    .meta({
      description: 'Shortest rental in real elapsed minutes, else rental_too_short; null: none',
      examples: [60],
    }),
  max_rental_days: z
    .int()
    .min(1)
    .max(LIMITS.max_rental_days)
    .nullable()
    .default(null)
    .meta({
      description: 'Longest rental in rental days (before closed days are removed), else rental_too_long; null: none',
      examples: [14],
    }),
};

/** The same fields as a fleet item shows them. */
export const ratePlanRecord = {
  price_hourly: z
    .int()
    .nullable()
    .meta({ examples: [900] }),
  hourly_increment_minutes: z.literal(INCREMENTS).meta({ examples: [60] }),
  rate_table: z
    .strictObject({
      tiers: z.array(z.strictObject({ days: z.int(), price: z.int() })),
      strategy: z.enum(['round_up', 'best']),
      extra_day_price: z.int().nullable(),
    })
    .nullable()
    .meta({ description: RATE_TABLE_TEXT, examples: [RATE_TABLE_EXAMPLE] }),
  min_rental_minutes: z
    .int()
    .nullable()
    .meta({ examples: [60] }),
  max_rental_days: z
    .int()
    .nullable()
    .meta({ examples: [14] }),
};

// ---------------------------------------------------------------------------------------- fleet items
/** How a fleet item's stock is kept (numbered units or a count) and the buffer before each pickup. */
const unitFields = {
  tracking: z
    .enum(['quantity', 'units'])
    .default('quantity')
    .meta({
      description:
        '`units`: numbered units (`/v1/units`), and `quantity` is then read-only, the count of units not retired. ' +
        'Changes only while no pending, confirmed or active booking holds the item (else 409 `item_in_use`)',
    }),
  buffer_before_minutes: z
    .int()
    .min(0)
    .max(LIMITS.max_buffer_before_minutes)
    .default(0)
    .meta({ description: 'Every occupancy of the item starts this many minutes before its pickup' }),
};
export const FleetItemCreate = z
  .strictObject({
    name,
    description: description.nullable().optional(),
    price_full_day: amount,
    price_half_day: amount.nullable().default(null),
    price_multi_day: amount.nullable().default(null),
    price_weekly: amount.nullable().default(null),
    deposit_amount: amount.default(0),
    // Optional rather than defaulted: an item created tracked by units takes no quantity (its units
    // are counted), and the check tells a quantity sent from one left out.
    quantity: z.int().min(1).max(LIMITS.max_fleet_item_quantity).optional().meta({
      description: 'Units in stock (default 1); not with tracking "units", whose quantity counts its units',
      default: 1,
    }),
    turnaround_minutes: z.int().min(0).max(LIMITS.max_turnaround_minutes).default(0),
    active: z.boolean().default(true),
    ...unitFields,
    ...ratePlanCreate,
    late_fee: lateFeePolicyInput
      .nullable()
      .default(null)
      .meta({ description: "This item's late-return fee policy; null (default): the tenant's" }),
  })
  .meta(
    constraints({
      code: 'parameter_invalid',
      param: 'quantity',
      rule: 'tracking "units": no quantity, which is the count of the units created for the item',
    }),
  );
export const FleetItemUpdate = updateOf(FleetItemCreate);
export const FleetItemSchema = z
  .strictObject({
    ...recordBase,
    object: z.literal('fleet_item'),
    name: z.string(),
    description: z.string().nullable(),
    price_full_day: z.int(),
    price_half_day: z.int().nullable(),
    price_multi_day: z.int().nullable(),
    price_weekly: z.int().nullable(),
    deposit_amount: z.int(),
    quantity: z.int(),
    turnaround_minutes: z.int(),
    active: z.boolean(),
    tracking: z.enum(['quantity', 'units']),
    buffer_before_minutes: z.int(),
    ...ratePlanRecord,
    late_fee: lateFeePolicy.nullable().meta({ description: "This item's late-return fee policy; null: the tenant's" }),
  })
  .meta({ id: 'FleetItem' });
const _fleetItem: Agree<z.output<typeof FleetItemSchema>, FleetItemRecord> = true;

// ---------------------------------------------------------------------------------------- add-ons
export const AddonCreate = z.strictObject({
  name,
  description: description.nullable().optional(),
  price: amount,
  pricing: z.enum(['per_item', 'per_day']).default('per_item'),
  active: z.boolean().default(true),
});
export const AddonUpdate = updateOf(AddonCreate);
export const AddonSchema = z
  .strictObject({
    ...recordBase,
    object: z.literal('addon'),
    name: z.string(),
    description: z.string().nullable(),
    price: z.int(),
    pricing: z.enum(['per_item', 'per_day']),
    active: z.boolean(),
  })
  .meta({ id: 'Addon' });
const _addon: Agree<z.output<typeof AddonSchema>, AddonRecord> = true;

// ---------------------------------------------------------------------------------------- packages
const noItems: Constraint = {
  code: 'parameter_invalid',
  param: 'fleet_item_ids',
  rule: 'the merged package lists no fleet item and no add-on',
};
export const PackageCreate = z
  .strictObject({
    name,
    description: description.nullable().optional(),
    fleet_item_ids: ids.default([]),
    addon_ids: ids.default([]),
    discount_type: adjustmentType,
    discount_value: amount.meta({ description: 'Whole percent (0..100) or cents' }),
    active: z.boolean().default(true),
  })
  .meta({
    description: 'At least one fleet item or add-on, no id twice.',
    // More conditions on the object (in an allOf, so that tools do not read them as alternatives to
    // it): at least one id in one of the two lists, and the discount's range by its type.
    allOf: [
      {
        anyOf: (['fleet_item_ids', 'addon_ids'] as const).map((list) => ({
          properties: { [list]: { minItems: 1 } },
          required: [list],
        })),
      },
      discountByType,
    ],
  });
export const PackageUpdate = updateOf(PackageCreate).meta({
  description:
    'Any subset of the fields, applied to the stored package: the result must still list a fleet item or an add-on ' +
    "and keep discount_value in its discount_type's range (checked after the merge).",
  'x-checked-after-merge': true,
  ...constraints(noItems, mergedDiscount),
});
export const PackageSchema = z
  .strictObject({
    ...recordBase,
    object: z.literal('package'),
    name: z.string(),
    description: z.string().nullable(),
    fleet_item_ids: z.array(z.string()),
    addon_ids: z.array(z.string()),
    discount_type: adjustmentType,
    discount_value: z.int(),
    active: z.boolean(),
  })
  .meta({ id: 'Package' });
const _package: Agree<z.output<typeof PackageSchema>, PackageRecord> = true;

// ---------------------------------------------------------------------------------------- coupons
export const COUPON_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const validWindow: Constraint = {
  code: 'parameter_invalid',
  param: 'valid_until',
  rule: 'valid_until, resolved, is not before valid_from',
};
export const CouponCreate = z
  .strictObject({
    code: z
      .string()
      .min(1)
      .max(LIMITS.max_coupon_code)
      .regex(COUPON_CODE, { message: 'letters, digits, "-" and "_" only' })
      .meta({ description: 'Unique per tenant and mode, matched case-insensitively' }),
    discount_type: adjustmentType,
    discount_value: amount.meta({ description: 'Whole percent (0..100) or cents' }),
    active: z.boolean().default(true),
    valid_from: instant.nullable().default(null),
    valid_until: instant.nullable().default(null),
    max_redemptions: z.int().min(1).max(LIMITS.max_redemptions).nullable().default(null),
    min_subtotal: amount.nullable().default(null),
    fleet_item_ids: ids.nullable().default(null),
  })
  .meta({ allOf: [discountByType], ...constraints(validWindow) });
export const CouponUpdate = updateOf(CouponCreate).meta({
  description:
    "Any subset of the fields, applied to the stored coupon: discount_value must stay in its discount_type's range " +
    'and valid_until not before valid_from (checked after the merge).',
  'x-checked-after-merge': true,
  ...constraints(validWindow, mergedDiscount),
});
export const CouponSchema = z
  .strictObject({
    ...recordBase,
    object: z.literal('coupon'),
    code: z.string(),
    discount_type: adjustmentType,
    discount_value: z.int(),
    active: z.boolean(),
    valid_from: timestamp.nullable(),
    valid_until: timestamp.nullable(),
    max_redemptions: z.int().nullable(),
    times_redeemed: z.int(),
    min_subtotal: z.int().nullable(),
    fleet_item_ids: z.array(z.string()).nullable(),
  })
  .meta({ id: 'Coupon' });
const _coupon: Agree<z.output<typeof CouponSchema>, CouponRecord> = true;

// ---------------------------------------------------------------------------------------- customers, locations
// Declared in `model/`: the request and response schemas are the declaration's.
export const CustomerCreate = Customer.create;
export const CustomerUpdate = Customer.update;
export const CustomerSchema = Customer.schema;
export const LocationCreate = Location.create;
export const LocationUpdate = Location.update;
export const LocationSchema = Location.schema;

export const CatalogListQuery = z.strictObject({ ...paginationQuery });
export const CustomerListQuery = z.strictObject({
  ...paginationQuery,
  q: searchQuery.optional().meta({
    description:
      "Find: any part of the customer's name, email or phone; case and accents ignored; digits find them in a phone however it is written",
  }),
});
export const ActiveListQuery = z.strictObject({ ...paginationQuery, active: activeQuery.optional() });
