/**
 * The delivery worker, inside the server process. It is woken when a transaction that wrote outbox
 * rows has committed (see `outbox.ts`), polls as a fallback (default every second, unref'd) and sets a
 * timer for the next scheduled retry. Each attempt:
 *
 * 1. leases due rows (`lease`, `locked_until` = now + timeout + grace) in a short transaction and
 *    reads each one's endpoint URL and *current* secret (a rotation applies to the very next attempt),
 *    and the replaced secret while a rotation's overlap lasts;
 * 2. serialises the event once, signs those bytes (`t=<now>`), POSTs them (see `sender.ts`) over the
 *    origin's keep-alive connections (see `pool.ts`);
 * 3. records the attempt under its lease (see `outcome.ts`; successes in groups, see `recorder.ts`):
 *    succeeded on a 2xx, the endpoint disabled on a 410, else the next retry from the schedule (or
 *    the receiver's `Retry-After`), or failed when the schedule is used up; an endpoint failing for
 *    the configured window is disabled.
 *
 * Time is the app's clock (injectable), for scheduling, leases, signatures and windows alike.
 *
 * At most `concurrency` attempts run at once, and per endpoint a number that adapts to how it answers
 * (see `concurrency.ts`: from 4 up to `maxPerEndpointConcurrency` while it answers fast, halved when it
 * fails or slows), so a slow or hanging receiver only holds its own few slots. On start, leases left by a process that died
 * mid-attempt are released and those deliveries resumed (the interrupted attempt is not recorded; it
 * runs again: at-least-once). Several server processes may share one database: a lease is taken with
 * a conditional UPDATE, so each attempt runs in one process only. On stop, no new attempt starts and
 * in-flight ones may finish within the bound; the rest are cut off, keep their lease and are resumed
 * on the next start; the kept-alive connections are closed.
 */
import type { LookupFunction } from 'node:net';
import type { Config } from '../config.js';
import type { Actor } from '../core/actor.js';
import { propertyOf } from '../core/errors.js';
import { randomBase62 } from '../core/ids.js';
import { onOutboxWrite } from '../events/outbox.js';
import type { Logger } from '../logger.js';
import { type Metrics, NO_METRICS } from '../metrics/metrics.js';
import type { AttemptSource, DeliveryAttempt, DeliveryKey } from '../store/queries/webhooks.js';
import type { Store } from '../store/store.js';
import { EndpointConcurrency, endpointKey } from './concurrency.js';
import { HOLDER, releaseDeadLeases } from './leases.js';
import { type DeliveryPolicy, recordAttempt } from './outcome.js';
import { AgentPool } from './pool.js';
import { SuccessRecorder } from './recorder.js';
import { type SendResult, sendWebhook } from './sender.js';
import { guardedLookup } from './ssrf.js';

export interface WebhookWorkerOptions {
  /** Run the worker when the app listens. Default true. */
  enabled?: boolean;
  /**
   * Attempts in flight per endpoint to start with. Default 4. Given alone, it is also the most an
   * endpoint gets (a fixed limit).
   */
  perEndpointConcurrency?: number;
  /** The most attempts in flight per endpoint while it answers fast. Default 16. */
  maxPerEndpointConcurrency?: number;
  /** Attempts in flight in all. Default 32. */
  concurrency?: number;
  /** Fallback poll for due deliveries, ms. Default 1000. */
  pollIntervalMs?: number;
  /**
   * Replaces the guarded DNS lookup (tests only, not reachable from config): pass
   * `guardedLookup(resolver)` to keep the SSRF guard with a fake resolver.
   */
  lookup?: LookupFunction;
  /** Keep connections to a receiver open between attempts (a pool per origin). Default true. */
  keepAlive?: boolean;
}

export interface WebhookWorkerDeps {
  store: Store;
  config: Pick<
    Config,
    'webhookAllowPrivateUrls' | 'webhookTimeoutMs' | 'webhookRetrySchedule' | 'webhookDisableAfterHours'
  >;
  logger: Logger;
  /** The clock of scheduling, leases, signatures and windows. Default: the system clock. */
  clock?: () => Date;
  options?: WebhookWorkerOptions;
  /** Told the outcome of every attempt. */
  metrics?: Metrics;
}

/** How long past the attempt timeout a lease lasts before another process may take it over. */
const LEASE_GRACE_MS = 5_000;

interface InFlight {
  promise: Promise<void>;
  abort: AbortController;
  endpoint: string;
  /** Its request is still unanswered (after that it only records its outcome). */
  sending: boolean;
}

/** The event as the webhook body: the exact bytes that are signed and sent. */
export function envelopeBytes(event: {
  id: string;
  type: string;
  data: string;
  tenant_id: string;
  created_at: string;
  livemode: boolean;
  actor: Actor;
}): Buffer {
  // `data` is the stored JSON text, spliced in as is.
  const json =
    `{"id":${JSON.stringify(event.id)},"object":"event","type":${JSON.stringify(event.type)},` +
    `"data":${event.data},"tenant_id":${JSON.stringify(event.tenant_id)},` +
    `"created_at":${JSON.stringify(event.created_at)},"livemode":${event.livemode},` +
    `"actor":${JSON.stringify({ type: event.actor.type, id: event.actor.id })}}`;
  return Buffer.from(json, 'utf8');
}

