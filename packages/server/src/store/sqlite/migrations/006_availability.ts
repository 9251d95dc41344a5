/**
 * 006: availability a shop can plan with.
 * - Downtimes: units of a fleet item out of service over [start_at, end_at).
 * - Expiring holds: a pending booking may carry `expires_at`; from that instant it holds nothing.
 *   unit_holds keeps the booking's `expires_at` while it is pending (the triggers copy it), so the availability check
 *   filters expired holds out without reading bookings; an index serves the sweeper that cancels them.
 * - The tenant setting `pending_expiry_minutes` (per mode).
 */
export const sql = `
CREATE TABLE downtimes (
  tenant_id     TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode      INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id            TEXT NOT NULL,
  fleet_item_id TEXT NOT NULL,
  quantity      INTEGER NOT NULL CHECK (quantity > 0),
  start_at      TEXT NOT NULL,
  end_at        TEXT NOT NULL,
  reason        TEXT,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX downtimes_list ON downtimes (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX downtimes_item ON downtimes (tenant_id, livemode, fleet_item_id, end_at, start_at);

ALTER TABLE tenant_settings ADD COLUMN pending_expiry_minutes INTEGER;
ALTER TABLE bookings ADD COLUMN expires_at TEXT;
CREATE INDEX bookings_expiring ON bookings (expires_at) WHERE status = 'pending' AND expires_at IS NOT NULL;

ALTER TABLE unit_holds ADD COLUMN expires_at TEXT;

DROP TRIGGER unit_holds_line_insert;
CREATE TRIGGER unit_holds_line_insert AFTER INSERT ON booking_line_items BEGIN
  INSERT INTO unit_holds
    SELECT NEW.tenant_id, NEW.livemode, NEW.id, NEW.booking_id, NEW.fleet_item_id, NEW.quantity, b.pickup_date,
           b.return_date,
           CASE WHEN b.status = 'pending' THEN b.expires_at END
      FROM bookings b
     WHERE b.tenant_id = NEW.tenant_id AND b.livemode = NEW.livemode AND b.id = NEW.booking_id
       AND b.status IN ('pending', 'confirmed', 'active');
END;

DROP TRIGGER unit_holds_booking_update;
CREATE TRIGGER unit_holds_booking_update AFTER UPDATE OF status, pickup_date, return_date, expires_at ON bookings BEGIN
  DELETE FROM unit_holds WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND booking_id = NEW.id;
  INSERT INTO unit_holds
    SELECT li.tenant_id, li.livemode, li.id, li.booking_id, li.fleet_item_id, li.quantity, NEW.pickup_date,
           NEW.return_date,
           CASE WHEN NEW.status = 'pending' THEN NEW.expires_at END
      FROM booking_line_items li
     WHERE li.tenant_id = NEW.tenant_id AND li.livemode = NEW.livemode AND li.booking_id = NEW.id
       AND NEW.status IN ('pending', 'confirmed', 'active');
END;
`;
