/**
 * 005: unit holds, the index the availability check reads, as SQLite's 005: one row per line item of
 * a booking that holds units (pending, confirmed, active) with its booking's window, kept by
 * triggers so that no code path can forget it. Plus the index of pending deliveries per endpoint.
 */
import { C } from './types.js';

export const sql = `
CREATE TABLE unit_holds (
  tenant_id     ${C} NOT NULL,
  livemode      boolean NOT NULL,
  line_item_id  ${C} NOT NULL,
  booking_id    ${C} NOT NULL,
  fleet_item_id ${C} NOT NULL,
  quantity      integer NOT NULL,
  pickup_date   ${C} NOT NULL,
  return_date   ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, line_item_id)
);
CREATE INDEX unit_holds_item ON unit_holds (tenant_id, livemode, fleet_item_id, return_date, pickup_date);
CREATE INDEX unit_holds_booking ON unit_holds (tenant_id, livemode, booking_id);
DROP INDEX booking_line_items_item;

INSERT INTO unit_holds
  SELECT li.tenant_id, li.livemode, li.id, li.booking_id, li.fleet_item_id, li.quantity, b.pickup_date, b.return_date
    FROM booking_line_items li
    JOIN bookings b ON b.tenant_id = li.tenant_id AND b.livemode = li.livemode AND b.id = li.booking_id
   WHERE b.status IN ('pending', 'confirmed', 'active');

CREATE FUNCTION unit_holds_line_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unit_holds
    SELECT NEW.tenant_id, NEW.livemode, NEW.id, NEW.booking_id, NEW.fleet_item_id, NEW.quantity, b.pickup_date, b.return_date
      FROM bookings b
     WHERE b.tenant_id = NEW.tenant_id AND b.livemode = NEW.livemode AND b.id = NEW.booking_id
       AND b.status IN ('pending', 'confirmed', 'active');
  RETURN NULL;
END $$;
CREATE TRIGGER unit_holds_line_insert AFTER INSERT ON booking_line_items
  FOR EACH ROW EXECUTE FUNCTION unit_holds_line_insert();

CREATE FUNCTION unit_holds_line_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE unit_holds SET fleet_item_id = NEW.fleet_item_id, quantity = NEW.quantity
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND line_item_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER unit_holds_line_update AFTER UPDATE OF fleet_item_id, quantity ON booking_line_items
  FOR EACH ROW EXECUTE FUNCTION unit_holds_line_update();

CREATE FUNCTION unit_holds_line_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM unit_holds WHERE tenant_id = OLD.tenant_id AND livemode = OLD.livemode AND line_item_id = OLD.id;
  RETURN NULL;
END $$;
CREATE TRIGGER unit_holds_line_delete AFTER DELETE ON booking_line_items
  FOR EACH ROW EXECUTE FUNCTION unit_holds_line_delete();

CREATE FUNCTION unit_holds_booking_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM unit_holds WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND booking_id = NEW.id;
  INSERT INTO unit_holds
    SELECT li.tenant_id, li.livemode, li.id, li.booking_id, li.fleet_item_id, li.quantity, NEW.pickup_date, NEW.return_date
      FROM booking_line_items li
     WHERE li.tenant_id = NEW.tenant_id AND li.livemode = NEW.livemode AND li.booking_id = NEW.id
       AND NEW.status IN ('pending', 'confirmed', 'active');
  RETURN NULL;
END $$;
CREATE TRIGGER unit_holds_booking_update AFTER UPDATE OF status, pickup_date, return_date ON bookings
  FOR EACH ROW EXECUTE FUNCTION unit_holds_booking_update();

CREATE FUNCTION unit_holds_booking_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM unit_holds WHERE tenant_id = OLD.tenant_id AND livemode = OLD.livemode AND booking_id = OLD.id;
  RETURN NULL;
END $$;
CREATE TRIGGER unit_holds_booking_delete AFTER DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION unit_holds_booking_delete();

CREATE INDEX webhook_deliveries_pending
  ON webhook_deliveries (tenant_id, livemode, endpoint_id, next_attempt_at, id) WHERE status = 'pending';
`;
