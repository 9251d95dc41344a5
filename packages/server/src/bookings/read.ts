/** Get Booking and List Bookings. */
import { formatInstant, resolveInstant } from '@rentline/pricing-engine';
import { JsonRow, type PageRequest, type Slice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import type { BookingStatus } from '../store/queries/bookings.js';
import type { Tx } from '../store/store.js';
import { loadTenant, type TenantContext } from '../tenants/service.js';
import { type BookingDetailView, detailOf, listedViewsJson, loadBooking, toView, VIEW_VERSION } from './views.js';

export interface BookingListFilters {
  status?: BookingStatus | undefined;
  customer_id?: string | undefined;
  /** Inclusive; an instant, or a date alone (its start in the tenant's time zone). */
  pickup_date_from?: string | undefined;
  /** Inclusive; an instant, or a date alone (the end of that day in the tenant's time zone). */
  pickup_date_to?: string | undefined;
  /** Inclusive; as `pickup_date_from`, on the return date. */
  return_date_from?: string | undefined;
  /** Inclusive; as `pickup_date_to`, on the return date. */
  return_date_to?: string | undefined;
  /** Only bookings that are (true) or are not (false) overdue now. */
  overdue?: boolean | undefined;
}

type DateBound = 'pickup_date_from' | 'pickup_date_to' | 'return_date_from' | 'return_date_to';

export async function getBookingDetail(tx: Tx, scope: Scope, id: string, now: Date): Promise<BookingDetailView> {
  return detailOf(tx, scope, await toView(tx, scope, await loadBooking(tx, scope, id), now));
}

export async function listBookings(
  tx: Tx,
  scope: Scope,
  page: PageRequest,
  filters: BookingListFilters,
  now: Date,
): Promise<Slice<JsonRow>> {
  // The tenant (time zone, grace) only when a filter needs it: a plain page stays one statement.
  let tenant: TenantContext | undefined;
  const settings = async () => {
    tenant ??= await loadTenant(tx, scope);
    return tenant.settings;
  };
  const bound = async (param: DateBound, edge: 'start' | 'end') => {
    const v = filters[param];
    if (v === undefined) return undefined;
    return formatInstant(resolveInstant(v, { time_zone: (await settings()).timezone, param, bound: edge }));
  };
  const pickup_from = await bound('pickup_date_from', 'start');
  const pickup_to = await bound('pickup_date_to', 'end');
  const return_from = await bound('return_date_from', 'start');
  const return_to = await bound('return_date_to', 'end');
  let overdue: { value: boolean; before: string } | undefined;
  if (filters.overdue !== undefined) {
    // Overdue: active with return_date + grace < now, that is return_date < now - grace.
    const grace = (await settings()).late_fee?.grace_minutes ?? 0;
    overdue = { value: filters.overdue, before: formatInstant(now.getTime() - grace * 60_000) };
  }
  const { status, customer_id } = filters;
  const query = { status, customer_id, pickup_from, pickup_to, return_from, return_to, overdue };
  const rows = await tx.bookingViews.page(scope, query, page, VIEW_VERSION);
  const json = await listedViewsJson(tx, scope, rows.data, now);
  return {
    // One text (in pieces) per row, in their order.
    data: rows.data.map(([id, createdAt], i) => new JsonRow(id, createdAt, json[i] ?? [])),
    has_more: rows.has_more,
  };
}
