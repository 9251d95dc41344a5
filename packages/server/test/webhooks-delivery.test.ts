/**
 * Webhook delivery end to end over real sockets: the server (worker inside) POSTs to receivers on
 * 127.0.0.1, each request is verified with @rentline/webhook-signer and with the stripe package.
 * Timing is configured small (retry schedules of 0 or 1 s, timeouts under a second).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import { constructEvent, verify, WebhookVerificationError } from '@rentline/webhook-signer';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { emitEvent } from '../src/events/emit.js';
import { VERSION } from '../src/version.js';
import type { WebhookWorkerOptions } from '../src/webhooks/worker.js';
import { openDatabase } from './db.js';
import { keyIdOf, startServer, type TestServer, tempDir } from './helpers.js';
import { STORE } from './sql.js';
import { eventually, type Received, type Receiver, type Reply, startReceiver } from './webhooks-receiver.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function server(config: Partial<Config> = {}, webhooks: WebhookWorkerOptions = {}): Promise<TestServer> {
  const s = await startServer({
    config: { webhookAllowPrivateUrls: true, webhookRetrySchedule: [0, 0], webhookTimeoutMs: 2000, ...config },
    webhooks: { pollIntervalMs: 100, ...webhooks },
  });
  cleanups.push(() => s.close());
  return s;
}

async function receiver(respond?: (r: Received) => Reply): Promise<Receiver> {
  const rx = await startReceiver(respond);
  cleanups.push(() => rx.close());
  return rx;
}

async function endpoint(s: TestServer, url: string, events: string[] = ['*'], key = s.tenant.test_key) {
  const res = await s.api('POST', '/v1/webhook-endpoints', { key, body: { url, events } });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; secret: string };
}

/** An event written the way services write them: inside a transaction. */
const emit = (
  s: TestServer,
  data: Record<string, unknown> = { id: 'bk_test' },
  livemode = false,
  type: any = 'booking.created',
) =>
  s.store.write((tx) =>
    emitEvent(tx, { tenantId: s.tenant.tenant_id, livemode }, type, data, new Date().toISOString(), {
      type: 'system',
      id: 'test',
    }),
  );

async function deliveries(s: TestServer, endpointId: string) {
  const res = await s.api('GET', `/v1/webhook-endpoints/${endpointId}/deliveries?limit=100`);
  expect(res.status, res.text).toBe(200);
  return res.body.data as any[];
}

const settled = (s: TestServer, endpointId: string, n = 1) =>
  eventually(
    async () => {
      const d = await deliveries(s, endpointId);
      return d.length >= n && d.every((x) => x.status !== 'pending') ? d : undefined;
    },
    15_000,
    'deliveries settled',
  );

const tOf = (header: string) => Number(/t=(\d+)/.exec(header)?.[1]);

