/**
 * The prices a calendar has already built, by what they are built from. Once a date's line is
 * through stages 1-3, the rest of its price (stages 4-8 over the one-line cart, and the result) is a
 * function of that line's figures, the rules that adjusted it and the window's day counts: the other
 * inputs are the calendar's own and the same for every date. So two dates that agree on those get
 * equal prices, and the second is a copy of the first (most dates of a long season do).
 */
import type { PreparedRule } from '../_lib/rules.js';
import type { RentalWindow } from '../days.js';
import type { PricedLine } from '../pipeline.js';
import type { PriceResult } from '../types.js';

interface Kept {
  days: number;
  rentalDays: number;
  skipped: readonly string[];
  line: PricedLine['result'];
  applied: readonly PreparedRule[];
  price: PriceResult;
}

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

export class PriceMemo {
  private readonly kept: Kept[] = [];

  /** A copy of the price kept for a line priced like `line` over a window counted like `window`. */
  find(window: RentalWindow, line: PricedLine): PriceResult | undefined {
    const r = line.result;
    for (const k of this.kept) {
      const l = k.line;
      if (
        k.days === window.days &&
        k.rentalDays === window.rental_days &&
        l.base_price === r.base_price &&
        l.multi_day_discount === r.multi_day_discount &&
        l.seasonal_adjustment === r.seasonal_adjustment &&
        l.rate_basis === r.rate_basis &&
        l.hourly_units === r.hourly_units &&
        l.rate_per_day === r.rate_per_day &&
        sameList(k.applied, line.applied) &&
        sameList(k.skipped, window.closed_dates_skipped)
      ) {
        return copyPrice(k.price);
      }
    }
    return undefined;
  }

  /** Keep `price`, built for `line` over `window`; returns it. */
  keep(window: RentalWindow, line: PricedLine, price: PriceResult): PriceResult {
    this.kept.push({
      days: window.days,
      rentalDays: window.rental_days,
      skipped: window.closed_dates_skipped,
      line: line.result,
      applied: line.applied,
      price,
    });
    return price;
  }
}

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
