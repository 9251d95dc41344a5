/** Search documents of bookings rewritten for a change outside the booking (a unit renamed). */
import type { Scope } from '../../core/scope.js';
import { writeBookingDocuments } from '../../search/documents.js';
import type { Tx } from '../../store/store.js';
import { toViews } from '../views.js';

/** The bookings a unit was picked up on find it by its new identifier (and no longer by the old one). */
export async function reindexBookingsOfUnit(
  tx: Tx,
  scope: Scope,
  unit: { id: string; fleet_item_id: string },
): Promise<void> {
  const ids = await tx.search.bookingsWithUnit(scope, unit.fleet_item_id, unit.id);
  if (ids.length === 0) return;
  await writeBookingDocuments(
    tx,
    scope,
    await toViews(tx, scope, await tx.bookings.getBookings(scope, ids), undefined),
  );
}
