/**
 * What a publishable key may call, and CORS: every route of the API called with a publishable key
 * (403 `publishable_key_not_allowed` for all but the storefront's), the Origin checked against the
 * key's `allowed_origins`, preflights, secret keys never answered with CORS headers, and what a
 * shopper sees of the answers (availability slots, coupon refusals). The rate limit counts per key
 * and client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHABLE_ACCESS, shopperAccess } from '../src/storefront/access.js';
import { mkCoupon, mkItem } from './bookings-fixtures.js';
import { type ApiResponse, startServer, type TestServer } from './helpers.js';
import { corsOf, expectError, mkPublishableKey, SHOP, shopper } from './storefront-fixtures.js';

let s: TestServer;
let pk: string;
let itemId: string;
beforeAll(async () => {
  s = await startServer();
  pk = (await mkPublishableKey(s.api)).key;
  itemId = (await mkItem(s.api, { quantity: 3 })).id;
});
afterAll(() => s?.close());

/**
 * Routes being built beside this one (staff and the console's sessions) that the table already
 * classifies under the operationIds those features declare.
 */
const AWAITED = new Set([
  'listStaff',
  'createStaffMember',
  'getStaffMember',
  'updateStaffMember',
  'deleteStaffMember',
  'inviteStaffMember',
  'unlockStaffMember',
  'createConsoleSession',
  'getConsoleSession',
  'deleteConsoleSession',
  'setConsolePassword',
]);

const keyed = () => s.app.routes.filter((r) => r.auth !== false);
const pathOf = (path: string) => path.replace(/:([a-z_]+)/g, 'xx_unknown');

