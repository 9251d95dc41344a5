/**
 * Search documents (migration 032): writing them, and finding the bookings and customers whose
 * folded text holds a folded query (`LIKE '%…%'` semantics: any part).
 *
 * How a query is matched depends on how many documents hold it, which a probe finds out first:
 * - few (at most {@link SELECTIVE_CAP}, three characters or more): the trigram index lists them (SQLite:
 *   FTS5 `trigram`; PostgreSQL: `pg_trgm` GIN), and the page is sorted out of those few;
 * - many (or two characters, which no trigram can find): the page is read in list order, newest
 *   first, each row's document checked, so it stops as soon as the page is full.
 * Either way the other filters and the keyset cursor apply as on any page.
 */
import type { PageRequest, Slice } from '../../core/paging.js';
import type { Scope } from '../../core/scope.js';
import type { Row } from '../rows.js';
import { type Dialect, type Param, placeholders, type Sql } from '../sql.js';

/** A probe that finds more documents than this reads the list in order instead. */
export const SELECTIVE_CAP = 500;

/** What a page query adds to find its rows: its FROM (aliases `b`/`c` and `s`), conditions, and their parameters in order. */
export interface SearchClause {
  from: string;
  fromParams: Param[];
  where: string[];
  whereParams: Param[];
}

export interface BookingDocument {
  booking_id: string;
  customer_id: string;
  own_text: string;
  customer_text: string;
}

/** Documents one statement writes. */
const PUT_CHUNK = 50;

const escapeLike = (needle: string) => needle.replace(/[\\%_]/g, (c) => `\\${c}`);
const LIKE = "LIKE ? ESCAPE '\\'";
/** An FTS5 phrase: the needle as one string of trigrams in a row, i.e. a substring. */
const phrase = (needle: string) => `"${needle.replaceAll('"', '""')}"`;

type Kind = 'booking' | 'customer';

const TABLES: Record<Kind, { docs: string; key: string; columns: string[]; alias: string; rows: string }> = {
  booking: {
    docs: 'booking_search',
    key: 'booking_id',
    columns: ['own_text', 'customer_text'],
    alias: 'b',
    rows: 'bookings',
  },
  customer: { docs: 'customer_search', key: 'customer_id', columns: ['text'], alias: 'c', rows: 'customers' },
};

export class SearchQueries {
  constructor(
    private readonly sql: Sql,
    private readonly dialect: Dialect,
  ) {}

  // ------------------------------------------------------------------------------------- writing

  /** Insert or update bookings' documents; a document that is already so is not written. */
  async putBookingDocuments(scope: Scope, docs: readonly BookingDocument[]): Promise<void> {
    for (let i = 0; i < docs.length; i += PUT_CHUNK) {
      const chunk = docs.slice(i, i + PUT_CHUNK);
      await this.sql.run(
        `INSERT INTO booking_search (tenant_id, livemode, booking_id, customer_id, own_text, customer_text)
         VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}
         ON CONFLICT (tenant_id, livemode, booking_id) DO UPDATE
           SET customer_id = excluded.customer_id, own_text = excluded.own_text, customer_text = excluded.customer_text
         WHERE booking_search.own_text <> excluded.own_text OR booking_search.customer_text <> excluded.customer_text
            OR booking_search.customer_id <> excluded.customer_id`,
        chunk.flatMap((d) => [
          scope.tenantId,
          scope.livemode,
          d.booking_id,
          d.customer_id,
          d.own_text,
          d.customer_text,
        ]),
      );
    }
  }

  /** The customer's text of their bookings' documents (of `bookingIds` only, when given). */
  async setBookingsCustomerText(
    scope: Scope,
    customerId: string,
    text: string,
    bookingIds?: readonly string[],
  ): Promise<void> {
    const only = bookingIds === undefined ? '' : ` AND booking_id IN (${placeholders(bookingIds.length)})`;
    if (bookingIds !== undefined && bookingIds.length === 0) return;
    await this.sql.run(
      `UPDATE booking_search SET customer_text = ?
        WHERE tenant_id = ? AND livemode = ? AND customer_id = ? AND customer_text <> ?${only}`,
      [text, scope.tenantId, scope.livemode, customerId, text, ...(bookingIds ?? [])],
    );
  }

