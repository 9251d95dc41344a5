/**
 * Writing search documents. A customer's holds their name, email and phone, folded; it is written
 * when the customer is. A booking is found through its customer's document while the customer
 * exists, and through its own: its id and the identifiers of the units out on it or returned from
 * it, written by the database with a new booking's row (its id alone: a new booking has no units),
 * then with its stored view (every change of a booking stores its view; a view rebuilt in the
 * background writes it too). Once its customer is deleted, a booking shows the customer as it
 * recorded them when it was made, and its document holds that text (`customer_text`; empty before).
 *
 * So a booking's document stays small (a customer's many bookings do not repeat their text), and
 * renaming a customer rewrites one document, not one per booking.
 */
import type { Scope } from '../core/scope.js';
import type { CustomerRecord } from '../model/customer.js';
import type { Tx } from '../store/store.js';
import { CUSTOMERS } from '../store/tables.js';
import { documentText, personText } from './fold.js';

/** What a booking's document is made of: its view's id, customer and the units of its lines. */
export interface BookingOfDocument {
  id: string;
  customer_id: string;
  customer: { name: string; email: string; phone: string };
  line_items: readonly { unit_ids: readonly string[] }[];
}

const orNull = (s: string) => (s === '' ? null : s);

/** A booking's own text: its id and its units' identifiers. */
async function ownTexts(tx: Tx, scope: Scope, bookings: readonly BookingOfDocument[]): Promise<string[]> {
  const unitIds = bookings.flatMap((b) => b.line_items.flatMap((l) => l.unit_ids));
  const units = unitIds.length === 0 ? new Map() : await tx.units.getMany(scope, unitIds);
  return bookings.map((b) =>
    documentText([b.id, ...b.line_items.flatMap((l) => l.unit_ids.map((u) => units.get(u)?.identifier ?? null))]),
  );
}

/**
 * Write the own text of `bookings` (each only where it changed); the customer's text a document
 * holds stays as it is. A document not written yet starts without one (the booking's customer exists).
 */
export async function writeBookingDocuments(
  tx: Tx,
  scope: Scope,
  bookings: readonly BookingOfDocument[],
): Promise<void> {
  if (bookings.length === 0) return;
  const own = await ownTexts(tx, scope, bookings);
  await tx.search.putBookingDocuments(
    scope,
    bookings.map((b, i) => ({
      booking_id: b.id,
      customer_id: b.customer_id,
      own_text: own[i] ?? '',
      customer_text: '',
    })),
    'own',
  );
}

/**
 * Write the whole documents of `bookings`, whose views were rebuilt: their own text, and the text of
 * a customer deleted since (as each booking recorded them, which its view shows).
 */
export async function rebuildBookingDocuments(
  tx: Tx,
  scope: Scope,
  bookings: readonly BookingOfDocument[],
): Promise<void> {
  if (bookings.length === 0) return;
  const own = await ownTexts(tx, scope, bookings);
  const existing = await tx.resources.existingIds(
    CUSTOMERS,
    scope,
    bookings.map((b) => b.customer_id),
  );
  await tx.search.putBookingDocuments(
    scope,
    bookings.map((b, i) => ({
      booking_id: b.id,
      customer_id: b.customer_id,
      own_text: own[i] ?? '',
      customer_text: existing.has(b.customer_id)
        ? ''
        : personText({ name: b.customer.name, email: orNull(b.customer.email), phone: orNull(b.customer.phone) }),
    })),
    'all',
  );
}

/** A customer was created or changed: their document. */
export async function writeCustomerDocument(tx: Tx, scope: Scope, customer: CustomerRecord): Promise<void> {
  await tx.search.fillCustomerDocument(scope, customer.id, personText(customer));
}

/**
 * A customer was deleted: their bookings show the customer as each booking recorded them when it
 * was made, so their documents take that text.
 */
export async function forgetCustomerDocument(tx: Tx, scope: Scope, customerId: string): Promise<void> {
  for (const snapshot of await tx.search.customerSnapshots(scope, customerId)) {
    await tx.search.setBookingsCustomerText(scope, customerId, personText(snapshot), snapshot.booking_ids);
  }
}

/** Fill the documents of customers that have none yet (written by something else than the server). */
export async function fillCustomerDocuments(tx: Tx, limit: number): Promise<number> {
  const unfilled = await tx.search.unfilledCustomers(limit);
  for (const c of unfilled) {
    await tx.search.fillCustomerDocument({ tenantId: c.tenant_id, livemode: c.livemode }, c.id, personText(c));
  }
  return unfilled.length;
}
