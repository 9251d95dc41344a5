/**
 * PostgreSQL: what a search of bookings needs of its customers before its page, in one statement: the
 * customers whose documents hold the needle and how many bookings those customers have (counted up
 * to a bound). Two reads that each cost PostgreSQL a statement's round of messages, more than the
 * reads themselves for a rare term; asked as one they cost one. (The bookings' own documents are a
 * statement of their own, sent with this one: their best plan depends on the term.) SQLite answers
 * in the server's own process, where two statements cost what one does.
 */
import type { Scope } from '../../core/scope.js';
import type { Sql, StatementOptions } from '../sql.js';

/** Keys found, or `many` past their cap. */
export type Found = string[] | 'many';

export interface FoundTogether {
  customers: Found;
  /** The found customers' bookings, counted up to `few + 1`. */
  customersBookings: number;
}

/** A `LIKE` of a pattern whose `%`, `_` and backslashes are escaped with a backslash. */
export const LIKE = "LIKE ? ESCAPE '\\'";

const BY_INDEX: StatementOptions = { planOnce: true, byIndex: true };

/**
 * `pattern`: the needle as a `LIKE` pattern (any part); `cap`: the customers past which they are
 * `many`; `few`: the bound the customers' bookings are counted to (`few + 1` at most). The count
 * reads each customer's bookings by the customer index, at most `few + 1` in all, whatever the plan
 * would make of the customers found.
 */
export async function foundTogether(
  sql: Sql,
  scope: Scope,
  pattern: string,
  cap: number,
  few: number,
): Promise<FoundTogether> {
  const rows = await sql.all<{ kind: 'c' | 'n'; key: string }>(
    `WITH c AS (SELECT d.customer_id AS key FROM customer_search d
                 WHERE d.tenant_id = ? AND d.livemode = ? AND d.text ${LIKE} LIMIT ?)
     SELECT 'c' AS kind, key FROM c
     UNION ALL SELECT 'n', count(*)::text FROM (
       SELECT 1 FROM c CROSS JOIN LATERAL (
         SELECT 1 FROM bookings x WHERE x.tenant_id = ? AND x.livemode = ? AND x.customer_id = c.key LIMIT ?) y
        LIMIT ?) z`,
    [scope.tenantId, scope.livemode, pattern, cap + 1, scope.tenantId, scope.livemode, few + 1, few + 1],
    // The customers' documents by their trigram index, on a plan made once. Planned with the needle,
    // PostgreSQL would spend longer planning than running it, and for a name of two words or an email
    // would rather read every document of a shop of two thousand customers (0.3 ms against 0.03 by
    // the index). By the index a common term costs about what reading them does: a document of a
    // customer is a name, an email and a phone, and the cap ends the read.
    BY_INDEX,
  );
  const customers: string[] = [];
  let customersBookings = 0;
  for (const r of rows) {
    if (r.kind === 'c') customers.push(r.key);
    else customersBookings = Number(r.key);
  }
  return { customers: customers.length > cap ? 'many' : customers, customersBookings };
}
