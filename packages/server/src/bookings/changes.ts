/**
 * Update Booking (notes, pickup location, status) and Cancel Booking. A status of `active` is a
 * pick-up at now (see `operations/pickup.ts`), `completed` a return at now with every unit ok (`operations/return.ts`). The current status again is a
 * no-op (no write, no event); a PATCH emits the status event when the status changed, else
 * `booking.updated` when anything changed, else nothing.
 */
import type { Actor } from '../core/actor.js';
import { missingRef } from '../core/errors.js';
import type { Scope } from '../core/scope.js';
import type { BookingRow, BookingStatus } from '../store/queries/bookings.js';
import type { Tx } from '../store/store.js';
import { LOCATIONS } from '../store/tables.js';
import { emitBookingEvent } from './emit.js';
import { pickupWithoutUnits } from './operations/pickup.js';
import { applyReturn, planReturn } from './operations/return.js';
import { canTransition, ensureNotExpired, invalidTransition, STATUS_EVENT } from './status.js';
import { type BookingView, loadBooking, toView } from './views.js';

export interface UpdateBookingInput {
  notes?: string | null | undefined;
  status?: BookingStatus | undefined;
  pickup_location_id?: string | null | undefined;
}

/**
 * What else a booking's cancellation ends, in its transaction (payments: its open intents and its
 * deposit hold).
 */
export type OnCancel = (tx: Tx, scope: Scope, row: BookingRow, at: string, actor: Actor) => Promise<void>;

const NOTHING_ELSE: OnCancel = async () => undefined;

/**
 * Cancel in the caller's transaction: frees the units (status), gives back the coupon redemption,
 * then `onCancel` ends what else the booking held.
 */
export async function applyCancel(
  tx: Tx,
  scope: Scope,
  row: BookingRow,
  reason: string | null,
  at: string,
  actor: Actor,
  onCancel: OnCancel = NOTHING_ELSE,
): Promise<void> {
  await tx.bookings.updateBooking(scope, row.id, {
    status: 'cancelled',
    cancellation_reason: reason,
    cancelled_at: at,
    updated_at: at,
  });
  if (row.coupon_id !== null) await tx.catalog.releaseCoupon(scope, row.coupon_id);
  await onCancel(tx, scope, row, at, actor);
}

export async function updateBooking(
  tx: Tx,
  scope: Scope,
  id: string,
  patch: UpdateBookingInput,
  now: Date,
  actor: Actor,
  onCancel?: OnCancel,
): Promise<BookingView> {
  const at = now.toISOString();
  const row = await loadBooking(tx, scope, id);
  // Only a new location must exist: re-sending the booking's own (even one deleted since) changes
  // nothing. A reference is reported before the booking's state.
  if (
    patch.pickup_location_id != null &&
    patch.pickup_location_id !== row.pickup_location_id &&
    (await tx.resources.get(LOCATIONS, scope, patch.pickup_location_id)) === undefined
  ) {
    throw missingRef('location', patch.pickup_location_id, 'pickup_location_id');
  }
  ensureNotExpired(row, now);
  const to = patch.status;
  const statusChanges = to !== undefined && to !== row.status;
  if (statusChanges && !canTransition(row.status, to)) throw invalidTransition(row.status, to, 'status');
  const fields: Partial<BookingRow> = {};
  if (patch.notes !== undefined && patch.notes !== row.notes) fields.notes = patch.notes;
  if (patch.pickup_location_id !== undefined && patch.pickup_location_id !== row.pickup_location_id) {
    fields.pickup_location_id = patch.pickup_location_id;
  }
  if (!statusChanges && Object.keys(fields).length === 0) return toView(tx, scope, row, now);

  if (Object.keys(fields).length > 0) await tx.bookings.updateBooking(scope, id, { ...fields, updated_at: at });
  if (statusChanges && to === 'cancelled') await applyCancel(tx, scope, row, null, at, actor, onCancel);
  else if (statusChanges && to === 'active') await pickupWithoutUnits(tx, scope, row, now);
  else if (statusChanges && to === 'completed')
    await applyReturn(tx, scope, await planReturn(tx, scope, row, {}, now), now, actor);
  else if (statusChanges) {
    // Past pending, a booking holds its units until its status changes again: its hold no longer ends.
    await tx.bookings.updateBooking(scope, id, { status: to, expires_at: null, updated_at: at });
  }
  const type = statusChanges && to !== 'pending' ? STATUS_EVENT[to] : 'booking.updated';
  return emitBookingEvent(tx, scope, id, type, at, actor);
}

export async function cancelBooking(
  tx: Tx,
  scope: Scope,
  id: string,
  input: { reason?: string | null | undefined },
  now: Date,
  actor: Actor,
  onCancel?: OnCancel,
): Promise<BookingView> {
  const at = now.toISOString();
  const row = await loadBooking(tx, scope, id);
  if (row.status === 'cancelled') return toView(tx, scope, row, now);
  ensureNotExpired(row, now);
  if (!canTransition(row.status, 'cancelled')) throw invalidTransition(row.status, 'cancelled');
  await applyCancel(tx, scope, row, input.reason ?? null, at, actor, onCancel);
  return emitBookingEvent(tx, scope, id, 'booking.cancelled', at, actor);
}
