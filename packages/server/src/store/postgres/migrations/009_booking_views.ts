/**
 * 009: each booking keeps its list view as JSON, as SQLite's 009. An update of the booking that does
 * not itself write a new view clears it in a BEFORE trigger (no second row version); a change of a
 * line item or add-on clears its booking's, after taking the booking's row lock: it then runs after
 * any transaction that is rewriting the view (or rebuilding it from a cleared one) has committed,
 * and sees what that wrote, so a view built from the line as it was cannot outlive the change.
 */
export const sql = `
ALTER TABLE bookings ADD COLUMN view_json text;
ALTER TABLE bookings ADD COLUMN view_version integer;
CREATE INDEX bookings_view_missing ON bookings (tenant_id, livemode, id) WHERE view_json IS NULL;

CREATE FUNCTION booking_view_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.view_json IS NOT DISTINCT FROM OLD.view_json AND NEW.view_version IS NOT DISTINCT FROM OLD.view_version THEN
    NEW.view_json := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER booking_view_stale BEFORE UPDATE ON bookings
  FOR EACH ROW WHEN (OLD.view_json IS NOT NULL) EXECUTE FUNCTION booking_view_stale();

-- Lock first, then clear if set: under READ COMMITTED the UPDATE alone would test "set" against the
-- last commit, and skip a booking whose view is being rebuilt right now without waiting for it.
CREATE FUNCTION booking_view_clear(t text, m boolean, b text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM bookings WHERE tenant_id = t AND livemode = m AND id = b FOR NO KEY UPDATE;
  UPDATE bookings SET view_json = NULL
   WHERE tenant_id = t AND livemode = m AND id = b AND view_json IS NOT NULL;
END $$;

CREATE FUNCTION booking_view_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM booking_view_clear(OLD.tenant_id, OLD.livemode, OLD.booking_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM booking_view_clear(NEW.tenant_id, NEW.livemode, NEW.booking_id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER booking_view_child AFTER INSERT OR UPDATE OR DELETE ON booking_line_items
  FOR EACH ROW EXECUTE FUNCTION booking_view_child();
CREATE TRIGGER booking_view_child AFTER INSERT OR UPDATE OR DELETE ON booking_addons
  FOR EACH ROW EXECUTE FUNCTION booking_view_child();
`;
