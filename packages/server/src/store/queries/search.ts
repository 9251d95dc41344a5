/**
 * Search documents (migration 032): writing them, and finding the customers and bookings whose
 * folded text holds a folded query (`LIKE '%…%'` semantics: any part).
 *
 * Customers are matched on their documents: a trigram index (SQLite: FTS5 `trigram`; PostgreSQL:
 * `pg_trgm` GIN) lists the few that hold a query of three characters or more; when a probe finds
 * many (more than {@link SELECTIVE_CAP}), or the query has two characters, which no trigram can
 * find, the list is read in its order instead, each row's document checked, until the page is full.
 *
 * Bookings are matched through their customer's document and through their own (id, units, and the
 * customer as recorded once the customer is deleted). When both find few (at most
 * {@link FEW_CUSTOMERS} customers, at most {@link SELECTIVE_CAP} own documents), the page is sorted
 * out of their bookings (each customer's by the bookings' customer index, the others each by key);
 * otherwise the bookings are read in list order, each checked against the set of customers found
 * (a set made once: the ids found, or the documents holding the query when those are many) and its
 * own document. Either way the other filters and the keyset cursor apply as on any page, and a search
 * alone cuts its page's ids from an index (the list index holds each booking's customer) before any
 * row is read. The ids found are passed as one JSON array, so one statement text serves any number.
 */
import type { PageRequest, Slice } from '../../core/paging.js';
import type { Scope } from '../../core/scope.js';
import type { Row } from '../rows.js';
import { type Dialect, type Param, placeholders, type Sql } from '../sql.js';

/** A probe that finds more documents than this reads the list in order instead. */
export const SELECTIVE_CAP = 500;
/** Bookings of at most this many customers are sorted out of their customers' bookings; more, read in order. */
export const FEW_CUSTOMERS = 20;

/** What a page query adds to find its rows: its FROM (aliases `b`/`c`), conditions, and their parameters in order. */
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
const anyPart = (needle: string) => `%${escapeLike(needle)}%`;
/**
 * `column` holds `?` (the needle as it is): a plain substring test, cheaper than a `LIKE` pattern
 * for the documents checked one by one (both are folded: the same bytes match). `LIKE` stays where
 * PostgreSQL's trigram index must serve it.
 */
const holder = (dialect: Dialect) => (column: string) =>
  `${dialect.name === 'sqlite' ? 'instr' : 'strpos'}(${column}, ?) > 0`;
/** The documents found: their keys, or `many` past the cap. */
type Found = string[] | 'many';

export class SearchQueries {
  constructor(
    private readonly sql: Sql,
    private readonly dialect: Dialect,
  ) {}

  // ------------------------------------------------------------------------------------- writing

