/**
 * Recording an event. Features call `emitEvent` inside the transaction of the change it describes,
 * so an event exists exactly when its change was committed. Its webhook deliveries are written in
 * that transaction too (the outbox): one pending delivery per subscribed active endpoint of the same
 * tenant and mode.
 */
import type { Actor } from '../core/actor.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import { issued } from '../core/issued.js';
import type { Scope } from '../core/scope.js';
import type { EventRow } from '../store/queries/events.js';
import type { Tx } from '../store/store.js';
import { enqueueDeliveries } from './outbox.js';
import type { EventRecord, EventType } from './types.js';

/**
 * Record an event and its webhook deliveries in `tx`. `createdAt` is an ISO instant (the request's
 * clock); `actor` made the change it tells of. `subscribers`: the endpoints subscribed to `type`, when the caller read them already (so
 * that the event and its deliveries are written with no read in between); read here otherwise.
 */
export async function emitEvent(
  tx: Tx,
  scope: Scope,
  type: EventType,
  data: object,
  createdAt: string,
  actor: Actor,
  subscribers?: readonly string[],
): Promise<EventRecord> {
  const event: EventRecord = {
    id: newId(ID_PREFIX.event),
    object: 'event',
    type,
    data,
    tenant_id: scope.tenantId,
    created_at: createdAt,
    livemode: scope.livemode,
    actor: { type: actor.type, id: actor.id },
  };
  await recordEvent(tx, scope, event.id, type, JSON.stringify(data), createdAt, actor, subscribers);
  return event;
}

/**
 * {@link emitEvent} of a `data` already serialised (`dataJson`, its JSON text, as `JSON.stringify`
 * writes it): a writer that has the text at hand records it as it is. Resolves with the event's id.
 */
export async function emitEventJson(
  tx: Tx,
  scope: Scope,
  type: EventType,
  dataJson: string,
  createdAt: string,
  actor: Actor,
  subscribers?: readonly string[],
): Promise<string> {
  const id = newId(ID_PREFIX.event);
  await recordEvent(tx, scope, id, type, dataJson, createdAt, actor, subscribers);
  return id;
}

/** The event's row and its deliveries, sent together. */
async function recordEvent(
  tx: Tx,
  scope: Scope,
  id: string,
  type: EventType,
  data: string,
  createdAt: string,
  actor: Actor,
  subscribers: readonly string[] | undefined,
): Promise<void> {
  const inserted = issued(tx.events.insertEvent(scope, { id, type, data, created_at: createdAt, actor }));
  const queued = issued(enqueueDeliveries(tx, scope, { id, type }, createdAt, createdAt, subscribers));
  await inserted;
  await queued;
}

/** A stored event as the API returns it (and as webhook bodies carry it). */
export function toEventRecord(row: EventRow): EventRecord {
  return {
    id: row.id,
    object: 'event',
    type: row.type,
    data: JSON.parse(row.data),
    tenant_id: row.tenant_id,
    created_at: row.created_at,
    livemode: row.livemode,
    actor: { type: row.actor_type, id: row.actor_id },
  };
}
