/**
 * Bookings (SPEC section 6): create, read, list, update, cancel, extend, swap a line item, payments.
 *
 * Every write is one `withTransaction` (BEGIN IMMEDIATE) with no `await` inside: the checks
 * (availability, coupon redemption), the rows and the event of SPEC section 7 commit together or not
 * at all, so concurrent requests, in this process or another one on the same file, never overbook an
 * item or redeem a coupon past `max_redemptions`. Prices always come from the engine's `priceCart`.
 */
import {
  type AddonSelection,
  type CartInput,
  type CartLineInput,
  type CartPriceResult,
  type Coupon,
  type FleetItem,
  formatInstant,
  isPricingError,
  priceCart,
  resolveInstant,
} from '@rentline/pricing-engine';
import { type Db, withTransaction } from '../db/connection.js';
import {
  type AdjustmentRow,
  type BookingAddonRow,
  type BookingRow,
  type BookingStatus,
  type ChangeRow,
  getAdjustments,
  getBooking,
  getBookingAddons,
  getChanges,
  getLineItems,
  getPayments,
  HOLDING_STATUSES,
  insertAdjustment,
  insertBooking,
  insertBookingAddon,
  insertChange,
  insertLineItem,
  insertPayment,
  type LineItemRow,
  listBookings as listBookingRows,
  type PaymentRow,
  redeemCoupon,
  releaseCoupon,
  unitsHeld,
  updateBooking as updateBookingRow,
  updateBookingAddon,
  updateLineItem,
} from '../db/repositories/bookings.js';
import { type ApiRecord, getRecord } from '../db/repositories/resources.js';
import type { Scope } from '../db/repositories/scope.js';
import { ADDONS, CUSTOMERS, FLEET_ITEMS, LOCATIONS } from '../db/repositories/tables.js';
import { conflict, invalidRequest, notFound } from '../http/errors.js';
import { type Page, type PageRequest, toPage } from '../http/pagination.js';
import { ID_PREFIX, newId } from '../ids.js';
import { type EventType, emitEvent } from './events.js';
import { loadCouponByCode, loadPricingContext } from './pricing.js';
import { loadTenant } from './tenants.js';

// ---------------------------------------------------------------------------------------- shapes

export interface BookingLineItemView {
  id: string;
  fleet_item_id: string;
  fleet_item_name: string;
  quantity: number;
  unit_price: number;
  override_price: number | null;
  line_total: number;
}

export interface BookingAddonView {
  id: string;
  addon_id: string;
  addon_name: string;
  quantity: number;
  unit_price: number;
  line_total: number;
}

export interface BookingView {
  id: string;
  object: 'booking';
  status: BookingStatus;
  customer_id: string;
  customer: { id: string; name: string; email: string; phone: string };
  pickup_date: string;
  return_date: string;
  pickup_location_id: string | null;
  half_day: boolean;
  subtotal: number;
  tax_amount: number;
  discount_amount: number;
  service_fee_amount: number;
  total: number;
  amount_paid: number;
  amount_owed: number;
  deposit_hold_amount: number;
  coupon_id: string | null;
  notes: string | null;
  line_items: BookingLineItemView[];
  addons: BookingAddonView[];
  cancellation_reason: string | null;
  cancelled_at: string | null;
  livemode: boolean;
  created_at: string;
  updated_at: string;
}

/** Get Booking (and the `data` of booking events): the booking plus its history. */
export interface BookingDetailView extends BookingView {
  adjustments: Omit<AdjustmentRow, 'booking_id'>[];
  change_log: Omit<ChangeRow, 'booking_id'>[];
  payments: Omit<PaymentRow, 'booking_id'>[];
}

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
}

export interface UpdateBookingInput {
  notes?: string | null | undefined;
  status?: BookingStatus | undefined;
  pickup_location_id?: string | null | undefined;
}

export interface BookingListFilters {
  status?: BookingStatus | undefined;
  customer_id?: string | undefined;
  pickup_date_from?: string | undefined;
  pickup_date_to?: string | undefined;
}

