/**
 * Which actions a booking offers, without a browser: the payment actions its state allows with the
 * shop's payment provider, and what is left to refund of each payment.
 */
import { describe, expect, it } from 'vitest';
import { paymentActions, refundable } from '../src/api/payments.js';
import type { BookingDetail } from '../src/api/types.js';

describe('payment actions on a booking', () => {
  const base = {
    status: 'confirmed',
    expires_at: null,
    amount_owed: 1000,
    deposit_hold_amount: 5000,
    deposit: { status: 'none', amount_authorized: 0, amount_captured: 0, capture_before: null },
    payments: [],
    refunds: [],
  } as unknown as BookingDetail;
  const paid = (amount: number, refunded: number[] = []) =>
    ({
      ...base,
      payments: [{ id: 'pay_1', amount, method: 'card', reference: null, created_at: '' }],
      refunds: refunded.map((r, i) => ({ id: `ref_${i}`, payment_id: 'pay_1', amount: r, status: 'succeeded' })),
    }) as unknown as BookingDetail;

  it('take a card and hold a deposit only with the test provider; capture once returned; release while held', () => {
    expect(paymentActions(base, true)).toEqual({
      card: true,
      deposit: true,
      capture: false,
      release: false,
      refund: false,
    });
    expect(paymentActions(base, false)).toMatchObject({ card: false, deposit: false });
    const held = { ...base, deposit: { ...base.deposit, status: 'authorized' } } as BookingDetail;
    expect(paymentActions(held, true)).toMatchObject({ deposit: false, capture: false, release: true });
    const returned = { ...held, status: 'completed', amount_owed: 0 } as BookingDetail;
    expect(paymentActions(returned, true)).toEqual({
      card: false,
      deposit: false,
      capture: true,
      release: true,
      refund: false,
    });
    const refused = { ...returned, deposit: { ...base.deposit, status: 'renewal_failed' } } as BookingDetail;
    expect(paymentActions(refused, true)).toMatchObject({ capture: true, release: true });
    const expired = { ...base, status: 'pending', expires_at: '2026-07-08T14:00:00.000Z' } as BookingDetail;
    expect(paymentActions(expired, true, Date.parse('2026-07-08T14:30:00.000Z'))).toMatchObject({
      card: false,
      deposit: false,
    });
    expect(paymentActions({ ...base, status: 'cancelled' } as BookingDetail, true)).toMatchObject({
      card: false,
      deposit: false,
    });
  });

  it('refund while a payment has something left, pending refunds counting, failed ones not', () => {
    expect(refundable(paid(6000, [1000]))).toEqual([{ id: 'pay_1', amount: 6000, left: 5000, label: 'card' }]);
    expect(paymentActions(paid(6000, [6000]), true).refund).toBe(false);
    const failed = {
      ...paid(6000),
      refunds: [{ id: 'ref_1', payment_id: 'pay_1', amount: 6000, status: 'failed' }],
    } as unknown as BookingDetail;
    expect(refundable(failed)[0]?.left).toBe(6000);
  });
});
