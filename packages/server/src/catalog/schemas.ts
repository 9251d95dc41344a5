/** Request and response schemas of the catalog: fleet items, add-ons, packages, coupons, customers, locations. */
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
  name,
  paginationQuery,
  recordBase,
  timestamp,
  updateOf,
} from '../http/schemas.js';
import { Customer } from '../model/customer.js';
import { FleetItem } from '../model/fleet-item.js';
import { Location } from '../model/location.js';
import { searchQuery } from '../search/schemas.js';
import type { AddonRecord, CouponRecord, PackageRecord } from '../store/records.js';

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

// ---------------------------------------------------------------------------------------- fleet items
export const FleetItemCreate = FleetItem.create;
export const FleetItemUpdate = FleetItem.update;
export const FleetItemSchema = FleetItem.schema;

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