  /** A customer's document (its row exists from the customer's insert; made here if not). */
  async fillCustomerDocument(scope: Scope, customerId: string, text: string): Promise<void> {
    await this.sql.run(
      `INSERT INTO customer_search (tenant_id, livemode, customer_id, text) VALUES (?, ?, ?, ?)
       ON CONFLICT (tenant_id, livemode, customer_id) DO UPDATE SET text = excluded.text
       WHERE customer_search.text IS DISTINCT FROM excluded.text`,
      [scope.tenantId, scope.livemode, customerId, text],
    );
  }

  /** Whether any customer's document has no text yet (a probe of the partial index). */
  async anyUnfilledCustomer(): Promise<boolean> {
    return (await this.sql.get('SELECT 1 AS one FROM customer_search WHERE text IS NULL LIMIT 1', [])) !== undefined;
  }

  /** The customers, of any tenant, whose document has no text yet (oldest first). */
  async unfilledCustomers(limit: number): Promise<(Row<'customers'> & { livemode: boolean })[]> {
    const rows = await this.sql.all<Row<'customers'>>(
      `SELECT c.* FROM customer_search s
         JOIN customers c ON c.tenant_id = s.tenant_id AND c.livemode = s.livemode AND c.id = s.customer_id
        WHERE s.text IS NULL ORDER BY s.doc LIMIT ?`,
      [limit],
    );
    return rows.map((r) => ({ ...r, livemode: r.livemode === true || r.livemode === 1 }));
  }

  /** The bookings of which a line of `fleetItemId` took the unit `unitId` (picked up, or back since). */
  async bookingsWithUnit(scope: Scope, fleetItemId: string, unitId: string): Promise<string[]> {
    const rows = await this.sql.all<{ booking_id: string }>(
      `SELECT DISTINCT booking_id FROM booking_line_items
        WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ? AND ${this.dialect.jsonArrayHasAny('unit_ids', 1)}`,
      [scope.tenantId, scope.livemode, fleetItemId, unitId],
    );
    return rows.map((r) => r.booking_id);
  }

  /** How a deleted customer's bookings recorded them, each distinct record with its bookings. */
  async customerSnapshots(
    scope: Scope,
    customerId: string,
  ): Promise<{ name: string; email: string | null; phone: string | null; booking_ids: string[] }[]> {
    const rows = await this.sql.all<{
      id: string;
      customer_name: string;
      customer_email: string | null;
      customer_phone: string | null;
    }>(
      `SELECT id, customer_name, customer_email, customer_phone FROM bookings
        WHERE tenant_id = ? AND livemode = ? AND customer_id = ?`,
      [scope.tenantId, scope.livemode, customerId],
    );
    const out = new Map<string, { name: string; email: string | null; phone: string | null; booking_ids: string[] }>();
    for (const r of rows) {
      const key = JSON.stringify([r.customer_name, r.customer_email, r.customer_phone]);
      const entry = out.get(key) ?? {
        name: r.customer_name,
        email: r.customer_email,
        phone: r.customer_phone,
        booking_ids: [],
      };
      entry.booking_ids.push(r.id);
      out.set(key, entry);
    }
    return [...out.values()];
  }

  // ------------------------------------------------------------------------------------ matching

  /** The clause of a page of bookings whose documents hold `needle` (a folded query). */
  bookings(scope: Scope, needle: string): Promise<SearchClause> {
    return this.clause('booking', scope, needle);
  }

  /** The clause of a page of customers whose documents hold `needle`. */
  customers(scope: Scope, needle: string): Promise<SearchClause> {
    return this.clause('customer', scope, needle);
  }

