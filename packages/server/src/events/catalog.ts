/**
 * The catalog of event kinds (`GET /v1/event-types`): each kind with a description and the JSON
 * Schema (2020-12) of its `data`, generated from `EVENT_DATA_SCHEMAS`, the same zod schemas the
 * OpenAPI document's `Event` union is built from. Each schema is self-contained (`$defs` inside).
 */
import { z } from 'zod';
import { EVENT_DATA_SCHEMAS } from './schemas.js';
import { EVENT_TYPES, type EventType } from './types.js';

const DESCRIPTIONS: Record<EventType, string> = {
  'booking.created': 'A booking was created (pending). data: the booking as Get Booking returns it.',
  'booking.updated':
    'A booking changed without a status change (notes, pickup location). data: the booking as Get Booking returns it.',
  'booking.confirmed':
    'A booking was confirmed (PATCH, or its first payment). data: the booking as Get Booking returns it.',
  'booking.activated': 'A booking became active (picked up). data: the booking as Get Booking returns it.',
  'booking.completed': 'A booking was completed (returned). data: the booking as Get Booking returns it.',
  'booking.cancelled': 'A booking was cancelled. data: the booking as Get Booking returns it.',
  'booking.extended': 'A booking was extended and re-priced. data: the booking as Get Booking returns it.',
  'booking.item_swapped':
    "A line item's fleet item was swapped and the booking re-priced. data: the booking as Get Booking returns it.",
  'booking.expired':
    'A pending booking passed its expires_at and was cancelled with reason expired (its units and coupon released). ' +
    'data: the booking as Get Booking returns it.',
  'booking.overdue':
    "An active booking passed its return date plus the tenant's late-fee grace without being returned; sent once per booking. " +
    'data: the booking as Get Booking returns it (overdue true).',
  'payment.received':
    'A payment was recorded on a booking. data: the payment with the booking status after it (booking_status).',
  'webhook_endpoint.disabled':
    'The server disabled another webhook endpoint of this mode: its receiver answered 410 (disabled_reason gone) ' +
    'or every attempt failed for WEBHOOK_DISABLE_AFTER_HOURS (failing). data: the endpoint without its secret.',
  'deposit.authorized':
    "A booking's deposit hold was authorised by the card, or renewed by the server before it lapsed (renewals counts them). " +
    'data: the deposit with the booking status (booking_status).',
  'deposit.captured':
    'A deposit was captured (in part or all; the rest released) at a return, and recorded as a deposit_capture ' +
    'adjustment and a payment (a payment.received follows). data: the deposit with the booking status.',
  'deposit.released':
    'A deposit hold was released: asked for, the booking cancelled or expired, or 48 hours after the return. ' +
    'data: the deposit with the booking status.',
  'deposit.renewal_failed':
    'The card refused a renewal of a deposit hold: the old authorisation stays capturable until its capture_before, then the deposit expires. ' +
    'data: the deposit with the booking status.',
  'payment.refunded':
    "A refund of a booking's payment succeeded (amount_paid fell by its amount). data: the refund with the booking status.",
};

export interface EventTypeEntry {
  type: EventType;
  description: string;
  schema: Record<string, unknown>;
}

let catalog: EventTypeEntry[] | undefined;

/** One entry per kind, in the order of `EVENT_TYPES` (built once). */
export function eventTypeCatalog(): EventTypeEntry[] {
  catalog ??= EVENT_TYPES.map((type) => ({
    type,
    description: DESCRIPTIONS[type],
    schema: z.toJSONSchema(EVENT_DATA_SCHEMAS[type], {
      target: 'draft-2020-12',
      io: 'output',
      unrepresentable: 'any',
    }),
  }));
  return catalog;
}
