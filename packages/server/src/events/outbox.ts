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

/**
 * Insert a pending delivery of the event for every subscribed active endpoint, in `tx`. `createdAt`
 * (the clock the worker schedules by too) stamps the rows; they are due at once. Returns how many
 * were queued.
 */
export async function enqueueDeliveries(
  tx: Tx,
  scope: Scope,
  event: { id: string; type: string },
  createdAt: string,
  dueAt: string = createdAt,
): Promise<number> {
  const endpoints = await tx.webhooks.subscribedEndpointIds(scope, event.type);
  for (const endpointId of endpoints) {
    await tx.webhooks.insertDelivery(scope, {
      id: newId(ID_PREFIX.delivery),
      event_id: event.id,
      endpoint_id: endpointId,
      next_attempt_at: dueAt,
      created_at: createdAt,
    });
  }
  if (endpoints.length > 0) notifyOutboxOnCommit(tx);
  return endpoints.length;
}
