/**
 * What occupies a fleet item's units over a window, read from the store as `Usage` intervals:
 * - each line of a holding booking (pending, confirmed, active) over [pickup, return + the item's
 *   turnaround), except a pending booking whose hold has expired at `now`;
 * - each downtime over [start, end).
 */
import { formatInstant, MAX_INSTANT_MS, MIN_INSTANT_MS } from '@rentline/pricing-engine';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';
import type { Usage, Window } from './peak.js';

export interface Occupied {
  id: string;
  turnaround_minutes: number;
}

export interface Excluding {
  /** A booking being changed does not compete with itself. */
  bookingId?: string;
  /** Nor does a downtime being changed. */
  downtimeId?: string;
}

/**
 * An instant as stored text, for comparing with stored instants. Stored instants are fixed-width
 * (years 1970..9999), so text order is time order; a bound past the last one (a return at the end of
 * year 9999 plus a turnaround) is clamped to it, never written as `+010000-…`, which would sort first.
 */
export const instantText = (ms: number): string => formatInstant(Math.min(ms, MAX_INSTANT_MS));

/** A line's occupancy: [pickup, return + the item's turnaround). */
export const occupancyOf = (item: { turnaround_minutes: number }, pickupMs: number, returnMs: number): Window => ({
  start: pickupMs,
  end: returnMs + item.turnaround_minutes * 60_000,
});

export async function usagesOf(
  tx: Tx,
  scope: Scope,
  item: Occupied,
  window: Window,
  now: Date,
  excluding: Excluding = {},
): Promise<Usage[]> {
  const turnaround = item.turnaround_minutes * 60_000;
  const returnAfter = window.start - turnaround;
  // A hold that ends after `returnAfter` started at most the item's longest hold before it (one
  // second more for the rounding of stored spans); with no hold ever, nothing is read anyway.
  const longest = await tx.bookings.longestHold(scope, item.id);
  const earliest = longest === undefined ? MIN_INSTANT_MS : returnAfter - longest - 1000;
  const holds = await tx.bookings.holds(
    scope,
    item.id,
    {
      pickupFrom: earliest <= MIN_INSTANT_MS ? '' : instantText(earliest),
      pickupBefore: instantText(window.end),
      returnAfter: instantText(returnAfter),
    },
    now.toISOString(),
    excluding.bookingId,
  );
  const downtimes = await tx.downtimes.overlapping(
    scope,
    item.id,
    instantText(window.start),
    instantText(window.end),
    excluding.downtimeId,
  );
  return [
    ...holds.map(
      (h): Usage => ({
        start: Date.parse(h.pickup_date),
        end: Date.parse(h.return_date) + turnaround,
        units: h.quantity,
        kind: 'booking',
        source: h.booking_id,
      }),
    ),
    ...downtimes.map(
      (d): Usage => ({
        start: Date.parse(d.start),
        end: Date.parse(d.end),
        units: d.quantity,
        kind: 'downtime',
        source: d.id,
      }),
    ),
  ];
}
