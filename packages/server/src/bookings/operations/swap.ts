/**
 * Swap Line Item, as its steps (see `create.ts` for how a flow reads): load → check → price →
 * conflicts → hold → write → emit. The line takes another fleet item (its name and rates, no
 * override price), the booking is re-priced, and an `item_swap` adjustment and a change-log entry
 * record the difference. A line whose units are out on the booking keeps its item: those units are
 * the old item's and stay out until they are returned.
 */

import { isPricingError, PricingError } from '@rentline/pricing-engine';
import { holdUnits } from '../../availability/units.js';
import type { Actor } from '../../core/actor.js';
import { invalid, missingRef, notFound, RentlineError } from '../../core/errors.js';
import { ID_PREFIX, newId } from '../../core/ids.js';
import { issued } from '../../core/issued.js';
import type { Scope } from '../../core/scope.js';
import type { BookingAddonRow, BookingRow, LineItemRow } from '../../store/queries/bookings.js';
import type { FleetItemRecord } from '../../store/records.js';
import type { Tx } from '../../store/store.js';
import { FLEET_ITEMS } from '../../store/tables.js';
import { emitBookingEvent } from '../emit.js';
import { type Repriced, reprice, totalsOf, writeRepriced } from '../pricing.js';
import { ensureModifiable, ensureNotExpired } from '../status.js';
import { type BookingView, loadBooking, unitIdsOf } from '../views.js';

interface SwapInput {
  line_item_id: string;
  new_fleet_item_id: string;
}

export async function swapBookingItem(
  tx: Tx,
  scope: Scope,
  id: string,
  input: SwapInput,
  now: Date,
  actor: Actor,
): Promise<BookingView> {
  const booking = await load(tx, scope, id, input);
  const swap = check(booking, input);
  const priced = await price(tx, scope, booking, swap, now);
  await conflicts(tx, scope, booking, swap, now);
  await hold(tx, scope, booking, swap, now);
  await write(tx, scope, booking, swap, priced, now, actor);
  return emitBookingEvent(tx, scope, id, 'booking.item_swapped', now.toISOString(), actor);
}

interface Loaded {
  row: BookingRow;
  lines: LineItemRow[];
  addons: BookingAddonRow[];
  /** The fleet item asked for, when it exists. */
  item: FleetItemRecord | undefined;
}

/** The line being swapped, the item it takes, and the booking's lines as they will be. */
interface Swap {
  line: LineItemRow;
  item: FleetItemRecord;
  lines: LineItemRow[];
}

/**
 * load: the booking, locked (changes of one booking take turns), then, sent with the lock and read
 * under it, its lines and add-ons and the fleet item asked for.
 */
async function load(tx: Tx, scope: Scope, id: string, input: SwapInput): Promise<Loaded> {
  const row = issued(loadBooking(tx, scope, id));
  const lines = issued(tx.bookings.lineItemsOf(scope, [id]));
  const addons = issued(tx.bookings.addonsOf(scope, [id]));
  const item = issued(tx.resources.get(FLEET_ITEMS, scope, input.new_fleet_item_id));
  return {
    row: await row,
    lines: (await lines).get(id) ?? [],
    addons: (await addons).get(id) ?? [],
    item: await item,
  };
}

/**
 * check, in the order the API reports: the line exists, the item exists, is another one, is active
 * and is on no other line of the booking (the booking's status is a conflict, reported after).
 */
function check(booking: Loaded, input: SwapInput): Swap {
  const { row, lines, item } = booking;
  const line = lines.find((l) => l.id === input.line_item_id);
  if (line === undefined) throw notFound(`Booking ${row.id} has no line item '${input.line_item_id}'.`, 'line_item_id');
  const param = 'new_fleet_item_id';
  if (item === undefined) throw missingRef('fleet item', input.new_fleet_item_id, param);
  if (item.id === line.fleet_item_id) {
    throw invalid('parameter_invalid', `Line item ${line.id} already holds fleet item ${item.id}.`, param);
  }
  if (!item.active) throw invalid('resource_inactive', `Fleet item ${item.id} is inactive.`, param);
  if (lines.some((l) => l.fleet_item_id === item.id)) {
    throw invalid('parameter_invalid', `Fleet item ${item.id} is already on another line item of this booking.`, param);
  }
  const swapped: LineItemRow = { ...line, fleet_item_id: item.id, override_price: null };
  return { line, item, lines: lines.map((l) => (l.id === line.id ? swapped : l)) };
}

