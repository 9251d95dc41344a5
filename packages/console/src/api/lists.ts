/**
 * The bookings and customers lists: the filters a person sets, turned into the API's query (empty
 * filters left out, the search text trimmed), read one page at a time.
 */
import type { RentlineClient } from '@rentline/client';
import type { Booking, Customer } from './types.js';

export type StatusFilter = '' | Booking['status'];

export interface BookingFilters {
  q: string;
  status: StatusFilter;
  /** Shop dates (YYYY-MM-DD): bookings picking up from this day, up to that one. */
  from: string;
  to: string;
  overdue: boolean;
  owes: boolean;
}

export const NO_FILTERS: BookingFilters = { q: '', status: '', from: '', to: '', overdue: false, owes: false };

export const PAGE_SIZE = 25;

/** The API searches from two characters on: a shorter search is not sent (the list stays unsearched). */
const searchText = (q: string): string => (q.trim().length >= 2 ? q.trim() : '');

/** The list query of `f`: a filter left empty is not sent (overdue and owes only when ticked). */
export function bookingQuery(f: BookingFilters, cursor: string | null) {
  const q = searchText(f.q);
  return {
    limit: PAGE_SIZE,
    ...(cursor === null ? {} : { cursor }),
    ...(q === '' ? {} : { q }),
    ...(f.status === '' ? {} : { status: f.status }),
    ...(f.from === '' ? {} : { pickup_date_from: f.from }),
    ...(f.to === '' ? {} : { pickup_date_to: f.to }),
    ...(f.overdue ? { overdue: true } : {}),
    ...(f.owes ? { owes: true } : {}),
  };
}

export interface Page<T> {
  data: T[];
  next: string | null;
}

export async function bookingPage(
  client: RentlineClient,
  f: BookingFilters,
  cursor: string | null,
): Promise<Page<Booking>> {
  const page = await client.get('/v1/bookings', { params: { query: bookingQuery(f, cursor) } });
  return { data: page.data, next: page.has_more ? page.next_cursor : null };
}

export async function customerPage(client: RentlineClient, q: string, cursor: string | null): Promise<Page<Customer>> {
  const query = {
    limit: PAGE_SIZE,
    ...(cursor === null ? {} : { cursor }),
    ...(q.trim() === '' ? {} : { q: q.trim() }),
  };
  const page = await client.get('/v1/customers', { params: { query } });
  return { data: page.data, next: page.has_more ? page.next_cursor : null };
}

/** A customer's bookings, newest first (one page: a customer's history is short). */
export async function customerBookings(client: RentlineClient, customerId: string): Promise<Booking[]> {
  const page = await client.get('/v1/bookings', { params: { query: { limit: 100, customer_id: customerId } } });
  return page.data;
}
