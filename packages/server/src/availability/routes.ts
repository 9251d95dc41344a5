/** Availability: a fleet item's calendar, a cart check, and downtimes (units out of service). */
import { listResult, type RouteDef, route } from '../http/route.js';
import { DeletedSchema, listOf } from '../http/schemas.js';
import type { PricingCache } from '../pricing/cache.js';
import { fleetItemAvailability, type ItemAndZone } from './calendar.js';
import { checkCart } from './check.js';
import { createDowntime, deleteDowntime, getDowntime, listDowntimes, updateDowntime } from './downtimes.js';
import { CHECK_AVAILABILITY_EXAMPLE, CREATE_DOWNTIME_EXAMPLE } from './examples.js';
import {
  AvailabilityCheckRequest,
  AvailabilityCheckSchema,
  AvailabilityQuery,
  DowntimeCreate,
  DowntimeListQuery,
  DowntimeSchema,
  DowntimeUpdate,
  DowntimeWriteSchema,
  FleetItemAvailabilitySchema,
} from './schemas.js';

const TAG = 'Availability';
const DOWNTIMES = '/v1/downtimes';

/** `cache`: where the calendar takes its item and the tenant's zone from (the records Calculate keeps). */
export function availabilityRoutes(cache: PricingCache): RouteDef[] {
  const itemAndZone: ItemAndZone = (tx, scope, id) => cache.itemAndZone(tx, scope, id);
  return [
    route({
      method: 'GET',
      path: '/v1/fleet-items/:id/availability',
      operationId: 'getFleetItemAvailability',
      summary: "Units in use, in downtime and free per slot: the tenant's local days or UTC hours (at most 400)",
      tag: TAG,
      query: AvailabilityQuery,
      response: FleetItemAvailabilitySchema,
      errors: [404],
      // With the item and zone in memory, a calendar is one statement (the item's occupancy).
      oneStatement: true,
      handler: async ({ tx, scope, params, query, now }) => ({
        body: await fleetItemAvailability(tx, scope, params.id, query, now, itemAndZone),
      }),
    }),
    route({
      method: 'POST',
      path: '/v1/availability/check',
      operationId: 'checkAvailability',
      example: CHECK_AVAILABILITY_EXAMPLE,
      summary: "Whether a cart's units are free over a rental window, and how many; writes nothing",
      tag: TAG,
      idempotent: false,
      access: 'read',
      body: AvailabilityCheckRequest,
      response: AvailabilityCheckSchema,
      handler: async ({ tx, scope, body, now }) => ({ body: await checkCart(tx, scope, body, now) }),
    }),
    route({
      method: 'GET',
      path: DOWNTIMES,
      operationId: 'listDowntimes',
      summary: 'List downtimes, newest first (filters: fleet_item_id; from/to keep those overlapping [from, to))',
      tag: TAG,
      list: true,
      query: DowntimeListQuery,
      response: listOf(DowntimeSchema),
      handler: async ({ tx, scope, query, page }) => listResult(await listDowntimes(tx, scope, query, page)),
    }),
    route({
      method: 'POST',
      path: DOWNTIMES,
      operationId: 'createDowntime',
      example: CREATE_DOWNTIME_EXAMPLE,
      summary: 'Take units out of service; 409 if that leaves holding bookings without units, unless force',
      tag: TAG,
      body: DowntimeCreate,
      response: DowntimeWriteSchema,
      status: 201,
      errors: [409],
      handler: async ({ tx, scope, body, now }) => ({ status: 201, body: await createDowntime(tx, scope, body, now) }),
    }),
    route({
      method: 'GET',
      path: `${DOWNTIMES}/:id`,
      operationId: 'getDowntime',
      summary: 'Retrieve a downtime',
      tag: TAG,
      response: DowntimeSchema,
      errors: [404],
      handler: async ({ tx, scope, params }) => ({ body: await getDowntime(tx, scope, params.id) }),
    }),
    route({
      method: 'PATCH',
      path: `${DOWNTIMES}/:id`,
      operationId: 'updateDowntime',
      summary: 'Change a downtime (not its fleet item); a new window or quantity is checked again',
      tag: TAG,
      body: DowntimeUpdate,
      response: DowntimeWriteSchema,
      errors: [404, 409],
      handler: async ({ tx, scope, params, body, now }) => ({
        body: await updateDowntime(tx, scope, params.id, body, now),
      }),
    }),
    route({
      method: 'DELETE',
      path: `${DOWNTIMES}/:id`,
      operationId: 'deleteDowntime',
      summary: 'Delete a downtime: its units are bookable again',
      tag: TAG,
      response: DeletedSchema,
      errors: [404],
      handler: async ({ tx, scope, params }) => ({ body: await deleteDowntime(tx, scope, params.id) }),
    }),
  ];
}
