import type { Scope } from '../core/scope.js';
import type { AvailabilityQueries } from './queries/availability.js';
/**
 * The store: the one interface every feature reads and writes through, implemented for SQLite (the
 * embedded default) and PostgreSQL. All of it is asynchronous, so a store that talks to a database
 * over the network fits the same features, and a lock held by another process is waited for without
 * blocking the event loop.
 *
 * Work happens in transactions the caller opens: `write` for anything that changes rows (checks and
 * writes commit together or not at all), `read` for a consistent snapshot. The HTTP layer opens one
 * per request, so a handler and the `Idempotency-Key` record it answers with commit together.
 */
import type { BookingViewQueries } from './queries/booking-views.js';
import type { BookingQueries } from './queries/bookings.js';
import type { CatalogQueries } from './queries/catalog.js';
import type { DeliveryQueries } from './queries/deliveries.js';
import type { DowntimeQueries } from './queries/downtimes.js';
import type { EventQueries } from './queries/events.js';
import type { IdempotencyQueries } from './queries/idempotency.js';
import type { PaymentQueries } from './queries/payments.js';
import type { ResourceQueries } from './queries/resources.js';
import type { SearchQueries } from './queries/search.js';
import type { StaffQueries } from './queries/staff.js';
import type { StorefrontQueries } from './queries/storefront.js';
import type { TenantQueries } from './queries/tenants.js';
import type { UnitQueries } from './queries/units.js';
import type { WebhookQueries } from './queries/webhooks.js';

/** The typed queries, bound to one transaction. */
export interface Queries {
  resources: ResourceQueries;
  catalog: CatalogQueries;
  tenants: TenantQueries;
  bookings: BookingQueries;
  availability: AvailabilityQueries;
  bookingViews: BookingViewQueries;
  events: EventQueries;
  idempotency: IdempotencyQueries;
  webhooks: WebhookQueries;
  deliveries: DeliveryQueries;
  downtimes: DowntimeQueries;
  units: UnitQueries;
  payments: PaymentQueries;
  storefront: StorefrontQueries;
  staff: StaffQueries;
  search: SearchQueries;
}

export interface Tx extends Queries {
  /** Whether the transaction may write (`Store.write`) or only read (`Store.read`). */
  readonly writable: boolean;
  /** Run `fn` once this transaction has committed (never when it rolls back). */
  afterCommit(fn: () => void): void;
}

export type StoreKind = 'sqlite' | 'postgres';

/**
 * Told how long each transaction waited before its work began (SQLite: for the write group, or the
 * read connection; PostgreSQL: for a connection of the pool), in seconds. For metrics.
 */
export type WaitObserver = (access: 'read' | 'write', seconds: number) => void;

export interface Store {
  readonly kind: StoreKind;
  /**
   * Run `fn` in a write transaction. Writers are serialized (SQLite: one at a time per database;
   * PostgreSQL: by the row locks the queries take). Waiting for another process's lock retries with
   * backoff; past the store's busy timeout it throws `database_busy`. `fn` may run more than once
   * (after a conflict), so it must have no effects outside the transaction: use `afterCommit`.
   * A statement `fn` sends and does not wait for (a write whose outcome it does not need) still
   * belongs to the transaction: it commits with it, and if it fails, nothing commits.
   */
  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Run `fn` in a read-only transaction (one consistent snapshot). */
  read<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * `read` for an `fn` that usually reads with a single statement: a statement is a snapshot of its
   * own, so that statement runs without a transaction around it (on PostgreSQL, no BEGIN and COMMIT
   * round trips). When `fn` goes on to a second statement, the attempt is dropped and `fn` runs again
   * from the start in `read`'s transaction, so it must have no effects but its result.
   */
  readOne<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Whether the database answers. */
  /**
   * The version of the records a process may keep in memory for this tenant and mode (what a price
   * needs, and API keys), read outside any transaction. Every commit that changes one of them bumps
   * it, so a copy read after this version was read is current for as long as it stays the same.
   * `undefined` when this store cannot tell (nothing may be kept then).
   */
  cacheVersion(scope: Scope): Promise<number | undefined>;
  ping(): Promise<void>;
  /** Apply every pending migration; returns the versions applied. */
  migrate(): Promise<number[]>;
  /** The highest applied migration version. */
  schemaVersion(): Promise<number>;
  readonly isOpen: boolean;
  /** Report every transaction's wait to `observer` from now on (undefined: to nobody, the default). */
  observeWaits(observer: WaitObserver | undefined): void;
  close(): Promise<void>;
}
