/**
 * A booking as the API shows it: its row, the customer as it is now, its line items and add-ons;
 * Get Booking (and the `data` of booking events) adds the adjustments, change log and payments.
 * Views of a page of bookings are built with one query per kind of child row, not per booking.
 */
import type { Actor } from '../core/actor.js';
import { notFound } from '../core/errors.js';
import type { JsonPiece } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import { type BookingDeposit, bookingDeposit, bookingIntent, bookingRefund, NO_DEPOSIT } from '../payments/views.js';
import { writeBookingDocuments } from '../search/documents.js';
import type { ListedBooking } from '../store/queries/booking-views.js';
import type {
  AdjustmentRow,
  BookingAddonRow,
  BookingRow,
  ChangeRow,
  LineItemRow,
  PaymentRow,
} from '../store/queries/bookings.js';
import type { IntentRow, RefundRow } from '../store/queries/payments.js';
import type { CustomerRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { CUSTOMERS } from '../store/tables.js';
import { isOverdue } from './status.js';
import {
  currentCustomer,
  servedView,
  shownCurrentCustomer,
  shownCustomer,
  storedViewJson,
  VIEW_VERSION,
} from './stored-views.js';
import type { BookingAddonView, BookingDetailView, BookingLineItemView, BookingView } from './view-types.js';

export { storedViewJson, VIEW_VERSION } from './stored-views.js';
export type { BookingAddonView, BookingDetailView, BookingLineItemView, BookingView } from './view-types.js';

/** The booking, locked for the rest of a write transaction (changes of one booking take turns). */
export async function loadBooking(tx: Tx, scope: Scope, id: string): Promise<BookingRow> {
  const row = await tx.bookings.getBooking(scope, id, { lock: tx.writable });
  if (row === undefined) throw notFound(`No such booking: '${id}'.`, 'id');
  return row;
}

/**
 * The customer as it is now; a customer deleted since shows as it was when the booking was made.
 * The embedded customer's fields are strings: one the customer lacks is "".
 */
type CustomerSnapshot = Pick<BookingRow, 'customer_id' | 'customer_name' | 'customer_email' | 'customer_phone'>;

function customerOf(row: CustomerSnapshot, current: CustomerRecord | undefined): BookingView['customer'] {
  if (current !== undefined) return currentCustomer(current);
  return {
    id: row.customer_id,
    name: row.customer_name,
    email: row.customer_email ?? '',
    phone: row.customer_phone ?? '',
  };
}

/** Read a row the page's snapshot showed a moment ago; missing means the store broke its snapshot. */
function present<T>(value: T | undefined, id: string): T {
  if (value === undefined) throw new Error(`booking ${id} vanished inside one read snapshot`);
  return value;
}

const lineView = (l: LineItemRow): BookingLineItemView => ({
  id: l.id,
  fleet_item_id: l.fleet_item_id,
  fleet_item_name: l.fleet_item_name,
  quantity: l.quantity,
  unit_price: l.unit_price,
  override_price: l.override_price,
  line_total: l.line_total,
  unit_ids: unitIdsOf(l),
  rate_basis: l.rate_basis,
  hourly_units: l.hourly_units,
});

/** The units picked up on a line (stored as a JSON array of ids). */
export function unitIdsOf(l: Pick<LineItemRow, 'unit_ids'>): string[] {
  const ids: unknown = JSON.parse(l.unit_ids);
  return Array.isArray(ids) ? ids.map(String) : [];
}

const addonView = (a: BookingAddonRow): BookingAddonView => ({
  id: a.id,
  addon_id: a.addon_id,
  addon_name: a.addon_name,
  quantity: a.quantity,
  unit_price: a.unit_price,
  line_total: a.line_total,
});

/**
 * Whether each booking is overdue at `at` (none without `at`: a view built only to be stored, which
 * leaves `overdue` out), with the grace of its lines' policies. The graces are read only for
 * bookings active past their return date, so a page without one costs no extra statement.
 */
export function overdueFlags(
  tx: Tx,
  scope: Scope,
  rows: readonly Pick<BookingRow, 'id' | 'status' | 'return_date'>[],
  at: Date | undefined,
): Promise<boolean[]> {
  return overdueByReturn(
    tx,
    scope,
    rows.map((r) => (r.status === 'active' ? r.return_date : null)),
    rows.map((r) => r.id),
    at,
  );
}

/**
 * {@link overdueFlags} from each booking's return date if it is active (null: not active, so not
 * overdue) and its id, as a list page reads them.
 */
async function overdueByReturn(
  tx: Tx,
  scope: Scope,
  activeReturns: readonly (string | null)[],
  ids: readonly string[],
  at: Date | undefined,
): Promise<boolean[]> {
  if (at === undefined || activeReturns.every((r) => r === null)) return activeReturns.map(() => false);
  const atMs = at.getTime();
  const lateBy = (r: string | null, grace: number) =>
    r !== null && isOverdue({ status: 'active', return_date: r }, grace, atMs);
  const late = ids.filter((_, i) => lateBy(activeReturns[i] ?? null, 0));
  if (late.length === 0) return activeReturns.map(() => false);
  const graces = await tx.bookings.gracesOf(scope, late);
  return activeReturns.map((r, i) => lateBy(r, graces.get(ids[i] ?? '') ?? 0));
}

/**
 * The views of some bookings, in their order; `overdue` judged at `at` (false without it: a view
 * built to be stored, which leaves `overdue` out).
 */
export async function toViews(
  tx: Tx,
  scope: Scope,
  rows: readonly BookingRow[],
  at: Date | undefined,
): Promise<BookingView[]> {
  const ids = rows.map((r) => r.id);
  const overdue = await overdueFlags(tx, scope, rows, at);
  const customers = await tx.resources.getMany(
    CUSTOMERS,
    scope,
    rows.map((r) => r.customer_id),
  );
  const lines = await tx.bookings.lineItemsOf(scope, ids);
  const addons = await tx.bookings.addonsOf(scope, ids);
  const deposits = await tx.payments.latestDeposits(scope, ids);
  return rows.map((row, i) =>
    viewOf(
      row,
      customers.get(row.customer_id),
      lines.get(row.id) ?? [],
      addons.get(row.id) ?? [],
      scope.livemode,
      overdue[i] ?? false,
      bookingDeposit(deposits.get(row.id)),
    ),
  );
}

/**
 * A booking's view from its rows as they are, with no reads: a writer that has just written every
 * row of the booking (Create Booking) builds the view from what it wrote. `current` is the customer
 * as it is now (undefined: deleted, shown as the booking snapshotted it); lines and add-ons in
 * position order; `overdue` as judged by the caller ({@link overdueFlags}); `deposit` its latest
 * deposit hold (a new booking has none).
 */
export function viewOf(
  row: BookingRow,
  current: CustomerRecord | undefined,
  lines: readonly LineItemRow[],
  addons: readonly BookingAddonRow[],
  livemode: boolean,
  overdue: boolean,
  deposit: BookingDeposit = NO_DEPOSIT,
): BookingView {
  return {
    id: row.id,
    object: 'booking',
    status: row.status,
    customer_id: row.customer_id,
    customer: customerOf(row, current),
    overdue,
    pickup_date: row.pickup_date,
    return_date: row.return_date,
    pickup_location_id: row.pickup_location_id,
    half_day: row.half_day,
    subtotal: row.subtotal,
    tax_amount: row.tax_amount,
    discount_amount: row.discount_amount,
    service_fee_amount: row.service_fee_amount,
    total: row.total,
    amount_paid: row.amount_paid,
    amount_owed: row.total - row.amount_paid,
    deposit_hold_amount: row.deposit_hold_amount,
    deposit,
    late_fee_amount: row.late_fee_amount,
    coupon_id: row.coupon_id,
    notes: row.notes,
    line_items: lines.map(lineView),
    addons: addons.map(addonView),
    cancellation_reason: row.cancellation_reason,
    cancelled_at: row.cancelled_at,
    expires_at: row.expires_at,
    picked_up_at: row.picked_up_at,
    returned_at: row.returned_at,
    livemode,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * A booking's view as it is now (`overdue` judged at `at`), stored on the booking for list pages.
 * Every change of a booking ends here (or in an event, which comes here), in the transaction that
 * made it.
 */
export async function refreshView(tx: Tx, scope: Scope, id: string, at: Date): Promise<BookingView> {
  const view = await toView(tx, scope, await loadBooking(tx, scope, id), at);
  await storeView(tx, scope, view);
  return view;
}

/**
 * Insert a new booking with `view`, built from the rows the transaction is writing, as its list
 * view (the line items and add-ons inserted after it, which the view names, leave it in place). Its
 * search document is the database's to write with the row: a new booking has no units, so the
 * document holds its id alone.
 */
export async function insertWithView(tx: Tx, scope: Scope, row: BookingRow, view: BookingView): Promise<void> {
  await tx.bookings.insertBooking(scope, row, { json: storedViewJson(view), version: VIEW_VERSION });
}

/** Store `view` as its booking's list view, and its search document, in `tx`. */
export async function storeView(tx: Tx, scope: Scope, view: BookingView): Promise<void> {
  await tx.bookingViews.store(scope, view.id, storedViewJson(view), VIEW_VERSION);
  await writeBookingDocuments(tx, scope, [view]);
}

/**
 * A page of listed bookings as JSON (each in pieces), in their order: the stored view with the
 * customer as it is now and `overdue` at `at` joined in, or for a booking whose view was cleared (or
 * is of another shape: the page reads those as null), the view built from its rows.
 */
export async function listedViewsJson(
  tx: Tx,
  scope: Scope,
  rows: readonly ListedBooking[],
  at: Date,
): Promise<JsonPiece[][]> {
  // Rows read whole: those without a stored view (built here), and those whose customer was deleted
  // (shown as the booking snapshotted it).
  const whole = rows.filter((r) => r[3] === null || r[4] === null).map((r) => r[0]);
  const full = new Map<string, BookingRow>();
  if (whole.length > 0) for (const row of await tx.bookings.getBookings(scope, whole)) full.set(row.id, row);
  const built = new Map<string, string>();
  const unbuilt = rows.filter((r) => r[3] === null).map((r) => present(full.get(r[0]), r[0]));
  if (unbuilt.length > 0) {
    for (const view of await toViews(tx, scope, unbuilt, at)) built.set(view.id, JSON.stringify(view));
  }
  const overdue = await overdueByReturn(
    tx,
    scope,
    rows.map((r) => r[7]),
    rows.map((r) => r[0]),
    at,
  );
  return rows.map((r, i) => {
    const [id, , customerId, json, name, email, phone] = r;
    if (json === null) return [present(built.get(id), id)];
    if (name === null) {
      return servedView(json, shownCustomer(customerOf(present(full.get(id), id), undefined)), overdue[i] ?? false);
    }
    return servedView(json, shownCurrentCustomer(customerId, name, email, phone), overdue[i] ?? false);
  });
}

/** A booking's view; `overdue` judged at `at` (false without it, see {@link toViews}). */
export async function toView(tx: Tx, scope: Scope, row: BookingRow, at: Date | undefined): Promise<BookingView> {
  const [view] = await toViews(tx, scope, [row], at);
  return present(view, row.id);
}

/**
 * Get Booking's shape: a booking's view plus its adjustments, change_log, payments, payment intents
 * and refunds, oldest first.
 */
export async function detailOf(tx: Tx, scope: Scope, view: BookingView): Promise<BookingDetailView> {
  const ids = [view.id];
  return detailWith(
    view,
    (await tx.bookings.adjustmentsOf(scope, ids)).get(view.id) ?? [],
    (await tx.bookings.changesOf(scope, ids)).get(view.id) ?? [],
    (await tx.bookings.paymentsOf(scope, ids)).get(view.id) ?? [],
    (await tx.payments.intentsOf(scope, ids)).get(view.id) ?? [],
    (await tx.payments.refundsOf(scope, ids)).get(view.id) ?? [],
  );
}

const actorOf = (row: { actor_type: Actor['type']; actor_id: string }): Actor => ({
  type: row.actor_type,
  id: row.actor_id,
});

/** Get Booking's shape from the history rows given (a new booking has none). */
export function detailWith(
  view: BookingView,
  adjustments: readonly AdjustmentRow[],
  changes: readonly ChangeRow[],
  payments: readonly PaymentRow[],
  intents: readonly IntentRow[] = [],
  refunds: readonly RefundRow[] = [],
): BookingDetailView {
  const { livemode, created_at, updated_at, ...rest } = view;
  return {
    ...rest,
    adjustments: adjustments.map((a) => ({
      id: a.id,
      type: a.type,
      amount: a.amount,
      description: a.description,
      created_at: a.created_at,
      actor: actorOf(a),
    })),
    change_log: changes.map((c) => ({
      id: c.id,
      type: c.type,
      line_item_id: c.line_item_id,
      from_fleet_item_id: c.from_fleet_item_id,
      to_fleet_item_id: c.to_fleet_item_id,
      previous_total: c.previous_total,
      new_total: c.new_total,
      created_at: c.created_at,
      actor: actorOf(c),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      method: p.method,
      reference: p.reference,
      created_at: p.created_at,
      actor: actorOf(p),
    })),
    payment_intents: intents.map(bookingIntent),
    refunds: refunds.map(bookingRefund),
    livemode,
    created_at,
    updated_at,
  };
}
