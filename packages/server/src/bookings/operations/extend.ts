/**
 * Extend Booking, as its steps (see `create.ts` for how a flow reads): load → check → price →
 * conflicts → hold → write → emit. A later return date, availability checked for the longer window (an item made
 * inactive since does not block it), a full re-price that clears `half_day`, and exactly one
 * `extension` adjustment (new total - old total).
 */

import { formatInstant, isPricingError, PricingError, resolveInstant } from '@rentline/pricing-engine';
import { holdUnits } from '../../availability/units.js';
import type { Actor } from '../../core/actor.js';
import { invalid } from '../../core/errors.js';
import { ID_PREFIX, newId } from '../../core/ids.js';
import { issued } from '../../core/issued.js';
import type { Scope } from '../../core/scope.js';
import type { BookingAddonRow, BookingRow, LineItemRow } from '../../store/queries/bookings.js';
import type { FleetItemRecord } from '../../store/records.js';
import type { Tx } from '../../store/store.js';
import { FLEET_ITEMS } from '../../store/tables.js';
import { loadTenant } from '../../tenants/service.js';
import { emitBookingEvent } from '../emit.js';
import { type Repriced, reprice, totalsOf, writeRepriced } from '../pricing.js';
import { ensureModifiable, ensureNotExpired } from '../status.js';
import { type BookingView, loadBooking } from '../views.js';

export async function extendBooking(
  tx: Tx,
  scope: Scope,
  id: string,
  input: { new_return_date: string },
  now: Date,
  actor: Actor,
): Promise<BookingView> {
  const booking = await load(tx, scope, id);
  const newReturnMs = check(booking, input);
  const priced = await price(tx, scope, booking, newReturnMs, now);
  conflicts(booking, now);
  await hold(tx, scope, booking, newReturnMs, now);
  await write(tx, scope, booking, priced, newReturnMs, now, actor);
  return emitBookingEvent(tx, scope, id, 'booking.extended', now.toISOString(), actor);
}

/** The booking being extended, with what the next steps need of it. */
interface Loaded {
  row: BookingRow;
  lines: LineItemRow[];
  addons: BookingAddonRow[];
  /** The lines' fleet items that still exist. */
  items: Map<string, FleetItemRecord>;
  timeZone: string;
}

/**
 * load: the booking, locked (changes of one booking take turns), then, sent with the lock and read
 * under it, the tenant's time zone, the booking's lines and add-ons, and their fleet items.
 */
async function load(tx: Tx, scope: Scope, id: string): Promise<Loaded> {
  const row = issued(loadBooking(tx, scope, id));
  const tenant = issued(loadTenant(tx, scope));
  const lines = issued(tx.bookings.lineItemsOf(scope, [id]));
  const addons = issued(tx.bookings.addonsOf(scope, [id]));
  const items = issued(
    lines.then((byBooking) =>
      tx.resources.getMany(
        FLEET_ITEMS,
        scope,
        (byBooking.get(id) ?? []).map((l) => l.fleet_item_id),
      ),
    ),
  );
  return {
    row: await row,
    timeZone: (await tenant).settings.timezone,
    lines: (await lines).get(id) ?? [],
    addons: (await addons).get(id) ?? [],
    items: await items,
  };
}

/** check: a return date later than the current one (the booking's status is a conflict, reported after). */
function check(booking: Loaded, input: { new_return_date: string }): number {
  const { row } = booking;
  const newReturnMs = resolveInstant(input.new_return_date, { time_zone: booking.timeZone, param: 'new_return_date' });
  if (!(newReturnMs > Date.parse(row.return_date))) {
    throw invalid(
      'parameter_invalid',
      `new_return_date must be after the current return date (${row.return_date}).`,
      'new_return_date',
    );
  }
  return newReturnMs;
}

/**
 * price: a full re-price for the longer window with today's records (`half_day` cleared). Today's
 * opening hours apply to the new return date only: the pickup was accepted when the booking was made.
 */
async function price(tx: Tx, scope: Scope, booking: Loaded, newReturnMs: number, now: Date): Promise<Repriced> {
  const { row, lines, addons } = booking;
  const window = { pickup: row.pickup_date, return: formatInstant(newReturnMs), half_day: false };
  try {
    return await reprice(tx, scope, row, lines, addons, window, now, new Map(), { openingHours: 'return' });
  } catch (err) {
    // The window's errors name the field of this request.
    if (isPricingError(err) && err.param === 'return_date') {
      throw new PricingError(err.code, err.message, 'new_return_date');
    }
    throw err;
  }
}

/** conflicts: not expired, and still holding its units. */
function conflicts(booking: Loaded, now: Date): void {
  ensureNotExpired(booking.row, now);
  ensureModifiable(booking.row, 'extended');
}

/** hold: every line's units over the longer window (the items of deleted lines have none to check). */
function hold(tx: Tx, scope: Scope, booking: Loaded, newReturnMs: number, now: Date): Promise<void> {
  const wants = booking.lines.flatMap((l) => {
    const item = booking.items.get(l.fleet_item_id);
    return item === undefined ? [] : [{ item, quantity: l.quantity, param: 'new_return_date' }];
  });
  const window = { pickupMs: Date.parse(booking.row.pickup_date), returnMs: newReturnMs };
  return holdUnits(tx, scope, wants, window, now, { bookingId: booking.row.id });
}

/** write: the re-priced lines and add-ons, the booking's new return date and totals, the extension adjustment. */
async function write(
  tx: Tx,
  scope: Scope,
  booking: Loaded,
  priced: Repriced,
  newReturnMs: number,
  now: Date,
  actor: Actor,
): Promise<void> {
  const { row } = booking;
  const at = now.toISOString();
  const newReturn = formatInstant(newReturnMs);
  await writeRepriced(tx, scope, booking.lines, booking.addons, priced, at);
  const updated = issued(
    tx.bookings.updateBooking(scope, row.id, { return_date: newReturn, ...totalsOf(priced.result), updated_at: at }),
  );
  const adjusted = issued(
    tx.bookings.insertAdjustment(scope, {
      id: newId(ID_PREFIX.adjustment),
      booking_id: row.id,
      type: 'extension',
      amount: priced.result.total - row.total,
      description: `Return date extended from ${row.return_date} to ${newReturn}`,
      created_at: at,
      actor_type: actor.type,
      actor_id: actor.id,
    }),
  );
  await updated;
  await adjusted;
}