describe('the table of what a publishable key may call', () => {
  it('classifies every route that takes a key, and names no route that does not exist', () => {
    const routes = keyed();
    const unclassified = routes.filter((r) => !(r.operationId in PUBLISHABLE_ACCESS)).map((r) => r.operationId);
    expect(unclassified).toEqual([]);
    const ids = new Set(routes.map((r) => r.operationId));
    const stale = Object.keys(PUBLISHABLE_ACCESS).filter((id) => !ids.has(id) && !AWAITED.has(id));
    expect(stale).toEqual([]);
    expect(
      routes
        .filter((r) => shopperAccess(r.operationId) !== undefined)
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(
      [
        'GET /v1/fleet-items/:id/availability',
        'GET /v1/payment-intents/:id',
        'POST /v1/bookings/:id/payment-intents',
        'POST /v1/payment-intents/:id/confirm',
        'GET /v1/fleet-items/:id/price-calendar',
        'GET /v1/storefront/catalog',
        'GET /v1/storefront/checkouts/:id',
        'GET /v1/storefront/price-sheet',
        'POST /v1/availability/check',
        'POST /v1/pricing/calculate',
        'POST /v1/storefront/checkouts',
      ].sort(),
    );
  });
});

describe('every endpoint with a publishable key', () => {
  it('answers 403 publishable_key_not_allowed everywhere but the storefront, which it may call', async () => {
    const call = shopper(s.api, pk);
    for (const r of keyed()) {
      const body = r.method === 'POST' || r.method === 'PATCH' ? {} : undefined;
      const res = await call(r.method, pathOf(r.path), body === undefined ? {} : { body });
      const access = shopperAccess(r.operationId);
      if (access === undefined) {
        expectError(res, 403, 'publishable_key_not_allowed');
        expect(res.body.error.type).toBe('permission_error');
      } else if (access.clientSecret) {
        expectError(res, 400, 'parameter_missing', 'Rentline-Client-Secret');
      } else {
        expect([200, 400, 404], `${r.operationId}: ${res.text}`).toContain(res.status);
      }
      // The page may read every answer to its allowed origin, refusals included.
      expect(corsOf(res).allowOrigin, r.operationId).toBe(SHOP);
    }
  });

  it('a secret key calls every route as before, and no answer to it carries CORS headers, Origin or not', async () => {
    for (const r of keyed()) {
      const body = r.method === 'POST' || r.method === 'PATCH' ? {} : undefined;
      // Staff are managed with a live key only (a test key is refused them, as it is everywhere).
      const key = r.path.startsWith('/v1/staff') ? { key: s.tenant.live_key } : {};
      const res = await s.api(r.method, pathOf(r.path), {
        ...key,
        ...(body === undefined ? {} : { body }),
        headers: { origin: 'https://evil.example' },
      });
      expect(res.status, `${r.operationId}: ${res.text}`).not.toBe(403);
      res.headers.forEach((_value, name) => {
        expect(name.startsWith('access-control-'), `${r.operationId} ${name}`).toBe(false);
      });
    }
  });
});

describe('CORS with a publishable key', () => {
  const catalog = (origin: string | null, key = pk) => shopper(s.api, key, origin)('GET', '/v1/storefront/catalog');

  it('an allowed Origin is echoed with Vary: Origin and the headers a page may read', async () => {
    const res = await catalog(SHOP);
    expect(res.status).toBe(200);
    expect(corsOf(res).allowOrigin).toBe(SHOP);
    expect(corsOf(res).vary?.toLowerCase()).toContain('origin');
    expect(res.headers.get('access-control-expose-headers')).toBe('request-id, retry-after, idempotent-replayed');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('an Origin the key does not list is 403 origin_not_allowed, without CORS headers', async () => {
    for (const origin of ['https://evil.example', 'http://shop.example', 'https://shop.example:8443', 'null']) {
      const res = await catalog(origin);
      expectError(res, 403, 'origin_not_allowed');
      expect(res.body.error.type).toBe('permission_error');
      expect(corsOf(res).allowOrigin).toBeNull();
    }
  });

  it('no Origin (a server, curl) is not a cross-origin call: answered, without CORS headers', async () => {
    const res = await catalog(null);
    expect(res.status).toBe(200);
    expect(corsOf(res).allowOrigin).toBeNull();
  });

  it('a test key holding "*" allows any origin, echoing it', async () => {
    const any = (await mkPublishableKey(s.api, { allowed_origins: ['*'] })).key;
    for (const origin of ['https://a.example', 'http://localhost:1234']) {
      const res = await catalog(origin, any);
      expect(res.status).toBe(200);
      expect(corsOf(res).allowOrigin).toBe(origin);
    }
  });

  it('preflights to the storefront answer 204 for any origin with the methods and headers; others stay 405', async () => {
    const preflight = (path: string, origin = 'https://anyone.example') =>
      s.api('OPTIONS', path, {
        key: null,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const expectPreflight = (res: ApiResponse, origin: string, methods: string) => {
      expect(res.status, res.text).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-methods')).toBe(methods);
      expect(res.headers.get('access-control-allow-headers')).toBe(
        'authorization, content-type, idempotency-key, rentline-client-secret',
      );
      expect(res.headers.get('vary')?.toLowerCase()).toContain('origin');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    };
    expectPreflight(await preflight('/v1/storefront/checkouts'), 'https://anyone.example', 'POST');
    expectPreflight(await preflight('/v1/storefront/checkouts/chk_x', SHOP), SHOP, 'GET');
    expectPreflight(await preflight('/v1/pricing/calculate'), 'https://anyone.example', 'POST');
    expectPreflight(await preflight(`/v1/fleet-items/${itemId}/availability`), 'https://anyone.example', 'GET');
    expectPreflight(await preflight('/v1/storefront/price-sheet'), 'https://anyone.example', 'GET');
    // An OPTIONS that is no preflight (no Origin, or no Access-Control-Request-Method): the usual 405.
    expect((await s.api('OPTIONS', '/v1/storefront/checkouts', { key: null })).status).toBe(405);
    const bare = await s.api('OPTIONS', '/v1/storefront/checkouts', { key: null, headers: { origin: SHOP } });
    expect(bare.status).toBe(405);
    expect(bare.headers.get('access-control-allow-origin')).toBeNull();
    // Not the storefront's: the usual 405, no CORS.
    for (const path of ['/v1/bookings', '/v1/fleet-items', '/v1/publishable-keys']) {
      const res = await preflight(path);
      expect(res.status).toBe(405);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('what a shopper sees', () => {
  it('availability slots carry available only (no in_use, no down); a secret key sees them all', async () => {
    const path = `/v1/fleet-items/${itemId}/availability?from=2030-05-01&to=2030-05-03`;
    const secret = await s.api('GET', path);
    expect(Object.keys(secret.body.slots[0]).sort()).toEqual(['available', 'down', 'end', 'in_use', 'start']);
    const shop = await shopper(s.api, pk)('GET', path);
    expect(shop.status).toBe(200);
    expect(shop.body.slots).toEqual(
      secret.body.slots.map((x: { start: string; end: string; available: number }) => ({
        start: x.start,
        end: x.end,
        available: x.available,
      })),
    );
  });

  it('the price calendar answers a shopper as a secret key, up to 2,000 dates × days (a secret key has no such cap)', async () => {
    const path = (to: string, days: number) =>
      `/v1/fleet-items/${itemId}/price-calendar?from=2030-05-01&to=${to}&days=${days}`;
    // 31 dates × 64 days = 1,984: the largest month of a shopper's two-month rentals.
    const month = path('2030-05-31', 64);
    const secret = await s.api('GET', month);
    expect(secret.status, secret.text).toBe(200);
    const shop = await shopper(s.api, pk)('GET', month);
    expect(shop.status, shop.text).toBe(200);
    expect(shop.body).toEqual(secret.body);
    expect(shop.body.data).toHaveLength(31);
    // 31 × 65 = 2,015 and 62 × 40 = 2,480: refused to the shopper, naming days; answered to the shop.
    for (const over of [path('2030-05-31', 65), path('2030-07-01', 40)]) {
      expectError(await shopper(s.api, pk)('GET', over), 400, 'parameter_invalid', 'days');
      expect((await s.api('GET', over)).status).toBe(200);
    }
    // Hours are never more than a day: 62 dates of 24-hour rentals pass.
    const hours = await shopper(s.api, pk)(
      'GET',
      `/v1/fleet-items/${itemId}/price-calendar?from=2030-05-01&to=2030-07-01&hours=24`,
    );
    expect(hours.status, hours.text).toBe(200);
    expect(hours.body.data).toHaveLength(62);
  });

  it('every coupon refusal but coupon_minimum_not_met is coupon_invalid', async () => {
    const expired = await mkCoupon(s.api, { valid_until: '2020-01-01T00:00:00Z' });
    const inactive = await mkCoupon(s.api, { active: false });
    const minimum = await mkCoupon(s.api, { min_subtotal: 10_000_000 });
    const other = await mkItem(s.api);
    const elsewhere = await mkCoupon(s.api, { fleet_item_ids: [other.id] });
    const quote = (code: string, key?: string) =>
      (key === undefined ? s.api : shopper(s.api, key))('POST', '/v1/pricing/calculate', {
        body: { fleet_item_id: itemId, pickup_date: '2030-05-01', return_date: '2030-05-03', coupon_code: code },
      });
    for (const [coupon, code] of [
      [expired, 'coupon_expired'],
      [inactive, 'coupon_inactive'],
      [elsewhere, 'coupon_not_applicable'],
    ] as const) {
      expectError(await quote(coupon.code), 400, code, 'coupon_code');
      expectError(await quote(coupon.code, pk), 400, 'coupon_invalid', 'coupon_code');
    }
    expectError(await quote('NO_SUCH_CODE', pk), 400, 'coupon_invalid', 'coupon_code');
    expectError(await quote(minimum.code), 400, 'coupon_minimum_not_met', 'coupon_code');
    expectError(await quote(minimum.code, pk), 400, 'coupon_minimum_not_met', 'coupon_code');
  });
});

describe('the rate limit of a publishable key', () => {
  it('counts per key and client address (the last X-Forwarded-For entry behind TRUST_PROXY)', async () => {
    const limited = await startServer({ config: { rateLimitPerSecond: 1, trustProxy: true }, rateLimitClock: () => 0 });
    try {
      const key = (await mkPublishableKey(limited.api)).key;
      const from = (address: string) =>
        shopper(limited.api, key)('GET', '/v1/storefront/catalog', {
          headers: { 'x-forwarded-for': `203.0.113.9, ${address}` },
        });
      const a = [];
      for (let i = 0; i < 3; i++) a.push((await from('198.51.100.1')).status);
      expect(a).toEqual([200, 200, 429]);
      // Another client of the same key has its own bucket; so does the secret key.
      expect((await from('198.51.100.2')).status).toBe(200);
      expect((await limited.api('GET', '/v1/storefront/catalog')).status).toBe(200);
      const refused = await from('198.51.100.1');
      expectError(refused, 429, 'rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });
});
