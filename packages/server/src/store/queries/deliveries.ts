/**
 * The delivery worker's queries: due deliveries across tenants, claimed under a lease while an
 * attempt runs (one instance per attempt, also with several on one database), the attempt's record,
 * and the leases a dead process left behind.
 */
import type { Row } from '../rows.js';
import { asBool, type Dialect, type Sql } from '../sql.js';
import {
  type AttemptSource,
  DELIVERY_COLUMNS,
  type DeliveryAttempt,
  type DeliveryKey,
  type DeliveryRow,
  type DeliveryStatus,
  SOURCE_COLUMNS,
  type SourceRow,
  toDelivery,
  toSource,
} from './webhooks.js';

type Delivery = Row<'webhook_deliveries'>;

/**
 * How many attempts in flight each endpoint may have: `caps` by endpoint key
 * (`<tenant_id>|<livemode>|<endpoint_id>`), `initial` for the others.
 */
export interface EndpointCaps {
  initial: number;
  caps: ReadonlyMap<string, number>;
  /**
   * The leases of the claiming process start with this (`<holder>:`): they are not counted from
   * the database, the caps passed are already what that process has left. Leases of other
   * processes are counted.
   */
  holder: string;
}

const capOf = (c: EndpointCaps, tenantId: string, livemode: boolean, endpointId: string) =>
  c.caps.get(`${tenantId}|${livemode}|${endpointId}`) ?? c.initial;

export class DeliveryQueries {
  constructor(
    private readonly sql: Sql,
    private readonly dialect: Dialect,
  ) {}

  /** The leases held on pending deliveries (to find those left by a process that died). */
  async heldLeases(): Promise<(DeliveryKey & { lease: string })[]> {
    const rows = await this.sql.all<Pick<Delivery, 'tenant_id' | 'livemode' | 'id'> & { lease: string }>(
      `SELECT tenant_id, livemode, id, lease FROM webhook_deliveries WHERE status = 'pending' AND lease IS NOT NULL`,
    );
    return rows.map((r) => ({ tenant_id: r.tenant_id, livemode: asBool(r.livemode), id: r.id, lease: r.lease }));
  }

  /** Drop a lease (its attempt died with its process): the delivery is due again at once. */
  async releaseLease(key: DeliveryKey, lease: string): Promise<boolean> {
    const n = await this.sql.run(
      `UPDATE webhook_deliveries SET lease = NULL, locked_until = NULL
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND lease = ?`,
      [key.tenant_id, key.livemode, key.id, lease],
    );
    return n === 1;
  }

