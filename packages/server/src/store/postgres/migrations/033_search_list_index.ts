/**
 * 033: as SQLite's 033: the bookings' list index carries each booking's customer, so a search whose
 * customers are many checks each entry's customer from the index before reading the page's rows.
 * It replaces the list index (same keys) rather than adding one.
 */
export const sql = `
DROP INDEX bookings_list;
CREATE INDEX bookings_list ON bookings (tenant_id, livemode, created_at DESC, id DESC) INCLUDE (customer_id);
`;
