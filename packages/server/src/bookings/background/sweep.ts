/**
 * What every sweep of bookings does: find the bookings due in one read, then handle each in a write
 * transaction of its own, re-read under its row lock. Many processes may sweep one database at
 * once, and a booking may change between the read and its turn (paid, returned, extended): `act`
 * judges the row as it is now and says whether it did anything.
 */
import type { Scope } from '../../core/scope.js';
import type { BookingRow } from '../../store/queries/bookings.js';
import type { Store, Tx } from '../../store/store.js';

/** Bookings one sweep looks at; the next sweep takes the rest. */
export const SWEEP_BATCH = 100;

/** A booking found by a sweep's read: enough to lock it again in its own scope. */
export interface DueBooking {
  tenant_id: string;
  livemode: boolean;
  id: string;
}

/** Run `act` on each booking `find` returns, one write transaction each; resolves with how many it handled. */
export async function sweepEach(
  store: Store,
  find: (tx: Tx) => Promise<DueBooking[]>,
  act: (tx: Tx, scope: Scope, row: BookingRow) => Promise<boolean>,
): Promise<number> {
  const due = await store.read(find);
  let handled = 0;
  for (const b of due) {
    const scope: Scope = { tenantId: b.tenant_id, livemode: b.livemode };
    const done = await store.write(async (tx) => {
      const row = await tx.bookings.getBooking(scope, b.id, { lock: true });
      return row !== undefined && (await act(tx, scope, row));
    });
    if (done) handled++;
  }
  return handled;
}
