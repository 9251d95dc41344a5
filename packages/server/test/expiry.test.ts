/**
 * Expiring holds on an injected clock (nothing sleeps): a pending booking past `expires_at` holds
 * nothing from that instant, actions on it are 409 `booking_expired`, and the sweeper cancels it
 * (reason `expired`, coupon given back, one `booking.expired` event, delivered to a `*` endpoint).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkCoupon, mkCustomer, mkItem, ok } from './bookings-fixtures.js';
import { type Api, startServer, type TestServer } from './helpers.js';
import { eventually, type Receiver, startReceiver } from './webhooks-receiver.js';

const T0 = Date.parse('2030-03-01T10:00:00.000Z');
let nowMs = T0;
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

let s: TestServer;
let api: Api;
let rx: Receiver;
let customerId: string;

beforeAll(async () => {
  s = await startServer({
    clock: () => new Date(nowMs),
    config: { webhookAllowPrivateUrls: true, webhookRetrySchedule: [0] },
    webhooks: { pollIntervalMs: 50 },
    // Sweeps run when the test says, on the injected clock.
    expiry: { enabled: false },
  });
  api = s.api;
  rx = await startReceiver();
  customerId = (await mkCustomer(api)).id;
});
afterAll(async () => {
  await s?.close();
  await rx?.close();
});

const book = (fleetItemId: string, extra: Record<string, unknown> = {}) =>
  api('POST', '/v1/bookings', {
    body: {
      customer_id: customerId,
      pickup_date: '2030-04-01',
      return_date: '2030-04-03',
      line_items: [{ fleet_item_id: fleetItemId }],
      ...extra,
    },
  });

describe('expiring holds', () => {
  it('the tenant setting per mode, hold_minutes over it, expires_at on the booking', async () => {
    const item = await mkItem(api, { quantity: 5 });
    nowMs = T0;
    expect((await ok(api, 'GET', '/v1/tenant', undefined)).pending_expiry_minutes).toBeNull();
    expect((await book(item.id)).body.expires_at).toBeNull();
    expect((await book(item.id, { hold_minutes: 15 })).body.expires_at).toBe(at(15));
    const patched = await ok(api, 'PATCH', '/v1/tenant', { pending_expiry_minutes: 30 });
    expect(patched.pending_expiry_minutes).toBe(30);
    expect((await book(item.id)).body.expires_at).toBe(at(30));
    expect((await book(item.id, { hold_minutes: 5 })).body.expires_at).toBe(at(5));
    // The live mode keeps its own setting.
    expect((await ok(api, 'GET', '/v1/tenant', undefined, 200)).pending_expiry_minutes).toBe(30);
    const live = await api('GET', '/v1/tenant', { key: s.tenant.live_key });
    expect(live.body.pending_expiry_minutes).toBeNull();
    for (const bad of [0, 10_081, 1.5, '30']) {
      const res = await api('PATCH', '/v1/tenant', { body: { pending_expiry_minutes: bad } });
      expect(res.status).toBe(400);
      expect(res.body.error.param).toBe('pending_expiry_minutes');
      const create = await book(item.id, { hold_minutes: bad });
      expect(create.status).toBe(400);
      expect(create.body.error.param).toBe('hold_minutes');
    }
    await ok(api, 'PATCH', '/v1/tenant', { pending_expiry_minutes: null });
    expect((await book(item.id)).body.expires_at).toBeNull();
  });

  it('an expired hold frees its units at once, before any sweep; actions on it are 409 booking_expired', async () => {
    nowMs = T0;
    const item = await mkItem(api, { quantity: 1 });
    const held = (await book(item.id, { hold_minutes: 10 })).body;
    expect((await book(item.id)).status).toBe(409);
    nowMs = T0 + 10 * 60_000 - 1;
    expect((await book(item.id)).status).toBe(409);
    nowMs = T0 + 10 * 60_000;
    const cal = await ok(
      api,
      'GET',
      `/v1/fleet-items/${item.id}/availability?from=2030-04-01&to=2030-04-02`,
      undefined,
    );
    expect(cal.slots.map((x: any) => x.available)).toEqual([1, 1]);
    const check = await ok(api, 'POST', '/v1/availability/check', {
      line_items: [{ fleet_item_id: item.id }],
      pickup_date: '2030-04-01',
      return_date: '2030-04-03',
    });
    expect(check.available).toBe(true);
    const expired = async (method: string, path: string, body: unknown) => {
      const res = await api(method, path, { body });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(409);
      expect(res.body.error).toMatchObject({ type: 'conflict_error', code: 'booking_expired' });
    };
    const other = await mkItem(api);
    await expired('POST', `/v1/bookings/${held.id}/payments`, { amount: 100 });
    await expired('PATCH', `/v1/bookings/${held.id}`, { notes: 'still there?' });
    await expired('PATCH', `/v1/bookings/${held.id}`, { status: 'confirmed' });
    await expired('POST', `/v1/bookings/${held.id}/cancel`, {});
    await expired('POST', `/v1/bookings/${held.id}/extend`, { new_return_date: '2030-04-04' });
    await expired('POST', `/v1/bookings/${held.id}/swap-item`, {
      line_item_id: held.line_items[0].id,
      new_fleet_item_id: other.id,
    });
    // Its units went to someone else.
    expect((await book(item.id)).status).toBe(201);
    const still = await ok(api, 'GET', `/v1/bookings/${held.id}`, undefined);
    expect(still).toMatchObject({ status: 'pending', expires_at: at(10) });
  });

  it('a confirming payment before expiry clears expires_at; a status change does too', async () => {
    nowMs = T0;
    const item = await mkItem(api, { quantity: 3 });
    const paid = (await book(item.id, { hold_minutes: 10 })).body;
    const confirmed = (await book(item.id, { hold_minutes: 10 })).body;
    nowMs = T0 + 9 * 60_000;
    const afterPay = await ok(api, 'POST', `/v1/bookings/${paid.id}/payments`, { amount: 100 }, 201);
    expect(afterPay).toMatchObject({ status: 'confirmed', expires_at: null });
    const afterPatch = await ok(api, 'PATCH', `/v1/bookings/${confirmed.id}`, { status: 'confirmed' });
    expect(afterPatch).toMatchObject({ status: 'confirmed', expires_at: null });
    nowMs = T0 + 60 * 60_000;
    // Both still hold their units: 2 of 3 in use.
    const check = await ok(api, 'POST', '/v1/availability/check', {
      line_items: [{ fleet_item_id: item.id, quantity: 2 }],
      pickup_date: '2030-04-01',
      return_date: '2030-04-03',
    });
    expect(check.line_items[0]).toMatchObject({ free: 1, available: false });
    // A sweep (it also takes the holds the tests above left to expire) leaves both alone.
    await s.app.expiry.sweepOnce();
    for (const b of [paid, confirmed]) {
      expect((await ok(api, 'GET', `/v1/bookings/${b.id}`, undefined)).status).toBe('confirmed');
    }
  });

  it('the sweeper cancels with reason expired at the sweep time, gives the coupon back, emits booking.expired to a * endpoint', async () => {
    // Nothing left over from the tests above.
    await s.app.expiry.sweepOnce();
    nowMs = T0;
    const endpoint = await ok(api, 'POST', '/v1/webhook-endpoints', { url: rx.url, events: ['*'] }, 201);
    const item = await mkItem(api, { quantity: 2 });
    const coupon = await mkCoupon(api, { max_redemptions: 1 });
    const held = (await book(item.id, { hold_minutes: 20, coupon_code: coupon.code })).body;
    const keeps = (await book(item.id)).body;
    expect((await ok(api, 'GET', `/v1/coupons/${coupon.id}`, undefined)).times_redeemed).toBe(1);
    nowMs = T0 + 19 * 60_000;
    expect(await s.app.expiry.sweepOnce()).toBe(0);
    nowMs = T0 + 25 * 60_000;
    expect(await s.app.expiry.sweepOnce()).toBe(1);
    // A second sweep (or another instance's) finds nothing left to do.
    expect(await s.app.expiry.sweepOnce()).toBe(0);
    const swept = await ok(api, 'GET', `/v1/bookings/${held.id}`, undefined);
    expect(swept).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'expired',
      cancelled_at: at(25),
      expires_at: at(20),
      updated_at: at(25),
    });
    expect((await ok(api, 'GET', `/v1/bookings/${keeps.id}`, undefined)).status).toBe('pending');
    expect((await ok(api, 'GET', `/v1/coupons/${coupon.id}`, undefined)).times_redeemed).toBe(0);
    const events = (await ok(api, 'GET', '/v1/events?type=booking.expired', undefined)).data.filter(
      (e: any) => e.data.id === held.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'booking.expired', created_at: at(25) });
    expect(events[0].data).toMatchObject({ id: held.id, status: 'cancelled', cancellation_reason: 'expired' });
    const isOurs = (x: { json?: any }) => x.json?.type === 'booking.expired' && x.json?.data?.id === held.id;
    const delivered = await rx.waitFor((r) => r.some(isOurs), 10_000);
    expect(delivered.filter(isOurs)).toHaveLength(1);
    const body = delivered.find(isOurs)?.json;
    expect(body).toMatchObject({ id: events[0].id, data: { id: held.id, status: 'cancelled' } });
    expect(endpoint.id).toMatch(/^we_/);
    // After the sweep, the usual codes.
    const pay = await api('POST', `/v1/bookings/${held.id}/payments`, { body: { amount: 100 } });
    expect(pay.status).toBe(409);
    expect(pay.body.error.code).toBe('booking_not_payable');
    const confirm = await api('PATCH', `/v1/bookings/${held.id}`, { body: { status: 'confirmed' } });
    expect(confirm.status).toBe(409);
    expect(confirm.body.error.code).toBe('booking_invalid_transition');
  });

  it('listen() runs the sweeper on its own: an expired booking is cancelled within seconds', async () => {
    const own = await startServer({ expiry: { intervalMs: 50 } });
    try {
      const customer = await mkCustomer(own.api);
      const item = await mkItem(own.api);
      const created = await ok(
        own.api,
        'POST',
        '/v1/bookings',
        {
          customer_id: customer.id,
          pickup_date: '2030-04-01',
          return_date: '2030-04-02',
          line_items: [{ fleet_item_id: item.id }],
          hold_minutes: 1,
        },
        201,
      );
      // The booking's expiry moved into the past directly in the database (the system clock runs here).
      await own.sql.run(
        'UPDATE bookings SET expires_at = ? WHERE id = ?',
        new Date(Date.now() - 1000).toISOString(),
        created.id,
      );
      const swept = await eventually(async () => {
        const b = await ok(own.api, 'GET', `/v1/bookings/${created.id}`, undefined);
        return b.status === 'cancelled' ? b : undefined;
      }, 5_000);
      expect(swept.cancellation_reason).toBe('expired');
    } finally {
      await own.close();
    }
  });
});
