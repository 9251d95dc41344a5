/**
 * Swap Line Item: the line takes another fleet item (its name and rates, no override price), the
 * booking is re-priced, and an `item_swap` adjustment and a change-log entry record the difference.
 */
import { checkAvailability } from '../availability/units.js';
import { invalid, missingRef, notFound } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import type { Scope } from '../core/scope.js';
import type { LineItemRow } from '../store/queries/bookings.js';
import type { Tx } from '../store/store.js';
import { FLEET_ITEMS } from '../store/tables.js';
import { emitBookingEvent } from './emit.js';
import { reprice, totalsOf, writeRepriced } from './pricing.js';
import { ensureModifiable, ensureNotExpired } from './status.js';
import { type BookingView, loadBooking } from './views.js';

export async function swapBookingItem(
  tx: Tx,
  scope: Scope,
  id: string,
  input: { line_item_id: string; new_fleet_item_id: string },
  now: Date,
): Promise<BookingView> {
  const at = now.toISOString();
  const row = await loadBooking(tx, scope, id);
  ensureNotExpired(row, now);
  ensureModifiable(row, 'changed');
  const lines = (await tx.bookings.lineItemsOf(scope, [id])).get(id) ?? [];
  const line = lines.find((l) => l.id === input.line_item_id);
  if (line === undefined) throw notFound(`Booking ${id} has no line item '${input.line_item_id}'.`, 'line_item_id');
  const param = 'new_fleet_item_id';
  const item = await tx.resources.get(FLEET_ITEMS, scope, input.new_fleet_item_id);
  if (item === undefined) throw missingRef('fleet item', input.new_fleet_item_id, param);
  if (item.id === line.fleet_item_id) {
    throw invalid('parameter_invalid', `Line item ${line.id} already holds fleet item ${item.id}.`, param);
  }
  if (!item.active) throw invalid('resource_inactive', `Fleet item ${item.id} is inactive.`, param);
  if (lines.some((l) => l.fleet_item_id === item.id)) {
    throw invalid('parameter_invalid', `Fleet item ${item.id} is already on another line item of this booking.`, param);
  }

  const swapped: LineItemRow = { ...line, fleet_item_id: item.id, override_price: null };
  const newLines = lines.map((l) => (l.id === line.id ? swapped : l));
  const addons = (await tx.bookings.addonsOf(scope, [id])).get(id) ?? [];
  const priced = await reprice(
    tx,
    scope,
    row,
    newLines,
    addons,
    { pickup: row.pickup_date, return: row.return_date, half_day: row.half_day },
    now,
    new Map([[item.id, item]]),
  );
  await checkAvailability(
    tx,
    scope,
    [{ item, quantity: line.quantity, param }],
    { pickupMs: Date.parse(row.pickup_date), returnMs: Date.parse(row.return_date) },
    now,
    id,
  );

  await writeRepriced(tx, scope, newLines, addons, priced, at);
  await tx.bookings.updateBooking(scope, id, { ...totalsOf(priced.result), updated_at: at });
  await tx.bookings.insertAdjustment(scope, {
    id: newId(ID_PREFIX.adjustment),
    booking_id: id,
    type: 'item_swap',
    amount: priced.result.total - row.total,
    description: `Line item ${line.id}: fleet item ${line.fleet_item_id} swapped for ${item.id}`,
    created_at: at,
  });
  await tx.bookings.insertChange(scope, {
    id: newId(ID_PREFIX.change),
    booking_id: id,
    type: 'item_swapped',
    line_item_id: line.id,
    from_fleet_item_id: line.fleet_item_id,
    to_fleet_item_id: item.id,
    previous_total: row.total,
    new_total: priced.result.total,
    created_at: at,
  });
  return emitBookingEvent(tx, scope, id, 'booking.item_swapped', at);
}
