/**
 * 011: a booking may be written together with its view, as SQLite's 011: a line item or add-on
 * inserted while its booking's view already names it (the view was built from the row being
 * written; ids are new and unique) leaves the view in place. No other transaction can have written
 * a view naming a row that is only now being inserted, so no lock is needed to tell. Any other
 * change clears the view after taking the booking's row lock, as before.
 */
export const sql = `
CREATE OR REPLACE FUNCTION booking_view_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND EXISTS (
    SELECT 1 FROM bookings
     WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND id = NEW.booking_id
       AND strpos(view_json, '"id":"' || NEW.id || '"') > 0) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM booking_view_clear(OLD.tenant_id, OLD.livemode, OLD.booking_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM booking_view_clear(NEW.tenant_id, NEW.livemode, NEW.booking_id);
  END IF;
  RETURN NULL;
END $$;
`;
