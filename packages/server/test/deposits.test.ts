/**
 * Deposit holds and refunds through the test provider over the API, on an injected clock (the
 * deposit sweeper runs when the test says): a hold authorised, captured in part at a damaged return
 * (adjustment and payment, amount_owed unchanged), released, let go with a cancelled or expired
 * booking, released 48 hours after the return; renewals keeping a 3-week rental's deposit across
 * two of them, a renewal the card refuses ending expired; refunds in part and in full, of card,
 * deposit and manual payments. After each step: the booking's status, amount_paid, amount_owed,
 * deposit and its new events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEvents, ok } from './bookings-fixtures.js';
import { startServer, type TestServer } from './helpers.js';
import {
  book,
  DAY,
  getBooking,
  money,
  type PaymentWorld,
  pay,
  paymentWorld,
  refusedWithoutWrites,
} from './payments-fixtures.js';

const T0 = Date.parse('2031-05-01T08:00:00.000Z');
let nowMs = T0;
const MIN = 60_000;
/** The test provider's holds here: 10 days, so a 3-week rental needs two renewals. */
const HOLD_MINUTES = 14_400;
const HOLD_MS = HOLD_MINUTES * MIN;

let s: TestServer;
let w: PaymentWorld;
beforeAll(async () => {
  s = await startServer({
    clock: () => new Date(nowMs),
    expiry: { enabled: false },
    deposits: { enabled: false },
    config: { testProviderHoldMinutes: HOLD_MINUTES },
  });
  w = await paymentWorld(s.api);
});
afterAll(async () => {
  await s?.close();
});

const at = (ms: number) => new Date(ms).toISOString();
const sweep = () => s.app.deposits.sweepOnce();
const capture = (id: string, amount: number, reason = 'Cracked hull') =>
  s.api('POST', `/v1/bookings/${id}/deposit/capture`, { body: { amount, reason } });
const release = (id: string) => s.api('POST', `/v1/bookings/${id}/deposit/release`);

/** A booking paid in full and confirmed, its deposit authorised at `nowMs` with `card`. */
async function heldBooking(from: number, days = 2, card = 'pm_card_visa') {
  const b = await book(s.api, w, from, days);
  await pay(s.api, b.id, 'rental');
  const { result: held, events } = await expectEvents(s.sql, ['deposit.authorized'], () =>
    pay(s.api, b.id, 'deposit', card),
  );
  expect(held).toMatchObject({
    purpose: 'deposit',
    status: 'requires_capture',
    amount: 5000,
    capture_before: at(nowMs + HOLD_MS),
  });
  expect(events[0]?.data).toMatchObject({
    object: 'deposit',
    booking_id: b.id,
    payment_intent_id: held.id,
    status: 'authorized',
    amount_authorized: 5000,
    amount_captured: 0,
    capture_before: at(nowMs + HOLD_MS),
    renewals: 0,
    booking_status: 'confirmed',
  });
  // An authorisation takes no money: nothing is paid by it.
  expect(await money(s.api, b.id)).toMatchObject({
    status: 'confirmed',
    amount_paid: b.total,
    amount_owed: 0,
    deposit: { status: 'authorized', amount_authorized: 5000, amount_captured: 0, capture_before: at(nowMs + HOLD_MS) },
  });
  return { booking: b, intent: held };
}

async function returnBooking(id: string) {
  await ok(s.api, 'POST', `/v1/bookings/${id}/pickup`, {});
  await ok(s.api, 'POST', `/v1/bookings/${id}/return`, {});
}

