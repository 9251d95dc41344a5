/**
 * 005: unit holds, the index the availability check reads. One row per line item of
 * a booking that holds units (pending, confirmed, active), with its booking's window, kept by
 * triggers so that no code path can forget it: a check reads only the holds of one fleet item whose
 * window can overlap, instead of every line item the item ever had. Webhook deliveries get an index
 * of pending work per endpoint, so finding due work never reads finished history.
 */
export const sql = `
CREATE TABLE unit_holds (
  tenant_id     TEXT NOT NULL,
  livemode      INTEGER NOT NULL,
  line_item_id  TEXT NOT NULL,
  booking_id    TEXT NOT NULL,
  fleet_item_id TEXT NOT NULL,
  quantity      INTEGER NOT NULL,
  pickup_date   TEXT NOT NULL,
  return_date   TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, line_item_id)
) STRICT;
CREATE INDEX unit_holds_item ON unit_holds (tenant_id, livemode, fleet_item_id, return_date, pickup_date);
CREATE INDEX unit_holds_booking ON unit_holds (tenant_id, livemode, booking_id);
-- Availability no longer reads line items by fleet item; that index only cost writes.
DROP INDEX booking_line_items_item;

INSERT INTO unit_holds
  SELECT li.tenant_id, li.livemode, li.id, li.booking_id, li.fleet_item_id, li.quantity, b.pickup_date, b.return_date
    FROM booking_line_items li
    JOIN bookings b ON b.tenant_id = li.tenant_id AND b.livemode = li.livemode AND b.id = li.booking_id
   WHERE b.status IN ('pending', 'confirmed', 'active');

CREATE TRIGGER unit_holds_line_insert AFTER INSERT ON booking_line_items BEGIN
  INSERT INTO unit_holds
    SELECT NEW.tenant_id, NEW.livemode, NEW.id, NEW.booking_id, NEW.fleet_item_id, NEW.quantity, b.pickup_date, b.return_date
      FROM bookings b
     WHERE b.tenant_id = NEW.tenant_id AND b.livemode = NEW.livemode AND b.id = NEW.booking_id
       AND b.status IN ('pending', 'confirmed', 'active');
END;

CREATE TRIGGER unit_holds_line_update AFTER UPDATE OF fleet_item_id, quantity ON booking_line_items BEGIN
  UPDATE unit_holds SET fleet_item_id = NEW.fleet_item_id, quantity = NEW.quantity
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND line_item_id = NEW.id;
END;

CREATE TRIGGER unit_holds_line_delete AFTER DELETE ON booking_line_items BEGIN
  DELETE FROM unit_holds WHERE tenant_id = OLD.tenant_id AND livemode = OLD.livemode AND line_item_id = OLD.id;
END;

CREATE TRIGGER unit_holds_booking_update AFTER UPDATE OF status, pickup_date, return_date ON bookings BEGIN
  DELETE FROM unit_holds WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND booking_id = NEW.id;
  INSERT INTO unit_holds
    SELECT li.tenant_id, li.livemode, li.id, li.booking_id, li.fleet_item_id, li.quantity, NEW.pickup_date, NEW.return_date
      FROM booking_line_items li
     WHERE li.tenant_id = NEW.tenant_id AND li.livemode = NEW.livemode AND li.booking_id = NEW.id
       AND NEW.status IN ('pending', 'confirmed', 'active');
END;

CREATE TRIGGER unit_holds_booking_delete AFTER DELETE ON bookings BEGIN
  DELETE FROM unit_holds WHERE tenant_id = OLD.tenant_id AND livemode = OLD.livemode AND booking_id = OLD.id;
END;

CREATE INDEX webhook_deliveries_pending
  ON webhook_deliveries (tenant_id, livemode, endpoint_id, next_attempt_at, id) WHERE status = 'pending';
`;
