/**
 * FreshRead: callers that arrive while a read is in flight share the next read, never the one in
 * flight (it started before they asked, so it may miss a commit they must see).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FreshRead } from '../src/store/fresh-read.js';

/** A read whose runs are finished by the test; each run records the "time" (a counter) it started. */
function controlledRead() {
  let clock = 0;
  const runs: { startedAt: number; finish: (v: number) => void; fail: (e: Error) => void }[] = [];
  const read = new FreshRead<number>(
    () =>
      new Promise<number>((resolve, reject) => {
        runs.push({ startedAt: ++clock, finish: resolve, fail: reject });
      }),
  );
  return { read, runs, tick: () => ++clock };
}

describe('FreshRead', () => {
  it('shares one later read among the callers that arrive during a read', async () => {
    const { read, runs } = controlledRead();
    const first = read.get();
    const waiting = [read.get(), read.get(), read.get()];
    expect(runs).toHaveLength(1);
    runs[0]?.finish(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(runs).toHaveLength(2);
    runs[1]?.finish(2);
    expect(await Promise.all(waiting)).toEqual([2, 2, 2]);
  });

  it('a failed read fails its callers only; the waiting ones get the next read', async () => {
    const { read, runs } = controlledRead();
    const first = read.get();
    const second = read.get();
    runs[0]?.fail(new Error('gone'));
    await expect(first).rejects.toThrow('gone');
    await new Promise((r) => setImmediate(r));
    runs[1]?.finish(7);
    expect(await second).toBe(7);
  });

  it('property: every caller is answered by a read that started after it asked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constant('ask'), fc.constant('finish')), { maxLength: 40 }),
        async (ops) => {
          const { read, runs, tick } = controlledRead();
          const answers: Promise<{ askedAt: number; value: number }>[] = [];
          let finished = 0;
          for (const op of ops) {
            if (op === 'ask') {
              const askedAt = tick();
              answers.push(read.get().then((value) => ({ askedAt, value })));
            } else if (finished < runs.length) {
              const run = runs[finished++];
              run?.finish(run.startedAt);
            }
            await new Promise((r) => setImmediate(r));
          }
          // Finish whatever is left, including reads started by finishing others.
          for (let i = 0; i < 100 && finished < runs.length; i++) {
            const run = runs[finished++];
            run?.finish(run.startedAt);
            await new Promise((r) => setImmediate(r));
          }
          for (const { askedAt, value } of await Promise.all(answers)) expect(value).toBeGreaterThan(askedAt);
        },
      ),
      { numRuns: 200 },
    );
  });
});
