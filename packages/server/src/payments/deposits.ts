/**
 * Deposit holds. A hold starts when a deposit intent is authorised (`deposit.authorized`), is
 * captured at a damaged return (in part: the rest released; recorded as a `deposit_capture`
 * adjustment and a payment of the same amount, so `amount_owed` ends where it was;
 * `deposit.captured` then `payment.received`), or released (`deposit.released`). Every step runs
 * under the booking's lock, so capture, release and renewal of one booking take turns.
 */

import { recordPayment } from '../bookings/payments.js';
import { isExpired, isHolding } from '../bookings/status.js';
import { type BookingView, loadBooking, refreshView } from '../bookings/views.js';
import { invalid, RentlineError } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import type { BookingRow } from '../store/queries/bookings.js';
import type { DepositRow, IntentRow } from '../store/queries/payments.js';
import { atProvider, type PaymentContext, providerKey } from './context.js';
import { callOf, emitDepositEvent, refOf } from './records.js';

/** The most a renewal is made before its hold lapses. */
const RENEW_MARGIN_MS = 24 * 3_600_000;

/**
 * When a hold authorised at `authorizedAt` until `captureBefore` is renewed: a day before it lapses,
 * or, for a hold shorter than four days, a quarter of its span before.
 */
export function renewAtFor(authorizedAt: Date, captureBefore: string): string {
  const end = Date.parse(captureBefore);
  const margin = Math.min(RENEW_MARGIN_MS, Math.floor((end - authorizedAt.getTime()) / 4));
  return new Date(end - Math.max(margin, 0)).toISOString();
}

/** Let an intent's authorisation go at the provider and mark the intent canceled. */
export async function cancelIntent(ctx: PaymentContext, intent: IntentRow): Promise<void> {
  const provider = ctx.providers.named(intent.provider, ctx.scope.livemode);
  const key = providerKey(ctx.scope, 'cancel', intent.id);
  await atProvider(() => provider.cancelIntent(callOf(ctx, intent.provider_account, key), refOf(intent)));
  await ctx.tx.payments.updateIntent(ctx.scope, intent.id, {
    status: 'canceled',
    capture_before: null,
    updated_at: ctx.now.toISOString(),
  });
}

/**
 * A deposit intent was authorised: the booking's hold starts. A booking that holds nothing any more
 * (cancelled, expired, returned) or already has a live hold lets the new authorisation go at once.
 */
export async function holdAuthorized(ctx: PaymentContext, booking: BookingRow, intent: IntentRow): Promise<void> {
  if (intent.purpose !== 'deposit' || intent.capture_before === null) return;
  const live = await ctx.tx.payments.liveDeposit(ctx.scope, booking.id);
  if (!isHolding(booking.status) || isExpired(booking, ctx.now) || live !== undefined) {
    await cancelIntent(ctx, intent);
    return;
  }
  const at = ctx.now.toISOString();
  const deposit: DepositRow = {
    id: newId(ID_PREFIX.deposit),
    booking_id: booking.id,
    payment_intent_id: intent.id,
    status: 'authorized',
    amount_authorized: intent.amount,
    amount_captured: 0,
    capture_before: intent.capture_before,
    renewals: 0,
    capture_reason: null,
    ended_at: null,
    renew_at: renewAtFor(ctx.now, intent.capture_before),
    created_at: at,
    updated_at: at,
  };
  await ctx.tx.payments.insertDeposit(ctx.scope, deposit);
  await emitDepositEvent(ctx, 'deposit.authorized', deposit, booking.id);
}

/**
 * The provider canceled the intent that holds a deposit (an authorisation it let lapse, or one
 * canceled in its dashboard): the hold ends, expired past its `capture_before`, else released.
 */
export async function holdCanceled(ctx: PaymentContext, booking: BookingRow, intent: IntentRow): Promise<void> {
  const live = await ctx.tx.payments.liveDeposit(ctx.scope, booking.id);
  if (live === undefined || live.payment_intent_id !== intent.id) return;
  const lapsed = Date.parse(live.capture_before) <= ctx.now.getTime();
  await endHold(ctx, live, lapsed ? 'expired' : 'released');
}

/** End a live hold as `status`; a release is told (`deposit.released`), an expiry is not. */
export async function endHold(
  ctx: PaymentContext,
  deposit: DepositRow,
  status: 'released' | 'expired',
): Promise<BookingView> {
  const at = ctx.now.toISOString();
  const ended = { ...deposit, status, ended_at: at, renew_at: null, updated_at: at };
  if (!(await ctx.tx.payments.updateLiveDeposit(ctx.scope, deposit.id, ended))) {
    return refreshView(ctx.tx, ctx.scope, deposit.booking_id, ctx.now);
  }
  if (status === 'expired') return refreshView(ctx.tx, ctx.scope, deposit.booking_id, ctx.now);
  return emitDepositEvent(ctx, 'deposit.released', ended, deposit.booking_id);
}

