/**
 * The planner's data for a range of the shop's days: each active fleet item's availability calendar
 * (whose day slots are the tenant's local days, 23 or 25 hours long across DST: they are the
 * planner's columns), the bookings whose occupancy meets the range, and the downtimes in it.
 */
import type { RentlineClient } from '@rentline/client';
import { addDays, localDate } from '../lib/time.js';
import { type Availability, all, type Booking, type Downtime, type FleetItem } from './types.js';

export type DaySlot = Availability['slots'][number];

export interface PlannerRow {
  item: FleetItem;
  slots: DaySlot[];
  bookings: Booking[];
  downtimes: Downtime[];
}

export interface PlannerData {
  /** The columns: one per local day, `date` its calendar date. */
  days: { date: string; start: string; end: string }[];
  rows: PlannerRow[];
}

/** How far before the range a completed booking's pickup is looked for. */
const COMPLETED_LOOKBACK_DAYS = 62;
const PAGE = { limit: 100 } as const;

/**
 * A booking holds its units from its pickup less the item's buffer before, until its return plus the
 * item's turnaround; one still out past its return holds them until now (late units keep blocking),
 * and a returned one until it actually came back (early or late).
 */
export const occupancyStart = (booking: Booking, item: FleetItem): number =>
  Date.parse(booking.pickup_date) - item.buffer_before_minutes * 60_000;

export function occupancyEnd(booking: Booking, item: FleetItem, now: number): number {
  const back =
    booking.status === 'completed' && booking.returned_at !== null
      ? Date.parse(booking.returned_at)
      : booking.status === 'active'
        ? Math.max(Date.parse(booking.return_date), now)
        : Date.parse(booking.return_date);
  return back + item.turnaround_minutes * 60_000;
}

/** A downtime's end; an open one (a unit in maintenance until released) runs on past any range. */
export const downtimeEnd = (d: Downtime): number => (d.end === null ? Number.POSITIVE_INFINITY : Date.parse(d.end));

/**
 * Bookings that may occupy units during [from, to] (dates). The list filters by pickup date only, so
 * holding bookings are read whatever their pickup (they are the shop's current business) and
 * completed ones from a lookback before the range; the caller keeps those whose occupancy meets it.
 */
export async function bookingsNear(client: RentlineClient, from: string, to: string): Promise<Booking[]> {
  const holding = (['pending', 'confirmed', 'active'] as const).map((status) =>
    all(client.list('/v1/bookings', { params: { query: { ...PAGE, status, pickup_date_to: to } } })),
  );
  const completed = all(
    client.list('/v1/bookings', {
      params: {
        query: {
          ...PAGE,
          status: 'completed',
          pickup_date_from: addDays(from, -COMPLETED_LOOKBACK_DAYS),
          pickup_date_to: to,
        },
      },
    }),
  );
  return (await Promise.all([...holding, completed])).flat();
}

export async function loadPlanner(client: RentlineClient, from: string, to: string): Promise<PlannerData> {
  const items = await all(client.list('/v1/fleet-items', { params: { query: { ...PAGE, active: true } } }));
  items.sort((a, b) => a.name.localeCompare(b.name));
  const [calendars, bookings, downtimes] = await Promise.all([
    Promise.all(
      items.map((item) =>
        client.get('/v1/fleet-items/{id}/availability', {
          params: { path: { id: item.id }, query: { from, to, interval: 'day' } },
        }),
      ),
    ),
    bookingsNear(client, from, to),
    all(client.list('/v1/downtimes', { params: { query: { ...PAGE, from, to } } })),
  ]);
  const first = calendars[0]?.slots ?? [];
  const start = Date.parse(first[0]?.start ?? '');
  const end = Date.parse(first[first.length - 1]?.end ?? '');
  // A pending booking whose hold has run out holds nothing (it is about to be cancelled).
  const now = Date.now();
  const holding = bookings.filter(
    (b) => !(b.status === 'pending' && b.expires_at !== null && Date.parse(b.expires_at) <= now),
  );
  const rows = items.map((item, i) => ({
    item,
    slots: calendars[i]?.slots ?? [],
    bookings: holding
      .filter(
        (b) =>
          b.line_items.some((l) => l.fleet_item_id === item.id) &&
          occupancyStart(b, item) < end &&
          occupancyEnd(b, item, now) > start,
      )
      .sort((a, b) => a.pickup_date.localeCompare(b.pickup_date)),
    downtimes: downtimes.filter((d) => d.fleet_item_id === item.id),
  }));
  // Every calendar of a tenant has the same local days; the first one names the columns.
  const zone = calendars[0]?.time_zone ?? 'UTC';
  const days = first.map((s) => ({ date: localDate(s.start, zone), start: s.start, end: s.end }));
  return { days, rows };
}