export class WebhookWorker {
  readonly enabled: boolean;
  private readonly perEndpoint: EndpointConcurrency;
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private running = false;
  private started: Promise<void> = Promise.resolve();
  private ticking = false;
  private tickAgain = false;
  private currentTick: Promise<void> = Promise.resolve();
  private wakeScheduled = false;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private readonly inFlight = new Map<string, InFlight>();
  private readonly successes: SuccessRecorder;
  private readonly clock: () => Date;
  private readonly policy: DeliveryPolicy;
  /** The keep-alive connections per origin (none when `keepAlive: false`). */
  readonly pool: AgentPool | undefined;
  private readonly metrics: Metrics;

  constructor(private readonly deps: WebhookWorkerDeps) {
    const o = deps.options ?? {};
    this.enabled = o.enabled ?? true;
    const initial = Math.max(1, o.perEndpointConcurrency ?? 4);
    const max =
      o.maxPerEndpointConcurrency ?? (o.perEndpointConcurrency === undefined ? Math.max(initial, 16) : initial);
    this.perEndpoint = new EndpointConcurrency({
      initial,
      max: Math.max(initial, max),
      slowMs: Math.min(1000, deps.config.webhookTimeoutMs / 4),
    });
    this.concurrency = Math.max(1, o.concurrency ?? 32);
    this.pollIntervalMs = Math.max(10, o.pollIntervalMs ?? 1000);
    this.clock = deps.clock ?? (() => new Date());
    this.metrics = deps.metrics ?? NO_METRICS;
    this.successes = new SuccessRecorder(deps.store, this.clock);
    this.policy = {
      retrySchedule: deps.config.webhookRetrySchedule,
      disableAfterMs: Math.round(deps.config.webhookDisableAfterHours * 3_600_000),
    };
    this.pool =
      o.keepAlive === false
        ? undefined
        : new AgentPool({
            maxSockets: this.concurrency,
            lookup: deps.config.webhookAllowPrivateUrls ? undefined : (o.lookup ?? guardedLookup()),
          });
  }

