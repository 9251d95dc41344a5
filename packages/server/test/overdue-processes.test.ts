/**
 * The overdue sweeper with three `rentline serve` processes on one SQLite file, each sweeping every
 * second on the system clock (the SQLite side of `postgres/overdue-instances.test.ts`). Bookings an
 * hour late are made and picked up while the tenant's late-fee grace is three hours; shrinking it to
 * 30 minutes turns all of them overdue at one instant, and the test holds the write lock a moment
 * so that every process's sweep has read them before any claims one: three sweeps race for the
 * same rows. Each booking gets exactly one `booking.overdue`; one returned before its return date,
 * and one ten minutes late (inside the new grace), get none. Nothing is moved in SQL: past pickups
 * are accepted, and the sweep judges the grace as it is now. Each process's metrics say its overdue
 * sweep ran and never failed, and what each notified adds up to one per booking.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './db.js';
import { type Api, makeApi, tempDir } from './helpers.js';
import { expectOneOverdueEach } from './overdue-events.js';
import { ensureBuilt, runBuiltCli, type ServeProcess, serveBuilt } from './process.js';
import { sqliteTestSql, type TestSql } from './sql.js';

const INSTANCES = 3;
/** More than one sweep takes (a sweep looks at 100): the later sweeps find a part notified. */
const OVERDUE = 200;

