/**
 * The steps every payment flow shares: an intent as a provider call names it, a call's target,
 * loading an intent with its booking locked, and the deposit and refund events.
 */

import { type BookingView, loadBooking, refreshView } from '../bookings/views.js';
import { notFound } from '../core/errors.js';
import { emitEvent } from '../events/emit.js';
import type { BookingRow } from '../store/queries/bookings.js';
import type { DepositRow, IntentRow, RefundRow } from '../store/queries/payments.js';
import type { PaymentContext } from './context.js';
import type { IntentRef, ProviderCall } from './provider.js';
import { depositRecord, refundRecord } from './views.js';

export const refOf = (row: IntentRow): IntentRef => {
  if (row.provider_reference === null) throw new Error(`payment intent ${row.id} has no provider reference`);
  return {
    reference: row.provider_reference,
    purpose: row.purpose,
    amount: row.amount,
    currency: row.currency,
    paymentMethod: row.payment_method,
    customer: row.provider_customer,
  };
};

/** A provider call on `account` (the intent's own, for an intent made earlier) with `idempotencyKey`. */
export const callOf = (ctx: PaymentContext, account: string | null, idempotencyKey: string): ProviderCall => ({
  account,
  livemode: ctx.scope.livemode,
  idempotencyKey,
  now: ctx.now,
});

/**
 * An intent and its booking, the booking locked first: every change of a booking's payments takes
 * its lock, so two of them (two refunds of one payment, a capture and a renewal of one hold) take
 * turns on any number of instances. The intent is read again under the lock.
 */
export async function lockIntent(ctx: PaymentContext, id: string): Promise<{ intent: IntentRow; booking: BookingRow }> {
  const found = await ctx.tx.payments.getIntent(ctx.scope, id);
  if (found === undefined) throw notFound(`No such payment intent: '${id}'.`, 'id');
  const booking = await loadBooking(ctx.tx, ctx.scope, found.booking_id);
  const intent = await ctx.tx.payments.getIntent(ctx.scope, id);
  if (intent === undefined) throw notFound(`No such payment intent: '${id}'.`, 'id');
  return { intent, booking };
}

export type DepositEventType =
  | 'deposit.authorized'
  | 'deposit.captured'
  | 'deposit.released'
  | 'deposit.renewal_failed';

/** Record a deposit event (the deposit as it is now, with the booking's status) and refresh the booking's view. */
export async function emitDepositEvent(
  ctx: PaymentContext,
  type: DepositEventType,
  deposit: DepositRow,
  bookingId: string,
): Promise<BookingView> {
  const view = await refreshView(ctx.tx, ctx.scope, bookingId, ctx.now);
  const data = { ...depositRecord(ctx.scope, deposit), booking_status: view.status };
  await emitEvent(ctx.tx, ctx.scope, type, data, ctx.now.toISOString(), ctx.actor);
  return view;
}

/** Record `payment.refunded` (the refund, with the booking's status) and refresh the booking's view. */
export async function emitRefunded(ctx: PaymentContext, refund: RefundRow): Promise<BookingView> {
  const view = await refreshView(ctx.tx, ctx.scope, refund.booking_id, ctx.now);
  const data = { ...refundRecord(ctx.scope, refund), booking_status: view.status };
  await emitEvent(ctx.tx, ctx.scope, 'payment.refunded', data, ctx.now.toISOString(), ctx.actor);
  return view;
}
