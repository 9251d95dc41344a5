/**
 * zod schemas for every engine input. `calculatePrice` and `priceCart` validate with them first and
 * turn the first problem into a {@link PricingError} (`parameter_missing`, `parameter_unknown` or
 * `parameter_invalid`, with the dotted `param`). Records (items, rules, add-ons, packages, coupons)
 * may carry extra fields, as the API returns them; the top-level inputs may not, so a typo is caught.
 */
import { z } from 'zod';
import {
  AMOUNT_TEXT,
  amount,
  type Declared,
  id,
  instant,
  isoDate,
  MAX_AMOUNT,
  name,
  quantity,
  range,
} from './_lib/zod-fields.js';
import { PricingError } from './errors.js';
import { LIMITS, MAX_INSTANT_LENGTH } from './limits.js';
import { ScheduleSchema } from './schedule-schemas.js';

export * from './schedule-schemas.js';

const { days_threshold: DAYS, multi_day_percent, seasonal_percent, discount_percent } = LIMITS;

const adjustmentType = z.enum(['percent', 'dollar']);
export type AdjustmentType = z.infer<typeof adjustmentType>;
const ruleType = z.enum(['seasonal', 'multi_day', 'weekday']);
export type RuleType = z.infer<typeof ruleType>;
/** An instant: an ISO 8601 string (with or without offset, or a date alone) or a `Date`. */
export type InstantInput = z.input<typeof instant>;

const TIERS = LIMITS.rate_table_tiers;

/** A fleet item's `rate_table`: 1..20 tiers with `days` strictly increasing in 1..730. */
export const RateTableSchema = z.strictObject({
  /** 1..20 tiers, `days` strictly increasing. */
  tiers: z
    .array(z.strictObject({ days: z.int().min(1).max(LIMITS.max_rental_days), price: amount }))
    .min(TIERS.min)
    .max(TIERS.max)
    .superRefine((tiers, ctx) => {
      for (let i = 1; i < tiers.length; i++) {
        const prev = tiers[i - 1]?.days;
        const days = tiers[i]?.days;
        if (typeof prev === 'number' && typeof days === 'number' && days <= prev) {
          ctx.addIssue({ code: 'custom', path: [i, 'days'], message: 'tier days must be strictly increasing' });
        }
      }
    }),
  strategy: z.enum(['round_up', 'best']),
  /** The price of a day beyond (`round_up`) or besides (`best`) the tiers. Default: `price_full_day`. */
  extra_day_price: amount.nullish(),
});

/** A fleet item's duration price list ("3 days for the price of 2", "a 4-day week"). */
export type RateTable = z.input<typeof RateTableSchema>;
/** One row of a rate table: `days` (1..730) cost `price` cents. */
export type RateTier = RateTable['tiers'][number];

/** The rates of one fleet item. `price_full_day` is required; the others fall back to it. */
export const FleetItemSchema = z.looseObject({
  id,
  name: name.optional(),
  price_full_day: amount,
  price_half_day: amount.nullish(),
  price_multi_day: amount.nullish(),
  price_weekly: amount.nullish(),
  /** Held on the customer's card, never part of the total. Default 0. */
  deposit_amount: amount.optional(),
  /** An inactive item cannot be priced (`resource_inactive`). Default true. */
  active: z.boolean().optional(),
  /**
   * Cents per started increment, for a rental of one rental date and at most 24 h of real time. The
   * base is the hourly price when it is lower than the half-day or 1-day price (a tie keeps the
   * latter). `null` or absent: no hourly rate.
   */
  price_hourly: amount.nullish(),
  /** 15, 30 or 60 (default; `null` also means 60). */
  hourly_increment_minutes: z.literal(LIMITS.hourly_increment_minutes).nullish(),
  /** Replaces the 1-day, 2-6 day and weekly rates (not half-day, not hourly). */
  rate_table: RateTableSchema.nullish(),
  /** The shortest rental in real elapsed minutes (1..525600), else `rental_too_short`. */
  min_rental_minutes: range(LIMITS.min_rental_minutes).nullish(),
  /** The longest rental in rental days, counted before closed days are removed (1..730), else `rental_too_long`. */
  max_rental_days: z.int().min(1).max(LIMITS.max_rental_days).nullish(),
});
/** The rates of one fleet item. `price_full_day` is required; the others fall back to it. */
export type FleetItem = Declared<z.input<typeof FleetItemSchema>>;

