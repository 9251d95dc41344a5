/**
 * Webhook operations over real sockets (receivers on 127.0.0.1), on both stores: `webhook-id`, a 410
 * disabling the endpoint, `Retry-After`, the failing window, recovery, rotation with an overlap, and
 * keep-alive connections. Time-dependent behaviour runs on an injected clock (the app's, which the
 * worker schedules by): no test sleeps for a delay or a window.
 */
import { verify, WebhookVerificationError } from '@rentline/webhook-signer';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { emitEvent } from '../src/events/emit.js';
import { PgStore } from '../src/store/postgres/store.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import type { Store } from '../src/store/store.js';
import { recordAttempt } from '../src/webhooks/outcome.js';
import type { WebhookWorkerOptions } from '../src/webhooks/worker.js';
import { startServer, type TestServer } from './helpers.js';
import { eventually, type Received, type Receiver, type Reply, startReceiver } from './webhooks-receiver.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A clock that stands still until the test moves it. */
function manualClock(start = Date.now()) {
  let t = start;
  return {
    clock: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    get ms() {
      return t;
    },
  };
}

async function server(
  config: Partial<Config> = {},
  webhooks: WebhookWorkerOptions = {},
  clock?: () => Date,
): Promise<TestServer> {
  const s = await startServer({
    config: { webhookAllowPrivateUrls: true, webhookRetrySchedule: [0, 0], webhookTimeoutMs: 2000, ...config },
    webhooks: { pollIntervalMs: 50, ...webhooks },
    ...(clock ? { clock } : {}),
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

/** An event written the way services write them, stamped with `at` (the clock the worker uses). */
const emit = (s: TestServer, at: Date = new Date(), data: Record<string, unknown> = { id: 'bk_test' }) =>
  s.store.write((tx) =>
    emitEvent(tx, { tenantId: s.tenant.tenant_id, livemode: false }, 'booking.created', data, at.toISOString(), {
      type: 'system',
      id: 'test',
    }),
  );

async function deliveries(s: TestServer, endpointId: string, query = '') {
  const res = await s.api('GET', `/v1/webhook-endpoints/${endpointId}/deliveries?limit=100${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data as any[];
}

const getEndpoint = async (s: TestServer, id: string) => (await s.api('GET', `/v1/webhook-endpoints/${id}`)).body;

/** Until `endpointId` has `n` deliveries, each with at least `attempts` recorded attempts. */
const attempted = (s: TestServer, endpointId: string, n = 1, attempts = 1) =>
  eventually(
    async () => {
      const d = await deliveries(s, endpointId);
      return d.length >= n && d.every((x) => x.attempts.length >= attempts) ? d : undefined;
    },
    10_000,
    `${n} deliveries with ${attempts} attempts`,
  );

const disabledEvents = async (s: TestServer) =>
  Number((await s.sql.get("SELECT count(*) AS n FROM events WHERE type = 'webhook_endpoint.disabled'")).n);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('webhook-id', () => {
  it('every attempt, retries included, carries webhook-id: the event id', async () => {
    const s = await server({ webhookRetrySchedule: [0] });
    const rx = await receiver((r) => (r.n === 1 ? 500 : 200));
    await endpoint(s, rx.url);
    const evt = await emit(s);
    await rx.waitFor((x) => x.length >= 2);
    expect(rx.received.map((r) => [r.headers['webhook-id'], r.json.id])).toEqual([
      [evt.id, evt.id],
      [evt.id, evt.id],
    ]);
  });
});

describe('410 Gone', () => {
  it('disables the endpoint at once and fails every pending delivery: no further request is sent', async () => {
    // The counts below are of requests: with the helper's 2 s timeout, a test process starved of CPU
    // (the whole suite on two cores) once timed out the watcher's attempt and sent it again, as it
    // should. Nothing here is about timeouts, so none can fire.
    const s = await server(
      { webhookRetrySchedule: [0, 0, 0], webhookTimeoutMs: 30_000 },
      { enabled: false, perEndpointConcurrency: 1 },
    );
    const gone = await receiver(() => 410);
    const watch = await receiver();
    const doomed = await endpoint(s, `${gone.url}/hooks`);
    const watcher = await endpoint(s, watch.url, ['webhook_endpoint.disabled']);
    await endpoint(s, watch.url, ['*'], s.tenant.live_key); // the other mode hears nothing
    for (let i = 0; i < 5; i++) await emit(s, new Date(), { id: `bk_${i}` });
    s.app.webhooks.start();

    const ep = await eventually(async () => {
      const e = await getEndpoint(s, doomed.id);
      return e.disabled_reason === 'gone' ? e : undefined;
    });
    expect(ep).toMatchObject({ active: false, disabled_reason: 'gone' });
    expect(Date.parse(ep.disabled_at)).toBeGreaterThan(0);
    const ds = await deliveries(s, doomed.id);
    expect(ds).toHaveLength(5);
    expect(ds.every((d) => d.status === 'failed' && d.next_attempt_at === null)).toBe(true);
    const byAttempts = ds.map((d) => d.attempts.map((a: any) => [a.response_status, a.error]));
    expect(byAttempts.filter((a) => a[0][1] === 'http_410')).toEqual([[[410, 'http_410']]]);
    expect(byAttempts.filter((a) => a[0][1] === 'endpoint_disabled')).toHaveLength(4);
    for (const d of ds.filter((x) => x.attempts[0].error === 'endpoint_disabled')) {
      expect(d.attempts).toEqual([
        { attempted_at: ep.disabled_at, response_status: null, error: 'endpoint_disabled', duration_ms: 0 },
      ]);
    }

    // The watcher hears it once, the endpoint without its secret; nothing more reaches the receiver.
    const [told] = await watch.waitFor((x) => x.length >= 1);
    expect(told?.json).toMatchObject({ type: 'webhook_endpoint.disabled', livemode: false });
    expect(told?.json.data).toEqual(ep);
    expect(told?.text).not.toContain(doomed.secret);
    expect(told?.headers['webhook-id']).toBe(told?.json.id);
    await emit(s); // an inactive endpoint gets no new deliveries
    await pause(300);
    expect(gone.received).toHaveLength(1);
    expect(watch.received).toHaveLength(1);
    expect(await disabledEvents(s)).toBe(1);
    expect(await deliveries(s, watcher.id)).toHaveLength(1);

    // Enabled again, it clears the reason and receives again.
    gone.respond = () => 200;
    const on = await s.api('PATCH', `/v1/webhook-endpoints/${doomed.id}`, { body: { active: true } });
    expect(on.body).toMatchObject({ active: true, disabled_reason: null, disabled_at: null });
    const later = await emit(s);
    await gone.waitFor((x) => x.some((r) => r.json.id === later.id));
  });
});

describe('Retry-After', () => {
  it('on a 429 or 503 moves next_attempt_at by what the receiver asked, capped at 4 × the schedule; otherwise the schedule', async () => {
    const clk = manualClock();
    const T = clk.ms;
    const s = await server({ webhookRetrySchedule: [30] }, {}, clk.clock);
    const soon = new Date(T + 60_000).toUTCString(); // an HTTP date, whole seconds
    const cases: [Reply, number][] = [
      [{ status: 429, headers: { 'retry-after': '7' } }, 7_000],
      [{ status: 503, headers: { 'retry-after': '3' } }, 3_000],
      [{ status: 503, headers: { 'retry-after': soon } }, Date.parse(soon) - T],
      [{ status: 429, headers: { 'retry-after': new Date(T + 3_600_000).toUTCString() } }, 120_000], // 4 × 30 s
      [{ status: 429, headers: { 'retry-after': '86400' } }, 120_000],
      [{ status: 429 }, 30_000],
      [{ status: 429, headers: { 'retry-after': 'soon-ish' } }, 30_000],
      [{ status: 500, headers: { 'retry-after': '7' } }, 30_000], // only 429 and 503 are asked to wait
    ];
    const eps: string[] = [];
    for (const [reply] of cases) eps.push((await endpoint(s, (await receiver(() => reply)).url)).id);
    await emit(s, clk.clock());
    for (const [i, [reply, expected]] of cases.entries()) {
      const [d] = await attempted(s, eps[i] as string);
      expect(d.status).toBe('pending');
      expect(d.attempts[0].attempted_at).toBe(new Date(T).toISOString());
      expect(Date.parse(d.next_attempt_at) - T, JSON.stringify(reply)).toBe(expected);
    }
  });
});

describe('the failing window', () => {
  it('an endpoint whose every attempt failed for WEBHOOK_DISABLE_AFTER_HOURS is disabled; the other endpoints are told once', async () => {
    const clk = manualClock();
    // 0.001 h = 3.6 s of the injected clock.
    const s = await server({ webhookRetrySchedule: [1, 1, 1, 1, 1], webhookDisableAfterHours: 0.001 }, {}, clk.clock);
    const failing = await receiver(() => 500);
    const ops = await receiver();
    const bookings = await receiver();
    const a = await endpoint(s, failing.url, ['*']);
    const watcher = await endpoint(s, ops.url, ['webhook_endpoint.disabled']);
    await endpoint(s, bookings.url, ['booking.created']);
    await emit(s, clk.clock());
    await attempted(s, a.id, 1, 1);
    const since = await s.sql.get('SELECT failing_since FROM webhook_endpoints WHERE id = ?', a.id);
    expect(since.failing_since).toBe(new Date(clk.ms).toISOString());

    clk.advance(2_000); // 2 s of failures: not yet
    await attempted(s, a.id, 1, 2);
    expect(await getEndpoint(s, a.id)).toMatchObject({ active: true, disabled_reason: null });

    clk.advance(2_000); // 4 s ≥ 3.6 s
    await attempted(s, a.id, 1, 3);
    const ep = await getEndpoint(s, a.id);
    expect(ep).toMatchObject({
      active: false,
      disabled_reason: 'failing',
      disabled_at: new Date(clk.ms).toISOString(),
    });

    const [told] = await ops.waitFor((x) => x.length >= 1);
    expect(told?.json.type).toBe('webhook_endpoint.disabled');
    expect(told?.json.data).toEqual(ep);
    expect(told?.json.data.secret).toBeUndefined();
    // Its retries wait while it is inactive; it never receives its own event.
    clk.advance(10_000);
    await pause(300);
    expect(failing.received).toHaveLength(3);
    expect(failing.received.every((r) => r.json.type === 'booking.created')).toBe(true);
    expect((await deliveries(s, a.id))[0]).toMatchObject({ status: 'pending' });
    expect(bookings.received.map((r) => r.json.type)).toEqual(['booking.created']);
    expect(ops.received).toHaveLength(1);
    expect(await disabledEvents(s)).toBe(1);
    expect(await deliveries(s, watcher.id)).toHaveLength(1);
  });

  it('a success ends the run of failures: the window counts from the first failure after it', async () => {
    const clk = manualClock();
    const s = await server({ webhookRetrySchedule: [1, 1, 1, 1], webhookDisableAfterHours: 0.001 }, {}, clk.clock);
    const rx = await receiver((r) => (r.n === 2 ? 200 : 500));
    const ep = await endpoint(s, rx.url);
    const start = clk.ms;
    await emit(s, clk.clock()); // fails at +0
    await attempted(s, ep.id, 1, 1);
    clk.advance(2_000); // its retry succeeds at +2 s
    await eventually(async () => (await deliveries(s, ep.id))[0]?.status === 'succeeded');
    clk.advance(3_000);
    await emit(s, clk.clock()); // fails at +5 s: a new run
    await attempted(s, ep.id, 2, 1);
    clk.advance(2_000); // +7 s: 7 s since the first failure ever, 2 s into this run
    await eventually(async () => (await deliveries(s, ep.id))[0]?.attempts.length === 2);
    expect(await getEndpoint(s, ep.id)).toMatchObject({ active: true });
    clk.advance(2_000); // +9 s: 4 s into the run
    await eventually(async () => (await deliveries(s, ep.id))[0]?.attempts.length === 3);
    expect(await getEndpoint(s, ep.id)).toMatchObject({
      active: false,
      disabled_reason: 'failing',
      disabled_at: new Date(start + 9_000).toISOString(),
    });
  });

  it('WEBHOOK_DISABLE_AFTER_HOURS=0 never disables', async () => {
    const clk = manualClock();
    const s = await server({ webhookRetrySchedule: [1], webhookDisableAfterHours: 0 }, {}, clk.clock);
    const rx = await receiver(() => 500);
    const ep = await endpoint(s, rx.url);
    await emit(s, clk.clock());
    await attempted(s, ep.id, 1, 1);
    clk.advance(400 * 86_400_000);
    await attempted(s, ep.id, 1, 2);
    expect(await getEndpoint(s, ep.id)).toMatchObject({ active: true, disabled_reason: null });
  });

  it('two instances recording failures past the window at once disable it once and emit one event', async () => {
    const s = await server({ webhookDisableAfterHours: 1 }, { enabled: false });
    const other: Store = s.kind === 'postgres' ? new PgStore(s.env.DATABASE_URL as string) : new SqliteStore(s.dbPath);
    cleanups.push(() => other.close());
    const ep = await endpoint(s, 'https://receiver.example/hooks');
    const watcher = await endpoint(s, 'https://ops.example/hooks', ['webhook_endpoint.disabled']);
    const now = new Date();
    const keys = [];
    for (let i = 0; i < 6; i++) {
      const e = await emit(s, now, { id: `bk_${i}` });
      const row = await s.sql.get(
        'SELECT id FROM webhook_deliveries WHERE event_id = ? AND endpoint_id = ?',
        e.id,
        ep.id,
      );
      await s.sql.run('UPDATE webhook_deliveries SET lease = ? WHERE id = ?', `lease-${i}`, row.id);
      keys.push({ tenant_id: s.tenant.tenant_id, livemode: false, id: row.id as string, lease: `lease-${i}` });
    }
    await s.sql.run(
      'UPDATE webhook_endpoints SET failing_since = ? WHERE id = ?',
      new Date(now.getTime() - 2 * 3_600_000).toISOString(),
      ep.id,
    );
    const policy = { retrySchedule: [60], disableAfterMs: 3_600_000 };
    const results = await Promise.all(
      keys.map(({ lease, ...key }, i) =>
        (i % 2 === 0 ? s.store : other).write((tx) =>
          recordAttempt(
            tx,
            {
              key,
              lease,
              endpointId: ep.id,
              attempt: { attempted_at: now.toISOString(), response_status: 500, error: 'http_500', duration_ms: 5 },
              ok: false,
              retryAfter: null,
            },
            policy,
            now,
          ),
        ),
      ),
    );
    expect(results.every((r) => r?.status === 'pending')).toBe(true);
    expect(results.filter((r) => r?.disabled === 'failing')).toHaveLength(1);
    expect(await disabledEvents(s)).toBe(1);
    expect(await deliveries(s, watcher.id, '&event_type=webhook_endpoint.disabled')).toHaveLength(1);
    expect(await getEndpoint(s, ep.id)).toMatchObject({ active: false, disabled_reason: 'failing' });
  });
});

describe('recover', () => {
  it('re-queues exactly the failed deliveries since the instant, and they succeed', async () => {
    const s = await server({ webhookRetrySchedule: [] });
    let down = true;
    const rx = await receiver(() => (down ? 503 : 200));
    const ep = await endpoint(s, rx.url);
    const hourAgo = new Date(Date.now() - 3_600_000);
    const before = await emit(s, hourAgo, { n: 0 });
    const since = new Date(Date.now() - 60_000);
    const lost = [await emit(s, new Date(), { n: 1 }), await emit(s, new Date(), { n: 2 })];
    lost.push(await emit(s, new Date(), { n: 3 }));
    await attempted(s, ep.id, 4, 1);
    expect((await deliveries(s, ep.id)).every((d) => d.status === 'failed')).toBe(true);
    down = false;
    const fine = await emit(s, new Date(), { n: 4 });
    await eventually(async () => (await deliveries(s, ep.id, '&status=succeeded')).length === 1);
    const received = rx.received.length;

    const res = await s.api('POST', `/v1/webhook-endpoints/${ep.id}/recover`, {
      body: { since: since.toISOString() },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      object: 'recovery',
      endpoint_id: ep.id,
      since: since.toISOString(),
      deliveries_created: 3,
    });
    await rx.waitFor((x) => x.length >= received + 3);
    await pause(200);
    const resent = rx.received.slice(received).map((r) => r.json.id);
    expect(resent.sort()).toEqual(lost.map((e) => e.id).sort());
    const ok = await eventually(async () => {
      const d = await deliveries(s, ep.id, '&status=succeeded');
      return d.length === 4 ? d : undefined;
    });
    expect(ok.map((d) => d.event_id).sort()).toEqual([...lost, fine].map((e) => e.id).sort());
    expect((await deliveries(s, ep.id, `&event_id=${before.id}`)).map((d) => d.status)).toEqual(['failed']);
    // Nothing left to recover.
    const again = await s.api('POST', `/v1/webhook-endpoints/${ep.id}/recover`, { body: { since: '2000-01-01' } });
    expect(again.body.deliveries_created).toBe(1); // only the event before the first instant
  });
});

describe('rotation with an overlap', () => {
  it('during the window both secrets verify (ours and stripe); after it only the new one', async () => {
    const clk = manualClock();
    const s = await server({}, {}, clk.clock);
    const rx = await receiver();
    const ep = await endpoint(s, rx.url);
    const rotated = await s.api('POST', `/v1/webhook-endpoints/${ep.id}/rotate-secret`, {
      body: { expire_previous_in_seconds: 60 },
    });
    expect(rotated.status, rotated.text).toBe(200);
    const fresh = rotated.body.secret as string;
    const nowS = () => Math.floor(clk.ms / 1000);

    await emit(s, clk.clock());
    const [during] = await rx.waitFor((x) => x.length >= 1);
    const h1 = during?.headers['service-signature'] as string;
    expect(h1).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(Number(/t=(\d+)/.exec(h1)?.[1])).toBe(nowS());
    const stripeSignature = Stripe.webhooks.signature;
    if (stripeSignature === null) throw new Error('stripe exposes no webhooks.signature');
    for (const secret of [fresh, ep.secret]) {
      expect(() => verify(during?.body as Buffer, h1, secret, { now: nowS() })).not.toThrow();
      expect(() => Stripe.webhooks.constructEvent(during?.body as Buffer, h1, secret)).not.toThrow();
      expect(() => stripeSignature.verifyHeader(during?.body as Buffer, h1, secret)).not.toThrow();
    }
    expect(() => verify(during?.body as Buffer, h1, 'whsec_other', { now: nowS() })).toThrow(WebhookVerificationError);

    clk.advance(60_001);
    await emit(s, clk.clock());
    const [, after] = await rx.waitFor((x) => x.length >= 2);
    const h2 = after?.headers['service-signature'] as string;
    expect(h2).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verify(after?.body as Buffer, h2, fresh, { now: nowS() })).not.toThrow();
    expect(() => Stripe.webhooks.constructEvent(after?.body as Buffer, h2, fresh, 0)).not.toThrow();
    let err: unknown;
    try {
      verify(after?.body as Buffer, h2, ep.secret, { now: nowS() });
    } catch (e) {
      err = e;
    }
    expect((err as WebhookVerificationError).code).toBe('signature_mismatch');
    expect(() => Stripe.webhooks.constructEvent(after?.body as Buffer, h2, ep.secret, 0)).toThrow();
  });
});

describe('keep-alive connections', () => {
  it('a busy endpoint reuses its connections: the receiver sees fewer connections than requests; shutdown closes them', async () => {
    const s = await server({}, { perEndpointConcurrency: 4 });
    const rx = await receiver();
    await endpoint(s, rx.url);
    const n = 40;
    for (let i = 0; i < n; i++) await emit(s, new Date(), { i });
    await rx.waitFor((x) => x.length >= n);
    console.log('keep-alive:', { requests: rx.received.length, connections: rx.connections });
    expect(rx.connections).toBeLessThanOrEqual(4);
    expect(rx.connections).toBeLessThan(rx.received.length);
    expect(rx.openConnections).toBeGreaterThan(0);
    await s.close();
    await eventually(() => rx.openConnections === 0, 5000, 'connections closed on shutdown');

    // Without the pool every attempt opens its own connection.
    const plain = await server({}, { keepAlive: false });
    const rx2 = await receiver();
    await endpoint(plain, rx2.url);
    for (let i = 0; i < 5; i++) await emit(plain, new Date(), { i });
    await rx2.waitFor((x) => x.length >= 5);
    expect(rx2.connections).toBe(5);
  });

  it('a kept-alive connection the receiver drops as the next request arrives is not a failure: it goes out on a new one', async () => {
    const { createServer } = await import('node:http');
    let requests = 0;
    // Answers the first request of each connection; drops the connection on its second, as a server
    // closing an idle connection just as a request arrives on it does.
    const srv = createServer((req, res) => {
      requests++;
      const socket = req.socket as typeof req.socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      if (socket.served > 1) {
        socket.destroy();
        return;
      }
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    cleanups.push(
      () =>
        new Promise<void>((r) => {
          srv.close(() => r());
          srv.closeAllConnections();
        }),
    );
    const s = await server({ webhookRetrySchedule: [] }, { perEndpointConcurrency: 1 });
    const ep = await endpoint(s, `http://127.0.0.1:${(srv.address() as { port: number }).port}/`);
    await emit(s);
    await attempted(s, ep.id, 1, 1);
    await emit(s);
    const ds = await attempted(s, ep.id, 2, 1);
    expect(ds.map((d) => [d.status, d.attempts.length])).toEqual([
      ['succeeded', 1],
      ['succeeded', 1],
    ]);
    expect(requests).toBe(3);
  });
});
