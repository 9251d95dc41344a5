/**
 * Examples of the OpenAPI document and /docs, replayed by a test against the demo catalog (its
 * numbered item, `fi_demo_ebike`).
 */
export const CREATE_UNIT_EXAMPLE = {
  request: { fleet_item_id: 'fi_demo_ebike', identifier: 'EB-04', serial_number: 'WTU0071234' },
};

export const RETIRE_UNIT_EXAMPLE = {
  request: { reason: 'Frame cracked beyond repair' },
};
