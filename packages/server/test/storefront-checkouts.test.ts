/**
 * Checkouts on an injected clock: a new customer and a pending booking holding its units per
 * checkout, the hold's length, the units freed when it expires, `price_changed` with nothing
 * written, the checkout's status from its booking's, reading it with its client secret, the limits
 * (open checkouts, attempts a minute, coupon requests an hour: 429 with retry-after), and
 * `Idempotency-Key` scoped to the client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpired } from '../src/bookings/background/expiry.js';
import { extendCheckoutHold } from '../src/storefront/holds.js';
import { counts, mkCoupon, mkItem, ok } from './bookings-fixtures.js';
import { type ApiOptions, startServer, type TestServer } from './helpers.js';
import { expectError, mkPublishableKey, shopper } from './storefront-fixtures.js';

const T0 = Date.parse('2030-03-01T10:00:00.000Z');
let nowMs = T0;
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

let s: TestServer;
let pk: { id: string; key: string };

beforeAll(async () => {
  s = await startServer({ clock: () => new Date(nowMs), config: { trustProxy: true }, expiry: { enabled: false } });
  pk = await mkPublishableKey(s.api);
});
afterAll(() => s?.close());

/** A shopper at `address` (its own client: the storefront's limits count per key and address). */
const client = (address: string, key = pk.key) => {
  const call = shopper(s.api, key);
  return (method: string, path: string, opts: ApiOptions = {}) =>
    call(method, path, { ...opts, headers: { 'x-forwarded-for': address, ...opts.headers } });
};
let nextAddress = 1;
const newClient = () => client(`198.51.100.${nextAddress++}`);

