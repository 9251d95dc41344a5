/**
 * The deposit sweeper, inside every server process: each `intervalMs` (default one second, unref'd)
 * it renews the holds about to lapse, expires the lapsed ones and releases those of cancelled
 * bookings and of bookings returned 48 hours ago (`renewal.ts`). Many processes may sweep one
 * database: each hold is handled in a write transaction of its own with its booking locked and
 * re-read, so a renewal is made once (the second process finds the hold renewed), and the provider
 * is asked with the same idempotency key by any process that retries it. A hold the provider fails
 * on is passed over and tried again on the next sweep; the others go on.
 */
import { type Actor, SYSTEM } from '../core/actor.js';
import type { Scope } from '../core/scope.js';
import type { Logger } from '../logger.js';
import { type Metrics, NO_METRICS } from '../metrics/metrics.js';
import type { Store } from '../store/store.js';
import type { PaymentProviders } from './providers.js';
import { HOLD_AFTER_RETURN_MS, sweepHold } from './renewal.js';

/** Holds one sweep looks at; the next sweep takes the rest. */
const BATCH = 100;
/** Provider events are remembered this long: providers stop repeating an event within days. */
const PROVIDER_EVENTS_KEPT_MS = 30 * 86_400_000;
/** How often the old ones are forgotten. */
const PRUNE_EVERY_MS = 3_600_000;

const SWEEPER: Actor = SYSTEM.depositSweeper;

export interface DepositSweeperOptions {
  /** Run the sweeper when the app listens. Default true. */
  enabled?: boolean;
  /** Milliseconds between sweeps. Default 1000. */
  intervalMs?: number;
}

export interface DepositSweeperDeps {
  store: Store;
  providers: PaymentProviders;
  clock: () => Date;
  logger: Logger;
  metrics?: Metrics;
  options?: DepositSweeperOptions;
}

export class DepositSweeper {
  readonly enabled: boolean;
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<number> | undefined;
  private prunedAt = 0;

  constructor(private readonly deps: DepositSweeperDeps) {
    this.enabled = deps.options?.enabled ?? true;
    this.intervalMs = Math.max(10, deps.options?.intervalMs ?? 1000);
  }

  start(): void {
    if (this.timer !== undefined) return;
    this.timer = setInterval(() => {
      this.sweepOnce().catch((err: unknown) => {
        this.deps.logger.error('deposit sweep failed', { err: err instanceof Error ? err.message : String(err) });
      });
    }, this.intervalMs);
    this.timer.unref();
  }

  /**
   * One sweep at the app clock's `now`; resolves with how many holds it changed. A sweep already
   * running is joined rather than doubled.
   */
  sweepOnce(): Promise<number> {
    const metrics = this.deps.metrics ?? NO_METRICS;
    this.current ??= this.sweep(this.deps.clock())
      .then(
        (n) => {
          metrics.sweeperRun('deposits', true, n);
          return n;
        },
        (err: unknown) => {
          metrics.sweeperRun('deposits', false, 0);
          throw err;
        },
      )
      .finally(() => {
        this.current = undefined;
      });
    return this.current;
  }

  private async sweep(now: Date): Promise<number> {
    const { store, providers, logger } = this.deps;
    const releaseBefore = new Date(now.getTime() - HOLD_AFTER_RETURN_MS).toISOString();
    const due = await store.read((tx) => tx.payments.dueDeposits(now.toISOString(), releaseBefore, BATCH));
    let changed = 0;
    for (const d of due) {
      const scope: Scope = { tenantId: d.tenant_id, livemode: d.livemode };
      try {
        const done = await store.write(async (tx) => {
          const booking = await tx.bookings.getBooking(scope, d.booking_id, { lock: true });
          return booking !== undefined && sweepHold({ tx, scope, now, actor: SWEEPER, providers }, booking);
        });
        if (done) changed++;
      } catch (err) {
        logger.warn('deposit hold left for the next sweep', {
          booking_id: d.booking_id,
          err: err instanceof Error ? err.message : String(err),
        });
      }
    }
    if (now.getTime() - this.prunedAt >= PRUNE_EVERY_MS) {
      const before = new Date(now.getTime() - PROVIDER_EVENTS_KEPT_MS).toISOString();
      await store.write((tx) => tx.payments.pruneProviderEvents(before, 1000));
      this.prunedAt = now.getTime();
    }
    return changed;
  }

  /** No further sweeps; waits for the one running, if any. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.current?.catch(() => undefined);
  }
}
