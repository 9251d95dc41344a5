/**
 * The stored list views of bookings (`bookings.view_json`, migration 009): the page query that reads
 * them with each booking's current customer, writing a booking's view, and finding and filling the
 * views that were cleared. Every statement of a tenant filters on tenant_id and livemode; the repair
 * queries span tenants on purpose.
 */
import type { PageRequest, Slice } from '../../core/paging.js';
import type { Scope } from '../../core/scope.js';
import { asBool, type Dialect, type Param, placeholders, type Sql, type StatementOptions } from '../sql.js';
import type { BookingListQuery } from './bookings.js';
import { overdueSql } from './overdue-grace.js';

/**
 * A booking as a list page reads it: its stored view when it is in the shape asked for (null:
 * cleared, or written in another shape), the customer as it is now (all null: deleted since), which
 * the page joins to it, and its return date when it is active (null otherwise: only an active booking
 * can be overdue, judged when the page is shown). An array of just these columns, not an object: a
 * page reads many, and every text column of every row is a string the page allocates.
 */
export type ListedBooking = [
  id: string,
  created_at: string,
  customer_id: string,
  view_json: string | null,
  customer_name: string | null,
  customer_email: string | null,
  customer_phone: string | null,
  active_return_date: string | null,
];

/** A booking whose view is missing, by its key. */
export interface MissingView {
  tenant_id: string;
  livemode: boolean;
  id: string;
}

/** Views one statement fills: few enough distinct statement texts, few round trips. */
const FILL_CHUNK = 50;
/** A search's page that has one good plan for any values (see `SearchClause.planOnce`). */
const PLAN_ONCE: StatementOptions = { planOnce: true };

export class BookingViewQueries {
  constructor(
    private readonly sql: Sql,
    private readonly dialect: Dialect,
  ) {}

  /**
   * The rows a page reads (`bookings b`, or a search's join), the conditions of the page (its
   * filters and the rows after its cursor) and their parameters, in the order they appear.
   */
  private where(
    scope: Scope,
    q: BookingListQuery,
    page: PageRequest,
  ): { from: string; where: string; params: Param[] } {
    const where = ['b.tenant_id = ?', 'b.livemode = ?', ...(q.search?.where ?? [])];
    const params: Param[] = [
      ...(q.search?.fromParams ?? []),
      scope.tenantId,
      scope.livemode,
      ...(q.search?.whereParams ?? []),
    ];
    const from = q.search?.from ?? 'FROM bookings b';
    if (q.owes !== undefined) {
      const owes = "(b.status <> 'cancelled' AND b.total > b.amount_paid)";
      where.push(q.owes ? owes : `NOT ${owes}`);
    }
    if (q.status !== undefined) {
      where.push('b.status = ?');
      params.push(q.status);
    }
    if (q.customer_id !== undefined) {
      where.push('b.customer_id = ?');
      params.push(q.customer_id);
    }
    if (q.pickup_from !== undefined) {
      where.push('b.pickup_date >= ?');
      params.push(q.pickup_from);
    }
    if (q.pickup_to !== undefined) {
      where.push('b.pickup_date <= ?');
      params.push(q.pickup_to);
    }
    if (q.return_from !== undefined) {
      where.push('b.return_date >= ?');
      params.push(q.return_from);
    }
    if (q.return_to !== undefined) {
      where.push('b.return_date <= ?');
      params.push(q.return_to);
    }
    if (q.overdue !== undefined) {
      const overdue = overdueSql(this.dialect, 'b');
      where.push(q.overdue.value ? overdue : `NOT ${overdue}`);
      params.push(q.overdue.at, q.overdue.at);
    }
    if (page.after) {
      where.push('(b.created_at < ? OR (b.created_at = ? AND b.id < ?))');
      params.push(page.after.created_at, page.after.created_at, page.after.id);
    }
    return { from, where: where.join(' AND '), params };
  }