  /**
   * Insert or update bookings' documents (a document that is already so is not written): `own`
   * updates only their own text (the customer's text a document holds stays), `all` both.
   */
  async putBookingDocuments(scope: Scope, docs: readonly BookingDocument[], mode: 'own' | 'all'): Promise<void> {
    const set =
      mode === 'own'
        ? 'own_text = excluded.own_text WHERE booking_search.own_text <> excluded.own_text'
        : `own_text = excluded.own_text, customer_text = excluded.customer_text
           WHERE booking_search.own_text <> excluded.own_text OR booking_search.customer_text <> excluded.customer_text`;
    for (let i = 0; i < docs.length; i += PUT_CHUNK) {
      const chunk = docs.slice(i, i + PUT_CHUNK);
      await this.sql.run(
        `INSERT INTO booking_search (tenant_id, livemode, booking_id, customer_id, own_text, customer_text)
         VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}
         ON CONFLICT (tenant_id, livemode, booking_id) DO UPDATE SET ${set}`,
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

  /**
   * Merge each full-text index into one segment (SQLite): after many documents were written in many
   * transactions (a rebuild after an upgrade or an import), each of which added a segment that every
   * query would otherwise read. PostgreSQL's indexes need nothing.
   */
  async compact(): Promise<void> {
    if (this.dialect.name !== 'sqlite') return;
    for (const fts of ['booking_search_fts', 'customer_search_fts']) {
      await this.sql.run(`INSERT INTO ${fts} (${fts}) VALUES ('optimize')`);
    }
  }

  // ------------------------------------------------------------------------------------ matching

  /**
   * The clause of a page of bookings found by `needle` (a folded query). `exactId`: the query was a
   * whole booking id. `page`: the page asked for, when no other filter applies: the few bookings are
   * then sorted by what their customers' index holds, and only the page's rows are read.
   */
  async bookings(
    scope: Scope,
    needle: string,
    options: { exactId?: string | undefined; page?: PageRequest | undefined } = {},
  ): Promise<SearchClause> {
    const { exactId, page } = options;
    const customers = await this.found('customer', scope, needle);
    const own = await this.found('booking', scope, needle);
    const { textList, indexedBy } = this.dialect;
    const holds = holder(this.dialect);
    // SQLite keeps a CROSS JOIN's order: the chosen ids first, then each row by key.
    const join = this.dialect.name === 'sqlite' ? 'CROSS JOIN' : 'JOIN';
    const after = page?.after;
    const x = `x.tenant_id = ? AND x.livemode = ?${after ? ' AND (x.created_at < ? OR (x.created_at = ? AND x.id < ?))' : ''}`;
    const xParams: Param[] = [
      scope.tenantId,
      scope.livemode,
      ...(after ? [after.created_at, after.created_at, after.id] : []),
    ];
    const rows = (chosen: string, chosenParams: Param[]): SearchClause => ({
      from: `FROM (${chosen}) m ${join} bookings b ON b.tenant_id = ? AND b.livemode = ? AND b.id = m.id`,
      fromParams: [...chosenParams, scope.tenantId, scope.livemode],
      where: [],
      whereParams: [],
    });
    if (customers !== 'many' && customers.length <= FEW_CUSTOMERS && own !== 'many') {
      // The few bookings: each customer's by the customer index, the others each by key from the
      // list of their ids (with no statistics, SQLite would rather scan the tenant's whole list index
      // for either). With no other filter, the page is cut from the index entries before any row is
      // read.
      const ids = exactId === undefined ? own : [...own, exactId];
      const parts = `SELECT x.id, x.created_at FROM bookings x ${indexedBy('bookings_customer')}
                      WHERE ${x} AND x.customer_id IN (${textList})
                     UNION ALL SELECT x.id, x.created_at FROM (${textList}) i ${join} bookings x ON x.id = i.value
                      WHERE ${x}`;
      const chosen =
        page === undefined
          ? `SELECT DISTINCT u.id FROM (${parts}) u`
          : `SELECT u.id FROM (${parts}) u GROUP BY u.id, u.created_at ORDER BY u.created_at DESC, u.id DESC LIMIT ?`;
      return rows(chosen, [
        ...xParams,
        JSON.stringify(customers),
        JSON.stringify(ids),
        ...xParams,
        ...(page === undefined ? [] : [page.limit + 1]),
      ]);
    }
    // Many: the bookings in list order, each checked against the customers found (a set made once,
    // not a document read per row) and against its own document (the bookings found by it, or the
    // document itself when those are many).
    const matched = (b: string) => {
      const byCustomer =
        customers === 'many'
          ? `EXISTS (SELECT 1 FROM customer_search d WHERE d.tenant_id = ${b}.tenant_id AND d.livemode = ${b}.livemode
               AND d.customer_id = ${b}.customer_id AND ${holds('d.text')})`
          : `${b}.customer_id IN (${textList})`;
      const byOwn =
        own === 'many'
          ? `EXISTS (SELECT 1 FROM booking_search d WHERE d.tenant_id = ${b}.tenant_id AND d.livemode = ${b}.livemode
               AND d.booking_id = ${b}.id AND (${holds('d.own_text')} OR ${holds('d.customer_text')}))`
          : `${b}.id IN (${textList})`;
      return `(${byCustomer} OR ${byOwn}${exactId === undefined ? '' : ` OR ${b}.id = ?`})`;
    };
    const matchedParams: Param[] = [
      customers === 'many' ? needle : JSON.stringify(customers),
      ...(own === 'many' ? [needle, needle] : [JSON.stringify(own)]),
      ...(exactId === undefined ? [] : [exactId]),
    ];
    if (page === undefined) {
      return { from: 'FROM bookings b', fromParams: [], where: [matched('b')], whereParams: matchedParams };
    }
    // A search alone picks its page's ids from the list index, which holds each booking's customer,
    // before any row is read.
    const chosen = `SELECT x.id FROM bookings x ${indexedBy('bookings_list')} WHERE ${x} AND ${matched('x')}
                     ORDER BY x.created_at DESC, x.id DESC LIMIT ?`;
    return rows(chosen, [...xParams, ...matchedParams, page.limit + 1]);
  }

  /** The clause of a page of customers whose documents hold `needle`. */
  async customers(scope: Scope, needle: string): Promise<SearchClause> {
    const found = await this.found('customer', scope, needle);
    if (found !== 'many') {
      return {
        from: 'FROM customers c',
        fromParams: [],
        where: [`c.id IN (${this.dialect.textList})`],
        whereParams: [JSON.stringify(found)],
      };
    }
    return {
      from: 'FROM customers c',
      fromParams: [],
      where: [
        `EXISTS (SELECT 1 FROM customer_search d WHERE d.tenant_id = c.tenant_id AND d.livemode = c.livemode
           AND d.customer_id = c.id AND d.text ${LIKE})`,
      ],
      whereParams: [anyPart(needle)],
    };
  }

  /**
   * The customers (or bookings, by their own documents) of the scope whose documents hold `needle`,
   * through the trigram index, or `many` past {@link SELECTIVE_CAP} (and for two characters, which
   * the index cannot find). SQLite's index spans tenants: a needle common in another tenant counts
   * as many here too, which is right, only slower.
   */
  private async found(kind: 'customer' | 'booking', scope: Scope, needle: string): Promise<Found> {
    const t =
      kind === 'customer'
        ? { docs: 'customer_search', key: 'customer_id', match: `d.text ${LIKE}`, likes: 1 }
        : {
            docs: 'booking_search',
            key: 'booking_id',
            match: `(d.own_text ${LIKE} OR d.customer_text ${LIKE})`,
            likes: 2,
          };
    // Two characters: no trigram index finds them, and reading every document to count them costs
    // more than reading the list in order does.
    if ([...needle].length < 3) return 'many';
    const limit = SELECTIVE_CAP + 1;
    const viaIndex = this.dialect.name === 'sqlite';
    const rows = viaIndex
      ? await this.sql.all<{ key: string; tenant_id: string; livemode: unknown }>(
          `SELECT d.${t.key} AS key, d.tenant_id, d.livemode
             FROM (SELECT rowid AS doc FROM ${t.docs}_fts WHERE ${t.docs}_fts MATCH ? LIMIT ?) m
             CROSS JOIN ${t.docs} d ON d.doc = m.doc`,
          [phrase(needle), limit],
        )
      : await this.sql.all<{ key: string; tenant_id: string; livemode: unknown }>(
          `SELECT d.${t.key} AS key, d.tenant_id, d.livemode FROM ${t.docs} d
            WHERE d.tenant_id = ? AND d.livemode = ? AND ${t.match} LIMIT ?`,
          [scope.tenantId, scope.livemode, ...Array.from({ length: t.likes }, () => anyPart(needle)), limit],
        );
    if (rows.length >= limit) return 'many';
    const mode = scope.livemode;
    return rows
      .filter((r) => r.tenant_id === scope.tenantId && (r.livemode === true || r.livemode === 1) === mode)
      .map((r) => r.key);
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
}
