/**
 * The Prometheus figures (prom-client, a registry per app): requests by route and status, webhook
 * attempts by outcome, the delivery backlog and its oldest pending delivery (read from the store when
 * scraped: one statement, totals over every tenant), sweeper runs, the store's transaction waits, and
 * Node's own process figures. Label sets are built once and kept, so recording a request costs a map
 * lookup and prom-client's own update.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Store } from '../store/store.js';
import { attemptOutcome, type Metrics, type SweeperTask } from './metrics.js';

const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WAIT_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface PrometheusMetricsDeps {
  store: Store;
  clock: () => Date;
  /** Webhook attempts running now in this process. */
  attemptsInFlight: () => number;
}

interface RequestSeries {
  count: { inc(): void };
  duration: { observe(v: number): void };
}

export class PrometheusMetrics implements Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status'>;
  private readonly series = new Map<string, RequestSeries>();
  private readonly attempts: Counter<'outcome'>;
  private readonly sweeps: Counter<'task' | 'outcome'>;
  private readonly swept: Counter<'task'>;
  private readonly waits: { read: { observe(v: number): void }; write: { observe(v: number): void } };

  constructor(deps: PrometheusMetricsDeps) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'rentline_http_requests_total',
      help: 'Requests answered, by method, route (as declared, with :id) and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.durations = new Histogram({
      name: 'rentline_http_request_duration_seconds',
      help: 'Time from a request reaching the server to its answer, by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.attempts = new Counter({
      name: 'rentline_webhook_attempts_total',
      help: 'Webhook attempts made by this process, by outcome: success (2xx), http_error (another status), timeout, connection_failed, url_private.',
      labelNames: ['outcome'],
      registers,
    });
    for (const outcome of ['success', 'http_error', 'timeout', 'connection_failed', 'url_private']) {
      this.attempts.labels(outcome).inc(0);
    }
    this.sweeps = new Counter({
      name: 'rentline_sweeper_runs_total',
      help: 'Runs of the background sweeper, by task (expiry: cancel expired pending bookings; view_repair: rebuild cleared booking views) and outcome (ok, error).',
      labelNames: ['task', 'outcome'],
      registers,
    });
    this.swept = new Counter({
      name: 'rentline_sweeper_processed_total',
      help: 'Bookings the expiry task cancelled and views the view_repair task stored.',
      labelNames: ['task'],
      registers,
    });
    for (const task of ['expiry', 'view_repair']) {
      this.swept.labels(task).inc(0);
      for (const outcome of ['ok', 'error']) this.sweeps.labels(task, outcome).inc(0);
    }
    const waits = new Histogram({
      name: 'rentline_store_transaction_wait_seconds',
      help: `How long a transaction waited before its work began (${deps.store.kind === 'sqlite' ? 'SQLite: for the write group, or the read connection' : 'PostgreSQL: for a connection of the pool'}), by access (read, write).`,
      labelNames: ['store', 'access'],
      buckets: WAIT_BUCKETS,
      registers,
    });
    this.waits = { read: waits.labels(deps.store.kind, 'read'), write: waits.labels(deps.store.kind, 'write') };

    const { store, clock } = deps;
    let backlog: Promise<{ pending: number; oldest: string | null }> | undefined;
    // Both gauges come from one statement per scrape.
    const readBacklog = () => {
      backlog ??= store
        .readOne((tx) => tx.deliveries.backlog())
        .finally(() => {
          backlog = undefined;
        });
      return backlog;
    };
    new Gauge({
      name: 'rentline_webhook_deliveries_pending',
      help: 'Webhook deliveries waiting for an attempt or a retry (all tenants, both modes), read from the store at scrape time.',
      registers,
      async collect() {
        this.set((await readBacklog()).pending);
      },
    });
    new Gauge({
      name: 'rentline_webhook_oldest_pending_age_seconds',
      help: 'Age of the oldest pending webhook delivery (since its event), 0 when none is pending; read at scrape time.',
      registers,
      async collect() {
        const { oldest } = await readBacklog();
        this.set(oldest === null ? 0 : Math.max(0, (clock().getTime() - Date.parse(oldest)) / 1000));
      },
    });
    new Gauge({
      name: 'rentline_webhook_attempts_in_flight',
      help: 'Webhook attempts running in this process now.',
      registers,
      collect() {
        this.set(deps.attemptsInFlight());
      },
    });
  }

  request(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let s = this.series.get(key);
    if (s === undefined) {
      const labels = [method, route, String(status)] as const;
      s = { count: this.requests.labels(...labels), duration: this.durations.labels(...labels) };
      this.series.set(key, s);
    }
    s.count.inc();
    s.duration.observe(seconds);
  }

  webhookAttempt(error: string | null): void {
    this.attempts.labels(attemptOutcome(error)).inc();
  }

  sweeperRun(task: SweeperTask, ok: boolean, done: number): void {
    this.sweeps.labels(task, ok ? 'ok' : 'error').inc();
    if (done > 0) this.swept.labels(task).inc(done);
  }

  transactionWait(access: 'read' | 'write', seconds: number): void {
    this.waits[access].observe(seconds);
  }

  /** The text a scrape answers, and its content type. */
  async scrape(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
