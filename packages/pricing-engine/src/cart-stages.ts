/**
 * Stages 4-8 of the pipeline, over the cart of lines already through stages 1-3 (`pipeline.ts`):
 * add-ons, the package, the coupon, tax and the service fee, and the result with its breakdown (and
 * its ledger when asked for).
 */
import { add, mul, sub } from './_lib/money.js';
import type { PreparedRule } from './_lib/rules.js';
import type { RentalWindow } from './days.js';
import { ledgerOf } from './ledger/index.js';
import type { Line, LinesPriced, PricedLine, QuoteOptions } from './line-types.js';
import { priceAddons } from './stages/addons.js';
import { couponDiscount } from './stages/coupon.js';
import { packageSavings } from './stages/package.js';
import { appliedRule } from './stages/seasonal.js';
import { computeServiceFee } from './stages/service-fee.js';
import { computeTax } from './stages/tax.js';
import type { CartLineResult, CartPriceResult, RateBasis } from './types.js';

/**
 * The cart's applied seasonal and weekday rules, in application order: each rule of `ordered` whose
 * id is that of a rule that adjusted some line (two rules may share an id).
 */
function cartRules(lines: readonly PricedLine[], ordered: readonly PreparedRule[]): PreparedRule[] {
  if (lines.length === 1) {
    // One line, a few rules (the usual quote): compared in place, without building a set.
    const applied = (lines[0] as PricedLine).applied;
    if (applied.length === 0) return [];
    if (applied.length <= 8) {
      const out: PreparedRule[] = [];
      for (const r of ordered) {
        for (const a of applied) {
          if (a.id === r.id) {
            out.push(r);
            break;
          }
        }
      }
      return out;
    }
  }
  const ids = new Set<string>();
  for (const l of lines) for (const r of l.applied) ids.add(r.id);
  return ordered.filter((r) => ids.has(r.id));
}

/** The cart's rate basis: the lines' when they agree, else `mixed`; hourly units likewise, else null. */
function cartBasis(priced: readonly CartLineResult[]): {
  rate_basis: RateBasis | 'mixed';
  hourly_units: number | null;
} {
  const first = priced[0] as CartLineResult;
  let rate_basis: RateBasis | 'mixed' = first.rate_basis;
  let hourly_units = first.hourly_units;
  for (const p of priced) {
    if (p.rate_basis !== first.rate_basis) rate_basis = 'mixed';
    if (p.hourly_units !== first.hourly_units) hourly_units = null;
  }
  return { rate_basis, hourly_units: rate_basis === 'hourly' ? hourly_units : null };
}
/** Stages 4-8 over the cart of `priced` lines, and the result. */
export function priceCartStages(
  lines: readonly Line[],
  priced: LinesPriced,
  input: QuoteOptions,
  zone: string,
  window: RentalWindow,
  now: number | undefined,
): CartPriceResult {
  const { days } = window;
  const { lines: pricedLines, rules } = priced;
  const results = pricedLines.map((p) => p.result);
  const basis = cartBasis(results);
  let base = 0;
  let multiDay = 0;
  let seasonal = 0;
  let lineTotal = 0;
  let ratePerDay = 0;
  let deposit = 0;
  const unitPrices = new Map<string, number>();
  // Indexed: an entries() iterator and its pairs cost a calendar's dates a tenth of stages 4-8.
  for (let i = 0; i < results.length; i++) {
    const p = results[i] as CartLineResult;
    const q = p.quantity;
    base = add(base, mul(p.override_price ?? p.base_price, q));
    multiDay = add(multiDay, mul(p.multi_day_discount, q));
    seasonal = add(seasonal, mul(p.seasonal_adjustment, q));
    lineTotal = add(lineTotal, p.line_total);
    ratePerDay = add(ratePerDay, mul(p.rate_per_day, q));
    deposit = add(deposit, mul((lines[i] as Line).item.deposit_amount ?? 0, q));
    unitPrices.set(p.fleet_item_id, p.override_price ?? p.unit_price);
  }
  const seasonalApplied = cartRules(pricedLines, rules.seasonal).map(appliedRule);

  // Stages 4-8, over the cart.
  const addons = priceAddons(input.addons, days);
  const pkg = packageSavings(input.packages, unitPrices, addons.unitTotals);
  const afterPackage = sub(add(lineTotal, addons.addon_total), pkg.package_savings);
  const coupon = couponDiscount(input.coupon, afterPackage, priced.itemIds, now, zone, input.coupon_mode ?? 'validate');
  const subtotal = sub(afterPackage, coupon.coupon_discount);
  const tax = computeTax(subtotal, input.tax);
  const fee = computeServiceFee(subtotal, tax, input.tax, input.service_fee);

  const result: CartPriceResult = {
    base_price: base,
    discount_amount: add(add(multiDay, pkg.package_savings), coupon.coupon_discount),
    seasonal_adjustment: seasonal,
    addon_total: addons.addon_total,
    package_savings: pkg.package_savings,
    coupon_discount: coupon.coupon_discount,
    subtotal,
    tax,
    total: fee.total,
    deposit_hold_amount: deposit,
    service_fee_amount: fee.service_fee_amount,
    breakdown: {
      days,
      half_day: basis.rate_basis === 'half_day',
      rate_basis: basis.rate_basis,
      hourly_units: basis.hourly_units,
      rental_days: window.rental_days,
      closed_dates_skipped: window.closed_dates_skipped,
      rate_per_day: ratePerDay,
      multi_day_discount: multiDay,
      seasonal_rules_applied: seasonalApplied,
      coupon: coupon.coupon,
      package: pkg.package,
      addons: addons.addons,
    },
    line_items: results,
  };
  if (input.explain === true) result.ledger = ledgerOf(result, window, rules.seasonal);
  return result;
}