  /**
   * One page, newest first (`created_at DESC, id DESC`): each booking's stored view if it is of shape
   * `viewVersion`, and its customer as it is now, not the whole row. The customers are joined, or,
   * where the dialect says so and the page's rows share few customers (one customer's bookings) or
   * come from a search, read by id in a second statement (in the same read transaction, so one
   * snapshot either way).
   */
  async page(scope: Scope, q: BookingListQuery, page: PageRequest, viewVersion: number): Promise<Slice<ListedBooking>> {
    const { from, where, params } = this.where(scope, q, page);
    // The view only in the shape asked for, the return date only of an active booking: the columns
    // a row does not need come back as null, not as strings.
    const columns = `b.id, b.created_at, b.customer_id, CASE WHEN b.view_version = ? THEN b.view_json END`;
    const due = "CASE WHEN b.status = 'active' THEN b.return_date END";
    const order = 'ORDER BY b.created_at DESC, b.id DESC LIMIT ?';
    // A page of everyone's bookings shows about as many customers as bookings: a lookup per booking
    // in the join costs less than a second statement, its ids collected, sorted and probed.
    const apart = this.dialect.customersApart && (q.customer_id !== undefined || q.search !== undefined);
    if (!apart) {
      // The customer's mode is the scope's, given as a value: joined as `c.livemode = b.livemode`,
      // PostgreSQL, planning with the values, no longer sees that the list index is in page order
      // (its mode column then equals another column, not the value) and sorts every matching booking.
      const join = 'LEFT JOIN customers c ON c.tenant_id = b.tenant_id AND c.livemode = ? AND c.id = b.customer_id';
      // A search's page is cut before its customers are joined: with the join inside, PostgreSQL may
      // rather read every booking that meets the search (which it cannot estimate) and sort them all.
      // Each of the page's customers is then looked up by key (`LATERAL … LIMIT 1`, which the planner
      // cannot fold into a join): joined, a search's plan, made for its page of 21, would rather hash
      // every customer of the tenant. Without a search the one-level join costs less.
      const [text, values] =
        q.search === undefined
          ? [
              `SELECT ${columns}, c.name, c.email, c.phone, ${due} ${from} ${join} WHERE ${where} ${order}`,
              [viewVersion, scope.livemode, ...params, page.limit + 1],
            ]
          : [
              `SELECT b.id, b.created_at, b.customer_id, b.view, c.name, c.email, c.phone, b.due
                 FROM (SELECT ${columns} AS view, ${due} AS due, b.tenant_id
                         ${from} WHERE ${where} ${order}) b
                 LEFT JOIN LATERAL (SELECT c.name, c.email, c.phone FROM customers c
                                     WHERE c.tenant_id = b.tenant_id AND c.livemode = ? AND c.id = b.customer_id
                                     LIMIT 1) c ON true
                ORDER BY b.created_at DESC, b.id DESC`,
              [viewVersion, ...params, page.limit + 1, scope.livemode],
            ];
      const rows = await this.sql.rows<ListedBooking>(text, values, q.search?.planOnce ? PLAN_ONCE : undefined);
      return { data: rows.slice(0, page.limit), has_more: rows.length > page.limit };
    }
    const rows = await this.sql.rows<[string, string, string, string | null, string | null]>(
      `SELECT ${columns}, ${due} ${from} WHERE ${where} ${order}`,
      [viewVersion, ...params, page.limit + 1],
    );
    const data = rows.slice(0, page.limit);
    const ids = [...new Set(data.map((r) => r[2]))];
    const customers = new Map<string, [string, string | null, string | null]>();
    if (ids.length > 0) {
      const found = await this.sql.rows<[string, string, string | null, string | null]>(
        `SELECT id, name, email, phone FROM customers WHERE tenant_id = ? AND livemode = ? AND id IN (${placeholders(ids.length)})`,
        [scope.tenantId, scope.livemode, ...ids],
      );
      for (const [id, name, email, phone] of found) customers.set(id, [name, email, phone]);
    }
    const listed = data.map((r): ListedBooking => {
      const [id, createdAt, customerId, json, due] = r;
      const c = customers.get(customerId) ?? [null, null, null];
      return [id, createdAt, customerId, json, ...c, due];
    });
    return { data: listed, has_more: rows.length > page.limit };
  }

