/**
 * The shop's day: pickups due today, returns due today and overdue bookings, with "today" the
 * tenant's local date. Each list is one function, so each can move to a server-side filter on its
 * own (returns by a return-date range, overdue by an `overdue` filter) without touching the screen.
 */
import type { RentlineClient } from '@rentline/client';
import { localDate, todayIn } from '../lib/time.js';
import { all, type Booking } from './types.js';

const PAGE = { limit: 100 } as const;
const byPickup = (a: Booking, b: Booking) => a.pickup_date.localeCompare(b.pickup_date);
const byReturn = (a: Booking, b: Booking) => a.return_date.localeCompare(b.return_date);

/** The bookings that are out with customers. */
const activeBookings = (client: RentlineClient) =>
  all(client.list('/v1/bookings', { params: { query: { ...PAGE, status: 'active' } } }));

/**
 * Pending and confirmed bookings picking up today (a pending one whose hold has run out is about to be
 * cancelled and is left out).
 */
export async function pickupsDue(client: RentlineClient, date: string, now: Date): Promise<Booking[]> {
  const query = { ...PAGE, pickup_date_from: date, pickup_date_to: date };
  const found = await all(client.list('/v1/bookings', { params: { query } }));
  return found
    .filter(
      (b) =>
        b.status === 'confirmed' ||
        (b.status === 'pending' && (b.expires_at === null || Date.parse(b.expires_at) > now.getTime())),
    )
    .sort(byPickup);
}

/** Active bookings due back later today (one already past its return time is overdue instead). */
export async function returnsDue(
  client: RentlineClient,
  date: string,
  timeZone: string,
  now: Date,
): Promise<Booking[]> {
  const out = await activeBookings(client);
  return out
    .filter((b) => localDate(b.return_date, timeZone) === date && Date.parse(b.return_date) >= now.getTime())
    .sort(byReturn);
}

/** Active bookings whose return date has passed: the API has no overdue filter yet. */
export async function overdueBookings(client: RentlineClient, now: Date): Promise<Booking[]> {
  const out = await activeBookings(client);
  return out.filter((b) => Date.parse(b.return_date) < now.getTime()).sort(byReturn);
}

export interface ShopDay {
  date: string;
  pickups: Booking[];
  returns: Booking[];
  overdue: Booking[];
}

export async function loadShopDay(client: RentlineClient, timeZone: string, now: Date): Promise<ShopDay> {
  const date = todayIn(timeZone, now);
  const [pickups, returns, overdue] = await Promise.all([
    pickupsDue(client, date, now),
    returnsDue(client, date, timeZone, now),
    overdueBookings(client, now),
  ]);
  return { date, pickups, returns, overdue };
}
