/**
 * Successful attempts are recorded together: those that finish while a group is being written join
 * the next, and a group is one transaction (one commit instead of one per delivery; on PostgreSQL
 * one round trip, its statements and COMMIT sent together). An idle worker records one at once.
 */
import type { Store } from '../store/store.js';
import { type AttemptReport, type RecordedAttempt, recordSuccesses } from './outcome.js';

/** Successful attempts recorded in one transaction at most. */
const GROUP = 100;

interface Waiting {
  report: AttemptReport;
  resolve: (r: RecordedAttempt | undefined) => void;
  reject: (err: unknown) => void;
}

export class SuccessRecorder {
  private readonly waiting: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly store: Store,
    private readonly clock: () => Date,
  ) {}

  /** Record a successful attempt; resolves as `recordSuccesses` does for it, once its group committed. */
  record(report: AttemptReport): Promise<RecordedAttempt | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ report, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.write());
      }
    });
  }

  private async write(): Promise<void> {
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, GROUP);
      try {
        const { recorded } = await this.store.write(async (tx) =>
          recordSuccesses(
            tx,
            group.map((g) => g.report),
            this.clock(),
          ),
        );
        for (const [i, g] of group.entries()) g.resolve(await recorded[i]);
      } catch {
        // The group rolled back as one: each is recorded on its own, so one that cannot be does not
        // hold up the others.
        for (const g of group) {
          await this.store
            .write(async (tx) => recordSuccesses(tx, [g.report], this.clock()))
            .then(({ recorded }) => recorded[0])
            .then(g.resolve, g.reject);
        }
      }
    }
    this.writing = false;
  }
}
