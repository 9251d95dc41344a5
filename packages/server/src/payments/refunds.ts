/**
 * Refunds of a booking's payments: at most what a payment has left (pending refunds count), through
 * the provider that took it (a manual payment's refund is recorded at once). `amount_paid` falls when
 * a refund succeeds (at once, or when the provider says so later) and `payment.refunded` is sent; a
 * failed refund changes nothing. Refunds of one booking take its lock, so two refunds of one payment
 * never both pass the check.
 */

import { loadBooking } from '../bookings/views.js';
import { invalid, missingRef, notFound } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import type { RefundStatus } from '../model/refund.js';
import type { PaymentRow } from '../store/queries/bookings.js';
import type { IntentRow, RefundRow } from '../store/queries/payments.js';
import { atProvider, type PaymentContext, providerKey } from './context.js';
import { callOf, emitRefunded, refOf } from './records.js';

export interface RefundInput {
  payment_id: string;
  amount: number;
  reason?: string | null | undefined;
}

export async function createRefund(ctx: PaymentContext, bookingId: string, input: RefundInput): Promise<RefundRow> {
  const { tx, scope } = ctx;
  const booking = await loadBooking(tx, scope, bookingId);
  const payment = ((await tx.bookings.paymentsOf(scope, [booking.id])).get(booking.id) ?? []).find(
    (p) => p.id === input.payment_id,
  );
  if (payment === undefined) throw missingRef('payment of this booking', input.payment_id, 'payment_id');
  const earlier = ((await tx.payments.refundsOf(scope, [booking.id])).get(booking.id) ?? []).filter(
    (r) => r.payment_id === payment.id,
  );
  const left = payment.amount - earlier.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
  if (input.amount > left) {
    throw invalid(
      'parameter_invalid',
      `amount must be at most what the payment has left to refund (${left}).`,
      'amount',
    );
  }
  const intent = await tx.payments.intentOfPayment(scope, payment.id);
  // The same refund (this payment, after the same earlier ones, of the same amount) is one refund at the provider.
  const key = providerKey(scope, 'refund', payment.id, earlier.length, input.amount);
  return refundPayment(ctx, payment, intent, input.amount, input.reason ?? null, key);
}

/**
 * Refund `amount` of `payment` through `intent`, the provider's intent that took it (undefined: a
 * payment recorded by hand, refunded at once). The refund is recorded as the provider answers:
 * succeeded (the money is back: `amount_paid` falls), pending (its event settles it) or failed.
 */
export async function refundPayment(
  ctx: PaymentContext,
  payment: PaymentRow,
  intent: IntentRow | undefined,
  amount: number,
  reason: string | null,
  idempotencyKey: string,
): Promise<RefundRow> {
  const at = ctx.now.toISOString();
  const base = {
    id: newId(ID_PREFIX.refund),
    booking_id: payment.booking_id,
    payment_id: payment.id,
    amount,
    reason,
    created_at: at,
    updated_at: at,
  };
  let refund: RefundRow;
  if (intent === undefined) {
    refund = {
      ...base,
      status: 'succeeded',
      provider: 'manual',
      provider_reference: null,
      failure_reason: null,
      provider_account: null,
    };
  } else {
    const provider = ctx.providers.named(intent.provider, ctx.scope.livemode);
    const made = await atProvider(() =>
      provider.refund(callOf(ctx, intent.provider_account, idempotencyKey), refOf(intent), amount),
    );
    refund = {
      ...base,
      status: made.status,
      provider: intent.provider,
      provider_reference: made.reference,
      failure_reason: made.failureReason,
      provider_account: intent.provider_account,
    };
  }
  await ctx.tx.payments.insertRefund(ctx.scope, refund);
  if (refund.status === 'succeeded') await refundSucceeded(ctx, refund);
  return refund;
}

/** The money of `refund` is back with the customer: the booking's `amount_paid` falls by it. */
async function refundSucceeded(ctx: PaymentContext, refund: RefundRow): Promise<void> {
  const booking = await loadBooking(ctx.tx, ctx.scope, refund.booking_id);
  await ctx.tx.bookings.updateBooking(ctx.scope, booking.id, {
    amount_paid: booking.amount_paid - refund.amount,
    updated_at: ctx.now.toISOString(),
  });
  await emitRefunded(ctx, refund);
}

/**
 * The provider's later word on a pending refund: it succeeded or failed, acted on once however
 * often the provider says it (the settling UPDATE matches only a pending refund).
 */
export async function settleRefund(
  ctx: PaymentContext,
  refund: RefundRow,
  status: RefundStatus,
  failureReason: string | null,
): Promise<void> {
  if (status === 'pending') return;
  await loadBooking(ctx.tx, ctx.scope, refund.booking_id);
  const settled = await ctx.tx.payments.settleRefund(ctx.scope, refund.id, {
    status,
    failure_reason: failureReason,
    updated_at: ctx.now.toISOString(),
  });
  if (settled && status === 'succeeded') await refundSucceeded(ctx, { ...refund, status });
}

export async function getRefund(ctx: Pick<PaymentContext, 'tx' | 'scope'>, id: string): Promise<RefundRow> {
  const refund = await ctx.tx.payments.getRefund(ctx.scope, id);
  if (refund === undefined) throw notFound(`No such refund: '${id}'.`, 'id');
  return refund;
}

/**
 * A refund the provider made that the server has no record of (made in the provider's dashboard, or
 * one whose record a crash lost): recorded, succeeded, against the payment its intent took.
 */
export async function recordProviderRefund(
  ctx: PaymentContext,
  intent: IntentRow,
  reference: string,
  amount: number,
): Promise<void> {
  if (intent.payment_id === null) return;
  const booking = await loadBooking(ctx.tx, ctx.scope, intent.booking_id);
  const payment = ((await ctx.tx.bookings.paymentsOf(ctx.scope, [booking.id])).get(booking.id) ?? []).find(
    (p) => p.id === intent.payment_id,
  );
  if (payment === undefined) return;
  const at = ctx.now.toISOString();
  const refund: RefundRow = {
    id: newId(ID_PREFIX.refund),
    booking_id: booking.id,
    payment_id: payment.id,
    amount,
    reason: 'Refunded at the payment provider',
    status: 'succeeded',
    provider: intent.provider,
    provider_reference: reference,
    failure_reason: null,
    provider_account: intent.provider_account,
    created_at: at,
    updated_at: at,
  };
  await ctx.tx.payments.insertRefund(ctx.scope, refund);
  await refundSucceeded(ctx, refund);
}
