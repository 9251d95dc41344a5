/** Numbered units: list, create, get, update, retire, release from maintenance, delete. */
import { listResult, type RouteDef, route } from '../http/route.js';
import { DeletedSchema, listOf } from '../http/schemas.js';
import { CREATE_UNIT_EXAMPLE, RETIRE_UNIT_EXAMPLE } from './examples.js';
import { RetiredUnitSchema, UnitCreate, UnitListQuery, UnitRetire, UnitSchema, UnitUpdate } from './schemas.js';
import { createUnit, deleteUnit, getUnit, listUnits, releaseUnit, retireUnit, updateUnit } from './service.js';

const TAG = 'Units';
const PATH = '/v1/units';

export function unitRoutes(): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: PATH,
      operationId: 'listUnits',
      summary: 'List units, newest first (filters: fleet_item_id, status)',
      tag: TAG,
      list: true,
      query: UnitListQuery,
      response: listOf(UnitSchema),
      handler: async ({ tx, scope, query, page }) => listResult(await listUnits(tx, scope, query, page)),
    }),
    route({
      method: 'POST',
      path: PATH,
      operationId: 'createUnit',
      example: CREATE_UNIT_EXAMPLE,
      summary: 'Create a numbered unit of a fleet item tracked by units (its quantity grows by one)',
      tag: TAG,
      body: UnitCreate,
      response: UnitSchema,
      status: 201,
      errors: [409],
      handler: async ({ tx, scope, body, now }) => ({ status: 201, body: await createUnit(tx, scope, body, now) }),
    }),
    route({
      method: 'GET',
      path: `${PATH}/:id`,
      operationId: 'getUnit',
      summary: 'Retrieve a unit',
      tag: TAG,
      response: UnitSchema,
      errors: [404],
      handler: async ({ tx, scope, params }) => ({ body: await getUnit(tx, scope, params.id) }),
    }),
    route({
      method: 'PATCH',
      path: `${PATH}/:id`,
      operationId: 'updateUnit',
      summary: "Change a unit's identifier, serial number or notes",
      tag: TAG,
      body: UnitUpdate,
      response: UnitSchema,
      errors: [404, 409],
      handler: async ({ tx, scope, params, body, now }) => ({
        body: await updateUnit(tx, scope, params.id, body, now),
      }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/retire`,
      operationId: 'retireUnit',
      example: RETIRE_UNIT_EXAMPLE,
      summary:
        "Retire a unit for good (its item's quantity falls by one); 409 if that leaves bookings short, unless force",
      tag: TAG,
      body: UnitRetire,
      response: RetiredUnitSchema,
      errors: [404, 409],
      handler: async ({ tx, scope, params, body, now }) => ({
        body: await retireUnit(tx, scope, params.id, body, now),
      }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/release`,
      operationId: 'releaseUnit',
      summary: "End a unit's maintenance: available, condition ok, its downtime ended now",
      tag: TAG,
      response: UnitSchema,
      errors: [404, 409],
      handler: async ({ tx, scope, params, now }) => ({ body: await releaseUnit(tx, scope, params.id, now) }),
    }),
    route({
      method: 'DELETE',
      path: `${PATH}/:id`,
      operationId: 'deleteUnit',
      summary: 'Delete a unit never picked up (one that was is retired instead)',
      tag: TAG,
      response: DeletedSchema,
      errors: [404, 409],
      handler: async ({ tx, scope, params, now }) => ({ body: await deleteUnit(tx, scope, params.id, now) }),
    }),
  ];
}
