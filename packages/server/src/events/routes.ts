/** `GET /v1/events` and `GET /v1/events/:id`: the event log of the key's tenant and mode. */
import { listResult, type RouteDef, route } from '../http/route.js';
import { listOf } from '../http/schemas.js';
import { EventListQuery, EventSchema } from './schemas.js';
import { getEvent, listEvents } from './service.js';

const PATH = '/v1/events';

export function eventRoutes(): RouteDef[] {
  return [
    route<{ type?: string }>({
      method: 'GET',
      path: PATH,
      operationId: 'listEvents',
      summary: 'List events, newest first (filter: type)',
      tag: 'Events',
      list: true,
      query: EventListQuery,
      response: listOf(EventSchema),
      handler: async ({ tx, query, scope, page }) =>
        listResult(await listEvents(tx, scope, page, { type: query.type })),
    }),
    route({
      method: 'GET',
      path: `${PATH}/:id`,
      operationId: 'getEvent',
      summary: 'Retrieve an event (the envelope webhook deliveries carry)',
      tag: 'Events',
      response: EventSchema,
      errors: [404],
      handler: async ({ tx, params, scope }) => ({ body: await getEvent(tx, scope, params.id as string) }),
    }),
  ];
}
