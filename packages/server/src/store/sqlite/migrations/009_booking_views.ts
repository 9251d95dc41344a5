/**
 * 009: each booking keeps its list view as JSON (`view_json`, without the customer, which is joined
 * when read because a customer changes on its own), so a page of bookings is one query and no
 * re-serialisation. The view is written by the transaction that changes the booking; these triggers
 * make any other change of the booking or of its line items and add-ons (a path that forgets to
 * rewrite it, a raw SQL edit) clear it instead of leaving it stale. A cleared view is rebuilt from
 * the rows when read and stored again by the server's sweeper (the partial index finds them).
 * `view_version` is the shape the view was written in: a server serves only its own.
 */
const clear = (row: 'NEW' | 'OLD') => `UPDATE bookings SET view_json = NULL
   WHERE tenant_id = ${row}.tenant_id AND livemode = ${row}.livemode AND id = ${row}.booking_id
     AND view_json IS NOT NULL;`;

const childTriggers = ['booking_line_items', 'booking_addons'].flatMap((t) => [
  `CREATE TRIGGER booking_view_${t}_insert AFTER INSERT ON ${t} BEGIN
  ${clear('NEW')}
END;`,
  `CREATE TRIGGER booking_view_${t}_update AFTER UPDATE ON ${t} BEGIN
  ${clear('OLD')}
  ${clear('NEW')}
END;`,
  `CREATE TRIGGER booking_view_${t}_delete AFTER DELETE ON ${t} BEGIN
  ${clear('OLD')}
END;`,
]);

export const sql = `
ALTER TABLE bookings ADD COLUMN view_json TEXT;
ALTER TABLE bookings ADD COLUMN view_version INTEGER;
CREATE INDEX bookings_view_missing ON bookings (tenant_id, livemode, id) WHERE view_json IS NULL;
CREATE TRIGGER booking_view_bookings_update AFTER UPDATE ON bookings
  WHEN NEW.view_json IS OLD.view_json AND NEW.view_version IS OLD.view_version AND NEW.view_json IS NOT NULL
BEGIN
  UPDATE bookings SET view_json = NULL
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND id = NEW.id;
END;
${childTriggers.join('\n')}
`;