  /**
   * Store a booking's view, written in shape `version`. Writing what it already has is skipped: an
   * update that leaves the view as it was is what the store treats as "the booking changed without
   * its view".
   */
  async store(scope: Scope, id: string, json: string, version: number): Promise<void> {
    await this.sql.run(
      `UPDATE bookings SET view_json = ?, view_version = ?
        WHERE tenant_id = ? AND livemode = ? AND id = ?
          AND (view_json IS NULL OR view_json <> ? OR view_version IS NULL OR view_version <> ?)`,
      [json, version, scope.tenantId, scope.livemode, id, json, version],
    );
  }

  /**
   * Store the views of bookings that have none (cleared, or never written), a few per statement.
   * A booking whose view was stored meanwhile keeps it.
   */
  async fill(scope: Scope, views: readonly { id: string; json: string }[], version: number): Promise<void> {
    for (let i = 0; i < views.length; i += FILL_CHUNK) {
      const chunk = views.slice(i, i + FILL_CHUNK);
      // `id IN (…)` so both planners find each booking by its key (SQLite's UPDATE … FROM would
      // scan the table for every value).
      await this.sql.run(
        `WITH v (id, json) AS (VALUES ${chunk.map(() => '(?, ?)').join(', ')})
         UPDATE bookings SET view_json = (SELECT v.json FROM v WHERE v.id = bookings.id), view_version = ?
          WHERE tenant_id = ? AND livemode = ? AND id IN (SELECT v.id FROM v) AND view_json IS NULL`,
        [...chunk.flatMap((v) => [v.id, v.json]), version, scope.tenantId, scope.livemode],
      );
    }
  }

  /**
   * Clear every stored view written in another shape than `version` (by an older or newer server);
   * the sweeper then rebuilds them. One statement over the whole table: a server runs it once, when
   * it starts.
   */
  async clearOtherVersions(version: number): Promise<number> {
    return this.sql.run(
      `UPDATE bookings SET view_json = NULL
        WHERE view_json IS NOT NULL AND (view_version IS NULL OR view_version <> ?)`,
      [version],
    );
  }

  /**
   * Whether any booking of any tenant lacks its stored view: a probe of the partial index. Ordered
   * by the index's key so a planner whose statistics date from when every view was missing (just
   * after an upgrade) still reads the index instead of expecting a missing view in the first rows of
   * a table scan.
   */
  async anyMissing(): Promise<boolean> {
    const probe = 'SELECT 1 AS one FROM bookings WHERE view_json IS NULL ORDER BY tenant_id, livemode, id LIMIT 1';
    return (await this.sql.get(probe, [])) !== undefined;
  }

  /**
   * Bookings of any tenant whose stored view was cleared (or never written), in key order after
   * `after` (so a walk over them all is not held up by ones that cannot be rebuilt). On PostgreSQL
   * they are locked for the transaction and those another transaction holds are skipped, so
   * several processes rebuilding views share the work and none rebuilds one that is being changed.
   */
  async missing(limit: number, after?: MissingView): Promise<MissingView[]> {
    const lock = this.dialect.name === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
    const from = after === undefined ? '' : ' AND (tenant_id, livemode, id) > (?, ?, ?)';
    const rows = await this.sql.all<{ tenant_id: string; livemode: unknown; id: string }>(
      `SELECT tenant_id, livemode, id FROM bookings WHERE view_json IS NULL${from}
        ORDER BY tenant_id, livemode, id LIMIT ?${lock}`,
      [...(after === undefined ? [] : [after.tenant_id, after.livemode, after.id]), limit],
    );
    return rows.map((r) => ({ tenant_id: r.tenant_id, livemode: asBool(r.livemode), id: r.id }));
  }
}