describe('deposit holds', () => {
  it('authorised once per booking: a deposit names no amount, needs one to hold, and a second is deposit_exists', async () => {
    const plain = await ok(
      s.api,
      'POST',
      '/v1/bookings',
      {
        customer_id: w.customerId,
        pickup_date: at(T0 + DAY),
        return_date: at(T0 + 2 * DAY),
        line_items: [{ fleet_item_id: w.plainId }],
      },
      201,
    );
    await refusedWithoutWrites(
      s.sql,
      () => s.api('POST', `/v1/bookings/${plain.id}/payment-intents`, { body: { purpose: 'deposit' } }),
      400,
      { code: 'parameter_invalid', param: 'purpose' },
    );
    const b = await book(s.api, w, T0 + DAY);
    await refusedWithoutWrites(
      s.sql,
      () => s.api('POST', `/v1/bookings/${b.id}/payment-intents`, { body: { purpose: 'deposit', amount: 100 } }),
      400,
      { code: 'parameter_invalid', param: 'amount' },
    );
    const open = await ok(s.api, 'POST', `/v1/bookings/${b.id}/payment-intents`, { purpose: 'deposit' }, 201);
    expect(open).toMatchObject({ amount: 5000, application_fee_amount: 0 });
    await refusedWithoutWrites(
      s.sql,
      () => s.api('POST', `/v1/bookings/${b.id}/payment-intents`, { body: { purpose: 'deposit' } }),
      409,
      { code: 'deposit_exists' },
    );
    await ok(s.api, 'POST', `/v1/payment-intents/${open.id}/confirm`, { payment_method: 'pm_card_visa' });
    expect((await money(s.api, b.id)).deposit.status).toBe('authorized');
    await refusedWithoutWrites(
      s.sql,
      () => s.api('POST', `/v1/bookings/${b.id}/payment-intents`, { body: { purpose: 'deposit' } }),
      409,
      { code: 'deposit_exists' },
    );
    // Let it go: the renewal tests below sweep every hold.
    expect((await release(b.id)).status).toBe(200);
  });

  it('captured in part at a damaged return: an adjustment and a deposit payment, amount_owed where it was, the rest released', async () => {
    const { booking: b, intent } = await heldBooking(T0 + 2 * DAY);
    await ok(s.api, 'POST', `/v1/bookings/${b.id}/pickup`, {});
    // Damage is found at the return: not before.
    await refusedWithoutWrites(s.sql, () => capture(b.id, 2000), 409, { code: 'booking_invalid_transition' });
    await ok(s.api, 'POST', `/v1/bookings/${b.id}/return`, {});
    await refusedWithoutWrites(s.sql, () => capture(b.id, 5001), 400, { code: 'parameter_invalid', param: 'amount' });
    const before = await getBooking(s.api, b.id);
    const { result, events } = await expectEvents(s.sql, ['deposit.captured', 'payment.received'], () =>
      capture(b.id, 1850),
    );
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({
      status: 'completed',
      subtotal: before.subtotal + 1850,
      tax_amount: before.tax_amount,
      total: before.total + 1850,
      amount_paid: before.amount_paid + 1850,
      amount_owed: before.amount_owed,
      deposit: { status: 'captured', amount_authorized: 5000, amount_captured: 1850, capture_before: null },
    });
    expect(events[0]?.data).toMatchObject({
      status: 'captured',
      amount_captured: 1850,
      capture_reason: 'Cracked hull',
      booking_status: 'completed',
    });
    expect(events[1]?.data).toMatchObject({
      amount: 1850,
      method: 'deposit',
      reference: intent.id,
      booking_status: 'completed',
    });
    const after = await getBooking(s.api, b.id);
    expect(after.adjustments.at(-1)).toMatchObject({
      type: 'deposit_capture',
      amount: 1850,
      description: 'Cracked hull',
      actor: { type: 'secret_key', id: expect.stringMatching(/^key_/) },
    });
    // Who did it: the key that captured, on both events.
    for (const e of events)
      expect(e).toMatchObject({ actor_type: 'secret_key', actor_id: after.adjustments.at(-1).actor.id });
    expect(after.payments.at(-1)).toMatchObject({ amount: 1850, method: 'deposit', reference: intent.id });
    expect(after.payment_intents.find((i: any) => i.id === intent.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 1850,
      payment_id: after.payments.at(-1).id,
    });
    // The total at creation plus the adjustments is still the total.
    const adjusted = after.adjustments.reduce((sum: number, a: any) => sum + a.amount, 0);
    expect(b.total + adjusted).toBe(after.total);
    // Once captured, nothing more to capture or release.
    await refusedWithoutWrites(s.sql, () => capture(b.id, 100), 409, { code: 'deposit_not_authorized' });
    await refusedWithoutWrites(s.sql, () => release(b.id), 409, { code: 'deposit_not_authorized' });
  });

  it('released on request, once; a new deposit may be taken after', async () => {
    const { booking: b } = await heldBooking(T0 + 4 * DAY);
    const { result, events } = await expectEvents(s.sql, ['deposit.released'], () => release(b.id));
    expect(result.body).toMatchObject({
      status: 'confirmed',
      amount_paid: b.total,
      amount_owed: 0,
      deposit: { status: 'released', amount_authorized: 5000, amount_captured: 0, capture_before: null },
    });
    expect(events[0]?.data).toMatchObject({ status: 'released', booking_status: 'confirmed' });
    await refusedWithoutWrites(s.sql, () => release(b.id), 409, { code: 'deposit_not_authorized' });
    await expectEvents(s.sql, ['deposit.authorized'], () => pay(s.api, b.id, 'deposit'));
    expect((await release(b.id)).status).toBe(200);
  });

  it('let go when the booking is cancelled (its open intents too), or its hold expires', async () => {
    const b = await book(s.api, w, T0 + 6 * DAY);
    await pay(s.api, b.id, 'deposit');
    const unpaid = await ok(s.api, 'POST', `/v1/bookings/${b.id}/payment-intents`, { purpose: 'rental' }, 201);
    const { result } = await expectEvents(s.sql, ['deposit.released', 'booking.cancelled'], () =>
      ok(s.api, 'POST', `/v1/bookings/${b.id}/cancel`, { reason: 'storm' }),
    );
    expect(result).toMatchObject({ status: 'cancelled', amount_paid: 0, deposit: { status: 'released' } });
    expect((await ok(s.api, 'GET', `/v1/payment-intents/${unpaid.id}`, undefined)).status).toBe('canceled');

    const held = await book(s.api, w, T0 + 8 * DAY, 2, { hold_minutes: 30 });
    await expectEvents(s.sql, ['deposit.authorized'], () => pay(s.api, held.id, 'deposit'));
    const open = await ok(s.api, 'POST', `/v1/bookings/${held.id}/payment-intents`, { purpose: 'rental' }, 201);
    nowMs = T0 + 31 * MIN;
    try {
      await expectEvents(s.sql, ['deposit.released', 'booking.expired'], () => s.app.expiry.sweepOnce());
    } finally {
      nowMs = T0;
    }
    expect(await money(s.api, held.id)).toMatchObject({
      status: 'cancelled',
      amount_paid: 0,
      deposit: { status: 'released' },
    });
    expect((await ok(s.api, 'GET', `/v1/payment-intents/${open.id}`, undefined)).status).toBe('canceled');
  });

  it('released on its own 48 hours after the return', async () => {
    const { booking: b } = await heldBooking(T0 + 10 * DAY);
    await returnBooking(b.id);
    nowMs = T0 + 47 * 60 * MIN;
    try {
      expect(await sweep()).toBe(0);
      nowMs = T0 + 48 * 60 * MIN;
      await expectEvents(s.sql, ['deposit.released'], sweep);
      expect(await sweep()).toBe(0);
    } finally {
      nowMs = T0;
    }
    expect((await money(s.api, b.id)).deposit.status).toBe('released');
  });
});

