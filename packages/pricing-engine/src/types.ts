/**
 * Public data shapes of the pricing engine. They mirror Rentline's wire format (snake_case), so a
 * record fetched from the API can be handed to the engine as it is. All amounts are integer cents.
 */
import type { PriceLedger, RateBasis } from './explain-types.js';
import type { HourlyIncrement, LateFeePolicy, RateTable, Schedule } from './plan-types.js';

export type * from './explain-types.js';
export type * from './plan-types.js';

/** An instant: an ISO 8601 string (with or without offset, or a date alone) or a `Date`. */
export type InstantInput = string | Date;

/** The rates of one fleet item. `price_full_day` is required; the others fall back to it. */
export interface FleetItem {
  id: string;
  name?: string;
  price_full_day: number;
  price_half_day?: number | null;
  price_multi_day?: number | null;
  price_weekly?: number | null;
  /** Held on the customer's card, never part of the total. Default 0. */
  deposit_amount?: number;
  /** An inactive item cannot be priced (`resource_inactive`). Default true. */
  active?: boolean;
  /**
   * Cents per started increment, for a rental of one rental date and at most 24 h of real time. The
   * base is the hourly price when it is lower than the half-day or 1-day price (a tie keeps the
   * latter). `null` or absent: no hourly rate.
   */
  price_hourly?: number | null;
  /** 15, 30 or 60 (default; `null` also means 60). */
  hourly_increment_minutes?: HourlyIncrement | null;
  /** Replaces the 1-day, 2-6 day and weekly rates (not half-day, not hourly). */
  rate_table?: RateTable | null;
  /** The shortest rental in real elapsed minutes (1..525600), else `rental_too_short`. */
  min_rental_minutes?: number | null;
  /** The longest rental in rental days, counted before closed days are removed (1..730), else `rental_too_long`. */
  max_rental_days?: number | null;
}

export type AdjustmentType = 'percent' | 'dollar';
export type RuleType = 'seasonal' | 'multi_day' | 'weekday';

/** A pricing rule, as `GET /v1/pricing/rules/:id` returns it. Extra fields are ignored. */
export interface PricingRule {
  id: string;
  /** `null` (or absent) = a global rule. */
  fleet_item_id?: string | null;
  type: RuleType;
  /**
   * Seasonal rules: first day, `YYYY-MM-DD`, a tenant-local date. Weekday rules: optional (with
   * `end_date`), limits the rule to those dates.
   */
  start_date?: string | null;
  /** Seasonal rules: last day (inclusive), `YYYY-MM-DD`. Weekday rules: optional, with `start_date`. */
  end_date?: string | null;
  /** Weekday rules only (required there): the ISO weekdays (1 = Monday .. 7 = Sunday) it adjusts, distinct. */
  weekdays?: number[] | null;
  /** Multi-day rules: the least number of days for the rule to apply (1..730). */
  days_threshold?: number | null;
  adjustment_type: AdjustmentType;
  /** Whole percent, or cents (per day for seasonal and weekday dollar rules). */
  adjustment_value: number;
  priority?: number;
  /** Inactive rules are ignored. Default true. */
  active?: boolean;
  /** Tie-breaker: older rules first. */
  created_at?: string | null;
}

export type AddonPricing = 'per_item' | 'per_day';

export interface Addon {
  id: string;
  name: string;
  price: number;
  pricing: AddonPricing;
  active?: boolean;
}

export interface AddonSelection {
  addon: Addon;
  quantity: number;
}

export interface Package {
  id: string;
  name: string;
  fleet_item_ids: string[];
  addon_ids: string[];
  discount_type: AdjustmentType;
  discount_value: number;
  active?: boolean;
}

export interface Coupon {
  id?: string;
  code: string;
  discount_type: AdjustmentType;
  discount_value: number;
  active?: boolean;
  valid_from?: InstantInput | null;
  valid_until?: InstantInput | null;
  max_redemptions?: number | null;
  times_redeemed?: number;
  min_subtotal?: number | null;
  /** `null` = the coupon applies to any cart. Otherwise the cart must hold one of these items. */
  fleet_item_ids?: string[] | null;
}

