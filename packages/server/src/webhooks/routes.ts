/** `/v1/webhook-endpoints`: CRUD, rotate-secret, the deliveries list, redelivery and recovery. */
import { listResult, type RouteDef, route } from '../http/route.js';
import { DeletedSchema, listOf } from '../http/schemas.js';
import { listWebhookDeliveries, recoverDeliveries, redeliverEvent } from './deliveries.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from './endpoints.js';
import {
  DeliveryListQuery,
  RecoverRequest,
  RecoverySchema,
  RedeliverRequest,
  RotateSecretRequest,
  WebhookDeliverySchema,
  WebhookEndpointCreate,
  WebhookEndpointListQuery,
  WebhookEndpointSchema,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecretSchema,
} from './schemas.js';

const PATH = '/v1/webhook-endpoints';
const TAG = 'Webhook endpoints';

export function webhookRoutes(): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: PATH,
      operationId: 'listWebhookEndpoints',
      summary: 'List webhook endpoints, newest first (secrets are never listed)',
      tag: TAG,
      list: true,
      query: WebhookEndpointListQuery,
      response: listOf(WebhookEndpointSchema),
      handler: async ({ tx, scope, page }) => listResult(await listWebhookEndpoints(tx, scope, page)),
    }),
    route({
      method: 'POST',
      path: PATH,
      operationId: 'createWebhookEndpoint',
      summary: 'Create a webhook endpoint; the response carries its signing secret (shown only here)',
      tag: TAG,
      body: WebhookEndpointCreate,
      response: WebhookEndpointWithSecretSchema,
      status: 201,
      example: {
        request: { url: 'https://example.com/hooks/rentline', events: ['booking.created', 'payment.received'] },
      },
      handler: async ({ tx, body, scope, now }) => ({
        status: 201,
        body: await createWebhookEndpoint(tx, scope, body, now),
      }),
    }),
    route({
      method: 'GET',
      path: `${PATH}/:id`,
      operationId: 'getWebhookEndpoint',
      summary: 'Retrieve a webhook endpoint (without its secret)',
      tag: TAG,
      response: WebhookEndpointSchema,
      errors: [404],
      handler: async ({ tx, params, scope }) => ({ body: await getWebhookEndpoint(tx, scope, params.id) }),
    }),
    route({
      method: 'PATCH',
      path: `${PATH}/:id`,
      operationId: 'updateWebhookEndpoint',
      summary: 'Update a webhook endpoint (url, events, description, active)',
      tag: TAG,
      body: WebhookEndpointUpdate,
      response: WebhookEndpointSchema,
      errors: [404],
      handler: async ({ tx, params, body, scope, now }) => ({
        body: await updateWebhookEndpoint(tx, scope, params.id, body, now),
      }),
    }),
    route({
      method: 'DELETE',
      path: `${PATH}/:id`,
      operationId: 'deleteWebhookEndpoint',
      summary: 'Delete a webhook endpoint; its pending deliveries are marked failed',
      tag: TAG,
      response: DeletedSchema,
      errors: [404],
      handler: async ({ tx, params, scope, now }) => ({
        body: await deleteWebhookEndpoint(tx, scope, params.id, now),
      }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/rotate-secret`,
      operationId: 'rotateWebhookEndpointSecret',
      summary:
        'Replace the signing secret; with expire_previous_in_seconds the old one keeps signing next to it until then',
      tag: TAG,
      body: RotateSecretRequest,
      response: WebhookEndpointWithSecretSchema,
      errors: [404],
      example: { request: { expire_previous_in_seconds: 3600 } },
      handler: async ({ tx, params, body, scope, now }) => ({
        body: await rotateWebhookSecret(tx, scope, params.id, now, body.expire_previous_in_seconds ?? 0),
      }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/recover`,
      operationId: 'recoverWebhookEndpoint',
      summary: 'Send again every event since an instant whose latest delivery to this endpoint failed',
      tag: TAG,
      body: RecoverRequest,
      response: RecoverySchema,
      errors: [404],
      example: { request: { since: '2026-07-01T00:00:00Z' } },
      handler: async ({ tx, params, body, scope, now }) => ({
        body: await recoverDeliveries(tx, scope, params.id, body.since, now),
      }),
    }),
    route({
      method: 'GET',
      path: `${PATH}/:id/deliveries`,
      operationId: 'listWebhookDeliveries',
      summary:
        "List an endpoint's deliveries with their attempts, newest first (filters: status, event_id, event_type)",
      tag: TAG,
      list: true,
      query: DeliveryListQuery,
      response: listOf(WebhookDeliverySchema),
      errors: [404],
      handler: async ({ tx, params, query, scope, page }) =>
        listResult(
          await listWebhookDeliveries(tx, scope, params.id, page, {
            status: query.status,
            event_id: query.event_id,
            event_type: query.event_type,
          }),
        ),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/deliveries`,
      operationId: 'redeliverWebhookEvent',
      summary: 'Send an event to this endpoint again: a new delivery with its own attempts',
      tag: TAG,
      body: RedeliverRequest,
      response: WebhookDeliverySchema,
      status: 201,
      errors: [404],
      handler: async ({ tx, params, body, scope, now }) => ({
        status: 201,
        body: await redeliverEvent(tx, scope, params.id, body.event_id, now),
      }),
    }),
  ];
}