describe('renewals', () => {
  it('a 3-week rental keeps its deposit across two renewals, each a new authorisation and the old one let go', async () => {
    const { booking: b, intent: first } = await heldBooking(T0, 21);
    await ok(s.api, 'POST', `/v1/bookings/${b.id}/pickup`, {});
    const renewal = async (atMs: number, renewals: number) => {
      nowMs = atMs;
      const { events } = await expectEvents(s.sql, ['deposit.authorized'], sweep);
      expect(events[0]?.data).toMatchObject({
        status: 'authorized',
        renewals,
        capture_before: at(atMs + HOLD_MS),
        booking_status: 'active',
      });
      // The server renewed it on its own: the deposit sweeper is the actor.
      expect(events[0]).toMatchObject({ actor_type: 'system', actor_id: 'deposit_sweeper' });
      // Done once: a second sweep finds nothing due.
      expect(await sweep()).toBe(0);
      return events[0]?.data.payment_intent_id as string;
    };
    try {
      // A day before the 10-day hold lapses, not before.
      nowMs = T0 + 9 * DAY - MIN;
      expect(await sweep()).toBe(0);
      const second = await renewal(T0 + 9 * DAY, 1);
      const third = await renewal(T0 + 18 * DAY, 2);
      const intents = (await getBooking(s.api, b.id)).payment_intents.filter((i: any) => i.purpose === 'deposit');
      expect(intents.map((i: any) => [i.id, i.status, i.renewal_of])).toEqual([
        [first.id, 'canceled', null],
        [second, 'canceled', first.id],
        [third, 'requires_capture', second],
      ]);
      expect(await money(s.api, b.id)).toMatchObject({
        status: 'active',
        deposit: { status: 'authorized', amount_authorized: 5000, capture_before: at(T0 + 28 * DAY) },
      });
      // Back at three weeks with a dent: the third authorisation is captured.
      nowMs = T0 + 21 * DAY;
      await ok(s.api, 'POST', `/v1/bookings/${b.id}/return`, {});
      // Released 48 hours after the return, before the hold lapses: no renewal is needed any more.
      nowMs = T0 + 27 * DAY;
      await expectEvents(s.sql, ['deposit.released'], sweep);
    } finally {
      nowMs = T0;
    }
  });

  it('a renewal the card refuses: renewal_failed, the old authorisation capturable until its deadline, then expired', async () => {
    const { booking: kept } = await heldBooking(T0, 21, 'pm_card_visa_renewal_declined');
    const { booking: lost } = await heldBooking(T0, 21, 'pm_card_visa_renewal_declined');
    for (const b of [kept, lost]) await ok(s.api, 'POST', `/v1/bookings/${b.id}/pickup`, {});
    try {
      nowMs = T0 + 9 * DAY;
      const { events } = await expectEvents(s.sql, ['deposit.renewal_failed', 'deposit.renewal_failed'], sweep);
      for (const e of events) {
        expect(e.data).toMatchObject({ status: 'renewal_failed', renewals: 0, capture_before: at(T0 + 10 * DAY) });
      }
      // Refused once is refused: no retry.
      expect(await sweep()).toBe(0);
      expect((await money(s.api, kept.id)).deposit).toEqual({
        status: 'renewal_failed',
        amount_authorized: 5000,
        amount_captured: 0,
        capture_before: at(T0 + 10 * DAY),
      });
      // Until then the old authorisation can still be captured.
      nowMs = T0 + 10 * DAY - MIN;
      await ok(s.api, 'POST', `/v1/bookings/${kept.id}/return`, {});
      const captured = await capture(kept.id, 5000, 'Not returned complete');
      expect(captured.status, captured.text).toBe(200);
      expect(captured.body.deposit).toMatchObject({ status: 'captured', amount_captured: 5000 });
      // Past it, the hold has lapsed: expired, and nothing to capture.
      nowMs = T0 + 10 * DAY;
      await expectEvents(s.sql, [], sweep);
      expect((await money(s.api, lost.id)).deposit).toEqual({
        status: 'expired',
        amount_authorized: 5000,
        amount_captured: 0,
        capture_before: null,
      });
      await ok(s.api, 'POST', `/v1/bookings/${lost.id}/return`, {});
      await refusedWithoutWrites(s.sql, () => capture(lost.id, 100), 409, { code: 'deposit_not_authorized' });
    } finally {
      nowMs = T0;
    }
  });
});

