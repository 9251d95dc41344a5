/**
 * The `stripe` provider against a local stand-in of the Stripe API (stripe-standin.ts), the official
 * SDK pointed at it, on both stores and an injected clock. Every request the SDK sends and every
 * answer is checked against Stripe's OpenAPI description (the subset in fixtures/stripe/); webhook
 * events are signed with the `stripe` package's own `webhooks.generateTestHeaderString`. Rental
 * payments confirmed in the browser and on the server, declines, deposits (extended authorisation,
 * off-session renewals, a refused one), capture, release, refunds pending then settled, a success
 * after cancellation refunded at once; a repeated event, a wrong signature and a replayed old
 * timestamp change nothing; events are matched by account, mode and Stripe's own id.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { providerKey } from '../src/payments/context.js';
import { stripeClient } from '../src/payments/stripe-provider.js';
import { operatorUpdateTenant } from '../src/tenants/service.js';
import { expectEvents, ok } from './bookings-fixtures.js';
import { runCliAsync, startServer, type TestServer } from './helpers.js';
import { book, DAY, getBooking, money, type PaymentWorld, paymentRows } from './payments-fixtures.js';
import { type StripeStandIn, startStripeStandIn } from './stripe-standin.js';

const T0 = Date.parse('2031-05-01T08:00:00.000Z');
let nowMs = T0;
const SECRET = 'whsec_standin_signing_secret';
const ACCOUNT = 'acct_1HarborRentals';

let stripe: StripeStandIn;
/** Every line the server logged (debug and up), and every answer it gave, for the secrets' test. */
const logged: string[] = [];
const answers: string[] = [];
let s: TestServer;
let w: PaymentWorld;

