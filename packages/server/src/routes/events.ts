/** `GET /v1/events` and `GET /v1/events/:id` (SPEC section 7): the event log of the key's tenant and mode. */
import type { AppServices } from '../app.js';
import { pageRequest } from '../http/pagination.js';
import { type RouteDef, route } from '../http/route.js';
import { listOf } from '../schemas/common.js';
import { EventListQuery, EventSchema } from '../schemas/webhooks.js';
import { getEvent, listEvents } from '../services/webhooks.js';

const PATH = '/v1/events';

export function eventRoutes(s: AppServices): RouteDef[] {
  return [
    route<Record<string, string | undefined>>({
      method: 'GET',
      path: PATH,
      operationId: 'listEvents',
      summary: 'List events, newest first (filter: type)',
      tag: 'Events',
      query: EventListQuery,
      response: listOf(EventSchema),
      handler: ({ query, scope }) => {
        const filters = query.type === undefined ? {} : { type: query.type };
        return { body: listEvents(s.db, scope, PATH, pageRequest(query, PATH, scope, filters), filters) };
      },
    }),
    route({
      method: 'GET',
      path: `${PATH}/:id`,
      operationId: 'getEvent',
      summary: 'Retrieve an event (the envelope webhook deliveries carry)',
      tag: 'Events',
      response: EventSchema,
      errors: [404],
      handler: ({ params, scope }) => ({ body: getEvent(s.db, scope, params.id as string) }),
    }),
  ];
}
