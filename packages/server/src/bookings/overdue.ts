/**
 * Overdue bookings. A booking is overdue while it is active and past its return date plus the
 * tenant's late-fee grace (`isOverdue`); the sweeper tells once: one `booking.overdue` event per
 * booking, within a sweep interval of it turning overdue, however many processes sweep one
 * database.
 */
import type { Scope } from '../core/scope.js';
import type { Store } from '../store/store.js';
import { loadTenant } from '../tenants/service.js';
import { emitBookingEvent } from './emit.js';
import { isOverdue } from './status.js';

/** Bookings one sweep looks at; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Emit `booking.overdue` for the active bookings overdue at `now` that have not had it; returns how
 * many this call emitted. Each booking is re-read under its lock with the tenant's grace as it is
 * now, and claimed by a conditional UPDATE of `overdue_notified_at` in the transaction that records
 * the event: the one process whose UPDATE changed the row emits, every other finds it claimed. A
 * booking returned or extended since it was found is no longer overdue and gets nothing.
 */
export async function sweepOverdue(store: Store, now: Date, limit = SWEEP_BATCH): Promise<number> {
  const at = now.toISOString();
  const due = await store.read((tx) => tx.bookings.overdueUnnotified(at, limit));
  let notified = 0;
  for (const b of due) {
    const scope: Scope = { tenantId: b.tenant_id, livemode: b.livemode };
    const done = await store.write(async (tx) => {
      const row = await tx.bookings.getBooking(scope, b.id, { lock: true });
      if (row === undefined) return false;
      const grace = (await loadTenant(tx, scope)).settings.late_fee?.grace_minutes ?? 0;
      if (!isOverdue(row, grace, now.getTime())) return false;
      if (!(await tx.bookings.claimOverdue(scope, row.id, at))) return false;
      await emitBookingEvent(tx, scope, row.id, 'booking.overdue', at);
      return true;
    });
    if (done) notified++;
  }
  return notified;
}
