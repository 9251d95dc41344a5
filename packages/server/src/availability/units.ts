/**
 * Whether a booking's items have the units it asks for: at every instant of its occupancy
 * [pickup, return + the item's turnaround), the units held by other bookings and in downtime, plus
 * the units asked for, must fit the item's stock; else 409 `item_unavailable`. Called inside the
 * booking's write transaction with the items locked, so the check and the write it guards commit
 * together and no concurrent writer counts the same units.
 */
import { RentlineError } from '../core/errors.js';
import type { Scope } from '../core/scope.js';
import type { FleetItemRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { type Excluding, occupancyOf, usagesOf } from './occupancy.js';
import { peaks } from './peak.js';

export interface UnitsWanted {
  item: FleetItemRecord;
  quantity: number;
  /** The request field the answer names when the units are not there. */
  param: string;
}

/**
 * The fewest units of `item` free at any instant of a rental [pickupMs, returnMs) (its occupancy,
 * turnaround included): the largest quantity that would fit.
 */
export async function freeUnits(
  tx: Tx,
  scope: Scope,
  item: { id: string; quantity: number; turnaround_minutes: number },
  window: { pickupMs: number; returnMs: number },
  now: Date,
  excluding: Excluding = {},
): Promise<number> {
  const occupancy = occupancyOf(item, window.pickupMs, window.returnMs);
  const used = peaks(await usagesOf(tx, scope, item, occupancy, now, excluding), occupancy).total;
  return Math.max(item.quantity - used, 0);
}

export async function checkAvailability(
  tx: Tx,
  scope: Scope,
  wants: readonly UnitsWanted[],
  window: { pickupMs: number; returnMs: number },
  now: Date,
  excludeBookingId = '',
): Promise<void> {
  // The stock and turnaround as they are under the lock, not as read before it.
  const stocks = await tx.availability.lockItems(
    scope,
    wants.map((w) => w.item.id),
  );
  for (const want of wants) {
    const stock = { ...want.item, ...stocks.get(want.item.id) };
    const free = await freeUnits(tx, scope, stock, window, now, { bookingId: excludeBookingId });
    if (want.quantity > free) {
      throw new RentlineError(
        'item_unavailable',
        `Fleet item ${want.item.id} has ${free} of ${stock.quantity} unit${stock.quantity === 1 ? '' : 's'} free for this window; ${want.quantity} requested.`,
        want.param,
      );
    }
  }
}