describe(`the overdue sweeper on ${INSTANCES} processes of one SQLite file`, () => {
  const dir = tempDir('rentline-overdue-processes-');
  const path = join(dir, 'rentline.db');
  const servers: (ServeProcess & { metricsUrl: string })[] = [];
  let db: Db;
  let sql: TestSql;
  let key: string;
  /** The API through process i (mod INSTANCES). */
  let via: (i: number) => Api;

  beforeAll(async () => {
    ensureBuilt();
    const env = { ...process.env, DATABASE_PATH: path, LOG_LEVEL: 'warn', RATE_LIMIT_PER_SECOND: '0' };
    const tenant = await runBuiltCli(['tenant', 'create', '--name', 'Overdue', '--json'], env);
    expect(tenant.code, tenant.stderr).toBe(0);
    key = JSON.parse(tenant.stdout).test_key;
    for (let i = 0; i < INSTANCES; i++) {
      const server = await serveBuilt({ ...env, METRICS: 'true' }, { portVars: ['METRICS_PORT'] });
      servers.push({ ...server, metricsUrl: `http://127.0.0.1:${server.ports.METRICS_PORT}/metrics` });
    }
    via = (i) => makeApi((servers[i % INSTANCES] as ServeProcess).url, key);
    db = openDatabase(path, { migrate: false });
    sql = sqliteTestSql(db, { owned: true });
  });

  afterAll(async () => {
    await sql?.close();
    await Promise.all(
      servers.map(async (s) => {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
        await s.exited();
      }),
    );
    rmSync(dir, { recursive: true, force: true });
  });

  /** A counter of process `s`'s metrics (every series is there from the start, at 0). */
  const counter = async (s: { metricsUrl: string }, series: string) => {
    const text = await (await fetch(s.metricsUrl)).text();
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    if (line === undefined) throw new Error(`no ${series} in ${s.metricsUrl}`);
    return Number(line.slice(series.length + 1));
  };

  it('one booking.overdue per overdue booking; none for one returned in time or one inside the grace', async () => {
    const api = via(0);
    const call = async (i: number, method: string, url: string, body?: unknown) => {
      const res = await via(i)(method, url, { body });
      expect(res.status, `${method} ${url}: ${res.text}`).toBeLessThan(300);
      return res.body;
    };
    // A long grace while the bookings are made: an hour late is not overdue yet.
    await call(0, 'PATCH', '/v1/tenant', { late_fee: { grace_minutes: 180, per_hour: 500 } });
    const customer = await call(0, 'POST', '/v1/customers', { name: 'Late' });
    const item = await call(1, 'POST', '/v1/fleet-items', {
      name: 'Tent',
      price_full_day: 2000,
      quantity: OVERDUE + 2,
    });
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    /** A booking from `pickup` to `ret`, made, confirmed and picked up over the processes. */
    const active = async (i: number, pickup: string, ret: string) => {
      const made = await call(i, 'POST', '/v1/bookings', {
        customer_id: customer.id,
        pickup_date: pickup,
        return_date: ret,
        line_items: [{ fleet_item_id: item.id }],
      });
      for (const status of ['confirmed', 'active']) {
        await call(i + 1, 'PATCH', `/v1/bookings/${made.id}`, { status });
      }
      return made.id as string;
    };

    // Returned before its return date (tomorrow): no fee, never overdue.
    const inTime = await active(0, ago(60), new Date(Date.now() + 86_400_000).toISOString());
    const returned = await call(2, 'PATCH', `/v1/bookings/${inTime}`, { status: 'completed' });
    expect(returned).toMatchObject({ status: 'completed', late_fee_amount: 0, overdue: false });
    // Due back ten minutes ago: inside the grace of 30 minutes set below.
    const inGrace = await active(1, ago(120), ago(10));
    // Due back an hour ago, six at a time over the processes.
    const overdue: string[] = [];
    for (let i = 0; i < OVERDUE; i += 6) {
      const batch = Array.from({ length: Math.min(6, OVERDUE - i) }, (_, k) => active(i + k, ago(120), ago(60)));
      overdue.push(...(await Promise.all(batch)));
    }
    await new Promise((r) => setTimeout(r, 1_500)); // every process sweeps at least once more
    expect(await sql.all("SELECT id FROM events WHERE type = 'booking.overdue'")).toEqual([]);

    // The grace shrinks to 30 minutes: every booking an hour late turns overdue at this instant. The
    // test then holds the database's write lock for longer than a sweep interval: every process's
    // sweep reads the same overdue bookings (readers are not blocked) and waits for the lock with its
    // first claim, so when it is released, three sweeps race for the same rows.
    await call(2, 'PATCH', '/v1/tenant', { late_fee: { grace_minutes: 30, per_hour: 500 } });
    const turned = Date.now();
    db.exec('BEGIN IMMEDIATE');
    await new Promise((r) => setTimeout(r, 2_500));
    db.exec('COMMIT');
    const tookMs = await expectOneOverdueEach(sql, {
      overdue,
      none: [inTime, inGrace],
      since: turned,
      timeoutMs: 30_000,
    });
    const claimed = await sql.all<{ id: string; overdue_notified_at: string | null }>(
      `SELECT id, overdue_notified_at FROM bookings WHERE id IN (${[...overdue, inTime, inGrace].map(() => '?').join(', ')})`,
      ...overdue,
      inTime,
      inGrace,
    );
    expect(claimed).toHaveLength(OVERDUE + 2);
    for (const row of claimed) {
      expect(row.overdue_notified_at === null, row.id).toBe(row.id === inTime || row.id === inGrace);
    }
    expect((await api('GET', `/v1/bookings/${overdue[0]}`)).body).toMatchObject({ status: 'active', overdue: true });

    // Each process swept for overdue bookings, none of its sweeps failed, and what each notified adds
    // up to one per booking.
    const split: number[] = [];
    for (const s of servers) {
      expect(await counter(s, 'rentline_sweeper_runs_total{task="overdue",outcome="ok"}')).toBeGreaterThan(0);
      expect(await counter(s, 'rentline_sweeper_runs_total{task="overdue",outcome="error"}')).toBe(0);
      split.push(await counter(s, 'rentline_sweeper_processed_total{task="overdue"}'));
    }
    expect(split.reduce((a, b) => a + b, 0)).toBe(OVERDUE);
    // A sweep stamps its events with its start: in commit order, two sweeps whose events interleave
    // claimed rows turn by turn (reported: which sweep wins a row is up to the lock).
    const order = await sql.all<{ created_at: string }>(
      "SELECT created_at FROM events WHERE type = 'booking.overdue' ORDER BY rowid",
    );
    const sweeps = new Set(order.map((e) => e.created_at)).size;
    const runs = order.filter((e, i) => i === 0 || e.created_at !== order[i - 1]?.created_at).length;
    console.log(
      `overdue-processes: ${OVERDUE} bookings turned overdue at once, notified within ${tookMs} ms over ${INSTANCES} processes (by process: ${split.join(', ')}; ${sweeps} sweeps, ${runs - sweeps} switches between sweeps running at once)`,
    );
  });
});
