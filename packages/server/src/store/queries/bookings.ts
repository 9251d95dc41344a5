/**
 * Bookings and their child rows (line items, add-ons, adjustments, change log, payments), and the
 * pending bookings whose hold ran out. Every statement filters on tenant_id and livemode (but the
 * sweeper's, across tenants); the caller's transaction decides what commits together. The units held
 * per fleet item are read in `availability.ts`, the list pages in `booking-views.ts`.
 */
import type { Scope } from '../../core/scope.js';
import type { BookingStatus, Row, Tables } from '../rows.js';
import { asBool, type Dialect, type Param, placeholders, type Sql } from '../sql.js';
import { overdueGraceSql, overdueSql } from './overdue-grace.js';
import type { SearchClause } from './search.js';

export type { BookingStatus } from '../rows.js';
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'active',
  'completed',
  'cancelled',
] as const satisfies readonly BookingStatus[];
/** Statuses whose bookings hold their units. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'active'];

/** A child row of a booking as the features see it: the table's row without the tenant and mode. */
type Child<T extends keyof Tables> = Omit<Row<T>, 'tenant_id' | 'livemode'>;

/**
 * A booking as the features see it: its row, with `half_day` a boolean and the coupon's items (the
 * coupon's item condition as redeemed; null = any cart) decoded, without the stored view.
 */
export type BookingRow = Omit<
  Row<'bookings'>,
  'tenant_id' | 'livemode' | 'half_day' | 'coupon_fleet_item_ids' | 'view_json' | 'view_version'
> & {
  half_day: boolean;
  coupon_fleet_item_ids: string[] | null;
};

/** A line item; its `price_*` and `deposit_amount` are the rates it was last priced with (re-pricing falls back to them for a deleted item). */
export type LineItemRow = Child<'booking_line_items'>;
export type BookingAddonRow = Child<'booking_addons'>;
export type AdjustmentRow = Child<'booking_adjustments'>;
export type ChangeRow = Child<'booking_changes'>;
export type PaymentRow = Child<'booking_payments'>;

export interface BookingListQuery {
  status?: BookingStatus | undefined;
  customer_id?: string | undefined;
  /** Inclusive bounds on pickup_date (UTC instants). */
  pickup_from?: string | undefined;
  pickup_to?: string | undefined;
  /** Inclusive bounds on return_date (UTC instants). */
  return_from?: string | undefined;
  return_to?: string | undefined;
  /** Overdue (`value` true) or not at the instant `at`: see `overdue-grace.ts`. */
  overdue?: { value: boolean; at: string } | undefined;
  /** Only bookings that owe money (true: not cancelled, total above what was paid) or that do not. */
  owes?: boolean | undefined;
  /** Only the bookings a search finds (its FROM replaces the plain one). */
  search?: SearchClause | undefined;
}

const BOOKING_COLUMNS = `id, status, customer_id, customer_name, customer_email, customer_phone, pickup_date,
  return_date, pickup_location_id, half_day, subtotal, tax_amount, discount_amount, service_fee_amount, total,
  amount_paid, deposit_hold_amount, initial_total, coupon_id, coupon_code, coupon_discount_type,
  coupon_discount_value, coupon_fleet_item_ids, notes, cancellation_reason, cancelled_at, expires_at, created_at,
  updated_at, picked_up_at, returned_at, late_fee_amount, overdue_notified_at`;

/** A booking row as {@link BOOKING_COLUMNS} reads it. */
type StoredBooking = Omit<Row<'bookings'>, 'tenant_id' | 'livemode' | 'view_json' | 'view_version'>;

function toBooking(row: StoredBooking): BookingRow {
  const ids = row.coupon_fleet_item_ids;
  const couponItems: string[] | null = ids === null ? null : JSON.parse(ids);
  return { ...row, half_day: asBool(row.half_day), coupon_fleet_item_ids: couponItems };
}

/** A column's value as bound: an id list as its JSON text. */
function encode(value: Param | readonly string[]): Param {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
}

/**
 * The INSERT statements made so far, by table: a writer inserts rows of the same keys again and again,
 * and building the text each time (and hashing a new string to find its prepared statement) cost
 * more than comparing the keys with those of the text made before.
 */
const insertTexts = new Map<string, { keys: readonly string[]; text: string }[]>();