export interface TaxSettings {
  /** Basis points, 0..10000 (825 = 8.25 %). */
  rate_bps: number;
  /** `true`: prices already include tax. Default false. */
  inclusive?: boolean;
}

export type FeePayer = 'customer' | 'tenant';

export interface ServiceFeeSettings {
  /** Basis points, 0..10000. Tiers: starter 300, growth 150, enterprise 0. */
  rate_bps: number;
  /** `customer` (default): added to the total. `tenant`: reported, not added. */
  payer?: FeePayer;
}

/**
 * How a coupon is treated:
 * - `validate` (default): every coupon check of {@link couponDiscount}, in its order, against `now`.
 * - `reapply`: the terms of an earlier redemption are applied again without validation (re-pricing a
 *   booking); a coupon none of whose items is in the cart gives 0.
 */
export type CouponMode = 'validate' | 'reapply';

/**
 * Which ends of the rental must fall within the schedule's opening hours (an open weekday, inside
 * one of its intervals, not a closed date):
 * - `pickup_and_return` (default): both, as for a new rental (a quote, a booking).
 * - `return`: the return only, as for a booking extended to a new return date (its pickup was
 *   accepted when it was booked, under the hours of that day).
 * - `none`: neither, as for a booking re-priced over the window it already has (an item swapped).
 * The schedule still counts the days and decides which are charged either way.
 */
export type OpeningHoursCheck = 'pickup_and_return' | 'return' | 'none';

interface CommonInput {
  pickup_date: InstantInput;
  return_date: InstantInput;
  /** Omitted: auto-detect (real elapsed time <= 5 h). `true`: force. `false`: never. */
  half_day?: boolean;
  rules?: PricingRule[];
  addons?: AddonSelection[];
  packages?: Package[];
  coupon?: Coupon | null;
  coupon_mode?: CouponMode;
  tax?: TaxSettings;
  service_fee?: ServiceFeeSettings;
  /** IANA time zone of the tenant. Default `UTC`. */
  time_zone?: string;
  /** The moment the coupon is checked against. Required when a coupon is validated. */
  now?: InstantInput;
  /** The shop's schedule: opening hours, closed dates, the day count. Absent or `null`: the defaults. */
  schedule?: Schedule | null;
  /** Which ends of the rental the schedule's opening hours apply to. Default `pickup_and_return`. */
  opening_hours_check?: OpeningHoursCheck;
  /** `true`: the result gains `ledger`, what each rental date costs and why. Default false (no `ledger`). */
  explain?: boolean;
}

/** Input of {@link calculatePrice}: one unit of one fleet item. */
export interface PriceInput extends CommonInput {
  item: FleetItem;
}

export interface CartLineInput {
  item: FleetItem;
  /** 1..1000, default 1. */
  quantity?: number;
  /** A fixed unit price (0..1e11). An overridden line gets no multi-day discount or seasonal change. */
  override_price?: number | null;
}

/** Input of {@link priceCart}: line items with quantities (a booking). */
export interface CartInput extends CommonInput {
  line_items: CartLineInput[];
}

export interface SeasonalRuleApplied {
  rule_id: string;
  type: 'seasonal' | 'weekday';
  adjustment_type: AdjustmentType;
  adjustment_value: number;
}

export interface AddonLine {
  addon_id: string;
  name: string;
  quantity: number;
  unit_price: number;
  total: number;
}

export interface CouponApplied {
  code: string;
  discount_type: AdjustmentType;
  discount_value: number;
}

export interface PackageApplied {
  package_id: string;
  name: string;
  savings: number;
}

/**
 * Which row of stage 1 priced a unit: `half_day`, `hourly` (the hourly rate was lower), `daily` (the
 * 1-day, multi-day and weekly rates) or `rate_table`.
 */

