/**
 * Extend Booking: a later return date, availability checked for the longer window (an item made
 * inactive since does not block it), a full re-price that clears `half_day`, and exactly one
 * `extension` adjustment (new total - old total).
 */
import { formatInstant, isPricingError, PricingError, resolveInstant } from '@rentline/pricing-engine';
import { checkAvailability } from '../availability/units.js';
import { invalid } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';
import { FLEET_ITEMS } from '../store/tables.js';
import { loadTenant } from '../tenants/service.js';
import { emitBookingEvent } from './emit.js';
import { type Repriced, reprice, totalsOf, writeRepriced } from './pricing.js';
import { ensureModifiable, ensureNotExpired } from './status.js';
import { type BookingView, loadBooking } from './views.js';

export async function extendBooking(
  tx: Tx,
  scope: Scope,
  id: string,
  input: { new_return_date: string },
  now: Date,
): Promise<BookingView> {
  const at = now.toISOString();
  const row = await loadBooking(tx, scope, id);
  ensureNotExpired(row, now);
  ensureModifiable(row, 'extended');
  const tz = (await loadTenant(tx, scope)).settings.timezone;
  const newReturnMs = resolveInstant(input.new_return_date, { time_zone: tz, param: 'new_return_date' });
  if (!(newReturnMs > Date.parse(row.return_date))) {
    throw invalid(
      'parameter_invalid',
      `new_return_date must be after the current return date (${row.return_date}).`,
      'new_return_date',
    );
  }
  const newReturn = formatInstant(newReturnMs);
  const lines = (await tx.bookings.lineItemsOf(scope, [id])).get(id) ?? [];
  const addons = (await tx.bookings.addonsOf(scope, [id])).get(id) ?? [];
  let priced: Repriced;
  try {
    priced = await reprice(
      tx,
      scope,
      row,
      lines,
      addons,
      { pickup: row.pickup_date, return: newReturn, half_day: false },
      now,
    );
  } catch (err) {
    // The window's errors name the field of this request.
    if (isPricingError(err) && err.param === 'return_date')
      throw new PricingError(err.code, err.message, 'new_return_date');
    throw err;
  }
  // The items of the lines that still exist (a deleted item has no stock to check).
  const items = await tx.resources.getMany(
    FLEET_ITEMS,
    scope,
    lines.map((l) => l.fleet_item_id),
  );
  await checkAvailability(
    tx,
    scope,
    lines.flatMap((l) => {
      const item = items.get(l.fleet_item_id);
      return item === undefined ? [] : [{ item, quantity: l.quantity, param: 'new_return_date' }];
    }),
    { pickupMs: Date.parse(row.pickup_date), returnMs: newReturnMs },
    now,
    id,
  );

  await writeRepriced(tx, scope, lines, addons, priced, at);
  await tx.bookings.updateBooking(scope, id, { return_date: newReturn, ...totalsOf(priced.result), updated_at: at });
  await tx.bookings.insertAdjustment(scope, {
    id: newId(ID_PREFIX.adjustment),
    booking_id: id,
    type: 'extension',
    amount: priced.result.total - row.total,
    description: `Return date extended from ${row.return_date} to ${newReturn}`,
    created_at: at,
  });
  return emitBookingEvent(tx, scope, id, 'booking.extended', at);
}
