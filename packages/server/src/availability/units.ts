/**
 * Whether a booking's items have the units it asks for: each item's units held by other bookings
 * over [pickup, return + its turnaround), plus the units asked for, must fit its stock; else 409
 * `item_unavailable`. Called inside the booking's write transaction with the items locked, so the
 * check and the write it guards commit together and no concurrent writer counts the same units.
 */
import { formatInstant } from '@rentline/pricing-engine';
import { RentlineError } from '../core/errors.js';
import type { Scope } from '../core/scope.js';
import type { FleetItemRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';

export interface UnitsWanted {
  item: FleetItemRecord;
  quantity: number;
  /** The request field the answer names when the units are not there. */
  param: string;
}

export async function checkAvailability(
  tx: Tx,
  scope: Scope,
  wants: readonly UnitsWanted[],
  pickupMs: number,
  returnMs: number,
  excludeBookingId: string,
): Promise<void> {
  const stocks = await tx.bookings.lockItems(
    scope,
    wants.map((w) => w.item.id),
  );
  for (const want of wants) {
    const stockNow = stocks.get(want.item.id) ?? want.item;
    const turnaround = stockNow.turnaround_minutes * 60_000;
    const held = await tx.bookings.unitsHeld(
      scope,
      want.item.id,
      { pickupBefore: formatInstant(returnMs + turnaround), returnAfter: formatInstant(pickupMs - turnaround) },
      excludeBookingId,
    );
    const stock = stockNow.quantity;
    if (held + want.quantity > stock) {
      const free = Math.max(stock - held, 0);
      throw new RentlineError(
        'item_unavailable',
        `Fleet item ${want.item.id} has ${free} of ${stock} unit${stock === 1 ? '' : 's'} free for this window; ${want.quantity} requested.`,
        want.param,
      );
    }
  }
}