/** `INSERT INTO table (tenant_id, livemode, …keys) VALUES (?, …)`, made once per table and keys. */
function insertText(table: string, keys: readonly string[]): string {
  let made = insertTexts.get(table);
  if (made === undefined) {
    made = [];
    insertTexts.set(table, made);
  }
  const same = (k: readonly string[]) => k.length === keys.length && k.every((key, i) => key === keys[i]);
  let found = made.find((m) => same(m.keys));
  if (found === undefined) {
    found = {
      keys: [...keys],
      text: `INSERT INTO ${table} (tenant_id, livemode, ${keys.join(', ')}) VALUES (?, ?, ${placeholders(keys.length)})`,
    };
    made.push(found);
  }
  return found.text;
}

export class BookingQueries {
  constructor(
    private readonly sql: Sql,
    private readonly dialect: Dialect,
  ) {}

  /** INSERT of every key of `row` plus tenant_id and livemode. */
  private async insert(table: string, scope: Scope, row: object): Promise<void> {
    const keys = Object.keys(row);
    const values: Param[] = [scope.tenantId, scope.livemode];
    for (const k of keys) values.push(encode(Reflect.get(row, k)));
    await this.sql.run(insertText(table, keys), values);
  }

  /** UPDATE of the keys of `patch` on the row `id`. */
  private async update(table: string, scope: Scope, id: string, patch: object): Promise<void> {
    const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return;
    await this.sql.run(
      `UPDATE ${table} SET ${entries.map(([k]) => `${k} = ?`).join(', ')}
        WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [...entries.map(([, v]) => encode(v)), scope.tenantId, scope.livemode, id],
    );
  }

  /** The child rows of some bookings, in `order`, grouped by booking id. */
  private async children<T extends { booking_id: string }>(
    table: string,
    scope: Scope,
    bookingIds: readonly string[],
    order: string,
  ): Promise<Map<string, T[]>> {
    const out = new Map<string, T[]>();
    if (bookingIds.length === 0) return out;
    const rows = await this.sql.all<T>(
      `SELECT * FROM ${table} WHERE tenant_id = ? AND livemode = ? AND booking_id IN (${placeholders(bookingIds.length)})
        ORDER BY ${order}`,
      [scope.tenantId, scope.livemode, ...bookingIds],
    );
    for (const id of bookingIds) out.set(id, []);
    for (const row of rows) out.get(row.booking_id)?.push(row);
    return out;
  }

  // ---------------------------------------------------------------------------------------- bookings

  /** A new booking; with `view`, written with its stored list view (see `BookingViewQueries.store`). */
  insertBooking(scope: Scope, row: BookingRow, view?: { json: string; version: number }): Promise<void> {
    const stored = view === undefined ? row : { ...row, view_json: view.json, view_version: view.version };
    return this.insert('bookings', scope, stored);
  }

  /**
   * A booking; with `lock`, its row stays locked until the transaction ends, so two changes of one
   * booking (two cancels, two payments) never both act on the same old state.
   */
  async getBooking(scope: Scope, id: string, options: { lock?: boolean } = {}): Promise<BookingRow | undefined> {
    const lock = options.lock ? ` ${this.dialect.forUpdate}` : '';
    const row = await this.sql.get<StoredBooking>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE tenant_id = ? AND livemode = ? AND id = ?${lock}`,
      [scope.tenantId, scope.livemode, id],
    );
    return row === undefined ? undefined : toBooking(row);
  }

  updateBooking(scope: Scope, id: string, patch: Partial<Omit<BookingRow, 'id'>>): Promise<void> {
    return this.update('bookings', scope, id, patch);
  }

