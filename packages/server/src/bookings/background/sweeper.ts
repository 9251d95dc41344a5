/**
 * The expiry sweeper, inside every server process: each `intervalMs` (default one second, unref'd)
 * it cancels the pending bookings whose hold has run out (`expiry.ts`), emits `booking.overdue` for
 * the active bookings that just became overdue (`overdue.ts`), then fills the search documents of
 * customers written behind the server's back and rebuilds the stored list views that were cleared
 * (`view-repair.ts`), which writes their bookings' search documents, and adds the documents of new
 * bookings to SQLite's trigram index. Sweeps never overlap within a process; across processes each
 * booking is cancelled once (the sweep re-checks it under its lock), notified once (claimed by a
 * conditional update) and each view is rebuilt by one process at a time.
 */
import type { Logger } from '../../logger.js';
import { type Metrics, NO_METRICS, type SweeperTask } from '../../metrics/metrics.js';
import { fillCustomerDocuments } from '../../search/documents.js';
import type { MissingView } from '../../store/queries/booking-views.js';
import type { Store, Tx } from '../../store/store.js';
import type { OnCancel } from '../changes.js';
import { VIEW_VERSION } from '../views.js';
import { sweepExpired } from './expiry.js';
import { sweepOverdue } from './overdue.js';
import { REPAIR_BATCH, repairViews } from './view-repair.js';

/**
 * Search documents indexed per transaction: one segment of the index each, shared by all; small
 * enough that the writers queued behind it barely notice.
 */
const INDEX_BATCH = 200;

export interface ExpirySweeperOptions {
  /** Run the sweeper when the app listens. Default true. */
  enabled?: boolean;
  /** Milliseconds between sweeps. Default 1000. */
  intervalMs?: number;
}

export interface ExpirySweeperDeps {
  store: Store;
  clock: () => Date;
  logger: Logger;
  options?: ExpirySweeperOptions;
  /** Told every run of each task. */
  metrics?: Metrics;
  /** What else an expired booking's cancellation ends (its payments). */
  onCancel?: OnCancel;
}

export class ExpirySweeper {
  readonly enabled: boolean;
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<number> | undefined;
  private notifying: Promise<number> | undefined;
  private repairing: Promise<number> | undefined;
  private stopped = false;
  private versionsChecked = false;

  constructor(private readonly deps: ExpirySweeperDeps) {
    this.enabled = deps.options?.enabled ?? true;
    this.intervalMs = Math.max(10, deps.options?.intervalMs ?? 1000);
  }

  start(): void {
    if (this.timer !== undefined) return;
    this.stopped = false;
    this.timer = setInterval(() => {
      this.sweepOnce().catch((err: unknown) => {
        this.deps.logger.error('expiry sweep failed', { err: err instanceof Error ? err.message : String(err) });
      });
      this.overdueOnce().catch((err: unknown) => {
        this.deps.logger.error('overdue sweep failed', { err: err instanceof Error ? err.message : String(err) });
      });
      this.repairOnce().catch((err: unknown) => {
        this.deps.logger.error('view repair failed', { err: err instanceof Error ? err.message : String(err) });
      });
    }, this.intervalMs);
    this.timer.unref();
  }

  /**
   * One sweep at the app clock's `now`; returns how many bookings it cancelled. A sweep already
   * running is joined rather than doubled.
   */
  sweepOnce(): Promise<number> {
    this.current ??= this.counted(
      'expiry',
      sweepExpired(this.deps.store, this.deps.clock(), undefined, this.deps.onCancel),
    ).finally(() => {
      this.current = undefined;
    });
    return this.current;
  }

  /**
   * One overdue sweep at the app clock's `now`; returns how many `booking.overdue` events it
   * emitted. Joined, like an expiry sweep, when one is running.
   */
  overdueOnce(): Promise<number> {
    this.notifying ??= this.counted('overdue', sweepOverdue(this.deps.store, this.deps.clock())).finally(() => {
      this.notifying = undefined;
    });
    return this.notifying;
  }

  /** `run`, reported to the metrics when it settles. */
  private counted(task: SweeperTask, run: Promise<number>): Promise<number> {
    const metrics = this.deps.metrics ?? NO_METRICS;
    return run.then(
      (n) => {
        metrics.sweeperRun(task, true, n);
        return n;
      },
      (err: unknown) => {
        metrics.sweeperRun(task, false, 0);
        throw err;
      },
    );
  }

  /**
   * Rebuild every cleared view, a batch per transaction (other writers take turns between them);
   * returns how many were stored. The first call of a process first clears the views written in
   * another shape than this server's (by an older version), so they are rebuilt too. Joined, like a
   * sweep, when one is running; stops early once `stop` was called.
   */
  repairOnce(): Promise<number> {
    this.repairing ??= this.counted(
      'view_repair',
      (async () => {
        if (!this.versionsChecked) {
          await this.deps.store.write((tx) => tx.bookingViews.clearOtherVersions(VIEW_VERSION));
          this.versionsChecked = true;
        }
        // Customers written by something else than the server get their search documents.
        await this.drain(
          (tx) => tx.search.anyUnfilledCustomer(),
          (tx) => fillCustomerDocuments(tx, REPAIR_BATCH),
          REPAIR_BATCH,
        );
        // One walk over the missing views in key order: one that cannot be built is passed over
        // (the next call tries it again) instead of being found first by every batch.
        let total = 0;
        let after: MissingView | undefined;
        for (;;) {
          const batch = await repairViews(this.deps.store, after);
          total += batch.stored;
          if (batch.seen < REPAIR_BATCH || this.stopped) break;
          after = batch.last;
        }
        // New bookings' search documents into SQLite's trigram index, a batch per transaction.
        await this.drain(
          (tx) => tx.search.backlog.any(),
          (tx) => tx.search.backlog.index(INDEX_BATCH),
          INDEX_BATCH,
        );
        // Many views rebuilt (an upgrade, an import) wrote as many search documents: compact their
        // index. Not after new bookings' batches: FTS5 merges those pieces as it goes, and compacting
        // the whole index each second under a burst of bookings held every writer behind it.
        if (total >= REPAIR_BATCH) await this.deps.store.write((tx) => tx.search.compact());
        return total;
      })(),
    ).finally(() => {
      this.repairing = undefined;
    });
    return this.repairing;
  }

  /**
   * Write batches of `size` (`batch`, each in its own transaction, so other writers take turns)
   * until one comes back short or the sweeper stops; returns how many were done. `pending` is read
   * first, so a database with nothing to do costs no write transaction.
   */
  private async drain(
    pending: (tx: Tx) => Promise<boolean>,
    batch: (tx: Tx) => Promise<number>,
    size: number,
  ): Promise<number> {
    if (!(await this.deps.store.read(pending))) return 0;
    let done = 0;
    for (;;) {
      const n = await this.deps.store.write(batch);
      done += n;
      if (n < size || this.stopped) return done;
    }
  }

  /** No further sweeps; waits for the one running, if any (its failure was already logged). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all([
      this.current?.catch(() => undefined),
      this.notifying?.catch(() => undefined),
      this.repairing?.catch(() => undefined),
    ]);
  }
}
