/** Money, dates and statuses as every screen shows them: in the tenant's currency and time zone. */
import { useCurrency, useTimeZone } from '../api/context.js';
import type { BookingStatus } from '../api/types.js';
import { formatMoney } from '../lib/money.js';
import { formatDateTime } from '../lib/time.js';

export function Money({ cents, className }: { cents: number; className?: string }) {
  const currency = useCurrency();
  return <span className={`money ${className ?? ''}`}>{formatMoney(cents, currency)}</span>;
}

export function useMoney(): (cents: number) => string {
  const currency = useCurrency();
  return (cents) => formatMoney(cents, currency);
}

export function When({ iso }: { iso: string }) {
  const zone = useTimeZone();
  return <time dateTime={iso}>{formatDateTime(iso, zone)}</time>;
}

const STATUS_LABEL: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  active: 'Out',
  completed: 'Returned',
  cancelled: 'Cancelled',
};

export const statusLabel = (s: BookingStatus) => STATUS_LABEL[s];

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`badge status-${status}`}>{STATUS_LABEL[status]}</span>;
}
