/**
 * Webhook endpoints and deliveries. Endpoints use the generic resource helpers (their `secret`
 * column is stripped by the service before anything is returned). Deliveries are the outbox: the
 * API reads them per endpoint; the worker reads them across tenants by due time and leases each
 * row while an attempt runs.
 */
import { type Db, stmt } from '../connection.js';
import { modeInt, type Scope } from './scope.js';
import type { TableDef } from './tables.js';

export const WEBHOOK_ENDPOINTS: TableDef = {
  table: 'webhook_endpoints',
  object: 'webhook_endpoint',
  columns: { url: 'text', events: 'json', description: 'text', active: 'bool', secret: 'text' },
};

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
  livemode: number;
  id: string;
  event_id: string;
  endpoint_id: string;
  status: DeliveryStatus;
  /** JSON array of {@link DeliveryAttempt}. */
  attempts: string;
  next_attempt_at: string | null;
  lease: string | null;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

/** The row key of a delivery, across tenants (the worker's view). */
export interface DeliveryKey {
  tenant_id: string;
  livemode: number;
  id: string;
}

// ------------------------------------------------------------------------------------ the outbox

/** Ids of the scope's active endpoints subscribed to `type` (or to `*`), oldest first. */
export function subscribedEndpointIds(db: Db, scope: Scope, type: string): string[] {
  const rows = stmt(
    db,
    `SELECT id FROM webhook_endpoints
     WHERE tenant_id = ? AND livemode = ? AND active = 1
       AND EXISTS (SELECT 1 FROM json_each(webhook_endpoints.events) WHERE value IN (?, '*'))
     ORDER BY created_at, id`,
  ).all(scope.tenantId, modeInt(scope), type) as { id: string }[];
  return rows.map((r) => r.id);
}

export function insertDelivery(
  db: Db,
  scope: Scope,
  d: { id: string; event_id: string; endpoint_id: string; next_attempt_at: string; created_at: string },
): void {
  stmt(
    db,
    `INSERT INTO webhook_deliveries
       (tenant_id, livemode, id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'pending', '[]', ?, ?, ?)`,
  ).run(scope.tenantId, modeInt(scope), d.id, d.event_id, d.endpoint_id, d.next_attempt_at, d.created_at, d.created_at);
}

// ------------------------------------------------------------------------------------ API reads

export function getDeliveryRow(db: Db, scope: Scope, id: string): DeliveryRow | undefined {
  return stmt(db, 'SELECT * FROM webhook_deliveries WHERE tenant_id = ? AND livemode = ? AND id = ?').get(
    scope.tenantId,
    modeInt(scope),
    id,
  ) as DeliveryRow | undefined;
}

export interface DeliveryListQuery {
  endpointId: string;
  status?: DeliveryStatus | undefined;
  eventId?: string | undefined;
  after?: { created_at: string; id: string } | undefined;
  limit: number;
}

/** One page of an endpoint's deliveries, newest first. */
export function listDeliveryRows(
  db: Db,
  scope: Scope,
  q: DeliveryListQuery,
): { rows: DeliveryRow[]; has_more: boolean } {
  const where = ['tenant_id = ?', 'livemode = ?', 'endpoint_id = ?'];
  const params: unknown[] = [scope.tenantId, modeInt(scope), q.endpointId];
  if (q.status !== undefined) {
    where.push('status = ?');
    params.push(q.status);
  }
  if (q.eventId !== undefined) {
    where.push('event_id = ?');
    params.push(q.eventId);
  }
  if (q.after) {
    where.push('(created_at < ? OR (created_at = ? AND id < ?))');
    params.push(q.after.created_at, q.after.created_at, q.after.id);
  }
  const sql = `SELECT * FROM webhook_deliveries WHERE ${where.join(' AND ')}
    ORDER BY created_at DESC, id DESC LIMIT ?`;
  const rows = stmt(db, sql).all(...params, q.limit + 1) as DeliveryRow[];
  return { rows: rows.slice(0, q.limit), has_more: rows.length > q.limit };
}

