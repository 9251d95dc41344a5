/**
 * Webhook endpoints, their deliveries, redelivery and the events API (SPEC section 7). Every write
 * is one transaction; the worker is woken after a redelivery commits.
 */
import { type Db, withTransaction } from '../db/connection.js';
import { getEventRow, listEventRows } from '../db/repositories/events.js';
import {
  type ApiRecord,
  deleteRecord,
  getRecord,
  insertRecord,
  listRecords,
  updateRecord,
} from '../db/repositories/resources.js';
import type { Scope } from '../db/repositories/scope.js';
import {
  type DeliveryAttempt,
  type DeliveryRow,
  type DeliveryStatus,
  failPendingDeliveries,
  getDeliveryRow,
  insertDelivery,
  listDeliveryRows,
  WEBHOOK_ENDPOINTS,
} from '../db/repositories/webhooks.js';
import { invalidRequest, notFound } from '../http/errors.js';
import { type Page, type PageRequest, toPage } from '../http/pagination.js';
import { ID_PREFIX, newId, randomBase62 } from '../ids.js';
import { notifyOutbox } from '../webhooks/outbox.js';
import { type EventRecord, toEventRecord } from './events.js';

/** `whsec_` + 40 random base62 characters (about 238 bits). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBase62(40)}`;
}

/** An endpoint without its `secret`. */
export type EndpointRecord = ApiRecord;

/** The endpoint as every response but create and rotate-secret shows it: without `secret`. */
function publicEndpoint(rec: ApiRecord): EndpointRecord {
  const { secret: _secret, ...rest } = rec;
  return rest;
}

const endpointMissing = (id: string) => notFound(`No such webhook endpoint: '${id}'.`, 'id');

function requireEndpoint(db: Db, scope: Scope, id: string): ApiRecord {
  const rec = getRecord(db, WEBHOOK_ENDPOINTS, scope, id);
  if (rec === undefined) throw endpointMissing(id);
  return rec;
}

export interface EndpointInput {
  url: string;
  events: string[];
  description?: string | null | undefined;
  active: boolean;
}

/** Create an endpoint; the response is the only one (with rotate-secret) that carries `secret`. */
export function createWebhookEndpoint(db: Db, scope: Scope, input: EndpointInput, now: Date): ApiRecord {
  return withTransaction(db, () =>
    insertRecord(
      db,
      WEBHOOK_ENDPOINTS,
      scope,
      newId(ID_PREFIX.webhook_endpoint),
      { ...input, description: input.description ?? null, secret: generateWebhookSecret() },
      now.toISOString(),
    ),
  );
}

export function getWebhookEndpoint(db: Db, scope: Scope, id: string): EndpointRecord {
  return publicEndpoint(requireEndpoint(db, scope, id));
}

export function listWebhookEndpoints(db: Db, scope: Scope, endpoint: string, page: PageRequest): Page<EndpointRecord> {
  const rows = listRecords(db, WEBHOOK_ENDPOINTS, scope, { after: page.after, limit: page.limit });
  return toPage({ data: rows.data.map(publicEndpoint), has_more: rows.has_more }, endpoint, scope, {});
}

export function updateWebhookEndpoint(
  db: Db,
  scope: Scope,
  id: string,
  patch: Partial<EndpointInput>,
  now: Date,
): EndpointRecord {
  return withTransaction(db, () => {
    requireEndpoint(db, scope, id);
    const fields: Record<string, unknown> = {};
    for (const k of ['url', 'events', 'description', 'active'] as const) if (k in patch) fields[k] = patch[k];
    const rec = updateRecord(db, WEBHOOK_ENDPOINTS, scope, id, fields, now.toISOString()) as ApiRecord;
    // Re-activated: deliveries held while inactive are due again (the worker polls them up).
    if (patch.active === true) notifyOutbox(db);
    return publicEndpoint(rec);
  });
}

/** Delete the endpoint; its pending deliveries are marked failed (their history stays). */
export function deleteWebhookEndpoint(db: Db, scope: Scope, id: string, now: Date) {
  return withTransaction(db, () => {
    requireEndpoint(db, scope, id);
    failPendingDeliveries(db, scope, id, now.toISOString());
    deleteRecord(db, WEBHOOK_ENDPOINTS, scope, id);
    return { id, object: WEBHOOK_ENDPOINTS.object, deleted: true as const };
  });
}

/** A new secret, effective for the next attempt of every delivery; returned once, here. */
export function rotateWebhookSecret(db: Db, scope: Scope, id: string, now: Date): ApiRecord {
  return withTransaction(db, () => {
    requireEndpoint(db, scope, id);
    return updateRecord(
      db,
      WEBHOOK_ENDPOINTS,
      scope,
      id,
      { secret: generateWebhookSecret() },
      now.toISOString(),
    ) as ApiRecord;
  });
}

// ---------------------------------------------------------------------------------------- deliveries

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
    attempts: JSON.parse(row.attempts) as DeliveryAttempt[],
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    livemode: row.livemode === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface DeliveryFilters {
  status?: DeliveryStatus | undefined;
  event_id?: string | undefined;
}

export function listWebhookDeliveries(
  db: Db,
  scope: Scope,
  endpointId: string,
  endpoint: string,
  page: PageRequest,
  filters: DeliveryFilters,
): Page<DeliveryRecord> {
  requireEndpoint(db, scope, endpointId);
  const r = listDeliveryRows(db, scope, {
    endpointId,
    status: filters.status,
    eventId: filters.event_id,
    after: page.after,
    limit: page.limit,
  });
  return toPage({ data: r.rows.map(toDeliveryRecord), has_more: r.has_more }, endpoint, scope, { ...filters });
}

/**
 * Redeliver an event of the same tenant and mode to the endpoint: a new pending delivery with its own
 * attempts and retry schedule (201). The endpoint need not subscribe to the event's type.
 */
export function redeliverEvent(db: Db, scope: Scope, endpointId: string, eventId: string, now: Date): DeliveryRecord {
  const row = withTransaction(db, () => {
    const endpoint = requireEndpoint(db, scope, endpointId);
    // An inactive endpoint gets no new deliveries, redeliveries included.
    if (endpoint.active === false) {
      throw invalidRequest('resource_inactive', `Webhook endpoint ${endpointId} is inactive; activate it first.`);
    }
    if (getEventRow(db, scope, eventId) === undefined) {
      throw invalidRequest('resource_missing', `No such event: '${eventId}'.`, 'event_id');
    }
    const id = newId(ID_PREFIX.delivery);
    insertDelivery(db, scope, {
      id,
      event_id: eventId,
      endpoint_id: endpointId,
      next_attempt_at: new Date().toISOString(),
      created_at: now.toISOString(),
    });
    notifyOutbox(db);
    return getDeliveryRow(db, scope, id) as DeliveryRow;
  });
  return toDeliveryRecord(row);
}

// ---------------------------------------------------------------------------------------- events

export function getEvent(db: Db, scope: Scope, id: string): EventRecord {
  const row = getEventRow(db, scope, id);
  if (row === undefined) throw notFound(`No such event: '${id}'.`, 'id');
  return toEventRecord(row);
}

export function listEvents(
  db: Db,
  scope: Scope,
  endpoint: string,
  page: PageRequest,
  filters: { type?: string | undefined },
): Page<EventRecord> {
  const r = listEventRows(db, scope, { type: filters.type, after: page.after, limit: page.limit });
  return toPage({ data: r.rows.map(toEventRecord), has_more: r.has_more }, endpoint, scope, { ...filters });
}
