/**
 * Write transactions on the one SQLite write connection, committed in groups.
 *
 * Writes queue in arrival order. The connection takes the write lock once (`BEGIN IMMEDIATE`), runs
 * each queued write in a savepoint of its own, and commits them together once the queue is empty
 * (or the group is full): the cost of a commit (writing the WAL frames, and now and then a
 * checkpoint) is paid once per group instead of once per request.
 *
 * Each write is still all or nothing: one that throws is rolled back to its savepoint and rejected at
 * once, and the others of its group are unaffected. A write is reported done only after its group has
 * committed; if the commit itself fails, every write of the group is rejected (nothing of them stays).
 * Writes never interleave: the next one starts after the previous one's savepoint is released.
 *
 * The first time its queue empties, a group gives it two more turns of the event loop (see `linger`):
 * requests whose bytes arrived while the group ran are parsed in the first and reach `write` in the
 * second, so they join this group instead of waiting for it to commit and then for a group of their
 * own. Only once: the group then commits when its queue is empty again. The write lock is held
 * across those two turns, and through whatever else runs in them (another request's handler, a
 * timer): on an idle loop that is microseconds; on a busy one a lone write's commit, and another
 * process waiting for the lock, wait for that work too.
 */
import { databaseBusy } from '../errors.js';
import type { Mutex } from '../mutex.js';
import type { Queries, Tx, WaitObserver } from '../store.js';
import { type Connection, isBusyError } from './connection.js';

export interface WriteSide {
  db: Connection;
  queries: Queries;
  lock: Mutex;
  control(sql: string): void;
}

interface Job {
  /** The write; it keeps its result for `resolve`. */
  run: (tx: Tx) => Promise<void>;
  /** Answer the write with its result, once its group has committed. */
  resolve(): void;
  reject(err: unknown): void;
  /** When a write still waiting for the lock of another process gives up with `database_busy`. */
  deadline: number;
  /** `performance.now()` when it was queued (0 without an observer). */
  queued: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const turn = () => new Promise<void>((r) => setImmediate(r));

/**
 * Turns of the event loop an empty queue waits before its group commits. A request read from its
 * socket in one turn waits one more for its tenant's cache version (read once per turn) and then
 * queues its write; two turns let it in. Without them, under load, a request that missed a group by a
 * moment waited for that group, then for the next one: a third of its neighbours' latency again.
 */
const LINGER_TURNS = 2;

export class GroupCommit {
  private readonly queue: Job[] = [];
  private pumping: Promise<void> | undefined;
  /** Groups committed and writes committed in them (tests, and the bench's profile). */
  readonly stats = { groups: 0, writes: 0 };
  /** Told how long each write waited for its savepoint (see `Store.observeWaits`). */
  observer: WaitObserver | undefined;

  constructor(
    private readonly side: WriteSide,
    private readonly busyTimeoutMs: number,
    private readonly maxGroup = 64,
  ) {}

  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let result: T;
      this.queue.push({
        run: async (tx) => {
          result = await fn(tx);
        },
        resolve: () => resolve(result),
        reject,
        deadline: Date.now() + this.busyTimeoutMs,
        queued: this.observer === undefined ? 0 : performance.now(),
      });
      this.kick();
    });
  }

  /**
   * Start the pump unless it runs. A write queued while the pump is finishing (its loop saw an empty
   * queue, its promise not yet settled) is picked up by the restart here, never left waiting.
   */
  private kick(): void {
    if (this.pumping !== undefined) return;
    this.pumping = this.pump()
      .catch(() => undefined) // each write has been answered by group(); nothing is left to report
      .finally(() => {
        this.pumping = undefined;
        if (this.queue.length > 0) this.kick();
      });
  }

  /** Resolves once every write queued so far has settled. */
  async idle(): Promise<void> {
    while (this.pumping !== undefined) await this.pumping;
  }

  private async pump(): Promise<void> {
    while (this.queue.length > 0) await this.side.lock.run(() => this.group());
  }

  private async group(): Promise<void> {
    if (!(await this.begin())) return;
    const { side } = this;
    const done: { job: Job; hooks: (() => void)[] }[] = [];
    let current: Job | undefined;
    try {
      // Once per group: a group that lingered again and again would stay open while writes kept
      // trickling in (the webhook worker's claims and outcomes do), up to `maxGroup` writes, and its
      // events would wait for it.
      let lingered = false;
      const more = async (): Promise<boolean> => {
        if (this.queue.length > 0) return true;
        if (lingered) return false;
        lingered = true;
        return this.linger();
      };
      while (done.length < this.maxGroup && (await more())) {
        const job = this.queue.shift();
        if (job === undefined) break;
        current = job;
        const hooks: (() => void)[] = [];
        const tx: Tx = { ...side.queries, writable: true, afterCommit: (h) => hooks.push(h) };
        side.control('SAVEPOINT request');
        if (job.queued !== 0) this.observer?.('write', (performance.now() - job.queued) / 1000);
        try {
          await job.run(tx);
          side.control('RELEASE request');
          done.push({ job, hooks });
        } catch (err) {
          if (!side.db.inTransaction) throw err; // SQLite rolled the whole transaction back
          side.control('ROLLBACK TO request');
          side.control('RELEASE request');
          job.reject(isBusyError(err) ? databaseBusy(err) : err);
        }
        current = undefined;
      }
      side.control('COMMIT');
    } catch (err) {
      // The group is lost (disk full, I/O error, a failed COMMIT): nothing of it stays, and every
      // write of it, and the one running, hears so.
      try {
        if (side.db.inTransaction) side.control('ROLLBACK');
      } catch {
        // The connection is beyond use; the next BEGIN reports it to the next writes.
      }
      current?.reject(err);
      for (const d of done) d.job.reject(err);
      return;
    }
    this.stats.groups++;
    this.stats.writes += done.length;
    for (const d of done) {
      // A hook only wakes something up after the commit; one that throws does not undo the write.
      for (const h of d.hooks) {
        try {
          h();
        } catch {
          // ignored: the write is committed
        }
      }
      d.job.resolve();
    }
  }

  /** Whether a write arrived within `LINGER_TURNS` turns of the event loop. */
  private async linger(): Promise<boolean> {
    for (let i = 0; i < LINGER_TURNS; i++) {
      await turn();
      if (this.queue.length > 0) return true;
    }
    return false;
  }

  /**
   * Take the write lock. Another process may hold it: retry with backoff (on timers, so the event
   * loop keeps serving), rejecting each queued write whose deadline passes. False when none is left.
   */
  private async begin(): Promise<boolean> {
    for (let delay = 2; ; delay = Math.min(delay * 2, 100)) {
      try {
        this.side.control('BEGIN IMMEDIATE');
        return true;
      } catch (err) {
        if (!isBusyError(err)) {
          this.queue.shift()?.reject(err);
          return false;
        }
        const now = Date.now();
        for (let i = this.queue.length - 1; i >= 0; i--) {
          if ((this.queue[i]?.deadline ?? now) <= now) this.queue.splice(i, 1)[0]?.reject(databaseBusy(err));
        }
        if (this.queue.length === 0) return false;
        const next = Math.min(...this.queue.map((j) => j.deadline));
        await sleep(Math.max(1, Math.min(delay, next - now)));
      }
    }
  }
}
