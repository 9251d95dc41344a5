/**
 * 015: rental operations, as SQLite's 015: fleet item `tracking` and `buffer_before_minutes`, the
 * units table, bookings' `picked_up_at`/`returned_at`, line items' `unit_ids`,
 * downtimes' `unit_id`, and the holds' `phase` (booked, out, returned) kept by the triggers.
 */
import { C } from './types.js';

export const holdColumns =
  'tenant_id, livemode, line_item_id, booking_id, fleet_item_id, quantity, pickup_date, return_date, expires_at, phase';
export const holdsOf = (b: string) => `${b}.status IN ('pending', 'confirmed', 'active')
       OR (${b}.status = 'completed' AND ${b}.returned_at IS NOT NULL)`;
export const holdEnd = (b: string) =>
  `CASE WHEN ${b}.status = 'completed' THEN ${b}.returned_at ELSE ${b}.return_date END`;
export const phase = (b: string) => `CASE ${b}.status WHEN 'active' THEN 1 WHEN 'completed' THEN 2 ELSE 0 END`;

export const sql = `
ALTER TABLE fleet_items ADD COLUMN tracking ${C} NOT NULL DEFAULT 'quantity' CHECK (tracking IN ('quantity', 'units'));
ALTER TABLE fleet_items ADD COLUMN buffer_before_minutes integer NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN picked_up_at ${C};
ALTER TABLE bookings ADD COLUMN returned_at ${C};
ALTER TABLE booking_line_items ADD COLUMN unit_ids text NOT NULL DEFAULT '[]';
ALTER TABLE downtimes ADD COLUMN unit_id ${C};

CREATE TABLE units (
  tenant_id      ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode       boolean NOT NULL,
  id             ${C} NOT NULL,
  fleet_item_id  ${C} NOT NULL,
  identifier     text NOT NULL,
  serial_number  text,
  notes          text,
  status         ${C} NOT NULL DEFAULT 'available'
                 CHECK (status IN ('available', 'out', 'in_maintenance', 'retired')),
  condition      ${C} NOT NULL DEFAULT 'ok' CHECK (condition IN ('ok', 'damaged', 'needs_inspection')),
  booking_id     ${C},
  retired_at     ${C},
  retired_reason text,
  ever_out       boolean NOT NULL DEFAULT false,
  created_at     ${C} NOT NULL,
  updated_at     ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  CHECK ((status = 'out') = (booking_id IS NOT NULL))
);
CREATE UNIQUE INDEX units_identifier ON units (tenant_id, livemode, lower(identifier)) WHERE status <> 'retired';
CREATE INDEX units_list ON units (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX units_item ON units (tenant_id, livemode, fleet_item_id, status);
CREATE INDEX units_booking ON units (tenant_id, livemode, booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX downtimes_unit ON downtimes (tenant_id, livemode, unit_id) WHERE unit_id IS NOT NULL;

ALTER TABLE unit_holds ADD COLUMN phase integer NOT NULL DEFAULT 0;
UPDATE unit_holds h SET phase = 1
  FROM bookings b
 WHERE b.tenant_id = h.tenant_id AND b.livemode = h.livemode AND b.id = h.booking_id AND b.status = 'active';
CREATE INDEX unit_holds_out ON unit_holds (tenant_id, livemode, fleet_item_id, return_date) WHERE phase = 1;
DROP INDEX unit_holds_item;
CREATE INDEX unit_holds_item ON unit_holds (tenant_id, livemode, fleet_item_id, pickup_date)
  INCLUDE (return_date, expires_at, quantity, booking_id, phase);

CREATE OR REPLACE FUNCTION unit_holds_line_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unit_holds (${holdColumns})
    SELECT NEW.tenant_id, NEW.livemode, NEW.id, NEW.booking_id, NEW.fleet_item_id, NEW.quantity, b.pickup_date,
           ${holdEnd('b')}, CASE WHEN b.status = 'pending' THEN b.expires_at END, ${phase('b')}
      FROM bookings b
     WHERE b.tenant_id = NEW.tenant_id AND b.livemode = NEW.livemode AND b.id = NEW.booking_id
       AND (${holdsOf('b')});
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION unit_holds_booking_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM unit_holds WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND booking_id = NEW.id;
  INSERT INTO unit_holds (${holdColumns})
    SELECT li.tenant_id, li.livemode, li.id, li.booking_id, li.fleet_item_id, li.quantity, NEW.pickup_date,
           ${holdEnd('NEW')}, CASE WHEN NEW.status = 'pending' THEN NEW.expires_at END, ${phase('NEW')}
      FROM booking_line_items li
     WHERE li.tenant_id = NEW.tenant_id AND li.livemode = NEW.livemode AND li.booking_id = NEW.id
       AND (${holdsOf('NEW')});
  RETURN NULL;
END $$;
DROP TRIGGER unit_holds_booking_update ON bookings;
CREATE TRIGGER unit_holds_booking_update
  AFTER UPDATE OF status, pickup_date, return_date, expires_at, returned_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION unit_holds_booking_update();
`;
