/** An endpoint's deliveries as the API shows them, redelivery of an event, and recovery after an outage. */
import { formatInstant, resolveInstant } from '@rentline/pricing-engine';
import { invalid, notFound } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import type { PageRequest, Slice } from '../core/paging.js';
import { mapSlice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import { notifyOutboxOnCommit } from '../events/outbox.js';
import type { WebhookEndpointRecord } from '../model/webhook-endpoint.js';
import type { DeliveryAttempt, DeliveryRow, DeliveryStatus } from '../store/queries/webhooks.js';
import type { Tx } from '../store/store.js';
import { WEBHOOK_ENDPOINTS } from '../store/tables.js';

export interface DeliveryRecord {
  id: string;
  object: 'webhook_delivery';
  event_id: string;
  endpoint_id: string;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  next_attempt_at: string | null;
  livemode: boolean;
  created_at: string;
  updated_at: string;
}

export function toDeliveryRecord(row: DeliveryRow): DeliveryRecord {
  return {
    id: row.id,
    object: 'webhook_delivery',
    event_id: row.event_id,
    endpoint_id: row.endpoint_id,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    livemode: row.livemode,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface DeliveryFilters {
  status?: DeliveryStatus | undefined;
  event_id?: string | undefined;
  event_type?: string | undefined;
}

/** 9999-12-31T23:59:59.999Z, the last instant the API reads. */
const MAX_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const endpointMissing = (id: string) => notFound(`No such webhook endpoint: '${id}'.`, 'id');

export async function listWebhookDeliveries(
  tx: Tx,
  scope: Scope,
  endpointId: string,
  page: PageRequest,
  filters: DeliveryFilters,
): Promise<Slice<DeliveryRecord>> {
  if ((await tx.resources.get(WEBHOOK_ENDPOINTS, scope, endpointId)) === undefined) throw endpointMissing(endpointId);
  const rows = await tx.webhooks.listDeliveries(
    scope,
    { endpointId, status: filters.status, eventId: filters.event_id, eventType: filters.event_type },
    page,
  );
  return mapSlice(rows, toDeliveryRecord);
}

/** The endpoint, active (an inactive endpoint gets no new deliveries, redeliveries included). */
async function requireActiveEndpoint(tx: Tx, scope: Scope, endpointId: string): Promise<WebhookEndpointRecord> {
  const endpoint = await tx.resources.get(WEBHOOK_ENDPOINTS, scope, endpointId);
  if (endpoint === undefined) throw endpointMissing(endpointId);
  if (!endpoint.active) {
    throw invalid('resource_inactive', `Webhook endpoint ${endpointId} is inactive; activate it first.`);
  }
  return endpoint;
}

/**
 * Redeliver an event of the same tenant and mode to the endpoint: a new pending delivery with its own
 * attempts and retry schedule (201). The endpoint need not subscribe to the event's type.
 */
export async function redeliverEvent(
  tx: Tx,
  scope: Scope,
  endpointId: string,
  eventId: string,
  now: Date,
): Promise<DeliveryRecord> {
  await requireActiveEndpoint(tx, scope, endpointId);
  if ((await tx.events.getEvent(scope, eventId)) === undefined) {
    throw invalid('resource_missing', `No such event: '${eventId}'.`, 'event_id');
  }
  const id = newId(ID_PREFIX.delivery);
  const at = now.toISOString();
  await tx.webhooks.insertDelivery(scope, {
    id,
    event_id: eventId,
    endpoint_id: endpointId,
    next_attempt_at: at,
    created_at: at,
  });
  notifyOutboxOnCommit(tx);
  const written = await tx.webhooks.getDelivery(scope, id);
  if (written === undefined) throw new Error(`the delivery ${id} just written is not there`);
  return toDeliveryRecord(written);
}

export interface RecoveryRecord {
  object: 'recovery';
  endpoint_id: string;
  since: string;
  deliveries_created: number;
}

/**
 * After an outage: a new pending delivery for every event created at or after `since` (an instant;
 * without an offset, the tenant's wall-clock time) whose latest delivery to this endpoint failed.
 * Events delivered since, or still pending, are left alone, so recovering twice sends nothing twice.
 */
export async function recoverDeliveries(
  tx: Tx,
  scope: Scope,
  endpointId: string,
  since: string,
  now: Date,
): Promise<RecoveryRecord> {
  const tz = (await tx.tenants.getSettings(scope))?.timezone ?? 'UTC';
  const sinceMs = resolveInstant(since, { time_zone: tz, param: 'since', bound: 'start' });
  if (sinceMs < 0 || sinceMs > MAX_INSTANT_MS) {
    throw invalid('parameter_invalid', 'since must be between 1970-01-01 and 9999-12-31 (UTC).', 'since');
  }
  const sinceAt = formatInstant(sinceMs);
  await requireActiveEndpoint(tx, scope, endpointId);
  const eventIds = await tx.webhooks.recoverableEventIds(scope, endpointId, sinceAt);
  const at = now.toISOString();
  await tx.webhooks.insertDeliveries(
    scope,
    eventIds.map((eventId) => ({
      id: newId(ID_PREFIX.delivery),
      event_id: eventId,
      endpoint_id: endpointId,
      next_attempt_at: at,
      created_at: at,
    })),
  );
  if (eventIds.length > 0) notifyOutboxOnCommit(tx);
  return { object: 'recovery', endpoint_id: endpointId, since: sinceAt, deliveries_created: eventIds.length };
}
