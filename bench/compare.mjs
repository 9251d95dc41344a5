// Two builds (or one build under two environments) measured in the same run, for a before and after
// of one change on a noisy machine: the server suites start a server of each, on copies of the same
// pre-filled database, and measure each figure on both, alternating in pairs (this, baseline; then
// baseline, this; …) so the machine's slow and fast phases fall on both alike. Each pair gives a
// ratio; the figure is the median ratio, with every pair's in the note.
//
//   BENCH_BASELINE_REF=<git ref>    the baseline is that commit, built in a temporary git worktree
//                                   (bench/.work/baseline-<sha>: pnpm install from the warm store,
//                                   then the packages' build); without it, the baseline is this build
//   BENCH_ENV="A=1 B=2"             environment of this build's server (e.g. METRICS=true)
//   BENCH_BASELINE_ENV="A=0"        environment of the baseline's server
//   BENCH_PAIRS=4                   pairs per figure (default 3)
//   BENCH_RATE=300                  offer that many requests a second (autocannon's overallRate) instead
//                                   of as many as the connections go: both servers then do the same
//                                   work at the same pace, and the figure is the server's CPU time a
//                                   request, this / baseline (target <= 1.05x), which a busy machine
//                                   disturbs far less than a rate
//   BENCH_TOGETHER=1                with BENCH_RATE: measure both servers at the same time (each
//                                   offered the rate) instead of one after the other, so each window's
//                                   two figures see the same phase of the machine; every window is a
//                                   pair. Without a ref (one build, two environments) the servers
//                                   change database copies half way through each figure. The first
//                                   window after servers start is not counted
//   BENCH_SERVER_CPUS=1             run the servers on those CPUs only (taskset); with the bench under
//                                   `taskset -c 0`, two servers measured at once share one core alike
//
// With a ref, the database is set up by the baseline's build (its schema) and this build upgrades its
// copy in place when it starts, as a deployment would.
//
// Comparing is on when BENCH_BASELINE_REF, BENCH_ENV or BENCH_BASELINE_ENV is set. BENCH_KEEP_WORK=1
// keeps the baseline's worktree, and a later run with the same commit reuses its build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `A=1 B=2` (spaces or commas between) as an object. */
function parseEnv(text) {
  const out = {};
  for (const part of (text ?? '').split(/[\s,]+/).filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new Error(`bench: "${part}" is not NAME=value`);
    out[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return out;
}

const describeEnv = (env) =>
  Object.entries(env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');

/** The comparison asked for by the environment, or undefined. */
export function comparison() {
  const ref = process.env.BENCH_BASELINE_REF?.trim() || undefined;
  const subjectEnv = parseEnv(process.env.BENCH_ENV);
  const baselineEnv = parseEnv(process.env.BENCH_BASELINE_ENV);
  if (ref === undefined && process.env.BENCH_ENV === undefined && process.env.BENCH_BASELINE_ENV === undefined) {
    return undefined;
  }
  const pairs = Number(process.env.BENCH_PAIRS ?? 3);
  if (!Number.isInteger(pairs) || pairs < 1) throw new Error('BENCH_PAIRS must be a positive integer');
  const rate = process.env.BENCH_RATE === undefined ? undefined : Number(process.env.BENCH_RATE);
  if (rate !== undefined && !(Number.isInteger(rate) && rate > 0)) {
    throw new Error('BENCH_RATE must be a positive integer (requests a second)');
  }
  const together = process.env.BENCH_TOGETHER === '1';
  if (together && rate === undefined) throw new Error('BENCH_TOGETHER=1 needs BENCH_RATE');
  const label = (name, env) => [name, describeEnv(env)].filter(Boolean).join(', ');
  return {
    ref,
    pairs,
    rate,
    together,
    subject: { label: label('this build', subjectEnv), env: subjectEnv },
    baseline: { label: label(ref ?? 'this build', baselineEnv), env: baselineEnv },
  };
}

/**
 * The baseline's CLI: this build's (`defaultCli`) without a ref, else `ref` built in a worktree of
 * its own. Returns `{ cli, remove }`.
 */
export function buildBaseline(ref, defaultCli) {
  if (ref === undefined) return { cli: defaultCli, remove: () => undefined };
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = join(ROOT, 'bench', '.work', `baseline-${sha.slice(0, 12)}`);
  const cli = join(dir, 'packages', 'server', 'dist', 'cli.js');
  const remove = () => {
    if (process.env.BENCH_KEEP_WORK) return;
    try {
      git('worktree', 'remove', '--force', dir);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  };
  if (existsSync(cli)) {
    console.error(`  baseline ${ref} (${sha.slice(0, 12)}): reusing the build in ${dir}`);
    return { cli, remove };
  }
  console.error(`  baseline ${ref} (${sha.slice(0, 12)}): building in ${dir}`);
  if (existsSync(dir)) remove();
  git('worktree', 'add', '--detach', dir, sha);
  const pnpm = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).packageManager ?? 'pnpm';
  const run = (args) =>
    execFileSync('npx', ['-y', pnpm, ...args], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  run(['install', '--frozen-lockfile', '--prefer-offline']);
  run(['-r', '--filter', './packages/**', 'run', 'build']);
  if (!existsSync(cli)) throw new Error(`the baseline build has no ${cli}`);
  return { cli, remove };
}

/**
 * CPU time (user + system) process `pid` has used so far, in ms, from /proc (Linux); undefined
 * elsewhere. A server's CPU per request is its own cost, which other work on a shared machine slows
 * much less than it slows the rate.
 */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
/**
 * CPU time (ms, to the nanosecond) of process `pid` so far: the sum of its threads' run time in
 * /proc/<pid>/task/<tid>/schedstat, where `cpuMs` counts whole clock ticks (10 ms). Undefined
 * elsewhere. A thread that has ended is no longer counted: Node's threads live as long as it does.
 */
export function cpuNsMs(pid) {
  try {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    }
    return ns / 1e6;
  } catch {
    return undefined;
  }
}
/**
 * CPU time (ms) of each of process `pid`'s threads so far, the main thread's as `main`, the others'
 * summed by thread name (most are `node`: V8's garbage-collection helpers, libuv's pool, workers), from
 * /proc; undefined elsewhere. `BENCH_THREADS=1` prints a figure's CPU split this way: a profile
 * (`--cpu-prof`) sees only the main thread.
 */
export function threadCpuMs(pid) {
  try {
    const out = {};
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // Node names most of its threads `node`: the main thread (its id is the process's) apart.
      const name = tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out[name] = (out[name] ?? 0) + ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    }
    return out;
  } catch {
    return undefined;
  }
}

/** `after - before` of two `threadCpuMs` samples, per request (`n`), as `name ms, …`, largest first. */
export function threadsNote(before, after, n) {
  if (before === undefined || after === undefined || n === 0) return '';
  return Object.entries(after)
    .map(([name, ms]) => [name, (ms - (before[name] ?? 0)) / n])
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(3)}`)
    .join(', ');
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Like `alternate`, but each pair measures both sides at the same time: on a shared virtual machine
 * the CPU a request drifts by 20 % and more between two 10-second windows of the same build, and a
 * window both sides share sees the same drift. `swapSlots` (when given) is called half way and
 * resolves with the sides to measure from then on: the two servers started again, each on the
 * other's database copy, so neither copy's or process slot's own bias (a few per cent between two
 * servers of one build) falls on one side only.
 */
export async function together(pairs, subject, baseline, measure, swapSlots) {
  const out = pairResults();
  const sides = { subject, baseline };
  // The first window after the servers start is left out: it measured 10-20 % more CPU a request on
  // one side or the other (code still being compiled), against a few per cent in later windows.
  const settle = async () => {
    await Promise.all([measure(sides.subject), measure(sides.baseline)]);
    console.error('    (one window to settle, not counted)');
  };
  await settle();
  for (let i = 0; i < pairs; i++) {
    if (swapSlots !== undefined && i === pairs >> 1) {
      Object.assign(sides, await swapSlots());
      await settle();
    }
    const [s, b] = await Promise.all([measure(sides.subject), measure(sides.baseline)]);
    recordPair(out, `window ${i + 1}`, s, b);
  }
  return summarize(out, pairs);
}

/**
 * Measure `measure(side)` (resolving with `{ value, p99, cpu }`: a rate, larger better, and the
 * server's CPU ms per request) on both sides, `pairs` times, alternating which goes first. Resolves
 * with each side's results, the per-pair ratios subject / baseline of the rate and of the CPU per
 * request, and their medians.
 */
export async function alternate(pairs, subject, baseline, measure) {
  const out = pairResults();
  for (let i = 0; i < pairs; i++) {
    const order = i % 2 === 0 ? ['subject', 'baseline'] : ['baseline', 'subject'];
    const pair = {};
    for (const who of order) pair[who] = await measure(who === 'subject' ? subject : baseline);
    recordPair(out, `pair ${i + 1}`, pair.subject, pair.baseline);
  }
  return summarize(out, pairs);
}

/** Each side's results and the per-pair ratios of `alternate` and `together`, filled by `recordPair`. */
function pairResults() {
  return { subject: [], baseline: [], ratios: [], cpuRatios: [] };
}

/** One pair's results `s` (this build) and `b` (the baseline) in `out`, and its line on stderr. */
function recordPair(out, name, s, b) {
  out.subject.push(s);
  out.baseline.push(b);
  const ratio = s.value / b.value;
  out.ratios.push(ratio);
  const cpu = s.cpu !== undefined && b.cpu !== undefined;
  if (cpu) out.cpuRatios.push(s.cpu / b.cpu);
  const side = (r) => `${r.value.toFixed(0)}/s, p99 ${r.p99} ms${cpu ? `, ${r.cpu.toFixed(3)} ms CPU a request` : ''}`;
  console.error(
    `    ${name}: this ${side(s)}; baseline ${side(b)}: rate ${ratio.toFixed(3)}×${cpu ? `, CPU a request ${(s.cpu / b.cpu).toFixed(3)}×` : ''}`,
  );
  if (s.threads) console.error(`      CPU ms a request by thread: this ${s.threads}; baseline ${b.threads}`);
}

/** `out` with the median ratios (the CPU one only when every pair had the servers' CPU time). */
function summarize(out, pairs) {
  return {
    ...out,
    ratio: median(out.ratios),
    cpuRatio: out.cpuRatios.length === pairs ? median(out.cpuRatios) : undefined,
  };
}
