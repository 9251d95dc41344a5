/**
 * Expiring holds. A pending booking with `expires_at` holds nothing from that instant (the
 * availability check leaves it out), whether or not it has been swept; sweeping then makes it
 * visible: the booking is cancelled with reason `expired`, its coupon redemption is given back and
 * one `booking.expired` event is recorded, all in one transaction per booking.
 */
import { SYSTEM } from '../../core/actor.js';
import type { Store } from '../../store/store.js';
import { applyCancel, type OnCancel } from '../changes.js';
import { emitBookingEvent } from '../emit.js';
import { isExpired } from '../status.js';
import { SWEEP_BATCH, sweepEach } from './sweep.js';

/**
 * Cancel the pending bookings past their `expires_at` at `now`; returns how many this call cancelled.
 * Safe with many processes sweeping one database: each booking is re-read under its row lock and
 * cancelled only while it is still pending and expired, so it is cancelled (and its event recorded)
 * once, and a payment that confirmed it first wins.
 */
export async function sweepExpired(store: Store, now: Date, limit = SWEEP_BATCH, onCancel?: OnCancel): Promise<number> {
  const at = now.toISOString();
  return sweepEach(
    store,
    (tx) => tx.bookings.expiredPending(at, limit),
    async (tx, scope, row) => {
      if (!isExpired(row, now)) return false;
      await applyCancel(tx, scope, row, 'expired', at, SYSTEM.expirySweeper, onCancel);
      await emitBookingEvent(tx, scope, row.id, 'booking.expired', at, SYSTEM.expirySweeper);
      return true;
    },
  );
}
