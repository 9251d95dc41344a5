/**
 * How a booking's figures and history read to the person at the counter: in the shop's words and
 * time zone, never the API's ids, field names or UTC instants.
 */
import type { Booking, BookingDetail } from '../api/types.js';
import { formatDateTime } from './time.js';

type Status = BookingDetail['status'];

/**
 * The "Owed" row. A cancelled booking is not collected: what it would still owe is not a debt, so
 * it reads as nothing owed (money already paid on it stays visible as a credit to refund).
 */
export function owedFigure(b: { status: Status; amount_owed: number }): {
  label: string;
  cents: number;
  owing: boolean;
} {
  if (b.amount_owed < 0) return { label: 'Credit due', cents: -b.amount_owed, owing: false };
  if (b.status === 'cancelled') return { label: 'Owed (cancelled)', cents: 0, owing: false };
  return { label: 'Owed', cents: b.amount_owed, owing: b.amount_owed > 0 };
}

/** Whether a booking owes money the shop will collect (a cancelled one never does). */
export const owes = (b: { status: Status; amount_owed: number }): boolean => owedFigure(b).owing;

/**
 * The quantity column of an add-on line. A per-day add-on's total is quantity × days × price, so
 * the days are read back from the total ("1 × 3 days") rather than showing 1 × $5.00 = $15.00.
 */
export function addonQuantity(a: { quantity: number; unit_price: number; line_total: number }): string {
  const each = a.quantity * a.unit_price;
  if (each <= 0 || a.line_total === each || a.line_total % each !== 0) return String(a.quantity);
  const days = a.line_total / each;
  return `${a.quantity} × ${days} ${days === 1 ? 'day' : 'days'}`;
}

const INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})/g;

/** A server-written description with each UTC instant shown as the shop's local date and time. */
export const inShopTime = (text: string, timeZone: string): string =>
  text.replace(INSTANT, (iso) => formatDateTime(iso, timeZone));

/** One line of the change log: what changed, when, and the total before and after. */
export interface ChangeEntry {
  id: string;
  at: string;
  text: string;
  /** Totals before and after, when the change records them. */
  totals?: { before: number; after: number };
  amount?: number;
}

/**
 * The change log: item swaps as the API records them, and each extension (recorded as an
 * adjustment) as the change of return date it was, oldest first.
 */
export function changeLog(b: BookingDetail, itemName: (id: string) => string, timeZone: string): ChangeEntry[] {
  const swaps: ChangeEntry[] = b.change_log.map((c) => ({
    id: c.id,
    at: c.created_at,
    text: `${itemName(c.from_fleet_item_id)} swapped for ${itemName(c.to_fleet_item_id)}`,
    totals: { before: c.previous_total, after: c.new_total },
  }));
  const extensions: ChangeEntry[] = b.adjustments
    .filter((a) => a.type === 'extension')
    .map((a) => ({ id: a.id, at: a.created_at, text: inShopTime(a.description, timeZone), amount: a.amount }));
  return [...swaps, ...extensions].sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
}

/** How soon before its pickup a booking warns that what it needs is still out late. */
export const SOON_MS = 24 * 60 * 60 * 1000;

/** A late booking holding an item that a booking starting soon needs. */
export interface LateHolder {
  bookingId: string;
  customer: string;
  item: string;
  returnDate: string;
}

/**
 * The late bookings whose items are not back for this booking, when it starts within a day (or has
 * started) and is not yet picked up: each holds an item this booking has a line for.
 */
export function lateHolders(
  b: Pick<Booking, 'id' | 'status' | 'pickup_date' | 'line_items'>,
  overdue: readonly Pick<Booking, 'id' | 'customer' | 'return_date' | 'line_items'>[],
  now: Date,
): LateHolder[] {
  if (b.status !== 'pending' && b.status !== 'confirmed') return [];
  if (Date.parse(b.pickup_date) - now.getTime() > SOON_MS) return [];
  const needed = new Set(b.line_items.map((l) => l.fleet_item_id));
  return overdue.flatMap((o) =>
    o.id === b.id
      ? []
      : o.line_items
          .filter((l) => needed.has(l.fleet_item_id))
          .map((l) => ({
            bookingId: o.id,
            customer: o.customer.name,
            item: l.fleet_item_name,
            returnDate: o.return_date,
          })),
  );
}
