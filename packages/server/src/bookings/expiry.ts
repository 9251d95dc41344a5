/**
 * Expiring holds. A pending booking with `expires_at` holds nothing from that instant (the
 * availability check leaves it out), whether or not it has been swept; sweeping then makes it
 * visible: the booking is cancelled with reason `expired`, its coupon redemption is given back and
 * one `booking.expired` event is recorded, all in one transaction per booking.
 */
import type { Scope } from '../core/scope.js';
import type { Store } from '../store/store.js';
import { applyCancel } from './changes.js';
import { emitBookingEvent } from './emit.js';
import { isExpired } from './status.js';

/** Bookings one sweep looks at; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Cancel the pending bookings past their `expires_at` at `now`; returns how many this call cancelled.
 * Safe with many processes sweeping one database: each booking is re-read under its row lock and
 * cancelled only while it is still pending and expired, so it is cancelled (and its event recorded)
 * once, and a payment that confirmed it first wins.
 */
export async function sweepExpired(store: Store, now: Date, limit = SWEEP_BATCH): Promise<number> {
  const at = now.toISOString();
  const due = await store.read((tx) => tx.bookings.expiredPending(at, limit));
  let swept = 0;
  for (const b of due) {
    const scope: Scope = { tenantId: b.tenant_id, livemode: b.livemode };
    const done = await store.write(async (tx) => {
      const row = await tx.bookings.getBooking(scope, b.id, { lock: true });
      if (row === undefined || !isExpired(row, now)) return false;
      await applyCancel(tx, scope, row, 'expired', at);
      await emitBookingEvent(tx, scope, row.id, 'booking.expired', at);
      return true;
    });
    if (done) swept++;
  }
  return swept;
}
