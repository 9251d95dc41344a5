/**
 * Crash test of the outbox: the built `rentline serve` runs as its own process; bookings are created
 * in a loop while a slow receiver on 127.0.0.1 has deliveries in flight; the server is SIGKILLed
 * mid-way and restarted on the same database file. Every committed booking must have its
 * booking.created event, and every event must reach the receiver at least once.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { verify } from '@rentline/webhook-signer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './db.js';
import { makeApi, tempDir } from './helpers.js';
import { CLI, ensureBuilt, serveBuilt } from './process.js';
import { eventually, type Receiver, startReceiver } from './webhooks-receiver.js';

describe('crash: SIGKILL while bookings are created and deliveries are in flight', () => {
  const dir = tempDir('rentline-crash-');
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
  const children: ChildProcess[] = [];
  let rx: Receiver;
  let db: Db | undefined;

  async function serve(): Promise<{ child: ChildProcess; url: string }> {
    const started = await serveBuilt(env);
    children.push(started.child);
    return started;
  }

  beforeAll(async () => {
    ensureBuilt();
    // A slow receiver (30..150 ms per request), so deliveries are in flight when the server dies.
    rx = await startReceiver(() => ({ status: 200, delayMs: 30 + Math.floor(Math.random() * 120) }));
  });

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    db?.close();
    await rx?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('every acknowledged booking has its event, and every event reaches the receiver at least once', async () => {
    const tenant = JSON.parse(
      execFileSync(process.execPath, [CLI, 'tenant', 'create', '--name', 'Crash Rentals', '--json'], {
        env,
        encoding: 'utf8',
      }),
    ) as { tenant_id: string; test_key: string };

    const first = await serve();
    let api = makeApi(first.url, tenant.test_key);
    const customer = (await api('POST', '/v1/customers', { body: { name: 'Crash' } })).body;
    const item = (
      await api('POST', '/v1/fleet-items', { body: { name: 'Bike', price_full_day: 3000, quantity: 100_000 } })
    ).body;
    const ep = await api('POST', '/v1/webhook-endpoints', { body: { url: `${rx.url}/hooks`, events: ['*'] } });
    expect(ep.status).toBe(201);
    const secret = ep.body.secret as string;

    const booking = {
      customer_id: customer.id,
      pickup_date: '2026-07-01T09:00',
      return_date: '2026-07-03T09:00',
      line_items: [{ fleet_item_id: item.id }],
    };
    const acknowledged: string[] = [];
    let failedRequests = 0;
    let stop = false;
    const loop = async () => {
      while (!stop) {
        try {
          const r = await api('POST', '/v1/bookings', { body: booking });
          if (r.status === 201) acknowledged.push(r.body.id);
          else failedRequests++;
        } catch {
          failedRequests++;
        }
      }
    };
    const loops = Array.from({ length: 4 }, loop);

    // Kill once enough bookings are acknowledged and the receiver holds requests open.
    await eventually(() => acknowledged.length >= 60 && rx.open > 0, 30_000, 'load before the kill');
    const inFlightAtKill = rx.open;
    const receivedAtKill = rx.received.length;
    first.child.kill('SIGKILL');
    await new Promise<void>((r) =>
      first.child.exitCode !== null || first.child.signalCode !== null ? r() : first.child.once('exit', () => r()),
    );
    stop = true;
    await Promise.all(loops);
    const acknowledgedBeforeKill = acknowledged.length;

    // Restart on the same file; a few more bookings after the restart.
    const second = await serve();
    api = makeApi(second.url, tenant.test_key);
    for (let i = 0; i < 10; i++) {
      const r = await api('POST', '/v1/bookings', { body: booking });
      expect(r.status).toBe(201);
      acknowledged.push(r.body.id);
    }

    db = openDatabase(dbPath, { migrate: false });
    const conn = db;
    const eventIds = () =>
      (conn.prepare('SELECT id FROM events WHERE tenant_id = ?').all(tenant.tenant_id) as { id: string }[]).map(
        (r) => r.id,
      );
    const seen = () => new Set(rx.received.map((r) => r.json?.id as string));
    await eventually(
      () => {
        const s = seen();
        return eventIds().every((id) => s.has(id));
      },
      60_000,
      'every event received',
    );

    // Every acknowledged booking, and every committed one, has its booking.created event.
    const createdFor = new Set(
      (
        conn
          .prepare(
            "SELECT json_extract(data, '$.id') AS id FROM events WHERE tenant_id = ? AND type = 'booking.created'",
          )
          .all(tenant.tenant_id) as { id: string }[]
      ).map((r) => r.id),
    );
    for (const id of acknowledged) expect(createdFor.has(id), id).toBe(true);
    const committed = (
      conn.prepare('SELECT id FROM bookings WHERE tenant_id = ?').all(tenant.tenant_id) as { id: string }[]
    ).map((r) => r.id);
    for (const id of committed) expect(createdFor.has(id), id).toBe(true);
    expect(createdFor.size).toBe(committed.length);

    // Every request the receiver got verifies with the endpoint's secret.
    let badSignatures = 0;
    for (const r of rx.received) {
      try {
        verify(r.body, r.headers['service-signature'] as string, secret);
      } catch {
        badSignatures++;
      }
    }
    expect(badSignatures).toBe(0);

    // The deliveries settle as succeeded.
    await eventually(
      () =>
        (
          conn.prepare("SELECT count(*) AS n FROM webhook_deliveries WHERE status != 'succeeded'").get() as {
            n: number;
          }
        ).n === 0,
      30_000,
      'deliveries succeeded',
    );

    const events = eventIds();
    const received = rx.received.length;
    const unique = seen().size;
    const numbers = {
      acknowledged_before_kill: acknowledgedBeforeKill,
      acknowledged_total: acknowledged.length,
      committed_bookings: committed.length,
      requests_failed_by_the_kill: failedRequests,
      events: events.length,
      deliveries_in_flight_at_kill: inFlightAtKill,
      received_at_kill: receivedAtKill,
      received_total: received,
      received_unique: unique,
      duplicates: received - unique,
    };
    console.log('webhook crash test:', JSON.stringify(numbers));
    expect(unique).toBe(events.length);
    expect(committed.length).toBeGreaterThanOrEqual(acknowledged.length);
  });
});
