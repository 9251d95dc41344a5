/**
 * 032: finding bookings and customers by any part of a name, email, phone, booking id or unit
 * identifier. Each customer and each booking has a search document, its text folded by the server
 * (lowercase, accents removed: SQL cannot fold as JavaScript does, and both stores must match alike):
 * `customer_search` holds a customer's name, email and phone; `booking_search` a booking's own text
 * (its id and units) and, once its customer is deleted, the customer as the booking recorded them
 * (`customer_text`, empty before: a booking is found through its customer's document meanwhile). An
 * FTS5 index of trigrams over each (external content, keyed by the document's INTEGER PRIMARY KEY,
 * which VACUUM keeps) finds the documents holding a substring of three characters or more; the
 * triggers keep it equal to its table.
 *
 * A booking's document is written with its stored list view: the stored views are cleared here, so
 * the server rebuilds every one, with its document, in the background after it starts. A customer
 * inserted or renamed by anything but the server gets a document with no text (`text` NULL), which
 * the server fills in the background as well.
 */
const fts = (table: string, columns: string[]) => {
  const cols = columns.join(', ');
  const values = (row: string) => columns.map((c) => `${row}.${c}`).join(', ');
  return `CREATE VIRTUAL TABLE ${table}_fts USING fts5(${cols}, content='${table}', content_rowid='doc', tokenize='trigram');
CREATE TRIGGER ${table}_fts_insert AFTER INSERT ON ${table} BEGIN
  INSERT INTO ${table}_fts (rowid, ${cols}) VALUES (NEW.doc, ${values('NEW')});
END;
CREATE TRIGGER ${table}_fts_delete AFTER DELETE ON ${table} BEGIN
  INSERT INTO ${table}_fts (${table}_fts, rowid, ${cols}) VALUES ('delete', OLD.doc, ${values('OLD')});
END;
CREATE TRIGGER ${table}_fts_update AFTER UPDATE ON ${table} BEGIN
  INSERT INTO ${table}_fts (${table}_fts, rowid, ${cols}) VALUES ('delete', OLD.doc, ${values('OLD')});
  INSERT INTO ${table}_fts (rowid, ${cols}) VALUES (NEW.doc, ${values('NEW')});
END;`;
};

export const sql = `
CREATE TABLE booking_search (
  doc           INTEGER PRIMARY KEY,
  tenant_id     TEXT NOT NULL,
  livemode      INTEGER NOT NULL,
  booking_id    TEXT NOT NULL,
  customer_id   TEXT NOT NULL,
  own_text      TEXT NOT NULL,
  customer_text TEXT NOT NULL,
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE UNIQUE INDEX booking_search_booking ON booking_search (tenant_id, livemode, booking_id);
CREATE INDEX booking_search_customer ON booking_search (tenant_id, livemode, customer_id);
${fts('booking_search', ['own_text', 'customer_text'])}

CREATE TABLE customer_search (
  doc         INTEGER PRIMARY KEY,
  tenant_id   TEXT NOT NULL,
  livemode    INTEGER NOT NULL,
  customer_id TEXT NOT NULL,
  text        TEXT,
  FOREIGN KEY (tenant_id, livemode, customer_id) REFERENCES customers (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE UNIQUE INDEX customer_search_customer ON customer_search (tenant_id, livemode, customer_id);
CREATE INDEX customer_search_unfilled ON customer_search (doc) WHERE text IS NULL;
${fts('customer_search', ['text'])}
CREATE TRIGGER customer_search_insert AFTER INSERT ON customers BEGIN
  INSERT INTO customer_search (tenant_id, livemode, customer_id, text) VALUES (NEW.tenant_id, NEW.livemode, NEW.id, NULL);
END;
CREATE TRIGGER customer_search_update AFTER UPDATE OF name, email, phone ON customers BEGIN
  UPDATE customer_search SET text = NULL
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND customer_id = NEW.id AND text IS NOT NULL;
END;
INSERT INTO customer_search (tenant_id, livemode, customer_id, text) SELECT tenant_id, livemode, id, NULL FROM customers;
UPDATE bookings SET view_json = NULL WHERE view_json IS NOT NULL;
`;
