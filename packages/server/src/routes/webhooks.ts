/** `/v1/webhook-endpoints`: CRUD, rotate-secret, the deliveries list and redelivery (SPEC section 7). */
import type { AppServices } from '../app.js';
import { pageRequest } from '../http/pagination.js';
import { type RouteDef, route } from '../http/route.js';
import { DeletedSchema, listOf } from '../schemas/common.js';
import {
  DeliveryListQuery,
  RedeliverRequest,
  WebhookDeliverySchema,
  WebhookEndpointCreate,
  WebhookEndpointListQuery,
  WebhookEndpointSchema,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecretSchema,
} from '../schemas/webhooks.js';
import {
  createWebhookEndpoint,
  type DeliveryFilters,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  redeliverEvent,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '../services/webhooks.js';

const PATH = '/v1/webhook-endpoints';
const TAG = 'Webhook endpoints';

export function webhookRoutes(s: AppServices): RouteDef[] {
  return [
    route<Record<string, string | undefined>>({
      method: 'GET',
      path: PATH,
      operationId: 'listWebhookEndpoints',
      summary: 'List webhook endpoints, newest first (secrets are never listed)',
      tag: TAG,
      query: WebhookEndpointListQuery,
      response: listOf(WebhookEndpointSchema),
      handler: ({ query, scope }) => ({
        body: listWebhookEndpoints(s.db, scope, PATH, pageRequest(query, PATH, scope, {})),
      }),
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
      handler: ({ body, scope }) => ({ status: 201, body: createWebhookEndpoint(s.db, scope, body, s.clock()) }),
    }),
    route({
      method: 'GET',
      path: `${PATH}/:id`,
      operationId: 'getWebhookEndpoint',
      summary: 'Retrieve a webhook endpoint (without its secret)',
      tag: TAG,
      response: WebhookEndpointSchema,
      errors: [404],
      handler: ({ params, scope }) => ({ body: getWebhookEndpoint(s.db, scope, params.id as string) }),
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
      handler: ({ params, body, scope }) => ({
        body: updateWebhookEndpoint(s.db, scope, params.id as string, body, s.clock()),
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
      handler: ({ params, scope }) => ({ body: deleteWebhookEndpoint(s.db, scope, params.id as string, s.clock()) }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/rotate-secret`,
      operationId: 'rotateWebhookEndpointSecret',
      summary: 'Replace the signing secret; the next attempt of every delivery signs with the new one only',
      tag: TAG,
      response: WebhookEndpointWithSecretSchema,
      errors: [404],
      handler: ({ params, scope }) => ({ body: rotateWebhookSecret(s.db, scope, params.id as string, s.clock()) }),
    }),
    route<Record<string, string | undefined>>({
      method: 'GET',
      path: `${PATH}/:id/deliveries`,
      operationId: 'listWebhookDeliveries',
      summary: "List an endpoint's deliveries with their attempts, newest first",
      tag: TAG,
      query: DeliveryListQuery,
      response: listOf(WebhookDeliverySchema),
      errors: [404],
      handler: ({ params, query, scope }) => {
        const id = params.id as string;
        const path = `${PATH}/${id}/deliveries`;
        const filters: DeliveryFilters = {
          ...(query.status === undefined ? {} : { status: query.status as DeliveryFilters['status'] }),
          ...(query.event_id === undefined ? {} : { event_id: query.event_id }),
        };
        return {
          body: listWebhookDeliveries(s.db, scope, id, path, pageRequest(query, path, scope, { ...filters }), filters),
        };
      },
    }),
    route<unknown, { event_id: string }>({
      method: 'POST',
      path: `${PATH}/:id/deliveries`,
      operationId: 'redeliverWebhookEvent',
      summary: 'Send an event to this endpoint again: a new delivery with its own attempts',
      tag: TAG,
      body: RedeliverRequest,
      response: WebhookDeliverySchema,
      status: 201,
      errors: [404],
      handler: ({ params, body, scope }) => ({
        status: 201,
        body: redeliverEvent(s.db, scope, params.id as string, body.event_id, s.clock()),
      }),
    }),
  ];
}