  private async clause(kind: Kind, scope: Scope, needle: string): Promise<SearchClause> {
    const t = TABLES[kind];
    const join = `${t.alias}.tenant_id = s.tenant_id AND ${t.alias}.livemode = s.livemode AND ${t.alias}.id = s.${t.key}`;
    const like = `%${escapeLike(needle)}%`;
    const matches = `(${t.columns.map((c) => `s.${c} ${LIKE}`).join(' OR ')})`;
    const likes = t.columns.map(() => like);
    const scoped = ['s.tenant_id = ?', 's.livemode = ?'];
    if ([...needle].length >= 3 && (await this.few(kind, scope, needle))) {
      if (this.dialect.name === 'sqlite') {
        // The index lists the documents; each leads to its row by key (CROSS JOIN keeps that order).
        return {
          from: `FROM (SELECT rowid AS doc FROM ${t.docs}_fts WHERE ${t.docs}_fts MATCH ?) m
                 CROSS JOIN ${t.docs} s ON s.doc = m.doc CROSS JOIN ${t.rows} ${t.alias} ON ${join}`,
          fromParams: [phrase(needle)],
          where: scoped,
          whereParams: [scope.tenantId, scope.livemode],
        };
      }
      return {
        from: `FROM ${t.docs} s JOIN ${t.rows} ${t.alias} ON ${join}`,
        fromParams: [],
        where: [...scoped, matches],
        whereParams: [scope.tenantId, scope.livemode, ...likes],
      };
    }
    // Many: the rows in list order, each with its document (found by key), until the page is full.
    return {
      from: `FROM ${t.rows} ${t.alias} JOIN ${t.docs} s ON ${join}`,
      fromParams: [],
      where: [matches],
      whereParams: likes,
    };
  }

  /** One page of customers, newest first, found by `clause`. */
  async customerPage(scope: Scope, clause: SearchClause, page: PageRequest): Promise<Slice<Row<'customers'>>> {
    const where = ['c.tenant_id = ?', 'c.livemode = ?', ...clause.where];
    const params: Param[] = [...clause.fromParams, scope.tenantId, scope.livemode, ...clause.whereParams];
    if (page.after) {
      where.push('(c.created_at < ? OR (c.created_at = ? AND c.id < ?))');
      params.push(page.after.created_at, page.after.created_at, page.after.id);
    }
    const rows = await this.sql.all<Row<'customers'>>(
      `SELECT c.* ${clause.from} WHERE ${where.join(' AND ')} ORDER BY c.created_at DESC, c.id DESC LIMIT ?`,
      [...params, page.limit + 1],
    );
    return { data: rows.slice(0, page.limit), has_more: rows.length > page.limit };
  }

  /** Whether at most {@link SELECTIVE_CAP} documents hold `needle` (of three characters or more). */
  private async few(kind: Kind, scope: Scope, needle: string): Promise<boolean> {
    const t = TABLES[kind];
    const limit = SELECTIVE_CAP + 1;
    // SQLite's index spans tenants: a needle common in another tenant reads this one's list in order,
    // which is right, only slower.
    const probe =
      this.dialect.name === 'sqlite'
        ? {
            text: `SELECT count(*) AS n FROM (SELECT 1 FROM ${t.docs}_fts WHERE ${t.docs}_fts MATCH ? LIMIT ?) m`,
            params: [phrase(needle), limit],
          }
        : {
            text: `SELECT count(*) AS n FROM (SELECT 1 FROM ${t.docs} s
                    WHERE s.tenant_id = ? AND s.livemode = ? AND (${t.columns.map((c) => `s.${c} ${LIKE}`).join(' OR ')})
                    LIMIT ?) m`,
            params: [scope.tenantId, scope.livemode, ...t.columns.map(() => `%${escapeLike(needle)}%`), limit],
          };
    const row = await this.sql.get<{ n: number | string }>(probe.text, probe.params);
    return Number(row?.n ?? 0) <= SELECTIVE_CAP;
  }
}
