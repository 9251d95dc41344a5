/** The booking endpoints of interface.md section 4, plus `POST /v1/bookings/:id/payments`. */
import type { z } from 'zod';
import type { AppServices } from '../app.js';
import { pageRequest } from '../http/pagination.js';
import { type RouteDef, route } from '../http/route.js';
import {
  BookingCancel,
  BookingCreate,
  BookingDetailSchema,
  BookingExtend,
  BookingListQuery,
  BookingSchema,
  BookingSwap,
  BookingUpdate,
  PaymentCreate,
} from '../schemas/bookings.js';
import { listOf } from '../schemas/common.js';
import {
  addPayment,
  type BookingListFilters,
  cancelBooking,
  createBooking,
  extendBooking,
  getBookingDetail,
  listBookings,
  swapBookingItem,
  updateBooking,
} from '../services/bookings.js';
import {
  CANCEL_EXAMPLE,
  CREATE_BOOKING_EXAMPLE,
  EXTEND_BOOKING_EXAMPLE,
  PAYMENT_EXAMPLE,
  SWAP_ITEM_EXAMPLE,
  UPDATE_BOOKING_EXAMPLE,
} from '../schemas/examples.js';

const PATH = '/v1/bookings';
const TAG = 'Bookings';

export function bookingRoutes(s: AppServices): RouteDef[] {
  return [
    route<z.output<typeof BookingListQuery>>({
      method: 'GET',
      path: PATH,
      operationId: 'listBookings',
      summary: 'List bookings, newest first (filters: status, customer_id, pickup_date_from/to inclusive)',
      tag: TAG,
      query: BookingListQuery,
      response: listOf(BookingSchema),
      handler: ({ query, scope }) => {
        const filters: BookingListFilters = {};
        if (query.status !== undefined) filters.status = query.status;
        if (query.customer_id !== undefined) filters.customer_id = query.customer_id;
        if (query.pickup_date_from !== undefined) filters.pickup_date_from = query.pickup_date_from;
        if (query.pickup_date_to !== undefined) filters.pickup_date_to = query.pickup_date_to;
        const page = pageRequest(query, PATH, scope, filters as Record<string, unknown>);
        return { body: listBookings(s.db, scope, PATH, page, filters) };
      },
    }),
    route<unknown, z.output<typeof BookingCreate>>({
      method: 'POST',
      path: PATH,
      operationId: 'createBooking',
      example: CREATE_BOOKING_EXAMPLE,
      summary: 'Create a pending booking: priced, units held, coupon redeemed, in one transaction',
      tag: TAG,
      body: BookingCreate,
      response: BookingSchema,
      status: 201,
      handler: ({ body, scope }) => ({ status: 201, body: createBooking(s.db, scope, body, s.clock()) }),
    }),
    route({
      method: 'GET',
      path: `${PATH}/:id`,
      operationId: 'getBooking',
      summary: 'Retrieve a booking with its adjustments, change_log and payments',
      tag: TAG,
      response: BookingDetailSchema,
      errors: [404],
      handler: ({ params, scope }) => ({ body: getBookingDetail(s.db, scope, params.id as string) }),
    }),
    route<unknown, z.output<typeof BookingUpdate>>({
      method: 'PATCH',
      path: `${PATH}/:id`,
      operationId: 'updateBooking',
      example: UPDATE_BOOKING_EXAMPLE,
      summary: 'Update notes, pickup location or status (a validated transition)',
      tag: TAG,
      body: BookingUpdate,
      response: BookingSchema,
      errors: [404, 409],
      handler: ({ params, body, scope }) => ({
        body: updateBooking(s.db, scope, params.id as string, body, s.clock()),
      }),
    }),
    route<unknown, z.output<typeof BookingCancel>>({
      method: 'POST',
      path: `${PATH}/:id/cancel`,
      operationId: 'cancelBooking',
      example: CANCEL_EXAMPLE,
      summary: 'Cancel a pending or confirmed booking: frees its units and its coupon redemption',
      tag: TAG,
      body: BookingCancel,
      response: BookingSchema,
      errors: [404],
      handler: ({ params, body, scope }) => ({
        body: cancelBooking(s.db, scope, params.id as string, body, s.clock()),
      }),
    }),
    route<unknown, z.output<typeof BookingExtend>>({
      method: 'POST',
      path: `${PATH}/:id/extend`,
      operationId: 'extendBooking',
      example: EXTEND_BOOKING_EXAMPLE,
      summary: 'Move the return date later; re-prices and records an extension adjustment',
      tag: TAG,
      body: BookingExtend,
      response: BookingSchema,
      errors: [404],
      handler: ({ params, body, scope }) => ({
        body: extendBooking(s.db, scope, params.id as string, body, s.clock()),
      }),
    }),
    route<unknown, z.output<typeof BookingSwap>>({
      method: 'POST',
      path: `${PATH}/:id/swap-item`,
      operationId: 'swapBookingItem',
      example: SWAP_ITEM_EXAMPLE,
      summary: "Replace a line item's fleet item; re-prices, records an item_swap adjustment and the change_log",
      tag: TAG,
      body: BookingSwap,
      response: BookingSchema,
      errors: [404],
      handler: ({ params, body, scope }) => ({
        body: swapBookingItem(s.db, scope, params.id as string, body, s.clock()),
      }),
    }),
    route<unknown, z.output<typeof PaymentCreate>>({
      method: 'POST',
      path: `${PATH}/:id/payments`,
      operationId: 'createBookingPayment',
      example: PAYMENT_EXAMPLE,
      summary: 'Record a payment; the first payment confirms a pending booking',
      tag: TAG,
      body: PaymentCreate,
      response: BookingSchema,
      status: 201,
      errors: [404],
      handler: ({ params, body, scope }) => ({
        status: 201,
        body: addPayment(s.db, scope, params.id as string, body, s.clock()),
      }),
    }),
  ];
}
