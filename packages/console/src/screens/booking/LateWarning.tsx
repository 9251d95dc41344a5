/** A booking about to start whose items are still out on a late booking says so, with a link to each. */
import { Link } from 'wouter';
import { useTimeZone } from '../../api/context.js';
import { useOverdue } from '../../api/queries.js';
import type { BookingDetail } from '../../api/types.js';
import { lateHolders } from '../../lib/booking-text.js';
import { formatDateTime } from '../../lib/time.js';

export function LateWarning({ booking }: { booking: BookingDetail }) {
  const overdue = useOverdue();
  const zone = useTimeZone();
  const holders = lateHolders(booking, overdue.data ?? [], new Date());
  if (holders.length === 0) return null;
  return (
    <div className="warning" role="note" aria-label="Items not back">
      <p>Not back yet for this booking:</p>
      <ul>
        {holders.map((h) => (
          <li key={`${h.bookingId}-${h.item}`}>
            {h.item} is still out with <Link href={`/bookings/${h.bookingId}`}>{h.customer}</Link>, due back{' '}
            {formatDateTime(h.returnDate, zone)}.
          </li>
        ))}
      </ul>
    </div>
  );
}
