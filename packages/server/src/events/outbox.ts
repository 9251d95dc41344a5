/**
 * The outbox: delivery rows are inserted in the transaction of the event they carry, one per active
 * endpoint of the same tenant and mode subscribed to its type (or to `*`), so an event and its
 * deliveries are committed together or not at all.
 *
 * Waking the worker: once a transaction that wrote deliveries has committed, the workers of this
 * process are told (they then read due rows from the database; a rolled-back delivery is simply not
 * there). Workers also poll, which covers rows written by other processes.
 */
import { ID_PREFIX, newId } from '../core/ids.js';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';

const listeners = new Set<() => void>();

/** Call `wake` whenever a transaction of this process has committed new outbox work. */
export function onOutboxWrite(wake: () => void): () => void {
  listeners.add(wake);
  return () => listeners.delete(wake);
}

/** Wake the workers once `tx` commits. */
export function notifyOutboxOnCommit(tx: Tx): void {
  tx.afterCommit(() => {
    for (const wake of listeners) wake();
  });
}

/** The active endpoints of the tenant and mode subscribed to `type` (or to `*`), oldest first. */
export function subscribersOf(tx: Tx, scope: Scope, type: string): Promise<string[]> {
  return tx.webhooks.subscribedEndpointIds(scope, type);
}

/**
 * Insert a pending delivery of the event for every subscribed active endpoint, in `tx`. `createdAt`
 * (the clock the worker schedules by too) stamps the rows; they are due at once. `subscribers`: the
 * endpoints as the caller read them in `tx` (read here otherwise). Returns how many were queued.
 */
export async function enqueueDeliveries(
  tx: Tx,
  scope: Scope,
  event: { id: string; type: string },
  createdAt: string,
  dueAt: string = createdAt,
  subscribers?: readonly string[],
): Promise<number> {
  const endpoints = subscribers ?? (await subscribersOf(tx, scope, event.type));
  if (endpoints.length === 0) return 0;
  await tx.webhooks.insertDeliveries(
    scope,
    endpoints.map((endpointId) => ({
      id: newId(ID_PREFIX.delivery),
      event_id: event.id,
      endpoint_id: endpointId,
      next_attempt_at: dueAt,
      created_at: createdAt,
    })),
  );
  notifyOutboxOnCommit(tx);
  return endpoints.length;
}
