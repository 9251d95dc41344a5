/**
 * Search documents (migration 032): writing them, and finding the customers and bookings whose
 * folded text holds a folded query (`LIKE '%…%'` semantics: any part).
 *
 * Customers are matched on their documents: a trigram index (SQLite: FTS5 `trigram`; PostgreSQL:
 * `pg_trgm` GIN) lists the few that hold a query of three characters or more (one of two is looked
 * for in every customer's document); past {@link SELECTIVE_CAP} found, the list is read in its
 * order instead, each row's document checked, until the page is full.
 *
 * Bookings are matched through their customer's document and through their own (id, units, and the
 * customer as recorded once the customer is deleted). When both find few documents and the
 * customers found have at most {@link FEW_BOOKINGS} bookings (PostgreSQL counts them with the
 * customers, `search-together.ts`), the page is sorted out of those bookings (each customer's by the
 * customer index, the others by key); otherwise the list is read in its order, each booking checked
 * against what was found. Either way the other filters and the keyset cursor apply as on any page.
 */
import type { PageRequest, Slice } from '../../core/paging.js';
import type { Scope } from '../../core/scope.js';
import type { Row } from '../rows.js';
import { type Dialect, type Param, placeholders, type Sql } from '../sql.js';
import { SearchBacklog, WAITING_MATCHES } from './search-backlog.js';
import { type Found, foundTogether, LIKE } from './search-together.js';

/** A probe that finds more documents than this reads the list in order instead. */
export const SELECTIVE_CAP = 500;
/** A query of two characters, which documents are read to find, gives up past this many customers. */
export const SHORT_CAP = 100;
/** Customers' bookings up to this many are sorted out of their customer index; more, the list is read in order. */
export const FEW_BOOKINGS = 1000;

/** What a page query adds to find its rows: its FROM (aliases `b`/`c`), conditions, and their parameters in order. */
export interface SearchClause {
  from: string;
  fromParams: Param[];
  where: string[];
  whereParams: Param[];
  /** The page's statement has one good plan for any values (see `StatementOptions.planOnce`). */
  planOnce?: boolean;
}

export interface BookingDocument {
  booking_id: string;
  customer_id: string;
  own_text: string;
  customer_text: string;
}

/** A deleted customer as their bookings recorded them, and those bookings. */
type CustomerSnapshot = { name: string; email: string | null; phone: string | null; booking_ids: string[] };

/** Documents one statement writes. */
const PUT_CHUNK = 50;

const escapeLike = (needle: string) => needle.replace(/[\\%_]/g, (c) => `\\${c}`);
/** An FTS5 phrase: the needle as one string of trigrams in a row, i.e. a substring. */
const phrase = (needle: string) => `"${needle.replaceAll('"', '""')}"`;
const anyPart = (needle: string) => `%${escapeLike(needle)}%`;

export class SearchQueries {
  /** The bookings' documents waiting for the trigram index (SQLite). */
  readonly backlog: SearchBacklog;

