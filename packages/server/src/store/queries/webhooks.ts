/**
 * Webhook endpoints and the delivery outbox. Endpoints use the generic resource queries (their
 * `secret` is stripped by the feature before anything is returned). Deliveries are read per endpoint
 * by the API and across tenants by the worker, which leases each row while an attempt runs.
 */
import type { PageRequest, Slice } from '../../core/paging.js';
import type { Scope } from '../../core/scope.js';
import { asBool, type Dialect, type Param, type Sql } from '../sql.js';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface DeliveryAttempt {
  attempted_at: string;
  response_status: number | null;
  /** null, or `timeout`, `connection_failed`, `url_private`, `http_<status>`. */
  error: string | null;
  duration_ms: number;
}

export interface DeliveryRow {
  tenant_id: string;
  livemode: boolean;
  id: string;
  event_id: string;
  endpoint_id: string;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  next_attempt_at: string | null;
  lease: string | null;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

/** The row key of a delivery, across tenants (the worker's view). */
export interface DeliveryKey {
  tenant_id: string;
  livemode: boolean;
  id: string;
}

/** What one attempt needs: the delivery, its endpoint (url, current secret) and its event. */
export interface AttemptSource {
  delivery: DeliveryRow;
  url: string;
  secret: string;
  event: { id: string; type: string; data: string; created_at: string };
}

type Row = Record<string, unknown>;

const DELIVERY_COLUMNS = `tenant_id, livemode, id, event_id, endpoint_id, status, attempts, next_attempt_at, lease,
  locked_until, created_at, updated_at`;

function toDelivery(row: Row): DeliveryRow {
  return {
    tenant_id: row.tenant_id as string,
    livemode: asBool(row.livemode),
    id: row.id as string,
    event_id: row.event_id as string,
    endpoint_id: row.endpoint_id as string,
    status: row.status as DeliveryStatus,
    attempts: JSON.parse(row.attempts as string) as DeliveryAttempt[],
    next_attempt_at: row.next_attempt_at as string | null,
    lease: row.lease as string | null,
    locked_until: row.locked_until as string | null,
    created_at: row.created_at as string,
    updated_at: row.updated_at as string,
  };
}

export class WebhookQueries {
  constructor(
    private readonly sql: Sql,
    private readonly dialect: Dialect,
  ) {}

  // ------------------------------------------------------------------------------------ the outbox

  /** Ids of the scope's active endpoints subscribed to `type` (or to `*`), oldest first. */
  async subscribedEndpointIds(scope: Scope, type: string): Promise<string[]> {
    const rows = await this.sql.all<{ id: string }>(
      `SELECT id FROM webhook_endpoints
        WHERE tenant_id = ? AND livemode = ? AND active = ? AND ${this.dialect.jsonArrayHasAny('events', 2)}
        ORDER BY created_at, id`,
      [scope.tenantId, scope.livemode, true, type, '*'],
    );
    return rows.map((r) => r.id);
  }

  async insertDelivery(
    scope: Scope,
    d: { id: string; event_id: string; endpoint_id: string; next_attempt_at: string; created_at: string },
  ): Promise<void> {
    await this.sql.run(
      `INSERT INTO webhook_deliveries
         (tenant_id, livemode, id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'pending', '[]', ?, ?, ?)`,
      [scope.tenantId, scope.livemode, d.id, d.event_id, d.endpoint_id, d.next_attempt_at, d.created_at, d.created_at],
    );
  }

  // ------------------------------------------------------------------------------------ API reads

  async getDelivery(scope: Scope, id: string): Promise<DeliveryRow | undefined> {
    const row = await this.sql.get<Row>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [scope.tenantId, scope.livemode, id],
    );
    return row === undefined ? undefined : toDelivery(row);
  }

