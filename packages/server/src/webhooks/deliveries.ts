/** An endpoint's deliveries as the API shows them, and redelivery of an event. */
import { invalid, notFound } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import type { PageRequest, Slice } from '../core/paging.js';
import { mapSlice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import type { DeliveryAttempt, DeliveryRow, DeliveryStatus } from '../store/queries/webhooks.js';
import type { Tx } from '../store/store.js';
import { WEBHOOK_ENDPOINTS } from '../store/tables.js';
import { notifyOutboxOnCommit } from '../events/outbox.js';

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
}

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
    { endpointId, status: filters.status, eventId: filters.event_id },
    page,
  );
  return mapSlice(rows, toDeliveryRecord);
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
  const endpoint = await tx.resources.get(WEBHOOK_ENDPOINTS, scope, endpointId);
  if (endpoint === undefined) throw endpointMissing(endpointId);
  // An inactive endpoint gets no new deliveries, redeliveries included.
  if (!endpoint.active) {
    throw invalid('resource_inactive', `Webhook endpoint ${endpointId} is inactive; activate it first.`);
  }
  if ((await tx.events.getEvent(scope, eventId)) === undefined) {
    throw invalid('resource_missing', `No such event: '${eventId}'.`, 'event_id');
  }
  const id = newId(ID_PREFIX.delivery);
  await tx.webhooks.insertDelivery(scope, {
    id,
    event_id: eventId,
    endpoint_id: endpointId,
    next_attempt_at: new Date().toISOString(),
    created_at: now.toISOString(),
  });
  notifyOutboxOnCommit(tx);
  return toDeliveryRecord((await tx.webhooks.getDelivery(scope, id)) as DeliveryRow);
}
