/** Get Booking and List Bookings. */
import { formatInstant, resolveInstant } from '@rentline/pricing-engine';
import { JsonRow, type PageRequest, type Slice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import { needleFor, wholeId } from '../search/query.js';
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
  /** Only bookings that owe money (true) or that do not (false). */
  owes?: boolean | undefined;
  /** A search: any part of the customer's name, email, phone, the booking id or a unit identifier. */
  q?: string | undefined;
}

const DATE_BOUNDS = ['pickup_date_from', 'pickup_date_to', 'return_date_from', 'return_date_to'] as const;
type DateBound = (typeof DATE_BOUNDS)[number];

/**
 * Whether a page of these filters is usually one statement: a search first finds what it matches,
 * and a date filter reads the tenant's time zone first.
 */
export const pageIsOneStatement = (filters: Readonly<Record<string, unknown>>): boolean =>
  filters.q === undefined && DATE_BOUNDS.every((bound) => filters[bound] === undefined);

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
  // The tenant (its time zone) only when a date filter needs it: a plain page stays one statement.
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
  const overdue = filters.overdue === undefined ? undefined : { value: filters.overdue, at: now.toISOString() };
  // A search alone may cut its page from the index before reading rows; with other filters it may not.
  const alone = [
    filters.status,
    filters.customer_id,
    pickup_from,
    pickup_to,
    return_from,
    return_to,
    overdue,
    filters.owes,
  ].every((f) => f === undefined);
  const search =
    filters.q === undefined
      ? undefined
      : await tx.search.bookings(scope, needleFor(filters.q), {
          exactId: wholeId(filters.q),
          page: alone ? page : undefined,
        });
  const rows = await tx.bookingViews.page(
    scope,
    {
      status: filters.status,
      customer_id: filters.customer_id,
      pickup_from,
      pickup_to,
      return_from,
      return_to,
      overdue,
      owes: filters.owes,
      search,
    },
    page,
    VIEW_VERSION,
  );
  const json = await listedViewsJson(tx, scope, rows.data, now);
  return {
    // One text (in pieces) per row, in their order.
    data: rows.data.map(([id, createdAt], i) => new JsonRow(id, createdAt, json[i] ?? [])),
    has_more: rows.has_more,
  };
}
