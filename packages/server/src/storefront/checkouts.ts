/**
 * Checkouts: a shopper's booking made through the storefront, as its steps: make room (the client's
 * open checkouts) → the customer (always a new record: a storefront never finds, and so never
 * reveals, an existing one) → the pending booking, with a hold of its own → the price the shopper
 * was shown, confirmed → the checkout and its client secret. All in the request's transaction: a
 * refusal at any step (a changed price included) leaves nothing written.
 *
 * A checkout's status is its booking's: `open` while the booking is pending and its hold runs,
 * `complete` once it is confirmed (paid, or by staff), `expired` with its hold and `cancelled` when
 * the booking is cancelled otherwise.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type CartSource, createBooking } from '../bookings/create.js';
import { type BookingView, loadBooking, toView } from '../bookings/views.js';
import { createResource } from '../catalog/crud.js';
import { customers } from '../catalog/kinds.js';
import type { Actor } from '../core/actor.js';
import { notFound, RentlineError } from '../core/errors.js';
import { ID_PREFIX, newId, randomBase62 } from '../core/ids.js';
import type { Scope } from '../core/scope.js';
import type { CheckoutRow } from '../model/checkout.js';
import type { Tx } from '../store/store.js';

/** Lines one checkout holds at most, and units of one line. */
export const MAX_CHECKOUT_LINES = 10;
export const MAX_CHECKOUT_LINE_UNITS = 10;
/** Open checkouts one client (a publishable key from one address) may have at once. */
export const MAX_OPEN_CHECKOUTS = 3;
/** A checkout's hold: the tenant's `pending_expiry_minutes`, at most an hour, half an hour when it has none. */
export const MAX_CHECKOUT_HOLD_MINUTES = 60;
export const DEFAULT_CHECKOUT_HOLD_MINUTES = 30;
/** How far past its hold a payment still in progress may keep a checkout's units. */
export const MAX_HOLD_EXTENSION_MINUTES = 30;

export interface CheckoutInput {
  line_items: { fleet_item_id: string; quantity: number }[];
  addons?: { addon_id: string; quantity: number }[] | undefined;
  coupon_code?: string | null | undefined;
  pickup_date: string;
  return_date: string;
  half_day?: boolean | undefined;
  customer: { name: string; email: string; phone?: string | null | undefined };
  expected_total?: number | undefined;
}

/** Who is checking out: the credential (a publishable key, or none for a secret key) and its client. */
export interface CheckoutCaller {
  actor: Actor;
  publishableKeyId: string | null;
  /** The credential and the client address, hashed together. */
  client: string;
}

export type CheckoutStatus = 'open' | 'complete' | 'expired' | 'cancelled';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const MINUTE = 60_000;

/** The hold a checkout's booking gets, from the mode's `pending_expiry_minutes`. */
export const checkoutHoldMinutes = (pendingExpiryMinutes: number | null): number =>
  Math.min(pendingExpiryMinutes ?? DEFAULT_CHECKOUT_HOLD_MINUTES, MAX_CHECKOUT_HOLD_MINUTES);

export async function createCheckout(
  tx: Tx,
  scope: Scope,
  input: CheckoutInput,
  caller: CheckoutCaller,
  now: Date,
  cart?: CartSource,
) {
  await makeRoom(tx, scope, caller, now);
  const settings = await tx.tenants.getSettings(scope);
  const customer = await createResource(tx, customers, scope, newCustomer(input.customer), now);
  const booking = await createBooking(
    tx,
    scope,
    {
      customer_id: customer.id,
      pickup_date: input.pickup_date,
      return_date: input.return_date,
      line_items: input.line_items,
      addons: input.addons,
      half_day: input.half_day,
      coupon_code: input.coupon_code,
      notes: null,
      hold_minutes: checkoutHoldMinutes(settings?.pending_expiry_minutes ?? null),
    },
    now,
    caller.actor,
    cart,
  );
  confirmPrice(input.expected_total, booking.total);
  // Like Stripe's, the secret starts with its checkout's id: a page holding it knows which checkout it opens.
  const id = newId(ID_PREFIX.checkout);
  const secret = `${id}_secret_${randomBase62(32)}`;
  const row = checkoutRow(id, booking, caller, secret, now);
  await tx.storefront.insertCheckout(scope, row);
  return { ...checkoutView(row, booking, now), client_secret: secret };
}

