/**
 * A checkout pays with the shop's provider (the test provider here): the shopper's page, with the
 * publishable key and the checkout's client secret, starts the payment intent of the checkout's own
 * booking, confirms it and reads it; the payment confirms the booking and completes the checkout.
 * The secret opens that booking only (another checkout's, a wrong one or none: 404 / 400), the
 * shopper names no amount, and money given back (capture, release, refunds) stays the shop's.
 * Cancelling or expiring a checkout's booking cancels its open intents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkItem, ok } from './bookings-fixtures.js';
import { type ApiOptions, startServer, type TestServer } from './helpers.js';
import { paymentRows } from './payments-fixtures.js';
import { expectError, mkPublishableKey, shopper } from './storefront-fixtures.js';

const T0 = Date.parse('2030-05-01T10:00:00.000Z');
let nowMs = T0;

let s: TestServer;
let pk: { id: string; key: string };
let itemId: string;

beforeAll(async () => {
  s = await startServer({
    clock: () => new Date(nowMs),
    config: { trustProxy: true },
    expiry: { enabled: false },
    deposits: { enabled: false },
  });
  pk = await mkPublishableKey(s.api);
  await ok(s.api, 'PATCH', '/v1/tenant', { payments: { provider: 'test' } });
  itemId = (await mkItem(s.api, { quantity: 50, price_full_day: 5000 })).id;
});
afterAll(() => s?.close());

let nextAddress = 1;
/** A shopper of their own (the storefront's limits count per key and client address). */
const newShopper = () => {
  const address = `203.0.113.${nextAddress++}`;
  const call = shopper(s.api, pk.key);
  return (method: string, path: string, opts: ApiOptions = {}) =>
    call(method, path, { ...opts, headers: { 'x-forwarded-for': address, ...opts.headers } });
};

