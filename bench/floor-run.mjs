// The server suites' side of the bare-SQL floor (floor.mjs): the floor run in a process of its own,
// the server's CPU over a figure's run, and the figure that holds one against the other.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpuMs } from './compare.mjs';
import { figure } from './lib.mjs';
import { pg } from './postgres.mjs';
import { serverRequire } from './serve.mjs';

const FLOOR = fileURLToPath(new URL('./floor.mjs', import.meta.url));

/** How long the floor runs each time, in seconds (the server's runs are 10 s). */
export const FLOOR_SECONDS = 8;

/**
 * floor.mjs with `args` in a process of its own (so its CPU is its own): resolves with `{ ops,
 * cpu_ms, postgres_cpu_ms? }`.
 */
export function runFloor(args) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [FLOOR, JSON.stringify(args)],
      { env: { ...process.env, NODE_OPTIONS: '' }, maxBuffer: 1 << 20 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`floor ${args.what}: ${err.message}\n${stderr}`));
        else resolve(JSON.parse(stdout.trim().split('\n').pop()));
      },
    );
  });
}

/**
 * `run()` (an autocannon run against `server`), with the CPU the server process spent meanwhile and,
 * with `pgCpu` (postgres-cpu.mjs), PostgreSQL's: `{ result, serverMs, postgresMs }`.
 */
export async function costOf(server, pgCpu, run) {
  const s0 = cpuMs(server.child.pid);
  const p0 = pgCpu?.();
  const result = await run();
  const s1 = cpuMs(server.child.pid);
  const p1 = pgCpu?.();
  return {
    result,
    serverMs: s0 === undefined || s1 === undefined ? undefined : s1 - s0,
    postgresMs: p0 === undefined ? undefined : p1 - p0,
  };
}

const us = (ms, n) => Math.round((ms * 1000) / n);

/**
 * The figure of one hot path against its floor: the CPU a request cost (the server's, plus
 * PostgreSQL's on PostgreSQL) over the CPU one operation of the floor cost (its process's, plus
 * PostgreSQL's), target at most 3×; the note splits both and gives the server's own CPU against
 * the floor process's own.
 */
export function floorFigure(suite, name, what, cost, floor, target = '<= 3×') {
  const requests = cost.result.requests.total;
  if (cost.serverMs === undefined || requests === 0 || floor.ops === 0) {
    return figure({
      suite,
      name: `${name} against the bare-SQL floor (${what})`,
      value: 0,
      unit: 'µs',
      target: 'reported',
      pass: true,
      note: 'no CPU times here (/proc)',
    });
  }
  const server = us(cost.serverMs, requests);
  const postgres = cost.postgresMs === undefined ? 0 : us(cost.postgresMs, requests);
  const client = us(floor.cpu_ms, floor.ops);
  const floorPg = floor.postgres_cpu_ms === undefined ? 0 : us(floor.postgres_cpu_ms, floor.ops);
  const ratio = (server + postgres) / (client + floorPg);
  const onPg = cost.postgresMs !== undefined;
  return figure({
    suite,
    name: `${name} against the bare-SQL floor (${what}: its statements through the driver alone)`,
    value: server + postgres,
    unit: 'µs',
    baseline: client + floorPg,
    ratio: Number(ratio.toFixed(2)),
    target,
    pass: target === 'reported' || ratio <= 3,
    note: onPg
      ? `server ${server} + PostgreSQL ${postgres} µs a request; floor: its process ${client} + PostgreSQL ${floorPg} µs an operation (${floor.ops} in ${FLOOR_SECONDS} s); the server's own CPU against the floor process's: ${(server / client).toFixed(2)}×`
      : `the server's process (SQLite in it) against the floor's (${floor.ops} in ${FLOOR_SECONDS} s)`,
  });
}

/** The version the server's stored booking views are written in (what its list pages read). */
export async function storedViewVersion(dbPath, databaseUrl) {
  const SQL = 'SELECT view_version AS v FROM bookings WHERE view_json IS NOT NULL LIMIT 1';
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return Number((await client.query(SQL)).rows[0]?.v ?? 0);
    } finally {
      await client.end();
    }
  }
  const Database = serverRequire('better-sqlite3');
  const db = new Database(dbPath, { readonly: true });
  try {
    return Number(db.prepare(SQL).get()?.v ?? 0);
  } finally {
    db.close();
  }
}
