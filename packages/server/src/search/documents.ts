/**
 * Writing search documents. A booking's is written with its stored view (every change of a booking
 * stores its view; a view rebuilt in the background writes it too): its own text (its id and the
 * identifiers of the units out on it or returned from it) and its customer's as the booking shows
 * them. A customer's is written when the customer is; a change of the customer also rewrites the
 * customer's text of their bookings.
 */
import type { Scope } from '../core/scope.js';
import type { CustomerRecord } from '../model/customer.js';
import type { Tx } from '../store/store.js';
import { documentText, personText } from './fold.js';

/** What a booking's document is made of: its view's id, customer and the units of its lines. */
export interface BookingOfDocument {
  id: string;
  customer_id: string;
  customer: { name: string; email: string; phone: string };
  line_items: readonly { unit_ids: readonly string[] }[];
}

const orNull = (s: string) => (s === '' ? null : s);

/** Write the documents of `bookings` (each only where it changed). */
export async function writeBookingDocuments(
  tx: Tx,
  scope: Scope,
  bookings: readonly BookingOfDocument[],
): Promise<void> {
  if (bookings.length === 0) return;
  const unitIds = bookings.flatMap((b) => b.line_items.flatMap((l) => l.unit_ids));
  const units = unitIds.length === 0 ? new Map() : await tx.units.getMany(scope, unitIds);
  await tx.search.putBookingDocuments(
    scope,
    bookings.map((b) => ({
      booking_id: b.id,
      customer_id: b.customer_id,
      own_text: documentText([
        b.id,
        ...b.line_items.flatMap((l) => l.unit_ids.map((u) => units.get(u)?.identifier ?? null)),
      ]),
      customer_text: personText({
        name: b.customer.name,
        email: orNull(b.customer.email),
        phone: orNull(b.customer.phone),
      }),
    })),
  );
}

/**
 * A customer was created or changed: their document, and the customer's text of their bookings
 * (which show the customer as they are now).
 */
export async function writeCustomerDocument(tx: Tx, scope: Scope, customer: CustomerRecord): Promise<void> {
  const text = personText(customer);
  await tx.search.fillCustomerDocument(scope, customer.id, text);
  await tx.search.setBookingsCustomerText(scope, customer.id, text);
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
