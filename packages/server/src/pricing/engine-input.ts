/**
 * The one place that turns stored records into the engine's input. Calculate, booking creation and
 * booking re-pricing all price through here, so a quote and a booking over the same records always
 * agree to the cent.
 */
import {
  type AddonSelection,
  type CartInput,
  type CartLineInput,
  type Coupon,
  type CouponMode,
  type OpeningHoursCheck,
  type PriceInput,
  PricingError,
  type ResolvedSchedule,
  type ServiceFeeSettings,
  type TaxSettings,
} from '@rentline/pricing-engine';
import type { Scope } from '../core/scope.js';
import type { CouponRecord, PackageRecord, PricingRuleRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { loadTenant, TIER_FEE_BPS } from '../tenants/service.js';

/** Everything a price needs besides the items, add-ons and coupon, read from one tenant and mode. */
export interface PricingContext {
  rules: PricingRuleRecord[];
  packages: PackageRecord[];
  tax: TaxSettings;
  service_fee: ServiceFeeSettings;
  time_zone: string;
  currency: string;
  /** The mode's default hold of a new pending booking, in minutes (null: it never expires). */
  pending_expiry_minutes: number | null;
  /** The mode's shop schedule: opening hours, closed dates, the day count, the booking notice. */
  schedule: ResolvedSchedule;
}

/** A price's context besides the rules: the mode's tax, the tier's fee, time zone and currency. */
export type PricingBase = Omit<PricingContext, 'rules'>;

/** The mode's tax settings, the tier's fee and its payer, the tenant time zone and currency. */
export async function loadPricingBase(tx: Tx, scope: Scope): Promise<PricingBase> {
  const { tenant, settings } = await loadTenant(tx, scope);
  return {
    packages: await tx.catalog.activePackages(scope),
    tax: { rate_bps: settings.tax_rate_bps, inclusive: settings.tax_inclusive },
    service_fee: { rate_bps: TIER_FEE_BPS[tenant.subscription_tier], payer: settings.service_fee_payer },
    time_zone: settings.timezone,
    currency: settings.currency,
    pending_expiry_minutes: settings.pending_expiry_minutes,
    schedule: settings.schedule,
  };
}

/** The base context plus the active rules that are global or for one of `itemIds`. */
export async function loadPricingContext(tx: Tx, scope: Scope, itemIds: readonly string[]): Promise<PricingContext> {
  const base = await loadPricingBase(tx, scope);
  return { ...base, rules: await tx.catalog.activeRulesFor(scope, itemIds) };
}

/** The coupon with this code (case-insensitive) in the scope; unknown → 400 `coupon_invalid`. */
export async function loadCouponByCode(tx: Tx, scope: Scope, code: string): Promise<CouponRecord> {
  const coupon = await tx.catalog.couponByCode(scope, code);
  // An unknown code is a coupon problem like the engine's own (expired, exhausted, ...): its error.
  if (coupon === undefined) throw new PricingError('coupon_invalid', `No such coupon: '${code}'.`, 'coupon_code');
  return coupon;
}

/** What is being priced, besides the context. */
export interface PricingRequest {
  addons: AddonSelection[];
  pickup_date: string;
  return_date: string;
  /** Omitted: the engine detects a half-day rental itself. */
  half_day?: boolean | undefined;
  coupon: Coupon | null;
  coupon_mode?: CouponMode;
  now: Date;
  /** Omitted: the pickup and the return must both be open (a new rental). */
  opening_hours_check?: OpeningHoursCheck;
}

function common(ctx: PricingContext, req: PricingRequest) {
  return {
    pickup_date: req.pickup_date,
    return_date: req.return_date,
    ...(req.half_day === undefined ? {} : { half_day: req.half_day }),
    rules: ctx.rules,
    addons: req.addons,
    packages: ctx.packages,
    coupon: req.coupon,
    ...(req.coupon_mode === undefined ? {} : { coupon_mode: req.coupon_mode }),
    tax: ctx.tax,
    service_fee: ctx.service_fee,
    time_zone: ctx.time_zone,
    now: req.now,
    schedule: ctx.schedule,
    ...(req.opening_hours_check === undefined ? {} : { opening_hours_check: req.opening_hours_check }),
  };
}

/** One unit of one fleet item (the calculate endpoint and the CLI's quote). */
export function priceInput(ctx: PricingContext, item: PriceInput['item'], req: PricingRequest): PriceInput {
  return { item, ...common(ctx, req) };
}

/** A booking's lines (create, extend, swap). */
export function cartInput(ctx: PricingContext, lines: CartLineInput[], req: PricingRequest): CartInput {
  return { line_items: lines, ...common(ctx, req) };
}
