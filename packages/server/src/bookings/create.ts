/**
 * Create Booking, as its steps: load → check → price → build (the rows) → write and emit (the
 * booking and its event) → hold (its lines, under the items' locks, and the count of the units) →
 * redeem (the coupon), all in the request's transaction, so concurrent requests, in this process or
 * another, never overbook an item or redeem a coupon past `max_redemptions`.
 *
 * How a write flow reads (Extend, Swap and any new one follow it): the exported function is the
 * table of contents, one named step a line, top to bottom. A step that talks to the store sends its
 * statements when it is called and returns a promise of its outcome. Steps called one after the other
 * without awaiting in between go out together: on PostgreSQL in one round trip (see `core/issued.ts`
 * and `store/postgres/sql.ts`), run by the database in the order they were called; on SQLite at
 * once. The flow then awaits them in the order the API reports their refusals. So a step hides its
 * own batching (the holdUnits step sends its locks, writes and reads together), and the flow shows
 * only which steps go out together, like a workflow's `parallelize(…)`.
 */

import {
  type CartLineInput,
  type CartPriceResult,
  countRentalDays,
  formatInstant,
  PricingError,
  priceCart,
  resolveInstant,
} from '@rentline/pricing-engine';
import { holdUnits } from '../availability/units.js';
import type { Actor } from '../core/actor.js';
import { missingRef } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import { issued } from '../core/issued.js';
import { checkListedOnce } from '../core/line-items.js';
import type { Scope } from '../core/scope.js';
import { emitEventJson } from '../events/emit.js';
import { subscribersOf } from '../events/outbox.js';
import { cartInput, loadCouponByCode, type PricingContext } from '../pricing/engine-input.js';
import { type CartRecords, cartRecordsFrom, readCartRecords } from '../pricing/quote.js';
import type { BookingAddonRow, BookingRow, LineItemRow } from '../store/queries/bookings.js';
import type { AddonRecord, CouponRecord, CustomerRecord, FleetItemRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { CUSTOMERS, LOCATIONS } from '../store/tables.js';
import { itemSnapshot, rateOf, totalsOf } from './pricing.js';
import { newDetailJson, viewJson } from './stored-views.js';
import { type BookingView, insertWithView, viewOf } from './views.js';

export interface CreateBookingInput {
  customer_id: string;
  pickup_date: string;
  return_date: string;
  line_items: { fleet_item_id: string; quantity: number; override_price?: number | null | undefined }[];
  addons?: { addon_id: string; quantity: number }[] | undefined;
  pickup_location_id?: string | null | undefined;
  /** Omitted: the engine detects a half-day rental itself (the storefront's checkouts). */
  half_day?: boolean | undefined;
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
  actor: Actor,
  cart: CartSource = readCart,
): Promise<BookingView> {
  const reads = load(tx, scope, input, cart);
  const found = await check(input, reads);
  const priced = price(input, found, now);
  const booking = build(scope, input, found, priced, now);
  // The booking with its view and its event, then, under the items' locks, its lines and the count
  // of the units, then the coupon's redemption: sent together, answered in this order.
  const written = issued(write(tx, scope, booking, found.subscribers, actor));
  const held = issued(hold(tx, scope, found, priced, booking, now));
  const redeemed = issued(redeem(tx, scope, found.coupon));
  await written;
  await held;
  await redeemed;
  return booking.view;
}

/** What Create Booking reads, each sent at once. */
interface Reads {
  customer: Promise<CustomerRecord | undefined>;
  location: Promise<unknown>;
  cart: Promise<CartRecords>;
  coupon: Promise<CouponRecord | null>;
  subscribers: Promise<string[]>;
}

/**
 * load: the customer, the pickup location, the cart's pricing records (from memory when held), the
 * coupon and the endpoints subscribed to `booking.created`, all sent together.
 */
function load(tx: Tx, scope: Scope, input: CreateBookingInput, cart: CartSource): Reads {
  const locationId = input.pickup_location_id ?? null;
  return {
    customer: issued(tx.resources.get(CUSTOMERS, scope, input.customer_id)),
    location: issued(locationId === null ? null : tx.resources.get(LOCATIONS, scope, locationId)),
    cart: issued(
      cart(
        tx,
        scope,
        input.line_items.map((l) => l.fleet_item_id),
        (input.addons ?? []).map((s) => s.addon_id),
      ),
    ),
    coupon: issued(input.coupon_code == null ? null : loadCouponByCode(tx, scope, input.coupon_code)),
    subscribers: issued(subscribersOf(tx, scope, 'booking.created')),
  };
}

/** The records the request names, each found; its lines each with their item. */
interface Found {
  customer: CustomerRecord;
  lines: { item: FleetItemRecord; quantity: number; override_price: number | null; param: string }[];
  addons: { addon: AddonRecord; quantity: number }[];
  context: PricingContext;
  coupon: CouponRecord | null;
  subscribers: string[];
}

/**
 * check: the request's own rules first (its window in the shop's time zone and day count, each fleet
 * item listed once), then every reference exists, in the order the API reports them (customer,
 * pickup location, each line's fleet item, each add-on; an unknown coupon code is `coupon_invalid`).
 */
async function check(input: CreateBookingInput, reads: Reads): Promise<Found> {
  const { items, addons, context } = await reads.cart;
  const { time_zone, schedule } = context;
  countRentalDays(input.pickup_date, input.return_date, { time_zone, half_day: input.half_day, schedule });
  checkListedOnce(input.line_items);
  const customer = await reads.customer;
  if (customer === undefined) throw missingRef('customer', input.customer_id, 'customer_id');
  const locationId = input.pickup_location_id ?? null;
  if (locationId !== null && (await reads.location) === undefined) {
    throw missingRef('location', locationId, 'pickup_location_id');
  }
  const lines = input.line_items.map((line, i) => {
    const param = `line_items.${i}.fleet_item_id`;
    const item = items.get(line.fleet_item_id);
    if (item === undefined) throw missingRef('fleet item', line.fleet_item_id, param);
    return { item, quantity: line.quantity, override_price: line.override_price ?? null, param };
  });
  const selected = (input.addons ?? []).map((sel, i) => {
    const addon = addons.get(sel.addon_id);
    if (addon === undefined) throw missingRef('add-on', sel.addon_id, `addons.${i}.addon_id`);
    return { addon, quantity: sel.quantity };
  });
  return {
    customer,
    lines,
    addons: selected,
    context,
    coupon: await reads.coupon,
    subscribers: await reads.subscribers,
  };
}

interface Priced {
  result: CartPriceResult;
  pickupMs: number;
  returnMs: number;
}

/**
 * price: the engine prices the cart (inactive records, opening hours, rental limits, the coupon's
 * validity against the clock), then the shop's booking notice is checked: when several fail, the
 * first of these answers.
 */
function price(input: CreateBookingInput, found: Found, now: Date): Priced {
  const { context, coupon } = found;
  const lines: CartLineInput[] = found.lines.map(({ item, quantity, override_price }) => ({
    item,
    quantity,
    override_price,
  }));
  const pickupMs = resolveInstant(input.pickup_date, { time_zone: context.time_zone, param: 'pickup_date' });
  const returnMs = resolveInstant(input.return_date, { time_zone: context.time_zone, param: 'return_date' });
  const result = priceCart(
    cartInput(context, lines, {
      addons: found.addons,
      pickup_date: input.pickup_date,
      return_date: input.return_date,
      half_day: input.half_day,
      coupon,
      coupon_mode: 'validate',
      now,
    }),
  );
  checkNotice(context.schedule.min_notice_minutes, pickupMs, now);
  return { result, pickupMs, returnMs };
}

/**
 * The shop's booking notice: a pickup earlier than now + `min_notice_minutes` is refused. With no
 * notice (0) a pickup in the past is accepted, as it always was.
 */
function checkNotice(noticeMinutes: number, pickupMs: number, now: Date): void {
  if (noticeMinutes === 0) return;
  const earliest = now.getTime() + noticeMinutes * 60_000;
  if (pickupMs < earliest) {
    throw new PricingError(
      'pickup_too_soon',
      `Bookings are made at least ${noticeMinutes} minutes before pickup: the earliest pickup now is ${formatInstant(earliest)}.`,
      'pickup_date',
    );
  }
}

/** The rows a new booking writes, and its view built from them (not read back). */
interface NewBooking {
  row: BookingRow;
  lines: LineItemRow[];
  addons: BookingAddonRow[];
  view: BookingView;
}

/** build: the booking's rows, and its view built from them (not read back). */
function build(scope: Scope, input: CreateBookingInput, found: Found, priced: Priced, now: Date): NewBooking {
  const { result } = priced;
  const { customer, coupon, context } = found;
  const at = now.toISOString();
  const id = newId(ID_PREFIX.booking);
  // A hold of its own, or the tenant's for this mode, or none: the booking holds until it changes.
  const holdMinutes = input.hold_minutes ?? context.pending_expiry_minutes;
  const row: BookingRow = {
    id,
    status: 'pending',
    customer_id: customer.id,
    customer_name: customer.name,
    customer_email: customer.email,
    customer_phone: customer.phone,
    pickup_date: formatInstant(priced.pickupMs),
    return_date: formatInstant(priced.returnMs),
    pickup_location_id: input.pickup_location_id ?? null,
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
    late_fee_amount: 0,
    overdue_notified_at: null,
    created_at: at,
    updated_at: at,
    picked_up_at: null,
    returned_at: null,
  };
  const lines: LineItemRow[] = result.line_items.flatMap((priced, i) => {
    const line = found.lines[i];
    if (line === undefined) return [];
    return {
      id: newId(ID_PREFIX.line_item),
      booking_id: id,
      position: i,
      fleet_item_id: priced.fleet_item_id,
      ...itemSnapshot(line.item),
      quantity: priced.quantity,
      unit_price: priced.unit_price,
      override_price: priced.override_price,
      line_total: priced.line_total,
      unit_ids: '[]',
      ...rateOf(priced),
      created_at: at,
      updated_at: at,
    };
  });
  const addons: BookingAddonRow[] = result.breakdown.addons.map((priced, i) => ({
    id: newId(ID_PREFIX.booking_addon),
    booking_id: id,
    position: i,
    addon_id: priced.addon_id,
    addon_name: priced.name,
    quantity: priced.quantity,
    unit_price: priced.unit_price,
    line_total: priced.total,
    pricing: found.addons[i]?.addon.pricing ?? 'per_item',
    created_at: at,
    updated_at: at,
  }));
  // A new booking is pending: not overdue.
  return { row, lines, addons, view: viewOf(row, customer, lines, addons, scope.livemode, false) };
}

/**
 * write and emit: the booking with its view (which names the lines and add-ons written under the
 * locks next), and its `booking.created` event with the deliveries to `subscribers`.
 */
async function write(
  tx: Tx,
  scope: Scope,
  booking: NewBooking,
  subscribers: readonly string[],
  actor: Actor,
): Promise<void> {
  // The view's JSON is made once: it is the answer, its detail is the event's data, and the text the
  // booking keeps is made from it.
  const json = viewJson(booking.view);
  const inserted = issued(insertWithView(tx, scope, booking.row, booking.view));
  const emitted = issued(
    emitEventJson(tx, scope, 'booking.created', newDetailJson(json), booking.row.created_at, actor, subscribers),
  );
  await inserted;
  await emitted;
}

/**
 * hold: the items locked (writers of the same item take turns), the lines and add-ons written under
 * the locks (each line's hold may lengthen its item's longest hold, a row every writer of the item
 * changes only under its lock), and the units other bookings hold counted. An item deleted since the
 * cart's records were read (they may come from memory) is a 404, as if read here.
 */
function hold(tx: Tx, scope: Scope, found: Found, priced: Priced, booking: NewBooking, now: Date): Promise<void> {
  return holdUnits(tx, scope, found.lines, { pickupMs: priced.pickupMs, returnMs: priced.returnMs }, now, {
    bookingId: booking.row.id,
    writes: () => [
      ...booking.lines.map((row) => tx.bookings.insertLineItem(scope, row)),
      ...booking.addons.map((row) => tx.bookings.insertBookingAddon(scope, row)),
    ],
    missing: (i) => missingRef('fleet item', found.lines[i]?.item.id ?? '', `line_items.${i}.fleet_item_id`),
  });
}

/** redeem: one redemption of the coupon, unless that would pass its `max_redemptions`. */
async function redeem(tx: Tx, scope: Scope, coupon: CouponRecord | null): Promise<void> {
  if (coupon === null) return;
  if (!(await tx.catalog.redeemCoupon(scope, coupon.id))) {
    throw new PricingError(
      'coupon_exhausted',
      `Coupon ${coupon.code} has been redeemed the most times it may be.`,
      'coupon_code',
    );
  }
}
