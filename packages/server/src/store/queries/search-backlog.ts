/**
 * The bookings' search documents not yet in SQLite's trigram index (migration 051): the index takes
 * new documents in batches, in the background, and a search reads the few waiting from the table.
 * PostgreSQL's index takes each document with its row (its cost is the database's, not the
 * server's), so nothing waits there.
 */
import type { Dialect, Sql } from '../sql.js';

/** The documents above the indexed mark: a range of the table's key, so neither index of the scope is used (`+`). */
const WAITING = 'd.doc > (SELECT upto FROM booking_search_indexed)';

/**
 * The statement's tail (after the index's matches) that adds the waiting documents of the scope
 * holding the needle, at most `limit` of them. Parameters: tenant, mode, the needle twice (as `LIKE`
 * patterns), the limit.
 */
export const WAITING_MATCHES = (match: string) => `
  UNION ALL
  SELECT * FROM (SELECT d.booking_id AS key, d.tenant_id, d.livemode FROM booking_search d
    WHERE ${WAITING} AND +d.tenant_id = ? AND +d.livemode = ? AND ${match} LIMIT ?)`;

export class SearchBacklog {
  constructor(
    private readonly sql: Sql,
    private readonly dialect: Dialect,
  ) {}

  /** Whether any booking's document waits for the index (a read: a quiet database costs no write). */
  async any(): Promise<boolean> {
    if (this.dialect.name !== 'sqlite') return false;
    return (await this.sql.get(`SELECT 1 AS one FROM booking_search d WHERE ${WAITING} LIMIT 1`, [])) !== undefined;
  }

  /**
   * Index up to `limit` waiting documents, oldest first, and move the mark past them; returns how
   * many. In a write transaction: SQLite's one writer at a time means no document is written
   * between the read of the mark and its move.
   */
  async index(limit: number): Promise<number> {
    if (this.dialect.name !== 'sqlite') return 0;
    const batch = await this.sql.get<{ upto: number; last: number | null; n: number }>(
      `SELECT (SELECT upto FROM booking_search_indexed) AS upto, max(doc) AS last, count(*) AS n
         FROM (SELECT d.doc FROM booking_search d WHERE ${WAITING} ORDER BY d.doc LIMIT ?)`,
      [limit],
    );
    if (batch === undefined || batch.last === null || batch.n === 0) return 0;
    await this.sql.run(
      `INSERT INTO booking_search_fts (rowid, own_text, customer_text)
       SELECT doc, own_text, customer_text FROM booking_search WHERE doc > ? AND doc <= ? ORDER BY doc`,
      [batch.upto, batch.last],
    );
    await this.sql.run('UPDATE booking_search_indexed SET upto = ?', [batch.last]);
    return batch.n;
  }
}
