/**
 * Fuzzing every endpoint (issue 8): fast-check builds requests for each route the app declares
 * (`app.routes`: method, path, zod schemas), with real ids substituted into `:id` some of the time and
 * garbage the rest, bodies from the route's own schema with fields made weird (huge, negative,
 * fractional numbers, -0, 1e309, unicode, lone surrogates, very long strings, nulls, wrong types,
 * duplicate and unknown keys), garbage JSON, 1,000- and 200,000-level nesting, 20,000-key objects,
 * bodies just under and over 1 MiB, invalid UTF-8, odd content types, keys and headers.
 *
 * For every request: never a 5xx; every 4xx is the error envelope whose `request_id` is the
 * `request-id` header; a rejected request changes no row (every table is compared before and after
 * it; `idempotency_keys` only when no Idempotency-Key was sent, since a 4xx outcome is stored by
 * design). Afterwards `/healthz` is ok and a normal request still works.
 *
 * `npm test` runs FUZZ_RUNS (default 2,200) requests; `pnpm fuzz` runs 50,000 (FUZZ_RUNS, FUZZ_SEED).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '../src/http/route.js';
import {
  describeRequest,
  type FuzzRequest,
  type FuzzResponse,
  type FuzzWorld,
  requestArb,
  send,
} from './fuzz-requests.js';
import { type Api, rowWatch, startServer, type TestServer } from './helpers.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2200);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const ERROR_TYPES = new Set([
  'invalid_request_error',
  'authentication_error',
  'not_found_error',
  'conflict_error',
  'permission_error',
  'rate_limit_error',
  'api_error',
]);

let s: TestServer;
let world: FuzzWorld;

async function created(api: Api, path: string, body: unknown, key?: string): Promise<any> {
  const res = await api('POST', path, { body, ...(key ? { key } : {}) });
  expect(res.status, `${path}: ${res.text}`).toBe(201);
  return res.body;
}

/** A small catalog and bookings in the main tenant's test mode, and a few foreign ids. */
async function buildWorld(): Promise<FuzzWorld> {
  const api = s.api;
  const other = await s.newTenant('Fuzz Other');
  const ids: Record<string, string[]> = {};
  const add = (prefix: string, id: string) => {
    ids[prefix] ??= [];
    ids[prefix].push(id);
  };
  const fi1 = await created(api, '/v1/fleet-items', { name: 'Kayak', price_full_day: 4500, quantity: 50 });
  const fi2 = await created(api, '/v1/fleet-items', {
    name: 'Bike',
    price_full_day: 3000,
    price_half_day: 1800,
    price_weekly: 15000,
    quantity: 20,
  });
  add('fi', fi1.id);
  add('fi', fi2.id);
  const ao = await created(api, '/v1/addons', { name: 'Helmet', price: 300 });
  add('ao', ao.id);
  add(
    'pkg',
    (
      await created(api, '/v1/packages', {
        name: 'Duo',
        fleet_item_ids: [fi1.id],
        addon_ids: [ao.id],
        discount_type: 'percent',
        discount_value: 10,
      })
    ).id,
  );
  const coupon = await created(api, '/v1/coupons', { code: 'FUZZ10', discount_type: 'percent', discount_value: 10 });
  add('cpn', coupon.id);
  const cus = await created(api, '/v1/customers', { name: 'Ada', email: 'ada@example.com' });
  add('cus', cus.id);
  add('loc', (await created(api, '/v1/locations', { name: 'Harbor', timezone: 'America/New_York' })).id);
  add(
    'pr',
    (await created(api, '/v1/pricing/rules', { type: 'multi_day', days_threshold: 3, adjustment_value: 5 })).id,
  );
  add('we', (await created(api, '/v1/webhook-endpoints', { url: 'https://example.com/hooks', events: ['*'] })).id);
  for (let i = 0; i < 3; i++) {
    const bk = await created(api, '/v1/bookings', {
      customer_id: cus.id,
      pickup_date: '2026-07-01T09:00',
      return_date: '2026-07-04T09:00',
      line_items: [{ fleet_item_id: fi1.id }, { fleet_item_id: fi2.id, quantity: 2 }],
      addons: [{ addon_id: ao.id }],
      coupon_code: 'FUZZ10',
    });
    add('bk', bk.id);
    for (const li of bk.line_items) add('li', li.id);
  }
  await created(api, `/v1/bookings/${ids.bk?.[1]}/payments`, { amount: 100 });
  const events = (await api('GET', '/v1/events?limit=100')).body.data as { id: string }[];
  for (const e of events.slice(0, 5)) add('evt', e.id);

  const foreignIds = [
    (await created(api, '/v1/fleet-items', { name: 'Other', price_full_day: 100 }, other.test_key)).id,
    (await created(api, '/v1/customers', { name: 'Other' }, other.test_key)).id,
    (await created(api, '/v1/fleet-items', { name: 'Live', price_full_day: 100 }, s.tenant.live_key)).id,
    (await created(api, '/v1/customers', { name: 'Live' }, s.tenant.live_key)).id,
  ];
  return {
    keys: { test: s.tenant.test_key, live: s.tenant.live_key, other: other.test_key },
    ids,
    foreignIds,
    couponCodes: ['FUZZ10', 'fuzz10', 'NOPE', "' OR 1=1 --"],
  };
}