/** A deleted endpoint's pending deliveries become failed (no further attempts). Returns how many. */
export function failPendingDeliveries(db: Db, scope: Scope, endpointId: string, now: string): number {
  return stmt(
    db,
    `UPDATE webhook_deliveries
     SET status = 'failed', next_attempt_at = NULL, lease = NULL, locked_until = NULL, updated_at = ?
     WHERE tenant_id = ? AND livemode = ? AND endpoint_id = ? AND status = 'pending'`,
  ).run(now, scope.tenantId, modeInt(scope), endpointId).changes;
}

// ------------------------------------------------------------------------------------ the worker

/** The leases held on pending deliveries (to find those left by a process that died). */
export function heldLeases(db: Db): (DeliveryKey & { lease: string })[] {
  return stmt(
    db,
    `SELECT tenant_id, livemode, id, lease FROM webhook_deliveries WHERE status = 'pending' AND lease IS NOT NULL`,
  ).all() as (DeliveryKey & { lease: string })[];
}

/** Drop a lease (its attempt died with its process): the delivery is due again at once. */
export function releaseLease(db: Db, key: DeliveryKey, lease: string): boolean {
  return (
    stmt(
      db,
      `UPDATE webhook_deliveries SET lease = NULL, locked_until = NULL
       WHERE tenant_id = ? AND livemode = ? AND id = ? AND lease = ?`,
    ).run(key.tenant_id, key.livemode, key.id, lease).changes === 1
  );
}

export function countPending(db: Db): number {
  return (stmt(db, "SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'pending'").get() as { n: number }).n;
}

/**
 * Due, unleased deliveries of active endpoints, oldest due first, at most `perEndpoint` in flight per
 * endpoint (counting the leases it already holds) and `limit` in all, so one endpoint's backlog or a
 * hanging receiver never holds up another endpoint's work.
 */
