/**
 * Examples of the OpenAPI document and /docs. They are real: a test replays them against the demo
 * catalog (`ensureDemo`, clock 2026-06-15T12:00Z, test mode) and compares.
 */
export const CHECK_AVAILABILITY_EXAMPLE = {
  request: {
    line_items: [{ fleet_item_id: 'fi_demo_kayak', quantity: 2 }],
    pickup_date: '2026-07-01T09:00',
    return_date: '2026-07-04T09:00',
  },
  response: {
    object: 'availability_check',
    available: true,
    line_items: [{ fleet_item_id: 'fi_demo_kayak', requested: 2, free: 6, available: true }],
  },
};

export const CREATE_DOWNTIME_EXAMPLE = {
  request: {
    fleet_item_id: 'fi_demo_kayak',
    quantity: 1,
    start: '2026-07-06',
    end: '2026-07-08',
    reason: 'Hull repair',
  },
};
