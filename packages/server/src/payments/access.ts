/**
 * Who may act on a booking's payment intents. A secret key (and a staff member, and the server
 * itself) may act on any booking of its tenant and mode. A storefront's publishable key may act only
 * on the booking of the checkout whose client secret it sends (`Rentline-Client-Secret`), and never
 * names an amount. Any other booking is, to that key, one that does not exist (404), as another
 * tenant's is.
 */
import type { Actor } from '../core/actor.js';
import { invalid, notFound } from '../core/errors.js';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';
import { checkoutSecretAllows } from '../storefront/holds.js';

/** What a request brings to ask for a booking's payments. */
export interface BookingAccess {
  actor: Actor;
  /** The `Rentline-Client-Secret` header ('' when absent): a checkout's proof for a publishable key. */
  clientSecret: string;
}

/** Whether the request may create, confirm and read the payment intents of booking `bookingId`. */
export async function mayActOnBooking(
  tx: Tx,
  scope: Scope,
  access: BookingAccess,
  bookingId: string,
): Promise<boolean> {
  switch (access.actor.type) {
    case 'secret_key':
    case 'staff':
    case 'system':
      return true;
    case 'publishable_key':
      return access.clientSecret !== '' && checkoutSecretAllows(tx, scope, bookingId, access.clientSecret);
  }
}

/** {@link mayActOnBooking}, or the 404 a booking out of reach answers. */
export async function ensureMayActOnBooking(tx: Tx, scope: Scope, access: BookingAccess, bookingId: string) {
  if (!(await mayActOnBooking(tx, scope, access, bookingId))) throw notFound(`No such booking: '${bookingId}'.`, 'id');
}

/** A publishable key pays what the booking owes: it names no amount. */
export function ensureAmountAllowed(access: BookingAccess, amount: number | undefined): void {
  if (access.actor.type === 'publishable_key' && amount !== undefined) {
    throw invalid('parameter_unknown', 'A storefront pays what the booking owes: amount is not accepted.', 'amount');
  }
}
