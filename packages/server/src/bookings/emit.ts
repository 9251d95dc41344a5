/** Booking events carry the booking as Get Booking shows it. */
import type { Scope } from '../core/scope.js';
import { emitEvent } from '../events/emit.js';
import type { EventType } from '../events/types.js';
import type { Tx } from '../store/store.js';
import { type BookingView, detailOf, loadBooking, toView } from './views.js';

/**
 * Re-read the booking, record its event and return its view: the view is built once for both the
 * event and the response.
 */
export async function emitBookingEvent(
  tx: Tx,
  scope: Scope,
  id: string,
  type: EventType,
  at: string,
): Promise<BookingView> {
  const view = await toView(tx, scope, await loadBooking(tx, scope, id));
  await emitEvent(tx, scope, type, await detailOf(tx, scope, view), at);
  return view;
}