/** The transitions of SPEC section 6; `completed` and `cancelled` are final. */
export const TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['active', 'cancelled'],
  active: ['completed'],
  completed: [],
  cancelled: [],
};

const STATUS_EVENT: Readonly<Partial<Record<BookingStatus, EventType>>> = {
  confirmed: 'booking.confirmed',
  active: 'booking.activated',
  completed: 'booking.completed',
  cancelled: 'booking.cancelled',
};

const isHolding = (status: BookingStatus) => HOLDING_STATUSES.includes(status);

// ---------------------------------------------------------------------------------------- views

function customerOf(db: Db, scope: Scope, row: BookingRow): BookingView['customer'] {
  // The customer as it is now; a customer deleted since shows as it was when the booking was made.
  // interface.md embeds id, name, email and phone as strings: a field the customer lacks is "".
  const c = getRecord(db, CUSTOMERS, scope, row.customer_id);
  if (c !== undefined) {
    return { id: c.id, name: c.name as string, email: (c.email as string | null) ?? '', phone: (c.phone as string | null) ?? '' };
  }
  return { id: row.customer_id, name: row.customer_name, email: row.customer_email ?? '', phone: row.customer_phone ?? '' };
}

function toView(db: Db, scope: Scope, row: BookingRow): BookingView {
  return {
    id: row.id,
    object: 'booking',
    status: row.status,
    customer_id: row.customer_id,
    customer: customerOf(db, scope, row),
    pickup_date: row.pickup_date,
    return_date: row.return_date,
    pickup_location_id: row.pickup_location_id,
    half_day: row.half_day === 1,
    subtotal: row.subtotal,
    tax_amount: row.tax_amount,
    discount_amount: row.discount_amount,
    service_fee_amount: row.service_fee_amount,
    total: row.total,
    amount_paid: row.amount_paid,
    amount_owed: row.total - row.amount_paid,
    deposit_hold_amount: row.deposit_hold_amount,
    coupon_id: row.coupon_id,
    notes: row.notes,
    line_items: getLineItems(db, scope, row.id).map((l) => ({
      id: l.id,
      fleet_item_id: l.fleet_item_id,
      fleet_item_name: l.fleet_item_name,
      quantity: l.quantity,
      unit_price: l.unit_price,
      override_price: l.override_price,
      line_total: l.line_total,
    })),
    addons: getBookingAddons(db, scope, row.id).map((a) => ({
      id: a.id,
      addon_id: a.addon_id,
      addon_name: a.addon_name,
      quantity: a.quantity,
      unit_price: a.unit_price,
      line_total: a.line_total,
    })),
    cancellation_reason: row.cancellation_reason,
    cancelled_at: row.cancelled_at,
    livemode: scope.livemode,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toDetailView(db: Db, scope: Scope, row: BookingRow): BookingDetailView {
  return detailOf(db, scope, toView(db, scope, row));
}

/** Get Booking's shape: a booking's view plus its adjustments, change_log and payments. */
function detailOf(db: Db, scope: Scope, view: BookingView): BookingDetailView {
  const { livemode, created_at, updated_at, ...rest } = view;
  const id = view.id;
  return {
    ...rest,
    adjustments: getAdjustments(db, scope, id).map((a) => ({
      id: a.id,
      type: a.type,
      amount: a.amount,
      description: a.description,
      created_at: a.created_at,
    })),
    change_log: getChanges(db, scope, id).map((c) => ({
      id: c.id,
      type: c.type,
      line_item_id: c.line_item_id,
      from_fleet_item_id: c.from_fleet_item_id,
      to_fleet_item_id: c.to_fleet_item_id,
      previous_total: c.previous_total,
      new_total: c.new_total,
      created_at: c.created_at,
    })),
    payments: getPayments(db, scope, id).map((p) => ({
      id: p.id,
      amount: p.amount,
      method: p.method,
      reference: p.reference,
      created_at: p.created_at,
    })),
    livemode,
    created_at,
    updated_at,
  };
}

const bookingMissing = (id: string) => notFound(`No such booking: '${id}'.`, 'id');

function loadBooking(db: Db, scope: Scope, id: string): BookingRow {
  const row = getBooking(db, scope, id);
  if (row === undefined) throw bookingMissing(id);
  return row;
}

/**
 * Re-read the booking, record its event (booking events carry the Get Booking shape) and return its
 * view: read once for both.
 */
function emitBookingEvent(db: Db, scope: Scope, id: string, type: EventType, at: string): BookingView {
  const view = toView(db, scope, loadBooking(db, scope, id));
  emitEvent(db, scope, type, detailOf(db, scope, view) as unknown as Record<string, unknown>, at);
  return view;
}

// ---------------------------------------------------------------------------------------- helpers

const invalidTransition = (from: BookingStatus, to: string, param?: string) =>
  conflict('booking_invalid_transition', `A ${from} booking cannot become ${to}.`, param);

/** The engine's view of a stored line: the fleet item as it is now (active or not), or as stored. */
function lineItemForEngine(db: Db, scope: Scope, line: LineItemRow): FleetItem {
  const current = getRecord(db, FLEET_ITEMS, scope, line.fleet_item_id);
  // An item made inactive (or deleted) since the booking was made does not block re-pricing it.
  if (current !== undefined) return { ...(current as unknown as FleetItem), active: true };
  return {
    id: line.fleet_item_id,
    name: line.fleet_item_name,
    price_full_day: line.price_full_day,
    price_half_day: line.price_half_day,
    price_multi_day: line.price_multi_day,
    price_weekly: line.price_weekly,
    deposit_amount: line.deposit_amount,
    active: true,
  };
}

function addonForEngine(db: Db, scope: Scope, a: BookingAddonRow): AddonSelection {
  const current = getRecord(db, ADDONS, scope, a.addon_id);
  const addon =
    current !== undefined
      ? { ...(current as unknown as AddonSelection['addon']), active: true }
      : { id: a.addon_id, name: a.addon_name, price: a.unit_price, pricing: a.pricing, active: true };
  return { addon, quantity: a.quantity };
}

/** The rates stored on a line: what it was last priced with. */
function itemSnapshot(item: FleetItem) {
  return {
    fleet_item_name: item.name ?? item.id,
    price_full_day: item.price_full_day,
    price_half_day: item.price_half_day ?? null,
    price_multi_day: item.price_multi_day ?? null,
    price_weekly: item.price_weekly ?? null,
    deposit_amount: item.deposit_amount ?? 0,
  };
}

/** The booking-level amounts of a priced cart. */
function totalsOf(result: CartPriceResult) {
  return {
    half_day: result.breakdown.half_day ? 1 : 0,
    subtotal: result.subtotal,
    tax_amount: result.tax,
    discount_amount: result.discount_amount,
    service_fee_amount: result.service_fee_amount,
    total: result.total,
    deposit_hold_amount: result.deposit_hold_amount,
  };
}

interface Availability {
  item: ApiRecord;
  quantity: number;
  param: string;
}

/**
 * Each item's units held by other bookings over [pickup, return + its turnaround), plus the units
 * asked for, must fit its stock; else 409 `item_unavailable`.
 */
function checkAvailability(
  db: Db,
  scope: Scope,
  wants: Availability[],
  pickupMs: number,
  returnMs: number,
  excludeBookingId: string,
): void {
  for (const want of wants) {
    const turnaround = (want.item.turnaround_minutes as number) * 60_000;
    const held = unitsHeld(
      db,
      scope,
      want.item.id,
      { pickupBefore: formatInstant(returnMs + turnaround), returnAfter: formatInstant(pickupMs - turnaround) },
      excludeBookingId,
    );
    const stock = want.item.quantity as number;
    if (held + want.quantity > stock) {
      const free = Math.max(stock - held, 0);
      throw conflict(
        'item_unavailable',
        `Fleet item ${want.item.id} has ${free} of ${stock} unit${stock === 1 ? '' : 's'} free for this window; ${want.quantity} requested.`,
        want.param,
      );
    }
  }
}

/** The coupon terms kept from the redemption, applied again without validation. */
function storedCoupon(row: BookingRow): Coupon | null {
  if (row.coupon_code === null || row.coupon_discount_type === null || row.coupon_discount_value === null) return null;
  return {
    code: row.coupon_code,
    discount_type: row.coupon_discount_type,
    discount_value: row.coupon_discount_value,
    fleet_item_ids: row.coupon_fleet_item_ids === null ? null : (JSON.parse(row.coupon_fleet_item_ids) as string[]),
  };
}

/**
 * Re-price a booking (extend, swap) with the current fleet items, add-ons, packages, rules and tenant
 * settings; `lines` are the line rows as they will be (a swap has replaced one item); override prices
 * are kept; the coupon's stored terms are re-applied.
 */
function reprice(
  db: Db,
  scope: Scope,
  row: BookingRow,
  lines: LineItemRow[],
  addons: BookingAddonRow[],
  window: { pickup: string; return: string; half_day: boolean },
  now: Date,
  items: Map<string, FleetItem> = new Map(),
) {
  const engineItems = lines.map((l) => items.get(l.fleet_item_id) ?? lineItemForEngine(db, scope, l));
  const ctx = loadPricingContext(
    db,
    scope,
    engineItems.map((i) => i.id),
  );
  const coupon = storedCoupon(row);
  const input: CartInput = {
    line_items: lines.map((l, i) => ({
      item: engineItems[i] as FleetItem,
      quantity: l.quantity,
      override_price: l.override_price,
    })),
    addons: addons.map((a) => addonForEngine(db, scope, a)),
    pickup_date: window.pickup,
    return_date: window.return,
    half_day: window.half_day,
    rules: ctx.rules,
    packages: ctx.packages,
    coupon,
    coupon_mode: 'reapply',
    tax: ctx.tax,
    service_fee: ctx.service_fee,
    time_zone: ctx.time_zone,
    now,
  };
  return { result: priceCart(input), engineItems };
}

/** Store a re-priced cart on the booking's lines and add-ons. */
function writeRepricedChildren(
  db: Db,
  scope: Scope,
  lines: LineItemRow[],
  addons: BookingAddonRow[],
  engineItems: FleetItem[],
  result: CartPriceResult,
  at: string,
): void {
  lines.forEach((l, i) => {
    const priced = result.line_items[i];
    const item = engineItems[i];
    if (priced === undefined || item === undefined) throw new Error('line count mismatch');
    updateLineItem(db, scope, l.id, {
      fleet_item_id: l.fleet_item_id,
      ...itemSnapshot(item),
      unit_price: priced.unit_price,
      override_price: priced.override_price,
      line_total: priced.line_total,
      updated_at: at,
    });
  });
  addons.forEach((a, i) => {
    const priced = result.breakdown.addons[i];
    if (priced === undefined) throw new Error('add-on count mismatch');
    const current = getRecord(db, ADDONS, scope, a.addon_id);
    updateBookingAddon(db, scope, a.id, {
      addon_name: priced.name,
      unit_price: priced.unit_price,
      line_total: priced.total,
      pricing: (current?.pricing as BookingAddonRow['pricing'] | undefined) ?? a.pricing,
      updated_at: at,
    });
  });
}

// ---------------------------------------------------------------------------------------- reads

export function getBookingDetail(db: Db, scope: Scope, id: string): BookingDetailView {
  return db.transaction(() => toDetailView(db, scope, loadBooking(db, scope, id)))();
}

export function listBookings(
  db: Db,
  scope: Scope,
  endpoint: string,
  page: PageRequest,
  filters: BookingListFilters,
): Page<BookingView> {
  return db.transaction(() => {
    const tz = loadTenant(db, scope).settings.timezone;
    const bound = (param: 'pickup_date_from' | 'pickup_date_to', bound: 'start' | 'end') => {
      const v = filters[param];
      return v === undefined ? undefined : formatInstant(resolveInstant(v, { time_zone: tz, param, bound }));
    };
    const pickup_from = bound('pickup_date_from', 'start');
    const pickup_to = bound('pickup_date_to', 'end');
    const rows = listBookingRows(db, scope, {
      status: filters.status,
      customer_id: filters.customer_id,
      pickup_from,
      pickup_to,
      after: page.after,
      limit: page.limit,
    });
    const data = rows.data.map((r) => toView(db, scope, r));
    return toPage({ data, has_more: rows.has_more }, endpoint, scope, filters as Record<string, unknown>);
  })();
}

// ---------------------------------------------------------------------------------------- create

export function createBooking(db: Db, scope: Scope, input: CreateBookingInput, now: Date): BookingView {
  const at = now.toISOString();
  return withTransaction(db, () => {
    const customer = getRecord(db, CUSTOMERS, scope, input.customer_id);
    if (customer === undefined) {
      throw invalidRequest('resource_missing', `No such customer: '${input.customer_id}'.`, 'customer_id');
    }
    const locationId = input.pickup_location_id ?? null;
    if (locationId !== null && getRecord(db, LOCATIONS, scope, locationId) === undefined) {
      throw invalidRequest('resource_missing', `No such location: '${locationId}'.`, 'pickup_location_id');
    }
    const seen = new Set<string>();
    const items = input.line_items.map((line, i) => {
      const param = `line_items.${i}.fleet_item_id`;
      const item = getRecord(db, FLEET_ITEMS, scope, line.fleet_item_id);
      if (item === undefined)
        throw invalidRequest('resource_missing', `No such fleet item: '${line.fleet_item_id}'.`, param);
      if (seen.has(item.id)) throw invalidRequest('parameter_invalid', `Fleet item ${item.id} is listed twice.`, param);
      seen.add(item.id);
      return item;
    });
    const addonRecords = (input.addons ?? []).map((sel, i) => {
      const addon = getRecord(db, ADDONS, scope, sel.addon_id);
      if (addon === undefined) {
        throw invalidRequest('resource_missing', `No such add-on: '${sel.addon_id}'.`, `addons.${i}.addon_id`);
      }
      return addon;
    });
    const coupon = input.coupon_code == null ? null : loadCouponByCode(db, scope, input.coupon_code);

    const ctx = loadPricingContext(
      db,
      scope,
      items.map((i) => i.id),
    );
    const pickupMs = resolveInstant(input.pickup_date, { time_zone: ctx.time_zone, param: 'pickup_date' });
    const returnMs = resolveInstant(input.return_date, { time_zone: ctx.time_zone, param: 'return_date' });
    const lines: CartLineInput[] = input.line_items.map((l, i) => ({
      item: items[i] as unknown as FleetItem,
      quantity: l.quantity,
      override_price: l.override_price ?? null,
    }));
    const result = priceCart({
      line_items: lines,
      addons: (input.addons ?? []).map((sel, i) => ({
        addon: addonRecords[i] as unknown as AddonSelection['addon'],
        quantity: sel.quantity,
      })),
      pickup_date: input.pickup_date,
      return_date: input.return_date,
      half_day: input.half_day,
      rules: ctx.rules,
      packages: ctx.packages,
      coupon,
      coupon_mode: 'validate',
      tax: ctx.tax,
      service_fee: ctx.service_fee,
      time_zone: ctx.time_zone,
      now,
    });

    checkAvailability(
      db,
      scope,
      items.map((item, i) => ({
        item,
        quantity: input.line_items[i]?.quantity ?? 1,
        param: `line_items.${i}.fleet_item_id`,
      })),
      pickupMs,
      returnMs,
      '',
    );
    if (coupon !== null && !redeemCoupon(db, scope, coupon.id as string)) {
      throw invalidRequest(
        'coupon_exhausted',
        `Coupon ${coupon.code} has been redeemed the most times it may be.`,
        'coupon_code',
      );
    }

    const id = newId(ID_PREFIX.booking);
    insertBooking(db, scope, {
      id,
      status: 'pending',
      customer_id: customer.id,
      customer_name: customer.name as string,
      customer_email: customer.email as string | null,
      customer_phone: customer.phone as string | null,
      pickup_date: formatInstant(pickupMs),
      return_date: formatInstant(returnMs),
      pickup_location_id: locationId,
      ...totalsOf(result),
      amount_paid: 0,
      initial_total: result.total,
      coupon_id: coupon === null ? null : (coupon.id as string),
      coupon_code: coupon?.code ?? null,
      coupon_discount_type: coupon?.discount_type ?? null,
      coupon_discount_value: coupon?.discount_value ?? null,
      coupon_fleet_item_ids: coupon?.fleet_item_ids == null ? null : JSON.stringify(coupon.fleet_item_ids),
      notes: input.notes ?? null,
      cancellation_reason: null,
      cancelled_at: null,
      created_at: at,
      updated_at: at,
    });
    result.line_items.forEach((priced, i) => {
      insertLineItem(db, scope, {
        id: newId(ID_PREFIX.line_item),
        booking_id: id,
        position: i,
        fleet_item_id: priced.fleet_item_id,
        ...itemSnapshot(lines[i]?.item as FleetItem),
        quantity: priced.quantity,
        unit_price: priced.unit_price,
        override_price: priced.override_price,
        line_total: priced.line_total,
        created_at: at,
        updated_at: at,
      });
    });
    result.breakdown.addons.forEach((priced, i) => {
      insertBookingAddon(db, scope, {
        id: newId(ID_PREFIX.booking_addon),
        booking_id: id,
        position: i,
        addon_id: priced.addon_id,
        addon_name: priced.name,
        quantity: priced.quantity,
        unit_price: priced.unit_price,
        line_total: priced.total,
        pricing: addonRecords[i]?.pricing as BookingAddonRow['pricing'],
        created_at: at,
        updated_at: at,
      });
    });
    return emitBookingEvent(db, scope, id, 'booking.created', at);
  });
}

// ---------------------------------------------------------------------------------------- status

/** Cancel in the caller's transaction: frees the units (status), gives back the coupon redemption. */
function applyCancel(db: Db, scope: Scope, row: BookingRow, reason: string | null, at: string): void {
  updateBookingRow(db, scope, row.id, {
    status: 'cancelled',
    cancellation_reason: reason,
    cancelled_at: at,
    updated_at: at,
  });
  if (row.coupon_id !== null) releaseCoupon(db, scope, row.coupon_id);
}

export function updateBooking(db: Db, scope: Scope, id: string, patch: UpdateBookingInput, now: Date): BookingView {
  const at = now.toISOString();
  return withTransaction(db, () => {
    const row = loadBooking(db, scope, id);
    const to = patch.status;
    const statusChanges = to !== undefined && to !== row.status;
    if (statusChanges && !TRANSITIONS[row.status].includes(to)) throw invalidTransition(row.status, to, 'status');
    if (patch.pickup_location_id != null && getRecord(db, LOCATIONS, scope, patch.pickup_location_id) === undefined) {
      throw invalidRequest(
        'resource_missing',
        `No such location: '${patch.pickup_location_id}'.`,
        'pickup_location_id',
      );
    }
    const fields: Partial<BookingRow> = {};
    if (patch.notes !== undefined && patch.notes !== row.notes) fields.notes = patch.notes;
    if (patch.pickup_location_id !== undefined && patch.pickup_location_id !== row.pickup_location_id) {
      fields.pickup_location_id = patch.pickup_location_id;
    }
    if (!statusChanges && Object.keys(fields).length === 0) return toView(db, scope, row);

    if (Object.keys(fields).length > 0) updateBookingRow(db, scope, id, { ...fields, updated_at: at });
    if (statusChanges && to === 'cancelled') applyCancel(db, scope, row, null, at);
    else if (statusChanges) updateBookingRow(db, scope, id, { status: to, updated_at: at });
    const type = statusChanges ? (STATUS_EVENT[to] as EventType) : 'booking.updated';
    return emitBookingEvent(db, scope, id, type, at);
  });
}

export function cancelBooking(
  db: Db,
  scope: Scope,
  id: string,
  input: { reason?: string | null | undefined },
  now: Date,
): BookingView {
  const at = now.toISOString();
  return withTransaction(db, () => {
    const row = loadBooking(db, scope, id);
    if (row.status === 'cancelled') return toView(db, scope, row);
    if (!TRANSITIONS[row.status].includes('cancelled')) throw invalidTransition(row.status, 'cancelled');
    applyCancel(db, scope, row, input.reason ?? null, at);
    return emitBookingEvent(db, scope, id, 'booking.cancelled', at);
  });
}

// ---------------------------------------------------------------------------------------- payments

export function addPayment(
  db: Db,
  scope: Scope,
  id: string,
  input: { amount: number; method?: string | null | undefined; reference?: string | null | undefined },
  now: Date,
): BookingView {
  const at = now.toISOString();
  return withTransaction(db, () => {
    const row = loadBooking(db, scope, id);
    if (!isHolding(row.status)) {
      throw conflict('booking_not_payable', `A ${row.status} booking takes no payments.`);
    }
    const owed = row.total - row.amount_paid;
    if (input.amount > owed) {
      throw invalidRequest(
        'parameter_invalid',
        `amount must be at most the amount owed (${Math.max(owed, 0)}).`,
        'amount',
      );
    }
    const payment = {
      id: newId(ID_PREFIX.payment),
      booking_id: id,
      amount: input.amount,
      method: input.method ?? null,
      reference: input.reference ?? null,
      created_at: at,
    };
    insertPayment(db, scope, payment);
    const confirms = row.status === 'pending';
    updateBookingRow(db, scope, id, {
      amount_paid: row.amount_paid + input.amount,
      ...(confirms ? { status: 'confirmed' as const } : {}),
      updated_at: at,
    });
    emitEvent(db, scope, 'payment.received', { ...payment, booking_status: confirms ? 'confirmed' : row.status }, at);
    if (confirms) return emitBookingEvent(db, scope, id, 'booking.confirmed', at);
    return toView(db, scope, loadBooking(db, scope, id));
  });
}

// ---------------------------------------------------------------------------------------- extend

function ensureModifiable(row: BookingRow, action: string): void {
  if (!isHolding(row.status)) {
    throw conflict('booking_invalid_transition', `A ${row.status} booking cannot be ${action}.`);
  }
}

/** The fleet items of the lines that still exist (a deleted item has no stock to check). */
function currentItems(db: Db, scope: Scope, lines: LineItemRow[]): Map<string, ApiRecord> {
  const out = new Map<string, ApiRecord>();
  for (const l of lines) {
    const item = getRecord(db, FLEET_ITEMS, scope, l.fleet_item_id);
    if (item !== undefined) out.set(l.fleet_item_id, item);
  }
  return out;
}

export function extendBooking(
  db: Db,
  scope: Scope,
  id: string,
  input: { new_return_date: string },
  now: Date,
): BookingView {
  const at = now.toISOString();
  return withTransaction(db, () => {
    const row = loadBooking(db, scope, id);
    ensureModifiable(row, 'extended');
    const tz = loadTenant(db, scope).settings.timezone;
    const newReturnMs = resolveInstant(input.new_return_date, { time_zone: tz, param: 'new_return_date' });
    const oldReturnMs = Date.parse(row.return_date);
    if (!(newReturnMs > oldReturnMs)) {
      throw invalidRequest(
        'parameter_invalid',
        `new_return_date must be after the current return date (${row.return_date}).`,
        'new_return_date',
      );
    }
    const newReturn = formatInstant(newReturnMs);
    const lines = getLineItems(db, scope, id);
    const addons = getBookingAddons(db, scope, id);
    let priced: ReturnType<typeof reprice>;
    try {
      priced = reprice(
        db,
        scope,
        row,
        lines,
        addons,
        { pickup: row.pickup_date, return: newReturn, half_day: false },
        now,
      );
    } catch (err) {
      // The window's errors name the field of this request.
      if (isPricingError(err) && err.param === 'return_date') {
        throw invalidRequest(err.code, err.message, 'new_return_date');
      }
      throw err;
    }
    const items = currentItems(db, scope, lines);
    checkAvailability(
      db,
      scope,
      lines.flatMap((l) => {
        const item = items.get(l.fleet_item_id);
        return item === undefined ? [] : [{ item, quantity: l.quantity, param: 'new_return_date' }];
      }),
      Date.parse(row.pickup_date),
      newReturnMs,
      id,
    );

    const { result, engineItems } = priced;
    writeRepricedChildren(db, scope, lines, addons, engineItems, result, at);
    updateBookingRow(db, scope, id, { return_date: newReturn, ...totalsOf(result), updated_at: at });
    insertAdjustment(db, scope, {
      id: newId(ID_PREFIX.adjustment),
      booking_id: id,
      type: 'extension',
      amount: result.total - row.total,
      description: `Return date extended from ${row.return_date} to ${newReturn}`,
      created_at: at,
    });
    return emitBookingEvent(db, scope, id, 'booking.extended', at);
  });
}

// ---------------------------------------------------------------------------------------- swap

export function swapBookingItem(
  db: Db,
  scope: Scope,
  id: string,
  input: { line_item_id: string; new_fleet_item_id: string },
  now: Date,
): BookingView {
  const at = now.toISOString();
  return withTransaction(db, () => {
    const row = loadBooking(db, scope, id);
    ensureModifiable(row, 'changed');
    const lines = getLineItems(db, scope, id);
    const line = lines.find((l) => l.id === input.line_item_id);
    if (line === undefined) {
      throw notFound(`Booking ${id} has no line item '${input.line_item_id}'.`, 'line_item_id');
    }
    const param = 'new_fleet_item_id';
    const item = getRecord(db, FLEET_ITEMS, scope, input.new_fleet_item_id);
    if (item === undefined) {
      throw invalidRequest('resource_missing', `No such fleet item: '${input.new_fleet_item_id}'.`, param);
    }
    if (item.id === line.fleet_item_id) {
      throw invalidRequest('parameter_invalid', `Line item ${line.id} already holds fleet item ${item.id}.`, param);
    }
    if (item.active !== true) throw invalidRequest('resource_inactive', `Fleet item ${item.id} is inactive.`, param);
    if (lines.some((l) => l.fleet_item_id === item.id)) {
      throw invalidRequest(
        'parameter_invalid',
        `Fleet item ${item.id} is already on another line item of this booking.`,
        param,
      );
    }

    const swapped: LineItemRow = { ...line, fleet_item_id: item.id, override_price: null };
    const newLines = lines.map((l) => (l.id === line.id ? swapped : l));
    const addons = getBookingAddons(db, scope, id);
    const { result, engineItems } = reprice(
      db,
      scope,
      row,
      newLines,
      addons,
      { pickup: row.pickup_date, return: row.return_date, half_day: row.half_day === 1 },
      now,
      new Map([[item.id, item as unknown as FleetItem]]),
    );
    checkAvailability(
      db,
      scope,
      [{ item, quantity: line.quantity, param }],
      Date.parse(row.pickup_date),
      Date.parse(row.return_date),
      id,
    );

    writeRepricedChildren(db, scope, newLines, addons, engineItems, result, at);
    updateBookingRow(db, scope, id, { ...totalsOf(result), updated_at: at });
    insertAdjustment(db, scope, {
      id: newId(ID_PREFIX.adjustment),
      booking_id: id,
      type: 'item_swap',
      amount: result.total - row.total,
      description: `Line item ${line.id}: fleet item ${line.fleet_item_id} swapped for ${item.id}`,
      created_at: at,
    });
    insertChange(db, scope, {
      id: newId(ID_PREFIX.change),
      booking_id: id,
      type: 'item_swapped',
      line_item_id: line.id,
      from_fleet_item_id: line.fleet_item_id,
      to_fleet_item_id: item.id,
      previous_total: row.total,
      new_total: result.total,
      created_at: at,
    });
    return emitBookingEvent(db, scope, id, 'booking.item_swapped', at);
  });
}
