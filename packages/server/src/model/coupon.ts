/** A code a customer enters for a discount, within its dates, redemptions and minimum. */
import { z } from 'zod';
import { ID_PREFIX } from '../core/ids.js';
import { LIMITS } from '../core/limits.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import {
  amount,
  type Constraint,
  constraints,
  discountByType,
  idList,
  instant,
  mergedDiscount,
  timestamp,
} from './values.js';

export const COUPON_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

const validWindow: Constraint = {
  code: 'parameter_invalid',
  param: 'valid_until',
  rule: 'valid_until, resolved, is not before valid_from',
};

export const Coupon = defineRecord({
  object: 'coupon',
  table: 'coupons',
  prefix: ID_PREFIX.coupon,
  label: 'coupon',
  schemaId: 'Coupon',
  fields: {
    code: f.text(
      z
        .string()
        .min(1)
        .max(LIMITS.max_coupon_code)
        .regex(COUPON_CODE, { message: 'letters, digits, "-" and "_" only' })
        .meta({ description: 'Unique per tenant and mode, matched case-insensitively' }),
    ),
    discount_type: f.enum(['percent', 'dollar']),
    discount_value: f.amount(amount).inputMeta({ description: 'Whole percent (0..100) or cents' }),
    active: f.bool().default(true),
    valid_from: f.text(instant, timestamp).nullable().default(null),
    valid_until: f.text(instant, timestamp).nullable().default(null),
    max_redemptions: f.amount(z.int().min(1).max(LIMITS.max_redemptions)).nullable().default(null),
    times_redeemed: f.amount(z.int()).readOnly(0),
    min_subtotal: f.amount(amount).nullable().default(null),
    fleet_item_ids: f.json(idList, z.array(z.string())).nullable().default(null),
  },
  createMeta: { allOf: [discountByType], ...constraints(validWindow) },
  updateMeta: {
    description:
      "Any subset of the fields, applied to the stored coupon: discount_value must stay in its discount_type's range " +
      'and valid_until not before valid_from (checked after the merge).',
    'x-checked-after-merge': true,
    ...constraints(validWindow, mergedDiscount),
  },
});
export type CouponRecord = RecordOf<typeof Coupon>;
