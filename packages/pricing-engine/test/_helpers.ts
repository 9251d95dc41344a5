/**
 * Small builders shared by the example tests. Every expected number in the tests is computed by hand
 * from SPEC.md (sections 1, 2, 3, 9); the arithmetic is in a comment next to the assertion.
 */
import { expect } from 'vitest';
import {
  type Addon,
  type Coupon,
  type FleetItem,
  isPricingError,
  type OpeningHours,
  type Package,
  type PriceInput,
  type PriceResult,
  PricingError,
  type PricingRule,
} from '../src/index.js';

export function item(overrides: Partial<FleetItem> = {}): FleetItem {
  return { id: 'fi_item', name: 'Kayak', price_full_day: 10000, ...overrides };
}

let ruleSeq = 0;

/** A multi-day rule: `days_threshold`, percent by default. */
export function multiDay(threshold: number, value: number, overrides: Partial<PricingRule> = {}): PricingRule {
  ruleSeq += 1;
  return {
    id: `pr_md_${String(ruleSeq).padStart(4, '0')}`,
    fleet_item_id: null,
    type: 'multi_day',
    start_date: null,
    end_date: null,
    days_threshold: threshold,
    adjustment_type: 'percent',
    adjustment_value: value,
    priority: 0,
    active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A seasonal rule over the inclusive tenant-local dates [start, end], percent by default. */
export function seasonal(start: string, end: string, value: number, overrides: Partial<PricingRule> = {}): PricingRule {
  ruleSeq += 1;
  return {
    id: `pr_se_${String(ruleSeq).padStart(4, '0')}`,
    fleet_item_id: null,
    type: 'seasonal',
    start_date: start,
    end_date: end,
    days_threshold: null,
    adjustment_type: 'percent',
    adjustment_value: value,
    priority: 0,
    active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A weekday rule over ISO weekdays (1 = Monday .. 7 = Sunday), percent by default, no date range. */
export function weekdayRule(weekdays: number[], value: number, overrides: Partial<PricingRule> = {}): PricingRule {
  ruleSeq += 1;
  return {
    id: `pr_wd_${String(ruleSeq).padStart(4, '0')}`,
    fleet_item_id: null,
    type: 'weekday',
    weekdays,
    start_date: null,
    end_date: null,
    days_threshold: null,
    adjustment_type: 'percent',
    adjustment_value: value,
    priority: 0,
    active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** `[open, close]` pairs for every listed ISO weekday (as keys "1".."7"); the others are closed. */
export function hours(days: number[], ...intervals: [string, string][]): OpeningHours {
  const out: OpeningHours = {};
  for (const d of days) out[String(d) as keyof OpeningHours] = intervals.map(([a, b]) => [a, b]);
  return out;
}

/** Monday-Saturday 09:00-18:00, Sunday closed. */
export const MON_SAT = hours([1, 2, 3, 4, 5, 6], ['09:00', '18:00']);

export function addon(overrides: Partial<Addon> = {}): Addon {
  return { id: 'ao_gps', name: 'GPS', price: 500, pricing: 'per_day', ...overrides };
}

export function pkg(overrides: Partial<Package> = {}): Package {
  return {
    id: 'pkg_1',
    name: 'Bundle',
    fleet_item_ids: [],
    addon_ids: [],
    discount_type: 'percent',
    discount_value: 10,
    active: true,
    ...overrides,
  };
}

export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 'cpn_1',
    code: 'SUMMER10',
    discount_type: 'percent',
    discount_value: 10,
    active: true,
    valid_from: null,
    valid_until: null,
    max_redemptions: null,
    times_redeemed: 0,
    min_subtotal: null,
    fleet_item_ids: null,
    ...overrides,
  };
}

/** A window of `days` whole UTC days starting 2026-07-01T09:00Z (no seasonal rule of the tests touches it). */
export function window(days: number): Pick<PriceInput, 'pickup_date' | 'return_date'> {
  const start = Date.UTC(2026, 6, 1, 9, 0, 0);
  return {
    pickup_date: new Date(start).toISOString(),
    return_date: new Date(start + days * 86_400_000).toISOString(),
  };
}

/** Run `fn`, expect a PricingError with `code` and `param` (undefined = no param). */
export function expectPricingError(fn: () => unknown, code: string, param: string | undefined): PricingError {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught, `expected a PricingError ${code}`).toBeDefined();
  expect(caught).toBeInstanceOf(PricingError);
  expect(isPricingError(caught)).toBe(true);
  const err = caught as PricingError;
  expect({ code: err.code, param: err.param }).toEqual({ code, param });
  return err;
}

/** The identities of SPEC section 2 ("Result fields") that hold on every result. */
export function expectIdentities(r: PriceResult, opts: { inclusive?: boolean; payer?: 'customer' | 'tenant' } = {}) {
  expect(r.subtotal).toBe(
    r.base_price -
      r.breakdown.multi_day_discount +
      r.seasonal_adjustment +
      r.addon_total -
      r.package_savings -
      r.coupon_discount,
  );
  expect(r.discount_amount).toBe(r.breakdown.multi_day_discount + r.package_savings + r.coupon_discount);
  const gross = r.subtotal + (opts.inclusive ? 0 : r.tax);
  expect(r.total).toBe(gross + ((opts.payer ?? 'customer') === 'customer' ? r.service_fee_amount : 0));
  for (const [k, v] of Object.entries(r)) {
    if (typeof v === 'number') {
      expect(Number.isSafeInteger(v), k).toBe(true);
      if (k !== 'seasonal_adjustment') expect(v, k).toBeGreaterThanOrEqual(0);
    }
  }
}