  constructor(
    private readonly sql: Sql,
    private readonly dialect: Dialect,
    /** {@link FEW_BOOKINGS}, or another bound where a test needs both ways taken with a few rows. */
    private readonly few: number = FEW_BOOKINGS,
  ) {
    this.backlog = new SearchBacklog(sql, dialect);
  }

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
  async customerSnapshots(scope: Scope, customerId: string): Promise<CustomerSnapshot[]> {
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
    const out = new Map<string, CustomerSnapshot>();
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
    const { customers, own: found, few } = await this.matches(scope, needle);
    const own = found === 'many' || exactId === undefined ? found : [...found, exactId];
    if (customers !== 'many' && own !== 'many' && (await few())) {
      return this.fewBookingsClause(scope, customers, own, page);
    }
    // Many: the bookings in list order, each checked against the customers and documents found (by
    // key), or, past the cap, against the documents themselves, row by row (a scalar subquery: as
    // `EXISTS`, PostgreSQL would rather read every document once to hash them, which costs more
    // than the few rows a page needs). Alone, one plan reads the list in order for any values; with
    // other filters, which index serves best depends on them.
    const scoped = 'WHERE d.tenant_id = b.tenant_id AND d.livemode = b.livemode';
    const byCustomer =
      customers === 'many'
        ? {
            sql: `(SELECT 1 FROM customer_search d ${scoped} AND d.customer_id = b.customer_id AND d.text ${LIKE} LIMIT 1) = 1`,
            params: [anyPart(needle)],
          }
        : this.dialect.oneOfMany('b.customer_id', customers);
    const byOwn =
      own === 'many'
        ? {
            sql: `((SELECT 1 FROM booking_search d ${scoped} AND d.booking_id = b.id
                     AND (d.own_text ${LIKE} OR d.customer_text ${LIKE}) LIMIT 1) = 1${exactId === undefined ? '' : ' OR b.id = ?'})`,
            params: [anyPart(needle), anyPart(needle), ...(exactId === undefined ? [] : [exactId])],
          }
        : this.dialect.oneOfMany('b.id', own);
    const where = [`(${byCustomer.sql} OR ${byOwn.sql})`];
    const whereParams = [...byCustomer.params, ...byOwn.params];
    return { from: 'FROM bookings b', fromParams: [], where, whereParams, planOnce: page !== undefined };
  }

  /** The customers and bookings whose documents hold `needle`, and whether the customers' bookings are few. */
  private async matches(scope: Scope, needle: string) {
    // PostgreSQL, a needle with a trigram of letters or digits (else the index lists every document):
    // the customers and their bookings' count, sent with the bookings' own documents' read.
    if (this.dialect.name === 'postgres' && /[a-z0-9]{3}/.test(needle)) {
      const [m, own] = await Promise.all([
        foundTogether(this.sql, scope, anyPart(needle), SELECTIVE_CAP, this.few),
        this.found('booking', scope, needle),
      ]);
      return { customers: m.customers, own, few: async () => m.customersBookings <= this.few };
    }
    const [customers, own] = await Promise.all([
      this.found('customer', scope, needle),
      this.found('booking', scope, needle),
    ]);
    return { customers, own, few: () => (customers === 'many' ? false : this.fewBookings(scope, customers)) };
  }

