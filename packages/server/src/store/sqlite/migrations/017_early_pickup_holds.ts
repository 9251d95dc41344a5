/**
 * 017: an early pick-up holds from when it happened. The hold of an active or completed booking
 * starts at its `picked_up_at` when that is before its `pickup_date` (a booking picked up early holds
 * its units from then, and keeps that start once returned); otherwise, and before the pick-up, at
 * its pickup date. The triggers of 015 are made again with that start, the booking trigger also
 * firing on `picked_up_at`, and the holds of bookings already picked up early are moved to it (which
 * lengthens their items' longest holds through the hold_spans triggers).
 */
// The hold's other columns are 015's.
import { holdColumns, holdEnd, holdsOf, phase } from './015_units.js';

const holdStart = (b: string) =>
  `CASE WHEN ${b}.status IN ('active', 'completed') AND ${b}.picked_up_at < ${b}.pickup_date THEN ${b}.picked_up_at ELSE ${b}.pickup_date END`;

export const sql = `
DROP TRIGGER unit_holds_line_insert;
CREATE TRIGGER unit_holds_line_insert AFTER INSERT ON booking_line_items BEGIN
  INSERT INTO unit_holds (${holdColumns})
    SELECT NEW.tenant_id, NEW.livemode, NEW.id, NEW.booking_id, NEW.fleet_item_id, NEW.quantity, ${holdStart('b')},
           ${holdEnd('b')}, CASE WHEN b.status = 'pending' THEN b.expires_at END, ${phase('b')}
      FROM bookings b
     WHERE b.tenant_id = NEW.tenant_id AND b.livemode = NEW.livemode AND b.id = NEW.booking_id
       AND (${holdsOf('b')});
END;

DROP TRIGGER unit_holds_booking_update;
CREATE TRIGGER unit_holds_booking_update
  AFTER UPDATE OF status, pickup_date, return_date, expires_at, returned_at, picked_up_at ON bookings BEGIN
  DELETE FROM unit_holds WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND booking_id = NEW.id;
  INSERT INTO unit_holds (${holdColumns})
    SELECT li.tenant_id, li.livemode, li.id, li.booking_id, li.fleet_item_id, li.quantity, ${holdStart('NEW')},
           ${holdEnd('NEW')}, CASE WHEN NEW.status = 'pending' THEN NEW.expires_at END, ${phase('NEW')}
      FROM booking_line_items li
     WHERE li.tenant_id = NEW.tenant_id AND li.livemode = NEW.livemode AND li.booking_id = NEW.id
       AND (${holdsOf('NEW')});
END;

UPDATE unit_holds
   SET pickup_date = (SELECT b.picked_up_at FROM bookings b
                       WHERE b.tenant_id = unit_holds.tenant_id AND b.livemode = unit_holds.livemode
                         AND b.id = unit_holds.booking_id)
 WHERE EXISTS (SELECT 1 FROM bookings b
                WHERE b.tenant_id = unit_holds.tenant_id AND b.livemode = unit_holds.livemode
                  AND b.id = unit_holds.booking_id AND b.status IN ('active', 'completed')
                  AND b.picked_up_at < b.pickup_date);
`;
