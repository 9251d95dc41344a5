/** A short list of bookings, each opening the booking: who, what, when, and what is still owed. */
import { Link } from 'wouter';
import type { Booking } from '../api/types.js';
import { owes } from '../lib/booking-text.js';
import { duration } from '../lib/time.js';
import { Money, StatusBadge, When } from './format.js';

export const itemsOf = (b: Booking): string =>
  b.line_items.map((l) => `${l.quantity} × ${l.fleet_item_name}`).join(', ');

export function BookingList(p: { bookings: Booking[]; time: 'pickup' | 'return'; empty: string; now?: number }) {
  if (p.bookings.length === 0) return <p className="empty">{p.empty}</p>;
  return (
    <ul className="booking-list">
      {p.bookings.map((b) => (
        <li key={b.id} className="booking-row">
          <div className="booking-when">
            <When iso={p.time === 'pickup' ? b.pickup_date : b.return_date} />
            {p.now !== undefined && p.time === 'return' && Date.parse(b.return_date) < p.now && (
              <span className="late">late {duration(b.return_date, new Date(p.now).toISOString())}</span>
            )}
          </div>
          <div className="booking-who">
            <Link href={`/bookings/${b.id}`} className="booking-link">
              {b.customer.name}
            </Link>
            <span className="muted">{itemsOf(b)}</span>
          </div>
          <div className="booking-meta">
            <StatusBadge status={b.status} />
            {owes(b) ? (
              <span className="owed">
                owes <Money cents={b.amount_owed} />
              </span>
            ) : b.amount_owed <= 0 ? (
              <span className="paid">paid</span>
            ) : null}
            <span className="booking-id">{b.id}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