async function checkout(shop: Shop) {
  const res = await shop('POST', '/v1/storefront/checkouts', {
    body: {
      line_items: [{ fleet_item_id: itemId, quantity: 1 }],
      pickup_date: '2030-06-01T09:00',
      return_date: '2030-06-03T09:00',
      customer: { name: 'Grace Hopper', email: 'grace@example.com' },
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; booking_id: string; client_secret: string; total: number };
}

const withSecret = (secret: string, body?: unknown): ApiOptions => ({
  headers: { 'rentline-client-secret': secret },
  ...(body === undefined ? {} : { body }),
});

type Shop = ReturnType<typeof newShopper>;
type Checkout = Awaited<ReturnType<typeof checkout>>;

/** A shopper starts the rental intent of their checkout's booking. */
const startIntent = (shop: Shop, c: Checkout) =>
  shop('POST', `/v1/bookings/${c.booking_id}/payment-intents`, withSecret(c.client_secret, { purpose: 'rental' }));

describe("a checkout's payment with the publishable key and the client secret", () => {
  it('starts, confirms and reads the intent of its own booking; the payment confirms it and completes the checkout', async () => {
    nowMs = T0;
    const shop = newShopper();
    const c = await checkout(shop);
    const created = await startIntent(shop, c);
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      booking_id: c.booking_id,
      purpose: 'rental',
      amount: c.total,
      status: 'requires_payment_method',
      provider: 'test',
    });
    expect(created.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    const read = await shop('GET', `/v1/payment-intents/${created.body.id}`, withSecret(c.client_secret));
    expect(read.status, read.text).toBe(200);
    expect(read.body.client_secret).toBe(created.body.client_secret);

    const declined = await shop(
      'POST',
      `/v1/payment-intents/${created.body.id}/confirm`,
      withSecret(c.client_secret, { payment_method: 'pm_card_chargeDeclined' }),
    );
    expectError(declined, 402, 'card_declined', 'payment_method');
    const paid = await shop(
      'POST',
      `/v1/payment-intents/${created.body.id}/confirm`,
      withSecret(c.client_secret, { payment_method: 'pm_card_visa' }),
    );
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.status).toBe('succeeded');

    const booking = await ok(s.api, 'GET', `/v1/bookings/${c.booking_id}`, undefined);
    expect(booking).toMatchObject({ status: 'confirmed', amount_paid: c.total, amount_owed: 0, expires_at: null });
    expect(booking.payments).toEqual([
      expect.objectContaining({ amount: c.total, method: 'card', actor: { type: 'publishable_key', id: pk.id } }),
    ]);
    const after = await shop('GET', `/v1/storefront/checkouts/${c.id}`, withSecret(c.client_secret));
    expect(after.body.status).toBe('complete');
  });

  it('opens no other booking: without the secret 400, with a wrong one or another checkout’s 404; nothing written', async () => {
    nowMs = T0;
    const shop = newShopper();
    const mine = await checkout(shop);
    const theirs = await checkout(newShopper());
    // A booking the shop made at the counter has no checkout: no secret opens it (below).
    const counter = await ok(
      s.api,
      'POST',
      '/v1/bookings',
      {
        customer_id: (await ok(s.api, 'POST', '/v1/customers', { name: 'Ada' }, 201)).id,
        pickup_date: '2030-06-01T09:00',
        return_date: '2030-06-03T09:00',
        line_items: [{ fleet_item_id: itemId }],
      },
      201,
    );
    const rows = await paymentRows(s.sql);
    const path = `/v1/bookings/${mine.booking_id}/payment-intents`;
    expectError(
      await shop('POST', path, { body: { purpose: 'rental' } }),
      400,
      'parameter_missing',
      'Rentline-Client-Secret',
    );
    expectError(
      await shop('POST', path, withSecret(`${mine.id}_secret_wrong`, { purpose: 'rental' })),
      404,
      'resource_missing',
    );
    expectError(
      await shop('POST', path, withSecret(theirs.client_secret, { purpose: 'rental' })),
      404,
      'resource_missing',
    );
    expectError(
      await shop(
        'POST',
        `/v1/bookings/${counter.id}/payment-intents`,
        withSecret(mine.client_secret, { purpose: 'rental' }),
      ),
      404,
      'resource_missing',
    );
    expect(await paymentRows(s.sql)).toEqual(rows);

    // An intent of another checkout's booking cannot be read or confirmed with this secret.
    const other = await ok(
      s.api,
      'POST',
      `/v1/bookings/${theirs.booking_id}/payment-intents`,
      { purpose: 'rental' },
      201,
    );
    expectError(
      await shop('GET', `/v1/payment-intents/${other.id}`, withSecret(mine.client_secret)),
      404,
      'resource_missing',
    );
    expectError(
      await shop(
        'POST',
        `/v1/payment-intents/${other.id}/confirm`,
        withSecret(mine.client_secret, { payment_method: 'pm_card_visa' }),
      ),
      404,
      'resource_missing',
    );
    expect((await ok(s.api, 'GET', `/v1/payment-intents/${other.id}`, undefined)).status).toBe(
      'requires_payment_method',
    );
  });

  it('names no amount (the whole amount owed), and gives no money back: capture, release and refunds are the shop’s', async () => {
    nowMs = T0;
    const shop = newShopper();
    const c = await checkout(shop);
    const path = `/v1/bookings/${c.booking_id}`;
    expectError(
      await shop('POST', `${path}/payment-intents`, withSecret(c.client_secret, { purpose: 'rental', amount: 100 })),
      400,
      'parameter_unknown',
      'amount',
    );
    for (const [route, body] of [
      ['deposit/capture', { amount: 100, reason: 'x' }],
      ['deposit/release', {}],
      ['refunds', { payment_id: 'pay_x', amount: 100 }],
    ] as const) {
      expectError(
        await shop('POST', `${path}/${route}`, withSecret(c.client_secret, body)),
        403,
        'publishable_key_not_allowed',
      );
    }
  });
});

describe("a checkout's end takes its open intents with it", () => {
  it('cancelled: its open intent is canceled', async () => {
    nowMs = T0;
    const shop = newShopper();
    const c = await checkout(shop);
    const intent = await startIntent(shop, c);
    await ok(s.api, 'POST', `/v1/bookings/${c.booking_id}/cancel`, {});
    expect((await ok(s.api, 'GET', `/v1/payment-intents/${intent.body.id}`, undefined)).status).toBe('canceled');
    expect((await shop('GET', `/v1/storefront/checkouts/${c.id}`, withSecret(c.client_secret))).body.status).toBe(
      'cancelled',
    );
  });

  it('expired: the expiry sweeper cancels its open intent with the booking', async () => {
    nowMs = T0;
    const shop = newShopper();
    const c = await checkout(shop);
    const intent = await startIntent(shop, c);
    nowMs = T0 + 61 * 60_000;
    expect(await s.app.expiry.sweepOnce()).toBeGreaterThanOrEqual(1);
    expect((await ok(s.api, 'GET', `/v1/payment-intents/${intent.body.id}`, undefined)).status).toBe('canceled');
    expect((await ok(s.api, 'GET', `/v1/bookings/${c.booking_id}`, undefined)).status).toBe('cancelled');
    nowMs = T0;
  });
});
