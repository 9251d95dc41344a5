/**
 * A read shared by callers that arrive together, without ever answering one of them from a read that
 * started before it asked. A caller that finds a read in flight waits for it to finish and then joins
 * the next one, which all such callers share: under load, one query serves many requests, and each
 * request still sees every commit made before it asked.
 */
export class FreshRead<T> {
  private running: Promise<T> | undefined;
  private queued: Promise<T> | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.running === undefined) return this.start();
    const settled = this.running.then(
      () => undefined,
      () => undefined,
    );
    this.queued ??= settled.then(() => {
      this.queued = undefined;
      return this.start();
    });
    return this.queued;
  }

  private start(): Promise<T> {
    const run = this.read();
    this.running = run;
    const done = () => {
      if (this.running === run) this.running = undefined;
    };
    run.then(done, done);
    return run;
  }
}