  /** Pending deliveries across tenants and the creation of the oldest (null: none), in one statement. */
  async backlog(): Promise<{ pending: number; oldest: string | null }> {
    const row = await this.sql.get<{ n: number; oldest: string | null }>(
      "SELECT count(*) AS n, min(created_at) AS oldest FROM webhook_deliveries WHERE status = 'pending'",
    );
    return { pending: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
  }

  async countPending(): Promise<number> {
    const row = await this.sql.get<{ n: number | string }>(
      "SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'pending'",
    );
    return Number(row?.n ?? 0);
  }

  /**
   * Due, unleased deliveries of active endpoints, oldest due first, at most each endpoint's cap in
   * flight (less the leases other processes hold on it) and `limit` in all, so one endpoint's backlog
   * or a hanging receiver never holds up another endpoint's work.
   */
  async dueDeliveries(now: string, caps: EndpointCaps, limit: number): Promise<DeliveryKey[]> {
    // Reads only pending rows (partial indexes), never finished history, and per endpoint no more
    // than its free slots: the cost follows the endpoints with due work.
    const d = this.dialect;
    const endpoints = await this.sql.all<Pick<Delivery, 'tenant_id' | 'livemode' | 'endpoint_id'> & { busy: number }>(
      `SELECT due.tenant_id, due.livemode, due.endpoint_id,
              (SELECT count(*) FROM webhook_deliveries b ${d.indexedBy('webhook_deliveries_leased')}
                WHERE b.tenant_id = due.tenant_id AND b.livemode = due.livemode AND b.endpoint_id = due.endpoint_id
                  AND b.lease IS NOT NULL AND b.locked_until > ? AND substr(b.lease, 1, ?) <> ?) AS busy
         FROM (SELECT DISTINCT tenant_id, livemode, endpoint_id
                 FROM webhook_deliveries ${d.indexedBy('webhook_deliveries_pending')}
                WHERE status = 'pending' AND next_attempt_at <= ?) due
         JOIN webhook_endpoints e ON e.tenant_id = due.tenant_id AND e.livemode = due.livemode AND e.id = due.endpoint_id
        WHERE e.active = ?`,
      [now, caps.holder.length, caps.holder, now, true],
    );
    const due: (DeliveryKey & { next_attempt_at: string })[] = [];
    for (const ep of endpoints) {
      const free = capOf(caps, ep.tenant_id, asBool(ep.livemode), ep.endpoint_id) - Number(ep.busy);
      if (free <= 0) continue;
      const rows = await this.sql.all<Pick<Delivery, 'tenant_id' | 'livemode' | 'id'> & { next_attempt_at: string }>(
        `SELECT tenant_id, livemode, id, next_attempt_at FROM webhook_deliveries ${d.indexedBy('webhook_deliveries_pending')}
          WHERE tenant_id = ? AND livemode = ? AND endpoint_id = ? AND status = 'pending' AND next_attempt_at <= ?
            AND (lease IS NULL OR locked_until <= ?)
          ORDER BY next_attempt_at, id LIMIT ?`,
        [ep.tenant_id, ep.livemode, ep.endpoint_id, now, now, Math.min(free, limit)],
      );
      for (const r of rows) {
        due.push({
          tenant_id: r.tenant_id,
          livemode: asBool(r.livemode),
          id: r.id,
          next_attempt_at: r.next_attempt_at,
        });
      }
    }
    due.sort((a, b) =>
      a.next_attempt_at < b.next_attempt_at ? -1 : a.next_attempt_at > b.next_attempt_at ? 1 : a.id < b.id ? -1 : 1,
    );
    return due.slice(0, limit).map(({ tenant_id, livemode, id }) => ({ tenant_id, livemode, id }));
  }

  /** The earliest `next_attempt_at` after `now` of unleased work for active endpoints (null: none). */
  async nextDueAt(now: string): Promise<string | null> {
    const row = await this.sql.get<{ t: string | null }>(
      `SELECT min(d.next_attempt_at) AS t
         FROM webhook_deliveries d
         JOIN webhook_endpoints e ON e.tenant_id = d.tenant_id AND e.livemode = d.livemode AND e.id = d.endpoint_id
        WHERE d.status = 'pending' AND d.next_attempt_at > ? AND d.lease IS NULL AND e.active = ?`,
      [now, true],
    );
    return row?.t ?? null;
  }

  /**
   * Lease due deliveries for one attempt each (at most `perEndpoint` in flight per endpoint, `limit`
   * in all) and return what the attempts need. Every instance may call this at once: a delivery is
   * leased by one of them only.
   */
  async claimDue(
    now: string,
    caps: EndpointCaps,
    limit: number,
    lease: string,
    lockedUntil: string,
  ): Promise<AttemptSource[]> {
    if (this.dialect.name === 'postgres') return this.claimDueSkipLocked(now, caps, limit, lease, lockedUntil);
    // SQLite: the write transaction already holds the whole database; pick, then lease each row.
    const out: AttemptSource[] = [];
    for (const key of await this.dueDeliveries(now, caps, limit)) {
      if (!(await this.leaseDelivery(key, lease, lockedUntil, now))) continue;
      const source = await this.attemptSource(key);
      if (source !== undefined) out.push(source);
    }
    return out;
  }

  /**
   * PostgreSQL: one statement picks the due rows (oldest first, within each endpoint's free slots:
   * the cap the caller has left, less the leases other processes hold), locks them with SKIP LOCKED
   * in the same probe so instances claiming at the same moment take disjoint rows without waiting,
   * leases them, and returns each with its endpoint and event. The lease condition is checked again
   * on the locked row.
   */
  private async claimDueSkipLocked(
    now: string,
    caps: EndpointCaps,
    limit: number,
    lease: string,
    lockedUntil: string,
  ): Promise<AttemptSource[]> {
    // Per active endpoint: other processes' running leases (a few, from the leased index) and its oldest due rows
    // up to its free slots (from the pending index). Each endpoint costs two short index probes, so a
    // claim never reads a whole backlog, however long it is.
    const rows = await this.sql.all<SourceRow>(
      `WITH picked AS (
         SELECT d.tenant_id, d.livemode, d.id, d.next_attempt_at
           FROM webhook_endpoints e
           CROSS JOIN LATERAL (
             SELECT count(*) AS n FROM webhook_deliveries b
              WHERE b.tenant_id = e.tenant_id AND b.livemode = e.livemode AND b.endpoint_id = e.id
                AND b.lease IS NOT NULL AND b.status = 'pending' AND b.locked_until > ?
                AND substr(b.lease, 1, ?) <> ?
           ) busy
           CROSS JOIN LATERAL (
             SELECT x.tenant_id, x.livemode, x.id, x.next_attempt_at FROM webhook_deliveries x
              WHERE x.tenant_id = e.tenant_id AND x.livemode = e.livemode AND x.endpoint_id = e.id
                AND x.status = 'pending' AND x.next_attempt_at <= ? AND (x.lease IS NULL OR x.locked_until <= ?)
              ORDER BY x.next_attempt_at, x.id
              LIMIT greatest(coalesce((?::jsonb ->> (e.tenant_id || '|' || e.livemode::text || '|' || e.id))::int, ?::int) - busy.n, 0)
              FOR UPDATE OF x SKIP LOCKED
           ) d
          WHERE e.active
          ORDER BY d.next_attempt_at, d.id LIMIT ?
       ), claimed AS (
         UPDATE webhook_deliveries d SET lease = ?, locked_until = ?
           FROM picked p WHERE d.tenant_id = p.tenant_id AND d.livemode = p.livemode AND d.id = p.id
         RETURNING d.*
       )
       SELECT ${SOURCE_COLUMNS}
         FROM claimed d
         JOIN webhook_endpoints e ON e.tenant_id = d.tenant_id AND e.livemode = d.livemode AND e.id = d.endpoint_id
         JOIN events v ON v.tenant_id = d.tenant_id AND v.livemode = d.livemode AND v.id = d.event_id
        ORDER BY d.next_attempt_at, d.id`,
      [
        now,
        caps.holder.length,
        caps.holder,
        now,
        now,
        JSON.stringify(Object.fromEntries(caps.caps)),
        caps.initial,
        limit,
        lease,
        lockedUntil,
      ],
    );
    return rows.map(toSource);
  }

  /**
   * Lease a due delivery for one attempt. False when it is no longer claimable. A lease that outlived
   * `locked_until` (its process is gone) may be taken over.
   */
  async leaseDelivery(key: DeliveryKey, lease: string, lockedUntil: string, now: string): Promise<boolean> {
    const n = await this.sql.run(
      `UPDATE webhook_deliveries SET lease = ?, locked_until = ?
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND status = 'pending'
          AND (locked_until IS NULL OR locked_until <= ?)`,
      [lease, lockedUntil, key.tenant_id, key.livemode, key.id, now],
    );
    return n === 1;
  }

  async deliveryByKey(key: DeliveryKey): Promise<DeliveryRow | undefined> {
    const row = await this.sql.get<Delivery>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [key.tenant_id, key.livemode, key.id],
    );
    return row === undefined ? undefined : toDelivery(row);
  }

