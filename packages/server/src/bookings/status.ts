/**
 * The booking status machine: `pending → confirmed | cancelled`, `confirmed → active | cancelled`,
 * `active → completed`; `completed` and `cancelled` are final. Also which event each status change
 * emits, and which bookings hold their units.
 */
import { RentlineError } from '../core/errors.js';
import type { EventType } from '../events/types.js';
import { type BookingRow, type BookingStatus, HOLDING_STATUSES } from '../store/queries/bookings.js';

export const TRANSITIONS: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['active', 'cancelled'],
  active: ['completed'],
  completed: [],
  cancelled: [],
};

export const STATUS_EVENT: Readonly<Record<Exclude<BookingStatus, 'pending'>, EventType>> = {
  confirmed: 'booking.confirmed',
  active: 'booking.activated',
  completed: 'booking.completed',
  cancelled: 'booking.cancelled',
};

export const isHolding = (status: BookingStatus) => HOLDING_STATUSES.includes(status);

export const canTransition = (from: BookingStatus, to: BookingStatus) => TRANSITIONS[from].includes(to);

/** "A pending booking", "An active booking": the article the status takes. */
export const aBooking = (status: string) => `${/^[aeiou]/.test(status) ? 'An' : 'A'} ${status} booking`;

export const invalidTransition = (from: BookingStatus, to: string, param?: string) =>
  new RentlineError('booking_invalid_transition', `${aBooking(from)} cannot become ${to}.`, param);

/**
 * Whether a booking is overdue at `atMs`: active and past its return date plus `graceMinutes` (the
 * smallest grace among its lines' late-fee policies, 0 for a line without one).
 */
export const isOverdue = (row: Pick<BookingRow, 'status' | 'return_date'>, graceMinutes: number, atMs: number) =>
  row.status === 'active' && atMs > Date.parse(row.return_date) + graceMinutes * 60_000;

/** Whether a pending booking's hold has run out at `now` (it holds nothing, swept or not). */
export const isExpired = (row: BookingRow, now: Date) =>
  row.status === 'pending' && row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime();

/** No payment, update or action on a pending booking past its `expires_at`. */
export function ensureNotExpired(row: BookingRow, now: Date): void {
  if (isExpired(row, now)) {
    throw new RentlineError('booking_expired', `Booking ${row.id} expired at ${row.expires_at}; create a new one.`);
  }
}

/** Extend and swap work on bookings that still hold their units. */
export function ensureModifiable(row: BookingRow, action: string): void {
  if (!isHolding(row.status)) {
    throw new RentlineError('booking_invalid_transition', `${aBooking(row.status)} cannot be ${action}.`);
  }
}
