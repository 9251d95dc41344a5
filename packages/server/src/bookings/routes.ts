/**
 * The booking endpoints: list, create, get, update, cancel, extend, swap a line item, pick-up,
 * return and its preview, payments.
 */
import { JsonText } from '../core/json-text.js';
import { listResult, type RouteDef, route } from '../http/route.js';
import { listOf } from '../http/schemas.js';
import type { PricingCache } from '../pricing/cache.js';
import { cancelBooking, type OnCancel, updateBooking } from './changes.js';
import { type CartSource, createBooking } from './create.js';
import {
  CANCEL_EXAMPLE,
  CREATE_BOOKING_EXAMPLE,
  EXTEND_BOOKING_EXAMPLE,
  PAYMENT_EXAMPLE,
  PICKUP_EXAMPLE,
  RETURN_EXAMPLE,
  SWAP_ITEM_EXAMPLE,
  UPDATE_BOOKING_EXAMPLE,
} from './examples.js';
import { extendBooking } from './operations/extend.js';
import { pickupBooking } from './operations/pickup.js';
import { returnBooking } from './operations/return.js';
import { previewReturn } from './operations/return-preview.js';
import { swapBookingItem } from './operations/swap.js';
import { addPayment } from './payments.js';
import { getBookingDetail, listBookings, pageIsOneStatement } from './read.js';
import {
  BookingCancel,
  BookingCreate,
  BookingDetailSchema,
  BookingExtend,
  BookingListQuery,
  BookingPickup,
  BookingReturn,
  BookingSchema,
  BookingSwap,
  BookingUpdate,
  PaymentCreate,
  ReturnPreviewSchema,
} from './schemas.js';
import { viewJson } from './stored-views.js';

const PATH = '/v1/bookings';
const TAG = 'Bookings';

/**
 * `cache`: where Create Booking takes the tenant's pricing records from (the one Calculate keeps);
 * `onCancel`: what else a cancellation ends (the booking's payments).
 */
export function bookingRoutes(cache: PricingCache, onCancel?: OnCancel): RouteDef[] {
  const cart: CartSource = (tx, scope, itemIds, addonIds) => cache.cart(tx, scope, itemIds, addonIds);
  return [
    route({
      method: 'GET',
      path: PATH,
      operationId: 'listBookings',
      summary:
        'List bookings, newest first (filters: status, customer_id, overdue, pickup_date_from/to and return_date_from/to inclusive)',
      tag: TAG,
      list: true,
      // A page of stored views is one query; a search, a date filter or building cleared views needs more.
      oneStatement: pageIsOneStatement,
      query: BookingListQuery,
      response: listOf(BookingSchema),
      handler: async ({ tx, query, scope, page, now }) => listResult(await listBookings(tx, scope, page, query, now)),
    }),
    route({
      method: 'POST',
      path: PATH,
      operationId: 'createBooking',
      example: CREATE_BOOKING_EXAMPLE,
      summary: 'Create a pending booking: priced, units held, coupon redeemed, in one transaction',
      tag: TAG,
      body: BookingCreate,
      response: BookingSchema,
      status: 201,
      errors: [409],
      // The answer is the JSON of the booking's view, made once (see createBooking).
      handler: async ({ tx, body, scope, now, actor }) => ({
        status: 201,
        body: new JsonText(viewJson(await createBooking(tx, scope, body, now, actor, cart))),
      }),
    }),
    route({
      method: 'GET',
      path: `${PATH}/:id`,
      operationId: 'getBooking',
      summary: 'Retrieve a booking with its adjustments, change_log and payments',
      tag: TAG,
      response: BookingDetailSchema,
      errors: [404],
      handler: async ({ tx, params, scope, now }) => ({ body: await getBookingDetail(tx, scope, params.id, now) }),
    }),
    route({
      method: 'PATCH',
      path: `${PATH}/:id`,
      operationId: 'updateBooking',
      example: UPDATE_BOOKING_EXAMPLE,
      summary: 'Update notes, pickup location or status (a validated transition)',
      tag: TAG,
      body: BookingUpdate,
      response: BookingSchema,
      errors: [404, 409],
      handler: async ({ tx, params, body, scope, now, actor }) => ({
        body: await updateBooking(tx, scope, params.id, body, now, actor, onCancel),
      }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/cancel`,
      operationId: 'cancelBooking',
      example: CANCEL_EXAMPLE,
      summary: 'Cancel a pending or confirmed booking: frees its units and its coupon redemption',
      tag: TAG,
      body: BookingCancel,
      response: BookingSchema,
      errors: [404, 409],
      handler: async ({ tx, params, body, scope, now, actor }) => ({
        body: await cancelBooking(tx, scope, params.id, body, now, actor, onCancel),
      }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/extend`,
      operationId: 'extendBooking',
      example: EXTEND_BOOKING_EXAMPLE,
      summary: 'Move the return date later; re-prices and records an extension adjustment',
      tag: TAG,
      body: BookingExtend,
      response: BookingSchema,
      errors: [404, 409],
      handler: async ({ tx, params, body, scope, now, actor }) => ({
        body: await extendBooking(tx, scope, params.id, body, now, actor),
      }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/swap-item`,
      operationId: 'swapBookingItem',
      example: SWAP_ITEM_EXAMPLE,
      summary: "Replace a line item's fleet item; re-prices, records an item_swap adjustment and the change_log",
      tag: TAG,
      body: BookingSwap,
      response: BookingSchema,
      errors: [404, 409],
      handler: async ({ tx, params, body, scope, now, actor }) => ({
        body: await swapBookingItem(tx, scope, params.id, body, now, actor),
      }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/pickup`,
      operationId: 'pickupBooking',
      example: PICKUP_EXAMPLE,
      summary:
        'Pick up a confirmed booking: it becomes active, and the units named for each line of a numbered item go out on it',
      tag: TAG,
      body: BookingPickup,
      response: BookingSchema,
      errors: [404, 409],
      handler: async ({ tx, params, body, scope, now, actor }) => ({
        body: await pickupBooking(tx, scope, params.id, body, now, actor),
      }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/return`,
      operationId: 'returnBooking',
      example: RETURN_EXAMPLE,
      summary:
        'Return an active booking: it becomes completed, its units come back (a damaged one into maintenance), a late fee if late',
      tag: TAG,
      body: BookingReturn,
      response: BookingSchema,
      errors: [404, 409],
      handler: async ({ tx, params, body, scope, now, actor }) => ({
        body: await returnBooking(tx, scope, params.id, body, now, actor),
      }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/return/preview`,
      operationId: 'previewBookingReturn',
      example: RETURN_EXAMPLE,
      summary:
        'Preview a return: the booking as the return with this body would leave it (late fee, totals, units), with the same errors; writes nothing',
      tag: TAG,
      // Read-only, like a quote: nothing to make idempotent, nothing a retry could repeat.
      access: 'read',
      idempotent: false,
      body: BookingReturn,
      response: ReturnPreviewSchema,
      errors: [404, 409],
      handler: async ({ tx, params, body, scope, now, actor }) => ({
        body: await previewReturn(tx, scope, params.id, body, now, actor),
      }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/payments`,
      operationId: 'createBookingPayment',
      example: PAYMENT_EXAMPLE,
      summary: 'Record a payment; the first payment confirms a pending booking',
      tag: TAG,
      body: PaymentCreate,
      response: BookingSchema,
      status: 201,
      errors: [404, 409],
      handler: async ({ tx, params, body, scope, now, actor }) => ({
        status: 201,
        body: await addPayment(tx, scope, params.id, body, now, actor),
      }),
    }),
  ];
}
