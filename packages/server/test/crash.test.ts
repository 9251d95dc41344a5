/**
 * Crash safety: the built `rentline serve` is SIGKILLed at a random moment of a mixed load
 * (creates, payments, cancels, extends from four concurrent clients), restarted on the same file,
 * ten times. After every kill `PRAGMA integrity_check` is ok. At the end: every acknowledged (2xx)
 * operation is in the database; no booking is half-written (each has its lines, its
 * booking.created event, a total equal to its created total plus its adjustments, an amount_paid
 * equal to its payments, one event per payment, extension and cancellation); and once restarted the
 * worker delivers every event in the database to the receiver at least once.
 */

import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_CLAIM_MS, canonicalJson } from '../src/http/idempotency.js';
import { eventIds, killMoment, mixedLoad, verifyWhole } from './crash-fixtures.js';
import { makeApi, startServer, tempDir } from './helpers.js';
import { ensureBuilt, runBuiltCli, type ServeProcess, serveBuilt } from './process.js';
import { sqliteTestSql } from './sql.js';
import { eventually, type Receiver, startReceiver } from './webhooks-receiver.js';

const CRASHES = 10;

describe('crash: SIGKILL at random moments of a mixed load, ten times', () => {
  const dir = tempDir('rentline-crash8-');
  const dbPath = join(dir, 'rentline.db');
  const env = {
    ...process.env,
    DATABASE_PATH: dbPath,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_SECOND: '0',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1',
    WEBHOOK_TIMEOUT_MS: '5000',
  };
  const servers: ServeProcess[] = [];
  let rx: Receiver;

  beforeAll(async () => {
    ensureBuilt();
    rx = await startReceiver(() => ({ status: 200, delayMs: Math.floor(Math.random() * 20) }));
  });
  afterAll(async () => {
    for (const s of servers) {
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
      await s.exited();
    }
    await rx?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loses nothing acknowledged, leaves nothing half-written, delivers every event', async () => {
    const created = await runBuiltCli(['tenant', 'create', '--name', 'Crash Rentals', '--json'], env);
    expect(created.code, created.stderr).toBe(0);
    const tenant = JSON.parse(created.stdout) as { tenant_id: string; test_key: string };

    let server = await serveBuilt(env);
    servers.push(server);
    let api = makeApi(server.url, tenant.test_key);
    const customer = (await api('POST', '/v1/customers', { body: { name: 'Crash' } })).body;
    const items = [
      (await api('POST', '/v1/fleet-items', { body: { name: 'Bike', price_full_day: 3000, quantity: 100_000 } })).body,
      (await api('POST', '/v1/fleet-items', { body: { name: 'Kayak', price_full_day: 4500, quantity: 100_000 } })).body,
    ];
    const ep = await api('POST', '/v1/webhook-endpoints', { body: { url: `${rx.url}/hooks`, events: ['*'] } });
    expect(ep.status).toBe(201);

    const load = mixedLoad(
      customer.id,
      items.map((i) => i.id),
    );
    const integrity: string[] = [];
    for (let crash = 1; crash <= CRASHES; crash++) {
      const running = load.run(4, () => api);
      await killMoment(load);
      server.child.kill('SIGKILL');
      await server.exited();
      await running.stop();
      const db = new Database(dbPath);
      integrity.push(db.pragma('integrity_check', { simple: true }) as string);
      db.close();
      server = await serveBuilt(env);
      servers.push(server);
      api = makeApi(server.url, tenant.test_key);
    }
    expect(integrity).toEqual(Array(CRASHES).fill('ok'));
    expect(load.tally.server_errors).toBe(0);

    // The last server is up: every event in the database reaches the receiver.
    const sql = sqliteTestSql(new Database(dbPath, { readonly: true }), { owned: true });
    try {
      const events = await eventIds(sql, tenant.tenant_id);
      await eventually(
        () => {
          const seen = new Set(rx.received.map((r) => r.json?.id as string));
          return events.every((id) => seen.has(id));
        },
        60_000,
        'every event received',
      );
      const rowsChecked = await verifyWhole(sql, tenant.tenant_id, load.known);
      const received = rx.received.length;
      const unique = new Set(rx.received.map((r) => r.json?.id)).size;
      console.log(
        'crash test:',
        JSON.stringify({
          crashes_survived: CRASHES,
          integrity_checks_ok: integrity.length,
          ...load.tally,
          acknowledged_bookings: load.known.size,
          bookings_checked_whole: rowsChecked,
          events: events.length,
          received,
          received_unique: unique,
          duplicates: received - unique,
        }),
      );
      expect(load.tally.acknowledged).toBeGreaterThan(CRASHES * 10);
    } finally {
      await sql.close();
    }
    // Ten restarts of the built server: on a loaded machine each start alone can take seconds.
  }, 240_000);
});

describe('an Idempotency-Key claim left by a process that died mid-request', () => {
  it('is taken over once abandoned, instead of 409 idempotency_key_in_use for a day', async () => {
    const s = await startServer({ webhooks: { enabled: false } });
    try {
      // The claim the dead process left: same method, path and body as the retry.
      const fingerprint = createHash('sha256')
        .update(`POST /v1/customers\n${canonicalJson({ name: 'Retry' })}`)
        .digest('hex');
      const claim = (key: string, ageMs: number) =>
        s.db
          .prepare(
            `INSERT INTO idempotency_keys (tenant_id, livemode, key, fingerprint, state, request_id, created_at)
             VALUES (?, 0, ?, ?, 'in_flight', 'req_dead', ?)`,
          )
          .run(s.tenant.tenant_id, key, fingerprint, new Date(Date.now() - ageMs).toISOString());
      const post = (key: string) =>
        s.api('POST', '/v1/customers', { body: { name: 'Retry' }, headers: { 'idempotency-key': key } });

      // A claim younger than the threshold may belong to a request still running: 409, as before.
      claim('live-claim', 1000);
      const busy = await post('live-claim');
      expect(busy.status).toBe(409);
      expect(busy.body.error.code).toBe('idempotency_key_in_use');

      // An abandoned one (the server was killed between claiming and storing the outcome): the retry
      // runs, and is then replayed like any other.
      claim('dead-claim', ABANDONED_CLAIM_MS + 1000);
      const retried = await post('dead-claim');
      expect(retried.status, retried.text).toBe(201);
      const replay = await post('dead-claim');
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body.id).toBe(retried.body.id);
    } finally {
      await s.close();
    }
  });
});
