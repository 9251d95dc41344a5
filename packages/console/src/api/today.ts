/**
 * The shop's day: pickups due today, returns due today and overdue bookings, with "today" the
 * tenant's local date; each list is one filtered read of the bookings (dates given alone are the
 * shop's days).
 */
import type { RentlineClient } from '@rentline/client';
import { todayIn } from '../lib/time.js';
import { all, type Booking } from './types.js';

const PAGE = { limit: 100 } as const;
const byPickup = (a: Booking, b: Booking) => a.pickup_date.localeCompare(b.pickup_date);
const byReturn = (a: Booking, b: Booking) => a.return_date.localeCompare(b.return_date);

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

/**
 * Active bookings due back today and not overdue: the API's `overdue` flag (past the return date plus
 * the late-fee grace) decides, so a booking just past its return but within the grace is still due,
 * and a booking is never in both lists.
 */
export async function returnsDue(client: RentlineClient, date: string): Promise<Booking[]> {
  const query = { ...PAGE, status: 'active', return_date_from: date, return_date_to: date, overdue: false } as const;
  return (await all(client.list('/v1/bookings', { params: { query } }))).sort(byReturn);
}

/** Bookings the API calls overdue now: out with a customer past their return date plus the grace. */
export async function overdueBookings(client: RentlineClient): Promise<Booking[]> {
  const query = { ...PAGE, overdue: true } as const;
  return (await all(client.list('/v1/bookings', { params: { query } }))).sort(byReturn);
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
    returnsDue(client, date),
    overdueBookings(client),
  ]);
  return { date, pickups, returns, overdue };
}