beforeAll(async () => {
  stripe = await startStripeStandIn(() => Math.floor(nowMs / 1000));
  s = await startServer({
    clock: () => new Date(nowMs),
    expiry: { enabled: false },
    deposits: { enabled: false },
    logger: createLogger('debug', (line) => logged.push(line)),
    config: {
      logLevel: 'debug',
      stripe: {
        test: { secretKey: 'sk_test_standin', webhookSecret: SECRET },
        live: undefined,
        apiUrl: stripe.url,
        timeoutMs: 5000,
      },
    },
  });
  const api = s.api;
  s.api = async (method, path, opts) => {
    const res = await api(method, path, opts);
    answers.push(res.text);
    return res;
  };
  await s.store.write((tx) =>
    operatorUpdateTenant(tx, s.tenant.tenant_id, { stripeAccount: { account: ACCOUNT, modes: [false] } }),
  );
  await ok(s.api, 'PATCH', '/v1/tenant', { payments: { provider: 'stripe' }, tax_rate_bps: 1000 });
  const customer = await ok(
    s.api,
    'POST',
    '/v1/customers',
    { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 555 0100' },
    201,
  );
  const item = await ok(
    s.api,
    'POST',
    '/v1/fleet-items',
    { name: 'Canoe', price_full_day: 6000, deposit_amount: 5000, quantity: 100 },
    201,
  );
  const plain = await ok(s.api, 'POST', '/v1/fleet-items', { name: 'Paddle', price_full_day: 500, quantity: 100 }, 201);
  w = { customerId: customer.id, itemId: item.id, plainId: plain.id };
});
afterAll(async () => {
  await s?.close();
  await stripe?.close();
});

const scope = () => ({ tenantId: s.tenant.tenant_id, livemode: false });
const since = (n: number) => stripe.requests.slice(n);
const intentPath = (id: string) => `/v1/bookings/${id}/payment-intents`;

/** Post a Stripe event about `object` as Stripe would, signed with `secret` at `timestamp`. */
async function deliver(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; account?: string | null; secret?: string; timestamp?: number } = {},
) {
  const account = options.account === undefined ? ACCOUNT : options.account;
  const event = {
    id: options.id ?? `evt_${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    ...(account === null ? {} : { account }),
    api_version: '2026-07-29.dahlia',
    created: Math.floor(nowMs / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  expect(stripe.validator.object('event', event)).toEqual([]);
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp ?? Math.floor(nowMs / 1000),
  });
  const res = await s.api('POST', '/v1/providers/stripe/webhook', {
    key: null,
    raw: payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
  });
  return { res, event, payload, header };
}

describe('configuration', () => {
  it("refuses a key of the other mode, a key without its signing secret, and says so without the key's value", async () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_51Secret', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe live secret key \(sk_live_…\); it starts with sk_test_/,
    );
    expect(() =>
      loadConfig({ STRIPE_TEST_SECRET_KEY: 'sk_live_51Secret', STRIPE_TEST_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrow(/STRIPE_TEST_SECRET_KEY must be a Stripe test secret key/);
    expect(() => loadConfig({ STRIPE_TEST_SECRET_KEY: 'sk_test_51Secret' })).toThrow(/go together/);
    expect(() =>
      loadConfig({ STRIPE_TEST_SECRET_KEY: 'sk_test_51Secret', STRIPE_TEST_WEBHOOK_SECRET: 'nope' }),
    ).toThrow(/whsec_/);
    expect(
      loadConfig({ STRIPE_TEST_SECRET_KEY: 'sk_test_51Secret', STRIPE_TEST_WEBHOOK_SECRET: 'whsec_x' }).stripe.test,
    ).toEqual({
      secretKey: 'sk_test_51Secret',
      webhookSecret: 'whsec_x',
    });
    // The server does not start with it.
    const run = await runCliAsync(['serve'], { ...s.env, PORT: '0', ...env });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('STRIPE_SECRET_KEY must be a Stripe live secret key');
    expect(run.stderr + run.stdout).not.toContain('sk_test_51Secret');
  });

  it('the description catches what Stripe would refuse: an unknown parameter, a value out of its enum', async () => {
    const client = stripeClient('sk_test_standin', { apiUrl: stripe.url, timeoutMs: 5000 });
    const before = stripe.problems.length;
    await client.paymentIntents.create({ amount: 100, currency: 'usd', bogus: 1 } as never).catch(() => undefined);
    await client.paymentIntents
      .create({
        amount: 100,
        currency: 'usd',
        payment_method_options: { card: { request_extended_authorization: 'always' as never } },
      })
      .catch(() => undefined);
    const found = stripe.problems.splice(before);
    expect(found.some((p) => p.includes('bogus'))).toBe(true);
    expect(found.some((p) => p.includes('request_extended_authorization'))).toBe(true);
  });
});

describe('rental payments through Stripe', () => {
  it("confirmed in the browser: the intent on the shop's account with the platform's fee; Stripe's event records the payment once", async () => {
    const b = await book(s.api, w, T0 + DAY);
    const mark = stripe.requests.length;
    const intent = await ok(s.api, 'POST', intentPath(b.id), { purpose: 'rental' }, 201);
    const [create] = since(mark);
    expect(create).toMatchObject({
      method: 'POST',
      template: '/v1/payment_intents',
      account: ACCOUNT,
      version: '2026-07-29.dahlia',
      status: 200,
    });
    expect(create?.idempotencyKey).toMatch(/^rentline_/);
    expect(create?.params).toMatchObject({
      amount: String(b.total),
      currency: 'usd',
      capture_method: 'automatic',
      application_fee_amount: String(b.service_fee_amount),
      payment_method_types: ['card'],
      metadata: { rentline_booking: b.id, rentline_payment_intent: intent.id },
    });
    expect(create?.params).not.toHaveProperty('setup_future_usage');
    const pi = stripe.intents.get(intent.provider_reference);
    expect(intent).toMatchObject({
      provider: 'stripe',
      status: 'requires_payment_method',
      client_secret: pi?.client_secret,
    });
    // The customer's browser confirms with Stripe.js; Stripe tells the server.
    const paid = stripe.confirmInBrowser(intent.provider_reference, 'pm_card_visa');
    const { result } = await expectEvents(s.sql, ['payment.received', 'booking.confirmed'], () =>
      deliver('payment_intent.succeeded', paid, { id: 'evt_rental_paid' }),
    );
    expect(result.res.status, result.res.text).toBe(200);
    expect(result.res.body).toEqual({ received: true });
    expect(await money(s.api, b.id)).toMatchObject({ status: 'confirmed', amount_paid: b.total, amount_owed: 0 });

    // Stripe delivers the same event again (it retries until it sees a 2xx): nothing changes.
    const rows = await paymentRows(s.sql);
    const again = await s.api('POST', '/v1/providers/stripe/webhook', {
      key: null,
      raw: result.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': result.header },
    });
    expect(again.status).toBe(200);
    expect(await paymentRows(s.sql)).toEqual(rows);
    // Another event telling the same under a new id is acted on, and finds nothing left to do.
    await expectEvents(s.sql, [], () => deliver('payment_intent.succeeded', paid));
    expect((await getBooking(s.api, b.id)).payments).toHaveLength(1);
    expect(await money(s.api, b.id)).toMatchObject({ amount_paid: b.total, amount_owed: 0 });
  });

  it("a checkout's payment in progress (the bank, 3-D Secure) keeps its units held, up to the checkout's limit", async () => {
    const checkout = await ok(
      s.api,
      'POST',
      '/v1/storefront/checkouts',
      {
        line_items: [{ fleet_item_id: w.itemId }],
        pickup_date: new Date(nowMs + 3 * DAY).toISOString(),
        return_date: new Date(nowMs + 4 * DAY).toISOString(),
        customer: { name: 'Grace Hopper', email: 'grace@example.com' },
      },
      201,
    );
    const held = Date.parse(checkout.expires_at);
    const intent = await ok(s.api, 'POST', intentPath(checkout.booking_id), { purpose: 'rental' }, 201);
    const pi = stripe.intents.get(intent.provider_reference) as Record<string, unknown>;
    await expectEvents(s.sql, [], () => deliver('payment_intent.processing', { ...pi, status: 'processing' }));
    expect((await ok(s.api, 'GET', `/v1/payment-intents/${intent.id}`, undefined)).status).toBe('processing');
    const booking = await getBooking(s.api, checkout.booking_id);
    // The checkout's limit: its first hold plus 30 minutes.
    expect(Date.parse(booking.expires_at)).toBe(held + 30 * 60_000);
    expect(booking.status).toBe('pending');
    // A booking made at the counter keeps its hold as it is.
    const counter = await book(s.api, w, T0 + 5 * DAY);
    const own = await ok(s.api, 'POST', intentPath(counter.id), { purpose: 'rental' }, 201);
    const ownPi = stripe.intents.get(own.provider_reference) as Record<string, unknown>;
    await deliver('payment_intent.processing', { ...ownPi, status: 'processing' });
    expect((await getBooking(s.api, counter.id)).expires_at).toBe(counter.expires_at);
  });

  it('a wrong signature, a replayed old timestamp, another account, metadata alone: nothing changes', async () => {
    const b = await book(s.api, w, T0 + 2 * DAY);
    const intent = await ok(s.api, 'POST', intentPath(b.id), { purpose: 'rental' }, 201);
    const paid = stripe.confirmInBrowser(intent.provider_reference, 'pm_card_visa');
    const rows = await paymentRows(s.sql);
    const wrong = await deliver('payment_intent.succeeded', paid, { secret: 'whsec_someone_else' });
    expect(wrong.res.status).toBe(400);
    expect(wrong.res.body.error).toMatchObject({ type: 'invalid_request_error', code: 'signature_invalid' });
    expect(wrong.res.body.error.message).toContain('signature_mismatch');
    const old = await deliver('payment_intent.succeeded', paid, { timestamp: Math.floor(nowMs / 1000) - 301 });
    expect(old.res.status).toBe(400);
    expect(old.res.body.error.message).toContain('timestamp_outside_tolerance');
    const altered = await s.api('POST', '/v1/providers/stripe/webhook', {
      key: null,
      raw: old.payload.replace('"livemode":false', '"livemode":false '),
      headers: { 'content-type': 'application/json', 'stripe-signature': old.header },
    });
    expect(altered.status).toBe(400);
    const unsigned = await s.api('POST', '/v1/providers/stripe/webhook', {
      key: null,
      raw: old.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.body.error.message).toContain('header_missing');
    // Another shop's account, or no account: not this intent.
    expect((await deliver('payment_intent.succeeded', paid, { account: 'acct_1SomeoneElse' })).res.status).toBe(200);
    expect((await deliver('payment_intent.succeeded', paid, { account: null })).res.status).toBe(200);
    // An intent of Stripe's that names this booking and intent in its metadata, but is another intent.
    const stranger = {
      ...paid,
      id: 'pi_not_ours',
      metadata: { rentline_booking: b.id, rentline_payment_intent: intent.id },
    };
    expect((await deliver('payment_intent.succeeded', stranger)).res.status).toBe(200);
    // An event type the server does not use.
    expect((await deliver('customer.created', { id: 'cus_x', object: 'customer' })).res.status).toBe(200);
    expect(await paymentRows(s.sql)).toEqual(rows);
    // At 300 seconds old it still counts.
    const inTime = await deliver('payment_intent.succeeded', paid, { timestamp: Math.floor(nowMs / 1000) - 300 });
    expect(inTime.res.status).toBe(200);
    expect(await money(s.api, b.id)).toMatchObject({ status: 'confirmed', amount_owed: 0 });
  });

  it('confirmed on the server with a payment method: declines are 402; the idempotency key of a retried request is passed through', async () => {
    const b = await book(s.api, w, T0 + 3 * DAY);
    const headers = { 'idempotency-key': 'client-attempt-7' };
    const mark = stripe.requests.length;
    const made = await s.api('POST', intentPath(b.id), { body: { purpose: 'rental' }, headers });
    expect(made.status, made.text).toBe(201);
    const create = since(mark).find((r) => r.template === '/v1/payment_intents');
    expect(create?.idempotencyKey).toBe(providerKey(scope(), 'create', b.id, 'client-attempt-7'));
    for (const [card, code] of [
      ['pm_card_chargeDeclined', 'card_declined'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ]) {
      const rows = await paymentRows(s.sql);
      const res = await s.api('POST', `/v1/payment-intents/${made.body.id}/confirm`, {
        body: { payment_method: card },
      });
      expect(res.status, res.text).toBe(402);
      expect(res.body.error).toMatchObject({ type: 'card_error', code, param: 'payment_method' });
      expect(await paymentRows(s.sql)).toEqual(rows);
    }
    const { result } = await expectEvents(s.sql, ['payment.received', 'booking.confirmed'], () =>
      ok(s.api, 'POST', `/v1/payment-intents/${made.body.id}/confirm`, { payment_method: 'pm_card_visa' }),
    );
    expect(result).toMatchObject({ status: 'succeeded', payment_method: 'pm_card_visa' });
    // Stripe's own event about it arrives after: nothing more.
    await expectEvents(s.sql, [], () =>
      deliver('payment_intent.succeeded', stripe.intents.get(made.body.provider_reference) ?? {}),
    );
    for (const r of stripe.requests.filter((x) => x.method === 'POST')) expect(r.idempotencyKey, r.path).toBeDefined();
  });

  it('a success that arrives after the booking was cancelled is recorded and refunded at once', async () => {
    const b = await book(s.api, w, T0 + 4 * DAY);
    const intent = await ok(s.api, 'POST', intentPath(b.id), { purpose: 'rental' }, 201);
    // 3-D Secure: the card needs the customer's action, so the intent is processing.
    expect(
      (
        await ok(s.api, 'POST', `/v1/payment-intents/${intent.id}/confirm`, {
          payment_method: 'pm_card_authenticationRequired',
        })
      ).status,
    ).toBe('processing');
    const processing = await s.api('POST', intentPath(b.id), { body: { purpose: 'rental' } });
    expect(processing.body.error).toMatchObject({ code: 'payment_in_progress' });
    await ok(s.api, 'POST', `/v1/bookings/${b.id}/cancel`, { reason: 'left' });
    const pi = stripe.intents.get(intent.provider_reference) ?? {};
    Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, next_action: null });
    const mark = stripe.requests.length;
    const { events } = await expectEvents(s.sql, ['payment.received', 'payment.refunded'], () =>
      deliver('payment_intent.succeeded', { ...pi }),
    );
    expect(events[1]?.data).toMatchObject({
      provider: 'stripe',
      status: 'succeeded',
      amount: b.total,
      booking_status: 'cancelled',
    });
    expect(since(mark).map((r) => [r.method, r.template, r.params.payment_intent, r.params.amount])).toEqual([
      ['POST', '/v1/refunds', intent.provider_reference, String(b.total)],
    ]);
    expect(await money(s.api, b.id)).toMatchObject({ status: 'cancelled', amount_paid: 0 });
  });
});

describe('deposits through Stripe', () => {
  /** A paid booking whose deposit the customer's browser authorised; Stripe's event starts the hold. */
  async function held(from: number, days: number) {
    const b = await book(s.api, w, from, days);
    const rental = await ok(s.api, 'POST', intentPath(b.id), { purpose: 'rental' }, 201);
    await ok(s.api, 'POST', `/v1/payment-intents/${rental.id}/confirm`, { payment_method: 'pm_card_visa' });
    const mark = stripe.requests.length;
    const deposit = await ok(s.api, 'POST', intentPath(b.id), { purpose: 'deposit' }, 201);
    const authorised = stripe.confirmInBrowser(deposit.provider_reference, 'pm_card_visa');
    // The event's copy names its charge by id: the server reads the intent again for the hold's deadline.
    expect(typeof authorised.latest_charge).toBe('string');
    const { result } = await expectEvents(s.sql, ['deposit.authorized'], () =>
      deliver('payment_intent.amount_capturable_updated', authorised),
    );
    expect(result.res.status, result.res.text).toBe(200);
    return { booking: b, deposit, requests: since(mark) };
  }

  it("saves the card on a customer of the shop's account, asks for extended authorisation, and holds until the charge's deadline", async () => {
    const { booking: b, deposit, requests } = await held(T0 + 5 * DAY, 3);
    expect(requests.map((r) => [r.method, r.template, r.account])).toEqual([
      ['POST', '/v1/customers', ACCOUNT],
      ['POST', '/v1/payment_intents', ACCOUNT],
      ['GET', '/v1/payment_intents/{intent}', ACCOUNT],
    ]);
    expect(requests[0]?.params).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 555 0100' });
    expect(requests[1]?.params).toMatchObject({
      amount: '5000',
      capture_method: 'manual',
      customer: stripe.intents.get(deposit.provider_reference)?.customer,
      setup_future_usage: 'off_session',
      payment_method_options: { card: { request_extended_authorization: 'if_available' } },
    });
    expect(requests[1]?.params).not.toHaveProperty('application_fee_amount');
    expect(requests[2]?.params).toEqual({ expand: ['latest_charge'] });
    // Extended: 30 days from the authorisation.
    const deadline = new Date(T0 + 30 * DAY).toISOString();
    expect((await money(s.api, b.id)).deposit).toEqual({
      status: 'authorized',
      amount_authorized: 5000,
      amount_captured: 0,
      capture_before: deadline,
    });
    // Let it go: the renewal test below sweeps every hold.
    await ok(s.api, 'POST', `/v1/bookings/${b.id}/deposit/release`, {});
  });

  it('captured in part at the return (Stripe captures the amount, releases the rest); its later event changes nothing', async () => {
    const { booking: b, deposit } = await held(T0 + 9 * DAY, 2);
    await ok(s.api, 'POST', `/v1/bookings/${b.id}/pickup`, {});
    await ok(s.api, 'POST', `/v1/bookings/${b.id}/return`, {});
    const mark = stripe.requests.length;
    const { result } = await expectEvents(s.sql, ['deposit.captured', 'payment.received'], () =>
      ok(s.api, 'POST', `/v1/bookings/${b.id}/deposit/capture`, { amount: 1200, reason: 'Scratched hull' }),
    );
    expect(result.deposit).toMatchObject({ status: 'captured', amount_captured: 1200 });
    expect(result.amount_owed).toBe(0);
    expect(since(mark).map((r) => [r.template, r.params.amount_to_capture])).toEqual([
      ['/v1/payment_intents/{intent}/capture', '1200'],
    ]);
    const captured = stripe.intents.get(deposit.provider_reference) ?? {};
    await expectEvents(s.sql, [], () => deliver('payment_intent.succeeded', captured));
    // The captured deposit refunded in part, through Stripe.
    const payment = (await getBooking(s.api, b.id)).payments.find((p: any) => p.method === 'deposit');
    const refund = await ok(
      s.api,
      'POST',
      `/v1/bookings/${b.id}/refunds`,
      { payment_id: payment.id, amount: 200 },
      201,
    );
    expect(refund).toMatchObject({ provider: 'stripe', status: 'succeeded' });
    expect(stripe.refunds.get(refund.provider_reference)).toMatchObject({
      amount: 200,
      payment_intent: deposit.provider_reference,
    });
  });

  it('released: the authorisation canceled at Stripe', async () => {
    const { booking: b, deposit } = await held(T0 + 12 * DAY, 2);
    await expectEvents(s.sql, ['deposit.released'], () =>
      ok(s.api, 'POST', `/v1/bookings/${b.id}/deposit/release`, {}),
    );
    expect(stripe.intents.get(deposit.provider_reference)?.status).toBe('canceled');
    // Stripe's own word on it comes after: nothing more.
    await expectEvents(s.sql, [], () =>
      deliver('payment_intent.canceled', stripe.intents.get(deposit.provider_reference) ?? {}),
    );
  });

  it('renewed off-session before the hold lapses (then the old one canceled); a renewal the card refuses: renewal_failed', async () => {
    const kept = await held(T0 + 14 * DAY, 45);
    const refused = await held(T0 + 14 * DAY, 45);
    for (const h of [kept, refused]) {
      await ok(s.api, 'PATCH', `/v1/bookings/${h.booking.id}`, { status: 'active' });
    }
    nowMs = T0 + 29 * DAY;
    try {
      // The card of the second refuses any authorisation asked of it off-session.
      const mark = stripe.requests.length;
      stripe.declineOffSession.add(String(stripe.intents.get(refused.deposit.provider_reference)?.customer));
      const { events } = await expectEvents(s.sql, ['deposit.authorized', 'deposit.renewal_failed'], () =>
        s.app.deposits.sweepOnce(),
      );
      const made = since(mark);
      const renew = made.filter((r) => r.template === '/v1/payment_intents');
      expect(renew).toHaveLength(2);
      for (const r of renew) {
        expect(r.params).toMatchObject({
          confirm: 'true',
          off_session: 'true',
          capture_method: 'manual',
          payment_method: 'pm_card_visa',
          payment_method_options: { card: { request_extended_authorization: 'if_available' } },
          expand: ['latest_charge'],
        });
        expect(r.account).toBe(ACCOUNT);
        expect(r.idempotencyKey).toMatch(/^rentline_/);
      }
      expect(renew.map((r) => r.status)).toEqual([200, 402]);
      expect(made.filter((r) => r.template === '/v1/payment_intents/{intent}/cancel')).toHaveLength(1);
      expect(events[0]?.data).toMatchObject({
        booking_id: kept.booking.id,
        renewals: 1,
        capture_before: new Date(T0 + 59 * DAY).toISOString(),
      });
      expect(events[1]?.data).toMatchObject({ booking_id: refused.booking.id, status: 'renewal_failed' });
      expect(stripe.intents.get(kept.deposit.provider_reference)?.status).toBe('canceled');
      expect(stripe.intents.get(refused.deposit.provider_reference)?.status).toBe('requires_capture');
    } finally {
      nowMs = T0;
      stripe.declineOffSession.clear();
    }
  });
});

describe('refunds through Stripe', () => {
  it("pending until Stripe's event settles it, once; a failed one changes nothing", async () => {
    const b = await book(s.api, w, T0 + 20 * DAY);
    const intent = await ok(s.api, 'POST', intentPath(b.id), { purpose: 'rental' }, 201);
    await ok(s.api, 'POST', `/v1/payment-intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' });
    const payment = (await getBooking(s.api, b.id)).payments[0].id;
    stripe.refundStatus = 'pending';
    let pending: any;
    let failing: any;
    try {
      pending = (
        await expectEvents(s.sql, [], () =>
          ok(s.api, 'POST', `/v1/bookings/${b.id}/refunds`, { payment_id: payment, amount: 1500 }, 201),
        )
      ).result;
      failing = await ok(s.api, 'POST', `/v1/bookings/${b.id}/refunds`, { payment_id: payment, amount: 700 }, 201);
    } finally {
      stripe.refundStatus = 'succeeded';
    }
    expect(pending).toMatchObject({ status: 'pending', provider: 'stripe' });
    // Pending refunds count against what the payment has left, but the money is still paid.
    expect(await money(s.api, b.id)).toMatchObject({ amount_paid: b.total, amount_owed: 0 });
    const left = b.total - 1500 - 700;
    const over = await s.api('POST', `/v1/bookings/${b.id}/refunds`, {
      body: { payment_id: payment, amount: left + 1 },
    });
    expect(over.body.error).toMatchObject({ code: 'parameter_invalid', param: 'amount' });

    const settled = { ...(stripe.refunds.get(pending.provider_reference) ?? {}), status: 'succeeded' };
    expect(stripe.validator.object('refund', settled)).toEqual([]);
    const { result } = await expectEvents(s.sql, ['payment.refunded'], () =>
      deliver('refund.updated', settled, { id: 'evt_refund_done' }),
    );
    expect(result.res.status).toBe(200);
    expect(await money(s.api, b.id)).toMatchObject({ amount_paid: b.total - 1500, amount_owed: 1500 });
    await expectEvents(s.sql, [], () => deliver('refund.updated', settled, { id: 'evt_refund_done' }));
    await expectEvents(s.sql, [], () => deliver('charge.refund.updated', settled));

    const failed = {
      ...(stripe.refunds.get(failing.provider_reference) ?? {}),
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    };
    await expectEvents(s.sql, [], () => deliver('refund.failed', failed));
    expect(await ok(s.api, 'GET', `/v1/refunds/${failing.id}`, undefined)).toMatchObject({
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    });
    expect(await money(s.api, b.id)).toMatchObject({ amount_paid: b.total - 1500 });
    // A refund made in Stripe's dashboard (the server never saw it) is recorded from its event.
    const outside = { ...settled, id: 're_from_dashboard', amount: 300 };
    await expectEvents(s.sql, ['payment.refunded'], () => deliver('refund.created', outside));
    expect(await money(s.api, b.id)).toMatchObject({ amount_paid: b.total - 1800 });
  });
});

describe('what the stand-in saw', () => {
  it('every request the SDK sent and every answer matched the description', () => {
    expect(stripe.requests.length).toBeGreaterThan(30);
    expect(stripe.problems).toEqual([]);
    expect(new Set(stripe.requests.map((r) => r.version))).toEqual(new Set(['2026-07-29.dahlia']));
  });

  it("the Stripe keys are in no table, log line or response: they stay in the server's environment", async () => {
    const tables = JSON.stringify(await s.sql.snapshot());
    for (const secret of ['sk_test_standin', SECRET]) expect(tables).not.toContain(secret);
    const tenant = await s.api('GET', '/v1/tenant');
    expect(tenant.body.payments).toEqual({ provider: 'stripe', stripe_account: ACCOUNT });
    answers.push(tenant.text);
    // Every request of the flows above was logged (debug): the lines and the answers hold no key.
    expect(logged.length).toBeGreaterThan(50);
    expect(answers.length).toBeGreaterThan(50);
    for (const secret of ['sk_test_standin', SECRET, 'sk_test']) {
      expect(logged.filter((l) => l.includes(secret))).toEqual([]);
      expect(answers.filter((a) => a.includes(secret))).toEqual([]);
    }
  });
});
