/**
 * 032: search documents, as SQLite's 032: `customer_search` (a customer's name, email and phone) and
 * `booking_search` (a booking's own text, and its customer's as recorded once the customer is
 * deleted), folded by the server, each text column under a trigram GIN index (`pg_trgm`, a contrib
 * extension PostgreSQL ships and a database owner may create) that answers `LIKE '%…%'` for three
 * characters or more. A customer inserted or renamed by anything but the server gets a document
 * with no text, filled by the server in the background; the stored booking views are cleared, so the
 * server rebuilds them with their documents.
 */
import { C } from './types.js';

export const sql = `
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE EXCEPTION 'Rentline needs the pg_trgm extension for search (%). Install PostgreSQL''s contrib '
    'modules (postgresql-contrib), or have a superuser run CREATE EXTENSION pg_trgm in this database.', SQLERRM;
END $$;

CREATE TABLE booking_search (
  doc           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id     ${C} NOT NULL,
  livemode      boolean NOT NULL,
  booking_id    ${C} NOT NULL,
  customer_id   ${C} NOT NULL,
  own_text      text NOT NULL,
  customer_text text NOT NULL,
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX booking_search_booking ON booking_search (tenant_id, livemode, booking_id);
CREATE INDEX booking_search_customer ON booking_search (tenant_id, livemode, customer_id);
CREATE INDEX booking_search_own_text ON booking_search USING gin (own_text gin_trgm_ops);
CREATE INDEX booking_search_customer_text ON booking_search USING gin (customer_text gin_trgm_ops);

CREATE TABLE customer_search (
  doc         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id   ${C} NOT NULL,
  livemode    boolean NOT NULL,
  customer_id ${C} NOT NULL,
  text        text,
  FOREIGN KEY (tenant_id, livemode, customer_id) REFERENCES customers (tenant_id, livemode, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX customer_search_customer ON customer_search (tenant_id, livemode, customer_id);
CREATE INDEX customer_search_unfilled ON customer_search (doc) WHERE text IS NULL;
CREATE INDEX customer_search_text ON customer_search USING gin (text gin_trgm_ops);

CREATE FUNCTION customer_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_search (tenant_id, livemode, customer_id, text) VALUES (NEW.tenant_id, NEW.livemode, NEW.id, NULL);
  RETURN NULL;
END $$;
CREATE FUNCTION customer_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_search SET text = NULL
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND customer_id = NEW.id AND text IS NOT NULL;
  RETURN NULL;
END $$;
CREATE TRIGGER customer_search_insert AFTER INSERT ON customers FOR EACH ROW EXECUTE FUNCTION customer_search_insert();
CREATE TRIGGER customer_search_update AFTER UPDATE OF name, email, phone ON customers
  FOR EACH ROW EXECUTE FUNCTION customer_search_update();
INSERT INTO customer_search (tenant_id, livemode, customer_id, text) SELECT tenant_id, livemode, id, NULL FROM customers;
UPDATE bookings SET view_json = NULL WHERE view_json IS NOT NULL;
`;
