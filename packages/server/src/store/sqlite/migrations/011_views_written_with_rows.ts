/**
 * 011: a booking may be written together with its view. Create Booking inserts the booking with the
 * view it built from the rows it is about to write, then the line items and add-ons; an inserted
 * row whose id that view already names was part of what the view was built from (ids are new and
 * unique), so its insert leaves the view in place instead of clearing it for the sweeper to
 * rebuild. Any other insert (a row the view does not name) clears it, as before.
 */
const clear = `UPDATE bookings SET view_json = NULL
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND id = NEW.booking_id
     AND view_json IS NOT NULL;`;

const insertTrigger = (table: string) => `DROP TRIGGER booking_view_${table}_insert;
CREATE TRIGGER booking_view_${table}_insert AFTER INSERT ON ${table}
  WHEN NOT EXISTS (
    SELECT 1 FROM bookings
     WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND id = NEW.booking_id
       AND instr(view_json, '"id":"' || NEW.id || '"') > 0)
BEGIN
  ${clear}
END;`;

export const sql = ['booking_line_items', 'booking_addons'].map(insertTrigger).join('\n');
