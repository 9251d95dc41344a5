/**
 * 051: what writing a booking's search document costs a new booking, made less.
 *
 * A new booking's document is written by the database with its row: a new booking has no units and
 * its customer exists, so its document holds its id alone, lowercased (ids are ASCII letters, digits
 * and `_`, which the server's folding only lowercases). The index of documents by customer is
 * dropped: a deleted customer's bookings are named by id when their documents take the customer's
 * text.
 *
 * The document reaches the trigram index in the background, not in the transaction that writes it. Indexing one document costs FTS5 a new segment at its commit (about
 * three times what the document's row costs), and a new booking commits alone at the rates a shop
 * sees; a batch of a few hundred shares that work.
 *
 * `booking_search_indexed.upto`: every document whose `doc` is at most this is in the index (as
 * its text is now); those above it are not yet, and a search reads them from the table (they are
 * the last few written, found by their key). The triggers keep the index equal to the table for the
 * indexed ones only: an FTS5 index with external content must never be told to delete a row it
 * does not hold. A document whose `doc` was used before (SQLite may give a deleted last row's key
 * again) is at most `upto`, so it is indexed at once.
 */
export const sql = `
CREATE TRIGGER booking_search_new AFTER INSERT ON bookings BEGIN
  INSERT INTO booking_search (tenant_id, livemode, booking_id, customer_id, own_text, customer_text)
  VALUES (NEW.tenant_id, NEW.livemode, NEW.id, NEW.customer_id, lower(NEW.id), '');
END;
DROP INDEX booking_search_customer;

CREATE TABLE booking_search_indexed (
  one  INTEGER PRIMARY KEY CHECK (one = 1),
  upto INTEGER NOT NULL
) STRICT;
INSERT INTO booking_search_indexed (one, upto) SELECT 1, coalesce(max(doc), 0) FROM booking_search;

DROP TRIGGER booking_search_fts_insert;
DROP TRIGGER booking_search_fts_delete;
DROP TRIGGER booking_search_fts_update;
CREATE TRIGGER booking_search_fts_insert AFTER INSERT ON booking_search
WHEN NEW.doc <= (SELECT upto FROM booking_search_indexed) BEGIN
  INSERT INTO booking_search_fts (rowid, own_text, customer_text) VALUES (NEW.doc, NEW.own_text, NEW.customer_text);
END;
CREATE TRIGGER booking_search_fts_delete AFTER DELETE ON booking_search
WHEN OLD.doc <= (SELECT upto FROM booking_search_indexed) BEGIN
  INSERT INTO booking_search_fts (booking_search_fts, rowid, own_text, customer_text)
  VALUES ('delete', OLD.doc, OLD.own_text, OLD.customer_text);
END;
CREATE TRIGGER booking_search_fts_update AFTER UPDATE ON booking_search
WHEN OLD.doc <= (SELECT upto FROM booking_search_indexed) BEGIN
  INSERT INTO booking_search_fts (booking_search_fts, rowid, own_text, customer_text)
  VALUES ('delete', OLD.doc, OLD.own_text, OLD.customer_text);
  INSERT INTO booking_search_fts (rowid, own_text, customer_text) VALUES (NEW.doc, NEW.own_text, NEW.customer_text);
END;
`;