/** A pricing rule, as `GET /v1/pricing/rules/:id` returns it. Extra fields are ignored. */

export const PricingRuleSchema = z
  .looseObject({
    id,
    /** `null` (or absent) = a global rule. */
    fleet_item_id: id.nullish(),
    type: ruleType,
    /**
     * Seasonal rules: first day, `YYYY-MM-DD`, a tenant-local date. Weekday rules: optional (with
     * `end_date`), limits the rule to those dates.
     */
    start_date: isoDate.nullish(),
    /** Seasonal rules: last day (inclusive), `YYYY-MM-DD`. Weekday rules: optional, with `start_date`. */
    end_date: isoDate.nullish(),
    /** Multi-day rules: the least number of days for the rule to apply (1..730). */
    days_threshold: z.int().nullish(),
    adjustment_type: adjustmentType,
    /** Whole percent, or cents (per day for seasonal and weekday dollar rules). */
    adjustment_value: z.int(),
    priority: z.int().optional(),
    /** Inactive rules are ignored. Default true. */
    active: z.boolean().optional(),
    /** Tie-breaker: older rules first. */
    created_at: z.string().nullish(),
    /** Weekday rules only (required there): the ISO weekdays (1 = Monday .. 7 = Sunday) it adjusts, distinct. */
    weekdays: z.array(z.int()).nullish(),
  })
  .superRefine((rule, ctx) => {
    const v = rule.adjustment_value;
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (rule.type === 'weekday') {
      weekdayRule(rule, ctx);
      return;
    }
    if (rule.type === 'multi_day') {
      if (rule.days_threshold == null) issue('days_threshold', 'days_threshold is required for a multi_day rule');
      else if (rule.days_threshold < DAYS.min || rule.days_threshold > DAYS.max) {
        issue('days_threshold', `must be ${DAYS.min}..${DAYS.max}`);
      }
      const pct = multi_day_percent;
      if (rule.adjustment_type === 'percent' ? v < pct.min || v > pct.max : v < 0 || v > MAX_AMOUNT) {
        issue(
          'adjustment_value',
          `out of range for a multi_day rule (percent ${pct.min}..${pct.max}, dollar 0..${AMOUNT_TEXT})`,
        );
      }
      if (rule.weekdays != null) issue('weekdays', 'only a weekday rule has weekdays');
    } else {
      if (rule.start_date == null) issue('start_date', 'start_date is required for a seasonal rule');
      if (rule.end_date == null) issue('end_date', 'end_date is required for a seasonal rule');
      if (rule.start_date != null && rule.end_date != null && rule.start_date > rule.end_date) {
        issue('end_date', 'end_date must not be before start_date');
      }
      if (rule.days_threshold != null) issue('days_threshold', 'a seasonal rule has no days_threshold');
      const pct = seasonal_percent;
      if (rule.adjustment_type === 'percent' ? v < pct.min || v > pct.max : v < -MAX_AMOUNT || v > MAX_AMOUNT) {
        issue(
          'adjustment_value',
          `out of range for a seasonal rule (percent ${pct.min}..${pct.max}, dollar -${AMOUNT_TEXT}..${AMOUNT_TEXT})`,
        );
      }
      if (rule.weekdays != null) issue('weekdays', 'only a weekday rule has weekdays');
    }
  });
/** A pricing rule, as `GET /v1/pricing/rules/:id` returns it. Extra fields are ignored. */
export type PricingRule = Declared<z.input<typeof PricingRuleSchema>>;

/**
 * A weekday rule: `weekdays` required (1..7 distinct ISO weekdays), an optional date range (both ends
 * or neither), the seasonal ranges for its value, no `days_threshold`.
 */
