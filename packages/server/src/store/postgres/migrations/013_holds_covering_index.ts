/**
 * 013: the holds index by pickup includes every column an availability check reads of a hold, as
 * SQLite's 013, so a check can be an index-only scan.
 */
export const sql = `
DROP INDEX unit_holds_item;
CREATE INDEX unit_holds_item ON unit_holds (tenant_id, livemode, fleet_item_id, pickup_date)
  INCLUDE (return_date, expires_at, quantity, booking_id);
`;
