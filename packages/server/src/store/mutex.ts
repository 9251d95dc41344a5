/**
 * A first-come, first-served async lock: `run(fn)` waits until every earlier `run` has settled.
 * The SQLite store keeps its single write connection to one transaction at a time with it.
 */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  /** Callers holding or waiting for the lock. */
  get pending(): number {
    return this.waiting;
  }

  run<T>(fn: () => Promise<T>): Promise<T> {
    this.waiting++;
    const result = this.tail.then(fn);
    const settled = result.then(
      () => {
        this.waiting--;
      },
      () => {
        this.waiting--;
      },
    );
    this.tail = settled;
    return result;
  }
}
