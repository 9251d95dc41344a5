/**
 * What an availability check reads: the fleet items it locks and their stock, and what occupies an
 * item's units near a window (holds of bookings, downtimes, the item's longest hold). Every statement
 * filters on tenant_id and livemode.
 */
import type { Scope } from '../../core/scope.js';
import { type Dialect, placeholders, type Sql } from '../sql.js';

/** A booking's line or a downtime taking units of an item over [start, end) (stored instants). */
export interface Occupant {
  /** The booking or downtime. */
  source: string;
  units: number;
  start: string;
  end: string;
  /**
   * A hold of an active booking: its units are out, and it holds them past `end` (its return date)
   * until it is returned.
   */
  out: boolean;
}

/** What `occupancy` read of one item: its holds, its downtimes and its longest hold (ms) now. */
export interface Occupancy {
  holds: Occupant[];
  downtimes: Occupant[];
  longest: number | undefined;
}

/** What the availability check needs of a fleet item, read under its lock. */
export interface ItemStock {
  quantity: number;
  turnaround_minutes: number;
  buffer_before_minutes: number;
}

export class AvailabilityQueries {
  constructor(
    private readonly sql: Sql,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Lock the fleet items whose units a transaction is about to count and take (in id order, so two
   * transactions never wait on each other in a circle) and read their stock as it is now. Writers
   * of the same item queue here: the count and the write it guards commit before the next count.
   */
  async lockItems(scope: Scope, ids: readonly string[]): Promise<Map<string, ItemStock>> {
    const unique = [...new Set(ids)].sort();
    const out = new Map<string, ItemStock>();
    if (unique.length === 0) return out;
    const rows = await this.sql.all<{ id: string } & ItemStock>(
      `SELECT id, quantity, turnaround_minutes, buffer_before_minutes FROM fleet_items
        WHERE tenant_id = ? AND livemode = ? AND id IN (${placeholders(unique.length)})
        ORDER BY id ${this.dialect.forUpdate}`,
      [scope.tenantId, scope.livemode, ...unique],
    );
    for (const r of rows) {
      out.set(r.id, {
        quantity: r.quantity,
        turnaround_minutes: r.turnaround_minutes,
        buffer_before_minutes: r.buffer_before_minutes,
      });
    }
    return out;
  }

  /**
   * The longest hold `fleetItemId` has had, in milliseconds (it only grows); undefined when it has
   * had none.
   */
  async longestHold(scope: Scope, fleetItemId: string): Promise<number | undefined> {
    const row = await this.sql.get<{ longest_ms: number | string }>(
      'SELECT longest_ms FROM hold_spans WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ?',
      [scope.tenantId, scope.livemode, fleetItemId],
    );
    return row === undefined ? undefined : Number(row.longest_ms);
  }

  /**
   * What occupies `fleetItemId` near a window, in one statement: the holds picked up in
   * [pickupFrom, pickupBefore) that end after `returnAfter`, the holds of active bookings due back by
   * `returnAfter` (late ones still hold their units: the caller decides how long from `now`), the
   * downtimes overlapping [downtimesFrom, downtimesTo), and the item's longest hold as it is now
   * (undefined: it has had none). The caller derived `pickupFrom` from a longest hold it knew; when
   * the one returned is longer, holds starting before that bound may meet the window, and it reads
   * again with the wider bound. Active bookings are few per item and indexed apart, so reading the
   * late ones costs a short index range, not the item's history; and only those already due back
   * (before `now`) are read: one due later, by `returnAfter`, ends before the window anyway.
   */
  async occupancy(
    scope: Scope,
    fleetItemId: string,
    bounds: {
      pickupFrom: string;
      pickupBefore: string;
      returnAfter: string;
      downtimesFrom: string;
      downtimesTo: string;
    },
    now: string,
    excluding: { bookingId?: string | undefined; downtimeId?: string | undefined },
  ): Promise<Occupancy> {
    const item = [scope.tenantId, scope.livemode, fleetItemId];
    // The late holds come from the small index of holds whose units are out. Without statistics
    // SQLite would rather walk the item's pickup index from its first hold to the window (its
    // `pickup_date <` bound makes that index look usable): a cost that grows with every booking the
    // item ever had. PostgreSQL picks the small index by its statistics.
    const outIndex = this.dialect.name === 'sqlite' ? ' INDEXED BY unit_holds_out' : '';
    // One row shape for the four: kind, source (booking or downtime id), units, start, end; kind 0 a
    // hold, 3 a hold whose units are out, 1 a downtime, 2 the longest hold.
    const rows = await this.sql.rows<[number, string | null, number | string, string | null, string | null]>(
      `SELECT CASE WHEN phase = 1 THEN 3 ELSE 0 END, booking_id, quantity, pickup_date, return_date
         FROM unit_holds
        WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ?
          AND pickup_date >= ? AND pickup_date < ? AND return_date > ?
          AND booking_id <> ? AND (expires_at IS NULL OR expires_at > ?)
       UNION ALL
       SELECT 3, booking_id, quantity, pickup_date, return_date
         FROM unit_holds${outIndex}
        WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ? AND phase = 1
          AND return_date <= ? AND return_date < ? AND pickup_date < ? AND booking_id <> ?
       UNION ALL
       SELECT 1, id, quantity, start_at, end_at
         FROM downtimes
        WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ? AND start_at < ? AND end_at > ? AND id <> ?
       UNION ALL
       SELECT 2, NULL, longest_ms, NULL, NULL
         FROM hold_spans
        WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ?`,
      [
        ...item,
        bounds.pickupFrom,
        bounds.pickupBefore,
        bounds.returnAfter,
        excluding.bookingId ?? '',
        now,
        ...item,
        bounds.returnAfter,
        now,
        bounds.pickupBefore,
        excluding.bookingId ?? '',
        ...item,
        bounds.downtimesTo,
        bounds.downtimesFrom,
        excluding.downtimeId ?? '',
        ...item,
      ],
    );
    const out: Occupancy = { holds: [], downtimes: [], longest: undefined };
    for (const [kind, source, units, start, end] of rows) {
      if (kind === 2) out.longest = Number(units);
      else
        (kind === 1 ? out.downtimes : out.holds).push({
          source: source ?? '',
          units: Number(units),
          start: start ?? '',
          end: end ?? '',
          out: kind === 3,
        });
    }
    return out;
  }
}
