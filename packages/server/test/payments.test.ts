/**
 * Payments through the built-in test provider over the API, on an injected clock: the payments
 * setting; rental intents (succeeded, declined, insufficient funds, one open at a time, the
 * booking's rules); deposit holds (authorised, captured in part at a damaged return, released, let
 * go when the booking is cancelled or expires); refunds in part and in full; and duplicates that
 * change nothing (a retried request, a repeated provider answer, a success after the booking was
 * cancelled). After each step: the booking's status, amount_paid, amount_owed and its new events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBooking } from '../src/bookings/views.js';
import { applyIntent } from '../src/payments/outcome.js';
import { allEvents, expectEvents, ok } from './bookings-fixtures.js';
import { startServer, type TestServer } from './helpers.js';
import {
  book,
  DAY,
  getBooking,
  money,
  type PaymentWorld,
  paymentWorld,
  refusedWithoutWrites,
} from './payments-fixtures.js';

const T0 = Date.parse('2031-05-01T08:00:00.000Z');
let nowMs = T0;

let s: TestServer;
let w: PaymentWorld;
beforeAll(async () => {
  s = await startServer({ clock: () => new Date(nowMs), expiry: { enabled: false }, deposits: { enabled: false } });
  w = await paymentWorld(s.api);
});
afterAll(async () => {
  await s?.close();
});

const intentPath = (id: string) => `/v1/bookings/${id}/payment-intents`;

describe('the payments setting', () => {
  it('is manual by default in both modes; test mode may take the test provider, live mode may not; the Stripe account is read-only', async () => {
    const other = await s.newTenant('Manual Rentals');
    for (const key of [other.test_key, other.live_key]) {
      const t = await s.api('GET', '/v1/tenant', { key });
      expect(t.body.payments).toEqual({ provider: 'manual', stripe_account: null });
    }
    const live = await s.api('PATCH', '/v1/tenant', { key: other.live_key, body: { payments: { provider: 'test' } } });
    expect(live.status).toBe(400);
    expect(live.body.error).toMatchObject({ code: 'parameter_invalid', param: 'payments.provider' });
    const account = await s.api('PATCH', '/v1/tenant', {
      key: other.test_key,
      body: { payments: { provider: 'stripe', stripe_account: 'acct_1Other' } },
    });
    expect(account.body.error).toMatchObject({ code: 'parameter_unknown', param: 'payments.stripe_account' });
    // Manual: payments are recorded by hand; an intent is refused, and writes nothing.
    const cus = await ok(
      (m, p, o) => s.api(m, p, { ...o, key: other.test_key }),
      'POST',
      '/v1/customers',
      { name: 'Lin' },
      201,
    );
    const item = await s.api('POST', '/v1/fleet-items', {
      key: other.test_key,
      body: { name: 'Raft', price_full_day: 3000 },
    });
    const b = await s.api('POST', '/v1/bookings', {
      key: other.test_key,
      body: {
        customer_id: cus.id,
        pickup_date: '2031-06-01',
        return_date: '2031-06-02',
        line_items: [{ fleet_item_id: item.body.id }],
      },
    });
    await refusedWithoutWrites(
      s.sql,
      () => s.api('POST', intentPath(b.body.id), { key: other.test_key, body: { purpose: 'rental' } }),
      400,
      { type: 'invalid_request_error', code: 'provider_not_configured' },
    );
    // Stripe without this server's keys and the operator's account: refused the same way.
    await ok((m, p, o) => s.api(m, p, { ...o, key: other.test_key }), 'PATCH', '/v1/tenant', {
      payments: { provider: 'stripe' },
    });
    const stripe = await s.api('POST', intentPath(b.body.id), { key: other.test_key, body: { purpose: 'rental' } });
    expect(stripe.body.error).toMatchObject({ code: 'provider_not_configured' });
    expect(stripe.body.error.message).toContain('--stripe-account');
    // The live settings were never touched.
    expect((await s.api('GET', '/v1/tenant', { key: other.live_key })).body.payments.provider).toBe('manual');
  });
});

describe('rental payments', () => {
  it('succeeded: the whole amount owed by default, recorded as a card payment that confirms the booking', async () => {
    const b = await book(s.api, w, T0 + 3 * DAY);
    const { result: intent } = await expectEvents(s.sql, [], () =>
      ok(s.api, 'POST', intentPath(b.id), { purpose: 'rental' }, 201),
    );
    expect(intent).toMatchObject({
      object: 'payment_intent',
      booking_id: b.id,
      purpose: 'rental',
      amount: b.total,
      currency: 'usd',
      status: 'requires_payment_method',
      provider: 'test',
      capture_before: null,
      application_fee_amount: b.service_fee_amount,
      payment_id: null,
      livemode: false,
    });
    expect(intent.client_secret).toMatch(/^tpi_\w+_secret_/);
    expect(intent.provider_reference).toMatch(/^tpi_/);
    expect(Object.keys(intent)).not.toContain('provider_account');
    const { result: paid, events } = await expectEvents(s.sql, ['payment.received', 'booking.confirmed'], () =>
      ok(s.api, 'POST', `/v1/payment-intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' }),
    );
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: b.total, payment_method: 'pm_card_visa' });
    expect(events[0]?.data).toMatchObject({
      id: paid.payment_id,
      booking_id: b.id,
      amount: b.total,
      method: 'card',
      reference: intent.id,
      booking_status: 'confirmed',
    });
    expect(await money(s.api, b.id)).toMatchObject({ status: 'confirmed', amount_paid: b.total, amount_owed: 0 });
    const detail = await getBooking(s.api, b.id);
    expect(detail.payments).toEqual([
      {
        id: paid.payment_id,
        amount: b.total,
        method: 'card',
        reference: intent.id,
        created_at: detail.payments[0].created_at,
        actor: { type: 'secret_key', id: expect.stringMatching(/^key_/) },
      },
    ]);
    // The booking lists its intents without their client secrets; the intent itself shows it.
    expect(detail.payment_intents).toHaveLength(1);
    expect(detail.payment_intents[0]).not.toHaveProperty('client_secret');
    expect(detail.payment_intents[0]).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      payment_id: paid.payment_id,
    });
    expect((await ok(s.api, 'GET', `/v1/payment-intents/${intent.id}`, undefined)).client_secret).toBe(
      intent.client_secret,
    );
    // A succeeded intent is not confirmed again; nothing is owed, so no new intent either.
    await refusedWithoutWrites(
      s.sql,
      () => s.api('POST', `/v1/payment-intents/${intent.id}/confirm`, { body: { payment_method: 'pm_card_visa' } }),
      409,
      { code: 'payment_intent_unexpected_state' },
    );
    await refusedWithoutWrites(s.sql, () => s.api('POST', intentPath(b.id), { body: { purpose: 'rental' } }), 400, {
      code: 'parameter_invalid',
      param: 'amount',
    });
  });

  it('declined and insufficient funds: 402 card_error, the intent still needs a payment method, nothing recorded; then another card pays', async () => {
    const b = await book(s.api, w, T0 + 5 * DAY);
    const intent = await ok(s.api, 'POST', intentPath(b.id), { purpose: 'rental', amount: 2000 }, 201);
    for (const [card, code, message] of [
      ['pm_card_chargeDeclined', 'card_declined', 'Your card was declined.'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'],
    ]) {
      await refusedWithoutWrites(
        s.sql,
        () => s.api('POST', `/v1/payment-intents/${intent.id}/confirm`, { body: { payment_method: card } }),
        402,
        { type: 'card_error', code, message, param: 'payment_method' },
      );
      expect((await ok(s.api, 'GET', `/v1/payment-intents/${intent.id}`, undefined)).status).toBe(
        'requires_payment_method',
      );
      expect(await money(s.api, b.id)).toMatchObject({ status: 'pending', amount_paid: 0, amount_owed: b.total });
    }
    await refusedWithoutWrites(
      s.sql,
      () => s.api('POST', `/v1/payment-intents/${intent.id}/confirm`, { body: { payment_method: 'pm_card_amex' } }),
      400,
      { code: 'parameter_invalid', param: 'payment_method' },
    );
    // Card data never reaches the server: a field that could hold a card number takes only an id.
    await refusedWithoutWrites(
      s.sql,
      () => s.api('POST', `/v1/payment-intents/${intent.id}/confirm`, { body: { payment_method: '4242424242424242' } }),
      400,
      { code: 'parameter_invalid', param: 'payment_method', message: expect.stringContaining('payment method id') },
    );
    await expectEvents(s.sql, ['payment.received', 'booking.confirmed'], () =>
      ok(s.api, 'POST', `/v1/payment-intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' }),
    );
    expect(await money(s.api, b.id)).toMatchObject({
      status: 'confirmed',
      amount_paid: 2000,
      amount_owed: b.total - 2000,
    });
  });

  it('part payments: each intent at most what is owed; the service fee is taken once across them', async () => {
    const b = await book(s.api, w, T0 + 7 * DAY);
    const fee = b.service_fee_amount;
    expect(fee).toBeGreaterThan(100);
    const first = await ok(s.api, 'POST', intentPath(b.id), { purpose: 'rental', amount: 100 }, 201);
    expect(first.application_fee_amount).toBe(100);
    await ok(s.api, 'POST', `/v1/payment-intents/${first.id}/confirm`, { payment_method: 'pm_card_visa' });
    await refusedWithoutWrites(
      s.sql,
      () => s.api('POST', intentPath(b.id), { body: { purpose: 'rental', amount: b.total } }),
      400,
      { code: 'parameter_invalid', param: 'amount' },
    );
    const rest = await ok(s.api, 'POST', intentPath(b.id), { purpose: 'rental' }, 201);
    expect(rest).toMatchObject({ amount: b.total - 100, application_fee_amount: fee - 100 });
    await expectEvents(s.sql, ['payment.received'], () =>
      ok(s.api, 'POST', `/v1/payment-intents/${rest.id}/confirm`, { payment_method: 'pm_card_visa' }),
    );
    expect(await money(s.api, b.id)).toMatchObject({ status: 'confirmed', amount_paid: b.total, amount_owed: 0 });
  });

  it('one open rental intent per booking: a new one cancels the open one', async () => {
    const b = await book(s.api, w, T0 + 9 * DAY);
    const old = await ok(s.api, 'POST', intentPath(b.id), { purpose: 'rental' }, 201);
    const fresh = await ok(s.api, 'POST', intentPath(b.id), { purpose: 'rental', amount: 500 }, 201);
    expect((await ok(s.api, 'GET', `/v1/payment-intents/${old.id}`, undefined)).status).toBe('canceled');
    expect(fresh.status).toBe('requires_payment_method');
    await refusedWithoutWrites(
      s.sql,
      () => s.api('POST', `/v1/payment-intents/${old.id}/confirm`, { body: { payment_method: 'pm_card_visa' } }),
      409,
      { code: 'payment_intent_unexpected_state' },
    );
  });

  it("follows the booking's payment rules: not on a cancelled booking, nor an expired hold", async () => {
    const cancelled = await book(s.api, w, T0 + 11 * DAY);
    const open = await ok(s.api, 'POST', intentPath(cancelled.id), { purpose: 'rental' }, 201);
    await ok(s.api, 'POST', `/v1/bookings/${cancelled.id}/cancel`, {});
    // The cancellation canceled the open intent too.
    expect((await ok(s.api, 'GET', `/v1/payment-intents/${open.id}`, undefined)).status).toBe('canceled');
    await refusedWithoutWrites(
      s.sql,
      () => s.api('POST', intentPath(cancelled.id), { body: { purpose: 'rental' } }),
      409,
      { code: 'booking_not_payable' },
    );
    const held = await book(s.api, w, T0 + 13 * DAY, 2, { hold_minutes: 30 });
    const intent = await ok(s.api, 'POST', intentPath(held.id), { purpose: 'rental' }, 201);
    nowMs += 31 * 60_000;
    try {
      for (const request of [
        () => s.api('POST', intentPath(held.id), { body: { purpose: 'rental' } }),
        () => s.api('POST', `/v1/payment-intents/${intent.id}/confirm`, { body: { payment_method: 'pm_card_visa' } }),
      ]) {
        await refusedWithoutWrites(s.sql, request, 409, { code: 'booking_expired' });
      }
    } finally {
      nowMs = T0;
    }
  });

  it('a retried request changes nothing: the same Idempotency-Key replays the intent and the confirmation', async () => {
    const b = await book(s.api, w, T0 + 15 * DAY);
    const key = { 'idempotency-key': `create-${b.id}` };
    const first = await s.api('POST', intentPath(b.id), { body: { purpose: 'rental' }, headers: key });
    const again = await s.api('POST', intentPath(b.id), { body: { purpose: 'rental' }, headers: key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await s.sql.all('SELECT id FROM payment_intents WHERE booking_id = ?', b.id)).toHaveLength(1);
    const confirmKey = { 'idempotency-key': `confirm-${b.id}` };
    const body = { payment_method: 'pm_card_visa' };
    const paid = await s.api('POST', `/v1/payment-intents/${first.body.id}/confirm`, { body, headers: confirmKey });
    const before = (await allEvents(s.sql)).length;
    const replay = await s.api('POST', `/v1/payment-intents/${first.body.id}/confirm`, { body, headers: confirmKey });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(paid.body);
    expect((await allEvents(s.sql)).length).toBe(before);
    expect((await getBooking(s.api, b.id)).payments).toHaveLength(1);
    expect(await money(s.api, b.id)).toMatchObject({ amount_paid: b.total, amount_owed: 0 });
  });

  it('a provider repeating its answer changes nothing; a success after the booking was cancelled is recorded and refunded at once', async () => {
    const b = await book(s.api, w, T0 + 17 * DAY);
    const intent = await ok(s.api, 'POST', intentPath(b.id), { purpose: 'rental' }, 201);
    const scope = { tenantId: s.tenant.tenant_id, livemode: false };
    const succeeded = {
      status: 'succeeded' as const,
      clientSecret: '',
      captureBefore: null,
      paymentMethod: 'pm_card_visa',
      customer: null,
    };
    /** The provider's answer that `intent` succeeded, applied as a confirmation or an event would. */
    const answerFor = (bookingId: string, intent: { id: string; provider_reference: string; amount: number }) => () =>
      s.store.write(async (tx) => {
        const booking = await loadBooking(tx, scope, bookingId);
        const row = await tx.payments.getIntent(scope, intent.id);
        if (row === undefined) throw new Error('no intent');
        const actor = { type: 'system' as const, id: 'test' };
        const ctx = { tx, scope, now: new Date(nowMs), actor, providers: s.app.payments };
        const update = { ...succeeded, reference: intent.provider_reference, amountReceived: intent.amount };
        return applyIntent(ctx, booking, row, update);
      });
    const answer = answerFor(b.id, intent);
    await expectEvents(s.sql, ['payment.received', 'booking.confirmed'], answer);
    await expectEvents(s.sql, [], answer);
    await expectEvents(s.sql, [], answer);
    expect((await getBooking(s.api, b.id)).payments).toHaveLength(1);
    expect(await money(s.api, b.id)).toMatchObject({ status: 'confirmed', amount_paid: b.total, amount_owed: 0 });

    // A card still in 3-D Secure when the booking is cancelled: its success comes afterwards.
    const late = await book(s.api, w, T0 + 19 * DAY);
    const slow = await ok(s.api, 'POST', intentPath(late.id), { purpose: 'rental' }, 201);
    await s.sql.run("UPDATE payment_intents SET status = 'processing' WHERE id = ?", slow.id);
    await ok(s.api, 'POST', `/v1/bookings/${late.id}/cancel`, { reason: 'changed plans' });
    const lateAnswer = answerFor(late.id, slow);
    const { events } = await expectEvents(s.sql, ['payment.received', 'payment.refunded'], lateAnswer);
    expect(events[0]?.data).toMatchObject({ amount: slow.amount, booking_status: 'cancelled' });
    expect(events[1]?.data).toMatchObject({ amount: slow.amount, status: 'succeeded', booking_status: 'cancelled' });
    await expectEvents(s.sql, [], lateAnswer);
    const after = await getBooking(s.api, late.id);
    expect(after).toMatchObject({ status: 'cancelled', amount_paid: 0 });
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({ payment_id: after.payments[0].id, amount: slow.amount, provider: 'test' });
  });
});