  private nowMs(): number {
    return this.clock().getTime();
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Attempts running now. */
  get activeAttempts(): number {
    return this.inFlight.size;
  }

  /** Resume what a previous process left (pending and interrupted deliveries), then run. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.pool?.reopen();
    this.unsubscribe = onOutboxWrite(() => this.wake());
    this.started = this.resume().finally(() => this.wake());
  }

  private async resume(): Promise<void> {
    const { store, logger } = this.deps;
    let resumed = 0;
    try {
      resumed = await releaseDeadLeases(store);
    } catch (err) {
      // The database stayed locked by another process: dead leases still expire by `locked_until`,
      // so start anyway rather than fail the server's start.
      logger.warn('webhook worker: could not release dead leases at start', {
        error: String(propertyOf(err, 'message') ?? err),
      });
    }
    const pending = await store.read((tx) => tx.deliveries.countPending()).catch(() => undefined);
    logger.info('webhook worker started', { pending, resumed_in_flight: resumed });
  }

  /** Look for due deliveries soon (after the current synchronous work). */
  wake(): void {
    if (!this.running || this.wakeScheduled) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      this.tick();
    });
  }

  /**
   * Stop starting attempts; wait up to `timeoutMs` for those in flight, then cut the rest off (they
   * keep their lease and are resumed by the next start).
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.running = false;
    await this.started;
    await this.currentTick;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    await this.drain(timeoutMs);
    this.pool?.close();
  }

  private async drain(timeoutMs: number): Promise<void> {
    if (this.inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((r) => {
      timer = setTimeout(r, timeoutMs);
    });
    await Promise.race([Promise.allSettled([...this.inFlight.values()].map((f) => f.promise)), bound]);
    clearTimeout(timer);
    if (this.inFlight.size > 0) {
      for (const f of this.inFlight.values()) f.abort.abort();
      await Promise.allSettled([...this.inFlight.values()].map((f) => f.promise));
    }
  }

  private tick(): void {
    if (!this.running) return;
    if (this.ticking) {
      // A wake during a tick: look again as soon as this one is done.
      this.tickAgain = true;
      return;
    }
    this.ticking = true;
    this.currentTick = this.runTick().finally(() => {
      this.ticking = false;
      if (this.tickAgain) {
        this.tickAgain = false;
        this.wake();
      }
    });
  }

  private async runTick(): Promise<void> {
    const { store, logger, config } = this.deps;
    if (!store.isOpen) return;
    try {
      // Attempts whose request is answered and whose outcome is being recorded hold no connection.
      const sending = [...this.inFlight.values()].filter((f) => f.sending);
      const free = this.concurrency - sending.length;
      if (free > 0) {
        const nowMs = this.nowMs();
        const lease = `${HOLDER}:${randomBase62(16)}`;
        const lockedUntil = new Date(nowMs + config.webhookTimeoutMs + LEASE_GRACE_MS).toISOString();
        const now = new Date(nowMs).toISOString();
        // The connection slots count only requests still unanswered; an endpoint's own slots count
        // every attempt until its outcome is recorded.
        const claimed = await this.perEndpoint.claim(
          store,
          [...this.inFlight.values()].map((f) => f.endpoint),
          { now, limit: free, holder: `${HOLDER}:`, lease, lockedUntil },
        );
        for (const source of claimed) this.startAttempt(source, lease);
      }
      // While attempts run, each one's end wakes the worker (and the poll is the fallback): the query
      // for the next scheduled retry is needed only when nothing is in flight.
      await this.scheduleNext(this.inFlight.size > 0);
    } catch (err) {
      logger.error('webhook worker tick failed', { error: String(err) });
      await this.scheduleNext(true);
    }
  }

  private async scheduleNext(pollOnly = false): Promise<void> {
    if (!this.running) return;
    let delay = this.pollIntervalMs;
    const { store } = this.deps;
    if (!pollOnly && store.isOpen) {
      const now = this.nowMs();
      const next = await store.read((tx) => tx.deliveries.nextDueAt(new Date(now).toISOString())).catch(() => null);
      if (next !== null) delay = Math.min(delay, Math.max(0, Date.parse(next) - this.nowMs()));
    }
    if (!this.running) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delay);
    this.timer.unref();
  }

  /** Send one leased delivery; its outcome is recorded under the lease. */
  private startAttempt(source: AttemptSource, lease: string): void {
    const { config } = this.deps;
    const d = source.delivery;
    const key: DeliveryKey = { tenant_id: d.tenant_id, livemode: d.livemode, id: d.id };
    const id = `${key.tenant_id}|${key.livemode}|${key.id}`;
    if (this.inFlight.has(id)) return;
    const endpoint = endpointKey(d);
    const body = envelopeBytes({ ...source.event, tenant_id: d.tenant_id, livemode: d.livemode });
    const at = this.clock();
    const attemptedAt = at.toISOString();
    // The replaced secret signs too while the rotation's overlap lasts.
    const overlap = source.previous_secret_expires_at !== null && source.previous_secret_expires_at > attemptedAt;
    const abort = new AbortController();
    const agent = this.pool?.agentFor(source.url);
    const promise = sendWebhook({
      url: source.url,
      body,
      eventId: d.event_id,
      secret: source.secret,
      previousSecret: overlap ? source.previous_secret : null,
      timestamp: Math.floor(at.getTime() / 1000),
      timeoutMs: config.webhookTimeoutMs,
      allowPrivate: config.webhookAllowPrivateUrls,
      signal: abort.signal,
      ...(agent ? { agent } : {}),
      ...(this.deps.options?.lookup ? { lookup: this.deps.options.lookup } : {}),
    })
      .then((result) => {
        if (!result.aborted) {
          this.perEndpoint.record(endpoint, result.ok, result.duration_ms);
          this.metrics.webhookAttempt(result.error);
        }
        const flight = this.inFlight.get(id);
        if (flight !== undefined) flight.sending = false;
        // Its slot is free: another attempt may start while this one's outcome is recorded.
        this.wake();
        return this.record(key, lease, attemptedAt, result, d.endpoint_id);
      })
      .catch((err) => this.deps.logger.error('webhook attempt failed to record', { error: String(err) }))
      .finally(() => {
        this.inFlight.delete(id);
        this.wake();
      });
    this.inFlight.set(id, { promise, abort, endpoint, sending: true });
  }

  private async record(
    key: DeliveryKey,
    lease: string,
    attemptedAt: string,
    result: SendResult,
    endpointId: string,
  ): Promise<void> {
    const { store, logger } = this.deps;
    if (result.aborted || !store.isOpen) return; // outcome unknown: the lease stays, the next start resumes it
    const attempt: DeliveryAttempt = {
      attempted_at: attemptedAt,
      response_status: result.response_status,
      error: result.error,
      duration_ms: result.duration_ms,
    };
    const report = { key, lease, endpointId, attempt, ok: result.ok, retryAfter: result.retry_after };
    const outcome = result.ok
      ? await this.successes.record(report)
      : await store.write((tx) => recordAttempt(tx, report, this.policy, this.clock()));
    if (outcome === undefined) return;
    logger.info('webhook attempt', {
      delivery_id: key.id,
      event_id: outcome.event_id,
      endpoint_id: endpointId,
      attempt: outcome.n,
      response_status: result.response_status,
      error: result.error,
      duration_ms: result.duration_ms,
      status: outcome.status,
      next_attempt_at: outcome.next,
      ...(outcome.disabled ? { endpoint_disabled: outcome.disabled } : {}),
    });
  }
}