/** Release a live hold: its authorisation let go at the provider, `deposit.released`. */
export async function releaseHold(ctx: PaymentContext, deposit: DepositRow): Promise<BookingView> {
  const intent = await ctx.tx.payments.getIntent(ctx.scope, deposit.payment_intent_id);
  if (intent !== undefined && intent.status === 'requires_capture') await cancelIntent(ctx, intent);
  return endHold(ctx, deposit, 'released');
}

async function liveDepositOf(ctx: PaymentContext, booking: BookingRow): Promise<DepositRow> {
  const deposit = await ctx.tx.payments.liveDeposit(ctx.scope, booking.id);
  if (deposit === undefined) {
    throw new RentlineError('deposit_not_authorized', `Booking ${booking.id} has no authorised deposit.`);
  }
  return deposit;
}

/** `POST /v1/bookings/:id/deposit/release`. */
export async function releaseDeposit(ctx: PaymentContext, bookingId: string): Promise<BookingView> {
  const booking = await loadBooking(ctx.tx, ctx.scope, bookingId);
  return releaseHold(ctx, await liveDepositOf(ctx, booking));
}

/**
 * `POST /v1/bookings/:id/deposit/capture`: only once the booking is returned (damage is found at
 * the return), at most what is authorised; the provider captures it and releases the rest.
 */
export async function captureDeposit(
  ctx: PaymentContext,
  bookingId: string,
  input: { amount: number; reason: string },
): Promise<BookingView> {
  const booking = await loadBooking(ctx.tx, ctx.scope, bookingId);
  if (booking.status !== 'completed') {
    throw new RentlineError(
      'booking_invalid_transition',
      `A deposit is captured once the booking is returned; this booking is ${booking.status}.`,
    );
  }
  const deposit = await liveDepositOf(ctx, booking);
  if (input.amount > deposit.amount_authorized) {
    throw invalid(
      'parameter_invalid',
      `amount must be at most the amount authorized (${deposit.amount_authorized}).`,
      'amount',
    );
  }
  const intent = await ctx.tx.payments.getIntent(ctx.scope, deposit.payment_intent_id);
  if (intent === undefined) throw new Error(`deposit ${deposit.id} names no intent`);
  const provider = ctx.providers.named(intent.provider, ctx.scope.livemode);
  // One capture per authorisation: the key names the intent alone.
  const key = providerKey(ctx.scope, 'capture', intent.id);
  const captured = await atProvider(() =>
    provider.captureIntent(callOf(ctx, intent.provider_account, key), refOf(intent), input.amount),
  );
  return settleCapture(ctx, booking, deposit, intent, captured.amountReceived, input.reason);
}

/**
 * The provider captured `amount` of the hold: the intent succeeded, the deposit is captured, and the
 * booking grows by a `deposit_capture` adjustment (no tax, no fee) paid at once by a `deposit`
 * payment of the same amount. Emits `deposit.captured`, then `payment.received`.
 */
export async function settleCapture(
  ctx: PaymentContext,
  booking: BookingRow,
  deposit: DepositRow,
  intent: IntentRow,
  amount: number,
  reason: string,
): Promise<BookingView> {
  const { tx, scope } = ctx;
  const at = ctx.now.toISOString();
  const captured = {
    ...deposit,
    status: 'captured' as const,
    amount_captured: amount,
    capture_reason: reason,
    ended_at: at,
    renew_at: null,
    updated_at: at,
  };
  if (!(await tx.payments.updateLiveDeposit(scope, deposit.id, captured))) {
    return refreshView(tx, scope, booking.id, ctx.now);
  }
  await tx.payments.updateIntent(scope, intent.id, {
    status: 'succeeded',
    amount_received: amount,
    capture_before: null,
    updated_at: at,
  });
  const grown = { ...booking, subtotal: booking.subtotal + amount, total: booking.total + amount };
  await tx.bookings.updateBooking(scope, booking.id, { subtotal: grown.subtotal, total: grown.total, updated_at: at });
  await tx.bookings.insertAdjustment(scope, {
    id: newId(ID_PREFIX.adjustment),
    booking_id: booking.id,
    type: 'deposit_capture',
    amount,
    description: reason,
    created_at: at,
    actor_type: ctx.actor.type,
    actor_id: ctx.actor.id,
  });
  await emitDepositEvent(ctx, 'deposit.captured', captured, booking.id);
  const paid = await recordPayment(
    tx,
    scope,
    grown,
    { amount, method: 'deposit', reference: intent.id },
    ctx.now,
    ctx.actor,
    { confirm: false },
  );
  await tx.payments.updateIntent(scope, intent.id, { payment_id: paid.payment.id });
  return paid.view;
}
