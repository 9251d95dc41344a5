/**
 * Events (SPEC section 7). `emitEvent` is called by services inside the transaction of the change it
 * describes, so an event exists exactly when its change was committed. Delivery to webhook endpoints
 * hangs off the same call (the outbox).
 */
import type { Db } from '../db/connection.js';
import { stmt } from '../db/connection.js';
import { modeInt, type Scope } from '../db/repositories/scope.js';
import { ID_PREFIX, newId } from '../ids.js';

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

/** Record an event in the caller's transaction. `createdAt` is an ISO instant (the request's clock). */
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
  stmt(db, 'INSERT INTO events (tenant_id, livemode, id, type, data, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    scope.tenantId,
    modeInt(scope),
    event.id,
    type,
    JSON.stringify(data),
    createdAt,
  );
  return event;
}
