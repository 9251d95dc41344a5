/**
 * Where a receiver remembers the ids of events it has processed. Methods may be sync or async, so a
 * Redis set or a database table fits as well as memory. `add` is called only after the user's handler
 * succeeded; make it idempotent (e.g. `INSERT ... ON CONFLICT DO NOTHING`).
 */
export interface EventStore {
  /** Whether this event id was processed already. */
  has(id: string): boolean | Promise<boolean>;
  /** Remember this event id as processed. */
  add(id: string): void | Promise<void>;
}

/** Options for {@link createMemoryStore}. */
export interface MemoryStoreOptions {
  /** Most ids remembered; the least recently seen is forgotten first. Default 10,000. */
  maxSize?: number;
}

/** The in-memory store: an {@link EventStore} with a size, and a way to forget. */
export interface MemoryStore extends EventStore {
  has(id: string): boolean;
  add(id: string): void;
  delete(id: string): boolean;
  clear(): void;
  readonly size: number;
}

/**
 * An in-memory, bounded LRU {@link EventStore}: the default of every receiver. It is per process and lost
 * on restart; use a shared store when several instances receive the same endpoint's events.
 *
 * @example
 * ```ts
 * import { createMemoryStore } from '@rentline/webhook-signer';
 *
 * const store = createMemoryStore({ maxSize: 50_000 });
 * store.add('evt_1');
 * store.has('evt_1'); // true
 * ```
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): MemoryStore {
  const maxSize = options.maxSize ?? 10_000;
  if (!Number.isSafeInteger(maxSize) || maxSize < 1) {
    throw new TypeError(`maxSize must be a positive integer, got ${String(maxSize)}`);
  }
  // A Map iterates in insertion order: re-inserting on access makes its first key the least recent.
  const ids = new Map<string, true>();
  return {
    has(id) {
      if (!ids.has(id)) return false;
      ids.delete(id);
      ids.set(id, true);
      return true;
    },
    add(id) {
      ids.delete(id);
      ids.set(id, true);
      if (ids.size > maxSize) ids.delete(ids.keys().next().value as string);
    },
    delete: (id) => ids.delete(id),
    clear: () => ids.clear(),
    get size() {
      return ids.size;
    },
  };
}
