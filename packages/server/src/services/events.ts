/**
 * Events (SPEC section 7). `emitEvent` is called by services inside the transaction of the change it
 * describes, so an event exists exactly when its change was committed. Delivery to webhook endpoints
 * hangs off the same call (the outbox): one pending delivery per subscribed active endpoint of the
 * same tenant and mode, written in that transaction too.
 */
import { type Db, withTransaction } from '../db/connection.js';
import { type EventRow, insertEvent } from '../db/repositories/events.js';
import type { Scope } from '../db/repositories/scope.js';
import { ID_PREFIX, newId } from '../ids.js';
import { enqueueDeliveries } from '../webhooks/outbox.js';

export const EVENT_TYPES = [
  'booking.created',
  'booking.updated',
  'booking.confirmed',
  'booking.activated',
  'booking.completed',
  'booking.cancelled',
  'booking.extended',
  'booking.item_swapped',
  'payment.received',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** The envelope: `{id, type, data, tenant_id, created_at, livemode}`. */
export interface EventRecord {
  id: string;
  object: 'event';
  type: EventType;
  data: Record<string, unknown>;
  tenant_id: string;
  created_at: string;
  livemode: boolean;
}

/**
 * Record an event in the caller's transaction (a transaction of its own when called outside one),
 * with its webhook deliveries. `createdAt` is an ISO instant (the request's clock).
 */
export function emitEvent(
  db: Db,
  scope: Scope,
  type: EventType,
  data: Record<string, unknown>,
  createdAt: string,
): EventRecord {
  const event: EventRecord = {
    id: newId(ID_PREFIX.event),
    object: 'event',
    type,
    data,
    tenant_id: scope.tenantId,
    created_at: createdAt,
    livemode: scope.livemode,
  };
  withTransaction(db, () => {
    insertEvent(db, scope, event.id, type, JSON.stringify(data), createdAt);
    enqueueDeliveries(db, scope, event, createdAt);
  });
  return event;
}

/** A stored event as the API returns it (and as webhook bodies carry it). */
export function toEventRecord(row: EventRow): EventRecord {
  return {
    id: row.id,
    object: 'event',
    type: row.type as EventType,
    data: JSON.parse(row.data) as Record<string, unknown>,
    tenant_id: row.tenant_id,
    created_at: row.created_at,
    livemode: row.livemode === 1,
  };
}
