/**
 * Attempts in flight per endpoint adapt to how it answers: a receiver that answers fast gets more
 * parallel deliveries (beyond the starting 4, up to the maximum), one that fails gets fewer, down to
 * one at a time. The rule itself, then the worker against real sockets on either store.
 */
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { emitEvent } from '../src/events/emit.js';
import { EndpointConcurrency } from '../src/webhooks/concurrency.js';
import { startServer, type TestServer } from './helpers.js';
import { eventually } from './webhooks-receiver.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('EndpointConcurrency', () => {
  it('adds one per fast success up to the maximum, halves on a failure or a slow answer, never below one', () => {
    const c = new EndpointConcurrency({ initial: 4, max: 16, slowMs: 1000 });
    expect(c.capOf('a')).toBe(4);
    for (let i = 0; i < 20; i++) c.record('a', true, 20);
    expect(c.capOf('a')).toBe(16);
    expect(c.capOf('b')).toBe(4);
    expect(c.capsLeft([], 'p:').caps.get('a')).toBe(16);
    c.record('a', false, 20);
    expect(c.capOf('a')).toBe(8);
    c.record('a', true, 1500); // slow
    expect(c.capOf('a')).toBe(4);
    for (let i = 0; i < 5; i++) c.record('a', false, 5);
    expect(c.capOf('a')).toBe(1);
    c.record('a', true, 5);
    expect(c.capOf('a')).toBe(2);
    expect(c.capsLeft([], 'p:').caps.get('a')).toBe(2);
    expect(c.capsLeft([], 'p:').initial).toBe(4);
    // What a claim may take: the cap less this process's attempts in flight to the endpoint.
    expect(c.capsLeft(['a', 'b', 'b'], 'p:').caps).toEqual(
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
    );
  });
});

/** A receiver that answers `status` after `delayMs` and counts requests in flight at once. */
async function countingReceiver(status: number, delayMs: number) {
  let inFlight = 0;
  const peaks: number[] = [];
  const srv: Server = createServer((req, res) => {
    inFlight++;
    peaks.push(inFlight);
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        inFlight--;
        res.writeHead(status).end();
      }, delayMs),
    );
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  cleanups.push(
    () =>
      new Promise<void>((r) => {
        srv.closeAllConnections();
        srv.close(() => r());
      }),
  );
  const addr = srv.address();
  const port = typeof addr === 'object' && addr !== null ? addr.port : 0;
  return { url: `http://127.0.0.1:${port}/hook`, peaks };
}

async function serverWith(url: string, retrySchedule: number[]): Promise<TestServer> {
  const s = await startServer({
    config: { webhookAllowPrivateUrls: true, webhookRetrySchedule: retrySchedule, webhookTimeoutMs: 4000 },
    webhooks: { pollIntervalMs: 20 },
  });
  cleanups.push(() => s.close());
  const res = await s.api('POST', '/v1/webhook-endpoints', { body: { url, events: ['*'] } });
  expect(res.status, res.text).toBe(201);
  return s;
}

const emitMany = (s: TestServer, n: number) =>
  s.store.write(async (tx) => {
    for (let i = 0; i < n; i++) {
      await emitEvent(
        tx,
        { tenantId: s.tenant.tenant_id, livemode: false },
        'booking.created',
        { i },
        new Date().toISOString(),
        { type: 'system', id: 'test' },
      );
    }
  });

