/**
 * Payments on a pending, confirmed or active booking, or a completed one that still owes (its late
 * fee), at most the amount owed. The payment that
 * moves a pending booking to confirmed emits `payment.received` then `booking.confirmed`; later ones
 * emit `payment.received` only.
 */
import type { Actor } from '../core/actor.js';
import { invalid, RentlineError } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import type { Scope } from '../core/scope.js';
import { emitEvent } from '../events/emit.js';
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
  const at = now.toISOString();
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
  const payment = {
    id: newId(ID_PREFIX.payment),
    booking_id: id,
    amount: input.amount,
    method: input.method ?? null,
    reference: input.reference ?? null,
    created_at: at,
  };
  await tx.bookings.insertPayment(scope, { ...payment, actor_type: actor.type, actor_id: actor.id });
  const confirms = row.status === 'pending';
  await tx.bookings.updateBooking(scope, id, {
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
  if (confirms) return emitBookingEvent(tx, scope, id, 'booking.confirmed', at, actor);
  return refreshView(tx, scope, id, now);
}