/**
 * price: the booking re-priced with the line's new item, over its window, with today's records. The
 * new item's rental limits are checked (the other lines' are not); a window outside them names the
 * item asked for, the field of this request. Opening hours are not: the window is the booking's own,
 * accepted when it was made (today's schedule still counts and charges its days).
 */
async function price(tx: Tx, scope: Scope, booking: Loaded, swap: Swap, now: Date): Promise<Repriced> {
  const { row, addons } = booking;
  const window = { pickup: row.pickup_date, return: row.return_date, half_day: row.half_day };
  try {
    return await reprice(tx, scope, row, swap.lines, addons, window, now, new Map([[swap.item.id, swap.item]]), {
      limitsOfReplacingOnly: true,
      openingHours: 'none',
    });
  } catch (err) {
    if (isPricingError(err) && (err.code === 'rental_too_short' || err.code === 'rental_too_long')) {
      throw new PricingError(err.code, err.message, 'new_fleet_item_id');
    }
    throw err;
  }
}

/**
 * conflicts: not expired, still holding its units, and the line's units not out on it (they are
 * the old item's: 409 `unit_out` until they are returned).
 */
async function conflicts(tx: Tx, scope: Scope, booking: Loaded, swap: Swap, now: Date): Promise<void> {
  const { row } = booking;
  ensureNotExpired(row, now);
  ensureModifiable(row, 'changed');
  const named = new Set(unitIdsOf(swap.line));
  if (named.size === 0) return;
  const out = (await tx.units.outOn(scope, row.id)).filter((u) => named.has(u.id));
  if (out.length > 0) {
    throw new RentlineError(
      'unit_out',
      `Line item ${swap.line.id} has unit${out.length === 1 ? '' : 's'} ${out.map((u) => u.identifier).join(', ')} out; return them before swapping its fleet item.`,
      'line_item_id',
    );
  }
}

/** hold: the new item's units for the line's quantity over the booking's window. */
function hold(tx: Tx, scope: Scope, booking: Loaded, swap: Swap, now: Date): Promise<void> {
  const { row } = booking;
  const wants = [{ item: swap.item, quantity: swap.line.quantity, param: 'new_fleet_item_id' }];
  const window = { pickupMs: Date.parse(row.pickup_date), returnMs: Date.parse(row.return_date) };
  return holdUnits(tx, scope, wants, window, now, { bookingId: row.id });
}

/** write: the re-priced lines and add-ons, the booking's totals, the item_swap adjustment and the change log. */
async function write(
  tx: Tx,
  scope: Scope,
  booking: Loaded,
  swap: Swap,
  priced: Repriced,
  now: Date,
  actor: Actor,
): Promise<void> {
  const { row } = booking;
  const { line, item } = swap;
  const at = now.toISOString();
  await writeRepriced(tx, scope, swap.lines, booking.addons, priced, at);
  const writes = [
    issued(tx.bookings.updateBooking(scope, row.id, { ...totalsOf(priced.result), updated_at: at })),
    issued(
      tx.bookings.insertAdjustment(scope, {
        id: newId(ID_PREFIX.adjustment),
        booking_id: row.id,
        type: 'item_swap',
        amount: priced.result.total - row.total,
        description: `Line item ${line.id}: fleet item ${line.fleet_item_id} swapped for ${item.id}`,
        created_at: at,
        actor_type: actor.type,
        actor_id: actor.id,
      }),
    ),
    issued(
      tx.bookings.insertChange(scope, {
        id: newId(ID_PREFIX.change),
        booking_id: row.id,
        type: 'item_swapped',
        line_item_id: line.id,
        from_fleet_item_id: line.fleet_item_id,
        to_fleet_item_id: item.id,
        previous_total: row.total,
        new_total: priced.result.total,
        created_at: at,
        actor_type: actor.type,
        actor_id: actor.id,
      }),
    ),
  ];
  for (const w of writes) await w;
}
