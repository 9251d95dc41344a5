/**
 * The event envelope as the events API returns it (and webhook bodies carry it), the list query, and
 * the schema of each event kind's `data`: booking events carry the booking as Get Booking shows it,
 * `payment.received` the payment with the booking's status after it, `webhook_endpoint.disabled` the
 * endpoint (without its secret), the deposit events the deposit and `payment.refunded` the refund,
 * each with the booking's status. `EVENT_DATA_SCHEMAS` is the one table of kind → data schema (the
 * document's discriminated union and `GET /v1/event-types` are built from it).
 */
import { z } from 'zod';
import { ActorSchema, BookingDetailSchema, bookingStatus } from '../bookings/schemas.js';
import { paginationQuery, timestamp } from '../http/schemas.js';
import { Event } from '../model/event.js';
import { DepositEventDataSchema, RefundEventDataSchema } from '../payments/schemas.js';
import { WebhookEndpointSchema } from '../webhooks/schemas.js';
import { EVENT_TYPES, type EventType } from './types.js';

export const eventType = z.enum(EVENT_TYPES);

export const PaymentReceivedDataSchema = z
  .strictObject({
    id: z.string(),
    booking_id: z.string(),
    amount: z.int(),
    method: z.string().nullable(),
    reference: z.string().nullable(),
    created_at: timestamp,
    booking_status: bookingStatus.meta({ description: 'The booking status after the payment' }),
    actor: ActorSchema,
  })
  .meta({ id: 'PaymentReceivedData' });

/** Each event kind's `data`. */
export const EVENT_DATA_SCHEMAS = {
  'booking.created': BookingDetailSchema,
  'booking.updated': BookingDetailSchema,
  'booking.confirmed': BookingDetailSchema,
  'booking.activated': BookingDetailSchema,
  'booking.completed': BookingDetailSchema,
  'booking.cancelled': BookingDetailSchema,
  'booking.extended': BookingDetailSchema,
  'booking.item_swapped': BookingDetailSchema,
  'booking.expired': BookingDetailSchema,
  'booking.overdue': BookingDetailSchema,
  'payment.received': PaymentReceivedDataSchema,
  'webhook_endpoint.disabled': WebhookEndpointSchema,
  'deposit.authorized': DepositEventDataSchema,
  'deposit.captured': DepositEventDataSchema,
  'deposit.released': DepositEventDataSchema,
  'deposit.renewal_failed': DepositEventDataSchema,
  'payment.refunded': RefundEventDataSchema,
} as const satisfies Record<EventType, z.ZodType>;

/**
 * What every event carries: the declared event's fields (`model/event.ts`), with its tenant and its
 * actor (the `actor_type` and `actor_id` columns as one object); `type` and `data` come per kind.
 */
const { id, object, created_at, livemode } = Event.schema.shape;
const envelope = {
  id,
  object,
  tenant_id: z.string(),
  created_at,
  livemode,
  actor: ActorSchema.meta({ description: 'Who made the change the event tells of; the server itself for a sweeper' }),
};

type BookingEventType = Extract<EventType, `booking.${string}`>;
const BOOKING_EVENT_TYPES = EVENT_TYPES.filter((t): t is BookingEventType => t.startsWith('booking.'));
type DepositEventType = Extract<EventType, `deposit.${string}`>;
const DEPOSIT_EVENT_TYPES = EVENT_TYPES.filter((t): t is DepositEventType => t.startsWith('deposit.'));

/** The component each kind's event is documented as. */
const eventSchemaId = (t: EventType): string =>
  t === 'payment.received'
    ? 'PaymentReceivedEvent'
    : t === 'webhook_endpoint.disabled'
      ? 'WebhookEndpointDisabledEvent'
      : t === 'payment.refunded'
        ? 'PaymentRefundedEvent'
        : t.startsWith('deposit.')
          ? 'DepositEvent'
          : 'BookingEvent';

/** An event: a union discriminated by `type`, so a consumer that checks `type` gets `data` typed. */
export const EventSchema = z
  .discriminatedUnion('type', [
    z
      .strictObject({ ...envelope, type: z.enum(BOOKING_EVENT_TYPES), data: BookingDetailSchema })
      .meta({ id: 'BookingEvent' }),
    z
      .strictObject({ ...envelope, type: z.literal('payment.received'), data: PaymentReceivedDataSchema })
      .meta({ id: 'PaymentReceivedEvent' }),
    z
      .strictObject({ ...envelope, type: z.literal('webhook_endpoint.disabled'), data: WebhookEndpointSchema })
      .meta({ id: 'WebhookEndpointDisabledEvent' }),
    z
      .strictObject({ ...envelope, type: z.enum(DEPOSIT_EVENT_TYPES), data: DepositEventDataSchema })
      .meta({ id: 'DepositEvent' }),
    z
      .strictObject({ ...envelope, type: z.literal('payment.refunded'), data: RefundEventDataSchema })
      .meta({ id: 'PaymentRefundedEvent' }),
  ])
  .meta({
    id: 'Event',
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(EVENT_TYPES.map((t) => [t, `#/components/schemas/${eventSchemaId(t)}`])),
    },
  });

export const EventListQuery = z.strictObject({
  ...paginationQuery,
  type: eventType.optional(),
  actor_id: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .meta({ description: "Only the events of this actor: a staff member's, an API key's or a system actor's id" }),
});
