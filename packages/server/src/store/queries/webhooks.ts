/**
 * Webhook endpoints and the delivery outbox as the API sees them: which endpoints an event goes to,
 * the delivery rows written with it, an endpoint's deliveries. Endpoints use the generic resource
 * queries (their `secret` is stripped by the feature before anything is returned). The worker's
 * queries (claiming due rows across tenants, leases, attempts) are in `deliveries.ts`.
 */
import type { Actor, ActorType } from '../../core/actor.js';
import type { PageRequest, Slice } from '../../core/paging.js';
import type { Scope } from '../../core/scope.js';
import type { DeliveryStatus, Row } from '../rows.js';
import { asBool, type Dialect, type Param, type Sql } from '../sql.js';

export type { DeliveryStatus } from '../rows.js';

export interface DeliveryAttempt {
  attempted_at: string;
  response_status: number | null;
  /** null, or `timeout`, `connection_failed`, `url_private`, `http_<status>`, `endpoint_disabled`. */
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

/**
 * What one attempt needs: the delivery, its endpoint (url, current secret, and the secret a rotation
 * replaced with the instant it stops signing) and its event.
 */
export interface AttemptSource {
  delivery: DeliveryRow;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  event: { id: string; type: string; data: string; created_at: string; actor: Actor };
}

export interface NewDelivery {
  id: string;
  event_id: string;
  endpoint_id: string;
  next_attempt_at: string;
  created_at: string;
}

export const DELIVERY_COLUMNS = `tenant_id, livemode, id, event_id, endpoint_id, status, attempts, next_attempt_at, lease,
  locked_until, created_at, updated_at`;

export function toDelivery(row: Row<'webhook_deliveries'>): DeliveryRow {
  const attempts: DeliveryAttempt[] = JSON.parse(row.attempts);
  return {
    tenant_id: row.tenant_id,
    livemode: asBool(row.livemode),
    id: row.id,
    event_id: row.event_id,
    endpoint_id: row.endpoint_id,
    status: row.status,
    attempts,
    next_attempt_at: row.next_attempt_at,
    lease: row.lease,
    locked_until: row.locked_until,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The columns of a delivery (`d`) joined with its endpoint (`e`) and event (`v`) that {@link toSource} reads. */
export const SOURCE_COLUMNS = `d.tenant_id, d.livemode, d.id, d.event_id, d.endpoint_id, d.status, d.attempts,
  d.next_attempt_at, d.lease, d.locked_until, d.created_at, d.updated_at, e.url AS e_url, e.secret AS e_secret,
  e.previous_secret AS e_previous_secret, e.previous_secret_expires_at AS e_previous_secret_expires_at,
  v.type AS v_type, v.data AS v_data, v.created_at AS v_created_at, v.actor_type AS v_actor_type,
  v.actor_id AS v_actor_id`;

/** What {@link SOURCE_COLUMNS} reads: a delivery row joined with its endpoint (`e_…`) and its event (`v_…`). */
export type SourceRow = Row<'webhook_deliveries'> & {
  e_url: string;
  e_secret: string;
  e_previous_secret: string | null;
  e_previous_secret_expires_at: string | null;
  v_type: string;
  v_data: string;
  v_created_at: string;
  v_actor_type: ActorType;
  v_actor_id: string;
};

export function toSource(row: SourceRow): AttemptSource {
  const delivery = toDelivery(row);
  return {
    delivery,
    url: row.e_url,
    secret: row.e_secret,
    previous_secret: row.e_previous_secret,
    previous_secret_expires_at: row.e_previous_secret_expires_at,
    event: {
      id: delivery.event_id,
      type: row.v_type,
      data: row.v_data,
      created_at: row.v_created_at,
      actor: { type: row.v_actor_type, id: row.v_actor_id },
    },
  };
}

/**
 * The subscribers' statement, made once per dialect: every write that emits an event reads it (a
 * booking create among them), and building its text each time showed in their profiles.
 */
const subscribedText = new WeakMap<Dialect, string>();

export class WebhookQueries {
  constructor(
    private readonly sql: Sql,
    private readonly dialect: Dialect,
  ) {}

  // ------------------------------------------------------------------------------------ the outbox

  /** Ids of the scope's active endpoints subscribed to `type` (or to `*`), oldest first. */
  async subscribedEndpointIds(scope: Scope, type: string): Promise<string[]> {
    let text = subscribedText.get(this.dialect);
    if (text === undefined) {
      text = `SELECT id FROM webhook_endpoints
        WHERE tenant_id = ? AND livemode = ? AND active = ? AND ${this.dialect.jsonArrayHasAny('events', 2)}
        ORDER BY created_at, id`;
      subscribedText.set(this.dialect, text);
    }
    const rows = await this.sql.all<{ id: string }>(text, [scope.tenantId, scope.livemode, true, type, '*']);
    return rows.map((r) => r.id);
  }

  async insertDelivery(scope: Scope, d: NewDelivery): Promise<void> {
    await this.insertDeliveries(scope, [d]);
  }

  /** Insert pending deliveries, up to 100 rows a statement. */
  async insertDeliveries(scope: Scope, rows: readonly NewDelivery[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 100) {
      const batch = rows.slice(i, i + 100);
      await this.sql.run(
        `INSERT INTO webhook_deliveries
           (tenant_id, livemode, id, event_id, endpoint_id, status, attempts, next_attempt_at, created_at, updated_at)
         VALUES ${batch.map(() => "(?, ?, ?, ?, ?, 'pending', '[]', ?, ?, ?)").join(', ')}`,
        batch.flatMap((d) => [
          scope.tenantId,
          scope.livemode,
          d.id,
          d.event_id,
          d.endpoint_id,
          d.next_attempt_at,
          d.created_at,
          d.created_at,
        ]),
      );
    }
  }

  /**
   * The events, oldest first, created at or after `since` whose latest delivery to the endpoint (by
   * creation) has failed: what a recovery sends again.
   */
  async recoverableEventIds(scope: Scope, endpointId: string, since: string): Promise<string[]> {
    const rows = await this.sql.all<{ id: string }>(
      `SELECT v.id FROM webhook_deliveries d
         JOIN events v ON v.tenant_id = d.tenant_id AND v.livemode = d.livemode AND v.id = d.event_id
        WHERE d.tenant_id = ? AND d.livemode = ? AND d.endpoint_id = ? AND d.status = 'failed' AND v.created_at >= ?
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries n
             WHERE n.tenant_id = d.tenant_id AND n.livemode = d.livemode AND n.event_id = d.event_id
               AND n.endpoint_id = d.endpoint_id
               AND (n.created_at > d.created_at OR (n.created_at = d.created_at AND n.id > d.id)))
        ORDER BY v.created_at, v.id`,
      [scope.tenantId, scope.livemode, endpointId, since],
    );
    return rows.map((r) => r.id);
  }

  // ------------------------------------------------------------------------- endpoint internals

  /** Keep the replaced secret signing until `expiresAt` (null: it stops at once). */
  async setPreviousSecret(scope: Scope, id: string, secret: string | null, expiresAt: string | null): Promise<void> {
    await this.sql.run(
      `UPDATE webhook_endpoints SET previous_secret = ?, previous_secret_expires_at = ?
        WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [secret, expiresAt, scope.tenantId, scope.livemode, id],
    );
  }

  /** Re-enabled: no reason, and a fresh start for the failing window. */
  async clearDisabled(scope: Scope, id: string): Promise<void> {
    await this.sql.run(
      `UPDATE webhook_endpoints SET disabled_reason = NULL, disabled_at = NULL, failing_since = NULL
        WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [scope.tenantId, scope.livemode, id],
    );
  }

  // ------------------------------------------------------------------------------------ API reads

  async getDelivery(scope: Scope, id: string): Promise<DeliveryRow | undefined> {
    const row = await this.sql.get<Row<'webhook_deliveries'>>(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [scope.tenantId, scope.livemode, id],
    );
    return row === undefined ? undefined : toDelivery(row);
  }

  /** One page of an endpoint's deliveries, newest first. */
  async listDeliveries(
    scope: Scope,
    q: {
      endpointId: string;
      status?: DeliveryStatus | undefined;
      eventId?: string | undefined;
      eventType?: string | undefined;
    },
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
    if (q.eventType !== undefined) {
      where.push(
        `EXISTS (SELECT 1 FROM events v WHERE v.tenant_id = webhook_deliveries.tenant_id
                  AND v.livemode = webhook_deliveries.livemode AND v.id = webhook_deliveries.event_id AND v.type = ?)`,
      );
      params.push(q.eventType);
    }
    if (page.after) {
      where.push('(created_at < ? OR (created_at = ? AND id < ?))');
      params.push(page.after.created_at, page.after.created_at, page.after.id);
    }
    const rows = await this.sql.all<Row<'webhook_deliveries'>>(
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
}
