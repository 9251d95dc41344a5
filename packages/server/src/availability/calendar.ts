/**
 * `GET /v1/fleet-items/:id/availability`: slots over [from, to) with the units held by bookings, in
 * downtime and still free. Day slots are the tenant's local calendar days (a DST change makes one 23
 * or 25 hours long), hour slots UTC hours; the first and last slot are clipped to the range. Every
 * figure is a peak within the slot, read in one sweep over the item's usages in the range. Asked
 * for, it also lists those usages (each booking and downtime over its whole occupancy), so a screen
 * draws bookings where the server counts them instead of working out occupancy itself.
 */
import { formatInstant, localDate, MAX_INSTANT_MS, MIN_INSTANT_MS, resolveInstant } from '@rentline/pricing-engine';
import { invalid, notFound } from '../core/errors.js';
import { LIMITS } from '../core/limits.js';
import type { Scope } from '../core/scope.js';
import type { FleetItemRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { usagesOf } from './occupancy.js';
import { slotPeaks, type Usage, type Window } from './peak.js';
import { rangeEnd, rangeStart } from './window.js';

export type SlotInterval = 'day' | 'hour';

export interface AvailabilitySlot {
  start: string;
  end: string;
  /** The most units held by bookings at any instant of the slot (turnaround included). */
  in_use: number;
  /** The most units in downtime at any instant of the slot. */
  down: number;
  /** quantity minus the peak of (in use + down) within the slot, at least 0; 0 for an inactive item. */
  available: number;
}

/** A booking or downtime occupying an item over [start, end) (end null: a downtime until released). */
export interface Occupant {
  kind: 'booking' | 'downtime';
  id: string;
  units: number;
  start: string;
  end: string | null;
}

export interface FleetItemAvailability {
  object: 'fleet_item_availability';
  fleet_item_id: string;
  quantity: number;
  time_zone: string;
  interval: SlotInterval;
  slots: AvailabilitySlot[];
  /** Asked for with `occupancy: true`: what the slots count, each over its whole occupancy. */
  occupancy?: Occupant[];
}

const HOUR_MS = 3_600_000;
const MAX_SLOTS = LIMITS.max_calendar_slots;

const tooMany = () =>
  invalid('parameter_invalid', `A calendar has at most ${MAX_SLOTS} slots; ask for a shorter range.`, 'to');

function hourSlots(range: Window): Window[] {
  const first = Math.floor(range.start / HOUR_MS) * HOUR_MS;
  if (Math.ceil((range.end - first) / HOUR_MS) > MAX_SLOTS) throw tooMany();
  const out: Window[] = [];
  for (let t = first; t < range.end; t += HOUR_MS) {
    out.push({ start: Math.max(t, range.start), end: Math.min(t + HOUR_MS, range.end) });
  }
  return out;
}

/** The calendar date `days` after `date` (`YYYY-MM-DD`); undefined past the last accepted day. */
function addDays(date: string, days: number): string | undefined {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return ms > MAX_INSTANT_MS ? undefined : new Date(ms).toISOString().slice(0, 10);
}

/** 00:00 of a local date (a midnight a DST change skips moves forward); past the last day, the last instant. */
const midnight = (date: string | undefined, timeZone: string) =>
  date === undefined ? MAX_INSTANT_MS : resolveInstant(date, { time_zone: timeZone });

/** How long a calendar runs without `to`. */
const DEFAULT_DAYS = 30;
const DEFAULT_HOURS = 24;

/**
 * [from, to) of a calendar request. Without `from`, the current local day (or UTC hour) starts it;
 * without `to`, it runs 30 local days (or 24 hours) from `from`'s day (or hour).
 */
function calendarRange(
  query: { from?: string | undefined; to?: string | undefined; interval: SlotInterval },
  timeZone: string,
  now: Date,
): Window {
  const hourly = query.interval === 'hour';
  const start =
    query.from !== undefined
      ? rangeStart(query.from, timeZone, 'from')
      : hourly
        ? Math.floor(now.getTime() / HOUR_MS) * HOUR_MS
        : midnight(localDate(now.getTime(), timeZone), timeZone);
  const end =
    query.to !== undefined
      ? rangeEnd(query.to, timeZone, 'to')
      : hourly
        ? Math.floor(start / HOUR_MS) * HOUR_MS + DEFAULT_HOURS * HOUR_MS
        : midnight(addDays(localDate(start, timeZone), DEFAULT_DAYS), timeZone);
  if (!(end > start)) throw invalid('parameter_invalid', 'to must be after from.', 'to');
  return { start, end: Math.min(end, MAX_INSTANT_MS) };
}

function daySlots(range: Window, timeZone: string): Window[] {
  const out: Window[] = [];
  let date: string | undefined = localDate(range.start, timeZone);
  let start = range.start;
  while (start < range.end) {
    date = date === undefined ? undefined : addDays(date, 1);
    // The first instant of the next local day.
    const next = Math.min(midnight(date, timeZone), range.end);
    // A day a zone skipped altogether (as Samoa did in 2011) has no slot.
    if (next <= start) continue;
    if (out.length === MAX_SLOTS) throw tooMany();
    out.push({ start, end: Math.min(next, range.end) });
    start = next;
  }
  return out;
}

/** Where the calendar takes its item and the tenant's time zone from (the pricing records kept in memory). */
export type ItemAndZone = (
  tx: Tx,
  scope: Scope,
  id: string,
) => Promise<{ item: FleetItemRecord | undefined; timeZone: string }>;

export async function fleetItemAvailability(
  tx: Tx,
  scope: Scope,
  id: string,
  query: {
    from?: string | undefined;
    to?: string | undefined;
    interval: SlotInterval;
    occupancy?: boolean | undefined;
  },
  now: Date,
  source: ItemAndZone,
): Promise<FleetItemAvailability> {
  const { item, timeZone } = await source(tx, scope, id);
  if (item === undefined) throw notFound(`No such fleet item: '${id}'.`, 'id');
  const window = calendarRange(query, timeZone, now);
  const slots = query.interval === 'hour' ? hourSlots(window) : daySlots(window, timeZone);
  const usages = await usagesOf(tx, scope, item, window, now);
  const peaks = slotPeaks(usages, slots);
  const calendar: FleetItemAvailability = {
    object: 'fleet_item_availability',
    fleet_item_id: item.id,
    quantity: item.quantity,
    time_zone: timeZone,
    interval: query.interval,
    slots: slots.map((slot, i) => {
      const p = peaks[i] ?? { in_use: 0, down: 0, total: 0 };
      return {
        start: formatInstant(slot.start),
        end: formatInstant(slot.end),
        in_use: p.in_use,
        down: p.down,
        available: item.active ? Math.max(item.quantity - p.total, 0) : 0,
      };
    }),
  };
  if (query.occupancy === true) calendar.occupancy = occupantsOf(usages, window);
  return calendar;
}

/**
 * The usages that meet the calendar's range, as the API lists them: by start, then id; the end of a
 * downtime open until released is null.
 */
function occupantsOf(usages: readonly Usage[], range: Window): Occupant[] {
  return usages
    .filter((u) => u.units > 0 && u.start < range.end && u.end > range.start)
    .sort((a, b) => a.start - b.start || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0))
    .map((u) => ({
      kind: u.kind,
      id: u.source,
      units: u.units,
      start: formatInstant(Math.max(u.start, MIN_INSTANT_MS)),
      end: u.end >= MAX_INSTANT_MS ? null : formatInstant(u.end),
    }));
}
