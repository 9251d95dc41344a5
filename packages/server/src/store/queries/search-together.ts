/**
 * PostgreSQL: what a search of bookings needs before its page, in one statement. The customers whose
 * documents hold the needle, the bookings whose own documents do, and how many bookings those
 * customers have (counted up to a bound) are three reads that each cost PostgreSQL a statement's
 * round of messages, more than the reads themselves for a rare term; asked as one they cost one.
 * SQLite answers in the server's own process, where three statements cost what one does.
 */
import type { Scope } from '../../core/scope.js';
import type { Sql } from '../sql.js';

/** Keys found, or `many` past their cap. */
export type Found = string[] | 'many';

export interface FoundTogether {
  customers: Found;
  own: Found;
  /** The found customers' bookings, counted up to `few + 1`. */
  customersBookings: number;
}

/** A `LIKE` of a pattern whose `%`, `_` and backslashes are escaped with a backslash. */
export const LIKE = "LIKE ? ESCAPE '\\'";

/**
 * `pattern`: the needle as a `LIKE` pattern (any part); `cap`: the documents of each kind past which
 * they are `many`; `few`: the bound the customers' bookings are counted to (`few + 1` at most). The
 * count reads each customer's bookings by the customer index, at most `few + 1` in all, whatever
 * the plan would make of the customers found.
 */
export async function foundTogether(
  sql: Sql,
  scope: Scope,
  pattern: string,
  cap: number,
  few: number,
): Promise<FoundTogether> {
  const rows = await sql.all<{ kind: 'c' | 'o' | 'n'; key: string }>(
    `WITH c AS (SELECT d.customer_id AS key FROM customer_search d
                 WHERE d.tenant_id = ? AND d.livemode = ? AND d.text ${LIKE} LIMIT ?),
          o AS (SELECT d.booking_id AS key FROM booking_search d
                 WHERE d.tenant_id = ? AND d.livemode = ? AND (d.own_text ${LIKE} OR d.customer_text ${LIKE}) LIMIT ?)
     SELECT 'c' AS kind, key FROM c
     UNION ALL SELECT 'o', key FROM o
     UNION ALL SELECT 'n', count(*)::text FROM (
       SELECT 1 FROM c CROSS JOIN LATERAL (
         SELECT 1 FROM bookings x WHERE x.tenant_id = ? AND x.livemode = ? AND x.customer_id = c.key LIMIT ?) y
        LIMIT ?) z`,
    [
      ...[scope.tenantId, scope.livemode, pattern, cap + 1],
      ...[scope.tenantId, scope.livemode, pattern, pattern, cap + 1],
      ...[scope.tenantId, scope.livemode, few + 1, few + 1],
    ],
    // Planned with the needle: the trigram index finds a rare term's few documents, reading every
    // document finds a common one's sooner.
    { planEachCall: true },
  );
  const customers: string[] = [];
  const own: string[] = [];
  let customersBookings = 0;
  for (const r of rows) {
    if (r.kind === 'c') customers.push(r.key);
    else if (r.kind === 'o') own.push(r.key);
    else customersBookings = Number(r.key);
  }
  return {
    customers: customers.length > cap ? 'many' : customers,
    own: own.length > cap ? 'many' : own,
    customersBookings,
  };
}
