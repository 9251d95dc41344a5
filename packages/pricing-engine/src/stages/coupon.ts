import { parseInstant } from '../_lib/instant.js';
import { percentOf } from '../_lib/money.js';
import { PricingError } from '../errors.js';
import type { Coupon, CouponApplied, CouponMode } from '../types.js';

export interface CouponResult {
  coupon_discount: number;
  coupon: CouponApplied | null;
}

const PARAM = 'coupon_code';

function fail(code: PricingError['code'], message: string): PricingError {
  return new PricingError(code, message, PARAM);
}

/**
 * Stage 6, the coupon. With `mode: 'validate'` the checks run against `now` in the contract's order:
 * `coupon_inactive`, `coupon_not_yet_valid`, `coupon_expired`, `coupon_exhausted`,
 * `coupon_not_applicable` (none of its items in the cart), `coupon_minimum_not_met` (`amount`, the
 * amount after stage 5, below `min_subtotal`). With `mode: 'reapply'` none run, and a coupon none of
 * whose items is in the cart gives 0. Discount: percent → round(v % of amount), dollar → v; capped at
 * `amount`.
 */
export function couponDiscount(
  coupon: Coupon | null | undefined,
  amount: number,
  cartItemIds: ReadonlySet<string>,
  now: number | undefined,
  zone: string,
  mode: CouponMode,
): CouponResult {
  if (coupon == null) return { coupon_discount: 0, coupon: null };
  const applied: CouponApplied = {
    code: coupon.code,
    discount_type: coupon.discount_type,
    discount_value: coupon.discount_value,
  };
  const applicable = coupon.fleet_item_ids == null || coupon.fleet_item_ids.some((id) => cartItemIds.has(id));
  if (mode === 'validate') {
    if (now === undefined) throw new PricingError('parameter_missing', 'now is required to validate a coupon.', 'now');
    if (coupon.active === false) throw fail('coupon_inactive', `Coupon ${coupon.code} is inactive.`);
    if (coupon.valid_from != null && now < parseInstant(coupon.valid_from, zone, 'coupon.valid_from', 'start')) {
      throw fail('coupon_not_yet_valid', `Coupon ${coupon.code} is not valid yet.`);
    }
    if (coupon.valid_until != null && now > parseInstant(coupon.valid_until, zone, 'coupon.valid_until', 'end')) {
      throw fail('coupon_expired', `Coupon ${coupon.code} has expired.`);
    }
    if (coupon.max_redemptions != null && (coupon.times_redeemed ?? 0) >= coupon.max_redemptions) {
      throw fail('coupon_exhausted', `Coupon ${coupon.code} has been redeemed the most times it may be.`);
    }
    if (!applicable) throw fail('coupon_not_applicable', `Coupon ${coupon.code} applies to none of the items.`);
    if (coupon.min_subtotal != null && amount < coupon.min_subtotal) {
      throw fail('coupon_minimum_not_met', `Coupon ${coupon.code} needs an amount of at least ${coupon.min_subtotal}.`);
    }
  } else if (!applicable) {
    return { coupon_discount: 0, coupon: applied };
  }
  const raw = coupon.discount_type === 'percent' ? percentOf(amount, coupon.discount_value) : coupon.discount_value;
  return { coupon_discount: Math.min(raw, amount), coupon: applied };
}