describe('refunds', () => {
  const refund = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    s.api('POST', `/v1/bookings/${id}/refunds`, { body, headers });

  it('of a card payment, in part and then in full; never more than the payment has left', async () => {
    const b = await book(s.api, w, T0 + 30 * DAY);
    await pay(s.api, b.id, 'rental');
    const paymentId = (await getBooking(s.api, b.id)).payments[0].id;
    const { result, events } = await expectEvents(s.sql, ['payment.refunded'], () =>
      refund(b.id, { payment_id: paymentId, amount: 1000, reason: 'Returned early' }),
    );
    expect(result.status, result.text).toBe(201);
    expect(result.body).toMatchObject({
      object: 'refund',
      booking_id: b.id,
      payment_id: paymentId,
      amount: 1000,
      reason: 'Returned early',
      status: 'succeeded',
      provider: 'test',
      failure_reason: null,
      livemode: false,
    });
    expect(result.body.provider_reference).toMatch(/^tre_/);
    expect(events[0]?.data).toMatchObject({ id: result.body.id, amount: 1000, booking_status: 'confirmed' });
    expect(await money(s.api, b.id)).toMatchObject({
      status: 'confirmed',
      amount_paid: b.total - 1000,
      amount_owed: 1000,
    });
    expect(await ok(s.api, 'GET', `/v1/refunds/${result.body.id}`, undefined)).toEqual(result.body);
    await refusedWithoutWrites(s.sql, () => refund(b.id, { payment_id: paymentId, amount: b.total - 999 }), 400, {
      code: 'parameter_invalid',
      param: 'amount',
    });
    await expectEvents(s.sql, ['payment.refunded'], () =>
      refund(b.id, { payment_id: paymentId, amount: b.total - 1000 }),
    );
    expect(await money(s.api, b.id)).toMatchObject({ amount_paid: 0, amount_owed: b.total });
    await refusedWithoutWrites(s.sql, () => refund(b.id, { payment_id: paymentId, amount: 1 }), 400, {
      code: 'parameter_invalid',
      param: 'amount',
    });
    const detail = await getBooking(s.api, b.id);
    expect(detail.refunds.map((r: any) => [r.amount, r.status])).toEqual([
      [1000, 'succeeded'],
      [b.total - 1000, 'succeeded'],
    ]);
  });

  it('of a manual payment (recorded at once), of a captured deposit (through the provider), on a cancelled booking', async () => {
    const b = await book(s.api, w, T0 + 32 * DAY);
    await ok(s.api, 'POST', `/v1/bookings/${b.id}/payments`, { amount: 700, method: 'cash' }, 201);
    const cash = (await getBooking(s.api, b.id)).payments[0].id;
    await ok(s.api, 'POST', `/v1/bookings/${b.id}/cancel`, {});
    const manual = await refund(b.id, { payment_id: cash, amount: 700 });
    expect(manual.body).toMatchObject({ provider: 'manual', provider_reference: null, status: 'succeeded' });
    expect(await money(s.api, b.id)).toMatchObject({ status: 'cancelled', amount_paid: 0 });

    const { booking: damaged } = await heldBooking(T0 + 34 * DAY);
    await returnBooking(damaged.id);
    expect((await capture(damaged.id, 2000)).status).toBe(200);
    const deposit = (await getBooking(s.api, damaged.id)).payments.find((p: any) => p.method === 'deposit');
    const back = await refund(damaged.id, { payment_id: deposit.id, amount: 500, reason: 'Repair cost less' });
    expect(back.body).toMatchObject({ provider: 'test', status: 'succeeded', amount: 500 });
    expect(await money(s.api, damaged.id)).toMatchObject({ status: 'completed', amount_owed: 500 });
    // A payment of another booking is not this booking's to refund.
    await refusedWithoutWrites(s.sql, () => refund(b.id, { payment_id: deposit.id, amount: 1 }), 400, {
      code: 'resource_missing',
      param: 'payment_id',
    });
  });

  it('refunds of one payment take turns: two asking for all it has left at once, one is refused', async () => {
    const b = await book(s.api, w, T0 + 38 * DAY);
    await pay(s.api, b.id, 'rental');
    const paymentId = (await getBooking(s.api, b.id)).payments[0].id;
    const both = await Promise.all([
      refund(b.id, { payment_id: paymentId, amount: b.total }),
      refund(b.id, { payment_id: paymentId, amount: b.total }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect((await getBooking(s.api, b.id)).refunds).toHaveLength(1);
    expect(await money(s.api, b.id)).toMatchObject({ amount_paid: 0, amount_owed: b.total });
  });

  it('a capture and a release of one hold at once: one of them, never both', async () => {
    const { booking: b } = await heldBooking(T0 + 40 * DAY);
    await returnBooking(b.id);
    const [captured, released] = await Promise.all([capture(b.id, 3000), release(b.id)]);
    expect([captured.status, released.status].sort()).toEqual([200, 409]);
    const after = await money(s.api, b.id);
    expect(after.deposit.status).toBe(captured.status === 200 ? 'captured' : 'released');
    expect(after.amount_owed).toBe(0);
  });

  it('a retried refund changes nothing: the same Idempotency-Key replays it', async () => {
    const b = await book(s.api, w, T0 + 36 * DAY);
    await pay(s.api, b.id, 'rental');
    const paymentId = (await getBooking(s.api, b.id)).payments[0].id;
    const headers = { 'idempotency-key': `refund-${b.id}` };
    const first = await refund(b.id, { payment_id: paymentId, amount: 300 }, headers);
    const again = await expectEvents(s.sql, [], () => refund(b.id, { payment_id: paymentId, amount: 300 }, headers));
    expect(again.result.headers.get('idempotent-replayed')).toBe('true');
    expect(again.result.body).toEqual(first.body);
    expect((await getBooking(s.api, b.id)).refunds).toHaveLength(1);
    expect(await money(s.api, b.id)).toMatchObject({ amount_paid: b.total - 300, amount_owed: 300 });
  });
});