  async attemptSource(key: DeliveryKey): Promise<AttemptSource | undefined> {
    const row = await this.sql.get<SourceRow>(
      `SELECT ${SOURCE_COLUMNS}
         FROM webhook_deliveries d
         JOIN webhook_endpoints e ON e.tenant_id = d.tenant_id AND e.livemode = d.livemode AND e.id = d.endpoint_id
         JOIN events v ON v.tenant_id = d.tenant_id AND v.livemode = d.livemode AND v.id = d.event_id
        WHERE d.tenant_id = ? AND d.livemode = ? AND d.id = ?`,
      [key.tenant_id, key.livemode, key.id],
    );
    return row === undefined ? undefined : toSource(row);
  }

  /**
   * Record a finished attempt under the lease that ran it: the attempts so far, the new status and
   * next attempt; the lease is dropped. False when the lease is gone (the endpoint was deleted).
   */
  async finishAttempt(
    key: DeliveryKey,
    lease: string,
    update: { attempts: DeliveryAttempt[]; status: DeliveryStatus; next_attempt_at: string | null; now: string },
  ): Promise<boolean> {
    const n = await this.sql.run(
      `UPDATE webhook_deliveries
          SET attempts = ?, status = ?, next_attempt_at = ?, lease = NULL, locked_until = NULL, updated_at = ?
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND lease = ? AND status = 'pending'`,
      [
        JSON.stringify(update.attempts),
        update.status,
        update.next_attempt_at,
        update.now,
        key.tenant_id,
        key.livemode,
        key.id,
        lease,
      ],
    );
    return n === 1;
  }