export interface PriceBreakdown {
  /** Days priced: the rental days less closed days that are not charged (1 for half-day and hourly). */
  days: number;
  /** True exactly when `rate_basis` is `half_day`. */
  half_day: boolean;
  /**
   * How stage 1 priced the unit. A cart's is its lines' when they all share one, else `mixed` (each
   * line says its own); `calculatePrice` never answers `mixed`.
   */
  rate_basis: RateBasis | 'mixed';
  /**
   * The increments billed when `rate_basis` is `hourly`, else `null` (a cart: the lines' when every
   * line is hourly with the same units, else `null`).
   */
  hourly_units: number | null;
  /** Rental days counted before closed days are removed. */
  rental_days: number;
  /** The rental's closed dates that were not charged, `YYYY-MM-DD` ascending (empty unless some were skipped). */
  closed_dates_skipped: string[];
  rate_per_day: number;
  multi_day_discount: number;
  seasonal_rules_applied: SeasonalRuleApplied[];
  coupon: CouponApplied | null;
  package: PackageApplied | null;
  addons: AddonLine[];
}

/** The result of {@link calculatePrice}: the amounts of the eight stages and how they were reached. */
export interface PriceResult {
  base_price: number;
  /** multi_day_discount + package_savings + coupon_discount. */
  discount_amount: number;
  /** Negative when it lowers the price. */
  seasonal_adjustment: number;
  addon_total: number;
  package_savings: number;
  coupon_discount: number;
  subtotal: number;
  tax: number;
  total: number;
  deposit_hold_amount: number;
  service_fee_amount: number;
  breakdown: PriceBreakdown;
  /** Only with `explain: true`: each line's dates and the cart, adding up to the amounts above. */
  ledger?: PriceLedger;
}

/** One line item as priced by {@link priceCart}. */
export interface CartLineResult {
  fleet_item_id: string;
  fleet_item_name: string | null;
  quantity: number;
  /** One unit's computed price: base - multi-day discount + seasonal adjustment. */
  unit_price: number;
  override_price: number | null;
  /** (override_price ?? unit_price) × quantity. */
  line_total: number;
  /** One unit, stages 1-3. */
  base_price: number;
  rate_basis: RateBasis;
  /** The increments billed when `rate_basis` is `hourly`, else `null`. */
  hourly_units: number | null;
  rate_per_day: number;
  multi_day_discount: number;
  seasonal_adjustment: number;
  seasonal_rules_applied: SeasonalRuleApplied[];
}

/**
 * The result of {@link priceCart}. The cart-level `base_price`, `multi_day_discount` and
 * `seasonal_adjustment` are sums over lines × quantity, where an overridden line counts its override
 * as base and 0 discount and 0 seasonal adjustment, so `Σ line_total = base_price -
 * multi_day_discount + seasonal_adjustment`.
 */
export interface CartPriceResult extends PriceResult {
  line_items: CartLineResult[];
}

/** A rental window resolved against a time zone (and a schedule). */
export interface RentalDays {
  /** Days priced (1 for a half-day): `rental_days` less the closed dates that are not charged. */
  days: number;
  half_day: boolean;
  /** Pickup and return as epoch milliseconds. */
  pickup_ms: number;
  return_ms: number;
  /** Tenant-local calendar dates of the first and last rental day, `YYYY-MM-DD`. */
  first_date: string;
  last_date: string;
  /** Rental days as the schedule's day count counts them, before closed dates are removed. */
  rental_days: number;
  /** The rental dates not charged (the schedule's `charge_closed_days: false`), ascending. */
  closed_dates_skipped: string[];
}

/** Input of {@link priceLateReturn}. */
export interface LateReturnInput {
  /** When the rental was due back. */
  scheduled_return: InstantInput;
  /** When it came back. */
  actual_return: InstantInput;
  policy: LateFeePolicy;
  /** Units returned late, 1..1000; default 1. */
  quantity?: number;
  /** Reads instants without an offset. Default `UTC`. Lateness is real elapsed time either way. */
  time_zone?: string;
}
