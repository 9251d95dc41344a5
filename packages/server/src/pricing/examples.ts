/**
 * The calculate example of the OpenAPI document and /docs. It is real: a test replays the request
 * against the demo catalog (`ensureDemo`, clock 2026-06-15T12:00Z, test mode) and compares.
 */
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
      rate_basis: 'daily',
      hourly_units: null,
      rental_days: 3,
      closed_dates_skipped: [],
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
