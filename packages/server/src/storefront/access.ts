/**
 * What a publishable key may call, in one table keyed by operationId (a test holds it to the routes:
 * a route without an entry fails it, and is refused to publishable keys meanwhile). An entry is
 * either `null` (secret keys only: 403 `publishable_key_not_allowed`) or how a shopper calls it.
 *
 * A shopper sees what a shop's customer may see: the calendar's free units but not how many are
 * booked or down, and one `coupon_invalid` for every coupon refusal except the minimum not being met
 * (which the customer can act on), so codes cannot be probed for being expired, used up or for
 * other items.
 */
import { isPricingError, PricingError } from '@rentline/pricing-engine';
import { z } from 'zod';

export interface ShopperAccess {
  /** Requests naming a `coupon_code` count toward the hourly coupon limit. */
  coupons?: true;
  /** Each request counts toward the checkout attempts a minute, refused ones too. */
  checkoutAttempts?: true;
  /** The checkout's client secret (`Rentline-Client-Secret`) must come with the key. */
  clientSecret?: true;
  /** What a shopper sees of the answer. */
  view?: (body: unknown) => unknown;
}

/**
 * The availability calendar as a shopper sees it: the item, its zone and interval, and per slot
 * when and how many units are free. The schema keeps those fields and drops every other (units
 * booked or down, the bookings behind them), so nothing else a calendar may carry reaches a page.
 */
const ShopperCalendar = z.object({
  object: z.string(),
  fleet_item_id: z.string(),
  quantity: z.int(),
  time_zone: z.string(),
  interval: z.string(),
  slots: z.array(z.object({ start: z.string(), end: z.string(), available: z.int() })),
});
const availableOnly = (body: unknown): unknown => ShopperCalendar.parse(body);

const shopper: ShopperAccess = {};
const SECRET_ONLY = null;

/** Secret keys only: every one of `ids`. */
const secretOnly = (...ids: string[]): Record<string, null> => Object.fromEntries(ids.map((id) => [id, SECRET_ONLY]));

/** The list, create, get, update and delete of a resource: secret keys only. */
const crud = (plural: string, name: string) =>
  secretOnly(`list${plural}`, `create${name}`, `get${name}`, `update${name}`, `delete${name}`);

export const PUBLISHABLE_ACCESS: Readonly<Record<string, ShopperAccess | null>> = {
  // The storefront.
  getStorefrontCatalog: shopper,
  getStorefrontPriceSheet: shopper,
  createStorefrontCheckout: { coupons: true, checkoutAttempts: true },
  getStorefrontCheckout: { clientSecret: true },
  calculatePrice: { coupons: true },
  checkAvailability: shopper,
  getFleetItemAvailability: { view: availableOnly },
  // The price calendar (one entry per date of a rental's price and availability).
  getFleetItemPriceCalendar: shopper,
  // The payment intents of the checkout's own booking (its client secret proves it is the shopper's).
  createBookingPaymentIntent: { clientSecret: true },
  getPaymentIntent: { clientSecret: true },
  confirmPaymentIntent: { clientSecret: true },
  // Everything else is the shop's own.
  ...secretOnly('getTenant', 'updateTenant'),
  ...crud('PricingRules', 'PricingRule'),
  ...crud('FleetItems', 'FleetItem'),
  ...crud('Addons', 'Addon'),
  ...crud('Packages', 'Package'),
  ...crud('Coupons', 'Coupon'),
  ...crud('Customers', 'Customer'),
  ...crud('Locations', 'Location'),
  ...crud('Downtimes', 'Downtime'),
  ...crud('Units', 'Unit'),
  ...crud('PublishableKeys', 'PublishableKey'),
  ...secretOnly('retireUnit', 'releaseUnit'),
  ...secretOnly(
    'listBookings',
    'createBooking',
    'getBooking',
    'updateBooking',
    'cancelBooking',
    'extendBooking',
    'swapBookingItem',
    'pickupBooking',
    'returnBooking',
    'previewBookingReturn',
    'createBookingPayment',
  ),
  ...crud('WebhookEndpoints', 'WebhookEndpoint'),
  ...secretOnly(
    'rotateWebhookEndpointSecret',
    'recoverWebhookEndpoint',
    'listWebhookDeliveries',
    'redeliverWebhookEvent',
  ),
  ...secretOnly('listEvents', 'getEvent', 'listEventTypes'),
  // Payments beyond the checkout's own intents, staff and the console's sessions.
  ...secretOnly('captureBookingDeposit', 'releaseBookingDeposit', 'createBookingRefund', 'getRefund'),
  ...crud('Staff', 'StaffMember'),
  ...secretOnly('inviteStaffMember', 'unlockStaffMember'),
  ...secretOnly('createConsoleSession', 'getConsoleSession', 'deleteConsoleSession', 'setConsolePassword'),
};

/** How a publishable key may call the route; undefined: it may not. */
export const shopperAccess = (operationId: string): ShopperAccess | undefined =>
  PUBLISHABLE_ACCESS[operationId] ?? undefined;

/** The coupon refusals a shopper sees as they are: the cart is short of the minimum, which they can fix. */
const SHOWN_COUPON_CODES = new Set(['coupon_invalid', 'coupon_minimum_not_met']);

/** An error as a shopper sees it: every other coupon refusal is `coupon_invalid`. */
export function shopperError(err: unknown): unknown {
  if (!isPricingError(err) || !err.code.startsWith('coupon_') || SHOWN_COUPON_CODES.has(err.code)) return err;
  if (err.param !== 'coupon_code') return err;
  return new PricingError('coupon_invalid', 'This coupon code cannot be used.', err.param);
}
