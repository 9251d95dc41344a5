// Measurement helpers shared by the bench suites. Every target is a ratio against a baseline measured
// in the same run (interleaved rounds, median of the per-round ratios) or a rate with its median over
// several rounds, because this machine is noisy.

export const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** Operations per second of `fn` over about `ms` milliseconds (after `warm` calls). */
export function rate(fn, ms) {
  let n = 0;
  const start = process.hrtime.bigint();
  const limit = BigInt(ms) * 1_000_000n;
  let elapsed = 0n;
  // Call in batches so the clock is read rarely.
  let batch = 1;
  while (elapsed < limit) {
    for (let i = 0; i < batch; i++) fn();
    n += batch;
    elapsed = process.hrtime.bigint() - start;
    if (elapsed < limit / 20n) batch *= 2;
  }
  return (n * 1e9) / Number(elapsed);
}

/** Async variant of {@link rate}. */
export async function rateAsync(fn, ms) {
  let n = 0;
  const start = process.hrtime.bigint();
  const limit = BigInt(ms) * 1_000_000n;
  while (process.hrtime.bigint() - start < limit) {
    await fn();
    n++;
  }
  return (n * 1e9) / Number(process.hrtime.bigint() - start);
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Interleaved rounds of several subjects: `{name: fn}` → `{name: {median, rounds}}`.
 * In smoke mode: 2 short rounds, enough to prove the suite runs.
 */
export function compare(subjects, { rounds = 7, ms = 400 } = {}) {
  const r = SMOKE ? 2 : rounds;
  const t = SMOKE ? 20 : ms;
  for (const fn of Object.values(subjects)) rate(fn, SMOKE ? 5 : 200); // warm-up
  const out = Object.fromEntries(Object.keys(subjects).map((k) => [k, []]));
  for (let i = 0; i < r; i++) for (const [k, fn] of Object.entries(subjects)) out[k].push(rate(fn, t));
  return out;
}

/** Median of per-round ratios a/b. */
export function ratio(a, b) {
  return median(a.map((x, i) => x / b[i]));
}

/** A figure row for RESULTS.md / results.json. */
export function figure({ suite, name, value, unit, baseline = null, ratio: r = null, target, pass, note = '' }) {
  return { suite, name, value, unit, baseline, ratio: r, target, pass, note };
}