describe('a claim takes each endpoint up to its own cap', () => {
  it('endpoints throttled to one attempt, with old backlogs, do not crowd out a newer endpoint', async () => {
    const s = await startServer({ webhooks: { enabled: false }, config: { webhookAllowPrivateUrls: true } });
    cleanups.push(() => s.close());
    const mk = async (url: string, events: string[]) =>
      (await s.api('POST', '/v1/webhook-endpoints', { body: { url, events } })).body.id as string;
    const b1 = await mk('http://127.0.0.1:9/b1', ['booking.created']);
    const b2 = await mk('http://127.0.0.1:9/b2', ['booking.created']);
    const c = await mk('http://127.0.0.1:9/c', ['booking.updated']);
    const healthy = await mk('http://127.0.0.1:9/h', ['payment.received']);
    const scope = { tenantId: s.tenant.tenant_id, livemode: false };
    const old = new Date(Date.now() - 3_600_000).toISOString();
    await s.store.write(async (tx) => {
      for (let i = 0; i < 40; i++)
        await emitEvent(tx, scope, 'booking.created', { i }, old, { type: 'system', id: 'test' });
      for (let i = 0; i < 5; i++)
        await emitEvent(tx, scope, 'booking.updated', { i }, new Date().toISOString(), { type: 'system', id: 'test' });
    });
    // B1 and B2 each have one attempt of this process running (leased), and both are throttled to one.
    const until = new Date(Date.now() + 60_000).toISOString();
    for (const ep of [b1, b2]) {
      const row = await s.sql.get(
        "SELECT id FROM webhook_deliveries WHERE endpoint_id = ? AND status = 'pending' LIMIT 1",
        ep,
      );
      await s.sql.run(
        'UPDATE webhook_deliveries SET lease = ?, locked_until = ? WHERE id = ?',
        'proc-1:running',
        until,
        row.id,
      );
    }
    // Another process has two attempts running to C: they count against C's cap of 4.
    for (const row of await s.sql.all(
      "SELECT id FROM webhook_deliveries WHERE endpoint_id = ? AND status = 'pending' ORDER BY id LIMIT 2",
      c,
    )) {
      await s.sql.run(
        'UPDATE webhook_deliveries SET lease = ?, locked_until = ? WHERE id = ?',
        'proc-2:running',
        until,
        row.id,
      );
    }
    const key = (ep: string) => `${scope.tenantId}|false|${ep}`;
    const caps = new EndpointConcurrency({ initial: 4, max: 16, slowMs: 1000 });
    for (let i = 0; i < 3; i++) {
      caps.record(key(b1), false, 5);
      caps.record(key(b2), false, 5);
    }
    for (let i = 0; i < 12; i++) caps.record(key(healthy), true, 5);
    expect([caps.capOf(key(b1)), caps.capOf(key(b2)), caps.capOf(key(c)), caps.capOf(key(healthy))]).toEqual([
      1, 1, 4, 16,
    ]);
    const now = new Date().toISOString();
    const claimed = await caps.claim(s.store, [key(b1), key(b2)], {
      now,
      limit: 30,
      holder: 'proc-1:',
      lease: 'proc-1:claim-1',
      lockedUntil: until,
    });
    expect(claimed.map((r) => r.delivery.endpoint_id)).toEqual([c, c]);
    // Nothing of B1 or B2 is left leased by the claim.
    const leased = await s.sql.get("SELECT count(*) AS n FROM webhook_deliveries WHERE lease = 'proc-1:claim-1'");
    expect(Number(leased.n)).toBe(2);
  });
});

describe('the worker adapts per endpoint', () => {
  it('a fast receiver gets more than 4 attempts in flight, never more than 16', async () => {
    const rx = await countingReceiver(200, 40);
    const s = await serverWith(rx.url, [0]);
    await emitMany(s, 300);
    await eventually(() => rx.peaks.length >= 300, 30_000, 'every event delivered');
    const peak = Math.max(...rx.peaks);
    console.log('adaptive concurrency, fast receiver:', { requests: rx.peaks.length, peak });
    expect(peak).toBeGreaterThan(4);
    expect(peak).toBeLessThanOrEqual(16);
  });

  it('a failing receiver is sent one attempt at a time once it has failed a few', async () => {
    const rx = await countingReceiver(500, 40);
    const s = await serverWith(rx.url, [0, 0]);
    await emitMany(s, 40);
    await eventually(() => rx.peaks.length >= 120, 30_000, 'every attempt made');
    const later = rx.peaks.slice(20);
    console.log('adaptive concurrency, failing receiver:', {
      first: Math.max(...rx.peaks.slice(0, 20)),
      later: Math.max(...later),
    });
    expect(Math.max(...rx.peaks)).toBeLessThanOrEqual(4);
    expect(Math.max(...later)).toBeLessThanOrEqual(2);
  });
});
