/**
 * `GET /metrics` (with `METRICS=true`, on the metrics listener's own port) scraped over a real socket
 * and read with a Prometheus text-format parser: the figures move exactly as requests, webhook
 * deliveries, sweeps and transactions happen. Without metrics, nothing listens for them and the API's
 * `/metrics` is a 404 like any unknown path (it is one with metrics on too).
 */
import { getMetricsFromIterator, type PromHistogramData, type PromMetrics } from 'prom2javascript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, startServer, type TestServer } from './helpers.js';
import { eventually, type Receiver, startReceiver } from './webhooks-receiver.js';

async function scrape(url: string): Promise<PromMetrics> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  // A NaN value (prom-client writes `Nan` for Node's event loop delay before its first sample) is
  // valid in the format (a value is what Go's ParseFloat reads, in any case), but this parser reads
  // only numbers and +Inf: such lines are left out of what it is given, and counted apart.
  const lines = (await res.text()).split('\n');
  const nan = lines.filter((l) => /^[a-z_:][\w:]*(\{.*\})? nan$/i.test(l));
  expect(
    nan.every((l) => l.startsWith('nodejs_eventloop_lag_')),
    nan.join('\n'),
  ).toBe(true);
  return getMetricsFromIterator(lines.filter((l) => !nan.includes(l))[Symbol.iterator]());
}

/** The sample of `name` whose labels include `labels` (undefined when there is none yet). */
function sample(m: PromMetrics, name: string, labels: Record<string, string>) {
  const family = m[name];
  return (family?.data as { labels: Record<string, string> }[] | undefined)?.find((d) =>
    Object.entries(labels).every(([k, v]) => d.labels[k] === v),
  );
}
const value = (m: PromMetrics, name: string, labels: Record<string, string> = {}) =>
  (sample(m, name, labels) as { value?: number } | undefined)?.value ?? 0;
const histogram = (m: PromMetrics, name: string, labels: Record<string, string>) =>
  sample(m, name, labels) as PromHistogramData | undefined;

describe('metrics off (the default)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s?.close());

  it('nothing listens for them, and /metrics on the API is a 404 like any unknown path', async () => {
    expect(s.metricsUrl).toBeUndefined();
    expect(s.app.metrics).toBeUndefined();
    const metrics = await s.api('GET', '/metrics', { key: null });
    const unknown = await s.api('GET', '/nothing-here', { key: null });
    expect(metrics.status).toBe(404);
    expect(metrics.body.error.code).toBe(unknown.body.error.code);
    expect(metrics.body.error.type).toBe(unknown.body.error.type);
  });
});