  /** Some bookings, whole, in no particular order (those missing are left out). */
  async getBookings(scope: Scope, ids: readonly string[]): Promise<BookingRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.sql.all<StoredBooking>(
      `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE tenant_id = ? AND livemode = ? AND id IN (${placeholders(ids.length)})`,
      [scope.tenantId, scope.livemode, ...ids],
    );
    return rows.map(toBooking);
  }

  // ---------------------------------------------------------------------------------------- children

  insertLineItem(scope: Scope, row: LineItemRow): Promise<void> {
    return this.insert('booking_line_items', scope, row);
  }

  updateLineItem(scope: Scope, id: string, patch: Partial<Omit<LineItemRow, 'id'>>): Promise<void> {
    return this.update('booking_line_items', scope, id, patch);
  }

  lineItemsOf(scope: Scope, bookingIds: readonly string[]): Promise<Map<string, LineItemRow[]>> {
    return this.children('booking_line_items', scope, bookingIds, 'booking_id, position, id');
  }

  insertBookingAddon(scope: Scope, row: BookingAddonRow): Promise<void> {
    return this.insert('booking_addons', scope, row);
  }

  updateBookingAddon(scope: Scope, id: string, patch: Partial<Omit<BookingAddonRow, 'id'>>): Promise<void> {
    return this.update('booking_addons', scope, id, patch);
  }

  addonsOf(scope: Scope, bookingIds: readonly string[]): Promise<Map<string, BookingAddonRow[]>> {
    return this.children('booking_addons', scope, bookingIds, 'booking_id, position, id');
  }

  insertAdjustment(scope: Scope, row: AdjustmentRow): Promise<void> {
    return this.insert('booking_adjustments', scope, row);
  }

  adjustmentsOf(scope: Scope, bookingIds: readonly string[]): Promise<Map<string, AdjustmentRow[]>> {
    return this.children('booking_adjustments', scope, bookingIds, 'booking_id, created_at, id');
  }

  insertChange(scope: Scope, row: ChangeRow): Promise<void> {
    return this.insert('booking_changes', scope, row);
  }

  changesOf(scope: Scope, bookingIds: readonly string[]): Promise<Map<string, ChangeRow[]>> {
    return this.children('booking_changes', scope, bookingIds, 'booking_id, created_at, id');
  }

  insertPayment(scope: Scope, row: PaymentRow): Promise<void> {
    return this.insert('booking_payments', scope, row);
  }

  paymentsOf(scope: Scope, bookingIds: readonly string[]): Promise<Map<string, PaymentRow[]>> {
    return this.children('booking_payments', scope, bookingIds, 'booking_id, created_at, id');
  }

  /**
   * Active bookings overdue at `now` (past their return date plus their grace, `overdue-grace.ts`)
   * whose `booking.overdue` was not claimed yet, across tenants (the sweeper notifies them), longest
   * overdue first. The partial index holds just the unclaimed active bookings; `return_date < now`
   * bounds its range before any grace is read.
   */
  async overdueUnnotified(now: string, limit: number): Promise<{ tenant_id: string; livemode: boolean; id: string }[]> {
    const rows = await this.sql.all<{ tenant_id: string; livemode: unknown; id: string }>(
      `SELECT b.tenant_id, b.livemode, b.id FROM bookings b
        WHERE b.overdue_notified_at IS NULL AND ${overdueSql(this.dialect, 'b')}
        ORDER BY b.return_date LIMIT ?`,
      [now, now, limit],
    );
    return rows.map((r) => ({ tenant_id: r.tenant_id, livemode: asBool(r.livemode), id: r.id }));
  }

  /** The grace (minutes) each booking is judged overdue with, by id (`overdue-grace.ts`). */
  async gracesOf(scope: Scope, bookingIds: readonly string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (bookingIds.length === 0) return out;
    const rows = await this.sql.rows<[string, number | string]>(
      `SELECT b.id, ${overdueGraceSql(this.dialect, 'b')} FROM bookings b
        WHERE b.tenant_id = ? AND b.livemode = ? AND b.id IN (${placeholders(bookingIds.length)})`,
      [scope.tenantId, scope.livemode, ...bookingIds],
    );
    for (const [id, grace] of rows) out.set(id, Number(grace));
    return out;
  }

  /**
   * Claim a booking's one `booking.overdue` event: true for the one transaction whose UPDATE set
   * `overdue_notified_at` (it is still active and unclaimed), false for every other. Emitting in the
   * same transaction makes the event exactly-once across processes.
   */
  async claimOverdue(scope: Scope, id: string, at: string): Promise<boolean> {
    const changed = await this.sql.run(
      `UPDATE bookings SET overdue_notified_at = ?
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND status = 'active' AND overdue_notified_at IS NULL`,
      [at, scope.tenantId, scope.livemode, id],
    );
    return changed === 1;
  }

  /** Pending bookings past their `expires_at`, across tenants (the sweeper cancels them), oldest first. */
  async expiredPending(now: string, limit: number): Promise<{ tenant_id: string; livemode: boolean; id: string }[]> {
    const rows = await this.sql.all<{ tenant_id: string; livemode: unknown; id: string }>(
      `SELECT tenant_id, livemode, id FROM bookings
        WHERE status = 'pending' AND expires_at IS NOT NULL AND expires_at <= ?
        ORDER BY expires_at LIMIT ?`,
      [now, limit],
    );
    return rows.map((r) => ({ tenant_id: r.tenant_id, livemode: asBool(r.livemode), id: r.id }));
  }
}