interface Tally {
  requests: number;
  byStatus: Record<string, number>;
  byRoute: number[];
  rejectedWritesChecked: number;
  kinds: Record<string, number>;
  /** The last few requests (for a failure message). */
  recent: string[];
}

/** The checks every fuzzed request must pass; returns a failure message or undefined. */
function check(req: FuzzRequest, res: FuzzResponse): string | undefined {
  if (res.status >= 500) return `status ${res.status}: ${res.text.slice(0, 500)}`;
  if (res.status < 400 || (req.method === 'HEAD' && res.text === '')) return undefined;
  let body: any;
  try {
    body = JSON.parse(res.text);
  } catch {
    return `status ${res.status} with a non-JSON body: ${res.text.slice(0, 200)}`;
  }
  const e = body?.error;
  if (typeof e !== 'object' || e === null)
    return `status ${res.status} without an error envelope: ${res.text.slice(0, 200)}`;
  if (!ERROR_TYPES.has(e.type)) return `unknown error type ${e.type}`;
  if (typeof e.code !== 'string' || typeof e.message !== 'string') return `envelope without code/message: ${res.text}`;
  if (typeof e.request_id !== 'string' || e.request_id !== res.headers['request-id']) {
    return `request_id ${e.request_id} differs from the request-id header ${res.headers['request-id']}`;
  }
  const allowed = new Set(['error']);
  if (Object.keys(body).some((k) => !allowed.has(k))) return `extra top-level keys: ${Object.keys(body)}`;
  if (/SELECT |INSERT |UPDATE |sqlite|SQLITE_|\bat .*\(.*:\d+:\d+\)/i.test(e.message))
    return `internals in message: ${e.message}`;
  return undefined;
}

let rows: ReturnType<typeof rowWatch>;
const state = (withIdempotency: boolean) => rows(withIdempotency ? [] : ['idempotency_keys']);

/** Send `req`, check it, and for a rejected request check that no row changed. Throws on a failure. */
async function fuzzOne(req: FuzzRequest, tally: Tally): Promise<void> {
  const idem = req.headers['idempotency-key'] !== undefined;
  const before = await state(!idem);
  let res: FuzzResponse;
  try {
    res = await send(s.url, req);
  } catch (err) {
    throw new Error(
      `transport error ${(err as Error).message} ${JSON.stringify((err as { rawPacket?: Buffer }).rawPacket?.toString('latin1').slice(0, 600))} for ${describeRequest(req)}\nafter:\n${tally.recent.join('\n')}`,
    );
  }
  tally.recent.push(`${describeRequest(req).slice(0, 200)} → ${res.status} ${res.headers.connection ?? ''}`);
  if (tally.recent.length > 5) tally.recent.shift();
  tally.requests++;
  tally.byRoute[req.route] = (tally.byRoute[req.route] ?? 0) + 1;
  const statusKey = res.status >= 400 ? `${res.status} ${safeCode(res.text)}` : String(res.status);
  tally.byStatus[statusKey] = (tally.byStatus[statusKey] ?? 0) + 1;
  tally.kinds[req.kind] = (tally.kinds[req.kind] ?? 0) + 1;
  const problem = check(req, res);
  if (problem) throw new Error(`${problem}\nrequest: ${describeRequest(req)}`);
  if (res.status >= 400) {
    const after = await state(!idem);
    if (after !== before) throw new Error(`a rejected request (${res.status}) changed rows: ${describeRequest(req)}`);
    tally.rejectedWritesChecked++;
  }
}

