/** Copies of a price: a calendar's dates whose prices are equal each get their own. */
import type { PriceResult } from '../types.js';

/**
 * A copy of a price, its fields in the same order: a deep one (no object shared with `p`) unless a
 * `breakdown` is given to use as it is. Written out: an object rest or a structured clone costs a
 * runtime call per date.
 */
export function copyPrice(
  p: PriceResult,
  breakdown: PriceResult['breakdown'] = copyBreakdown(p.breakdown),
): PriceResult {
  return {
    base_price: p.base_price,
    discount_amount: p.discount_amount,
    seasonal_adjustment: p.seasonal_adjustment,
    addon_total: p.addon_total,
    package_savings: p.package_savings,
    coupon_discount: p.coupon_discount,
    subtotal: p.subtotal,
    tax: p.tax,
    total: p.total,
    deposit_hold_amount: p.deposit_hold_amount,
    service_fee_amount: p.service_fee_amount,
    breakdown,
  };
}

function copyBreakdown(b: PriceResult['breakdown']): PriceResult['breakdown'] {
  return {
    days: b.days,
    half_day: b.half_day,
    rate_basis: b.rate_basis,
    hourly_units: b.hourly_units,
    rental_days: b.rental_days,
    closed_dates_skipped: b.closed_dates_skipped.slice(),
    rate_per_day: b.rate_per_day,
    multi_day_discount: b.multi_day_discount,
    seasonal_rules_applied: b.seasonal_rules_applied.map((r) => ({
      rule_id: r.rule_id,
      type: r.type,
      adjustment_type: r.adjustment_type,
      adjustment_value: r.adjustment_value,
    })),
    coupon: b.coupon === null ? null : { ...b.coupon },
    package: b.package === null ? null : { ...b.package },
    addons: b.addons.map((a) => ({ ...a })),
  };
}
