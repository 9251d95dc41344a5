/**
 * The attack checklist of issue 8 (see SECURITY.md at the repository root), one test each:
 * keys never stored in clear, constant-time secret comparison, no internals in any response,
 * SQL-looking input stored verbatim and inert in filters, path tricks in ids, SSRF variants through
 * the real delivery worker, oversized headers and bodies, the rate limit per key, and a table-driven
 * isolation test over every route of `app.routes` × (another tenant's key, the other mode's key).
 */
import { createHash } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, type LookupFunction } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Context, Next } from 'koa';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../src/app.js';
import { authMiddleware } from '../src/http/auth.js';
import { createLogger } from '../src/logger.js';
import { fold, needleOf } from '../src/search/fold.js';
import { listen } from '../src/server.js';
import { PgStore } from '../src/store/postgres/store.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import { guardedLookup } from '../src/webhooks/ssrf.js';
import type { Db } from './db.js';
import { type Api, makeApi, rowWatch, SERVER_DIR, startServer, type TestServer } from './helpers.js';
import { eventually, type Receiver, startReceiver } from './webhooks-receiver.js';

/** Ids of one tenant+mode: one record of every kind, a booking with a line item, its events. */
interface World {
  key: string;
  ids: Record<string, string>;
  all: Set<string>;
}

const DAY = '2026-07-01T09:00';

async function buildWorld(api: Api, key: string, tag: string): Promise<World> {
  const ids: Record<string, string> = {};
  const post = async (path: string, body: unknown) => {
    const r = await api('POST', path, { key, body });
    expect(r.status, `${path}: ${r.text}`).toBe(201);
    return r.body;
  };
  ids.fi = (await post('/v1/fleet-items', { name: `Kayak ${tag}`, price_full_day: 4500, quantity: 10 })).id;
  ids.fi2 = (await post('/v1/fleet-items', { name: `Bike ${tag}`, price_full_day: 3000, quantity: 10 })).id;
  ids.ao = (await post('/v1/addons', { name: 'Helmet', price: 300 })).id;
  ids.pkg = (
    await post('/v1/packages', { name: 'Duo', fleet_item_ids: [ids.fi], discount_type: 'percent', discount_value: 5 })
  ).id;
  ids.cpn = (await post('/v1/coupons', { code: `SEC${tag}`, discount_type: 'percent', discount_value: 5 })).id;
  ids.cus = (await post('/v1/customers', { name: 'Ada' })).id;
  ids.loc = (await post('/v1/locations', { name: 'Pier' })).id;
  ids.pr = (await post('/v1/pricing/rules', { type: 'multi_day', days_threshold: 3, adjustment_value: 5 })).id;
  ids.we = (await post('/v1/webhook-endpoints', { url: 'https://example.com/hook', events: ['*'] })).id;
  ids.dt = (await post('/v1/downtimes', { fleet_item_id: ids.fi2, start: '2026-08-01', end: '2026-08-02' })).id;
  ids.fi3 = (await post('/v1/fleet-items', { name: `Ebike ${tag}`, price_full_day: 6000, tracking: 'units' })).id;
  ids.unit = (await post('/v1/units', { fleet_item_id: ids.fi3, identifier: `EB-${tag}` })).id;
  const bk = await post('/v1/bookings', {
    customer_id: ids.cus,
    pickup_date: DAY,
    return_date: '2026-07-03T09:00',
    line_items: [{ fleet_item_id: ids.fi }],
  });
  ids.bk = bk.id;
  ids.li = bk.line_items[0].id;
  // A payment recorded by hand and part of it refunded (no provider needed, in either mode).
  const paid = await api('POST', `/v1/bookings/${bk.id}/payments`, { key, body: { amount: 500 } });
  expect(paid.status, paid.text).toBe(201);
  const payment = (await api('GET', `/v1/bookings/${bk.id}`, { key })).body.payments[0].id;
  ids.pay = payment;
  ids.ref = (await post(`/v1/bookings/${bk.id}/refunds`, { payment_id: payment, amount: 100 })).id;
  ids.pkey = (await post('/v1/publishable-keys', { allowed_origins: ['https://shop.example'] })).id;
  ids.chk = (
    await post('/v1/storefront/checkouts', {
      line_items: [{ fleet_item_id: ids.fi }],
      pickup_date: DAY,
      return_date: '2026-07-02T09:00',
      customer: { name: 'Grace', email: 'grace@example.com' },
    })
  ).id;
  const events = await api('GET', '/v1/events', { key });
  ids.evt = events.body.data[0].id;
  return { key, ids, all: new Set(Object.values(ids)) };
}

