/** Request and response schemas of webhook endpoints and their deliveries. */
import { z } from 'zod';
import { EVENT_TYPES } from '../events/types.js';
import { id, instant, livemode, paginationQuery, timestamp } from '../http/schemas.js';
import { createSchema, schemaWithout, updateSchema } from '../model/record.js';
import { WebhookEndpoint } from '../model/webhook-endpoint.js';

export const WebhookEndpointCreate = createSchema(WebhookEndpoint);
export const WebhookEndpointUpdate = updateSchema(WebhookEndpoint);

export const WebhookEndpointWithSecretSchema = WebhookEndpoint.schema;
export const WebhookEndpointSchema = schemaWithout(WebhookEndpoint, ['secret'], { id: 'WebhookEndpoint' });

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
