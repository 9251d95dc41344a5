/**
 * 051: what writing a booking's search document costs a new booking, made less (as SQLite's 051).
 * A new booking's document is written by the database with its row: a new booking has no units and
 * its customer exists, so its document holds its id alone, lowercased (ids are ASCII letters, digits
 * and `_`, which the server's folding only lowercases); the request sends one statement less. The
 * index of documents by customer is dropped: a deleted customer's bookings are named by id when
 * their documents take the customer's text.
 */
export const sql = `
CREATE FUNCTION booking_search_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_search (tenant_id, livemode, booking_id, customer_id, own_text, customer_text)
  VALUES (NEW.tenant_id, NEW.livemode, NEW.id, NEW.customer_id, lower(NEW.id), '');
  RETURN NULL;
END $$;
CREATE TRIGGER booking_search_new AFTER INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION booking_search_new();
DROP INDEX booking_search_customer;
`;
