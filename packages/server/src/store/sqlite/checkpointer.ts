/**
 * WAL checkpoints off the event loop. Every commit appends pages to the write-ahead log; a checkpoint
 * copies them back into the database file and syncs it. Run by the committing connection (SQLite's
 * default, every ~4 MB) it stalls every request of the process while it runs. Here a worker thread
 * with a connection of its own runs a PASSIVE checkpoint every `intervalMs`: it copies what no reader
 * still needs and never waits for, or blocks, a writer or a reader. The writer keeps SQLite's own
 * checkpoint at a far larger size as a backstop, so the log stays bounded should this thread fall
 * behind or stop.
 */
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The writer's own checkpoint, in pages of the log: only if this thread does not keep up. */
export const BACKSTOP_PAGES = 10_000;

const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 0');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another checkpoint runs), or the file is gone: the next tick tries again.
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export class Checkpointer {
  private readonly worker: Worker;
  private stopped = false;

  constructor(path: string, intervalMs = 100) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER, { eval: true, workerData: { path, driver, intervalMs } });
    // Never what keeps the process alive; a thread that fails leaves the backstop to bound the log.
    this.worker.unref();
    this.worker.on('error', () => undefined);
  }

  /** Stop the thread (its connection closed) before the store closes its own. */
  async close(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    // Held while it stops: a process with nothing else to do must not exit before this resolves.
    this.worker.ref();
    const exited = once(this.worker, 'exit').catch(() => undefined);
    this.worker.postMessage('stop');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((r) => {
      timer = setTimeout(r, 2_000);
    });
    await Promise.race([exited, timeout]);
    clearTimeout(timer);
    await this.worker.terminate().catch(() => undefined);
  }
}
