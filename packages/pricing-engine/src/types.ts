/**
 * Public data shapes of the pricing engine. They mirror Rentline's wire format (snake_case), so a
 * record fetched from the API can be handed to the engine as it is. All amounts are integer cents.
 */
import type { PriceLedger, RateBasis } from './explain-types.js';
import type { AdjustmentType } from './schemas.js';

export type * from './explain-types.js';
export type * from './plan-types.js';

// The input types are derived from their zod schemas, the one place each field is declared.
export type {
  Addon,
  AddonPricing,
  AddonSelection,
  AdjustmentType,
  CartInput,
  CartLineInput,
  Coupon,
  CouponMode,
  FeePayer,
  FleetItem,
  InstantInput,
  LateFeePolicy,
  LateReturnInput,
  OpeningHoursCheck,
  Package,
  PriceInput,
  PricingRule,
  RateTable,
  RateTier,
  ResolvedLateFeePolicy,
  ResolvedSchedule,
  RuleType,
  Schedule,
  ServiceFeeSettings,
  TaxSettings,
} from './schemas.js';

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