  /**
   * Whether the customers' bookings are few enough to be sorted out of their customer index: a few
   * hundred index entries cost less than reading the list in order until a page of them is found,
   * and many more cost more (a common name is on a good share of the list, so its page comes soon).
   */
  private async fewBookings(scope: Scope, customers: readonly string[]): Promise<boolean> {
    if (customers.length === 0) return this.few >= 0;
    const of = this.dialect.oneOf('x.customer_id', customers);
    const row = await this.sql.get<{ n: number | string }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM bookings x WHERE x.tenant_id = ? AND x.livemode = ? AND ${of.sql} LIMIT ?) f`,
      [scope.tenantId, scope.livemode, ...of.params, this.few + 1],
    );
    return Number(row?.n ?? 0) <= this.few;
  }

  /** The few bookings first (the customers' by the customer index, the others by key), then each row by key. */
  private fewBookingsClause(
    scope: Scope,
    customers: readonly string[],
    own: readonly string[],
    page: PageRequest | undefined,
  ): SearchClause {
    const after = page?.after;
    const x = `x.tenant_id = ? AND x.livemode = ?${after ? ' AND (x.created_at < ? OR (x.created_at = ? AND x.id < ?))' : ''}`;
    const xParams: Param[] = [
      scope.tenantId,
      scope.livemode,
      ...(after ? [after.created_at, after.created_at, after.id] : []),
    ];
    // Each part joins a list of keys to the bookings' index: asked as `column IN (…)` instead, SQLite
    // without statistics may rather read every booking of the tenant through another index.
    const cross = this.dialect.name === 'sqlite' ? 'CROSS JOIN' : 'JOIN';
    const lists = [
      { column: 'customer_id', keys: customers },
      { column: 'id', keys: own },
    ]
      .filter((l) => l.keys.length > 0)
      .map((l) => ({ column: l.column, table: this.dialect.keyTable(l.keys) }));
    if (lists.length === 0) return { from: 'FROM bookings b', fromParams: [], where: ['1 = 0'], whereParams: [] };
    const keyed = (column: string, keys: string) =>
      `SELECT x.id, x.created_at FROM ${keys} v ${cross} bookings x ON ${x} AND x.${column} = v.key`;
    const parts = lists.map((l) => keyed(l.column, l.table.sql)).join(' UNION ALL ');
    // With no other filter, the page is cut from the index entries before any row is read.
    const chosen =
      page === undefined
        ? `SELECT DISTINCT u.id FROM (${parts}) u`
        : `SELECT u.id FROM (${parts}) u GROUP BY u.id, u.created_at ORDER BY u.created_at DESC, u.id DESC LIMIT ?`;
    // SQLite keeps a CROSS JOIN's order (else it would read the list in order instead). A page cut
    // here is keys read by key whatever the lists hold: one plan for any values (see `planOnce`).
    return {
      planOnce: page !== undefined,
      from: `FROM (${chosen}) m ${cross} bookings b ON b.tenant_id = ? AND b.livemode = ? AND b.id = m.id`,
      fromParams: [
        ...lists.flatMap((l) => [...l.table.params, ...xParams]),
        ...(page === undefined ? [] : [page.limit + 1]),
        scope.tenantId,
        scope.livemode,
      ],
      where: [],
      whereParams: [],
    };
  }

  /** The clause of a page of customers whose documents hold `needle`. */
  async customers(scope: Scope, needle: string): Promise<SearchClause> {
    const found = await this.found('customer', scope, needle);
    if (found !== 'many') {
      const of = this.dialect.oneOf('c.id', found);
      return { from: 'FROM customers c', fromParams: [], where: [of.sql], whereParams: of.params };
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
   * or `many` past {@link SELECTIVE_CAP} (and for bookings and two characters). SQLite's index spans
   * tenants: a needle common in another tenant counts as many here too (right, only slower).
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
    const short = [...needle].length < 3;
    // Two characters: no trigram index finds them. A shop has few customers next to its bookings, so
    // their documents are read, up to a lower cap (two letters are common: past it, the list read in
    // order soon fills a page); bookings' own documents are as many as the list, which checks them.
    if (short && kind === 'booking') return 'many';
    const limit = (short ? SHORT_CAP : SELECTIVE_CAP) + 1;
    const viaIndex = this.dialect.name === 'sqlite' && !short;
    const waiting = kind === 'booking'; // a booking's newest documents may wait for the index
    const rows = viaIndex
      ? await this.sql.all<{ key: string; tenant_id: string; livemode: unknown }>(
          `SELECT d.${t.key} AS key, d.tenant_id, d.livemode
             FROM (SELECT rowid AS doc FROM ${t.docs}_fts WHERE ${t.docs}_fts MATCH ? LIMIT ?) m
             CROSS JOIN ${t.docs} d ON d.doc = m.doc${waiting ? WAITING_MATCHES(t.match) : ''}`,
          [
            phrase(needle),
            limit,
            ...(waiting ? [scope.tenantId, scope.livemode, anyPart(needle), anyPart(needle), limit] : []),
          ],
        )
      : // The trigram index finds a rare term's few documents; reading every document finds a common
        // one's sooner: which is better depends on the term.
        await this.sql.all<{ key: string; tenant_id: string; livemode: unknown }>(
          `SELECT d.${t.key} AS key, d.tenant_id, d.livemode FROM ${t.docs} d
            WHERE d.tenant_id = ? AND d.livemode = ? AND ${t.match} LIMIT ?`,
          [scope.tenantId, scope.livemode, ...Array.from({ length: t.likes }, () => anyPart(needle)), limit],
          { planEachCall: true },
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
