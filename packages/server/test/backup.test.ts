/**
 * Operations (issue 8): `rentline backup <file>` (SQLite's online backup) while the built server
 * takes writes, restored and checked row by row; the upgrade path of migrations (a database at any
 * earlier version migrates to the latest, keeping its rows); SQLITE_BUSY handling (retries on timers
 * up to the busy timeout, then a clean 503) with a second connection holding the write lock.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../src/store/sqlite/store.js';
import { MIGRATIONS, migrate, openDatabase, schemaVersion } from './db.js';
import { makeApi, runCli, SERVER_DIR, snapshot, startServer, tempDir } from './helpers.js';
import { ensureBuilt, runBuiltCli, type ServeProcess, serveBuilt } from './process.js';

const requireFromServer = createRequire(join(SERVER_DIR, 'package.json'));
const LATEST_VERSION = Math.max(...MIGRATIONS.map((m) => m.version));

describe('rentline backup <file> while the server runs', () => {
  const dir = tempDir('rentline-backup-');
  const dbPath = join(dir, 'rentline.db');
  const env = { ...process.env, DATABASE_PATH: dbPath, LOG_LEVEL: 'silent', RATE_LIMIT_PER_SECOND: '0' };
  const servers: ServeProcess[] = [];

  beforeAll(() => ensureBuilt());
  afterAll(async () => {
    for (const s of servers) {
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
      await s.exited();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every row committed before it started, consistently, and the copy serves', async () => {
    const created = await runBuiltCli(['tenant', 'create', '--name', 'Backup Rentals', '--json'], env);
    expect(created.code, created.stderr).toBe(0);
    const tenant = JSON.parse(created.stdout) as { test_key: string };
    const server = await serveBuilt(env);
    servers.push(server);
    const api = makeApi(server.url, tenant.test_key);
    const customer = (await api('POST', '/v1/customers', { body: { name: 'Ada' } })).body;
    const item = (
      await api('POST', '/v1/fleet-items', { body: { name: 'Bike', price_full_day: 3000, quantity: 100_000 } })
    ).body;
    const acknowledged = new Map<string, number>(); // booking id → total
    let stop = false;
    let n = 0;
    const load = async () => {
      while (!stop) {
        const r = await api('POST', '/v1/bookings', {
          body: {
            customer_id: customer.id,
            pickup_date: '2026-07-01T09:00',
            return_date: `2026-07-0${2 + (n++ % 7)}T09:00`,
            line_items: [{ fleet_item_id: item.id, quantity: 1 + (n % 3) }],
            notes: `booking ${n}`,
          },
        });
        expect(r.status).toBe(201);
        acknowledged.set(r.body.id, r.body.total);
        if (n % 5 === 0) await api('POST', `/v1/bookings/${r.body.id}/payments`, { body: { amount: 100 } });
      }
    };
    const loops = [load(), load(), load()];
    while (acknowledged.size < 150) await new Promise((r) => setTimeout(r, 20));

    // The backup runs while the three loops keep writing.
    const before = new Map(acknowledged);
    const backupFile = join(dir, 'backup.db');
    const result = await runBuiltCli(['backup', backupFile], env);
    const duringBackup = acknowledged.size - before.size;
    while (acknowledged.size < before.size + duringBackup + 30) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await Promise.all(loops);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ backup: backupFile, integrity_check: 'ok', schema_version: LATEST_VERSION });

    const copy = new Database(backupFile, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const bookings = new Map(
        (copy.prepare('SELECT id, total FROM bookings').all() as { id: string; total: number }[]).map((r) => [
          r.id,
          r.total,
        ]),
      );
      const lines = new Set(
        (copy.prepare('SELECT DISTINCT booking_id FROM booking_line_items').all() as { booking_id: string }[]).map(
          (r) => r.booking_id,
        ),
      );
      const createdEvents = new Set(
        (
          copy.prepare("SELECT json_extract(data, '$.id') AS id FROM events WHERE type = 'booking.created'").all() as {
            id: string;
          }[]
        ).map((r) => r.id),
      );
      // Every booking acknowledged before the backup started is in it, with its total, lines and event.
      for (const [id, total] of before) {
        expect(bookings.get(id), id).toBe(total);
        expect(lines.has(id), id).toBe(true);
        expect(createdEvents.has(id), id).toBe(true);
      }
      // The copy is one consistent moment: no booking without its lines or its event.
      for (const id of bookings.keys()) {
        expect(lines.has(id)).toBe(true);
        expect(createdEvents.has(id)).toBe(true);
      }
      expect(bookings.size).toBeGreaterThanOrEqual(before.size);
      expect(bookings.size).toBeLessThan(acknowledged.size);
      console.log(
        'backup:',
        JSON.stringify({
          acknowledged_before_backup: before.size,
          acknowledged_during_backup: duringBackup,
          acknowledged_total: acknowledged.size,
          bookings_in_backup: bookings.size,
          rows_checked: before.size * 3 + bookings.size * 2,
          pages: report.pages,
          duration_ms: report.duration_ms,
        }),
      );
    } finally {
      copy.close();
    }

    // Restore: a server started on a copy of the backup serves the bookings.
    const restoredPath = join(dir, 'restored.db');
    copyFileSync(backupFile, restoredPath);
    const restored = await serveBuilt({ ...env, DATABASE_PATH: restoredPath });
    servers.push(restored);
    const rapi = makeApi(restored.url, tenant.test_key);
    const [someId, someTotal] = [...before][0] as [string, number];
    const got = await rapi('GET', `/v1/bookings/${someId}`);
    expect(got.status).toBe(200);
    expect(got.body.total).toBe(someTotal);
    expect(got.body.line_items.length).toBe(1);
    const list = await rapi('GET', '/v1/bookings?limit=100');
    expect(list.status).toBe(200);

    // A second backup to the same file needs --force.
    const again = await runBuiltCli(['backup', backupFile], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/--force/);
    expect((await runBuiltCli(['backup', backupFile, '--force'], env)).code).toBe(0);
  });
});

describe('upgrade path: migrations are forward-only and versioned', () => {
  it('a database at every earlier version migrates to the latest and keeps its rows', async () => {
    // Versions need not be contiguous (branches reserve their numbers): `from` counts migrations.
    for (let from = 1; from < MIGRATIONS.length; from++) {
      const dir = tempDir('rentline-upgrade-');
      try {
        const path = join(dir, 'old.db');
        const old = openDatabase(path, { migrate: false });
        migrate(old, MIGRATIONS.slice(0, from));
        expect(schemaVersion(old)).toBe(MIGRATIONS[from - 1]?.version);
        // A tenant as version 1 stored one (today's code writes columns an old schema lacks).
        const t = { tenant_id: 'ten_old' };
        const at = '2026-01-01T00:00:00.000Z';
        old
          .prepare('INSERT INTO tenants (id, name, subscription_tier, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
          .run(t.tenant_id, `Old v${from}`, 'starter', at, at);
        for (const livemode of [0, 1]) {
          old
            .prepare(
              `INSERT INTO tenant_settings (tenant_id, livemode, name, timezone, created_at, updated_at)
               VALUES (?, ?, ?, 'Europe/Berlin', ?, ?)`,
            )
            .run(t.tenant_id, livemode, `Old v${from}`, at, at);
        }
        old
          .prepare(
            `INSERT INTO customers (tenant_id, livemode, id, name, email, phone, created_at, updated_at)
             VALUES (?, 0, 'cus_old', 'Ada', 'ada@example.com', NULL, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
          )
          .run(t.tenant_id);
        const rowsBefore = snapshot(old);
        old.close();

        // From N-1 through the CLI (`rentline migrate`); from older versions the way `serve` does it
        // (openDatabase migrates on open). Either applies exactly the missing versions, in order.
        const missing = MIGRATIONS.slice(from).map((m) => m.version);
        if (from === MIGRATIONS.length - 1) {
          const r = runCli(['migrate'], { DATABASE_PATH: path });
          expect(r.status, r.stderr).toBe(0);
          expect(r.stdout.trim()).toBe(`applied migrations: ${missing.join(', ')}`);
          expect(runCli(['migrate'], { DATABASE_PATH: path }).stdout.trim()).toBe('database is up to date');
        } else {
          const serving = openDatabase(path, { migrate: false });
          expect(migrate(serving)).toEqual(missing);
          serving.close();
        }
        const upgraded = openDatabase(path, { migrate: false });
        try {
          expect(schemaVersion(upgraded)).toBe(LATEST_VERSION);
          expect(upgraded.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(upgraded.pragma('foreign_key_check')).toEqual([]);
          const rowsAfter = snapshot(upgraded);
          for (const [table, rows] of Object.entries(rowsBefore)) {
            if (table === 'schema_migrations') continue;
            // Every row keeps every value it had; columns a later version added are there too (null).
            const columns = Object.keys((rows[0] ?? {}) as object);
            const kept = (rowsAfter[table] ?? []).map((row) =>
              Object.fromEntries(columns.map((k) => [k, (row as Record<string, unknown>)[k]])),
            );
            expect(kept, `${table} after upgrade from v${from}`).toEqual(rows);
          }
        } finally {
          upgraded.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});

describe('SQLITE_BUSY: retried on timers, then 503', () => {
  it('two connections: a transaction waits for the lock on timers (the event loop keeps running), then gives up with database_busy', async () => {
    const dir = tempDir('rentline-busy-');
    const path = join(dir, 'busy.db');
    const a = openDatabase(path);
    const b = new SqliteStore(path, { busyTimeoutMs: 600 });
    try {
      a.exec('BEGIN IMMEDIATE');
      let ran = 0;
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 10);
      const started = performance.now();
      await expect(
        b.write(async (tx) => {
          ran++;
          await tx.tenants.insertTenant({
            id: 'ten_x',
            name: 'x',
            subscription_tier: 'starter',
            created_at: 'now',
            updated_at: 'now',
          });
        }),
      ).rejects.toMatchObject({ code: 'database_busy' });
      clearInterval(ticker);
      const waited = performance.now() - started;
      expect(ran).toBe(0); // BEGIN IMMEDIATE never got the lock: nothing ran
      expect(waited).toBeGreaterThanOrEqual(590); // the whole busy timeout was waited
      // On timers: other work ran meanwhile (a 10 ms ticker; 600 ms leave room for a loaded machine,
      // where a blocking wait would still give 0 or 1).
      expect(ticks).toBeGreaterThanOrEqual(5);
      expect(b.connection.inTransaction).toBe(false);
      a.exec('COMMIT');
      await b.write(async () => {
        ran++;
      });
      expect(ran).toBe(1);
    } finally {
      a.close();
      await b.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  /** Another process that takes the write lock of `path` and holds it for `ms`. */
  /**
   * Another process holding the write lock until `release()`: the test decides when it ends, so a
   * loaded machine (a slow spawn, a late request) cannot reorder the lock and the request.
   */
  async function holdLock(path: string): Promise<{ child: ChildProcess; release: () => Promise<void> }> {
    const mod = JSON.stringify(requireFromServer.resolve('better-sqlite3'));
    const script = `const D = require(${mod}); const db = new D(${JSON.stringify(path)});
      db.pragma('busy_timeout = 5000'); db.exec('BEGIN IMMEDIATE'); process.stdout.write('locked\\n');
      process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.once('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`lock holder exited ${code}`)));
    });
    const release = () => {
      child.stdin?.write('\n');
      return exited(child);
    };
    return { child, release };
  }
  const exited = (c: ChildProcess) => new Promise<void>((r) => (c.exitCode !== null ? r() : c.once('exit', () => r())));

  it('over HTTP: a lock shorter than the timeout is waited out; a retry gets through; a long one is a clean 503', async () => {
    const s = await startServer({ webhooks: { enabled: false }, config: { databaseBusyTimeoutMs: 1500 } });
    try {
      // A 1500 ms busy timeout waits out another process's transaction released 300 ms after the
      // request was sent.
      let holder = await holdLock(s.dbPath);
      let t = performance.now();
      const pending = s.api('POST', '/v1/customers', { body: { name: 'waited' } });
      await new Promise((r) => setTimeout(r, 300));
      const released = holder.release();
      const waited = await pending;
      expect(waited.status, waited.text).toBe(201);
      expect(performance.now() - t).toBeGreaterThanOrEqual(300);
      await released;

      // A lock released at once: the retries on timers get it.
      holder = await holdLock(s.dbPath);
      const retrying = s.api('POST', '/v1/customers', { body: { name: 'retried' } });
      await new Promise((r) => setTimeout(r, 20));
      await holder.release();
      const retried = await retrying;
      expect(retried.status, retried.text).toBe(201);

      // A lock held past every attempt: 503 database_busy with retry-after, the envelope, no row,
      // and an Idempotency-Key is free again for the retry.
      const rowsBefore = JSON.stringify(snapshot(s.db));
      holder = await holdLock(s.dbPath);
      t = performance.now();
      const busy = await s.api('POST', '/v1/customers', { body: { name: 'busy' } });
      const busyIdem = await s.api('POST', '/v1/customers', {
        body: { name: 'busy' },
        headers: { 'idempotency-key': 'busy-1' },
      });
      for (const res of [busy, busyIdem]) {
        expect(res.status, res.text).toBe(503);
        expect(res.headers.get('retry-after')).toBe('1');
        expect(res.body.error).toMatchObject({ type: 'api_error', code: 'database_busy' });
        expect(res.body.error.request_id).toBe(res.headers.get('request-id'));
        expect(res.text).not.toMatch(/SQLITE|sqlite|stack/);
      }
      await holder.release();
      expect(JSON.stringify(snapshot(s.db))).toBe(rowsBefore);
      const after = await s.api('POST', '/v1/customers', {
        body: { name: 'busy' },
        headers: { 'idempotency-key': 'busy-1' },
      });
      expect(after.status).toBe(201);
      expect(after.headers.get('idempotent-replayed')).toBeNull();
      expect((await s.api('GET', '/healthz', { key: null })).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});
