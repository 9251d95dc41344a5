/**
 * The pricing cache (and the API-key cache beside it), in one process on either store:
 * - a repeated quote is served from memory (counted), and equals a quote read from the store;
 * - every write a price depends on, through the API, the operator's CLI paths, or raw SQL on another
 *   connection (as another process would), changes the very next quote;
 * - a revoked key is refused at once;
 * - memory stays within the bounds per tenant and in tenants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../src/bookings/create.js';
import { PricingCache } from '../src/pricing/cache.js';
import { calculateQuote } from '../src/pricing/quote.js';
import { operatorUpdateTenant, rotateTenantKeys } from '../src/tenants/service.js';
import { mkAddon, mkCoupon, mkCustomer, mkItem, ok } from './bookings-fixtures.js';
import { makeApi, startServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ webhooks: { enabled: false } });
});
afterAll(() => s?.close());

const WINDOW = { pickup_date: '2026-07-01T09:00', return_date: '2026-07-04T09:00' };
const scope = () => ({ tenantId: s.tenant.tenant_id, livemode: false });

/** Quote through the API; the status and body, and how the cache answered it. */
async function quote(body: Record<string, unknown>, key?: string) {
  const before = { ...s.app.pricingCache.stats };
  const res = await s.api('POST', '/v1/pricing/calculate', { body: { ...WINDOW, ...body }, ...(key ? { key } : {}) });
  const after = s.app.pricingCache.stats;
  return { status: res.status, body: res.body, hit: after.hits - before.hits === 1 };
}

/** The same quote read straight from the store, in a transaction (no cache). */
const direct = (body: Record<string, unknown>) =>
  s.store.read((tx) => calculateQuote(tx, scope(), { ...WINDOW, ...body } as never, new Date()));

/**
 * Writes a price of `itemId` with `addonId` depends on, in order (each changes the next price): the
 * item's and add-on's prices, a global and an item rule, a package, the tax rate, the fee payer and
 * tier, and raw SQL on another connection (as another process would). `v` gives the values that
 * must differ from the tenant's current ones.
 */
function priceWrites(
  itemId: string,
  addonId: string,
  v: { tax: number; payer: 'tenant' | 'customer'; tier: 'starter' | 'growth'; rawPrice: number },
): [string, () => Promise<unknown>][] {
  const tenantId = s.tenant.tenant_id;
  return [
    ['item price', () => ok(s.api, 'PATCH', `/v1/fleet-items/${itemId}`, { price_full_day: 5100 })],
    ['add-on price', () => ok(s.api, 'PATCH', `/v1/addons/${addonId}`, { price: 450 })],
    [
      'global rule',
      () =>
        ok(
          s.api,
          'POST',
          '/v1/pricing/rules',
          { type: 'seasonal', start_date: '2026-06-01', end_date: '2026-08-31', adjustment_value: 10 },
          201,
        ),
    ],
    [
      'item rule',
      () =>
        ok(
          s.api,
          'POST',
          '/v1/pricing/rules',
          { type: 'multi_day', fleet_item_id: itemId, days_threshold: 2, adjustment_value: 5 },
          201,
        ),
    ],
    [
      'package',
      () =>
        ok(
          s.api,
          'POST',
          '/v1/packages',
          {
            name: 'Bundle',
            fleet_item_ids: [itemId],
            addon_ids: [addonId],
            discount_type: 'percent',
            discount_value: 15,
          },
          201,
        ),
    ],
    ['tax rate', () => ok(s.api, 'PATCH', '/v1/tenant', { tax_rate_bps: v.tax })],
    ['fee payer', () => ok(s.api, 'PATCH', '/v1/tenant', { service_fee_payer: v.payer })],
    ['tier (operator)', () => s.store.write((tx) => operatorUpdateTenant(tx, tenantId, { tier: v.tier }))],
    [
      'raw SQL on another connection',
      () => s.sql.run('UPDATE fleet_items SET price_full_day = ? WHERE id = ?', v.rawPrice, itemId),
    ],
  ];
}

