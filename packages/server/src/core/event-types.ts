/**
 * The kinds of event the server emits: what an event's `type` names and what a webhook endpoint
 * subscribes to (below the features, so a record's declaration can list them too).
 */
export const EVENT_TYPES = [
  'booking.created',
  'booking.updated',
  'booking.confirmed',
  'booking.activated',
  'booking.completed',
  'booking.cancelled',
  'booking.extended',
  'booking.item_swapped',
  'booking.expired',
  'booking.overdue',
  'payment.received',
  'webhook_endpoint.disabled',
  'deposit.authorized',
  'deposit.captured',
  'deposit.released',
  'deposit.renewal_failed',
  'payment.refunded',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];
