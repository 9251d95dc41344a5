/**
 * What an intent's new status means for its booking, acted on once per status however often the
 * provider reports it (a confirmation's answer, then the same in an event): a rental intent that
 * succeeded records its payment (confirming a pending booking); a deposit intent authorised starts
 * the hold; a hold's intent canceled ends it; an intent processing keeps a checkout's units held. A success that arrives after its booking was cancelled
 * or expired is recorded and refunded at once. Final statuses never change again, and an
 * authorisation never goes back to an earlier status: an event that arrives late changes nothing.
 */
import { recordPayment } from '../bookings/payments.js';
import { isExpired } from '../bookings/status.js';
import type { IntentStatus } from '../model/payment-intent.js';
import type { BookingRow } from '../store/queries/bookings.js';
import type { IntentRow } from '../store/queries/payments.js';
import { extendCheckoutHold, MAX_HOLD_EXTENSION_MINUTES } from '../storefront/holds.js';
import { type PaymentContext, providerKey } from './context.js';
import { holdAuthorized, holdCanceled, settleCapture } from './deposits.js';
import type { ProviderIntent } from './provider.js';
import { refundPayment } from './refunds.js';

const FINAL: readonly IntentStatus[] = ['succeeded', 'canceled'];

/** How much longer a payment in progress may keep its checkout's units (the checkout caps it too). */
const SETTLING_MS = MAX_HOLD_EXTENSION_MINUTES * 60_000;

/** Whether an intent in status `from` may move to `to`: never from a final status, never back from an authorisation. */
export function mayMove(from: IntentStatus, to: IntentStatus): boolean {
  if (from === to || FINAL.includes(from)) return false;
  return from !== 'requires_capture' || FINAL.includes(to);
}

/**
 * Bring `intent` (of `booking`, locked by the caller) to what the provider says of it now, and act
 * on its new status. Returns the intent as it is afterwards.
 */
export async function applyIntent(
  ctx: PaymentContext,
  booking: BookingRow,
  intent: IntentRow,
  update: ProviderIntent,
): Promise<IntentRow> {
  if (!mayMove(intent.status, update.status)) return intent;
  const patch = {
    status: update.status,
    amount_received: update.amountReceived,
    capture_before: update.captureBefore,
    payment_method: update.paymentMethod ?? intent.payment_method,
    provider_customer: update.customer ?? intent.provider_customer,
    updated_at: ctx.now.toISOString(),
  };
  await ctx.tx.payments.updateIntent(ctx.scope, intent.id, patch);
  const moved = { ...intent, ...patch };
  switch (update.status) {
    case 'succeeded':
      return intent.purpose === 'rental' ? rentalPaid(ctx, booking, moved) : depositTaken(ctx, booking, moved);
    case 'requires_capture':
      await holdAuthorized(ctx, booking, moved);
      break;
    case 'canceled':
      await holdCanceled(ctx, booking, moved);
      break;
    case 'processing':
      // The shopper is still paying (the bank, 3-D Secure): how long that takes is unknown, so a
      // checkout's units stay held the longest its hold may run (the checkout caps it). A booking no
      // checkout made keeps its hold as it is.
      if (booking.expires_at !== null) {
        const until = new Date(Date.parse(booking.expires_at) + SETTLING_MS);
        await extendCheckoutHold(ctx.tx, ctx.scope, booking.id, until, ctx.now);
      }
      break;
    default:
      break;
  }
  return (await ctx.tx.payments.getIntent(ctx.scope, intent.id)) ?? moved;
}

/**
 * A rental intent succeeded: its payment is recorded (`payment.received`, confirming a pending
 * booking). Money taken for a booking cancelled or expired meanwhile is recorded without confirming
 * anything and refunded at once (`payment.refunded`).
 */
async function rentalPaid(ctx: PaymentContext, booking: BookingRow, intent: IntentRow): Promise<IntentRow> {
  const late = booking.status === 'cancelled' || isExpired(booking, ctx.now);
  const { payment } = await recordPayment(
    ctx.tx,
    ctx.scope,
    booking,
    { amount: intent.amount_received, method: 'card', reference: intent.id },
    ctx.now,
    ctx.actor,
    { confirm: !late },
  );
  const paid = { ...intent, payment_id: payment.id };
  await ctx.tx.payments.updateIntent(ctx.scope, intent.id, { payment_id: payment.id });
  if (late) {
    const reason = `Booking ${booking.id} was ${booking.status === 'cancelled' ? 'cancelled' : 'expired'} when the payment succeeded`;
    await refundPayment(
      ctx,
      payment,
      paid,
      payment.amount,
      reason,
      providerKey(ctx.scope, 'refund', payment.id, 0, payment.amount),
    );
  }
  return paid;
}

/**
 * A deposit intent succeeded without the server capturing it (captured in the provider's
 * dashboard): recorded as the server's own capture would be.
 */
async function depositTaken(ctx: PaymentContext, booking: BookingRow, intent: IntentRow): Promise<IntentRow> {
  const live = await ctx.tx.payments.liveDeposit(ctx.scope, booking.id);
  if (live === undefined || live.payment_intent_id !== intent.id) return intent;
  await settleCapture(ctx, booking, live, intent, intent.amount_received, 'Captured at the payment provider');
  return (await ctx.tx.payments.getIntent(ctx.scope, intent.id)) ?? intent;
}
