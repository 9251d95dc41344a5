/**
 * What the server counts for an operator: the places that do the work report here, and the
 * Prometheus registry (`prometheus.ts`, when `METRICS=true`) keeps the figures. Without metrics every
 * report goes to {@link NO_METRICS}, which does nothing.
 */

/** How a webhook attempt ended: a 2xx, another answer, no answer in time, no connection, a private address. */
export type WebhookAttemptOutcome = 'success' | 'http_error' | 'timeout' | 'connection_failed' | 'url_private';

/** A background task of every process: cancelling expired pending bookings, rebuilding cleared views. */
export type SweeperTask = 'expiry' | 'overdue' | 'view_repair' | 'deposits';

export interface Metrics {
  /**
   * A request answered: its method, the route it matched as declared (`/v1/bookings/:id`, never the
   * path with its ids; `unmatched` for an unknown path), its status and how long it took.
   */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A webhook attempt answered (or given up on), by its outcome (`error` as the sender reports it). */
  webhookAttempt(error: string | null): void;
  /** One run of a sweeper task; `done` is how many bookings it cancelled or views it stored. */
  sweeperRun(task: SweeperTask, ok: boolean, done: number): void;
  /**
   * How long a transaction waited before its work began: for the SQLite write group (or the read
   * connection), for a connection of the PostgreSQL pool.
   */
  transactionWait(access: 'read' | 'write', seconds: number): void;
}

export const NO_METRICS: Metrics = {
  request: () => undefined,
  webhookAttempt: () => undefined,
  sweeperRun: () => undefined,
  transactionWait: () => undefined,
};

/** The outcome label of an attempt from the sender's `error` (`http_503` is an `http_error`). */
export function attemptOutcome(error: string | null): WebhookAttemptOutcome {
  if (error === null) return 'success';
  if (error === 'timeout' || error === 'url_private') return error;
  if (error.startsWith('http_')) return 'http_error';
  return 'connection_failed';
}