describe('the pricing cache', () => {
  it('serves a repeated quote from memory, equal to one read from the store', async () => {
    const item = await mkItem(s.api, { price_full_day: 4000 });
    const addon = await mkAddon(s.api, { price: 300 });
    const coupon = await mkCoupon(s.api, { discount_value: 10 });
    const body = { fleet_item_id: item.id, addons: [{ addon_id: addon.id, quantity: 2 }], coupon_code: coupon.code };
    const first = await quote(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.hit).toBe(false);
    const second = await quote(body);
    expect(second.hit).toBe(true);
    expect(second.body).toEqual(first.body);
    const { object, livemode, currency, ...engine } = first.body;
    const { object: _o, livemode: _l, currency: _c, ...fromStore } = await direct(body);
    expect(engine).toEqual(fromStore);
    // Unknown records are remembered as absent too, and answer the same errors.
    for (const bad of [
      { fleet_item_id: 'fi_nope' },
      { fleet_item_id: item.id, addons: [{ addon_id: 'ao_nope', quantity: 1 }] },
      { fleet_item_id: item.id, coupon_code: 'NOPE' },
    ]) {
      const a = await quote(bad);
      const b = await quote(bad);
      expect(a.status).toBe(400);
      expect(b.hit).toBe(true);
      expect({ ...b.body.error, request_id: '' }).toEqual({ ...a.body.error, request_id: '' });
    }
  });

  it('every write a price depends on changes the very next quote', async () => {
    const item = await mkItem(s.api, { price_full_day: 5000 });
    const addon = await mkAddon(s.api, { price: 400 });
    const coupon = await mkCoupon(s.api, { discount_value: 10, max_redemptions: 1 });
    const body = { fleet_item_id: item.id, addons: [{ addon_id: addon.id, quantity: 1 }], coupon_code: coupon.code };
    let last = await quote(body);
    expect(last.status).toBe(200);
    const writes = priceWrites(item.id, addon.id, { tax: 700, payer: 'tenant', tier: 'growth', rawPrice: 6000 });
    writes.splice(2, 0, ['coupon value', () => ok(s.api, 'PATCH', `/v1/coupons/${coupon.id}`, { discount_value: 20 })]);
    for (const [what, write] of writes) {
      expect((await quote(body)).hit, `${what}: warm`).toBe(true);
      await write();
      const next = await quote(body);
      expect(next.hit, what).toBe(false);
      expect(next.body, what).not.toEqual(last.body);
      const { object, livemode, currency, ...engine } = next.body;
      const { object: _o, livemode: _l, currency: _c, ...fromStore } = await direct(body);
      expect(engine, what).toEqual(fromStore);
      last = next;
    }
    // The coupon's one redemption, taken by a booking: the quote now refuses the coupon.
    const customer = await mkCustomer(s.api);
    expect((await quote(body)).hit).toBe(true);
    await ok(
      s.api,
      'POST',
      '/v1/bookings',
      { customer_id: customer.id, ...WINDOW, line_items: [{ fleet_item_id: item.id }], coupon_code: coupon.code },
      201,
    );
    const exhausted = await quote(body);
    expect(exhausted.status).toBe(400);
    expect(exhausted.body.error.param).toBe('coupon_code');
    // Deleting and creating records: the absent item is absent at once, a new one present at once.
    const gone = await mkItem(s.api);
    expect((await quote({ fleet_item_id: gone.id })).status).toBe(200);
    await ok(s.api, 'DELETE', `/v1/fleet-items/${gone.id}`, undefined);
    expect((await quote({ fleet_item_id: gone.id })).body.error).toMatchObject({ code: 'resource_missing' });
    const inactive = await quote({ fleet_item_id: item.id, addons: [{ addon_id: addon.id, quantity: 1 }] });
    expect(inactive.status).toBe(200);
    await ok(s.api, 'PATCH', `/v1/addons/${addon.id}`, { active: false });
    const after = await quote({ fleet_item_id: item.id, addons: [{ addon_id: addon.id, quantity: 1 }] });
    expect(after.hit).toBe(false);
    expect(after.body).not.toEqual(inactive.body);
  });

  it('a booking is priced from the cache, and every write a price depends on changes the very next booking', async () => {
    const item = await mkItem(s.api, { price_full_day: 5000, quantity: 1000 });
    const addon = await mkAddon(s.api, { price: 400 });
    const customer = await mkCustomer(s.api);
    const line = { fleet_item_id: item.id, addons: [{ addon_id: addon.id, quantity: 1 }] };
    /** Book the line; its totals, whether its records came from memory, and the same quote from the store. */
    const book = async () => {
      const before = { ...s.app.pricingCache.stats };
      const res = await s.api('POST', '/v1/bookings', {
        body: { customer_id: customer.id, ...WINDOW, line_items: [{ fleet_item_id: item.id }], addons: line.addons },
      });
      expect(res.status, res.text).toBe(201);
      const hit = s.app.pricingCache.stats.hits - before.hits === 1;
      const { subtotal, tax_amount, discount_amount, service_fee_amount, total } = res.body;
      const fromStore = await direct(line);
      return { hit, totals: { subtotal, tax_amount, discount_amount, service_fee_amount, total }, fromStore };
    };
    const writes = priceWrites(item.id, addon.id, { tax: 900, payer: 'customer', tier: 'starter', rawPrice: 6100 });
    let last = await book();
    for (const [what, write] of writes) {
      const warm = await book();
      expect(warm.hit, `${what}: warm`).toBe(true);
      expect(warm.totals, `${what}: warm`).toEqual(last.totals);
      await write();
      const next = await book();
      expect(next.hit, what).toBe(false);
      expect(next.totals, what).not.toEqual(last.totals);
      // The booking agrees with the quote read straight from the store, to the cent.
      const { subtotal, tax, discount_amount, service_fee_amount, total } = next.fromStore;
      expect(next.totals, what).toEqual({ subtotal, tax_amount: tax, discount_amount, service_fee_amount, total });
      last = next;
    }
  });

  it('cart records read after a later commit are not kept under the older version a request started with', async () => {
    const cache = new PricingCache(s.store);
    const item = await mkItem(s.api, { price_full_day: 7000 });
    const before = await s.store.cacheVersion(scope());
    await ok(s.api, 'PATCH', `/v1/fleet-items/${item.id}`, { price_full_day: 7100 });
    const read = await s.store.write((tx) => cache.cart(tx, { ...scope(), cacheVersion: before }, [item.id], []));
    expect(read.items.get(item.id)?.price_full_day).toBe(7100);
    expect(cache.recordsOf(scope())?.coversCart([item.id], []) ?? false).toBe(false);
    const now = await s.store.cacheVersion(scope());
    await s.store.write((tx) => cache.cart(tx, { ...scope(), cacheVersion: now }, [item.id], []));
    expect(cache.recordsOf(scope())?.coversCart([item.id], [])).toBe(true);
    // A set of items is its own entry: the same items in another order share it.
    expect(cache.recordsOf(scope())?.coversCart([item.id, item.id], [])).toBe(true);
  });

  it('a booking of an item deleted after its key was authenticated is refused, though its records come from memory', async () => {
    const cache = new PricingCache(s.store);
    const item = await mkItem(s.api, { price_full_day: 3000 });
    const customer = await mkCustomer(s.api);
    // A request authenticated now, whose cart records are held at that version.
    const stale = { ...scope(), cacheVersion: await s.store.cacheVersion(scope()) };
    await s.store.write((tx) => cache.cart(tx, stale, [item.id], []));
    expect(cache.recordsOf(scope())?.coversCart([item.id], [])).toBe(true);
    await ok(s.api, 'DELETE', `/v1/fleet-items/${item.id}`, undefined);
    const input = {
      customer_id: customer.id,
      ...WINDOW,
      line_items: [{ fleet_item_id: item.id, quantity: 1 }],
      half_day: false,
    };
    const before = await s.sql.get('SELECT count(*) AS n FROM bookings');
    await expect(
      s.store.write((tx) =>
        createBooking(tx, stale, input, new Date(), { type: 'system', id: 'test' }, (t, sc, i, a) =>
          cache.cart(t, sc, i, a),
        ),
      ),
    ).rejects.toMatchObject({ code: 'resource_missing', param: 'line_items.0.fleet_item_id' });
    expect(await s.sql.get('SELECT count(*) AS n FROM bookings')).toEqual(before);
  });

  it('a revoked key is refused at once; its replacement works at once', async () => {
    const other = await s.newTenant('Keys Rentals');
    const item = await mkItem(s.api);
    const call = (key: string) => s.api('GET', '/v1/tenant', { key });
    expect((await call(other.test_key)).status).toBe(200);
    expect((await call(other.test_key)).status).toBe(200); // remembered
    const rotated = await s.store.write((tx) => rotateTenantKeys(tx, other.tenant_id));
    expect((await call(other.test_key)).status).toBe(401);
    expect((await call(other.live_key)).status).toBe(401);
    expect((await call(rotated.test_key)).status).toBe(200);
    // Revoked by raw SQL (another process): refused at once as well.
    await s.sql.run(
      'UPDATE api_keys SET revoked_at = ? WHERE tenant_id = ?',
      new Date().toISOString(),
      other.tenant_id,
    );
    expect((await call(rotated.test_key)).status).toBe(401);
    expect((await quote({ fleet_item_id: item.id })).status).toBe(200);
  });

  it('records read after a later commit are not kept under the older version a request started with', async () => {
    const cache = new PricingCache(s.store);
    const item = await mkItem(s.api, { price_full_day: 7000 });
    const input = { ...WINDOW, fleet_item_id: item.id };
    const before = await s.store.cacheVersion(scope());
    expect(before).toBeDefined();
    await ok(s.api, 'PATCH', `/v1/fleet-items/${item.id}`, { price_full_day: 7100 });
    // A request authenticated before that commit: it is priced from a fresh read (after the commit),
    // and that read must not fill the entry of the version before it.
    const quoted = await cache.quote({ ...scope(), cacheVersion: before }, input, new Date());
    expect(quoted.subtotal).toBeGreaterThan(0);
    expect(cache.recordsOf(scope())?.covers(input) ?? false).toBe(false);
    // At the current version the read is kept.
    await cache.quote(scope(), input, new Date());
    expect(cache.recordsOf(scope())?.covers(input)).toBe(true);
  });

  it('keeps at most maxRecordsPerTenant records per tenant and mode, and maxTenants tenant-modes', async () => {
    const cache = new PricingCache(s.store, { maxRecordsPerTenant: 12, maxTenants: 2 });
    const items = [];
    for (let i = 0; i < 15; i++) items.push(await mkItem(s.api, { name: `Bound ${i}` }));
    const now = new Date();
    const sizes: number[] = [];
    for (const item of items) {
      await cache.quote(scope(), { ...WINDOW, fleet_item_id: item.id }, now);
      sizes.push(cache.recordsOf(scope())?.size ?? 0);
    }
    expect(Math.max(...sizes)).toBeLessThanOrEqual(12);
    // The bound starts the record maps over: the last quote is still held and served from memory.
    const hits = cache.stats.hits;
    await cache.quote(scope(), { ...WINDOW, fleet_item_id: items[14]?.id as string }, now);
    expect(cache.stats.hits).toBe(hits + 1);
    // Three tenant-modes through a bound of two: the least recently used is dropped.
    const live = { tenantId: s.tenant.tenant_id, livemode: true };
    const third = await s.newTenant('Third Rentals');
    const thirdItem = await mkItem(makeApi(s.url, third.test_key), { name: 'Elsewhere' });
    await cache.quote(live, { ...WINDOW, fleet_item_id: 'fi_nope' }, now).catch(() => undefined);
    await cache.quote({ tenantId: third.tenant_id, livemode: false }, { ...WINDOW, fleet_item_id: thirdItem.id }, now);
    expect(cache.recordsOf(scope())).toBeUndefined();
    expect(cache.recordsOf(live)).toBeDefined();
  });
});
