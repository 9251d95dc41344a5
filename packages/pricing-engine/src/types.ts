/**
 * Public data shapes of the pricing engine. They mirror Rentline's wire format (snake_case), so a
 * record fetched from the API can be handed to the engine as it is. All amounts are integer cents.
 */

/** An instant: an ISO 8601 string (with or without offset, or a date alone) or a `Date`. */
export type InstantInput = string | Date;

/** Minutes an hourly rate is billed in. */
export type HourlyIncrement = 15 | 30 | 60;

/** One row of a rate table: `days` (1..730) cost `price` cents. */
export interface RateTier {
  days: number;
  price: number;
}

/**
 * How a rate table prices n days:
 * - `round_up`: the first tier of at least n days; past the last tier, its price + each further day
 *   at `extra_day_price`.
 * - `best`: the cheapest mix of tiers (each any number of times) and single days at `extra_day_price`
 *   that covers at least n days.
 */
export type RateTableStrategy = 'round_up' | 'best';

/** A fleet item's duration price list ("3 days for the price of 2", "a 4-day week"). */
export interface RateTable {
  /** 1..20 tiers, `days` strictly increasing. */
  tiers: RateTier[];
  strategy: RateTableStrategy;
  /** The price of a day beyond (`round_up`) or besides (`best`) the tiers. Default: `price_full_day`. */
  extra_day_price?: number | null;
}

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

/** `[open, close]`, local times `HH:mm`; `close` may be `24:00`. */
export type OpeningInterval = [string, string];

/**
 * Opening hours per ISO weekday, `"1"` (Monday) .. `"7"` (Sunday): sorted, non-overlapping intervals
 * (one may start where the previous ends). A weekday that is missing or `[]` is closed all day.
 */
export type OpeningHours = { [weekday in '1' | '2' | '3' | '4' | '5' | '6' | '7']?: OpeningInterval[] };

/**
 * How rental days are counted:
 * - `elapsed`: the wall-clock duration minus `leeway_minutes`, rounded up to whole days (at least 1).
 * - `calendar`: the local dates from pickup to return, without the return's date when the return is
 *   at 00:00, or (with `return_by`) on a later date than pickup at or before `return_by` + leeway.
 */
export type DayCount = 'elapsed' | 'calendar';

/** A shop's schedule. Every field is optional and takes its default ({@link DEFAULT_SCHEDULE}). */
export interface Schedule {
  /** `null` (default): always open. */
  opening_hours?: OpeningHours | null;
  /** `YYYY-MM-DD` local dates the shop is closed, unique, at most 366. Default `[]`. */
  closed_dates?: string[];
  /** `false`: closed dates inside a rental are not charged (and a week has W = open weekdays). Default `true`. */
  charge_closed_days?: boolean;
  /** Default `elapsed`. */
  day_count?: DayCount;
  /** `HH:mm` (00:00..23:59): with `calendar`, a return by then is not charged for its date. Default `null`. */
  return_by?: string | null;
  /** 0..1440 minutes of grace on the day count. Default 0. */
  leeway_minutes?: number;
  /** 0..525600: how long before pickup a booking must be made. A server checks it (it needs a clock). Default 0. */
  min_notice_minutes?: number;
}

/** A {@link Schedule} with every default filled in, as {@link parseSchedule} returns it. */
export interface ResolvedSchedule {
  opening_hours: OpeningHours | null;
  closed_dates: string[];
  charge_closed_days: boolean;
  day_count: DayCount;
  return_by: string | null;
  leeway_minutes: number;
  min_notice_minutes: number;
}

/**
 * How a coupon is treated:
 * - `validate` (default): every coupon check of {@link couponDiscount}, in its order, against `now`.
 * - `reapply`: the terms of an earlier redemption are applied again without validation (re-pricing a
 *   booking); a coupon none of whose items is in the cart gives 0.
 */
export type CouponMode = 'validate' | 'reapply';

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
export type RateBasis = 'half_day' | 'hourly' | 'daily' | 'rate_table';

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

/**
 * A late-return fee policy. At least one of `per_hour` / `per_day` must be set (0 counts as set).
 * Omitted keys take their defaults (`grace_minutes` 0, the others `null`).
 */
export interface LateFeePolicy {
  /** 0..10080: a return this late or less costs nothing. Once past it, the whole lateness is charged. */
  grace_minutes?: number;
  /** Cents per started hour (`null`: none). */
  per_hour?: number | null;
  /** Cents per started 24 h (`null`: none). */
  per_day?: number | null;
  /** The most one unit's fee can be (`null`: no cap). */
  cap?: number | null;
}

/** A {@link LateFeePolicy} with every default filled in, as {@link parseLateFeePolicy} returns it. */
export interface ResolvedLateFeePolicy {
  grace_minutes: number;
  per_hour: number | null;
  per_day: number | null;
  cap: number | null;
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
