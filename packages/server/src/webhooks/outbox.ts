/**
 * The outbox (SPEC section 7): delivery rows are inserted in the transaction of the event they carry,
 * one per active endpoint of the same tenant and mode subscribed to its type (or to `*`), so an
 * event and its deliveries are committed together or not at all.
 *
 * Waking the worker: services' transactions are synchronous (better-sqlite3), so a wake scheduled
 * with `setImmediate` from inside one runs after it has committed (or rolled back). The worker then
 * reads due rows from the database: a rolled-back delivery simply is not there.
 */
import type { Db } from '../db/connection.js';
import type { Scope } from '../db/repositories/scope.js';
import { insertDelivery, subscribedEndpointIds } from '../db/repositories/webhooks.js';
import { ID_PREFIX, newId } from '../ids.js';

const listeners = new WeakMap<Db, Set<() => void>>();
const scheduled = new WeakSet<Db>();

/** Call `wake` soon after outbox rows for `db` are written. Returns the unsubscribe function. */
export function onOutboxWrite(db: Db, wake: () => void): () => void {
  let set = listeners.get(db);
  if (set === undefined) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(wake);
  return () => listeners.get(db)?.delete(wake);
}

/** Wake the workers of `db` once the current synchronous work (the transaction) is over. */
export function notifyOutbox(db: Db): void {
  if (scheduled.has(db) || !listeners.get(db)?.size) return;
  scheduled.add(db);
  setImmediate(() => {
    scheduled.delete(db);
    for (const wake of listeners.get(db) ?? []) wake();
  });
}

/**
 * Insert a pending delivery of `eventId` for every subscribed active endpoint, in the caller's
 * transaction. `createdAt` stamps the rows; they are due at once (`dueAt`, the system clock).
 * Returns how many were queued.
 */
export function enqueueDeliveries(
  db: Db,
  scope: Scope,
  event: { id: string; type: string },
  createdAt: string,
  dueAt: string = new Date().toISOString(),
): number {
  const endpoints = subscribedEndpointIds(db, scope, event.type);
  for (const endpointId of endpoints) {
    insertDelivery(db, scope, {
      id: newId(ID_PREFIX.delivery),
      event_id: event.id,
      endpoint_id: endpointId,
      next_attempt_at: dueAt,
      created_at: createdAt,
    });
  }
  if (endpoints.length > 0) notifyOutbox(db);
  return endpoints.length;
}