/** make room: the client has fewer than {@link MAX_OPEN_CHECKOUTS} open checkouts. */
async function makeRoom(tx: Tx, scope: Scope, caller: CheckoutCaller, now: Date): Promise<void> {
  // A checkout older than its longest possible hold cannot be open.
  const since = new Date(now.getTime() - (MAX_CHECKOUT_HOLD_MINUTES + MAX_HOLD_EXTENSION_MINUTES) * MINUTE);
  const open = await tx.storefront.openCheckouts(scope, caller.client, since.toISOString(), now.toISOString());
  if (open >= MAX_OPEN_CHECKOUTS) {
    throw new RentlineError(
      'too_many_open_checkouts',
      `This client has ${open} open checkouts, the most one key allows it: complete one or let one expire first.`,
    );
  }
}

/** The customer's fields as a new customer record takes them. */
const newCustomer = (c: CheckoutInput['customer']) => ({ name: c.name, email: c.email, phone: c.phone ?? null });

/** the price, confirmed: a total other than the one the shopper was shown refuses the checkout. */
function confirmPrice(expected: number | undefined, total: number): void {
  if (expected === undefined || expected === total) return;
  throw new RentlineError(
    'price_changed',
    `The total is now ${total}, not the expected ${expected}: show the shopper the new total and send it again.`,
    'expected_total',
    { details: { total } },
  );
}

function checkoutRow(
  id: string,
  booking: BookingView,
  caller: CheckoutCaller,
  secret: string,
  now: Date,
): Omit<CheckoutRow, 'tenant_id' | 'livemode'> {
  const at = now.toISOString();
  const expires = booking.expires_at === null ? now.getTime() : Date.parse(booking.expires_at);
  return {
    id,
    booking_id: booking.id,
    publishable_key_id: caller.publishableKeyId,
    client_key: caller.client,
    client_secret_hash: sha256(secret),
    hold_limit_at: new Date(expires + MAX_HOLD_EXTENSION_MINUTES * MINUTE).toISOString(),
    created_at: at,
    updated_at: at,
  };
}

/** A checkout's status from its booking's, at `now`. */
export function checkoutStatus(
  booking: Pick<BookingView, 'status' | 'expires_at' | 'cancellation_reason'>,
  now: Date,
): CheckoutStatus {
  switch (booking.status) {
    case 'pending':
      return booking.expires_at !== null && Date.parse(booking.expires_at) <= now.getTime() ? 'expired' : 'open';
    case 'cancelled':
      return booking.cancellation_reason === 'expired' ? 'expired' : 'cancelled';
    default:
      return 'complete';
  }
}

/** A checkout as the API shows it: its booking's window, lines and totals. */
export function checkoutView(row: Pick<CheckoutRow, 'id' | 'created_at'>, booking: BookingView, now: Date) {
  return {
    id: row.id,
    object: 'checkout' as const,
    booking_id: booking.id,
    status: checkoutStatus(booking, now),
    expires_at: booking.status === 'pending' ? booking.expires_at : null,
    pickup_date: booking.pickup_date,
    return_date: booking.return_date,
    line_items: booking.line_items,
    addons: booking.addons,
    subtotal: booking.subtotal,
    discount_amount: booking.discount_amount,
    tax_amount: booking.tax_amount,
    service_fee_amount: booking.service_fee_amount,
    total: booking.total,
    amount_paid: booking.amount_paid,
    amount_owed: booking.amount_owed,
    deposit_hold_amount: booking.deposit_hold_amount,
    livemode: booking.livemode,
    created_at: row.created_at,
  };
}

/** Whether `secret` is the checkout's client secret (compared as hashes, in constant time). */
export function secretMatches(row: Pick<CheckoutRow, 'client_secret_hash'>, secret: string): boolean {
  const given = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(row.client_secret_hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * A checkout by id. With a client secret (a publishable key's request), only when it is the
 * checkout's: a wrong one is the same 404 as an unknown id, so ids cannot be probed.
 */
export async function getCheckout(tx: Tx, scope: Scope, id: string, secret: string | undefined, now: Date) {
  const row = await tx.storefront.getCheckout(scope, id);
  if (row === undefined || (secret !== undefined && !secretMatches(row, secret))) {
    throw notFound(`No such checkout: '${id}'.`, 'id');
  }
  const booking = await toView(tx, scope, await loadBooking(tx, scope, row.booking_id), now);
  return checkoutView(row, booking, now);
}
