/** Booking events carry the booking as Get Booking shows it. */
import type { Actor } from '../core/actor.js';
import type { Scope } from '../core/scope.js';
import { emitEvent } from '../events/emit.js';
import type { EventType } from '../events/types.js';
import type { Tx } from '../store/store.js';
import { type BookingView, detailOf, refreshView } from './views.js';

/**
 * Re-read the booking, store its view, record its event and return the view: the view is built once
 * for the list, the event and the response.
 */
export async function emitBookingEvent(
  tx: Tx,
  scope: Scope,
  id: string,
  type: EventType,
  at: string,
  actor: Actor,
): Promise<BookingView> {
  const view = await refreshView(tx, scope, id, new Date(at));
  await emitEvent(tx, scope, type, await detailOf(tx, scope, view), at, actor);
  return view;
}
