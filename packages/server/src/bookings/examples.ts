/**
 * Booking examples of the OpenAPI document and /docs. They are real: a test replays each request
 * against the demo catalog (`ensureDemo`, clock 2026-06-15T12:00Z, test mode) and compares.
 */

/**
 * The OpenAPI example: the demo tenant's kayak with a life jacket, 2026-07-01 to 07-04 09:00 New York
 * (3 days at the multi-day rate, summer +20 %, the paddle bundle, 8.25 % tax, the starter fee).
 * A test parses it with the schema.
 */
export const BOOKING_EXAMPLE = {
  id: 'bk_0Vbey8Wb00004PlvNhKd',
  object: 'booking',
  status: 'pending',
  customer_id: 'cus_demo_ada',
  customer: { id: 'cus_demo_ada', name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 555 0100' },
  overdue: false,
  pickup_date: '2026-07-01T13:00:00.000Z',
  return_date: '2026-07-04T13:00:00.000Z',
  pickup_location_id: 'loc_demo_harbor',
  half_day: false,
  subtotal: 14310,
  tax_amount: 1181,
  discount_amount: 1590,
  service_fee_amount: 465,
  total: 15956,
  amount_paid: 0,
  amount_owed: 15956,
  deposit_hold_amount: 20000,
  deposit: { status: 'none', amount_authorized: 0, amount_captured: 0, capture_before: null },
  late_fee_amount: 0,
  coupon_id: null,
  notes: 'Returns at the north dock',
  line_items: [
    {
      id: 'li_0Vbey8Wc0000oApL6zud',
      fleet_item_id: 'fi_demo_kayak',
      fleet_item_name: 'Touring kayak',
      quantity: 1,
      unit_price: 14400,
      override_price: null,
      line_total: 14400,
      unit_ids: [],
      rate_basis: 'daily',
      hourly_units: null,
    },
  ],
  addons: [
    {
      id: 'bao_0Vbey8Wc0001dVDzvutr',
      addon_id: 'ao_demo_lifejacket',
      addon_name: 'Life jacket',
      quantity: 1,
      unit_price: 500,
      line_total: 1500,
    },
  ],
  cancellation_reason: null,
  cancelled_at: null,
  expires_at: null,
  picked_up_at: null,
  returned_at: null,
  livemode: false,
  created_at: '2026-06-15T12:00:00.000Z',
  updated_at: '2026-06-15T12:00:00.000Z',
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
export const PICKUP_EXAMPLE = {
  request: {
    picked_up_at: '2026-06-15T07:30',
    units: [{ line_item_id: 'li_0Vbey8Wc0000oApL6zud', unit_ids: ['unit_0Vbey8Wc0000oApL6zuf'] }],
  },
} as const;
export const RETURN_EXAMPLE = {
  request: {
    returned_at: '2026-06-15T07:55',
    units: [{ unit_id: 'unit_0Vbey8Wc0000oApL6zuf', condition: 'damaged', notes: 'Rear wheel bent' }],
  },
} as const;
