/** Get Booking and List Bookings. */
import { formatInstant, resolveInstant } from '@rentline/pricing-engine';
import { JsonRow, type PageRequest, type Slice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import type { BookingStatus } from '../store/queries/bookings.js';
import type { Tx } from '../store/store.js';
import { loadTenant } from '../tenants/service.js';
import { type BookingDetailView, detailOf, listedViewsJson, loadBooking, toView } from './views.js';

export interface BookingListFilters {
  status?: BookingStatus | undefined;
  customer_id?: string | undefined;
  /** Inclusive; an instant, or a date alone (its start in the tenant's time zone). */
  pickup_date_from?: string | undefined;
  /** Inclusive; an instant, or a date alone (the end of that day in the tenant's time zone). */
  pickup_date_to?: string | undefined;
}

export async function getBookingDetail(tx: Tx, scope: Scope, id: string): Promise<BookingDetailView> {
  return detailOf(tx, scope, await toView(tx, scope, await loadBooking(tx, scope, id)));
}

export async function listBookings(
  tx: Tx,
  scope: Scope,
  page: PageRequest,
  filters: BookingListFilters,
): Promise<Slice<JsonRow>> {
  let pickup_from: string | undefined;
  let pickup_to: string | undefined;
  if (filters.pickup_date_from !== undefined || filters.pickup_date_to !== undefined) {
    const tz = (await loadTenant(tx, scope)).settings.timezone;
    const bound = (param: 'pickup_date_from' | 'pickup_date_to', edge: 'start' | 'end') => {
      const v = filters[param];
      return v === undefined ? undefined : formatInstant(resolveInstant(v, { time_zone: tz, param, bound: edge }));
    };
    pickup_from = bound('pickup_date_from', 'start');
    pickup_to = bound('pickup_date_to', 'end');
  }
  const rows = await tx.bookingViews.page(
    scope,
    { status: filters.status, customer_id: filters.customer_id, pickup_from, pickup_to },
    page,
  );
  const json = await listedViewsJson(tx, scope, rows.data);
  return {
    // One text (in pieces) per row, in their order.
    data: rows.data.map(([id, createdAt], i) => new JsonRow(id, createdAt, json[i] ?? [])),
    has_more: rows.has_more,
  };
}
