/**
 * What each route needs of a staff member's role, in one table keyed by operationId (a test holds
 * it to the routes: a route without an entry fails it). Secret keys may call every route, except
 * that staff are managed with a live key only (a test key's scripts must not reach the people who
 * sign in to the live shop). Routes without a credential (`auth: false`) have no entry.
 *
 * - `staff`: reading everything but staff, webhook endpoints and tenant settings' changes; the day
 *   at the counter: bookings from creation to return, payments, customers.
 * - `manager`: also the catalog, pricing rules, the shop schedule, units and downtimes, refunds and
 *   a deposit's capture or release.
 * - `owner`: also staff, webhook endpoints, publishable keys and the tenant's settings.
 */
import { type Role, roleCovers } from '../core/actor.js';
import { RentlineError } from '../core/errors.js';
import type { AuthState } from './context.js';

/** A role, or the role a request needs given its body (a PATCH whose fields need different roles). */
type Need = Role | ((body: unknown) => Role);

interface Right {
  need: Need;
  /** Only a live secret key or an owner's session (staff management). */
  liveKeysOnly?: true;
}

const staff: Right = { need: 'staff' };
const manager: Right = { need: 'manager' };
const owner: Right = { need: 'owner' };
const staffAdmin: Right = { need: 'owner', liveKeysOnly: true };

/** A manager may change the shop's schedule; every other tenant setting is the owner's. */
const tenantSettings: Right = {
  need: (body) => {
    const fields = body !== null && typeof body === 'object' ? Object.keys(body) : [];
    return fields.length > 0 && fields.every((f) => f === 'schedule') ? 'manager' : 'owner';
  },
};

/** Read by anyone, written by managers. */
const catalog = (plural: string, name: string): Record<string, Right> => ({
  [`list${plural}`]: staff,
  [`get${name}`]: staff,
  [`create${name}`]: manager,
  [`update${name}`]: manager,
  [`delete${name}`]: manager,
});

export const RIGHTS: Readonly<Record<string, Right>> = {
  getTenant: staff,
  updateTenant: tenantSettings,
  calculatePrice: staff,
  ...catalog('PricingRules', 'PricingRule'),
  ...catalog('FleetItems', 'FleetItem'),
  ...catalog('Addons', 'Addon'),
  ...catalog('Packages', 'Package'),
  ...catalog('Coupons', 'Coupon'),
  ...catalog('Locations', 'Location'),
  ...catalog('Downtimes', 'Downtime'),
  ...catalog('Units', 'Unit'),
  retireUnit: manager,
  releaseUnit: manager,
  // Customers are met at the counter: staff add and correct them; deleting one is a manager's call.
  listCustomers: staff,
  getCustomer: staff,
  createCustomer: staff,
  updateCustomer: staff,
  deleteCustomer: manager,
  listBookings: staff,
  createBooking: staff,
  getBooking: staff,
  updateBooking: staff,
  cancelBooking: staff,
  extendBooking: staff,
  swapBookingItem: staff,
  pickupBooking: staff,
  returnBooking: staff,
  previewBookingReturn: staff,
  createBookingPayment: staff,
  // Taking a card payment or a deposit is the counter's; giving money back (a refund, a deposit's
  // capture or release) is a manager's call.
  createBookingPaymentIntent: staff,
  confirmPaymentIntent: staff,
  getPaymentIntent: staff,
  captureBookingDeposit: manager,
  releaseBookingDeposit: manager,
  createBookingRefund: manager,
  getRefund: staff,
  getFleetItemAvailability: staff,
  getFleetItemPriceCalendar: staff,
  checkAvailability: staff,
  listWebhookEndpoints: owner,
  createWebhookEndpoint: owner,
  getWebhookEndpoint: owner,
  updateWebhookEndpoint: owner,
  deleteWebhookEndpoint: owner,
  rotateWebhookEndpointSecret: owner,
  recoverWebhookEndpoint: owner,
  listWebhookDeliveries: owner,
  redeliverWebhookEvent: owner,
  listEvents: staff,
  getEvent: staff,
  listEventTypes: staff,
  // Publishable keys go into the shop's web pages: the owner's, like webhook endpoints. What they
  // call is read by anyone, and a checkout is a booking made at the counter's pace.
  listPublishableKeys: owner,
  createPublishableKey: owner,
  getPublishableKey: owner,
  updatePublishableKey: owner,
  deletePublishableKey: owner,
  getStorefrontCatalog: staff,
  getStorefrontPriceSheet: staff,
  createStorefrontCheckout: staff,
  getStorefrontCheckout: staff,
  listStaff: staffAdmin,
  createStaffMember: staffAdmin,
  getStaffMember: staffAdmin,
  updateStaffMember: staffAdmin,
  deleteStaffMember: staffAdmin,
  inviteStaffMember: staffAdmin,
  unlockStaffMember: staffAdmin,
  getConsoleSession: staff,
};

/** Whether some credential may be refused the route (a role below its need, a test key). */
export const mayRefuse = (operationId: string): boolean => {
  const right = RIGHTS[operationId];
  return right === undefined || right.need !== 'staff' || right.liveKeysOnly === true;
};

const ROLE_NAMES: Record<Role, string> = { staff: 'staff', manager: 'a manager', owner: 'an owner' };

/**
 * Refuse (403 `role_not_allowed`) a request its credential may not make. `body` is the request's
 * JSON as sent (before validation), for the rights that depend on the fields a request changes.
 */
export function authorize(operationId: string, auth: AuthState, body: unknown): void {
  const right = RIGHTS[operationId];
  // A route of the API without an entry is refused to members (the test that holds the table to the
  // routes fails first); keys keep their access.
  if (auth.actor.type === 'secret_key') {
    if (right?.liveKeysOnly && !auth.livemode) {
      throw new RentlineError(
        'role_not_allowed',
        "Staff are managed with a live secret key or an owner's session; a test key cannot.",
      );
    }
    return;
  }
  if (auth.actor.type !== 'staff') return;
  const role = auth.role ?? 'staff';
  const needed = right === undefined ? 'owner' : typeof right.need === 'function' ? right.need(body) : right.need;
  if (right === undefined || !roleCovers(role, needed)) {
    throw new RentlineError(
      'role_not_allowed',
      `This needs ${ROLE_NAMES[needed]}'s role${needed === 'owner' ? '' : ' or above'}; you are signed in as ${ROLE_NAMES[role]}.`,
    );
  }
}
