/**
 * `POST /v1/pricing/calculate`: look up the records the engine needs in the key's tenant and mode and
 * call `calculatePrice`. Reads only: it writes nothing.
 */
import {
  type AddonSelection,
  type Coupon,
  calculatePrice,
  type Package,
  type PriceInput,
  type PriceResult,
  type PricingRule,
  type ServiceFeeSettings,
  type TaxSettings,
} from '@rentline/pricing-engine';
import type { Db } from '../db/connection.js';
import { getRecord, selectRecords } from '../db/repositories/resources.js';
import type { Scope } from '../db/repositories/scope.js';
import { ADDONS, COUPONS, FLEET_ITEMS, PACKAGES, PRICING_RULES } from '../db/repositories/tables.js';
import { invalidRequest } from '../http/errors.js';
import { findCouponByCode } from './catalog.js';
import { loadTenant, TIER_FEE_BPS } from './tenants.js';

export interface CalculateInput {
  fleet_item_id: string;
  pickup_date: string;
  return_date: string;
  half_day?: boolean | undefined;
  addons?: { addon_id: string; quantity: number }[] | undefined;
  coupon_code?: string | null | undefined;
}

export interface Quote extends PriceResult {
  object: 'price_calculation';
  livemode: boolean;
  currency: string;
}

/** Everything a price needs besides the items, add-ons and coupon, read from one tenant and mode. */
export interface PricingContext {
  rules: PricingRule[];
  packages: Package[];
  tax: TaxSettings;
  service_fee: ServiceFeeSettings;
  time_zone: string;
  currency: string;
}

/**
 * The active rules that are global or for one of `itemIds`, the active packages, the mode's tax
 * settings, the tier's fee and its payer, and the tenant time zone (shared by calculate and bookings).
 */
export function loadPricingContext(db: Db, scope: Scope, itemIds: readonly string[]): PricingContext {
  const { tenant, settings } = loadTenant(db, scope);
  const rules = selectRecords(
    db,
    PRICING_RULES,
    scope,
    'active = 1 AND (fleet_item_id IS NULL OR fleet_item_id IN (SELECT value FROM json_each(?)))',
    [JSON.stringify(itemIds)],
  ) as unknown as PricingRule[];
  const packages = selectRecords(db, PACKAGES, scope, 'active = 1') as unknown as Package[];
  return {
    rules,
    packages,
    tax: { rate_bps: settings.tax_rate_bps, inclusive: settings.tax_inclusive },
    service_fee: { rate_bps: TIER_FEE_BPS[tenant.subscription_tier], payer: settings.service_fee_payer },
    time_zone: settings.timezone,
    currency: settings.currency,
  };
}

/** The coupon with this code (case-insensitive) in the scope; unknown → 400 `coupon_invalid`. */
export function loadCouponByCode(db: Db, scope: Scope, code: string): Coupon {
  const id = findCouponByCode({ db, scope }, code);
  const rec = id === undefined ? undefined : getRecord(db, COUPONS, scope, id);
  if (rec === undefined) throw invalidRequest('coupon_invalid', `No such coupon: '${code}'.`, 'coupon_code');
  return rec as unknown as Coupon;
}

/** Build the engine input from the database (exported for the CLI's `quote` and for tests). */
export function buildPriceInput(db: Db, scope: Scope, input: CalculateInput, now: Date): PriceInput {
  return buildQuoteInput(db, scope, input, now).priceInput;
}

/** The engine input and the tenant's currency, read once. */
function buildQuoteInput(db: Db, scope: Scope, input: CalculateInput, now: Date): { priceInput: PriceInput; currency: string } {
  const item = getRecord(db, FLEET_ITEMS, scope, input.fleet_item_id);
  if (item === undefined) {
    throw invalidRequest('resource_missing', `No such fleet item: '${input.fleet_item_id}'.`, 'fleet_item_id');
  }
  const addons: AddonSelection[] = (input.addons ?? []).map((sel, i) => {
    const addon = getRecord(db, ADDONS, scope, sel.addon_id);
    if (addon === undefined) {
      throw invalidRequest('resource_missing', `No such add-on: '${sel.addon_id}'.`, `addons.${i}.addon_id`);
    }
    return { addon: addon as unknown as AddonSelection['addon'], quantity: sel.quantity };
  });
  const coupon = input.coupon_code == null ? null : loadCouponByCode(db, scope, input.coupon_code);
  const { rules, packages, tax, service_fee, time_zone, currency } = loadPricingContext(db, scope, [item.id]);
  const priceInput: PriceInput = {
    item: item as unknown as PriceInput['item'],
    pickup_date: input.pickup_date,
    return_date: input.return_date,
    ...(input.half_day === undefined ? {} : { half_day: input.half_day }),
    rules,
    addons,
    packages,
    coupon,
    tax,
    service_fee,
    time_zone,
    now,
  };
  return { priceInput, currency };
}

export function calculateQuote(db: Db, scope: Scope, input: CalculateInput, now: Date): Quote {
  // One read transaction: every record comes from the same snapshot.
  const { priceInput, currency } = db.transaction(() => buildQuoteInput(db, scope, input, now))();
  // A PricingError becomes a 400 with its code and param in the error boundary.
  return { object: 'price_calculation', livemode: scope.livemode, currency, ...calculatePrice(priceInput) };
}