const cart = (itemId: string, extra: Record<string, unknown> = {}) => ({
  line_items: [{ fleet_item_id: itemId, quantity: 1 }],
  pickup_date: '2030-04-01T09:00',
  return_date: '2030-04-03T09:00',
  customer: { name: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0199' },
  ...extra,
});

const customerCount = async () => Number(((await s.sql.get('SELECT count(*) AS n FROM customers')) as { n: number }).n);

describe('a checkout', () => {
  it('makes a new customer and a pending booking held 30 minutes (no tenant hold), with a client secret', async () => {
    nowMs = T0;
    const item = await mkItem(s.api, { quantity: 5, price_full_day: 5000 });
    const shop = newClient();
    const before = await customerCount();
    const first = await shop('POST', '/v1/storefront/checkouts', { body: cart(item.id) });
    expect(first.status, first.text).toBe(201);
    const c = first.body;
    expect(c.id).toMatch(/^chk_/);
    expect(c.client_secret.startsWith(`${c.id}_secret_`)).toBe(true);
    expect(c).toMatchObject({ object: 'checkout', status: 'open', expires_at: at(30), livemode: false });
    const booking = await ok(s.api, 'GET', `/v1/bookings/${c.booking_id}`, undefined);
    expect(booking).toMatchObject({ status: 'pending', expires_at: at(30), total: c.total, subtotal: c.subtotal });
    expect(booking.customer).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com' });
    for (const f of ['tax_amount', 'discount_amount', 'service_fee_amount', 'amount_owed', 'deposit_hold_amount']) {
      expect(c[f], f).toBe(booking[f]);
    }
    // The same shopper again: another new customer, never the existing one.
    const second = await shop('POST', '/v1/storefront/checkouts', { body: cart(item.id) });
    expect(second.status).toBe(201);
    expect(await customerCount()).toBe(before + 2);
    const again = await ok(s.api, 'GET', `/v1/bookings/${second.body.booking_id}`, undefined);
    expect(again.customer_id).not.toBe(booking.customer_id);
    // Events as for any booking.
    const events = (await s.sql.all("SELECT data FROM events WHERE type = 'booking.created'")) as { data: string }[];
    expect(events.map((e) => JSON.parse(e.data).id)).toContain(c.booking_id);
  });

  it("holds for the tenant's pending_expiry_minutes, at most 60", async () => {
    nowMs = T0;
    const item = await mkItem(s.api, { quantity: 5 });
    const shop = newClient();
    await ok(s.api, 'PATCH', '/v1/tenant', { pending_expiry_minutes: 10 });
    expect((await shop('POST', '/v1/storefront/checkouts', { body: cart(item.id) })).body.expires_at).toBe(at(10));
    await ok(s.api, 'PATCH', '/v1/tenant', { pending_expiry_minutes: 600 });
    expect((await shop('POST', '/v1/storefront/checkouts', { body: cart(item.id) })).body.expires_at).toBe(at(60));
    await ok(s.api, 'PATCH', '/v1/tenant', { pending_expiry_minutes: null });
  });

  it('holds its units while open and frees them when it expires (before and after the sweep)', async () => {
    nowMs = T0;
    const item = await mkItem(s.api, { quantity: 1 });
    const first = await newClient()('POST', '/v1/storefront/checkouts', { body: cart(item.id) });
    expect(first.status).toBe(201);
    const secret = { headers: { 'rentline-client-secret': first.body.client_secret } };
    const other = newClient();
    expectError(await other('POST', '/v1/storefront/checkouts', { body: cart(item.id) }), 409, 'item_unavailable');
    const check = {
      line_items: [{ fleet_item_id: item.id }],
      pickup_date: '2030-04-01T09:00',
      return_date: '2030-04-03T09:00',
    };
    expect((await other('POST', '/v1/availability/check', { body: check })).body.available).toBe(false);
    nowMs = T0 + 30 * 60_000;
    expect((await other('POST', '/v1/availability/check', { body: check })).body.available).toBe(true);
    const read = client('198.51.100.250');
    expect((await read('GET', `/v1/storefront/checkouts/${first.body.id}`, secret)).body).toMatchObject({
      status: 'expired',
      expires_at: at(30),
    });
    const second = await other('POST', '/v1/storefront/checkouts', { body: cart(item.id) });
    expect(second.status, second.text).toBe(201);
    expect(await sweepExpired(s.store, new Date(nowMs))).toBeGreaterThanOrEqual(1);
    const after = (await read('GET', `/v1/storefront/checkouts/${first.body.id}`, secret)).body;
    expect(after).toMatchObject({ status: 'expired', expires_at: null });
  });

  it('with expected_total other than the total: 409 price_changed with the new total, nothing written', async () => {
    nowMs = T0;
    const item = await mkItem(s.api, { quantity: 5, price_full_day: 4000 });
    const shop = newClient();
    const quote = await shop('POST', '/v1/pricing/calculate', {
      body: { fleet_item_id: item.id, pickup_date: '2030-04-01T09:00', return_date: '2030-04-03T09:00' },
    });
    const before = { ...(await counts(s.sql)), customers: await customerCount() };
    const checkoutsBefore = await s.sql.all('SELECT id FROM checkouts');
    const res = await shop('POST', '/v1/storefront/checkouts', {
      body: cart(item.id, { expected_total: quote.body.total - 1 }),
    });
    expectError(res, 409, 'price_changed', 'expected_total');
    expect(res.body.error.total).toBe(quote.body.total);
    expect({ ...(await counts(s.sql)), customers: await customerCount() }).toEqual(before);
    expect(await s.sql.all('SELECT id FROM checkouts')).toEqual(checkoutsBefore);
    const right = await shop('POST', '/v1/storefront/checkouts', {
      body: cart(item.id, { expected_total: quote.body.total }),
    });
    expect(right.status).toBe(201);
    expect(right.body.total).toBe(quote.body.total);
  });

  it("reads with its client secret only; its status follows its booking's", async () => {
    nowMs = T0;
    const item = await mkItem(s.api, { quantity: 5 });
    const shop = newClient();
    const made = (await shop('POST', '/v1/storefront/checkouts', { body: cart(item.id) })).body;
    const { client_secret: secret, ...shown } = made;
    const get = (headers: Record<string, string>) => shop('GET', `/v1/storefront/checkouts/${made.id}`, { headers });
    const read = await get({ 'rentline-client-secret': secret });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(shown);
    expectError(await get({}), 400, 'parameter_missing', 'Rentline-Client-Secret');
    expectError(await get({ 'rentline-client-secret': `${secret}x` }), 404, 'resource_missing', 'id');
    const other = (await newClient()('POST', '/v1/storefront/checkouts', { body: cart(item.id) })).body;
    expectError(
      await shop('GET', `/v1/storefront/checkouts/${other.id}`, { headers: { 'rentline-client-secret': secret } }),
      404,
      'resource_missing',
    );
    // A secret key reads any checkout of its mode.
    expect((await s.api('GET', `/v1/storefront/checkouts/${made.id}`)).body).toEqual(shown);
    expectError(
      await s.api('GET', `/v1/storefront/checkouts/${made.id}`, { key: s.tenant.live_key }),
      404,
      'resource_missing',
    );
    // Paid in full by staff: complete. Another one cancelled: cancelled.
    await ok(s.api, 'POST', `/v1/bookings/${made.booking_id}/payments`, { amount: made.total }, 201);
    expect((await get({ 'rentline-client-secret': secret })).body).toMatchObject({
      status: 'complete',
      expires_at: null,
    });
    await ok(s.api, 'POST', `/v1/bookings/${other.booking_id}/cancel`, {});
    expect((await s.api('GET', `/v1/storefront/checkouts/${other.id}`)).body.status).toBe('cancelled');
  });

  it('holds at most 10 lines of at most 10 units', async () => {
    const shop = newClient();
    const item = await mkItem(s.api, { quantity: 50 });
    const lines = (n: number) => Array.from({ length: n }, () => ({ fleet_item_id: item.id, quantity: 1 }));
    expectError(
      await shop('POST', '/v1/storefront/checkouts', { body: cart(item.id, { line_items: lines(11) }) }),
      400,
      'parameter_invalid',
      'line_items',
    );
    expectError(
      await shop('POST', '/v1/storefront/checkouts', {
        body: cart(item.id, { line_items: [{ fleet_item_id: item.id, quantity: 11 }] }),
      }),
      400,
      'parameter_invalid',
      'line_items.0.quantity',
    );
    expectError(
      await shop('POST', '/v1/storefront/checkouts', { body: cart(item.id, { customer: { name: 'Ada' } }) }),
      400,
      'parameter_missing',
      'customer.email',
    );
  });
});

describe('the limits, per publishable key and client address', () => {
  it('at most 3 open checkouts: the 4th is 409 too_many_open_checkouts until one is no longer open', async () => {
    nowMs = T0;
    const item = await mkItem(s.api, { quantity: 20 });
    const shop = newClient();
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push((await shop('POST', '/v1/storefront/checkouts', { body: cart(item.id) })).body);
    expectError(
      await shop('POST', '/v1/storefront/checkouts', { body: cart(item.id) }),
      409,
      'too_many_open_checkouts',
    );
    expect((await newClient()('POST', '/v1/storefront/checkouts', { body: cart(item.id) })).status).toBe(201);
    await ok(s.api, 'POST', `/v1/bookings/${made[0].booking_id}/cancel`, {});
    expect((await shop('POST', '/v1/storefront/checkouts', { body: cart(item.id) })).status).toBe(201);
  });

  it('10 checkout attempts a minute, refused ones too: then 429 with retry-after until the window slides', async () => {
    nowMs = T0;
    const shop = newClient();
    const statuses = [];
    for (let i = 0; i < 10; i++) {
      nowMs = T0 + i * 1000;
      statuses.push((await shop('POST', '/v1/storefront/checkouts', { body: {} })).status);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    nowMs = T0 + 15_000;
    const limited = await shop('POST', '/v1/storefront/checkouts', { body: {} });
    expectError(limited, 429, 'rate_limited');
    expect(limited.headers.get('retry-after')).toBe('45');
    expect(limited.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    // Another address, and reading a checkout, are not counted here.
    expect((await newClient()('POST', '/v1/storefront/checkouts', { body: {} })).status).toBe(400);
    nowMs = T0 + 60_000;
    expect((await shop('POST', '/v1/storefront/checkouts', { body: {} })).status).toBe(400);
    nowMs = T0;
  });

  it('30 requests naming a coupon_code an hour across calculate and checkouts, then 429 with retry-after', async () => {
    nowMs = T0;
    const item = await mkItem(s.api, { quantity: 50 });
    const coupon = await mkCoupon(s.api);
    const shop = newClient();
    const quote = (code: string) =>
      shop('POST', '/v1/pricing/calculate', {
        body: {
          fleet_item_id: item.id,
          pickup_date: '2030-04-01T09:00',
          return_date: '2030-04-03T09:00',
          coupon_code: code,
        },
      });
    for (let i = 0; i < 25; i++) expect((await quote(i % 2 ? coupon.code : `GUESS${i}`)).status).not.toBe(429);
    // Without a coupon: not counted.
    for (let i = 0; i < 5; i++) {
      const plain = await shop('POST', '/v1/pricing/calculate', {
        body: { fleet_item_id: item.id, pickup_date: '2030-04-01T09:00', return_date: '2030-04-03T09:00' },
      });
      expect(plain.status).toBe(200);
    }
    for (let i = 0; i < 5; i++) {
      nowMs = T0 + 1000;
      const res = await shop('POST', '/v1/storefront/checkouts', {
        body: cart(item.id, { coupon_code: `GUESS_C${i}` }),
      });
      expectError(res, 400, 'coupon_invalid', 'coupon_code');
    }
    const limited = await quote(coupon.code);
    expectError(limited, 429, 'rate_limited');
    // The oldest counted request was made a second before: it leaves the window in 3,599 s.
    expect(limited.headers.get('retry-after')).toBe('3599');
    const checkout = await shop('POST', '/v1/storefront/checkouts', {
      body: cart(item.id, { coupon_code: coupon.code }),
    });
    expectError(checkout, 429, 'rate_limited');
    // The secret key is not limited so.
    const secret = await s.api('POST', '/v1/pricing/calculate', {
      body: {
        fleet_item_id: item.id,
        pickup_date: '2030-04-01T09:00',
        return_date: '2030-04-03T09:00',
        coupon_code: coupon.code,
      },
    });
    expect(secret.status).toBe(200);
    nowMs = T0 + 3_600_000;
    expect((await quote(coupon.code)).status).toBe(200);
    nowMs = T0;
  });

  it('an Idempotency-Key replays for the same client only', async () => {
    nowMs = T0;
    const item = await mkItem(s.api, { quantity: 5 });
    const a = newClient();
    const b = newClient();
    const post = (shop: typeof a) =>
      shop('POST', '/v1/storefront/checkouts', { body: cart(item.id), headers: { 'idempotency-key': 'shopper-1' } });
    const first = await post(a);
    const replay = await post(a);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const other = await post(b);
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body.id).not.toBe(first.body.id);
  });
});

describe('a payment in progress', () => {
  it("extends the checkout's hold, at most 30 minutes past the first, never reviving an expired one", async () => {
    nowMs = T0;
    const item = await mkItem(s.api, { quantity: 1 });
    const made = (await newClient()('POST', '/v1/storefront/checkouts', { body: cart(item.id) })).body;
    const extend = (untilMinutes: number, nowMinutes: number) =>
      s.store.write((tx) =>
        extendCheckoutHold(
          tx,
          { tenantId: s.tenant.tenant_id, livemode: false },
          made.booking_id,
          new Date(T0 + untilMinutes * 60_000),
          new Date(T0 + nowMinutes * 60_000),
        ),
      );
    expect(await extend(45, 20)).toBe(at(45));
    expect(await extend(90, 40)).toBe(at(60));
    expect(await extend(50, 41)).toBe(at(60));
    nowMs = T0 + 59 * 60_000;
    const other = newClient();
    expectError(await other('POST', '/v1/storefront/checkouts', { body: cart(item.id) }), 409, 'item_unavailable');
    nowMs = T0 + 60 * 60_000;
    expect(await extend(70, 60)).toBeNull();
    expect((await other('POST', '/v1/storefront/checkouts', { body: cart(item.id) })).status).toBe(201);
    nowMs = T0;
  });
});