function weekdayRule(
  rule: {
    weekdays?: number[] | null | undefined;
    start_date?: string | null | undefined;
    end_date?: string | null | undefined;
    days_threshold?: number | null | undefined;
    adjustment_type: 'percent' | 'dollar';
    adjustment_value: number;
  },
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (rule.weekdays == null) issue(['weekdays'], 'weekdays is required for a weekday rule');
  else if (rule.weekdays.length === 0) issue(['weekdays'], 'weekdays must list at least one ISO weekday (1..7)');
  else {
    const seen = new Set<number>();
    rule.weekdays.forEach((w, i) => {
      if (!(w >= 1 && w <= 7)) issue(['weekdays', i], 'must be an ISO weekday, 1 (Monday) .. 7 (Sunday)');
      else if (seen.has(w)) issue(['weekdays', i], `weekday ${w} is listed twice`);
      seen.add(w);
    });
  }
  if (rule.start_date != null && rule.end_date == null) issue(['end_date'], 'start_date and end_date go together');
  if (rule.start_date == null && rule.end_date != null) issue(['start_date'], 'start_date and end_date go together');
  if (rule.start_date != null && rule.end_date != null && rule.start_date > rule.end_date) {
    issue(['end_date'], 'end_date must not be before start_date');
  }
  if (rule.days_threshold != null) issue(['days_threshold'], 'a weekday rule has no days_threshold');
  const v = rule.adjustment_value;
  const pct = seasonal_percent;
  if (rule.adjustment_type === 'percent' ? v < pct.min || v > pct.max : v < -MAX_AMOUNT || v > MAX_AMOUNT) {
    issue(
      ['adjustment_value'],
      `out of range for a weekday rule (percent ${pct.min}..${pct.max}, dollar -${AMOUNT_TEXT}..${AMOUNT_TEXT})`,
    );
  }
}

const addonPricing = z.enum(['per_item', 'per_day']);
export type AddonPricing = z.infer<typeof addonPricing>;

export const AddonSchema = z.looseObject({
  id,
  name,
  price: amount,
  pricing: addonPricing,
  active: z.boolean().optional(),
});
export type Addon = Declared<z.input<typeof AddonSchema>>;

export const AddonSelectionSchema = z.strictObject({ addon: AddonSchema, quantity });
export type AddonSelection = Declared<z.input<typeof AddonSelectionSchema>>;

const discountValue = <T extends { discount_type: 'percent' | 'dollar'; discount_value: number }>(
  rec: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  const v = rec.discount_value;
  const pct = discount_percent;
  if (rec.discount_type === 'percent' ? v < pct.min || v > pct.max : v < 0 || v > MAX_AMOUNT) {
    const message = `percent ${pct.min}..${pct.max}, dollar 0..${AMOUNT_TEXT}`;
    ctx.addIssue({ code: 'custom', path: ['discount_value'], message });
  }
};

export const PackageSchema = z
  .looseObject({
    id,
    name,
    fleet_item_ids: z.array(id).max(LIMITS.max_ids_per_list),
    addon_ids: z.array(id).max(LIMITS.max_ids_per_list),
    discount_type: adjustmentType,
    discount_value: z.int(),
    active: z.boolean().optional(),
  })
  .superRefine(discountValue);
export type Package = Declared<z.input<typeof PackageSchema>>;

export const CouponSchema = z
  .looseObject({
    id: id.optional(),
    code: z.string().min(1).max(LIMITS.max_id_length),
    discount_type: adjustmentType,
    discount_value: z.int(),
    active: z.boolean().optional(),
    valid_from: instant.nullish(),
    valid_until: instant.nullish(),
    max_redemptions: z.int().min(0).nullish(),
    times_redeemed: z.int().min(0).optional(),
    min_subtotal: amount.nullish(),
    /** `null` = the coupon applies to any cart. Otherwise the cart must hold one of these items. */
    fleet_item_ids: z.array(id).max(LIMITS.max_ids_per_list).nullish(),
  })
  .superRefine(discountValue);
export type Coupon = Declared<z.input<typeof CouponSchema>>;

export const TaxSettingsSchema = z.strictObject({
  /** Basis points, 0..10000 (825 = 8.25 %). */
  rate_bps: z.int().min(0).max(LIMITS.max_bps),
  /** `true`: prices already include tax. Default false. */
  inclusive: z.boolean().optional(),
});
export type TaxSettings = z.input<typeof TaxSettingsSchema>;

const feePayer = z.enum(['customer', 'tenant']);
export type FeePayer = z.infer<typeof feePayer>;

export const ServiceFeeSettingsSchema = z.strictObject({
  /** Basis points, 0..10000. Tiers: starter 300, growth 150, enterprise 0. */
  rate_bps: z.int().min(0).max(LIMITS.max_bps),
  /** `customer` (default): added to the total. `tenant`: reported, not added. */
  payer: feePayer.optional(),
});
export type ServiceFeeSettings = z.input<typeof ServiceFeeSettingsSchema>;

/**
 * How a coupon is treated:
 * - `validate` (default): every coupon check of {@link couponDiscount}, in its order, against `now`.
 * - `reapply`: the terms of an earlier redemption are applied again without validation (re-pricing a
 *   booking); a coupon none of whose items is in the cart gives 0.
 */
