/**
 * 006: availability a shop can plan with, as SQLite's 006: downtimes, expiring holds (`expires_at`
 * on bookings, copied into unit_holds by the triggers, an index for the sweeper) and the tenant
 * setting `pending_expiry_minutes`.
 */
import { C } from './types.js';

export const sql = `
CREATE TABLE downtimes (
  tenant_id     ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode      boolean NOT NULL,
  id            ${C} NOT NULL,
  fleet_item_id ${C} NOT NULL,
  quantity      integer NOT NULL CHECK (quantity > 0),
  start_at      ${C} NOT NULL,
  end_at        ${C} NOT NULL,
  reason        text,
  created_at    ${C} NOT NULL,
  updated_at    ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE INDEX downtimes_list ON downtimes (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX downtimes_item ON downtimes (tenant_id, livemode, fleet_item_id, end_at, start_at);

ALTER TABLE tenant_settings ADD COLUMN pending_expiry_minutes integer;
ALTER TABLE bookings ADD COLUMN expires_at ${C};
CREATE INDEX bookings_expiring ON bookings (expires_at) WHERE status = 'pending' AND expires_at IS NOT NULL;

ALTER TABLE unit_holds ADD COLUMN expires_at ${C};

CREATE OR REPLACE FUNCTION unit_holds_line_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unit_holds
    SELECT NEW.tenant_id, NEW.livemode, NEW.id, NEW.booking_id, NEW.fleet_item_id, NEW.quantity, b.pickup_date,
           b.return_date,
           CASE WHEN b.status = 'pending' THEN b.expires_at END
      FROM bookings b
     WHERE b.tenant_id = NEW.tenant_id AND b.livemode = NEW.livemode AND b.id = NEW.booking_id
       AND b.status IN ('pending', 'confirmed', 'active');
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION unit_holds_booking_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM unit_holds WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND booking_id = NEW.id;
  INSERT INTO unit_holds
    SELECT li.tenant_id, li.livemode, li.id, li.booking_id, li.fleet_item_id, li.quantity, NEW.pickup_date,
           NEW.return_date,
           CASE WHEN NEW.status = 'pending' THEN NEW.expires_at END
      FROM booking_line_items li
     WHERE li.tenant_id = NEW.tenant_id AND li.livemode = NEW.livemode AND li.booking_id = NEW.id
       AND NEW.status IN ('pending', 'confirmed', 'active');
  RETURN NULL;
END $$;
DROP TRIGGER unit_holds_booking_update ON bookings;
CREATE TRIGGER unit_holds_booking_update AFTER UPDATE OF status, pickup_date, return_date, expires_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION unit_holds_booking_update();
`;
