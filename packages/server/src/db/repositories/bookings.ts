/**
 * Data access for bookings and their child rows (line items, add-ons, adjustments, change log,
 * payments), the units held per fleet item, and coupon redemption counts. Every statement filters on
 * tenant_id and livemode; statements are prepared once per connection. Callers own the transaction.
 */
import { type Db, stmt } from '../connection.js';
import { modeInt, type Scope } from './scope.js';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'active', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses whose bookings hold their units. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'active'];

export interface BookingRow {
  id: string;
  livemode: number;
  status: BookingStatus;
  customer_id: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  pickup_date: string;
  return_date: string;
  pickup_location_id: string | null;
  half_day: number;
  subtotal: number;
  tax_amount: number;
  discount_amount: number;
  service_fee_amount: number;
  total: number;
  amount_paid: number;
  deposit_hold_amount: number;
  initial_total: number;
  coupon_id: string | null;
  coupon_code: string | null;
  coupon_discount_type: 'percent' | 'dollar' | null;
  coupon_discount_value: number | null;
  /** JSON array or null. */
  coupon_fleet_item_ids: string | null;
  notes: string | null;
  cancellation_reason: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface LineItemRow {
  id: string;
  booking_id: string;
  position: number;
  fleet_item_id: string;
  fleet_item_name: string;
  quantity: number;
  unit_price: number;
  override_price: number | null;
  line_total: number;
  price_full_day: number;
  price_half_day: number | null;
  price_multi_day: number | null;
  price_weekly: number | null;
  deposit_amount: number;
  created_at: string;
  updated_at: string;
}

export interface BookingAddonRow {
  id: string;
  booking_id: string;
  position: number;
  addon_id: string;
  addon_name: string;
  quantity: number;
  unit_price: number;
  line_total: number;
  pricing: 'per_item' | 'per_day';
  created_at: string;
  updated_at: string;
}

export interface AdjustmentRow {
  id: string;
  booking_id: string;
  type: 'extension' | 'item_swap';
  amount: number;
  description: string;
  created_at: string;
}

export interface ChangeRow {
  id: string;
  booking_id: string;
  type: 'item_swapped';
  line_item_id: string;
  from_fleet_item_id: string;
  to_fleet_item_id: string;
  previous_total: number;
  new_total: number;
  created_at: string;
}

export interface PaymentRow {
  id: string;
  booking_id: string;
  amount: number;
  method: string | null;
  reference: string | null;
  created_at: string;
}

type Row = Record<string, unknown>;

/** INSERT of every key of `row` plus tenant_id and livemode. Keys come from the row types above. */
function insert(db: Db, table: string, scope: Scope, row: Row): void {
  const cols = Object.keys(row);
  const sql = `INSERT INTO ${table} (tenant_id, livemode, ${cols.join(', ')}) VALUES (?, ?, ${cols.map(() => '?').join(', ')})`;
  stmt(db, sql).run(scope.tenantId, modeInt(scope), ...cols.map((c) => row[c] ?? null));
}

/** UPDATE of the keys of `patch` on the row `id`. */
function update(db: Db, table: string, scope: Scope, id: string, patch: Row): void {
  const cols = Object.keys(patch);
  if (cols.length === 0) return;
  const sql = `UPDATE ${table} SET ${cols.map((c) => `${c} = ?`).join(', ')} WHERE tenant_id = ? AND livemode = ? AND id = ?`;
  stmt(db, sql).run(...cols.map((c) => patch[c] ?? null), scope.tenantId, modeInt(scope), id);
}

/** The child rows of one booking, oldest (or first) first. */
function children<T>(db: Db, table: string, scope: Scope, bookingId: string, order: string): T[] {
  return stmt(
    db,
    `SELECT * FROM ${table} WHERE tenant_id = ? AND livemode = ? AND booking_id = ? ORDER BY ${order}`,
  ).all(scope.tenantId, modeInt(scope), bookingId) as T[];
}

// ------------------------------------------------------------------------------------------ bookings

export function insertBooking(db: Db, scope: Scope, row: Omit<BookingRow, 'livemode'>): void {
  insert(db, 'bookings', scope, row as unknown as Row);
}

export function getBooking(db: Db, scope: Scope, id: string): BookingRow | undefined {
  return stmt(db, 'SELECT * FROM bookings WHERE tenant_id = ? AND livemode = ? AND id = ?').get(
    scope.tenantId,
    modeInt(scope),
    id,
  ) as BookingRow | undefined;
}

export function updateBooking(db: Db, scope: Scope, id: string, patch: Partial<Omit<BookingRow, 'id'>>): void {
  update(db, 'bookings', scope, id, patch as Row);
}

export interface BookingListQuery {
  status?: BookingStatus | undefined;
  customer_id?: string | undefined;
  /** Inclusive bounds on pickup_date (UTC instants). */
  pickup_from?: string | undefined;
  pickup_to?: string | undefined;
  after?: { created_at: string; id: string } | undefined;
  limit: number;
}

/** One page, newest first (`created_at DESC, id DESC`), plus whether more rows follow. */
export function listBookings(db: Db, scope: Scope, q: BookingListQuery): { data: BookingRow[]; has_more: boolean } {
  const where = ['tenant_id = ?', 'livemode = ?'];
  const params: unknown[] = [scope.tenantId, modeInt(scope)];
  if (q.status !== undefined) {
    where.push('status = ?');
    params.push(q.status);
  }
  if (q.customer_id !== undefined) {
    where.push('customer_id = ?');
    params.push(q.customer_id);
  }
  if (q.pickup_from !== undefined) {
    where.push('pickup_date >= ?');
    params.push(q.pickup_from);
  }
  if (q.pickup_to !== undefined) {
    where.push('pickup_date <= ?');
    params.push(q.pickup_to);
  }
  if (q.after) {
    where.push('(created_at < ? OR (created_at = ? AND id < ?))');
    params.push(q.after.created_at, q.after.created_at, q.after.id);
  }
  const sql = `SELECT * FROM bookings WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`;
  const rows = stmt(db, sql).all(...params, q.limit + 1) as BookingRow[];
  return { data: rows.slice(0, q.limit), has_more: rows.length > q.limit };
}

// ------------------------------------------------------------------------------------------ children

export function insertLineItem(db: Db, scope: Scope, row: LineItemRow): void {
  insert(db, 'booking_line_items', scope, row as unknown as Row);
}

export function updateLineItem(db: Db, scope: Scope, id: string, patch: Partial<Omit<LineItemRow, 'id'>>): void {
  update(db, 'booking_line_items', scope, id, patch as Row);
}

export const getLineItems = (db: Db, scope: Scope, bookingId: string) =>
  children<LineItemRow>(db, 'booking_line_items', scope, bookingId, 'position, id');

export function insertBookingAddon(db: Db, scope: Scope, row: BookingAddonRow): void {
  insert(db, 'booking_addons', scope, row as unknown as Row);
}

export function updateBookingAddon(
  db: Db,
  scope: Scope,
  id: string,
  patch: Partial<Omit<BookingAddonRow, 'id'>>,
): void {
  update(db, 'booking_addons', scope, id, patch as Row);
}

export const getBookingAddons = (db: Db, scope: Scope, bookingId: string) =>
  children<BookingAddonRow>(db, 'booking_addons', scope, bookingId, 'position, id');

export function insertAdjustment(db: Db, scope: Scope, row: AdjustmentRow): void {
  insert(db, 'booking_adjustments', scope, row as unknown as Row);
}

export const getAdjustments = (db: Db, scope: Scope, bookingId: string) =>
  children<AdjustmentRow>(db, 'booking_adjustments', scope, bookingId, 'created_at, id');

export function insertChange(db: Db, scope: Scope, row: ChangeRow): void {
  insert(db, 'booking_changes', scope, row as unknown as Row);
}

export const getChanges = (db: Db, scope: Scope, bookingId: string) =>
  children<ChangeRow>(db, 'booking_changes', scope, bookingId, 'created_at, id');

export function insertPayment(db: Db, scope: Scope, row: PaymentRow): void {
  insert(db, 'booking_payments', scope, row as unknown as Row);
}

export const getPayments = (db: Db, scope: Scope, bookingId: string) =>
  children<PaymentRow>(db, 'booking_payments', scope, bookingId, 'created_at, id');

// ------------------------------------------------------------------------------------------ availability

/**
 * Units of `fleetItemId` held by other bookings (pending, confirmed or active) whose window
 * [pickup, return + turnaround) overlaps [pickup, return + turnaround) of the window asked about.
 * With both intervals padded by the same turnaround, they overlap when
 * `other.pickup < returnDate + turnaround` and `pickupDate - turnaround < other.return`; the caller
 * passes those two bounds as UTC instants (`before` and `after`).
 */
export function unitsHeld(
  db: Db,
  scope: Scope,
  fleetItemId: string,
  bounds: { pickupBefore: string; returnAfter: string },
  excludeBookingId: string,
): number {
  const row = stmt(
    db,
    // unit_holds (migration 005) holds exactly the line items of holding bookings, with their window.
    `SELECT coalesce(sum(quantity), 0) AS n
       FROM unit_holds
      WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ?
        AND return_date > ? AND pickup_date < ?
        AND booking_id != ?`,
  ).get(scope.tenantId, modeInt(scope), fleetItemId, bounds.returnAfter, bounds.pickupBefore, excludeBookingId) as {
    n: number;
  };
  return row.n;
}

// ------------------------------------------------------------------------------------------ coupons

/** Count one redemption unless that would pass max_redemptions. False when the coupon is exhausted. */
export function redeemCoupon(db: Db, scope: Scope, couponId: string): boolean {
  const r = stmt(
    db,
    `UPDATE coupons SET times_redeemed = times_redeemed + 1
      WHERE tenant_id = ? AND livemode = ? AND id = ?
        AND (max_redemptions IS NULL OR times_redeemed < max_redemptions)`,
  ).run(scope.tenantId, modeInt(scope), couponId);
  return r.changes === 1;
}

/** Give one redemption back (a cancelled booking); never below 0. A deleted coupon is left alone. */
export function releaseCoupon(db: Db, scope: Scope, couponId: string): void {
  stmt(
    db,
    `UPDATE coupons SET times_redeemed = max(times_redeemed - 1, 0)
      WHERE tenant_id = ? AND livemode = ? AND id = ?`,
  ).run(scope.tenantId, modeInt(scope), couponId);
}