const couponMode = z.enum(['validate', 'reapply']);
export type CouponMode = z.infer<typeof couponMode>;

/**
 * Which ends of the rental must fall within the schedule's opening hours (an open weekday, inside
 * one of its intervals, not a closed date):
 * - `pickup_and_return` (default): both, as for a new rental (a quote, a booking).
 * - `return`: the return only, as for a booking extended to a new return date (its pickup was
 *   accepted when it was booked, under the hours of that day).
 * - `none`: neither, as for a booking re-priced over the window it already has (an item swapped).
 * The schedule still counts the days and decides which are charged either way.
 */
const openingHoursCheck = z.enum(['pickup_and_return', 'return', 'none']);
export type OpeningHoursCheck = z.infer<typeof openingHoursCheck>;

/**
 * A quote's fields besides its item (or lines), its window and `explain`, in the order they are
 * checked: what a price calendar takes with its dates.
 */
export const quoteFields = {
  /** Omitted: auto-detect (real elapsed time <= 5 h). `true`: force. `false`: never. */
  half_day: z.boolean().optional(),
  rules: z.array(PricingRuleSchema).max(LIMITS.max_rules).optional(),
  addons: z.array(AddonSelectionSchema).max(LIMITS.max_addons).optional(),
  packages: z.array(PackageSchema).max(LIMITS.max_packages).optional(),
  coupon: CouponSchema.nullish(),
  coupon_mode: couponMode.optional(),
  tax: TaxSettingsSchema.optional(),
  service_fee: ServiceFeeSettingsSchema.optional(),
  /** IANA time zone of the tenant. Default `UTC`. */
  time_zone: z.string().max(MAX_INSTANT_LENGTH).optional(),
  /** The moment the coupon is checked against. Required when a coupon is validated. */
  now: instant.optional(),
  /** The shop's schedule: opening hours, closed dates, the day count. Absent or `null`: the defaults. */
  schedule: ScheduleSchema.nullish(),
  /** Which ends of the rental the schedule's opening hours apply to. Default `pickup_and_return`. */
  opening_hours_check: openingHoursCheck.optional(),
};

const common = {
  pickup_date: instant,
  return_date: instant,
  ...quoteFields,
  /** `true`: the result gains `ledger`, what each rental date costs and why. Default false (no `ledger`). */
  explain: z.boolean().optional(),
};

export const PriceInputSchema = z.strictObject({ item: FleetItemSchema, ...common });
/** Input of {@link calculatePrice}: one unit of one fleet item. */
export type PriceInput = Declared<z.input<typeof PriceInputSchema>>;

export const CartLineInputSchema = z.strictObject({
  item: FleetItemSchema,
  /** 1..1000, default 1. */
  quantity: quantity.optional(),
  /** A fixed unit price (0..1e11). An overridden line gets no multi-day discount or seasonal change. */
  override_price: amount.nullish(),
});
export type CartLineInput = Declared<z.input<typeof CartLineInputSchema>>;

export const CartInputSchema = z.strictObject({
  line_items: z.array(CartLineInputSchema).min(1).max(LIMITS.max_line_items),
  ...common,
});
/** Input of {@link priceCart}: line items with quantities (a booking). */
export type CartInput = Declared<z.input<typeof CartInputSchema>>;

/**
 * The first zod issue as a PricingError with a dotted param. `root` prefixes the param (a schema
 * parsed on its own, as a field of something larger: `schedule`).
 */
export function toPricingError(error: z.ZodError, root?: string): PricingError {
  const issue = error.issues[0];
  if (issue === undefined) return new PricingError('parameter_invalid', 'Invalid input.', root);
  const path = root === undefined ? issue.path.map(String) : [root, ...issue.path.map(String)];
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    const param = [...path, key].join('.');
    return new PricingError('parameter_unknown', `Unknown parameter: ${param}.`, param);
  }
  const param = path.join('.') || undefined;
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined) {
    return new PricingError('parameter_missing', `Missing required parameter: ${param}.`, param);
  }
  // A bad record key (an opening-hours weekday): the key's own message says what keys may be.
  const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
  return new PricingError('parameter_invalid', `Invalid ${param ?? 'input'}: ${message}.`, param);
}

/** Parse with a schema; throw the first problem as a PricingError (params prefixed with `root`). */
export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown, root?: string): T {
  const r = schema.safeParse(input, { reportInput: true });
  if (!r.success) throw toPricingError(r.error, root);
  return r.data;
}
