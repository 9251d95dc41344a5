/**
 * 015: rental operations.
 * - Fleet items: `tracking` (`quantity` or `units`) and `buffer_before_minutes`.
 * - Units: one row per numbered unit of a `units` item. `status` is the unit's state as the writes
 *   leave it (`out` with the `booking_id` that took it); a pick-up takes a unit with an update that
 *   only matches an `available` one, so two pick-ups never both take it. Identifiers are unique per
 *   tenant and mode among units not retired, compared case-insensitively (ASCII, as lower() folds
 *   on both databases). `ever_out` remembers a unit was picked up once (it may not be deleted then).
 * - Bookings: `picked_up_at`, `returned_at`; line items: the `unit_ids` picked up.
 * - Downtimes: `unit_id` (the unit a maintenance downtime keeps out of service).
 * - unit_holds: `phase` 0 (booked), 1 (out: an active booking, whose hold runs until it is back,
 *   at least to its return date) or 2 (returned: a completed booking holds until `returned_at`,
 *   kept as the hold's return_date). Active holds are indexed by return date, so a check can read
 *   the late ones (their return date passed, still out) without reading every past hold; the holds
 *   index by pickup carries the phase too, so a check still reads that index alone.
 */
export const holdColumns =
  'tenant_id, livemode, line_item_id, booking_id, fleet_item_id, quantity, pickup_date, return_date, expires_at, phase';
export const holdsOf = (b: string) => `${b}.status IN ('pending', 'confirmed', 'active')
       OR (${b}.status = 'completed' AND ${b}.returned_at IS NOT NULL)`;
export const holdEnd = (b: string) =>
  `CASE WHEN ${b}.status = 'completed' THEN ${b}.returned_at ELSE ${b}.return_date END`;
export const phase = (b: string) => `CASE ${b}.status WHEN 'active' THEN 1 WHEN 'completed' THEN 2 ELSE 0 END`;

export const sql = `
ALTER TABLE fleet_items ADD COLUMN tracking TEXT NOT NULL DEFAULT 'quantity' CHECK (tracking IN ('quantity', 'units'));
ALTER TABLE fleet_items ADD COLUMN buffer_before_minutes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN picked_up_at TEXT;
ALTER TABLE bookings ADD COLUMN returned_at TEXT;
ALTER TABLE booking_line_items ADD COLUMN unit_ids TEXT NOT NULL DEFAULT '[]';
ALTER TABLE downtimes ADD COLUMN unit_id TEXT;

CREATE TABLE units (
  tenant_id      TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode       INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id             TEXT NOT NULL,
  fleet_item_id  TEXT NOT NULL,
  identifier     TEXT NOT NULL,
  serial_number  TEXT,
  notes          TEXT,
  status         TEXT NOT NULL DEFAULT 'available'
                 CHECK (status IN ('available', 'out', 'in_maintenance', 'retired')),
  condition      TEXT NOT NULL DEFAULT 'ok' CHECK (condition IN ('ok', 'damaged', 'needs_inspection')),
  booking_id     TEXT,
  retired_at     TEXT,
  retired_reason TEXT,
  ever_out       INTEGER NOT NULL DEFAULT 0,
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  CHECK ((status = 'out') = (booking_id IS NOT NULL))
) STRICT;
CREATE UNIQUE INDEX units_identifier ON units (tenant_id, livemode, lower(identifier)) WHERE status <> 'retired';
CREATE INDEX units_list ON units (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX units_item ON units (tenant_id, livemode, fleet_item_id, status);
CREATE INDEX units_booking ON units (tenant_id, livemode, booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX downtimes_unit ON downtimes (tenant_id, livemode, unit_id) WHERE unit_id IS NOT NULL;

ALTER TABLE unit_holds ADD COLUMN phase INTEGER NOT NULL DEFAULT 0;
UPDATE unit_holds SET phase = 1
 WHERE EXISTS (SELECT 1 FROM bookings b WHERE b.tenant_id = unit_holds.tenant_id AND b.livemode = unit_holds.livemode
                  AND b.id = unit_holds.booking_id AND b.status = 'active');
CREATE INDEX unit_holds_out ON unit_holds (tenant_id, livemode, fleet_item_id, return_date) WHERE phase = 1;
DROP INDEX unit_holds_item;
CREATE INDEX unit_holds_item ON unit_holds
  (tenant_id, livemode, fleet_item_id, pickup_date, return_date, expires_at, quantity, booking_id, phase);

DROP TRIGGER unit_holds_line_insert;
CREATE TRIGGER unit_holds_line_insert AFTER INSERT ON booking_line_items BEGIN
  INSERT INTO unit_holds (${holdColumns})
    SELECT NEW.tenant_id, NEW.livemode, NEW.id, NEW.booking_id, NEW.fleet_item_id, NEW.quantity, b.pickup_date,
           ${holdEnd('b')}, CASE WHEN b.status = 'pending' THEN b.expires_at END, ${phase('b')}
      FROM bookings b
     WHERE b.tenant_id = NEW.tenant_id AND b.livemode = NEW.livemode AND b.id = NEW.booking_id
       AND (${holdsOf('b')});
END;

DROP TRIGGER unit_holds_booking_update;
CREATE TRIGGER unit_holds_booking_update
  AFTER UPDATE OF status, pickup_date, return_date, expires_at, returned_at ON bookings BEGIN
  DELETE FROM unit_holds WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND booking_id = NEW.id;
  INSERT INTO unit_holds (${holdColumns})
    SELECT li.tenant_id, li.livemode, li.id, li.booking_id, li.fleet_item_id, li.quantity, NEW.pickup_date,
           ${holdEnd('NEW')}, CASE WHEN NEW.status = 'pending' THEN NEW.expires_at END, ${phase('NEW')}
      FROM booking_line_items li
     WHERE li.tenant_id = NEW.tenant_id AND li.livemode = NEW.livemode AND li.booking_id = NEW.id
       AND (${holdsOf('NEW')});
END;
`;
