/**
 * What occupies a fleet item's units over a window, read from the store as `Usage` intervals:
 * - each line of a holding booking (pending, confirmed) over [pickup - the item's buffer before,
 *   return + its turnaround), except a pending booking whose hold has expired at `now`;
 * - each line of an active booking (its units are out) until it is back: over [pickup - buffer,
 *   max(return, now) + turnaround), so a late booking keeps blocking;
 * - each line of a returned (completed) booking over [pickup - buffer, returned_at + turnaround):
 *   an early return frees the units at once, a late one held them until it came back;
 * - each downtime over [start, end) (an open-ended one, until released, ends at the last instant).
 *
 * `now` is read at the time of the query, never stored: a late booking's hold grows as the clock does,
 * while the stored hold spans (a bound on how far before a window a hold can start) stay correct, as
 * the late holds are read apart by their due date.
 */
import { formatInstant, MAX_INSTANT_MS, MIN_INSTANT_MS } from '@rentline/pricing-engine';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';
import type { Usage, Window } from './peak.js';

export interface Occupied {
  id: string;
  turnaround_minutes: number;
  buffer_before_minutes: number;
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

/** A line's occupancy: [pickup - the item's buffer before, return + its turnaround). */
export const occupancyOf = (
  item: { turnaround_minutes: number; buffer_before_minutes: number },
  pickupMs: number,
  returnMs: number,
): Window => ({
  start: pickupMs - item.buffer_before_minutes * 60_000,
  end: returnMs + item.turnaround_minutes * 60_000,
});

/**
 * The longest hold of each item this process has seen (tenant, mode, item → ms). A longest hold only
 * grows, so a remembered one is a bound the statement below can start from, and the statement
 * returns the current one to check it by. Bounded: it starts over past `LONGEST_SEEN_MAX` items.
 */
const longestSeen = new Map<string, number>();
const LONGEST_SEEN_MAX = 50_000;

export async function usagesOf(
  tx: Tx,
  scope: Scope,
  item: Occupied,
  window: Window,
  now: Date,
  excluding: Excluding = {},
): Promise<Usage[]> {
  const turnaround = item.turnaround_minutes * 60_000;
  const buffer = item.buffer_before_minutes * 60_000;
  const returnAfter = window.start - turnaround;
  const nowMs = now.getTime();
  const key = `${scope.tenantId}\u0000${scope.livemode}\u0000${item.id}`;
  // An item not seen yet: its longest hold is read first, so the holds read stays a short span of
  // the pickup index rather than the item's whole history.
  let longest = longestSeen.get(key) ?? (await tx.availability.longestHold(scope, item.id));
  for (;;) {
    // A hold that ends after `returnAfter` started at most the item's longest hold before it (one
    // second more for the rounding of stored spans); with no hold ever, nothing is read anyway.
    const earliest = longest === undefined ? MIN_INSTANT_MS : returnAfter - longest - 1000;
    const found = await tx.availability.occupancy(
      scope,
      item.id,
      {
        pickupFrom: earliest <= MIN_INSTANT_MS ? '' : instantText(earliest),
        pickupBefore: instantText(window.end + buffer),
        returnAfter: instantText(returnAfter),
        downtimesFrom: instantText(window.start),
        downtimesTo: instantText(window.end),
      },
      now.toISOString(),
      excluding,
    );
    // Remembered once committed: a refused booking's own long hold, rolled back, is not.
    const seen = found.longest;
    if (seen !== undefined) {
      tx.afterCommit(() => {
        if (longestSeen.size >= LONGEST_SEEN_MAX) longestSeen.clear();
        longestSeen.set(key, Math.max(seen, longestSeen.get(key) ?? 0));
      });
    }
    // A longer hold than the bound was made for (one this process had not seen): read again.
    if (found.longest !== undefined && longest !== undefined && found.longest > longest) {
      longest = found.longest;
      continue;
    }
    return [
      ...found.holds.map(
        (h): Usage => ({
          start: Date.parse(h.start) - buffer,
          end: (h.out ? Math.max(Date.parse(h.end), nowMs) : Date.parse(h.end)) + turnaround,
          units: h.units,
          kind: 'booking',
          source: h.source,
        }),
      ),
      ...found.downtimes.map(
        (d): Usage => ({
          start: Date.parse(d.start),
          end: Date.parse(d.end),
          units: d.units,
          kind: 'downtime',
          source: d.source,
        }),
      ),
    ];
  }
}
