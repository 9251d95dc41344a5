/**
 * Whether a booking's items have the units it asks for: at every instant of its occupancy
 * [pickup - the item's buffer before, return + its turnaround), the units held by other bookings
 * and in downtime, plus the units asked for, must fit the item's stock; else 409 `item_unavailable`. Called inside the
 * booking's write transaction with the items locked, so the check and the write it guards commit
 * together and no concurrent writer counts the same units.
 */
import { RentlineError } from '../core/errors.js';
import { issued } from '../core/issued.js';
import type { Scope } from '../core/scope.js';
import type { ItemStock } from '../store/queries/availability.js';
import type { FleetItemRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { type Excluding, occupancyOf, usagesOf } from './occupancy.js';
import { peaks, type Usage, type Window } from './peak.js';

export interface UnitsWanted {
  item: FleetItemRecord;
  quantity: number;
  /** The request field the answer names when the units are not there. */
  param: string;
}

/** A rental's window: [pickupMs, returnMs). */
type Rental = { pickupMs: number; returnMs: number };

/**
 * The fewest units of `item` free at any instant of a rental (its occupancy, turnaround included):
 * the largest quantity that would fit.
 */
export async function freeUnits(
  tx: Tx,
  scope: Scope,
  item: { id: string; quantity: number; turnaround_minutes: number; buffer_before_minutes: number },
  window: Rental,
  now: Date,
  excluding: Excluding = {},
): Promise<number> {
  const occupancy = occupancyOf(item, window.pickupMs, window.returnMs);
  return freeOf(item.quantity, await usagesOf(tx, scope, item, occupancy, now, excluding), occupancy);
}

/** `freeUnits` of an item of `quantity` units, from the usages already read for its `occupancy`. */
function freeOf(quantity: number, usages: readonly Usage[], occupancy: Window): number {
  return Math.max(quantity - peaks(usages, occupancy).total, 0);
}

export interface HoldOptions {
  /** The booking whose own holds are left out of the count (it is being changed, or written now). */
  bookingId?: string;
  /**
   * The writes that take the units (a new booking's lines and add-ons), sent under the items' locks
   * and before the count, which leaves the booking's own holds out. Called once, when the locks are
   * sent.
   */
  writes?: () => Promise<unknown>[];
  /**
   * The error for an item deleted since the caller read it (no stock under the lock), by its index
   * in `wants`; without it such an item is counted with the stock the caller read.
   */
  missing?: (index: number) => Error;
}

/**
 * Hold units: lock the items (see {@link lockStock}), send the writes that take their units, and
 * check that every item has them at every instant of the window (its occupancy, turnaround
 * included), counting the units held by other bookings and in downtime. The locks, the writes and
 * the count's reads are sent together, in that order (one round trip on PostgreSQL, which runs them
 * in that order: the count reads under the locks), and their answers are checked after: a deleted
 * item (`missing`), a failed write, then 409 `item_unavailable`.
 */
export async function holdUnits(
  tx: Tx,
  scope: Scope,
  wants: readonly UnitsWanted[],
  window: Rental,
  now: Date,
  options: HoldOptions = {},
): Promise<void> {
  const locked = issued(
    lockStock(
      tx,
      scope,
      wants.map((w) => w.item.id),
    ),
  );
  const writes = (options.writes?.() ?? []).map(issued);
  const check = startCheck(tx, scope, wants, window, now, options.bookingId ?? '');
  const stocks = await locked;
  const { missing } = options;
  if (missing !== undefined) {
    for (const [i, want] of wants.entries()) if (!stocks.has(want.item.id)) throw missing(i);
  }
  for (const write of writes) await write;
  await check(stocks);
}

/**
 * Lock the fleet items whose units a transaction is about to count and take (see `lockItems`), and
 * read their stock as it is under the lock. A writer takes these locks before anything else that a
 * writer of the same items locks after them (the items' longest holds, kept by triggers), so no two
 * writers wait on each other in a circle.
 */
function lockStock(tx: Tx, scope: Scope, itemIds: readonly string[]): Promise<Map<string, ItemStock>> {
  return tx.availability.lockItems(scope, itemIds);
}

/**
 * The count in two steps, so that its reads go out with the statements sent before it:
 * `startCheck` sends each item's occupancy read for the item as the caller knows it; the function
 * it returns, given the stock read under the items' locks, checks each item, reading again where the
 * turnaround under the lock differs.
 */
function startCheck(
  tx: Tx,
  scope: Scope,
  wants: readonly UnitsWanted[],
  window: Rental,
  now: Date,
  excludeBookingId = '',
): (stocks: ReadonlyMap<string, ItemStock>) => Promise<void> {
  const excluding = { bookingId: excludeBookingId };
  const read = (item: { id: string; turnaround_minutes: number; buffer_before_minutes: number }) =>
    issued(usagesOf(tx, scope, item, occupancyOf(item, window.pickupMs, window.returnMs), now, excluding));
  const reads = wants.map((want) => read(want.item));
  return async (stocks) => {
    for (const [i, want] of wants.entries()) {
      // The stock, turnaround and buffer as they are under the lock, not as read before it (the
      // item's other fields are not needed: a copy of the whole record cost more than the count).
      const held = stocks.get(want.item.id);
      const stock = held === undefined ? want.item : { id: want.item.id, ...held };
      const same =
        stock.turnaround_minutes === want.item.turnaround_minutes &&
        stock.buffer_before_minutes === want.item.buffer_before_minutes;
      const usages = await (same ? reads[i] : read(stock));
      const free = freeOf(stock.quantity, usages ?? [], occupancyOf(stock, window.pickupMs, window.returnMs));
      if (want.quantity > free) {
        throw new RentlineError(
          'item_unavailable',
          `Fleet item ${want.item.id} has ${free} of ${stock.quantity} unit${stock.quantity === 1 ? '' : 's'} free for this window; ${want.quantity} requested.`,
          want.param,
        );
      }
    }
  };
}

/**
 * Hold units from an earlier start: a booking picked up before its pickup date holds its units from
 * the pick-up on, so each item must have the booking's units free over the span its occupancy gains,
 * [from - the buffer before, pickup - the buffer before), counting the other bookings and downtimes
 * there, under the items' locks (an item deleted since holds nothing); else 409 `item_unavailable`
 * naming `param`.
 */
export async function holdFromEarlier(
  tx: Tx,
  scope: Scope,
  wants: readonly { itemId: string; quantity: number }[],
  span: { fromMs: number; pickupMs: number },
  now: Date,
  options: { bookingId: string; param: string },
): Promise<void> {
  const stocks = await lockStock(
    tx,
    scope,
    wants.map((w) => w.itemId),
  );
  for (const want of wants) {
    const stock = stocks.get(want.itemId);
    if (stock === undefined) continue;
    const buffer = stock.buffer_before_minutes * 60_000;
    const window = { start: span.fromMs - buffer, end: span.pickupMs - buffer };
    const item = { id: want.itemId, ...stock };
    const usages = await usagesOf(tx, scope, item, window, now, { bookingId: options.bookingId });
    const free = freeOf(stock.quantity, usages, window);
    if (want.quantity > free) {
      throw new RentlineError(
        'item_unavailable',
        `Fleet item ${want.itemId} has ${free} of ${stock.quantity} unit${stock.quantity === 1 ? '' : 's'} free before this booking's pickup date; picked up then, it would hold ${want.quantity}.`,
        options.param,
      );
    }
  }
}
