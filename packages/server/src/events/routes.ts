/**
 * `GET /v1/events` and `GET /v1/events/:id`: the event log of the key's tenant and mode;
 * `GET /v1/event-types`: the kinds and the JSON Schema of each one's `data`.
 */
import { z } from 'zod';
import { listResult, type RouteDef, route } from '../http/route.js';
import { listOf } from '../http/schemas.js';
import { eventTypeCatalog } from './catalog.js';
import { EventListQuery, EventSchema, eventType } from './schemas.js';
import { getEvent, listEvents } from './service.js';

const PATH = '/v1/events';

const EventTypeSchema = z
  .strictObject({
    type: eventType,
    description: z.string(),
    schema: z
      .record(z.string(), z.unknown())
      .meta({ description: 'JSON Schema (2020-12) of the data of events of this kind; self-contained ($defs)' }),
  })
  .meta({ id: 'EventType' });

const EventTypeListSchema = z.strictObject({
  object: z.literal('list'),
  data: z.array(EventTypeSchema),
  has_more: z.literal(false),
  next_cursor: z.null(),
});

export function eventRoutes(): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: PATH,
      operationId: 'listEvents',
      summary: 'List events, newest first (filters: type, actor_id)',
      tag: 'Events',
      list: true,
      query: EventListQuery,
      response: listOf(EventSchema),
      handler: async ({ tx, query, scope, page }) =>
        listResult(await listEvents(tx, scope, page, { type: query.type, actor_id: query.actor_id })),
    }),
    route({
      method: 'GET',
      path: `${PATH}/:id`,
      operationId: 'getEvent',
      summary: 'Retrieve an event (the envelope webhook deliveries carry)',
      tag: 'Events',
      response: EventSchema,
      errors: [404],
      handler: async ({ tx, params, scope }) => ({ body: await getEvent(tx, scope, params.id) }),
    }),
    route({
      method: 'GET',
      path: '/v1/event-types',
      operationId: 'listEventTypes',
      summary: 'List the event kinds, each with a description and the JSON Schema of its data (one page, all kinds)',
      tag: 'Events',
      access: 'none',
      response: EventTypeListSchema,
      handler: () => ({ body: { object: 'list', data: eventTypeCatalog(), has_more: false, next_cursor: null } }),
    }),
  ];
}