  /** One page of an endpoint's deliveries, newest first. */
  async listDeliveries(
    scope: Scope,
    q: { endpointId: string; status?: DeliveryStatus | undefined; eventId?: string | undefined },
    page: PageRequest,
  ): Promise<Slice<DeliveryRow>> {
    const where = ['tenant_id = ?', 'livemode = ?', 'endpoint_id = ?'];
    const params: Param[] = [scope.tenantId, scope.livemode, q.endpointId];
    if (q.status !== undefined) {
      where.push('status = ?');
      params.push(q.status);
    }
    if (q.eventId !== undefined) {
      where.push('event_id = ?');
      params.push(q.eventId);
    }
    if (page.after) {
      where.push('(created_at < ? OR (created_at = ? AND id < ?))');
      params.push(page.after.created_at, page.after.created_at, page.after.id);
    }
    const rows = await this.sql.all<Row>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE ${where.join(' AND ')}
        ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...params, page.limit + 1],
    );
    return { data: rows.slice(0, page.limit).map(toDelivery), has_more: rows.length > page.limit };
  }

  /** A deleted endpoint's pending deliveries become failed (no further attempts). Returns how many. */
  failPendingDeliveries(scope: Scope, endpointId: string, now: string): Promise<number> {
    return this.sql.run(
      `UPDATE webhook_deliveries
          SET status = 'failed', next_attempt_at = NULL, lease = NULL, locked_until = NULL, updated_at = ?
        WHERE tenant_id = ? AND livemode = ? AND endpoint_id = ? AND status = 'pending'`,
      [now, scope.tenantId, scope.livemode, endpointId],
    );
  }

  // ------------------------------------------------------------------------------------ the worker

  /** The leases held on pending deliveries (to find those left by a process that died). */
  async heldLeases(): Promise<(DeliveryKey & { lease: string })[]> {
    const rows = await this.sql.all<Row>(
      `SELECT tenant_id, livemode, id, lease FROM webhook_deliveries WHERE status = 'pending' AND lease IS NOT NULL`,
    );
    return rows.map((r) => ({
      tenant_id: r.tenant_id as string,
      livemode: asBool(r.livemode),
      id: r.id as string,
      lease: r.lease as string,
    }));
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

  async countPending(): Promise<number> {
    const row = await this.sql.get<{ n: number | string }>(
      "SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'pending'",
    );
    return Number(row?.n ?? 0);
  }

  /**
   * Due, unleased deliveries of active endpoints, oldest due first, at most `perEndpoint` in flight per
   * endpoint (counting the leases it already holds) and `limit` in all, so one endpoint's backlog or a
   * hanging receiver never holds up another endpoint's work.
   */
  async dueDeliveries(now: string, perEndpoint: number, limit: number): Promise<DeliveryKey[]> {
    // Reads only pending rows (partial indexes), never finished history, and per endpoint no more
    // than its free slots: the cost follows the endpoints with due work.
    const d = this.dialect;
    const endpoints = await this.sql.all<Row>(
      `SELECT due.tenant_id, due.livemode, due.endpoint_id,
              (SELECT count(*) FROM webhook_deliveries b ${d.indexedBy('webhook_deliveries_leased')}
                WHERE b.tenant_id = due.tenant_id AND b.livemode = due.livemode AND b.endpoint_id = due.endpoint_id
                  AND b.lease IS NOT NULL AND b.locked_until > ?) AS busy
         FROM (SELECT DISTINCT tenant_id, livemode, endpoint_id
                 FROM webhook_deliveries ${d.indexedBy('webhook_deliveries_pending')}
                WHERE status = 'pending' AND next_attempt_at <= ?) due
         JOIN webhook_endpoints e ON e.tenant_id = due.tenant_id AND e.livemode = due.livemode AND e.id = due.endpoint_id
        WHERE e.active = ?`,
      [now, now, true],
    );
    const due: (DeliveryKey & { next_attempt_at: string })[] = [];
    for (const ep of endpoints) {
      const free = perEndpoint - Number(ep.busy);
      if (free <= 0) continue;
      const rows = await this.sql.all<Row>(
        `SELECT tenant_id, livemode, id, next_attempt_at FROM webhook_deliveries ${d.indexedBy('webhook_deliveries_pending')}
          WHERE tenant_id = ? AND livemode = ? AND endpoint_id = ? AND status = 'pending' AND next_attempt_at <= ?
            AND (lease IS NULL OR locked_until <= ?)
          ORDER BY next_attempt_at, id LIMIT ?`,
        [ep.tenant_id as string, ep.livemode as Param, ep.endpoint_id as string, now, now, Math.min(free, limit)],
      );
      for (const r of rows) {
        due.push({
          tenant_id: r.tenant_id as string,
          livemode: asBool(r.livemode),
          id: r.id as string,
          next_attempt_at: r.next_attempt_at as string,
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
    const row = await this.sql.get<Row>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [key.tenant_id, key.livemode, key.id],
    );
    return row === undefined ? undefined : toDelivery(row);
  }

  async attemptSource(key: DeliveryKey): Promise<AttemptSource | undefined> {
    const row = await this.sql.get<Row>(
      `SELECT d.tenant_id, d.livemode, d.id, d.event_id, d.endpoint_id, d.status, d.attempts, d.next_attempt_at,
              d.lease, d.locked_until, d.created_at, d.updated_at,
              e.url AS e_url, e.secret AS e_secret, v.type AS v_type, v.data AS v_data, v.created_at AS v_created_at
         FROM webhook_deliveries d
         JOIN webhook_endpoints e ON e.tenant_id = d.tenant_id AND e.livemode = d.livemode AND e.id = d.endpoint_id
         JOIN events v ON v.tenant_id = d.tenant_id AND v.livemode = d.livemode AND v.id = d.event_id
        WHERE d.tenant_id = ? AND d.livemode = ? AND d.id = ?`,
      [key.tenant_id, key.livemode, key.id],
    );
    if (row === undefined) return undefined;
    const delivery = toDelivery(row);
    return {
      delivery,
      url: row.e_url as string,
      secret: row.e_secret as string,
      event: {
        id: delivery.event_id,
        type: row.v_type as string,
        data: row.v_data as string,
        created_at: row.v_created_at as string,
      },
    };
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
}
