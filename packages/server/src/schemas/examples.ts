/**
 * Request and response examples for the OpenAPI document and /docs. They are real: a test replays each
 * request against the demo catalog (`ensureDemo`, clock 2026-06-15T12:00Z, test mode) and compares.
 */
import { BOOKING_EXAMPLE } from './bookings.js';

export const CALCULATE_EXAMPLE = {
  request: {
    fleet_item_id: 'fi_demo_kayak',
    pickup_date: '2026-07-01T09:00',
    return_date: '2026-07-04T09:00',
    addons: [{ addon_id: 'ao_demo_lifejacket', quantity: 1 }],
    coupon_code: 'SUMMER10',
  },
  // 3 days at the multi-day rate (4000), summer +20 %, the paddle bundle (10 % of 14400 + 1500),
  // SUMMER10 (10 % of 14310), 8.25 % tax, the starter tier's 3 % fee.
  response: {
    object: 'price_calculation',
    livemode: false,
    currency: 'usd',
    base_price: 12000,
    discount_amount: 3021,
    seasonal_adjustment: 2400,
    addon_total: 1500,
    package_savings: 1590,
    coupon_discount: 1431,
    subtotal: 12879,
    tax: 1063,
    total: 14360,
    deposit_hold_amount: 20000,
    service_fee_amount: 418,
    breakdown: {
      days: 3,
      half_day: false,
      rate_per_day: 4000,
      multi_day_discount: 0,
      seasonal_rules_applied: [
        { rule_id: 'pr_demo_summer', type: 'seasonal', adjustment_type: 'percent', adjustment_value: 20 },
      ],
      coupon: { code: 'SUMMER10', discount_type: 'percent', discount_value: 10 },
      package: { package_id: 'pkg_demo_paddle', name: 'Paddle bundle', savings: 1590 },
      addons: [{ addon_id: 'ao_demo_lifejacket', name: 'Life jacket', quantity: 1, unit_price: 500, total: 1500 }],
    },
  },
} as const;

export const CREATE_BOOKING_EXAMPLE = {
  request: {
    customer_id: 'cus_demo_ada',
    pickup_date: '2026-07-01T09:00',
    return_date: '2026-07-04T09:00',
    line_items: [{ fleet_item_id: 'fi_demo_kayak', quantity: 1 }],
    addons: [{ addon_id: 'ao_demo_lifejacket', quantity: 1 }],
    pickup_location_id: 'loc_demo_harbor',
    notes: 'Returns at the north dock',
  },
  response: BOOKING_EXAMPLE,
} as const;

export const EXTEND_BOOKING_EXAMPLE = { request: { new_return_date: '2026-07-06T09:00' } } as const;
export const SWAP_ITEM_EXAMPLE = {
  request: { line_item_id: 'li_0Vbey8Wc0000oApL6zud', new_fleet_item_id: 'fi_demo_bike' },
} as const;
export const PAYMENT_EXAMPLE = { request: { amount: 5000, method: 'card', reference: 'pi_3PqR' } } as const;
export const CANCEL_EXAMPLE = { request: { reason: 'Customer changed plans' } } as const;
export const UPDATE_BOOKING_EXAMPLE = { request: { status: 'confirmed', notes: 'Paid at the desk' } } as const;
