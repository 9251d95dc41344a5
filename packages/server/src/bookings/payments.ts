/**
 * Payments on a pending, confirmed or active booking, or a completed one that still owes (its late
 * fee), at most the amount owed; `recordPayment` is the step every payment ends in (this endpoint's,
 * and the ones a payment provider took). The payment that
 * moves a pending booking to confirmed emits `payment.received` then `booking.confirmed`; later ones
 * emit `payment.received` only.
 */
import type { Actor } from '../core/actor.js';
import { invalid, RentlineError } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import type { Scope } from '../core/scope.js';
import { emitEvent } from '../events/emit.js';
import type { BookingRow, PaymentRow } from '../store/queries/bookings.js';
import type { Tx } from '../store/store.js';
import { emitBookingEvent } from './emit.js';
import { aBooking, ensureNotExpired, isHolding } from './status.js';
import { type BookingView, loadBooking, refreshView } from './views.js';

export interface PaymentInput {
  amount: number;
  method?: string | null | undefined;
  reference?: string | null | undefined;
}

export async function addPayment(
  tx: Tx,
  scope: Scope,
  id: string,
  input: PaymentInput,
  now: Date,
  actor: Actor,
): Promise<BookingView> {
  const row = await loadBooking(tx, scope, id);
  ensureNotExpired(row, now);
  const owed = row.total - row.amount_paid;
  // A completed booking that still owes (a late fee charged at its return) takes payments toward it.
  if (!isHolding(row.status) && !(row.status === 'completed' && owed > 0)) {
    const what = row.status === 'completed' ? 'A completed booking that owes nothing' : aBooking(row.status);
    throw new RentlineError('booking_not_payable', `${what} takes no payments.`);
  }
  if (input.amount > owed) {
    throw invalid('parameter_invalid', `amount must be at most the amount owed (${Math.max(owed, 0)}).`, 'amount');
  }
  return (await recordPayment(tx, scope, row, input, now, actor)).view;
}

/** A payment as a booking records it (`payment.received` carries it without the actor's columns). */
export type RecordedPayment = PaymentRow;

/**
 * Record a payment on `row` (the booking, locked by the caller's transaction, as it is now) with no
 * checks: `amount_paid` grows; a pending booking is confirmed by it (its hold no longer ends) unless
 * `confirm` is false (money taken for a booking that can no longer be confirmed, refunded by the
 * caller). Emits `payment.received`, then `booking.confirmed` when it confirmed.
 */
export async function recordPayment(
  tx: Tx,
  scope: Scope,
  row: BookingRow,
  input: PaymentInput,
  now: Date,
  actor: Actor,
  options: { confirm?: boolean } = {},
): Promise<{ payment: RecordedPayment; view: BookingView }> {
  const at = now.toISOString();
  const payment = {
    id: newId(ID_PREFIX.payment),
    booking_id: row.id,
    amount: input.amount,
    method: input.method ?? null,
    reference: input.reference ?? null,
    created_at: at,
  };
  const recorded: RecordedPayment = { ...payment, actor_type: actor.type, actor_id: actor.id };
  await tx.bookings.insertPayment(scope, recorded);
  const confirms = row.status === 'pending' && (options.confirm ?? true);
  await tx.bookings.updateBooking(scope, row.id, {
    amount_paid: row.amount_paid + input.amount,
    // A confirmed booking's hold does not run out.
    ...(confirms ? { status: 'confirmed' as const, expires_at: null } : {}),
    updated_at: at,
  });
  await emitEvent(
    tx,
    scope,
    'payment.received',
    { ...payment, booking_status: confirms ? 'confirmed' : row.status, actor: { type: actor.type, id: actor.id } },
    at,
    actor,
  );
  const view = confirms
    ? await emitBookingEvent(tx, scope, row.id, 'booking.confirmed', at, actor)
    : await refreshView(tx, scope, row.id, now);
  return { payment: recorded, view };
}
