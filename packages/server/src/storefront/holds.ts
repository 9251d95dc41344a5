/**
 * What payments need of checkouts.
 *
 * - A checkout's client secret authorises its own booking's payment intents for a publishable key:
 *   {@link checkoutSecretAllows} tells whether a secret is that of the checkout that made a booking.
 * - A payment still in progress when the hold would run out (`processing`, a 3-D Secure challenge)
 *   keeps the units: {@link extendCheckoutHold} moves the booking's `expires_at` later, never past
 *   the checkout's limit (its first hold plus {@link MAX_HOLD_EXTENSION_MINUTES}). The units stay
 *   held because the booking's holds carry its `expires_at` (the store's triggers copy it).
 * - Cancelling or expiring a checkout's booking is the booking's own cancel or expiry: a payments
 *   feature that keeps open intents cancels them where bookings are cancelled and swept (the
 *   checkout has nothing of its own to undo).
 */

import { refreshView } from '../bookings/views.js';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';
import { secretMatches } from './checkouts.js';

export { MAX_HOLD_EXTENSION_MINUTES } from './checkouts.js';

/** Whether `secret` is the client secret of the checkout that made booking `bookingId`. */
export async function checkoutSecretAllows(tx: Tx, scope: Scope, bookingId: string, secret: string): Promise<boolean> {
  const row = await tx.storefront.checkoutOfBooking(scope, bookingId);
  return row !== undefined && secretMatches(row, secret);
}

/**
 * Keep a checkout's booking held until `until` while a payment settles, at most to the checkout's
 * limit; never shortens a hold nor revives one that ran out. Returns the booking's `expires_at`
 * afterwards, or null when there is nothing to extend (no checkout made the booking, or it is no
 * longer a pending booking within its hold). Locks the booking row, as every change of it does.
 */
export async function extendCheckoutHold(
  tx: Tx,
  scope: Scope,
  bookingId: string,
  until: Date,
  now: Date,
): Promise<string | null> {
  const checkout = await tx.storefront.checkoutOfBooking(scope, bookingId);
  if (checkout === undefined) return null;
  const booking = await tx.bookings.getBooking(scope, bookingId, { lock: true });
  if (booking?.status !== 'pending' || booking.expires_at === null) return null;
  const current = Date.parse(booking.expires_at);
  if (current <= now.getTime()) return null;
  const target = Math.min(until.getTime(), Date.parse(checkout.hold_limit_at));
  if (target <= current) return booking.expires_at;
  const expiresAt = new Date(target).toISOString();
  await tx.bookings.updateBooking(scope, bookingId, { expires_at: expiresAt, updated_at: now.toISOString() });
  await refreshView(tx, scope, bookingId, now);
  return expiresAt;
}