export function dueDeliveries(db: Db, now: string, perEndpoint: number, limit: number): DeliveryKey[] {
  // Reads only pending rows (partial indexes of migrations 004 and 005), never finished history, and
  // per endpoint no more than its free slots: the cost follows the endpoints with due work.
  const endpoints = stmt(
    db,
    `SELECT due.tenant_id, due.livemode, due.endpoint_id,
            (SELECT count(*) FROM webhook_deliveries b INDEXED BY webhook_deliveries_leased
              WHERE b.tenant_id = due.tenant_id AND b.livemode = due.livemode AND b.endpoint_id = due.endpoint_id
                AND b.lease IS NOT NULL AND b.locked_until > ?) AS busy
       FROM (SELECT DISTINCT tenant_id, livemode, endpoint_id FROM webhook_deliveries INDEXED BY webhook_deliveries_pending
              WHERE status = 'pending' AND next_attempt_at <= ?) due
       JOIN webhook_endpoints e ON e.tenant_id = due.tenant_id AND e.livemode = due.livemode AND e.id = due.endpoint_id
      WHERE e.active = 1`,
  ).all(now, now) as { tenant_id: string; livemode: number; endpoint_id: string; busy: number }[];
  const perEndpointDue = stmt(
    db,
    `SELECT tenant_id, livemode, id, endpoint_id, next_attempt_at FROM webhook_deliveries INDEXED BY webhook_deliveries_pending
      WHERE tenant_id = ? AND livemode = ? AND endpoint_id = ? AND status = 'pending' AND next_attempt_at <= ?
        AND (lease IS NULL OR locked_until <= ?)
      ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const due: (DeliveryKey & { endpoint_id: string; next_attempt_at: string })[] = [];
  for (const ep of endpoints) {
    const free = perEndpoint - ep.busy;
    if (free <= 0) continue;
    due.push(
      ...(perEndpointDue.all(ep.tenant_id, ep.livemode, ep.endpoint_id, now, now, Math.min(free, limit)) as (DeliveryKey & {
        endpoint_id: string;
        next_attempt_at: string;
      })[]),
    );
  }
  due.sort((a, b) => (a.next_attempt_at < b.next_attempt_at ? -1 : a.next_attempt_at > b.next_attempt_at ? 1 : a.id < b.id ? -1 : 1));
  return due.slice(0, limit).map(({ tenant_id, livemode, id, endpoint_id }) => ({ tenant_id, livemode, id, endpoint_id }));
}

/** The earliest `next_attempt_at` after `now` of unleased work for active endpoints (null: none). */
export function nextDueAt(db: Db, now: string): string | null {
  const row = stmt(
    db,
    `SELECT min(d.next_attempt_at) AS t
     FROM webhook_deliveries d
     JOIN webhook_endpoints e ON e.tenant_id = d.tenant_id AND e.livemode = d.livemode AND e.id = d.endpoint_id
     WHERE d.status = 'pending' AND d.next_attempt_at > ? AND d.lease IS NULL AND e.active = 1`,
  ).get(now) as { t: string | null };
  return row.t;
}

/**
 * Lease a due delivery for one attempt. False when it is no longer claimable. A lease that outlived
 * `locked_until` (its process is gone) may be taken over.
 */
export function leaseDelivery(db: Db, key: DeliveryKey, lease: string, lockedUntil: string, now: string): boolean {
  return (
    stmt(
      db,
      `UPDATE webhook_deliveries SET lease = ?, locked_until = ?
       WHERE tenant_id = ? AND livemode = ? AND id = ? AND status = 'pending'
         AND (locked_until IS NULL OR locked_until <= ?)`,
    ).run(lease, lockedUntil, key.tenant_id, key.livemode, key.id, now).changes === 1
  );
}

/** What one attempt needs: the delivery, its endpoint (url, current secret) and its event. */
export interface AttemptSource {
  delivery: DeliveryRow;
  url: string;
  secret: string;
  event: { id: string; type: string; data: string; created_at: string };
}

export function deliveryByKey(db: Db, key: DeliveryKey): DeliveryRow | undefined {
  return stmt(db, 'SELECT * FROM webhook_deliveries WHERE tenant_id = ? AND livemode = ? AND id = ?').get(
    key.tenant_id,
    key.livemode,
    key.id,
  ) as DeliveryRow | undefined;
}

export function attemptSource(db: Db, key: DeliveryKey): AttemptSource | undefined {
  const row = stmt(
    db,
    `SELECT d.*, e.url AS e_url, e.secret AS e_secret,
            v.type AS v_type, v.data AS v_data, v.created_at AS v_created_at
     FROM webhook_deliveries d
     JOIN webhook_endpoints e ON e.tenant_id = d.tenant_id AND e.livemode = d.livemode AND e.id = d.endpoint_id
     JOIN events v ON v.tenant_id = d.tenant_id AND v.livemode = d.livemode AND v.id = d.event_id
     WHERE d.tenant_id = ? AND d.livemode = ? AND d.id = ?`,
  ).get(key.tenant_id, key.livemode, key.id) as
    | (DeliveryRow & { e_url: string; e_secret: string; v_type: string; v_data: string; v_created_at: string })
    | undefined;
  if (row === undefined) return undefined;
  const { e_url, e_secret, v_type, v_data, v_created_at, ...delivery } = row;
  return {
    delivery,
    url: e_url,
    secret: e_secret,
    event: { id: delivery.event_id, type: v_type, data: v_data, created_at: v_created_at },
  };
}

/**
 * Record a finished attempt under the lease that ran it: append it, set the new status and next
 * attempt, drop the lease. False when the lease is gone (the endpoint was deleted meanwhile).
 */
export function finishAttempt(
  db: Db,
  key: DeliveryKey,
  lease: string,
  update: { attempts: DeliveryAttempt[]; status: DeliveryStatus; next_attempt_at: string | null; now: string },
): boolean {
  return (
    stmt(
      db,
      `UPDATE webhook_deliveries
       SET attempts = ?, status = ?, next_attempt_at = ?, lease = NULL, locked_until = NULL, updated_at = ?
       WHERE tenant_id = ? AND livemode = ? AND id = ? AND lease = ? AND status = 'pending'`,
    ).run(
      JSON.stringify(update.attempts),
      update.status,
      update.next_attempt_at,
      update.now,
      key.tenant_id,
      key.livemode,
      key.id,
      lease,
    ).changes === 1
  );
}
