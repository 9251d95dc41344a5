/** GET list / GET one / POST / PATCH / DELETE for each resource kind, declared once. */
import type { z } from 'zod';
import type { PageRequest, Slice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import { listResult, type RouteDef, route } from '../http/route.js';
import { DeletedSchema, listOf } from '../http/schemas.js';
import { listCustomers } from '../search/customers.js';
import type { ListFilter } from '../store/queries/resources.js';
import type { ResourceRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import {
  createResource,
  deleteResource,
  getResource,
  type Input,
  listResources,
  type ResourceKind,
  updateResource,
} from './crud.js';
import { addons, coupons, customers, fleetItems, locations, packages } from './kinds.js';
import {
  ActiveListQuery,
  AddonCreate,
  AddonSchema,
  AddonUpdate,
  CatalogListQuery,
  CouponCreate,
  CouponSchema,
  CouponUpdate,
  CustomerCreate,
  CustomerListQuery,
  CustomerSchema,
  CustomerUpdate,
  FleetItemCreate,
  FleetItemSchema,
  FleetItemUpdate,
  LocationCreate,
  LocationSchema,
  LocationUpdate,
  PackageCreate,
  PackageSchema,
  PackageUpdate,
} from './schemas.js';

type Query = Record<string, unknown>;

export interface CrudSpec<R extends ResourceRecord> {
  kind: ResourceKind<R>;
  /** `/v1/fleet-items` */
  path: string;
  tag: string;
  /** Operation id stem, e.g. `FleetItem`. */
  name: string;
  plural: string;
  create: z.ZodType<Input>;
  /** The create body as the document declares it, when it says more than `create` (see RouteDef). */
  documentedCreate?: z.ZodType;
  update: z.ZodType<Input>;
  record: z.ZodType;
  listQuery: z.ZodType<Query>;
  /** Query fields → equality filters of the list. */
  filters?: (query: Query) => ListFilter[];
  /** The list, when it takes more than equality filters (a search). */
  list?: (tx: Tx, scope: Scope, page: PageRequest, query: Query) => Promise<Slice<R>>;
  /** Create and update can conflict with an existing record (409 resource_already_exists). */
  unique?: boolean;
  /** Update can conflict with the record's state (a fleet item's tracking while it is booked: 409 item_in_use). */
  updateConflicts?: boolean;
  /** A create request for the document and the reference page's samples. */
  example?: Record<string, unknown>;
}

/** `?active=true|false` as a filter on the `active` column. */
export const activeFilter = (q: Query): ListFilter[] =>
  typeof q.active === 'boolean' ? [{ column: 'active', value: q.active }] : [];

export function crudRoutes<R extends ResourceRecord>(spec: CrudSpec<R>): RouteDef[] {
  const { kind, path } = spec;
  const label = kind.label;
  return [
    route({
      method: 'GET',
      path,
      operationId: `list${spec.plural}`,
      summary: `List ${label}s, newest first`,
      tag: spec.tag,
      list: true,
      query: spec.listQuery,
      response: listOf(spec.record),
      handler: async ({ tx, query, scope, page }) =>
        listResult(
          await (spec.list?.(tx, scope, page, query) ??
            listResources(tx, kind, scope, page, spec.filters?.(query) ?? [])),
        ),
    }),
    route({
      method: 'POST',
      path,
      operationId: `create${spec.name}`,
      summary: `Create a ${label}`,
      tag: spec.tag,
      body: spec.create,
      ...(spec.documentedCreate ? { documentedBody: spec.documentedCreate } : {}),
      response: spec.record,
      status: 201,
      ...(spec.unique ? { errors: [409] } : {}),
      ...(spec.example ? { example: { request: spec.example } } : {}),
      handler: async ({ tx, body, scope, now }) => ({
        status: 201,
        body: await createResource(tx, kind, scope, body, now),
      }),
    }),
    route({
      method: 'GET',
      path: `${path}/:id`,
      operationId: `get${spec.name}`,
      summary: `Retrieve a ${label}`,
      tag: spec.tag,
      response: spec.record,
      errors: [404],
      handler: async ({ tx, params, scope }) => ({ body: await getResource(tx, kind, scope, params.id) }),
    }),
    route({
      method: 'PATCH',
      path: `${path}/:id`,
      operationId: `update${spec.name}`,
      summary: `Update a ${label} (only the fields sent)`,
      tag: spec.tag,
      body: spec.update,
      response: spec.record,
      errors: spec.unique || spec.updateConflicts ? [404, 409] : [404],
      handler: async ({ tx, params, body, scope, now }) => ({
        body: await updateResource(tx, kind, scope, params.id, body, now),
      }),
    }),
    route({
      method: 'DELETE',
      path: `${path}/:id`,
      operationId: `delete${spec.name}`,
      summary: `Delete a ${label}`,
      tag: spec.tag,
      response: DeletedSchema,
      errors: [404],
      handler: async ({ tx, params, scope }) => ({ body: await deleteResource(tx, kind, scope, params.id) }),
    }),
  ];
}

export function catalogRoutes(): RouteDef[] {
  return [
    ...crudRoutes({
      kind: fleetItems,
      path: '/v1/fleet-items',
      tag: 'Fleet items',
      name: 'FleetItem',
      plural: 'FleetItems',
      create: FleetItemCreate,
      update: FleetItemUpdate,
      record: FleetItemSchema,
      updateConflicts: true,
      example: {
        name: 'Touring kayak',
        price_full_day: 4500,
        price_half_day: 2800,
        deposit_amount: 20000,
        quantity: 4,
        late_fee: { grace_minutes: 30, per_hour: 500, per_day: 3000 },
      },
      listQuery: ActiveListQuery,
      filters: activeFilter,
    }),
    ...crudRoutes({
      kind: addons,
      path: '/v1/addons',
      tag: 'Add-ons',
      name: 'Addon',
      plural: 'Addons',
      create: AddonCreate,
      update: AddonUpdate,
      record: AddonSchema,
      example: { name: 'Life jacket', price: 500, pricing: 'per_day' },
      listQuery: ActiveListQuery,
      filters: activeFilter,
    }),
    ...crudRoutes({
      kind: packages,
      path: '/v1/packages',
      tag: 'Packages',
      name: 'Package',
      plural: 'Packages',
      create: PackageCreate,
      update: PackageUpdate,
      record: PackageSchema,
      example: {
        name: 'Paddle bundle',
        fleet_item_ids: ['fi_demo_kayak'],
        addon_ids: ['ao_demo_lifejacket'],
        discount_type: 'percent',
        discount_value: 10,
      },
      listQuery: ActiveListQuery,
      filters: activeFilter,
    }),
    ...crudRoutes({
      kind: coupons,
      path: '/v1/coupons',
      tag: 'Coupons',
      name: 'Coupon',
      plural: 'Coupons',
      create: CouponCreate,
      update: CouponUpdate,
      record: CouponSchema,
      unique: true,
      example: { code: 'SUMMER10', discount_type: 'percent', discount_value: 10, valid_until: '2026-08-31' },
      listQuery: ActiveListQuery,
      filters: activeFilter,
    }),
    ...crudRoutes({
      kind: customers,
      path: '/v1/customers',
      tag: 'Customers',
      name: 'Customer',
      plural: 'Customers',
      create: CustomerCreate,
      update: CustomerUpdate,
      record: CustomerSchema,
      example: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 555 0100' },
      listQuery: CustomerListQuery,
      list: listCustomers,
    }),
    ...crudRoutes({
      kind: locations,
      path: '/v1/locations',
      tag: 'Locations',
      name: 'Location',
      plural: 'Locations',
      create: LocationCreate,
      update: LocationUpdate,
      record: LocationSchema,
      example: { name: 'North dock', address: '1 Harbor Way', timezone: 'America/New_York' },
      listQuery: CatalogListQuery,
    }),
  ];
}
