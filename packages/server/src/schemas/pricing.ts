/** `POST /v1/pricing/calculate`: request and result (interface.md section 2). */
import { z } from 'zod';
import { adjustmentType, id, instant } from './common.js';

export const CalculateRequest = z.strictObject({
  fleet_item_id: id,
  pickup_date: instant,
  return_date: instant,
  half_day: z
    .boolean()
    .optional()
    .meta({ description: 'Omitted: auto-detected (<= 5 h). true forces, false disables' }),
  addons: z
    .array(z.strictObject({ addon_id: id, quantity: z.int().min(1).max(1000).default(1) }))
    .max(50)
    .optional(),
  coupon_code: z.string().min(1).max(255).nullable().optional(),
});

export const PriceResultSchema = z
  .strictObject({
    object: z.literal('price_calculation'),
    livemode: z.boolean(),
    currency: z.string(),
    base_price: z.int(),
    discount_amount: z.int(),
    seasonal_adjustment: z.int(),
    addon_total: z.int(),
    package_savings: z.int(),
    coupon_discount: z.int(),
    subtotal: z.int(),
    tax: z.int(),
    total: z.int(),
    deposit_hold_amount: z.int(),
    service_fee_amount: z.int(),
    breakdown: z.strictObject({
      days: z.int(),
      half_day: z.boolean(),
      rate_per_day: z.int(),
      multi_day_discount: z.int(),
      seasonal_rules_applied: z.array(
        z.strictObject({
          rule_id: z.string(),
          type: z.literal('seasonal'),
          adjustment_type: adjustmentType,
          adjustment_value: z.int(),
        }),
      ),
      coupon: z.strictObject({ code: z.string(), discount_type: adjustmentType, discount_value: z.int() }).nullable(),
      package: z.strictObject({ package_id: z.string(), name: z.string(), savings: z.int() }).nullable(),
      addons: z.array(
        z.strictObject({
          addon_id: z.string(),
          name: z.string(),
          quantity: z.int(),
          unit_price: z.int(),
          total: z.int(),
        }),
      ),
    }),
  })
  .meta({ id: 'PriceCalculation' });