describe('metrics on', () => {
  let s: TestServer;
  let url: string;
  let nowMs = Date.parse('2026-03-02T10:00:00.000Z');
  let ok: Receiver;
  let failing: Receiver;
  beforeAll(async () => {
    s = await startServer({
      config: { metrics: true, metricsPort: 0, webhookAllowPrivateUrls: true },
      clock: () => new Date(nowMs),
      // Started by the test, so that deliveries stay pending until it does.
      webhooks: { enabled: false },
      expiry: { enabled: false },
    });
    url = s.metricsUrl ?? '';
    ok = await startReceiver(() => 200);
    failing = await startReceiver(() => 500);
  });
  afterAll(async () => {
    await s?.close();
    await ok?.close();
    await failing?.close();
  });

  it('are served on their own listener (loopback), not on the API', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(url).port).not.toBe(new URL(s.url).port);
    expect((await s.api('GET', '/metrics', { key: null })).status).toBe(404);
    expect((await fetch(url.replace('/metrics', '/other'))).status).toBe(404);
    const m = await scrape(url);
    expect(m.rentline_http_requests_total?.type).toBe('counter');
    expect(m.rentline_http_request_duration_seconds?.type).toBe('histogram');
    expect(m.process_cpu_user_seconds_total?.type).toBe('counter');
  });

  it("carry Node's process figures, none of them sampled on every garbage collection", async () => {
    const m = await scrape(url);
    const families = [
      'process_cpu_user_seconds_total',
      'process_cpu_seconds_total',
      'process_start_time_seconds',
      'process_resident_memory_bytes',
      'process_open_fds',
      'process_max_fds',
      'nodejs_active_handles_total',
      'nodejs_active_requests_total',
      'nodejs_active_resources_total',
      'nodejs_heap_size_used_bytes',
      'nodejs_heap_space_size_used_bytes',
      'nodejs_version_info',
      'nodejs_eventloop_lag_seconds',
    ];
    expect(families.filter((name) => m[name] === undefined)).toEqual([]);
    expect(value(m, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect(value(m, 'process_open_fds')).toBeGreaterThan(0);
    expect(sample(m, 'nodejs_version_info', { version: process.version })).toBeDefined();
    // The garbage-collection histogram needs an observer told of every collection: left out.
    expect(m.nodejs_gc_duration_seconds).toBeUndefined();
    // The event-loop delay is sampled every 100 ms: after a quarter second its figures are numbers.
    await new Promise((r) => setTimeout(r, 250));
    const later = await scrape(url);
    expect(value(later, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
  });

  it('count requests by route template and status, exactly, with a histogram of the same count', async () => {
    const customer = (await s.api('POST', '/v1/customers', { body: samples.customer })).body;
    const before = await scrape(url);
    for (let i = 0; i < 5; i++) {
      expect((await s.api('POST', '/v1/customers', { body: { name: `C${i}` } })).status).toBe(201);
    }
    for (let i = 0; i < 3; i++) expect((await s.api('GET', `/v1/customers/${customer.id}`)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await s.api('GET', '/v1/customers/cus_missing')).status).toBe(404);
    expect((await s.api('GET', '/v1/no-such-thing')).status).toBe(404);
    const after = await scrape(url);

    const grew = (labels: Record<string, string>) =>
      value(after, 'rentline_http_requests_total', labels) - value(before, 'rentline_http_requests_total', labels);
    expect(grew({ method: 'POST', route: '/v1/customers', status: '201' })).toBe(5);
    expect(grew({ method: 'GET', route: '/v1/customers/:id', status: '200' })).toBe(3);
    expect(grew({ method: 'GET', route: '/v1/customers/:id', status: '404' })).toBe(2);
    expect(grew({ method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    for (const labels of [
      { method: 'POST', route: '/v1/customers', status: '201' },
      { method: 'GET', route: '/v1/customers/:id', status: '200' },
      { method: 'GET', route: '/v1/customers/:id', status: '404' },
    ]) {
      const h = histogram(after, 'rentline_http_request_duration_seconds', labels);
      expect(h?.count, JSON.stringify(labels)).toBe(value(after, 'rentline_http_requests_total', labels));
      expect(h?.buckets['+Inf']).toBe(h?.count);
      expect(h?.sum).toBeGreaterThan(0);
    }
    // Routes are templates: no label carries a record's id.
    const routes = (after.rentline_http_requests_total?.data ?? []).map((d) => d.labels.route ?? '');
    expect(routes.filter((r) => r.includes(customer.id) || r.includes('cus_missing'))).toEqual([]);
  });

  it('time every transaction’s wait for the store, by access', async () => {
    await s.api('GET', '/v1/customers'); // the key is known from here on
    const before = await scrape(url);
    const labels = (access: string) => ({ store: s.kind, access });
    for (let i = 0; i < 4; i++) await s.api('POST', '/v1/customers', { body: { name: `W${i}` } });
    for (let i = 0; i < 3; i++) await s.api('GET', '/v1/customers');
    const after = await scrape(url);
    const waits = (m: PromMetrics, access: string) =>
      histogram(m, 'rentline_store_transaction_wait_seconds', labels(access))?.count ?? 0;
    expect(waits(after, 'write') - waits(before, 'write')).toBe(4);
    // Reads: the three lists (and the scrape's backlog statement, which is a read too).
    expect(waits(after, 'read') - waits(before, 'read')).toBeGreaterThanOrEqual(3);
  });

  it('show the delivery backlog, then the attempts by outcome once a real delivery is made', async () => {
    const item = (await s.api('POST', '/v1/fleet-items', { body: { ...samples.fleetItem, quantity: 10 } })).body;
    const customer = (await s.api('POST', '/v1/customers', { body: samples.customer })).body;
    for (const receiver of [ok, failing]) {
      const made = await s.api('POST', '/v1/webhook-endpoints', {
        body: { url: receiver.url, events: ['booking.created'] },
      });
      expect(made.status).toBe(201);
    }
    const empty = await scrape(url);
    expect(value(empty, 'rentline_webhook_deliveries_pending')).toBe(0);
    expect(value(empty, 'rentline_webhook_oldest_pending_age_seconds')).toBe(0);

    for (const day of ['2026-04-01', '2026-04-03']) {
      const booking = await s.api('POST', '/v1/bookings', {
        body: {
          customer_id: customer.id,
          pickup_date: `${day}T09:00`,
          return_date: `${day}T17:00`,
          line_items: [{ fleet_item_id: item.id }],
        },
      });
      expect(booking.status).toBe(201);
    }
    nowMs += 90_000;
    const queued = await scrape(url);
    // Two events, each to two endpoints, queued 90 s ago (the app's clock).
    expect(value(queued, 'rentline_webhook_deliveries_pending')).toBe(4);
    expect(value(queued, 'rentline_webhook_oldest_pending_age_seconds')).toBe(90);
    const attempts = (m: PromMetrics, outcome: string) => value(m, 'rentline_webhook_attempts_total', { outcome });

    s.app.webhooks.start();
    await ok.waitFor((r) => r.length === 2);
    await failing.waitFor((r) => r.length === 2);
    const delivered = await eventually(
      async () => {
        const m = await scrape(url);
        return attempts(m, 'success') === 2 && attempts(m, 'http_error') === 2 ? m : undefined;
      },
      10_000,
      'two successes and two failures counted',
    );
    expect(attempts(delivered, 'success') - attempts(queued, 'success')).toBe(2);
    expect(attempts(delivered, 'http_error') - attempts(queued, 'http_error')).toBe(2);
    expect(attempts(delivered, 'timeout')).toBe(0);
    // The failed two wait for their retry (30 s on the app's clock, which stands still): still pending,
    // and still the 90 s old ones.
    await eventually(async () => value(await scrape(url), 'rentline_webhook_deliveries_pending') === 2, 10_000);
    expect(value(await scrape(url), 'rentline_webhook_oldest_pending_age_seconds')).toBe(90);
    await s.app.webhooks.stop();
  });

  it('count sweeper runs by task, and what they did', async () => {
    const item = (await s.api('POST', '/v1/fleet-items', { body: samples.fleetItem })).body;
    const customer = (await s.api('POST', '/v1/customers', { body: samples.customer })).body;
    const booking = await s.api('POST', '/v1/bookings', {
      body: {
        customer_id: customer.id,
        pickup_date: '2026-05-01T09:00',
        return_date: '2026-05-01T17:00',
        line_items: [{ fleet_item_id: item.id }],
        hold_minutes: 1,
      },
    });
    expect(booking.status).toBe(201);
    const before = await scrape(url);
    nowMs += 120_000;
    expect(await s.app.expiry.sweepOnce()).toBe(1);
    expect(await s.app.expiry.sweepOnce()).toBe(0);
    await s.app.expiry.repairOnce();
    const after = await scrape(url);
    const runs = (m: PromMetrics, task: string) => value(m, 'rentline_sweeper_runs_total', { task, outcome: 'ok' });
    expect(runs(after, 'expiry') - runs(before, 'expiry')).toBe(2);
    expect(runs(after, 'view_repair') - runs(before, 'view_repair')).toBe(1);
    const processed = (m: PromMetrics) => value(m, 'rentline_sweeper_processed_total', { task: 'expiry' });
    expect(processed(after) - processed(before)).toBe(1);
  });
});
