/**
 * The storefront's examples in the OpenAPI document and on /docs. They are real: a test replays
 * them against the demo catalog (clock 2026-06-15T12:00Z, test mode).
 */
export const CREATE_PUBLISHABLE_KEY_EXAMPLE = {
  request: { allowed_origins: ['https://harbor-rentals.example', 'http://localhost:8080'] },
};

/** A kayak for three days of July with a life jacket: the total the shopper saw, confirmed. */
export const CREATE_CHECKOUT_EXAMPLE = {
  request: {
    line_items: [{ fleet_item_id: 'fi_demo_kayak', quantity: 1 }],
    addons: [{ addon_id: 'ao_demo_lifejacket', quantity: 1 }],
    pickup_date: '2026-07-01T09:00',
    return_date: '2026-07-04T09:00',
    customer: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0199' },
    expected_total: 15956,
  },
};
