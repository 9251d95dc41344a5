/**
 * 033: the bookings' list index holds each booking's customer too, so a search whose customers are
 * many (a first name, two letters) picks its page's ids from the index alone, checking each entry's
 * customer against the customers found, and reads only the page's rows. It replaces the list index
 * (same leading columns, so plain pages use it as before) rather than adding one: a booking's write
 * keeps the same number of indexes.
 */
export const sql = `
DROP INDEX bookings_list;
CREATE INDEX bookings_list ON bookings (tenant_id, livemode, created_at DESC, id DESC, customer_id);
`;