/** Staff are the tenant's, not a mode's, and managed with a live key: a member per tenant. */
async function staffMember(api: Api, liveKey: string, tag: string): Promise<string> {
  const res = await api('POST', '/v1/staff', {
    key: liveKey,
    body: { email: `member.${tag}@shop.example`, name: `Member ${tag}`, role: 'staff' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}
const isStaffRoute = (path: string) => path.startsWith('/v1/staff');

/** Every string inside a JSON value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

const PREFIX_OF_PATH: Record<string, string> = {
  '/v1/pricing/rules': 'pr',
  '/v1/fleet-items': 'fi',
  '/v1/addons': 'ao',
  '/v1/packages': 'pkg',
  '/v1/coupons': 'cpn',
  '/v1/customers': 'cus',
  '/v1/locations': 'loc',
  '/v1/bookings': 'bk',
  '/v1/webhook-endpoints': 'we',
  '/v1/events': 'evt',
  '/v1/downtimes': 'dt',
  '/v1/units': 'unit',
  '/v1/payment-intents': 'pi',
  '/v1/refunds': 'ref',
  '/v1/publishable-keys': 'pkey',
  '/v1/storefront/checkouts': 'chk',
  '/v1/staff': 'stf',
};

/** A body that would succeed for the owner of `w`, so that only the key's scope can make it fail. */
function bodyFor(method: string, path: string, w: World): unknown {
  const base = path.replace(/\/:id.*$/, '');
  if (method === 'PATCH') {
    if (base === '/v1/customers' || base === '/v1/locations') return { name: 'Renamed' };
    if (base === '/v1/bookings') return { notes: 'patched' };
    if (base === '/v1/webhook-endpoints') return { description: 'patched' };
    if (base === '/v1/downtimes') return { reason: 'patched' };
    if (base === '/v1/units') return { notes: 'patched' };
    return { active: false };
  }
  if (path.endsWith('/cancel')) return { reason: 'no' };
  if (path.endsWith('/extend')) return { new_return_date: '2026-07-05T09:00' };
  if (path.endsWith('/swap-item')) return { line_item_id: w.ids.li, new_fleet_item_id: w.ids.fi2 };
  if (path.endsWith('/payments')) return { amount: 100 };
  if (path.endsWith('/deliveries') && method === 'POST') return { event_id: w.ids.evt };
  if (path.endsWith('/recover')) return { since: '2026-01-01' };
  if (path.endsWith('/payment-intents')) return { purpose: 'rental' };
  if (path.endsWith('/confirm')) return { payment_method: 'pm_card_visa' };
  if (path.endsWith('/deposit/capture')) return { amount: 100, reason: 'Scratched' };
  if (path.endsWith('/refunds')) return { payment_id: w.ids.pay, amount: 100 };
  return undefined;
}

/** The query a GET route needs to get past its own validation (one that has required parameters). */
const QUERY_FOR: Record<string, Record<string, string>> = {
  '/v1/fleet-items/:id/price-calendar': { from: '2026-07-01', to: '2026-07-03', days: '2' },
};
const queryFor = (path: string, replace: Record<string, string> = {}) => {
  const query = { ...QUERY_FOR[path], ...replace };
  return Object.keys(query).length === 0 ? '' : `?${new URLSearchParams(query)}`;
};

let watch: ReturnType<typeof rowWatch>;
const same = (_db: unknown) => watch();

let s: TestServer;
let other: { test_key: string; live_key: string };
let aTest: World;
let aLive: World;
let bTest: World;
let staffOf: { a: string; b: string };

beforeAll(async () => {
  s = await startServer({ webhooks: { enabled: false } });
  other = await s.newTenant('Other Rentals');
  aTest = await buildWorld(s.api, s.tenant.test_key, 'AT');
  aLive = await buildWorld(s.api, s.tenant.live_key, 'AL');
  bTest = await buildWorld(s.api, other.test_key, 'BT');
  // A payment intent in each world: the test provider's in test mode; in live mode, where it is not
  // allowed and this server has no Stripe keys, one written as a provider's confirmation would leave it.
  for (const w of [aTest, bTest]) {
    const tenant = await s.api('PATCH', '/v1/tenant', { key: w.key, body: { payments: { provider: 'test' } } });
    expect(tenant.status, tenant.text).toBe(200);
    const pi = await s.api('POST', `/v1/bookings/${w.ids.bk}/payment-intents`, {
      key: w.key,
      body: { purpose: 'rental' },
    });
    expect(pi.status, pi.text).toBe(201);
    w.ids.pi = pi.body.id;
  }
  aLive.ids.pi = 'pi_0VcLiveIntent0000AL';
  await s.sql.run(
    `INSERT INTO payment_intents (tenant_id, livemode, id, booking_id, purpose, amount, currency, status, client_secret,
       provider, provider_reference, capture_before, application_fee_amount, amount_received, payment_method, payment_id,
       renewal_of, provider_account, provider_customer, created_at, updated_at)
     SELECT tenant_id, ?, ?, ?, purpose, amount, currency, status, client_secret, 'stripe', 'pi_live_ref',
       capture_before, application_fee_amount, amount_received, payment_method, payment_id, renewal_of, 'acct_live',
       provider_customer, created_at, updated_at
       FROM payment_intents WHERE id = ?`,
    s.kind === 'postgres' ? true : 1,
    aLive.ids.pi,
    aLive.ids.bk,
    aTest.ids.pi,
  );
  for (const w of [aTest, aLive, bTest]) w.all.add(w.ids.pi as string);
  staffOf = { a: await staffMember(s.api, s.tenant.live_key, 'A'), b: await staffMember(s.api, other.live_key, 'B') };
  aTest.ids.stf = staffOf.a;
  aLive.ids.stf = staffOf.a;
  bTest.ids.stf = staffOf.b;
  watch = rowWatch(s.sql);
});
afterAll(() => s.close());

describe('isolation: every route × (another tenant, the other mode)', () => {
  it('every :id route answers 404 resource_missing for a record of another tenant or mode, and changes nothing', async () => {
    // Staff have no mode: their routes are checked across tenants below.
    const routes = s.app.routes.filter((r) => r.path.includes(':id') && !isStaffRoute(r.path));
    expect(routes.length).toBeGreaterThan(25);
    const pairs: [string, World, World][] = [
      ['other tenant', aTest, bTest],
      ['other mode (live key, test record)', aTest, aLive],
      ['other mode (test key, live record)', aLive, aTest],
      ['other tenant (reverse)', bTest, aTest],
    ];
    let checked = 0;
    for (const r of routes) {
      const prefix = PREFIX_OF_PATH[r.path.replace(/\/:id.*$/, '')];
      expect(prefix, r.path).toBeDefined();
      for (const [label, owner, intruder] of pairs) {
        const path = r.path.replace(':id', owner.ids[prefix as string] as string) + queryFor(r.path);
        const before = await same(s.sql);
        const body = bodyFor(r.method, r.path, owner);
        const res = await s.api(r.method, path, { key: intruder.key, ...(body === undefined ? {} : { body }) });
        expect(res.status, `${label}: ${r.method} ${path}: ${res.text}`).toBe(404);
        expect(res.body.error).toMatchObject({ type: 'not_found_error', code: 'resource_missing', param: 'id' });
        // Nothing of the owner's shows beyond what the request itself named.
        const sent = path + JSON.stringify(body ?? {});
        for (const id of owner.all) if (!sent.includes(id)) expect(res.text).not.toContain(id);
        expect(res.text).not.toMatch(/Kayak|Bike/);
        expect(await same(s.sql), `${label}: ${r.method} ${r.path} changed rows`).toBe(before);
        checked++;
      }
      // The owner's key does reach it (so the 404 above is the scope, not a bad request).
      if (r.method === 'GET') {
        const own = await s.api(
          'GET',
          r.path.replace(':id', aTest.ids[prefix as string] as string) + queryFor(r.path),
          {
            key: aTest.key,
          },
        );
        expect(own.status, `${r.method} ${r.path}`).toBe(200);
      }
    }
    console.log('isolation:', JSON.stringify({ id_routes: routes.length, cross_scope_requests: checked }));
  });

  it("every staff :id route answers 404 for another tenant's member (live keys) and changes nothing", async () => {
    const routes = s.app.routes.filter((r) => r.path.includes(':id') && isStaffRoute(r.path));
    expect(routes.length).toBe(5);
    for (const r of routes) {
      for (const [owner, intruder] of [
        [staffOf.a, other.live_key],
        [staffOf.b, s.tenant.live_key],
      ] as const) {
        const before = await same(s.sql);
        const body = r.method === 'PATCH' ? { name: 'Renamed' } : undefined;
        const res = await s.api(r.method, r.path.replace(':id', owner), { key: intruder, ...(body ? { body } : {}) });
        expect(res.status, `${r.method} ${r.path}: ${res.text}`).toBe(404);
        expect(res.body.error).toMatchObject({ type: 'not_found_error', code: 'resource_missing', param: 'id' });
        expect(res.text).not.toMatch(/Member [AB]/);
        expect(await same(s.sql)).toBe(before);
      }
    }
    const lists = [
      await s.api('GET', '/v1/staff', { key: s.tenant.live_key }),
      await s.api('GET', '/v1/staff', { key: other.live_key }),
    ];
    expect(lists.map((l) => l.body.data.map((m: { id: string }) => m.id))).toEqual([[staffOf.a], [staffOf.b]]);
  });

  it('every list route shows only the key’s own tenant and mode', async () => {
    const lists = s.app.routes.filter((r) => r.method === 'GET' && !r.path.includes(':id') && r.auth !== false);
    const worlds = [aTest, aLive, bTest];
    for (const r of lists) {
      // The tenant's own settings, the catalog of event kinds (the same for every key), the session of
      // a signed-in member (none with a key), and staff (checked across tenants above).
      if (r.path === '/v1/tenant' || r.path === '/v1/event-types' || r.path === '/console/session') continue;
      if (isStaffRoute(r.path)) continue;
      if (r.path.startsWith('/v1/storefront/')) {
        // The shop's catalog and price sheet: only the key's own items.
        for (const w of worlds) {
          const res = await s.api('GET', r.path, { key: w.key });
          const ids = (res.body.fleet_items as { id: string }[]).map((i) => i.id);
          expect(ids.length, r.path).toBeGreaterThan(0);
          for (const id of ids)
            for (const o of worlds) if (o !== w) expect(o.all.has(id), `${r.path} leaks ${id}`).toBe(false);
        }
        continue;
      }
      for (const w of worlds) {
        const res = await s.api('GET', `${r.path}?limit=100`, { key: w.key });
        expect(res.status, `${r.path}: ${res.text}`).toBe(200);
        expect(res.body.data.length, r.path).toBeGreaterThan(0);
        for (const row of res.body.data as { id: string; livemode: boolean }[]) {
          for (const o of worlds) if (o !== w) expect(o.all.has(row.id), `${r.path} leaks ${row.id}`).toBe(false);
          expect(row.livemode).toBe(w === aLive);
        }
      }
    }
    // Deliveries of an endpoint, and the tenant settings, per scope too.
    for (const w of worlds) {
      const d = await s.api('GET', `/v1/webhook-endpoints/${w.ids.we}/deliveries`, { key: w.key });
      expect(d.status).toBe(200);
      for (const row of d.body.data) expect(row.endpoint_id).toBe(w.ids.we);
    }
    expect((await s.api('GET', '/v1/tenant', { key: other.test_key })).body.name).toBe('Other Rentals');
    await s.api('PATCH', '/v1/tenant', { key: s.tenant.live_key, body: { tax_rate_bps: 999 } });
    expect((await s.api('GET', '/v1/tenant', { key: s.tenant.test_key })).body.tax_rate_bps).not.toBe(999);
  });

  it("references in bodies never reach another tenant's or mode's records", async () => {
    const cases: [string, unknown, string][] = [
      [
        '/v1/bookings',
        {
          customer_id: bTest.ids.cus,
          pickup_date: DAY,
          return_date: '2026-07-02',
          line_items: [{ fleet_item_id: aTest.ids.fi }],
        },
        'customer_id',
      ],
      [
        '/v1/bookings',
        {
          customer_id: aTest.ids.cus,
          pickup_date: DAY,
          return_date: '2026-07-02',
          line_items: [{ fleet_item_id: aLive.ids.fi }],
        },
        'line_items.0.fleet_item_id',
      ],
      [
        '/v1/bookings',
        {
          customer_id: aTest.ids.cus,
          pickup_date: DAY,
          return_date: '2026-07-02',
          line_items: [{ fleet_item_id: aTest.ids.fi }],
          addons: [{ addon_id: bTest.ids.ao }],
        },
        'addons.0.addon_id',
      ],
      [
        '/v1/bookings',
        {
          customer_id: aTest.ids.cus,
          pickup_date: DAY,
          return_date: '2026-07-02',
          line_items: [{ fleet_item_id: aTest.ids.fi }],
          pickup_location_id: aLive.ids.loc,
        },
        'pickup_location_id',
      ],
      [
        `/v1/bookings/${aTest.ids.bk}/swap-item`,
        { line_item_id: aTest.ids.li, new_fleet_item_id: bTest.ids.fi },
        'new_fleet_item_id',
      ],
      [`/v1/webhook-endpoints/${aTest.ids.we}/deliveries`, { event_id: bTest.ids.evt }, 'event_id'],
      ['/v1/pricing/rules', { type: 'multi_day', days_threshold: 2, fleet_item_id: aLive.ids.fi }, 'fleet_item_id'],
      [
        '/v1/pricing/calculate',
        { fleet_item_id: bTest.ids.fi, pickup_date: DAY, return_date: '2026-07-02' },
        'fleet_item_id',
      ],
      [
        '/v1/coupons',
        { code: 'XREF', discount_type: 'percent', discount_value: 5, fleet_item_ids: [bTest.ids.fi] },
        'fleet_item_ids.0',
      ],
    ];
    for (const [path, body, param] of cases) {
      const before = await same(s.sql);
      const res = await s.api('POST', path, { key: aTest.key, body });
      expect([400, 404], `${path}: ${res.text}`).toContain(res.status);
      expect(res.body.error, path).toMatchObject({ code: 'resource_missing', param });
      expect(await same(s.sql)).toBe(before);
    }
    // Swap with a line item of another tenant's booking.
    const swap = await s.api('POST', `/v1/bookings/${aTest.ids.bk}/swap-item`, {
      key: aTest.key,
      body: { line_item_id: bTest.ids.li, new_fleet_item_id: aTest.ids.fi2 },
    });
    expect(swap.status).toBe(404);
    expect(swap.body.error.param).toBe('line_item_id');
  });
});

describe('keys never stored in clear', () => {
  it('the database files (main, WAL, shm) hold no API key, only its SHA-256; the logs hold none either', async () => {
    const lines: string[] = [];
    const store = s.kind === 'sqlite' ? new SqliteStore(s.dbPath) : new PgStore(s.env.DATABASE_URL as string);
    const app = createApp({
      store,
      logger: createLogger('debug', (l) => lines.push(l)),
      webhooks: { enabled: false },
    });
    const running = await listen(app, 0, '127.0.0.1');
    const api = makeApi(running.url, s.tenant.test_key);
    expect((await api('GET', '/v1/tenant')).status).toBe(200);
    expect((await api('GET', '/v1/fleet-items', { key: s.tenant.live_key })).status).toBe(200);
    // A wrong last character (one the real key does not end with: keys are random base62).
    const wrong = `${s.tenant.test_key.slice(0, -1)}${s.tenant.test_key.endsWith('x') ? 'y' : 'x'}`;
    expect((await api('GET', '/v1/tenant', { key: wrong })).status).toBe(401);
    await running.close(1000);

    const keys = [s.tenant.test_key, s.tenant.live_key, other.test_key, other.live_key];
    let bytes: Buffer;
    if (s.kind === 'sqlite') {
      const files = readdirSync(s.dir).filter((f) => f.startsWith('rentline.db'));
      expect(files).toContain('rentline.db');
      expect(files).toContain('rentline.db-wal');
      bytes = Buffer.concat(files.map((f) => readFileSync(join(s.dir, f))));
    } else {
      // PostgreSQL's files are the server's: every row of every table instead.
      bytes = Buffer.from(JSON.stringify(await s.sql.snapshot()));
    }
    let hashesFound = 0;
    for (const key of keys) {
      const secretPart = key.slice('rk_test_'.length);
      expect(bytes.includes(Buffer.from(key)), 'full key in the DB files').toBe(false);
      expect(bytes.includes(Buffer.from(secretPart)), 'key body in the DB files').toBe(false);
      expect(bytes.includes(Buffer.from(secretPart.slice(0, 20))), 'half a key in the DB files').toBe(false);
      const hash = createHash('sha256').update(key).digest('hex');
      if (bytes.includes(Buffer.from(hash))) hashesFound++;
      for (const l of lines) expect(l.includes(secretPart.slice(0, 12)), 'key in a log line').toBe(false);
    }
    expect(hashesFound).toBe(keys.length);
    expect(lines.length).toBeGreaterThanOrEqual(3);
  });
});

describe('constant-time comparison', () => {
  it('API keys are compared by SHA-256 lookup, webhook signatures with timingSafeEqual (code inspection)', () => {
    const auth = readFileSync(join(SERVER_DIR, 'src/http/auth.ts'), 'utf8');
    const memo = readFileSync(join(SERVER_DIR, 'src/http/key-memo.ts'), 'utf8');
    const publishable = readFileSync(join(SERVER_DIR, 'src/http/publishable.ts'), 'utf8');
    const keys = readFileSync(join(SERVER_DIR, 'src/core/api-keys.ts'), 'utf8');
    // The presented key is only ever hashed; the hash is looked up (in memory, then by the index).
    expect(auth).toMatch(/lookup\(hashApiKey\(key\)\)/);
    expect(memo).toMatch(/known\.get\(hash\)/);
    expect(auth).toMatch(/findApiKeyByHash\(hash\)/);
    // So is a publishable key (public, but found the same way), and a checkout's client secret is
    // compared as a hash with timingSafeEqual.
    expect(publishable).toMatch(/lookup\(hashApiKey\(key\)\)/);
    expect(publishable).toMatch(/publishableKeyByHash\(hash\)/);
    const storefront = readFileSync(join(SERVER_DIR, 'src/store/queries/storefront.ts'), 'utf8');
    expect(storefront).toMatch(/WHERE key_hash = \?/);
    const checkouts = readFileSync(join(SERVER_DIR, 'src/storefront/checkouts.ts'), 'utf8');
    expect(checkouts).toMatch(/timingSafeEqual\(given, stored\)/);
    expect(keys).toMatch(/createHash\('sha256'\)/);
    // No direct comparison of a presented key against stored material anywhere in the server.
    const repo = readFileSync(join(SERVER_DIR, 'src/store/queries/tenants.ts'), 'utf8');
    expect(repo).toMatch(/WHERE key_hash = \?/);
    expect(auth.replaceAll('=== undefined', '')).not.toMatch(/===\s*(row|stored|hash)|(row|stored|hash)\S*\s*===/);
    const verify = readFileSync(join(SERVER_DIR, '../webhook-signer/src/verify.ts'), 'utf8');
    expect(verify).toMatch(/timingSafeEqual\(expected, candidate\)/);
  });

  it('behaviour: rejecting a key wrong in its first or its last character takes the same time (within noise)', async () => {
    const auth = authMiddleware(s.store);
    const key = s.tenant.test_key;
    const flip = (c: string) => (c === 'a' ? 'b' : 'a');
    const variants = {
      first: `rk_test_${flip(key[8] as string)}${key.slice(9)}`,
      last: `${key.slice(0, -1)}${flip(key.at(-1) as string)}`,
      valid: key,
    };
    const time = async (k: string) => {
      const ctx = { get: () => `Bearer ${k}`, state: {} } as unknown as Context;
      const t = process.hrtime.bigint();
      try {
        await auth(ctx, (async () => {}) as Next);
      } catch {
        /* 401 */
      }
      return Number(process.hrtime.bigint() - t);
    };
    const samples: Record<string, number[]> = { first: [], last: [], valid: [] };
    for (let i = 0; i < 300; i++) for (const k of Object.values(variants)) await time(k); // warm up
    for (let i = 0; i < 3000; i++) {
      for (const [name, k] of Object.entries(variants)) samples[name]?.push(await time(k));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
    const m = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, median(v)]));
    console.log('auth timing (median ns):', JSON.stringify(m));
    // A gross leak (a byte-by-byte compare over the network) would show as a large ratio; this
    // cannot prove constant time, only that nothing depends grossly on where the key differs.
    const ratio = (m.first as number) / (m.last as number);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('no stack trace or SQL in any response', () => {
  it('an internal error thrown from the database layer (with SQL in its message) is a bare 500 on every route', async () => {
    let boom = false;
    // Connections whose statements fail with SQL and a secret in the message (except the key lookup,
    // so requests get past authentication and fail deep inside each route). A fresh store prepares
    // every statement anew, through this.
    const leak = () =>
      Object.assign(
        new Error(`SQLITE_ERROR: near "x": syntax error in SELECT * FROM secret WHERE k = 'rk_live_leak'`),
        {
          code: 'SQLITE_ERROR',
        },
      );
    const prepare = Database.prototype.prepare;
    Database.prototype.prepare = function (this: Db, sql: string) {
      if (boom && !sql.includes('api_keys')) throw leak();
      return prepare.call(this, sql);
    } as typeof prepare;
    // On PostgreSQL every statement goes through Client#query (transaction control left alone).
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
      const text = typeof config === 'string' ? config : ((config as { text?: string })?.text ?? '');
      if (boom && /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)/.test(text) && !text.includes('api_keys')) throw leak();
      return (query as (...a: unknown[]) => unknown).call(this, config, ...rest);
    } as typeof query;
    const store = s.kind === 'sqlite' ? new SqliteStore(s.dbPath) : new PgStore(s.env.DATABASE_URL as string);
    await (store instanceof PgStore ? store.whenReady() : undefined);
    const lines: string[] = [];
    const app = createApp({ store, logger: createLogger('error', (l) => lines.push(l)), webhooks: { enabled: false } });
    const running = await listen(app, 0, '127.0.0.1');
    try {
      const api = makeApi(running.url, aTest.key);
      boom = true;
      let fiveHundreds = 0;
      for (const r of app.routes) {
        const prefix = PREFIX_OF_PATH[r.path.replace(/\/:id.*$/, '')];
        const path = r.path.replace(':id', aTest.ids[prefix ?? ''] ?? 'x');
        const body = bodyFor(r.method, r.path, aTest) ?? (r.method === 'POST' ? {} : undefined);
        const res = await api(r.method, path, body === undefined ? {} : { body });
        if (res.status === 500) {
          fiveHundreds++;
          expect(res.body).toEqual({
            error: {
              type: 'api_error',
              code: 'internal_error',
              message: 'An unexpected error occurred. Please try again later.',
              request_id: res.headers.get('request-id'),
            },
          });
        }
        expect(res.status, `${r.method} ${r.path}`).not.toBe(503);
        // The reference page's renderer is third-party JavaScript, not an answer that could leak.
        if (r.contentType !== undefined && res.status < 400) continue;
        expect(res.text, `${r.method} ${r.path}`).not.toMatch(/FROM secret|rk_live_leak|SQLITE_|\.ts:\d+|at \w+ \(/);
        if (res.status >= 400) expect(res.text).not.toMatch(/SELECT|secret|sqlite|stack/i);
      }
      // Every route that touches the database failed that way, the public ones included.
      expect(fiveHundreds).toBeGreaterThan(app.routes.length / 2);
      // The operator gets the details in the log instead.
      expect(lines.some((l) => l.includes('SELECT * FROM secret') && l.includes('"stack"'))).toBe(true);
      console.log('internal errors:', JSON.stringify({ routes: app.routes.length, answered_500_clean: fiveHundreds }));
    } finally {
      boom = false;
      Database.prototype.prepare = prepare;
      pg.Client.prototype.query = query;
      await running.close(1000);
    }
  });
});

describe('SQL-looking input', () => {
  const NASTY = [
    "'; DROP TABLE bookings; --",
    "Robert'); DROP TABLE customers;--",
    '" OR ""="',
    "%' OR 1=1 --",
    "' UNION SELECT key_hash, 1 FROM api_keys --",
    "1; ATTACH DATABASE '/tmp/x.db' AS x; --",
    '$1 ?1 :name @p ?',
    "\\'; SELECT 1; --",
    'x\u0000y',
  ];

  it('is stored and returned verbatim in every text field', async () => {
    const api = s.api;
    for (const v of NASTY) {
      const fields: [string, Record<string, unknown>, string[]][] = [
        ['/v1/fleet-items', { name: v, description: v, price_full_day: 100 }, ['name', 'description']],
        ['/v1/addons', { name: v, price: 100 }, ['name']],
        ['/v1/customers', { name: v, phone: v.slice(0, 40) }, ['name']],
        ['/v1/locations', { name: v, address: v }, ['name', 'address']],
        [
          '/v1/packages',
          { name: v, fleet_item_ids: [aTest.ids.fi], discount_type: 'percent', discount_value: 1 },
          ['name'],
        ],
        ['/v1/webhook-endpoints', { url: 'https://example.com/h', events: ['*'], description: v }, ['description']],
      ];
      for (const [path, body, names] of fields) {
        const created = await api('POST', path, { body });
        expect(created.status, `${path}: ${created.text}`).toBe(201);
        const got = await api('GET', `${path}/${created.body.id}`);
        for (const n of names) expect(got.body[n], `${path}.${n}`).toBe(v);
      }
      const bk = await api('POST', '/v1/bookings', {
        body: {
          customer_id: aTest.ids.cus,
          pickup_date: '2027-01-01T09:00',
          return_date: '2027-01-02T09:00',
          line_items: [{ fleet_item_id: aTest.ids.fi }],
          notes: v,
        },
      });
      expect(bk.status, bk.text).toBe(201);
      const paid = await api('POST', `/v1/bookings/${bk.body.id}/payments`, {
        body: { amount: 100, method: v, reference: v },
      });
      expect(paid.status, paid.text).toBe(201);
      const cancelled = await api('POST', `/v1/bookings/${bk.body.id}/cancel`, { body: { reason: v } });
      expect(cancelled.body.cancellation_reason).toBe(v);
      const detail = (await api('GET', `/v1/bookings/${bk.body.id}`)).body;
      expect(detail.notes).toBe(v);
      expect(detail.payments[0]).toMatchObject({ method: v, reference: v });
      const tenant = await api('PATCH', '/v1/tenant', { body: { name: v } });
      expect(tenant.body.name).toBe(v);
    }
    if (s.kind === 'sqlite') expect(s.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('is inert in every filter and id: no wider result, no error beyond 400/404, no row changed', async () => {
    const lists = s.app.routes.filter((r) => r.method === 'GET' && r.query);
    const counts = async () =>
      JSON.stringify(Object.entries(await s.sql.snapshot()).map(([name, rows]) => [name, rows.length]));
    const before = await counts();
    let requests = 0;
    for (const r of lists) {
      const params = Object.keys(
        z.toJSONSchema(r.query as never, { io: 'input', unrepresentable: 'any' }).properties ?? {},
      );
      for (const p of params) {
        for (const v of NASTY) {
          const owner = PREFIX_OF_PATH[r.path.replace(/\/:id.*$/, '')] ?? 'we';
          const path = r.path.replace(':id', aTest.ids[owner] as string);
          const key = isStaffRoute(path) ? s.tenant.live_key : undefined;
          const res = await s.api('GET', `${path}${queryFor(r.path, { [p]: v })}`, key === undefined ? {} : { key });
          requests++;
          expect([200, 400], `${path}?${p}=${v}: ${res.text}`).toContain(res.status);
          // A search finds just what holds the text (some records hold it: they were made of it above).
          if (res.status === 200 && p === 'q') {
            const needle = needleOf(v) ?? '';
            for (const row of res.body.data) {
              const texts = stringsOf(row).flatMap((t) => [fold(t), t.replace(/\D/g, '')]);
              expect(
                texts.some((t) => t.includes(needle)),
                `${path}?q=${v}: ${JSON.stringify(row)}`,
              ).toBe(true);
            }
          }
          // Any other filter shows nothing; the one non-list (an item's calendar) shows that item only.
          else if (res.status === 200 && r.list) expect(res.body.data, `${path}?${p}=${v}`).toEqual([]);
          else if (res.status === 200) expect(res.body.fleet_item_id).toBe(aTest.ids.fi);
          else expect(res.body.error.param).toBe(p);
        }
      }
    }
    for (const r of s.app.routes.filter((x) => x.path.includes(':id'))) {
      for (const v of NASTY) {
        const res = await s.api(r.method, r.path.replace(':id', encodeURIComponent(v)) + queryFor(r.path), {
          ...(isStaffRoute(r.path) ? { key: s.tenant.live_key } : {}),
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: bodyFor(r.method, r.path, aTest) ?? {} }),
        });
        requests++;
        expect(res.status, `${r.method} ${r.path} ${v}`).toBe(404);
      }
    }
    expect(await counts()).toBe(before);
    console.log('sql-looking input:', JSON.stringify({ filter_and_id_requests: requests }));
  });
});

describe('ids with path tricks', () => {
  it('are 404 (never another record, never a 5xx) on every :id route', async () => {
    const id = aTest.ids.fi as string;
    const tricks = [
      '..',
      '%2e%2e',
      `..%2F${id}`,
      `${id}%2F..`,
      `%2E%2E%2Ftenant`,
      `..%2f..%2fhealthz`,
      `${id}%00`,
      `${id}%00.json`,
      `%00${id}`,
      `${id}%20`,
      `%20${id}`,
      `${id}.json`,
      `${id};x`,
      `${id.toUpperCase()}`,
      `${id}%0d%0aSet-Cookie:%20x=1`,
      '*',
      '%25',
      '%',
      '%zz',
      encodeURIComponent('fi_\u202e'),
      'a'.repeat(5000),
    ];
    let n = 0;
    for (const r of s.app.routes.filter((x) => x.path.includes(':id'))) {
      for (const t of tricks) {
        const before = await same(s.sql);
        const body = bodyFor(r.method, r.path, aTest);
        const key = isStaffRoute(r.path) ? s.tenant.live_key : undefined;
        const res = await s.api(r.method, r.path.replace(':id', t) + queryFor(r.path), {
          ...(key === undefined ? {} : { key }),
          ...(body === undefined ? {} : { body }),
        });
        n++;
        expect(res.status, `${r.method} ${r.path.replace(':id', t).slice(0, 120)}: ${res.text.slice(0, 200)}`).toBe(
          404,
        );
        expect(res.body.error.code).toBe('resource_missing');
        expect(res.headers.get('set-cookie')).toBeNull();
        expect(await same(s.sql)).toBe(before);
      }
    }
    // Traversal in the raw path (not encoded) never reaches another route either.
    for (const raw of [`/v1/fleet-items/../tenant`, `/v1/fleet-items/./${id}`, `/v1//fleet-items/${id}`]) {
      const res = await rawRequest(`GET ${raw} HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${aTest.key}\r\n\r\n`);
      expect(res.status, raw).toBe(404);
    }
    console.log('path tricks:', JSON.stringify({ requests: n }));
  });
});

/** One raw HTTP/1.1 exchange on a fresh socket: the status and body of the first response. */
async function rawRequest(
  head: string,
  body: Buffer | string = '',
  url = s.url,
): Promise<{ status: number; text: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const sock = connect(Number(port), '127.0.0.1');
    let data = '';
    sock.on('data', (d) => {
      data += d.toString('latin1');
    });
    sock.on('error', (e) => (data ? undefined : reject(e)));
    sock.on('close', () => {
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data);
      resolve({ status: m ? Number(m[1]) : 0, text: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
    sock.write(head);
    if (body.length) sock.write(body);
    setTimeout(() => sock.end(), 300);
  });
}

describe('oversized input', () => {
  it('headers over 16 KiB, a huge URL and bodies over 1 MiB are refused with the envelope', async () => {
    const auth = `authorization: Bearer ${aTest.key}\r\n`;
    const big = await rawRequest(`GET /v1/tenant HTTP/1.1\r\nhost: x\r\n${auth}x-big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.status).toBe(431);
    expect(JSON.parse(big.text).error.code).toBe('headers_too_large');
    const many = await rawRequest(
      `GET /v1/tenant HTTP/1.1\r\nhost: x\r\n${auth}${Array.from({ length: 3000 }, (_, i) => `x-h${i}: v\r\n`).join('')}\r\n`,
    );
    expect(many.status).toBe(431);
    const url = await rawRequest(`GET /v1/fleet-items/${'a'.repeat(20_000)} HTTP/1.1\r\nhost: x\r\n${auth}\r\n`);
    expect(url.status).toBe(431);
    const body = Buffer.alloc(1_048_577, 'a');
    const declared = await rawRequest(
      `POST /v1/customers HTTP/1.1\r\nhost: x\r\n${auth}content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.text).error.code).toBe('body_too_large');
    const lying = await rawRequest(
      `POST /v1/customers HTTP/1.1\r\nhost: x\r\n${auth}content-type: application/json\r\ncontent-length: 99999999999\r\n\r\n{}`,
    );
    expect(lying.status).toBe(413);
    // Deep nesting is cut off at 64 levels (a 100,000-level array once overflowed the stack of the
    // idempotency fingerprint: a 500); 64 levels are still parsed and validated as usual.
    for (const [depth, code] of [
      [100_000, 'invalid_json'],
      [65, 'invalid_json'],
      [63, 'parameter_invalid'],
    ] as const) {
      const res = await s.api('POST', '/v1/customers', {
        raw: `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`,
        headers: { 'content-type': 'application/json', 'idempotency-key': `deep-${depth}` },
      });
      expect(res.status, String(depth)).toBe(400);
      expect(res.body.error.code, String(depth)).toBe(code);
    }
    const garbage = await rawRequest('GARBAGE\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.text).error.code).toBe('malformed_request');
    // Still healthy.
    expect((await s.api('GET', '/healthz', { key: null })).status).toBe(200);
  });
});

describe('rate limit per key', () => {
  it('limits each key on its own; neither another key, X-Forwarded-For nor spelling escapes it', async () => {
    // The limiter's clock stands still: no token comes back while the test runs, however slow it is.
    const rl = await startServer({
      config: { rateLimitPerSecond: 5 },
      webhooks: { enabled: false },
      rateLimitClock: () => 0,
    });
    try {
      const second = await rl.newTenant('Second');
      const burst = async (key: string, headers: Record<string, string> = {}) => {
        const statuses: number[] = [];
        for (let i = 0; i < 15; i++) statuses.push((await rl.api('GET', '/v1/fleet-items', { key, headers })).status);
        return statuses;
      };
      const a = await burst(rl.tenant.test_key);
      expect(a.filter((x) => x === 200).length).toBeGreaterThanOrEqual(10);
      expect(a.filter((x) => x === 200).length).toBeLessThanOrEqual(11);
      expect(a.at(-1)).toBe(429);
      // The same key with a spoofed client address, or with another spelling of the scheme: still limited.
      const spoof = await rl.api('GET', '/v1/fleet-items', {
        key: null,
        headers: { authorization: `bearer ${rl.tenant.test_key}`, 'x-forwarded-for': '10.9.8.7' },
      });
      expect(spoof.status).toBe(429);
      expect(spoof.headers.get('retry-after')).toMatch(/^\d+$/);
      // Another key of the same tenant and another tenant's key have their own buckets.
      expect((await burst(rl.tenant.live_key)).slice(0, 10).every((x) => x === 200)).toBe(true);
      expect((await burst(second.test_key)).slice(0, 10).every((x) => x === 200)).toBe(true);
      // POSTs count too.
      const post = await rl.api('POST', '/v1/customers', { body: { name: 'x' } });
      expect(post.status).toBe(429);
    } finally {
      await rl.close();
    }
  });
});

describe('SSRF: webhook deliveries to private targets are refused by the running worker', () => {
  let rx: Receiver;
  let srv: TestServer;
  const INTERNAL = 'internal.rentline.test';
  // DNS for the test: a public-looking name that resolves to 127.0.0.1, under the worker's own guard
  // (which must check the answer); every other name goes to the system resolver.
  const lookup: LookupFunction = guardedLookup(((host: string, options: object, cb: (...a: unknown[]) => void) => {
    if (host === INTERNAL) return cb(null, [{ address: '127.0.0.1', family: 4 }]);
    return dnsLookup(host, options as never, cb as never);
  }) as never);

  beforeAll(async () => {
    rx = await startReceiver(() => 200);
    srv = await startServer({ webhooks: { pollIntervalMs: 50, lookup } });
  });
  afterAll(async () => {
    await srv?.close();
    await rx?.close();
  });

  it('IPv6 loopback, 0.0.0.0, decimal, octal, hex and short IPv4, mapped IPv6, localhost and a name resolving to 127.0.0.1: url_private, nothing sent', async () => {
    const p = rx.port;
    const urls = [
      `http://127.0.0.1:${p}/h`,
      `http://[::1]:${p}/h`,
      `http://[0:0:0:0:0:0:0:1]:${p}/h`,
      `http://0.0.0.0:${p}/h`,
      `http://[::]:${p}/h`,
      `http://2130706433:${p}/h`,
      `http://0177.0.0.1:${p}/h`,
      `http://0x7f.0.0.1:${p}/h`,
      `http://127.1:${p}/h`,
      `http://[::ffff:127.0.0.1]:${p}/h`,
      `http://[::ffff:7f00:1]:${p}/h`,
      `http://localhost:${p}/h`,
      `http://${INTERNAL}:${p}/h`,
      `http://169.254.169.254:${p}/latest/meta-data`,
      `http://10.0.0.1:${p}/h`,
    ];
    const endpoints: string[] = [];
    for (const url of urls) {
      const r = await srv.api('POST', '/v1/webhook-endpoints', { body: { url, events: ['*'] } });
      expect(r.status, `${url}: ${r.text}`).toBe(201);
      endpoints.push(r.body.id);
    }
    const item = (await srv.api('POST', '/v1/fleet-items', { body: { name: 'x', price_full_day: 100 } })).body;
    const cus = (await srv.api('POST', '/v1/customers', { body: { name: 'x' } })).body;
    const bk = await srv.api('POST', '/v1/bookings', {
      body: {
        customer_id: cus.id,
        pickup_date: DAY,
        return_date: '2026-07-02',
        line_items: [{ fleet_item_id: item.id }],
      },
    });
    expect(bk.status).toBe(201);
    const errors: Record<string, string> = {};
    await eventually(
      async () => {
        for (const [i, id] of endpoints.entries()) {
          const d = await srv.api('GET', `/v1/webhook-endpoints/${id}/deliveries`);
          const attempt = d.body.data[0]?.attempts[0];
          if (attempt) errors[urls[i] as string] = attempt.error;
        }
        return Object.keys(errors).length === urls.length;
      },
      15_000,
      'one attempt per endpoint',
    );
    for (const url of urls) expect(errors[url], url).toBe('url_private');
    expect(rx.received).toHaveLength(0);
  });

  it('a redirect to a private address is never followed: the attempt is http_302 and the target never hit', async () => {
    const target = await startReceiver(() => 200);
    const redirector = await startReceiver(() => ({
      status: 302,
      headers: { location: `http://127.0.0.1:${target.port}/internal` },
    }));
    // Private targets allowed here, so the redirector itself is reached; the redirect must still not be.
    const open = await startServer({ config: { webhookAllowPrivateUrls: true }, webhooks: { pollIntervalMs: 50 } });
    try {
      const ep = await open.api('POST', '/v1/webhook-endpoints', {
        body: { url: `${redirector.url}/h`, events: ['*'] },
      });
      const item = (await open.api('POST', '/v1/fleet-items', { body: { name: 'x', price_full_day: 100 } })).body;
      const cus = (await open.api('POST', '/v1/customers', { body: { name: 'x' } })).body;
      await open.api('POST', '/v1/bookings', {
        body: {
          customer_id: cus.id,
          pickup_date: DAY,
          return_date: '2026-07-02',
          line_items: [{ fleet_item_id: item.id }],
        },
      });
      const attempt = await eventually(
        async () => {
          const d = await open.api('GET', `/v1/webhook-endpoints/${ep.body.id}/deliveries`);
          return d.body.data[0]?.attempts[0];
        },
        10_000,
        'an attempt',
      );
      expect(attempt).toMatchObject({ response_status: 302, error: 'http_302' });
      expect(redirector.received.length).toBeGreaterThanOrEqual(1);
      await new Promise((r) => setTimeout(r, 200));
      expect(target.received).toHaveLength(0);
    } finally {
      await open.close();
      await redirector.close();
      await target.close();
    }
  });
});
