import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { ensureDemo } from '../src/demo.js';
import { buildOpenApi } from '../src/openapi/document.js';
import { listen } from '../src/server.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import { type Api, makeApi, tempDir } from './helpers.js';

/** The OpenAPI / docs examples are replayed against the demo catalog and must be what the API answers. */
describe('OpenAPI request and response examples', () => {
  const now = new Date('2026-06-15T12:00:00.000Z');
  const dir = tempDir('rentline-examples-');
  const path = join(dir, 'rentline.db');
  const store = new SqliteStore(path);
  const app = createApp({ store, clock: () => now, config: { rateLimitPerSecond: 0, logLevel: 'silent' } });
  let api: Api;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const demo = await ensureDemo(store, path, now);
    if (!('keys' in demo)) throw new Error('demo not seeded');
    const running = await listen(app, 0, '127.0.0.1');
    close = () => running.close(1000);
    api = makeApi(running.url, demo.keys.test_key);
  });
  afterAll(async () => {
    await close?.();
    await store.close();
  });
  const route = (operationId: string) => {
    const r = app.routes.find((x) => x.operationId === operationId);
    if (!r?.example) throw new Error(`no example on ${operationId}`);
    return r as typeof r & { example: { request?: unknown; response?: unknown } };
  };
  const strip = (b: any) =>
    JSON.parse(
      JSON.stringify(b, (k, v) => (k === 'id' && typeof v === 'string' && /^(bk|li|bao)_/.test(v) ? '<id>' : v)),
    );

  it('every example request is valid for its route, and the document carries them', () => {
    const doc = buildOpenApi(app.routes) as any;
    const withExamples = app.routes.filter((r) => r.example?.request !== undefined);
    expect(withExamples.map((r) => r.operationId).sort()).toEqual(
      [
        'calculatePrice',
        'cancelBooking',
        'checkAvailability',
        'createDowntime',
        'createAddon',
        'createCoupon',
        'createCustomer',
        'createPublishableKey',
        'createStorefrontCheckout',
        'createFleetItem',
        'createLocation',
        'createPackage',
        'createPricingRule',
        'createWebhookEndpoint',
        'recoverWebhookEndpoint',
        'rotateWebhookEndpointSecret',
        'createBooking',
        'createBookingPayment',
        'createBookingPaymentIntent',
        'confirmPaymentIntent',
        'captureBookingDeposit',
        'createBookingRefund',
        'extendBooking',
        'swapBookingItem',
        'updateBooking',
        'pickupBooking',
        'returnBooking',
        'previewBookingReturn',
        'createUnit',
        'retireUnit',
        'updateTenant',
        'createStaffMember',
      ].sort(),
    );
    for (const r of withExamples) {
      expect(r.body?.safeParse(r.example?.request).success, r.operationId).toBe(true);
      const op = doc.paths[r.path.replace(/:([a-z_]+)/g, '{$1}')][r.method.toLowerCase()];
      expect(op.requestBody.content['application/json'].example).toEqual(r.example?.request);
    }
  });

  it('POST /v1/pricing/calculate answers exactly its example', async () => {
    const r = route('calculatePrice');
    const res = await api('POST', '/v1/pricing/calculate', { body: r.example.request });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(r.example.response);
  });

  it('GET /v1/fleet-items/:id/price-calendar answers exactly its example, whose query the document carries', async () => {
    const r = app.routes.find((x) => x.operationId === 'getFleetItemPriceCalendar');
    const example = r?.example as { query: Record<string, string | number>; response: unknown };
    const query = new URLSearchParams(Object.entries(example.query).map(([k, v]) => [k, String(v)]));
    const res = await api('GET', `/v1/fleet-items/fi_demo_kayak/price-calendar?${query}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual(example.response);
    const doc = buildOpenApi(app.routes) as any;
    const op = doc.paths['/v1/fleet-items/{id}/price-calendar'].get;
    for (const [name, value] of Object.entries(example.query)) {
      expect(op.parameters.find((p: any) => p.name === name)?.example).toBe(value);
    }
    expect(op['x-codeSamples'][0].source).toContain(`price-calendar?${query}`);
    expect(op.responses['200'].content['application/json'].example).toEqual(example.response);
  });

  it('the storefront examples run: a publishable key, then a checkout from its origin at the total the shopper saw', async () => {
    const key = await api('POST', '/v1/publishable-keys', { body: route('createPublishableKey').example.request });
    expect(key.status, key.text).toBe(201);
    expect(key.body).toMatchObject({ ...(route('createPublishableKey').example.request as object), active: true });
    const request = route('createStorefrontCheckout').example.request as { expected_total: number };
    const checkout = await api('POST', '/v1/storefront/checkouts', {
      key: key.body.key,
      headers: { origin: 'https://harbor-rentals.example' },
      body: request,
    });
    expect(checkout.status, checkout.text).toBe(201);
    expect(checkout.body).toMatchObject({ status: 'open', total: request.expected_total });
    // Its units go back, so the availability example below sees the demo's stock.
    const cancelled = await api('POST', `/v1/bookings/${checkout.body.booking_id}/cancel`, { body: {} });
    expect(cancelled.status, cancelled.text).toBe(200);
  });

  it('POST /v1/availability/check answers exactly its example, and the downtime example is stored', async () => {
    const check = route('checkAvailability');
    const res = await api('POST', '/v1/availability/check', { body: check.example.request });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(check.example.response);
    const created = await api('POST', '/v1/downtimes', { body: route('createDowntime').example.request });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      ...(route('createDowntime').example.request as object),
      // The demo tenant is in America/New_York: a date alone is 00:00 there.
      start: '2026-07-06T04:00:00.000Z',
      end: '2026-07-08T04:00:00.000Z', // and for end too (exclusive), as for a booking's return_date
      conflicting_booking_ids: [],
    });
  });

  it('the unit and counter examples run on the demo numbered e-bike: create, retire, pick-up, a damaged return', async () => {
    const created = await api('POST', '/v1/units', { body: route('createUnit').example.request });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ ...(route('createUnit').example.request as object), status: 'available' });
    const retired = await api('POST', `/v1/units/${created.body.id}/retire`, {
      body: route('retireUnit').example.request,
    });
    expect(retired.status, retired.text).toBe(200);
    expect(retired.body).toMatchObject({ status: 'retired', retired_reason: 'Frame cracked beyond repair' });
    const units = (await api('GET', '/v1/units?fleet_item_id=fi_demo_ebike&status=available')).body.data;
    expect(units.map((u: any) => u.identifier).sort()).toEqual(['EB-01', 'EB-02', 'EB-03']);
    // A morning ride (the demo's clock is 08:00 in New York), picked up and returned before now.
    const booking = await api('POST', '/v1/bookings', {
      body: {
        customer_id: 'cus_demo_ada',
        pickup_date: '2026-06-15T07:00',
        return_date: '2026-06-15T09:00',
        line_items: [{ fleet_item_id: 'fi_demo_ebike' }],
      },
    });
    expect(booking.status, booking.text).toBe(201);
    const id = booking.body.id;
    expect((await api('PATCH', `/v1/bookings/${id}`, { body: { status: 'confirmed' } })).status).toBe(200);
    const unit = units[0].id;
    const pickup = route('pickupBooking').example.request as { units: object[] };
    const picked = await api('POST', `/v1/bookings/${id}/pickup`, {
      body: { ...pickup, units: [{ line_item_id: booking.body.line_items[0].id, unit_ids: [unit] }] },
    });
    expect(picked.status, picked.text).toBe(200);
    expect(picked.body).toMatchObject({ status: 'active', picked_up_at: '2026-06-15T11:30:00.000Z' });
    const back = route('returnBooking').example.request as { units: { unit_id: string }[] };
    const returned = await api('POST', `/v1/bookings/${id}/return`, {
      body: { ...back, units: back.units.map((u) => ({ ...u, unit_id: unit })) },
    });
    expect(returned.status, returned.text).toBe(200);
    expect(returned.body).toMatchObject({ status: 'completed', returned_at: '2026-06-15T11:55:00.000Z' });
    expect((await api('GET', `/v1/units/${unit}`)).body).toMatchObject({
      status: 'in_maintenance',
      condition: 'damaged',
      notes: 'Rear wheel bent',
    });
  });

  it('the tenant example sets the tax rate and a late-fee policy, defaults filled in', async () => {
    const res = await api('PATCH', '/v1/tenant', { body: route('updateTenant').example.request });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject(route('updateTenant').example.request as object);
  });

  it('the webhook endpoint examples run in order: create, rotate with an overlap, recover', async () => {
    const created = await api('POST', '/v1/webhook-endpoints', {
      body: route('createWebhookEndpoint').example.request,
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    const rotated = await api('POST', `/v1/webhook-endpoints/${id}/rotate-secret`, {
      body: route('rotateWebhookEndpointSecret').example.request,
    });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    const recovered = await api('POST', `/v1/webhook-endpoints/${id}/recover`, {
      body: route('recoverWebhookEndpoint').example.request,
    });
    expect(recovered.status, recovered.text).toBe(200);
    expect(recovered.body).toEqual({
      object: 'recovery',
      endpoint_id: id,
      since: '2026-07-01T00:00:00.000Z',
      deliveries_created: 0,
    });
  });

  it('the booking examples run in order on one booking: create, update, pay, extend, swap, cancel', async () => {
    const created = await api('POST', '/v1/bookings', { body: route('createBooking').example.request });
    expect(created.status).toBe(201);
    expect(strip(created.body)).toEqual(strip(route('createBooking').example.response));
    const id = created.body.id;
    const steps: [string, string, unknown, number][] = [
      ['updateBooking', `/v1/bookings/${id}`, route('updateBooking').example.request, 200],
      ['createBookingPayment', `/v1/bookings/${id}/payments`, route('createBookingPayment').example.request, 201],
      ['extendBooking', `/v1/bookings/${id}/extend`, route('extendBooking').example.request, 200],
      [
        'swapBookingItem',
        `/v1/bookings/${id}/swap-item`,
        { ...(route('swapBookingItem').example.request as object), line_item_id: created.body.line_items[0].id },
        200,
      ],
      ['cancelBooking', `/v1/bookings/${id}/cancel`, route('cancelBooking').example.request, 200],
    ];
    for (const [op, p, body, status] of steps) {
      const res = await api(op === 'updateBooking' ? 'PATCH' : 'POST', p, { body });
      expect(res.status, `${op}: ${res.text}`).toBe(status);
    }
    const final = await api('GET', `/v1/bookings/${id}`);
    expect(final.body.status).toBe('cancelled');
    expect(final.body.line_items[0].fleet_item_id).toBe('fi_demo_bike');
  });

  it('the payment examples run on one demo booking with the test provider: pay, hold a deposit, capture at the return, refund', async () => {
    const tenant = await api('PATCH', '/v1/tenant', { body: { payments: { provider: 'test' } } });
    expect(tenant.status, tenant.text).toBe(200);
    const created = await api('POST', '/v1/bookings', { body: route('createBooking').example.request });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id;
    const step = async (method: string, path: string, body: unknown, status: number) => {
      const res = await api(method, path, { body });
      expect(res.status, `${path}: ${res.text}`).toBe(status);
      return res.body;
    };
    const create = route('createBookingPaymentIntent').example.request;
    const confirm = route('confirmPaymentIntent').example.request;
    const rental = await step('POST', `/v1/bookings/${id}/payment-intents`, create, 201);
    expect(await step('POST', `/v1/payment-intents/${rental.id}/confirm`, confirm, 200)).toMatchObject({
      status: 'succeeded',
    });
    const deposit = await step('POST', `/v1/bookings/${id}/payment-intents`, { purpose: 'deposit' }, 201);
    expect(await step('POST', `/v1/payment-intents/${deposit.id}/confirm`, confirm, 200)).toMatchObject({
      status: 'requires_capture',
    });
    await step('PATCH', `/v1/bookings/${id}`, { status: 'active' }, 200);
    await step('PATCH', `/v1/bookings/${id}`, { status: 'completed' }, 200);
    const captured = await step(
      'POST',
      `/v1/bookings/${id}/deposit/capture`,
      route('captureBookingDeposit').example.request,
      200,
    );
    expect(captured.deposit).toMatchObject({ status: 'captured', amount_captured: 4500 });
    expect(captured.amount_owed).toBe(created.body.amount_owed - created.body.total);
    const payment = (await api('GET', `/v1/bookings/${id}`)).body.payments[0].id;
    const example = route('createBookingRefund').example.request as { payment_id: string };
    const refund = await step('POST', `/v1/bookings/${id}/refunds`, { ...example, payment_id: payment }, 201);
    expect(refund).toMatchObject({ ...example, payment_id: payment, status: 'succeeded', provider: 'test' });
  });
});
