/**
 * Overdue bookings. A booking is overdue while it is active and past its return date plus the
 * smallest late-fee grace among its lines' policies (`isOverdue`, with the grace the store reads for
 * the list filter too); the sweeper tells once: one `booking.overdue` event per
 * booking, within a sweep interval of it turning overdue, however many processes sweep one
 * database.
 */
import { SYSTEM } from '../../core/actor.js';
import type { Store } from '../../store/store.js';
import { emitBookingEvent } from '../emit.js';
import { isOverdue } from '../status.js';
import { SWEEP_BATCH, sweepEach } from './sweep.js';

/**
 * Emit `booking.overdue` for the active bookings overdue at `now` that have not had it; returns how
 * many this call emitted. Each booking is re-read under its lock with its grace as it is now, and claimed by a conditional UPDATE of `overdue_notified_at` in the transaction that records
 * the event: the one process whose UPDATE changed the row emits, every other finds it claimed. A
 * booking returned or extended since it was found is no longer overdue and gets nothing.
 */
export async function sweepOverdue(store: Store, now: Date, limit = SWEEP_BATCH): Promise<number> {
  const at = now.toISOString();
  return sweepEach(
    store,
    (tx) => tx.bookings.overdueUnnotified(at, limit),
    async (tx, scope, row) => {
      const grace = (await tx.bookings.gracesOf(scope, [row.id])).get(row.id) ?? 0;
      if (!isOverdue(row, grace, now.getTime())) return false;
      if (!(await tx.bookings.claimOverdue(scope, row.id, at))) return false;
      await emitBookingEvent(tx, scope, row.id, 'booking.overdue', at, SYSTEM.overdueSweeper);
      return true;
    },
  );
}