describe('booking.created end to end', () => {
  it('arrives signed over the exact bytes, verifiable by @rentline/webhook-signer and stripe; the envelope carries the booking', async () => {
    // A long poll interval: the delivery must come from the wake on commit, not from polling.
    const s = await server({}, { pollIntervalMs: 60_000 });
    const rx = await receiver();
    const ep = await endpoint(s, `${rx.url}/hooks/rentline?src=test`, ['booking.created']);

    const customer = (await s.api('POST', '/v1/customers', { body: { name: 'Ada', email: 'ada@example.com' } })).body;
    const item = (await s.api('POST', '/v1/fleet-items', { body: { name: 'Kayak', price_full_day: 4500 } })).body;
    const started = Date.now();
    const created = await s.api('POST', '/v1/bookings', {
      body: {
        customer_id: customer.id,
        pickup_date: '2026-07-01T09:00',
        return_date: '2026-07-03T09:00',
        line_items: [{ fleet_item_id: item.id }],
      },
    });
    expect(created.status, created.text).toBe(201);

    const [r] = await rx.waitFor((x) => x.length >= 1, 5000);
    const req = r as Received;
    expect(req.at - started).toBeLessThan(3000);
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/hooks/rentline?src=test');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['user-agent']).toBe(`rentline-webhooks/${VERSION}`);
    expect(Number(req.headers['content-length'])).toBe(req.body.byteLength);
    const header = req.headers['service-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(Math.abs(tOf(header) - Date.now() / 1000)).toBeLessThan(30);

    // Both verifiers accept the raw bytes with the endpoint's secret.
    expect(() => verify(req.body, header, ep.secret)).not.toThrow();
    const evt = constructEvent(req.body, header, ep.secret) as any;
    const stripeEvt = Stripe.webhooks.constructEvent(req.body, header, ep.secret) as any;
    expect(stripeEvt.id).toBe(evt.id);
    // A single changed byte, or another secret, fails.
    const tampered = Buffer.from(req.body);
    tampered[tampered.length - 2] = (tampered[tampered.length - 2] as number) ^ 1;
    expect(() => verify(tampered, header, ep.secret)).toThrow(WebhookVerificationError);
    expect(() => Stripe.webhooks.constructEvent(req.body, header, 'whsec_other')).toThrow();

    expect(Object.keys(evt).sort()).toEqual([
      'actor',
      'created_at',
      'data',
      'id',
      'livemode',
      'object',
      'tenant_id',
      'type',
    ]);
    expect(evt).toMatchObject({
      object: 'event',
      type: 'booking.created',
      tenant_id: s.tenant.tenant_id,
      livemode: false,
      actor: { type: 'secret_key', id: await keyIdOf(s.sql, s.tenant.tenant_id) },
    });
    expect(evt.id).toMatch(/^evt_/);
    expect(evt.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // data is the booking as Get Booking returns it (nothing changed since).
    const booking = (await s.api('GET', `/v1/bookings/${created.body.id}`)).body;
    expect(evt.data).toEqual(booking);
    expect(evt.data.id).toBe(created.body.id);

    // The same event through the events API; the body sent equals GET /v1/events/:id.
    const listed = await s.api('GET', '/v1/events?type=booking.created');
    expect(listed.body.data.map((e: { id: string }) => e.id)).toContain(evt.id);
    expect((await s.api('GET', `/v1/events/${evt.id}`)).body).toEqual(evt);

    const [d] = await settled(s, ep.id);
    expect(d).toMatchObject({ event_id: evt.id, endpoint_id: ep.id, status: 'succeeded', next_attempt_at: null });
    expect(d.attempts).toHaveLength(1);
    expect(d.attempts[0]).toMatchObject({ response_status: 200, error: null });
    expect(d.attempts[0].duration_ms).toBeGreaterThanOrEqual(0);
    expect(rx.received).toHaveLength(1);
  });
});

describe('retries', () => {
  it('a receiver failing the first two attempts gets a third: same event id and bytes, fresh timestamp', async () => {
    const s = await server({ webhookRetrySchedule: [1, 1] });
    const rx = await receiver((r) => (r.n <= 2 ? 500 : 200));
    const ep = await endpoint(s, `${rx.url}/flaky`);
    const evt = await emit(s, { id: 'bk_flaky', total: 100 });

    await rx.waitFor((x) => x.length >= 3, 10_000);
    const [d] = await settled(s, ep.id);
    expect(rx.received).toHaveLength(3);
    const ids = rx.received.map((r) => r.json.id);
    expect(ids).toEqual([evt.id, evt.id, evt.id]);
    expect(new Set(rx.received.map((r) => r.text)).size).toBe(1);
    const ts = rx.received.map((r) => tOf(r.headers['service-signature'] as string));
    expect(ts[1]).toBeGreaterThan(ts[0] as number);
    expect(ts[2]).toBeGreaterThan(ts[1] as number);
    for (const r of rx.received) {
      expect(() => verify(r.body, r.headers['service-signature'] as string, ep.secret)).not.toThrow();
      expect(() =>
        Stripe.webhooks.constructEvent(r.body, r.headers['service-signature'] as string, ep.secret),
      ).not.toThrow();
    }
    // The schedule's 1 s delays were kept.
    expect((rx.received[1] as Received).at - (rx.received[0] as Received).at).toBeGreaterThanOrEqual(900);
    expect((rx.received[2] as Received).at - (rx.received[1] as Received).at).toBeGreaterThanOrEqual(900);

    expect(d.status).toBe('succeeded');
    expect(d.next_attempt_at).toBeNull();
    expect(d.attempts.map((a: any) => [a.response_status, a.error])).toEqual([
      [500, 'http_500'],
      [500, 'http_500'],
      [200, null],
    ]);
  });

  it('a pending retry shows next_attempt_at; after the schedule is used up the delivery is failed', async () => {
    const s = await server({ webhookRetrySchedule: [0, 0, 0] });
    const rx = await receiver(() => 503);
    const ep = await endpoint(s, rx.url);
    await emit(s);
    const [d] = await settled(s, ep.id);
    expect(rx.received).toHaveLength(4); // 1 + three retries
    expect(d.status).toBe('failed');
    expect(d.next_attempt_at).toBeNull();
    expect(d.attempts.map((a: any) => a.error)).toEqual(['http_503', 'http_503', 'http_503', 'http_503']);

    // With a long delay the delivery waits, pending, with its next attempt shown.
    const slow = await server({ webhookRetrySchedule: [3600] });
    const rx2 = await receiver(() => 500);
    const ep2 = await endpoint(slow, rx2.url);
    await emit(slow);
    const [p] = await eventually(async () => {
      const ds = await deliveries(slow, ep2.id);
      return ds[0]?.attempts.length === 1 ? ds : undefined;
    });
    expect(p.status).toBe('pending');
    const next = Date.parse(p.next_attempt_at);
    expect(next - Date.parse(p.attempts[0].attempted_at)).toBeGreaterThan(3_590_000);
    expect(rx2.received).toHaveLength(1);
  });

  it('a hanging receiver is cut off at the timeout (error timeout) and holds up no other endpoint', async () => {
    const s = await server({ webhookTimeoutMs: 1500, webhookRetrySchedule: [0] }, { perEndpointConcurrency: 2 });
    const hang = await receiver(() => ({ hang: true }));
    const fast = await receiver(() => 204);
    const slowEp = await endpoint(s, `${hang.url}/hang`);
    const fastEp = await endpoint(s, `${fast.url}/fast`);
    const started = Date.now();
    for (let i = 0; i < 5; i++) await emit(s, { id: `bk_${i}` });
    // The fast endpoint gets all five while the hanging one holds its two slots: before the first
    // timeout (1.5 s, long enough for a loaded machine to deliver five requests to a local receiver).
    await fast.waitFor((x) => x.length >= 5, 5000);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(hang.received).toHaveLength(2); // the per-endpoint bound: two in flight, three waiting

    const ds = await settled(s, slowEp.id, 5);
    expect(hang.maxOpen).toBeLessThanOrEqual(2);
    await eventually(() => hang.open === 0, 5000, 'hanging requests cut off');
    for (const d of ds) {
      expect(d.status).toBe('failed');
      expect(d.attempts).toHaveLength(2);
      for (const a of d.attempts) {
        expect(a).toMatchObject({ response_status: null, error: 'timeout' });
        expect(a.duration_ms).toBeGreaterThanOrEqual(1450);
        expect(a.duration_ms).toBeLessThan(5000);
      }
    }
    expect(hang.received).toHaveLength(10);
    const fastDs = await settled(s, fastEp.id, 5);
    expect(fastDs.every((d) => d.status === 'succeeded' && d.attempts[0].response_status === 204)).toBe(true);
  });

  it('a receiver that answers headers but never finishes the body also times out', async () => {
    const s = await server({ webhookTimeoutMs: 500, webhookRetrySchedule: [] });
    const { createServer } = await import('node:http');
    const srv = createServer((_req, res) => {
      res.writeHead(200);
      res.write('partial');
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    cleanups.push(
      () =>
        new Promise<void>((r) => {
          srv.close(() => r());
          srv.closeAllConnections();
        }),
    );
    const port = (srv.address() as { port: number }).port;
    const ep = await endpoint(s, `http://127.0.0.1:${port}/`);
    await emit(s);
    const [d] = await settled(s, ep.id);
    expect(d.status).toBe('failed');
    expect(d.attempts[0]).toMatchObject({ response_status: 200, error: 'timeout' });
  });

  it('a refused connection is connection_failed; a redirect is http_302 and is not followed', async () => {
    const s = await server({ webhookRetrySchedule: [] });
    const target = await receiver();
    const redirector = await receiver(() => ({ status: 302, headers: { location: `${target.url}/moved` } }));
    const closed = await startReceiver();
    const deadPort = closed.port;
    await closed.close();
    const epDead = await endpoint(s, `http://127.0.0.1:${deadPort}/`);
    const epRedirect = await endpoint(s, redirector.url);
    await emit(s);
    const [dead] = await settled(s, epDead.id);
    const [redirected] = await settled(s, epRedirect.id);
    expect(dead.attempts[0]).toMatchObject({ response_status: null, error: 'connection_failed' });
    expect(redirected.attempts[0]).toMatchObject({ response_status: 302, error: 'http_302' });
    expect(redirector.received).toHaveLength(1);
    expect(target.received).toHaveLength(0);
  });
});

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
})();

describe('https', () => {
  it.skipIf(!hasOpenssl)(
    'a receiver whose certificate is not trusted fails the attempt (TLS is verified)',
    async () => {
      const dir = tempDir('rentline-tls-');
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ].concat(['-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']),
        { stdio: 'pipe' },
      );
      let hits = 0;
      const tls = createHttpsServer(
        { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
        (_req, res) => {
          hits++;
          res.end('ok');
        },
      );
      await new Promise<void>((r) => tls.listen(0, '127.0.0.1', r));
      cleanups.push(() => new Promise<void>((r) => tls.close(() => r())));
      const s = await server({ webhookRetrySchedule: [] });
      const ep = await endpoint(s, `https://127.0.0.1:${(tls.address() as { port: number }).port}/hook`);
      await emit(s);
      const [d] = await settled(s, ep.id);
      expect(d.attempts[0]).toMatchObject({ response_status: null, error: 'connection_failed' });
      expect(hits).toBe(0);
    },
  );
});

describe('secret rotation', () => {
  it('the next delivery verifies with the new secret and fails with the old one', async () => {
    const s = await server();
    const rx = await receiver();
    const ep = await endpoint(s, rx.url);
    await emit(s, { n: 1 });
    await rx.waitFor((x) => x.length >= 1);
    const first = rx.received[0] as Received;
    expect(() => verify(first.body, first.headers['service-signature'] as string, ep.secret)).not.toThrow();

    const rotated = (await s.api('POST', `/v1/webhook-endpoints/${ep.id}/rotate-secret`)).body;
    expect(rotated.secret).not.toBe(ep.secret);
    await emit(s, { n: 2 });
    await rx.waitFor((x) => x.length >= 2);
    const second = rx.received[1] as Received;
    const header = second.headers['service-signature'] as string;
    expect(header.match(/v1=/g)).toHaveLength(1); // signed with the new secret only
    expect(() => verify(second.body, header, rotated.secret)).not.toThrow();
    expect(() => Stripe.webhooks.constructEvent(second.body, header, rotated.secret)).not.toThrow();
    let err: unknown;
    try {
      verify(second.body, header, ep.secret);
    } catch (e) {
      err = e;
    }
    expect((err as WebhookVerificationError).code).toBe('signature_mismatch');
    expect(() => Stripe.webhooks.constructEvent(second.body, header, ep.secret)).toThrow();
  });

  it('a retry after a rotation is signed with the new secret', async () => {
    const s = await server({ webhookRetrySchedule: [1] });
    const rx = await receiver((r) => (r.n === 1 ? 500 : 200));
    const ep = await endpoint(s, rx.url);
    await emit(s);
    await rx.waitFor((x) => x.length >= 1);
    const rotated = (await s.api('POST', `/v1/webhook-endpoints/${ep.id}/rotate-secret`)).body;
    await rx.waitFor((x) => x.length >= 2, 5000);
    const [a, b] = rx.received as [Received, Received];
    expect(a.json.id).toBe(b.json.id);
    expect(() => verify(a.body, a.headers['service-signature'] as string, ep.secret)).not.toThrow();
    expect(() => verify(b.body, b.headers['service-signature'] as string, rotated.secret)).not.toThrow();
    expect(() => verify(b.body, b.headers['service-signature'] as string, ep.secret)).toThrow(WebhookVerificationError);
  });
});

describe('private targets', () => {
  it('without the opt-in, delivery to 127.0.0.1 (or localhost) is refused: url_private, the receiver sees nothing', async () => {
    const s = await server({ webhookAllowPrivateUrls: false, webhookRetrySchedule: [0] });
    const rx = await receiver();
    const urls = [
      `${rx.url}/hook`,
      `http://localhost:${rx.port}/hook`,
      `http://2130706433:${rx.port}/hook`,
      `http://[::ffff:127.0.0.1]:${rx.port}/hook`,
    ];
    const eps = [];
    for (const u of urls) eps.push(await endpoint(s, u)); // accepted on create: the check is per attempt
    await emit(s);
    for (const ep of eps) {
      const [d] = await settled(s, ep.id);
      expect(d.status).toBe('failed');
      expect(d.attempts).toHaveLength(2); // it follows the retry schedule like any failed attempt
      for (const a of d.attempts) expect(a).toMatchObject({ response_status: null, error: 'url_private' });
    }
    expect(rx.received).toHaveLength(0);
  });
});

describe('modes, activity and redelivery', () => {
  it('test-mode events go only to test-mode endpoints, live ones only to live endpoints', async () => {
    const s = await server();
    const testRx = await receiver();
    const liveRx = await receiver();
    await endpoint(s, testRx.url, ['*'], s.tenant.test_key);
    await endpoint(s, liveRx.url, ['*'], s.tenant.live_key);
    const t = await emit(s, { mode: 'test' }, false);
    const l = await emit(s, { mode: 'live' }, true);
    await testRx.waitFor((x) => x.length >= 1);
    await liveRx.waitFor((x) => x.length >= 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(testRx.received.map((r) => [r.json.id, r.json.livemode])).toEqual([[t.id, false]]);
    expect(liveRx.received.map((r) => [r.json.id, r.json.livemode])).toEqual([[l.id, true]]);
  });

  it('an inactive endpoint gets no new deliveries; redelivery sends the same event id again as a new delivery', async () => {
    const s = await server();
    const rx = await receiver();
    const ep = await endpoint(s, rx.url);
    const e1 = await emit(s, { n: 1 });
    await rx.waitFor((x) => x.length >= 1);
    await s.api('PATCH', `/v1/webhook-endpoints/${ep.id}`, { body: { active: false } });
    await emit(s, { n: 2 });
    await new Promise((r) => setTimeout(r, 400));
    expect(rx.received).toHaveLength(1);
    expect(await deliveries(s, ep.id)).toHaveLength(1);

    await s.api('PATCH', `/v1/webhook-endpoints/${ep.id}`, { body: { active: true } });
    const re = await s.api('POST', `/v1/webhook-endpoints/${ep.id}/deliveries`, { body: { event_id: e1.id } });
    expect(re.status).toBe(201);
    await rx.waitFor((x) => x.length >= 2);
    expect(rx.received[1]?.json.id).toBe(e1.id);
    const ds = await settled(s, ep.id, 2);
    expect(ds[0].id).toBe(re.body.id);
    expect(ds[0].status).toBe('succeeded');
    expect(ds[1].id).not.toBe(re.body.id);
  });

  it('retries of an endpoint made inactive wait until it is active again', async () => {
    const s = await server({ webhookRetrySchedule: [1] });
    const rx = await receiver((r) => (r.n === 1 ? 500 : 200));
    const ep = await endpoint(s, rx.url);
    await emit(s);
    await rx.waitFor((x) => x.length >= 1);
    await s.api('PATCH', `/v1/webhook-endpoints/${ep.id}`, { body: { active: false } });
    await new Promise((r) => setTimeout(r, 1500));
    expect(rx.received).toHaveLength(1);
    expect((await deliveries(s, ep.id))[0].status).toBe('pending');
    await s.api('PATCH', `/v1/webhook-endpoints/${ep.id}`, { body: { active: true } });
    await rx.waitFor((x) => x.length >= 2);
    const [d] = await settled(s, ep.id);
    expect(d.status).toBe('succeeded');
  });
});

describe('worker lifecycle', () => {
  it('resumes, on start, deliveries left pending or mid-attempt (leased) by a process that died', async () => {
    const rx = await receiver();
    const s = await server({}, { enabled: false });
    const ep = await endpoint(s, rx.url);
    const e1 = await emit(s, { n: 1 });
    const e2 = await emit(s, { n: 2 });
    // e2's delivery looks as if a dead process held it mid-attempt, its lease far from expiry.
    await s.sql.run(
      "UPDATE webhook_deliveries SET lease = 'dead', locked_until = '2999-01-01T00:00:00.000Z' WHERE event_id = ?",
      e2.id,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(rx.received).toHaveLength(0); // worker off

    s.app.webhooks.start();
    await rx.waitFor((x) => x.length >= 2);
    expect(rx.received.map((r) => r.json.id).sort()).toEqual([e1.id, e2.id].sort());
    const ds = await settled(s, ep.id, 2);
    expect(ds.every((d) => d.status === 'succeeded')).toBe(true);
  });

  // SQLite only: it watches the store's SQLite connection close.
  it.skipIf(STORE === 'postgres')(
    'graceful close lets an in-flight attempt finish and record it before the database closes',
    async () => {
      const rx = await receiver(() => ({ status: 200, delayMs: 400 }));
      const s = await startServer({ config: { webhookAllowPrivateUrls: true } });
      await endpoint(s, rx.url);
      const e = await emit(s);
      await rx.waitFor((x) => x.length >= 1);
      let atClose: unknown;
      const close = s.db.close.bind(s.db);
      s.db.close = () => {
        atClose = s.db.prepare('SELECT status, attempts FROM webhook_deliveries WHERE event_id = ?').get(e.id);
        return close();
      };
      await s.close(); // waits up to 1 s
      expect(atClose).toMatchObject({ status: 'succeeded' });
      expect(JSON.parse((atClose as { attempts: string }).attempts)[0]).toMatchObject({ response_status: 200 });
    },
  );

  it('a lease held by another live process is left alone at start and taken over once it expires', async () => {
    const rx = await receiver();
    const s = await server({}, { enabled: false, pollIntervalMs: 100 });
    await endpoint(s, rx.url);
    const e = await emit(s);
    const until = new Date(Date.now() + 1500).toISOString();
    await s.sql.run(
      'UPDATE webhook_deliveries SET lease = ?, locked_until = ? WHERE event_id = ?',
      `${process.ppid}:other`,
      until,
      e.id,
    );
    const started = Date.now();
    s.app.webhooks.start();
    await rx.waitFor((x) => x.length >= 1, 5000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  // SQLite only: it copies the database file aside.
  it.skipIf(STORE === 'postgres')(
    'an attempt cut off by shutdown keeps its lease and is sent again by the next start',
    async () => {
      const rx = await receiver((r) => (r.n === 1 ? { hang: true } : 200));
      const s = await startServer({ config: { webhookAllowPrivateUrls: true, webhookTimeoutMs: 30_000 } });
      const ep = await endpoint(s, rx.url);
      const e = await emit(s);
      await rx.waitFor((x) => x.length >= 1);
      // Copy the database aside at close: s.close() removes its directory.
      const { mkdtempSync } = await import('node:fs');
      const { tmpdir } = await import('node:os');
      const { join } = await import('node:path');
      const keep = mkdtempSync(join(tmpdir(), 'rentline-wh-'));
      const stop = s.app.webhooks.stop(100);
      await stop;
      // VACUUM INTO copies what is committed, the write-ahead log's pages included (a checkpoint
      // can leave pages in the log while another connection reads, and a copy of the file alone
      // would miss them).
      s.db.exec(`VACUUM INTO '${join(keep, 'copy.db').replaceAll("'", "''")}'`);
      await s.close();
      const db = openDatabase(join(keep, 'copy.db'));
      const row = db
        .prepare('SELECT status, lease, attempts FROM webhook_deliveries WHERE event_id = ?')
        .get(e.id) as any;
      db.close();
      expect(row).toMatchObject({ status: 'pending', attempts: '[]' });
      expect(row.lease).not.toBeNull();
      const { SqliteStore } = await import('../src/store/sqlite/store.js');
      const { createApp } = await import('../src/app.js');
      const { listen } = await import('../src/server.js');
      const { silentLogger } = await import('../src/logger.js');
      const app = createApp({
        store: new SqliteStore(join(keep, 'copy.db')),
        config: { webhookAllowPrivateUrls: true, logLevel: 'silent', rateLimitPerSecond: 0 },
        logger: silentLogger,
      });
      const running = await listen(app, 0, '127.0.0.1');
      cleanups.push(() => running.close(1000));
      await rx.waitFor((x) => x.length >= 2);
      expect(rx.received[1]?.json.id).toBe(e.id);
      void ep;
    },
  );
});
