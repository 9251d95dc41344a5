/**
 * Crash safety (issue 8): the built `rentline serve` is SIGKILLed at a random moment of a mixed load
 * (creates, payments, cancels, extends from four concurrent clients), restarted on the same file,
 * ten times. After every kill `PRAGMA integrity_check` is ok. At the end: every acknowledged (2xx)
 * operation is in the database; no booking is half-written (each has its lines, its
 * booking.created event, a total equal to its created total plus its adjustments, an amount_paid
 * equal to its payments, one event per payment, extension and cancellation); and once restarted the
 * worker delivers every event in the database to the receiver at least once.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { ABANDONED_CLAIM_MS, canonicalJson } from '../src/http/idempotency.js';
import { makeApi, startServer, tempDir } from './helpers.js';
import { ensureBuilt, runBuiltCli, type ServeProcess, serveBuilt } from './process.js';
import { eventually, type Receiver, startReceiver } from './webhooks-receiver.js';

const CRASHES = 10;

interface Known {
  /** Line items sent on create. */
  lines: number;
  /** The latest acknowledged return date (an unacknowledged extend may have moved it further). */
  returnDate: string;
  payments: number;
  extends: number;
  cancelled: boolean;
}

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

    const known = new Map<string, Known>();
    const ids: string[] = [];
    const tally = { acknowledged: 0, rejected_4xx: 0, lost_in_crash: 0, server_errors: 0 };
    let stop = false;
    const pick = () => ids[Math.floor(Math.random() * ids.length)] as string;
    const dayAfter = (iso: string) =>
      new Date(Date.parse(`${iso.slice(0, 19)}Z`) + 86_400_000).toISOString().slice(0, 16);

    const operation = async () => {
      const r = Math.random();
      if (r < 0.5 || ids.length < 5) {
        const lines = 1 + Math.floor(Math.random() * 2);
        const res = await api('POST', '/v1/bookings', {
          body: {
            customer_id: customer.id,
            pickup_date: '2026-07-01T09:00',
            return_date: '2026-07-03T09:00',
            line_items: items.slice(0, lines).map((i) => ({ fleet_item_id: i.id })),
          },
        });
        if (res.status === 201) {
          known.set(res.body.id, {
            lines,
            returnDate: res.body.return_date,
            payments: 0,
            extends: 0,
            cancelled: false,
          });
          ids.push(res.body.id);
        }
        return res.status;
      }
      const id = pick();
      const k = known.get(id) as Known;
      if (r < 0.7) {
        const res = await api('POST', `/v1/bookings/${id}/payments`, { body: { amount: 100 } });
        if (res.status === 201) k.payments++;
        return res.status;
      }
      if (r < 0.8) {
        const res = await api('POST', `/v1/bookings/${id}/cancel`, { body: { reason: 'crash test' } });
        if (res.status === 200) k.cancelled = true;
        return res.status;
      }
      const res = await api('POST', `/v1/bookings/${id}/extend`, { body: { new_return_date: dayAfter(k.returnDate) } });
      if (res.status === 200) {
        k.extends++;
        k.returnDate = res.body.return_date;
      }
      return res.status;
    };
    const worker = async () => {
      while (!stop) {
        try {
          const status = await operation();
          if (status >= 500) tally.server_errors++;
          else if (status >= 400) tally.rejected_4xx++;
          else tally.acknowledged++;
        } catch {
          tally.lost_in_crash++; // the connection died with the server: not acknowledged
        }
      }
    };

    const integrity: string[] = [];
    for (let crash = 1; crash <= CRASHES; crash++) {
      stop = false;
      const workers = Array.from({ length: 4 }, worker);
      await new Promise((r) => setTimeout(r, 250 + Math.random() * 650));
      server.child.kill('SIGKILL');
      await server.exited();
      stop = true;
      await Promise.all(workers);
      const db = new Database(dbPath);
      integrity.push(db.pragma('integrity_check', { simple: true }) as string);
      db.close();
      server = await serveBuilt(env);
      servers.push(server);
      api = makeApi(server.url, tenant.test_key);
    }
    expect(integrity).toEqual(Array(CRASHES).fill('ok'));
    expect(tally.server_errors).toBe(0);

    // The last server is up: every event in the database reaches the receiver.
    const db = new Database(dbPath, { readonly: true });
    try {
      const eventIds = () =>
        (db.prepare('SELECT id FROM events WHERE tenant_id = ?').all(tenant.tenant_id) as { id: string }[]).map(
          (r) => r.id,
        );
      await eventually(
        () => {
          const seen = new Set(rx.received.map((r) => r.json?.id as string));
          return eventIds().every((id) => seen.has(id));
        },
        60_000,
        'every event received',
      );

      // Every acknowledged operation is there.
      type Row = { id: string; status: string; total: number; amount_paid: number; return_date: string };
      const rows = new Map(
        (
          db
            .prepare('SELECT id, status, total, amount_paid, return_date FROM bookings WHERE tenant_id = ?')
            .all(tenant.tenant_id) as Row[]
        ).map((r) => [r.id, r]),
      );
      const count = (sql: string, id: string) => (db.prepare(sql).get(id) as { n: number }).n;
      const events = (type: string, id: string) =>
        count(
          `SELECT count(*) AS n FROM events WHERE type = '${type}' AND coalesce(json_extract(data, '$.booking_id'), json_extract(data, '$.id')) = ?`,
          id,
        );
      let rowsChecked = 0;
      for (const [id, k] of known) {
        const row = rows.get(id);
        expect(row, `acknowledged booking ${id}`).toBeDefined();
        expect(count('SELECT count(*) AS n FROM booking_line_items WHERE booking_id = ?', id)).toBe(k.lines);
        expect(count('SELECT count(*) AS n FROM booking_payments WHERE booking_id = ?', id)).toBeGreaterThanOrEqual(
          k.payments,
        );
        expect(events('booking.extended', id)).toBeGreaterThanOrEqual(k.extends);
        expect(Date.parse(row?.return_date as string)).toBeGreaterThanOrEqual(Date.parse(k.returnDate));
        if (k.cancelled) expect(row?.status).toBe('cancelled');
      }

      // Nothing half-written: every booking in the file is whole and agrees with its events.
      for (const [id, row] of rows) {
        expect(count('SELECT count(*) AS n FROM booking_line_items WHERE booking_id = ?', id), id).toBeGreaterThan(0);
        const createdEvent = db
          .prepare("SELECT data FROM events WHERE type = 'booking.created' AND json_extract(data, '$.id') = ?")
          .get(id) as { data: string } | undefined;
        expect(createdEvent, `booking.created of ${id}`).toBeDefined();
        const initialTotal = JSON.parse(createdEvent?.data as string).total as number;
        const adjustments = (
          db.prepare('SELECT coalesce(sum(amount), 0) AS s FROM booking_adjustments WHERE booking_id = ?').get(id) as {
            s: number;
          }
        ).s;
        expect(row.total, `total of ${id}`).toBe(initialTotal + adjustments);
        const paid = (
          db.prepare('SELECT coalesce(sum(amount), 0) AS s FROM booking_payments WHERE booking_id = ?').get(id) as {
            s: number;
          }
        ).s;
        expect(row.amount_paid).toBe(paid);
        expect(events('payment.received', id)).toBe(
          count('SELECT count(*) AS n FROM booking_payments WHERE booking_id = ?', id),
        );
        expect(events('booking.extended', id)).toBe(
          count("SELECT count(*) AS n FROM booking_adjustments WHERE booking_id = ? AND type = 'extension'", id),
        );
        expect(events('booking.cancelled', id)).toBe(row.status === 'cancelled' ? 1 : 0);
        rowsChecked++;
      }
      // Every event has its delivery row (the outbox is written with the event).
      const undelivered = db
        .prepare(
          'SELECT count(*) AS n FROM events e WHERE e.tenant_id = ? AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id)',
        )
        .get(tenant.tenant_id) as { n: number };
      expect(undelivered.n).toBe(0);

      const received = rx.received.length;
      const unique = new Set(rx.received.map((r) => r.json?.id)).size;
      console.log(
        'crash test:',
        JSON.stringify({
          crashes_survived: CRASHES,
          integrity_checks_ok: integrity.length,
          ...tally,
          acknowledged_bookings: known.size,
          bookings_in_db: rows.size,
          bookings_checked_whole: rowsChecked,
          events: eventIds().length,
          received,
          received_unique: unique,
          duplicates: received - unique,
        }),
      );
      expect(rows.size).toBeGreaterThanOrEqual(known.size);
      expect(tally.acknowledged).toBeGreaterThan(CRASHES * 10);
    } finally {
      db.close();
    }
  });
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
