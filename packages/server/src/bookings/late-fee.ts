/**
 * The late fee charged when a booking comes back after its return date.
 *
 * PLACEHOLDER: charges nothing yet. The late-fee policies and their arithmetic replace this file
 * whole (same name and signature); the return flow calls it once, in its transaction, after the
 * booking is completed and before its event.
 */
import type { Scope } from '../core/scope.js';
import type { BookingRow } from '../store/queries/bookings.js';
import type { Tx } from '../store/store.js';

export async function chargeLateFee(
  _tx: Tx,
  _scope: Scope,
  _booking: BookingRow,
  _returnedAt: string,
  _now: Date,
): Promise<void> {}
