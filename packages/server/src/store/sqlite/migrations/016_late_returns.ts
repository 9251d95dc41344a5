/**
 * 016: late returns. A tenant's late-fee policy per mode, as its four fields (no policy: both rates
 * null, grace 0, which is also the grace `overdue` is judged with); a fleet item's own policy (JSON,
 * null = the tenant's); on a booking the late fee it was charged (with its tax, 0 until a late
 * return) and when its `booking.overdue` event was claimed (the sweeper's conditional UPDATE sets it
 * once). The partial index holds just the active bookings not yet notified, by return date: what
 * the sweeper scans. Adjustments gain the `late_fee` type: SQLite cannot change a CHECK in place, so
 * the table is rebuilt under its own name (its rows kept in a temporary copy meanwhile; nothing
 * references it, no trigger is on it).
 */
export const sql = `
ALTER TABLE tenant_settings ADD COLUMN late_fee_grace_minutes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tenant_settings ADD COLUMN late_fee_per_hour INTEGER;
ALTER TABLE tenant_settings ADD COLUMN late_fee_per_day INTEGER;
ALTER TABLE tenant_settings ADD COLUMN late_fee_cap INTEGER;
ALTER TABLE fleet_items ADD COLUMN late_fee TEXT;
ALTER TABLE bookings ADD COLUMN late_fee_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN overdue_notified_at TEXT;
CREATE INDEX bookings_overdue ON bookings (return_date) WHERE status = 'active' AND overdue_notified_at IS NULL;
CREATE TEMP TABLE booking_adjustments_016 AS SELECT * FROM booking_adjustments;
DROP TABLE booking_adjustments;
CREATE TABLE booking_adjustments (
  tenant_id   TEXT NOT NULL,
  livemode    INTEGER NOT NULL,
  id          TEXT NOT NULL,
  booking_id  TEXT NOT NULL,
  type        TEXT NOT NULL CHECK (type IN ('extension', 'item_swap', 'late_fee')),
  amount      INTEGER NOT NULL,
  description TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
INSERT INTO booking_adjustments (tenant_id, livemode, id, booking_id, type, amount, description, created_at)
  SELECT tenant_id, livemode, id, booking_id, type, amount, description, created_at FROM booking_adjustments_016;
DROP TABLE booking_adjustments_016;
CREATE INDEX booking_adjustments_booking ON booking_adjustments (tenant_id, livemode, booking_id, created_at, id);
`;
