/**
 * zod schemas for every engine input. `calculatePrice` and `priceCart` validate with them first and
 * turn the first problem into a {@link PricingError} (`parameter_missing`, `parameter_unknown` or
 * `parameter_invalid`, with the dotted `param`). Records (items, rules, add-ons, packages, coupons)
 * may carry extra fields, as the API returns them; the top-level inputs may not, so a typo is caught.
 */
import { z } from 'zod';
import { parseDate } from './_lib/instant.js';
import { PricingError } from './errors.js';
import { LIMITS, MAX_INSTANT_LENGTH } from './limits.js';

const { max_amount: MAX_AMOUNT, days_threshold: DAYS, multi_day_percent, seasonal_percent, discount_percent } = LIMITS;
/** `MAX_AMOUNT` as the messages write it: `1e11`. */
const AMOUNT_TEXT = MAX_AMOUNT.toExponential().replace('e+', 'e');

const id = z.string().min(1).max(LIMITS.max_id_length);
const name = z.string().max(LIMITS.max_name_length * 4);
const amount = z.int().min(0).max(MAX_AMOUNT);
const quantity = z.int().min(1).max(LIMITS.max_quantity);
const adjustmentType = z.enum(['percent', 'dollar']);
const instant = z.union([z.string().max(MAX_INSTANT_LENGTH), z.date()]);
const isoDate = z.string().refine((s) => parseDate(s) !== undefined, 'must be a YYYY-MM-DD date');

export const FleetItemSchema = z.looseObject({
  id,
  name: name.optional(),
  price_full_day: amount,
  price_half_day: amount.nullish(),
  price_multi_day: amount.nullish(),
  price_weekly: amount.nullish(),
  deposit_amount: amount.optional(),
  active: z.boolean().optional(),
});

export const PricingRuleSchema = z
  .looseObject({
    id,
    fleet_item_id: id.nullish(),
    type: z.enum(['seasonal', 'multi_day']),
    start_date: isoDate.nullish(),
    end_date: isoDate.nullish(),
    days_threshold: z.int().nullish(),
    adjustment_type: adjustmentType,
    adjustment_value: z.int(),
    priority: z.int().optional(),
    active: z.boolean().optional(),
    created_at: z.string().nullish(),
  })
  .superRefine((rule, ctx) => {
    const v = rule.adjustment_value;
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
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
    }
  });

export const AddonSchema = z.looseObject({
  id,
  name,
  price: amount,
  pricing: z.enum(['per_item', 'per_day']),
  active: z.boolean().optional(),
});

export const AddonSelectionSchema = z.strictObject({ addon: AddonSchema, quantity });

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
    fleet_item_ids: z.array(id).max(LIMITS.max_ids_per_list).nullish(),
  })
  .superRefine(discountValue);

export const TaxSettingsSchema = z.strictObject({
  rate_bps: z.int().min(0).max(LIMITS.max_bps),
  inclusive: z.boolean().optional(),
});

export const ServiceFeeSettingsSchema = z.strictObject({
  rate_bps: z.int().min(0).max(LIMITS.max_bps),
  payer: z.enum(['customer', 'tenant']).optional(),
});

const common = {
  pickup_date: instant,
  return_date: instant,
  half_day: z.boolean().optional(),
  rules: z.array(PricingRuleSchema).max(LIMITS.max_rules).optional(),
  addons: z.array(AddonSelectionSchema).max(LIMITS.max_addons).optional(),
  packages: z.array(PackageSchema).max(LIMITS.max_packages).optional(),
  coupon: CouponSchema.nullish(),
  coupon_mode: z.enum(['validate', 'reapply']).optional(),
  tax: TaxSettingsSchema.optional(),
  service_fee: ServiceFeeSettingsSchema.optional(),
  time_zone: z.string().max(MAX_INSTANT_LENGTH).optional(),
  now: instant.optional(),
};

export const PriceInputSchema = z.strictObject({ item: FleetItemSchema, ...common });

export const CartLineInputSchema = z.strictObject({
  item: FleetItemSchema,
  quantity: quantity.optional(),
  override_price: amount.nullish(),
});

export const CartInputSchema = z.strictObject({
  line_items: z.array(CartLineInputSchema).min(1).max(LIMITS.max_line_items),
  ...common,
});

/** The first zod issue as a PricingError with a dotted param. */
export function toPricingError(error: z.ZodError): PricingError {
  const issue = error.issues[0];
  if (issue === undefined) return new PricingError('parameter_invalid', 'Invalid input.');
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    const param = [...path, key].join('.');
    return new PricingError('parameter_unknown', `Unknown parameter: ${param}.`, param);
  }
  const param = path.join('.') || undefined;
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined) {
    return new PricingError('parameter_missing', `Missing required parameter: ${param}.`, param);
  }
  return new PricingError('parameter_invalid', `Invalid ${param ?? 'input'}: ${issue.message}.`, param);
}

/** Parse with a schema; throw the first problem as a PricingError. */
export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input, { reportInput: true });
  if (!r.success) throw toPricingError(r.error);
  return r.data;
}
