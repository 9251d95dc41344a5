// Helpers of the server and webhooks suites: the real `rentline serve` as a child process on a
// database in bench/.work/, the CLI's `tenant create`, a small JSON client, autocannon.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `require` as packages/server sees it: autocannon, koa and better-sqlite3 are its dependencies. */
export const serverRequire = createRequire(new URL('../packages/server/package.json', import.meta.url));
/** The server's CLI; `BENCH_SERVER_CLI` points at another build (e.g. a patched copy, to try a fix). */
export const CLI =
  process.env.BENCH_SERVER_CLI ?? fileURLToPath(new URL('../packages/server/dist/cli.js', import.meta.url));
const WORK = fileURLToPath(new URL('./.work/', import.meta.url));

/** A fresh directory under bench/.work/ (gitignored); `remove()` deletes it. */
export function workDir(name) {
  const dir = join(WORK, `${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // BENCH_KEEP_WORK=1 keeps the databases for a look afterwards (EXPLAIN QUERY PLAN, a profile).
  return { dir, remove: () => process.env.BENCH_KEEP_WORK !== '1' && rmSync(dir, { recursive: true, force: true }) };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The environment of every CLI call and serve process of a suite. */
export function serveEnv(dbPath, extra = {}) {
  return {
    ...process.env,
    NODE_OPTIONS: '',
    DATABASE_PATH: dbPath,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_SECOND: '0',
    // Two servers of a comparison may both serve metrics: each on a port of its own.
    METRICS_PORT: '0',
    ...extra,
  };
}

/**
 * `rentline tenant create --name <name> --json` of this build (or another build's `cli`):
 * `{tenant_id, live_key, test_key}`.
 */
export function createTenant(env, name = 'Bench', cli = CLI) {
  return JSON.parse(
    execFileSync(process.execPath, [cli, 'tenant', 'create', '--name', name, '--json'], { env, encoding: 'utf8' }),
  );
}

/**
 * Start `node packages/server/dist/cli.js serve` (or another build's `cli`) and wait for /healthz.
 * `BENCH_CPU_PROF=<dir>` runs it under `--cpu-prof` (the profile is written when it stops).
 */
export async function startServe(env, cli = CLI) {
  const port = await freePort();
  const args = [];
  if (process.env.BENCH_CPU_PROF)
    args.push(
      '--cpu-prof',
      `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
      ...(process.env.BENCH_CPU_PROF_INTERVAL ? [`--cpu-prof-interval=${process.env.BENCH_CPU_PROF_INTERVAL}`] : []),
    );
  // BENCH_SERVER_CPUS=1 (a taskset list) keeps every server on those CPUs: two servers measured at
  // once then share one core alike, while the load generator (run under `taskset -c 0`) has the other.
  const cpus = process.env.BENCH_SERVER_CPUS;
  const command = cpus ? ['taskset', '-c', cpus, process.execPath] : [process.execPath];
  const child = spawn(command[0], [...command.slice(1), ...args, cli, 'serve'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode}: ${stderr}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`serve did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    /** SIGTERM (graceful: in-flight requests finish, the database is closed), then wait for exit. */
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      });
    },
  };
}

/** `api(method, path, body?)` → parsed JSON; throws on a non-2xx answer. */
export function makeApi(url, key) {
  return async (method, path, body) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return { status: res.status, body: JSON.parse(text), bytes: Buffer.byteLength(text) };
  };
}

const autocannon = serverRequire('autocannon');

/** One autocannon run (no progress output); resolves with its result object. */
export function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Requests answered with `status` in an autocannon result. */
export const countStatus = (result, status) => Number(result.statusCodeStats?.[status]?.count ?? 0);