  /**
   * Record a successful attempt under the lease that ran it, in one statement: the attempt appended
   * to the stored ones (as text, the same on both stores), succeeded, the lease dropped. Undefined
   * when the lease is gone; else the delivery's event and its attempts so far.
   */
  async finishSucceeded(
    key: DeliveryKey,
    lease: string,
    attempt: DeliveryAttempt,
    now: string,
  ): Promise<{ event_id: string; attempts: number } | undefined> {
    const json = JSON.stringify(attempt);
    const row = await this.sql.get<{ event_id: string; attempts: string }>(
      `UPDATE webhook_deliveries
          SET status = 'succeeded', next_attempt_at = NULL, lease = NULL, locked_until = NULL, updated_at = ?,
              attempts = CASE WHEN attempts = '[]' THEN '[' || CAST(? AS TEXT) || ']'
                              ELSE substr(attempts, 1, length(attempts) - 1) || ',' || CAST(? AS TEXT) || ']' END
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND lease = ? AND status = 'pending'
        RETURNING event_id, attempts`,
      [now, json, json, key.tenant_id, key.livemode, key.id, lease],
    );
    if (row === undefined) return undefined;
    const attempts: unknown[] = JSON.parse(row.attempts);
    return { event_id: row.event_id, attempts: attempts.length };
  }

  // ----------------------------------------------------------------------------- endpoint health

  /** A successful attempt ends the endpoint's run of failures (a no-op while there is none). */
  async noteEndpointSuccess(endpoint: DeliveryKey): Promise<void> {
    await this.sql.run(
      `UPDATE webhook_endpoints SET failing_since = NULL
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND failing_since IS NOT NULL`,
      [endpoint.tenant_id, endpoint.livemode, endpoint.id],
    );
  }

  /** A failed attempt started at `at` opens a run of failures unless one is already open. */
  async noteEndpointFailure(endpoint: DeliveryKey, at: string): Promise<void> {
    await this.sql.run(
      `UPDATE webhook_endpoints SET failing_since = ?
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND failing_since IS NULL`,
      [at, endpoint.tenant_id, endpoint.livemode, endpoint.id],
    );
  }

  /**
   * Disable the endpoint, as one conditional UPDATE so that of several instances recording at once
   * exactly one succeeds (true for that one). `gone`: unless the server disabled it already (an
   * endpoint made inactive by its owner still takes the reason). `failing`: only while active and
   * failing since `failingBefore` or earlier.
   */
  async disableEndpoint(
    endpoint: DeliveryKey,
    reason: 'gone' | 'failing',
    now: string,
    failingBefore?: string,
  ): Promise<boolean> {
    const condition =
      reason === 'gone'
        ? '(active = ? OR disabled_reason IS NULL)'
        : 'active = ? AND failing_since IS NOT NULL AND failing_since <= ?';
    const n = await this.sql.run(
      `UPDATE webhook_endpoints SET active = ?, disabled_reason = ?, disabled_at = ?, updated_at = ?
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND ${condition}`,
      [
        false,
        reason,
        now,
        now,
        endpoint.tenant_id,
        endpoint.livemode,
        endpoint.id,
        true,
        ...(reason === 'failing' ? [failingBefore ?? now] : []),
      ],
    );
    return n === 1;
  }

  /**
   * Every pending delivery of the endpoint becomes failed, its attempts ending with `attempt` (JSON
   * text, appended to the stored array as text: the same on both stores). Leases are dropped, so an
   * attempt still running is not recorded. Returns how many.
   */
  failPendingOfEndpoint(endpoint: DeliveryKey, attempt: DeliveryAttempt, now: string): Promise<number> {
    const json = JSON.stringify(attempt);
    return this.sql.run(
      `UPDATE webhook_deliveries
          SET status = 'failed', next_attempt_at = NULL, lease = NULL, locked_until = NULL, updated_at = ?,
              attempts = CASE WHEN attempts = '[]' THEN '[' || CAST(? AS TEXT) || ']'
                              ELSE substr(attempts, 1, length(attempts) - 1) || ',' || CAST(? AS TEXT) || ']' END
        WHERE tenant_id = ? AND livemode = ? AND endpoint_id = ? AND status = 'pending'`,
      [now, json, json, endpoint.tenant_id, endpoint.livemode, endpoint.id],
    );
  }
}
