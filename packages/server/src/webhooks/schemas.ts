/** Request and response schemas of webhook endpoints and their deliveries. */
import { z } from 'zod';
import { LIMITS } from '../core/limits.js';
import { EVENT_TYPES } from '../events/types.js';
import {
  description,
  id,
  instant,
  livemode,
  paginationQuery,
  recordBase,
  timestamp,
  updateOf,
} from '../http/schemas.js';

export const MAX_URL_LENGTH = LIMITS.max_url_length;

/**
 * The characters of a URI (RFC 3986: unreserved, reserved, and `%` with two hex digits), which the
 * document's `format: uri` allows: a non-ASCII character, a space or a `<` inside is percent-encoded
 * by the sender, not by the WHATWG parser here, so the URL stored is the one the sender wrote.
 */
const URI_CHARACTERS = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;

/** An absolute http(s) URI with a host, as the WHATWG URL parser reads it, without credentials. */
export function isWebhookUrl(s: string): boolean {
  if (!URI_CHARACTERS.test(s)) return false;
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    return false;
  }
  // No credentials in the URL: they would be echoed by every read of the endpoint. Receivers
  // authenticate our requests by the signature.
  if (u.username !== '' || u.password !== '') return false;
  return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
}

export const webhookUrl = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine(isWebhookUrl, {
    message: 'must be an absolute http or https URL without credentials, its other characters percent-encoded',
  })
  .meta({
    format: 'uri',
    // http(s), a host with no user:password@, no surrounding whitespace (the refinement is the rule).
    pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#@]+([/?#].*)?(?<=\\S)$',
    description: 'Absolute http or https URL without credentials (user:password@) that receives the POSTs',
  });

const subscribedType = z.enum([...EVENT_TYPES, '*']);
const realKinds = { type: 'array', items: { type: 'string', enum: [...EVENT_TYPES] } };

/** Non-empty, no duplicates (param names the second), known kinds, or exactly `["*"]`. */
export const subscribedEvents = z
  .array(subscribedType)
  .min(1)
  .max(EVENT_TYPES.length)
  .superRefine((events, ctx) => {
    const seen = new Set<string>();
    events.forEach((e, i) => {
      if (seen.has(e)) ctx.addIssue({ code: 'custom', message: `${e} is listed twice`, path: [i], input: e });
      seen.add(e);
    });
    if (events.includes('*') && events.length > 1 && seen.size === events.length) {
      const i = events[0] === '*' ? 1 : events.indexOf('*');
      ctx.addIssue({ code: 'custom', message: '"*" must be the only entry', path: [i], input: events[i] });
    }
  })
  // What the refinement checks, for the document: distinct kinds, or "*" alone.
  .meta({
    description: 'Event kinds to receive (no duplicates), or ["*"] for all',
    uniqueItems: true,
    anyOf: [realKinds, { type: 'array', prefixItems: [{ const: '*' }], minItems: 1, maxItems: 1 }],
  });

export const WebhookEndpointCreate = z.strictObject({
  url: webhookUrl,
  events: subscribedEvents,
  description: description.nullable().optional(),
  active: z.boolean().default(true),
});
export const WebhookEndpointUpdate = updateOf(WebhookEndpointCreate);

const endpointFields = {
  ...recordBase,
  object: z.literal('webhook_endpoint'),
  url: z.string(),
  events: z.array(subscribedType).meta({ description: 'The kinds it receives, or ["*"] for all' }),
  description: z.string().nullable(),
  active: z.boolean(),
  disabled_reason: z
    .enum(['gone', 'failing'])
    .nullable()
    .meta({
      description:
        'Why the server disabled it: gone (the receiver answered 410) or failing (every attempt failed for ' +
        'WEBHOOK_DISABLE_AFTER_HOURS); null if it never did or since it was re-enabled (also when you set active: false)',
    }),
  disabled_at: timestamp.nullable().meta({ description: 'When the server disabled it; null with disabled_reason' }),
};
export const WebhookEndpointSchema = z.strictObject(endpointFields).meta({ id: 'WebhookEndpoint' });
export const WebhookEndpointWithSecretSchema = z
  .strictObject({
    ...endpointFields,
    secret: z.string().meta({ description: 'whsec_…; returned only by create and rotate-secret' }),
  })
  .meta({ id: 'WebhookEndpointWithSecret' });

export const WebhookEndpointListQuery = z.strictObject({ ...paginationQuery });

// ---------------------------------------------------------------------------------------- deliveries
export const DeliveryAttemptSchema = z.strictObject({
  attempted_at: timestamp,
  response_status: z.int().nullable(),
  error: z.string().nullable().meta({
    description: 'null, or timeout, connection_failed, url_private, http_<status>, endpoint_disabled',
  }),
  duration_ms: z.int(),
});

export const deliveryStatus = z.enum(['pending', 'succeeded', 'failed']);

export const WebhookDeliverySchema = z
  .strictObject({
    id: z.string(),
    object: z.literal('webhook_delivery'),
    event_id: z.string(),
    endpoint_id: z.string(),
    status: deliveryStatus,
    attempts: z.array(DeliveryAttemptSchema),
    next_attempt_at: timestamp.nullable(),
    livemode,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'WebhookDelivery' });

export const DeliveryListQuery = z.strictObject({
  ...paginationQuery,
  status: deliveryStatus.optional(),
  event_id: id.optional(),
  event_type: z.enum(EVENT_TYPES).optional().meta({ description: 'Only deliveries of events of this kind' }),
});

export const RedeliverRequest = z.strictObject({ event_id: id });

// ---------------------------------------------------------------------------- rotation and recovery
export const MAX_SECRET_OVERLAP_S = 86_400;

export const RotateSecretRequest = z.strictObject({
  expire_previous_in_seconds: z
    .int()
    .min(0)
    .max(MAX_SECRET_OVERLAP_S)
    .optional()
    .meta({
      description:
        'Seconds the replaced secret keeps signing next to the new one (two v1 signatures), 0 to 86400; ' +
        'default 0: the new secret only, at once',
    }),
});

export const RecoverRequest = z.strictObject({
  since: instant.meta({
    description:
      'Re-send every event created at or after this instant whose latest delivery to the endpoint failed ' +
      "(ISO 8601; without an offset, the tenant's wall-clock time)",
  }),
});

export const RecoverySchema = z
  .strictObject({
    object: z.literal('recovery'),
    endpoint_id: z.string(),
    since: timestamp,
    deliveries_created: z.int().meta({ description: 'New pending deliveries, one per event re-sent' }),
  })
  .meta({ id: 'WebhookRecovery' });