function safeCode(text: string): string {
  try {
    return JSON.parse(text).error.code;
  } catch {
    return '?';
  }
}

beforeAll(async () => {
  // No sweeper: a booking the fuzz picked up and left past its return turns overdue, and the event
  // the sweeper writes would show as rows changed by whatever rejected request was in flight.
  s = await startServer({ webhooks: { enabled: false }, expiry: { enabled: false } });
  world = await buildWorld();
  rows = rowWatch(s.sql);
});
afterAll(() => s.close());

/**
 * Requests that once broke something, kept as regression examples: they run first, every time.
 */
function regressions(routes: readonly RouteDef[]): FuzzRequest[] {
  const at = (method: string, path: string) => {
    const i = routes.findIndex((r) => r.method === method && r.path === path);
    expect(i, `${method} ${path}`).toBeGreaterThanOrEqual(0);
    return i;
  };
  const json = { authorization: `Bearer ${world.keys.test}`, 'content-type': 'application/json' };
  return [
    {
      route: at('POST', '/v1/customers'),
      method: 'POST',
      path: '/v1/customers',
      headers: json,
      body: Buffer.from('{"name":"Ada","name":"Ada"}'),
      kind: 'regression-duplicate-key',
    },
    // Was a 500: the idempotency fingerprint (canonicalJson) recursed through a 10,000-level array
    // and overflowed the stack. Bodies nested more than 64 levels are now 400 invalid_json.
    {
      route: at('POST', '/v1/pricing/rules'),
      method: 'POST',
      path: '/v1/pricing/rules',
      headers: { ...json, 'idempotency-key': 'deep' },
      body: Buffer.from(`{"type":"multi_day","priority":${'['.repeat(10_000)}${']'.repeat(10_000)}}`),
      kind: 'regression-deep-idempotent',
    },
  ];
}

describe('fuzz: every endpoint', () => {
  it(
    `${RUNS} generated requests: no 5xx, always the envelope, rejected requests change nothing`,
    async () => {
      const routes = s.app.routes;
      const tally: Tally = { requests: 0, byStatus: {}, byRoute: [], rejectedWritesChecked: 0, kinds: {}, recent: [] };
      const started = performance.now();
      for (const req of regressions(routes)) await fuzzOne(req, tally);
      await fc.assert(
        fc.asyncProperty(requestArb(routes, world), async (req) => {
          await fuzzOne(req, tally);
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
      );
      const ms = Math.round(performance.now() - started);

      // Every route was exercised (an eighth of its fair share at least: with about 80 routes a
      // quarter, 7 requests, was missed by chance now and then), and the fuzz reached past validation sometimes.
      routes.forEach((r, i) => {
        expect(tally.byRoute[i] ?? 0, `${r.method} ${r.path}`).toBeGreaterThan(RUNS / routes.length / 8);
      });
      const ok = Object.entries(tally.byStatus)
        .filter(([k]) => Number(k.split(' ')[0]) < 400)
        .reduce((n, [, v]) => n + v, 0);
      expect(ok).toBeGreaterThan(RUNS / 50);

      const health = await s.api('GET', '/healthz', { key: null });
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'ok' });
      expect((await s.api('GET', '/v1/tenant')).status).toBe(200);
      if (s.kind === 'sqlite') expect(s.db.pragma('integrity_check', { simple: true })).toBe('ok');

      console.log(
        'fuzz:',
        JSON.stringify({
          requests: tally.requests,
          routes: routes.length,
          rejected_requests_checked_unchanged: tally.rejectedWritesChecked,
          ms,
          statuses: Object.fromEntries(Object.entries(tally.byStatus).sort((a, b) => b[1] - a[1])),
          bodies: tally.kinds,
        }),
      );
      expect(tally.requests).toBeGreaterThanOrEqual(Math.min(RUNS, 2000));
    },
    // About 15 ms a request here when the machine is quiet; ten times that when it is not.
    Math.max(120_000, RUNS * 150),
  );
});
