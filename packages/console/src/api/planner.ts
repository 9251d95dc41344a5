/**
 * The planner's data for a range of the shop's days: each active fleet item's availability calendar
 * (whose day slots are the tenant's local days, 23 or 25 hours long across DST: they are the
 * planner's columns) with what occupies it, as the server counts it (`occupancy=true`: each booking
 * over its whole occupancy, buffer, turnaround, early pick-up and late return included), the bookings
 * those name, and the downtimes in the range. The console draws what the server counts; it never
 * works out an occupancy itself.
 */
import type { RentlineClient } from '@rentline/client';
import { addDays, localDate } from '../lib/time.js';
import { type Availability, all, type Booking, type Downtime, type FleetItem } from './types.js';

export type DaySlot = Availability['slots'][number];
type Occupant = NonNullable<Availability['occupancy']>[number];

/** A booking's bar: the booking, and its occupancy of the row's item as the server states it. */
export interface Bar {
  booking: Booking;
  start: number;
  end: number;
}

export interface PlannerRow {
  item: FleetItem;
  slots: DaySlot[];
  bars: Bar[];
  downtimes: Downtime[];
}

export interface PlannerData {
  /** The columns: one per local day, `date` its calendar date. */
  days: { date: string; start: string; end: string }[];
  rows: PlannerRow[];
}

const PAGE = { limit: 100 } as const;

/** A downtime's end; an open one (a unit in maintenance until released) runs on past any range. */
export const downtimeEnd = (d: Downtime): number => (d.end === null ? Number.POSITIVE_INFINITY : Date.parse(d.end));

/** Returned bookings are listed from this long before the range by return date: most come back within it. */
const RETURNED_LOOKBACK_DAYS = 31;

/**
 * The bookings the calendars name, by id: the holding ones (the shop's current business) and the
 * returned ones due back near the range in a few list pages, then any other one named (one returned
 * very late) on its own.
 */
async function bookingsNamed(
  client: RentlineClient,
  ids: ReadonlySet<string>,
  from: string,
  to: string,
): Promise<Map<string, Booking>> {
  const found = new Map<string, Booking>();
  if (ids.size === 0) return found;
  const lists = await Promise.all([
    ...(['pending', 'confirmed', 'active'] as const).map((status) =>
      all(client.list('/v1/bookings', { params: { query: { ...PAGE, status, pickup_date_to: to } } })),
    ),
    all(
      client.list('/v1/bookings', {
        params: {
          query: {
            ...PAGE,
            status: 'completed',
            pickup_date_to: to,
            return_date_from: addDays(from, -RETURNED_LOOKBACK_DAYS),
          },
        },
      }),
    ),
  ]);
  for (const b of lists.flat()) if (ids.has(b.id)) found.set(b.id, b);
  const rest = [...ids].filter((id) => !found.has(id));
  const more = await Promise.all(rest.map((id) => client.get('/v1/bookings/{id}', { params: { path: { id } } })));
  for (const b of more) found.set(b.id, b);
  return found;
}

/** Each row's bars: the calendar's booking occupants with their bookings, by start. */
export function barsOf(occupancy: readonly Occupant[], bookings: ReadonlyMap<string, Booking>): Bar[] {
  const bars: Bar[] = [];
  for (const o of occupancy) {
    const booking = bookings.get(o.id);
    if (o.kind !== 'booking' || booking === undefined) continue;
    // A booking's end is always an instant; null is a downtime's (open until released).
    bars.push({
      booking,
      start: Date.parse(o.start),
      end: o.end === null ? Number.POSITIVE_INFINITY : Date.parse(o.end),
    });
  }
  return bars.sort((a, b) => a.start - b.start);
}

export async function loadPlanner(client: RentlineClient, from: string, to: string): Promise<PlannerData> {
  const items = await all(client.list('/v1/fleet-items', { params: { query: { ...PAGE, active: true } } }));
  items.sort((a, b) => a.name.localeCompare(b.name));
  const [calendars, downtimes] = await Promise.all([
    Promise.all(
      items.map((item) =>
        client.get('/v1/fleet-items/{id}/availability', {
          params: { path: { id: item.id }, query: { from, to, interval: 'day', occupancy: true } },
        }),
      ),
    ),
    all(client.list('/v1/downtimes', { params: { query: { ...PAGE, from, to } } })),
  ]);
  const named = new Set(
    calendars.flatMap((c) => (c.occupancy ?? []).filter((o) => o.kind === 'booking').map((o) => o.id)),
  );
  const bookings = await bookingsNamed(client, named, from, to);
  const rows = items.map((item, i) => ({
    item,
    slots: calendars[i]?.slots ?? [],
    bars: barsOf(calendars[i]?.occupancy ?? [], bookings),
    downtimes: downtimes.filter((d) => d.fleet_item_id === item.id),
  }));
  // Every calendar of a tenant has the same local days; the first one names the columns.
  const first = calendars[0]?.slots ?? [];
  const zone = calendars[0]?.time_zone ?? 'UTC';
  const days = first.map((s) => ({ date: localDate(s.start, zone), start: s.start, end: s.end }));
  return { days, rows };
}
