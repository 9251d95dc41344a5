/**
 * Create Booking: references checked, the cart priced by the engine, units checked against what
 * other bookings hold, the coupon redeemed, then the booking, its lines and add-ons and its
 * `booking.created` event written, all in the request's transaction: concurrent requests, in this
 * process or another, never overbook an item or redeem a coupon past `max_redemptions`.
 */
import { type CartLineInput, formatInstant, PricingError, priceCart, resolveInstant } from '@rentline/pricing-engine';
import { lockStock, startCheck, type UnitsWanted } from '../availability/units.js';
import { invalid, missingRef } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import { issued } from '../core/issued.js';
import type { Scope } from '../core/scope.js';
import { emitEvent } from '../events/emit.js';
import { subscribersOf } from '../events/outbox.js';
import { cartInput, loadCouponByCode } from '../pricing/engine-input.js';
import { type CartRecords, cartRecordsFrom, readCartRecords } from '../pricing/quote.js';
import type { BookingAddonRow, BookingRow, LineItemRow } from '../store/queries/bookings.js';
import type { FleetItemRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { CUSTOMERS, LOCATIONS } from '../store/tables.js';
import { itemSnapshot, totalsOf } from './pricing.js';
import { type BookingView, detailWith, insertWithView, viewOf } from './views.js';

export interface CreateBookingInput {
  customer_id: string;
  pickup_date: string;
  return_date: string;
  line_items: { fleet_item_id: string; quantity: number; override_price?: number | null | undefined }[];
  addons?: { addon_id: string; quantity: number }[] | undefined;
  pickup_location_id?: string | null | undefined;
  half_day: boolean;
  coupon_code?: string | null | undefined;
  notes?: string | null | undefined;
  /** Minutes the new (pending) booking holds its units; default the tenant's `pending_expiry_minutes`. */
  hold_minutes?: number | undefined;
}

/** Where a cart's pricing records come from: the tenant's records cache, or a read in the transaction. */
export type CartSource = (
  tx: Tx,
  scope: Scope,
  itemIds: readonly string[],
  addonIds: readonly string[],
) => Promise<CartRecords>;

const readCart: CartSource = async (tx, scope, itemIds, addonIds) =>
  cartRecordsFrom(await readCartRecords(tx, scope, itemIds, addonIds), itemIds, addonIds);

export async function createBooking(
  tx: Tx,
  scope: Scope,
  input: CreateBookingInput,
  now: Date,
  cart: CartSource = readCart,
): Promise<BookingView> {
  const at = now.toISOString();
  const locationId = input.pickup_location_id ?? null;
  const selections = input.addons ?? [];
  // The reads go out together; their answers are checked in the order the API reports them.
  const customerRead = issued(tx.resources.get(CUSTOMERS, scope, input.customer_id));
  const locationRead = issued(locationId === null ? null : tx.resources.get(LOCATIONS, scope, locationId));
  const cartRead = issued(
    cart(
      tx,
      scope,
      input.line_items.map((l) => l.fleet_item_id),
      selections.map((s) => s.addon_id),
    ),
  );
  const couponRead = issued(input.coupon_code == null ? null : loadCouponByCode(tx, scope, input.coupon_code));
  const subscribersRead = issued(subscribersOf(tx, scope, 'booking.created'));

  const customer = await customerRead;
  if (customer === undefined) throw missingRef('customer', input.customer_id, 'customer_id');
  if (locationId !== null && (await locationRead) === undefined) {
    throw missingRef('location', locationId, 'pickup_location_id');
  }
  const { items: found, addons: addonRecords, context: ctx } = await cartRead;
  const seen = new Set<string>();
  const items: FleetItemRecord[] = input.line_items.map((line, i) => {
    const param = `line_items.${i}.fleet_item_id`;
    const item = found.get(line.fleet_item_id);
    if (item === undefined) throw missingRef('fleet item', line.fleet_item_id, param);
    if (seen.has(item.id)) throw invalid('parameter_invalid', `Fleet item ${item.id} is listed twice.`, param);
    seen.add(item.id);
    return item;
  });
  const addons = selections.map((sel, i) => {
    const addon = addonRecords.get(sel.addon_id);
    if (addon === undefined) throw missingRef('add-on', sel.addon_id, `addons.${i}.addon_id`);
    return { addon, quantity: sel.quantity };
  });
  const coupon = await couponRead;
  const subscribers = await subscribersRead;

  // A hold of its own, or the tenant's for this mode, or none: the booking holds until it changes.
  const holdMinutes = input.hold_minutes ?? ctx.pending_expiry_minutes;
  const pickupMs = resolveInstant(input.pickup_date, { time_zone: ctx.time_zone, param: 'pickup_date' });
  const returnMs = resolveInstant(input.return_date, { time_zone: ctx.time_zone, param: 'return_date' });
  const lines: CartLineInput[] = input.line_items.map((l, i) => ({
    item: items[i] as FleetItemRecord,
    quantity: l.quantity,
    override_price: l.override_price ?? null,
  }));
  const result = priceCart(
    cartInput(ctx, lines, {
      addons,
      pickup_date: input.pickup_date,
      return_date: input.return_date,
      half_day: input.half_day,
      coupon,
      coupon_mode: 'validate',
      now,
    }),
  );

  const id = newId(ID_PREFIX.booking);
  const booking: BookingRow = {
    id,
    status: 'pending',
    customer_id: customer.id,
    customer_name: customer.name,
    customer_email: customer.email,
    customer_phone: customer.phone,
    pickup_date: formatInstant(pickupMs),
    return_date: formatInstant(returnMs),
    pickup_location_id: locationId,
    ...totalsOf(result),
    amount_paid: 0,
    initial_total: result.total,
    coupon_id: coupon?.id ?? null,
    coupon_code: coupon?.code ?? null,
    coupon_discount_type: coupon?.discount_type ?? null,
    coupon_discount_value: coupon?.discount_value ?? null,
    coupon_fleet_item_ids: coupon?.fleet_item_ids ?? null,
    notes: input.notes ?? null,
    cancellation_reason: null,
    cancelled_at: null,
    expires_at: holdMinutes === null ? null : new Date(now.getTime() + holdMinutes * 60_000).toISOString(),
    created_at: at,
    updated_at: at,
  };
  const lineRows: LineItemRow[] = result.line_items.map((priced, i) => ({
    id: newId(ID_PREFIX.line_item),
    booking_id: id,
    position: i,
    fleet_item_id: priced.fleet_item_id,
    ...itemSnapshot(items[i] as FleetItemRecord),
    quantity: priced.quantity,
    unit_price: priced.unit_price,
    override_price: priced.override_price,
    line_total: priced.line_total,
    created_at: at,
    updated_at: at,
  }));
  const addonRows: BookingAddonRow[] = result.breakdown.addons.map((priced, i) => ({
    id: newId(ID_PREFIX.booking_addon),
    booking_id: id,
    position: i,
    addon_id: priced.addon_id,
    addon_name: priced.name,
    quantity: priced.quantity,
    unit_price: priced.unit_price,
    line_total: priced.total,
    pricing: addons[i]?.addon.pricing ?? 'per_item',
    created_at: at,
    updated_at: at,
  }));
  const view = viewOf(booking, customer, lineRows, addonRows, scope.livemode);

  // Every write, the item locks and the availability reads go out together, in this order; the
  // view and the event are built from the rows being written (not read back). The booking (with
  // its view, which names the lines and add-ons that follow) and its event come before the lock. The
  // lock makes writers of the same item take turns; its holders write the lines (each line's hold
  // may lengthen its item's longest hold, a row every other writer of the item locks only under the
  // item's lock) and the add-ons, then count the units, leaving this booking's own lines out. A
  // refusal rolls all of it back.
  const wants: UnitsWanted[] = items.map((item, i) => ({
    item,
    quantity: input.line_items[i]?.quantity ?? 1,
    param: `line_items.${i}.fleet_item_id`,
  }));
  const before = [
    issued(insertWithView(tx, scope, booking, view)),
    issued(emitEvent(tx, scope, 'booking.created', detailWith(view, [], [], []), at, subscribers)),
  ];
  const locked = issued(
    lockStock(
      tx,
      scope,
      items.map((i) => i.id),
    ),
  );
  const under = [
    ...lineRows.map((row) => issued(tx.bookings.insertLineItem(scope, row))),
    ...addonRows.map((row) => issued(tx.bookings.insertBookingAddon(scope, row))),
  ];
  const check = startCheck(tx, scope, wants, { pickupMs, returnMs }, now, id);
  const redeemed = issued(coupon === null ? true : tx.catalog.redeemCoupon(scope, coupon.id));

  for (const write of before) await write;
  const stocks = await locked;
  // An item deleted since the records were read (they may come from memory) is not booked.
  for (const [i, item] of items.entries()) {
    if (!stocks.has(item.id)) throw missingRef('fleet item', item.id, `line_items.${i}.fleet_item_id`);
  }
  for (const write of under) await write;
  await check(stocks);
  if (!(await redeemed)) {
    throw new PricingError(
      'coupon_exhausted',
      `Coupon ${coupon?.code ?? ''} has been redeemed the most times it may be.`,
      'coupon_code',
    );
  }
  return view;
}
