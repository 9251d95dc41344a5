/** Every route of the API. */
import type { AppServices } from '../app.js';
import { type RouteDef, route } from '../http/route.js';
import { docsPage } from '../docs/page.js';
import { CALCULATE_EXAMPLE } from '../schemas/examples.js';
import { buildOpenApi } from '../openapi.js';
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
} from '../schemas/catalog.js';
import { CalculateRequest, PriceResultSchema } from '../schemas/pricing.js';
import { RuleCreate, RuleListQuery, RuleSchema, RuleUpdate } from '../schemas/rules.js';
import { TenantSchema, TenantUpdate } from '../schemas/tenant.js';
import { addons, coupons, customers, fleetItems, locations, packages } from '../services/catalog.js';
import { calculateQuote } from '../services/pricing.js';
import { pricingRules } from '../services/rules.js';
import { getTenantView, patchTenant } from '../services/tenants.js';
import { z } from 'zod';
import { bookingRoutes } from './bookings.js';
import { crudRoutes } from './catalog.js';
import { eventRoutes } from './events.js';
import { webhookRoutes } from './webhooks.js';

type Filters = Record<string, string | number | boolean | null>;

const activeFilter = (q: Record<string, string | undefined>): Filters =>
  q.active === undefined ? {} : { active: q.active === 'true' };

export function allRoutes(s: AppServices): RouteDef[] {
  const routes: RouteDef[] = [
    route({
      method: 'GET',
      path: '/healthz',
      operationId: 'health',
      summary: 'Liveness and database check (no key)',
      tag: 'Meta',
      auth: false,
      response: z.strictObject({ status: z.literal('ok') }),
      handler: () => {
        s.db.prepare('SELECT 1').get();
        return { body: { status: 'ok' } };
      },
    }),
    route({
      method: 'GET',
      path: '/v1/openapi.json',
      operationId: 'getOpenApi',
      summary: 'This OpenAPI 3.1 document (no key)',
      tag: 'Meta',
      auth: false,
      response: z.record(z.string(), z.unknown()),
      handler: () => ({ body: openapi() }),
    }),
    route({
      method: 'GET',
      path: '/docs',
      operationId: 'getDocs',
      summary: 'The API reference page, rendered from /v1/openapi.json (HTML, no key)',
      tag: 'Meta',
      auth: false,
      handler: ({ ctx }) => {
        ctx.type = 'text/html; charset=utf-8';
        return { body: docsPage() };
      },
    }),
    route({
      method: 'GET',
      path: '/v1/tenant',
      operationId: 'getTenant',
      summary: "The tenant's settings in the key's mode",
      tag: 'Tenant',
      response: TenantSchema,
      handler: ({ scope }) => ({ body: getTenantView(s.db, scope) }),
    }),
    route({
      method: 'PATCH',
      path: '/v1/tenant',
      operationId: 'updateTenant',
      summary: "Update this mode's settings (subscription_tier is read-only)",
      tag: 'Tenant',
      body: TenantUpdate,
      response: TenantSchema,
      handler: ({ scope, body }) => ({ body: patchTenant(s.db, scope, body, s.clock()) }),
    }),
    route({
      method: 'POST',
      path: '/v1/pricing/calculate',
      operationId: 'calculatePrice',
      example: CALCULATE_EXAMPLE,
      summary: 'Price a rental through the eight-stage pipeline; writes nothing',
      tag: 'Pricing',
      idempotent: false,
      body: CalculateRequest,
      response: PriceResultSchema,
      handler: ({ scope, body }) => ({ body: calculateQuote(s.db, scope, body, s.clock()) }),
    }),
    ...crudRoutes(s, {
      kind: pricingRules,
      path: '/v1/pricing/rules',
      tag: 'Pricing rules',
      name: 'PricingRule',
      plural: 'PricingRules',
      create: RuleCreate,
      update: RuleUpdate,
      record: RuleSchema,
      listQuery: RuleListQuery,
      filters: (q): Filters => ({
        ...(q.fleet_item_id === undefined ? {} : { fleet_item_id: q.fleet_item_id }),
        ...activeFilter(q),
        ...(q.type === undefined ? {} : { type: q.type }),
      }),
    }),
    ...crudRoutes(s, {
      kind: fleetItems,
      path: '/v1/fleet-items',
      tag: 'Fleet items',
      name: 'FleetItem',
      plural: 'FleetItems',
      create: FleetItemCreate,
      update: FleetItemUpdate,
      record: FleetItemSchema,
      listQuery: ActiveListQuery,
      filters: activeFilter,
    }),
    ...crudRoutes(s, {
      kind: addons,
      path: '/v1/addons',
      tag: 'Add-ons',
      name: 'Addon',
      plural: 'Addons',
      create: AddonCreate,
      update: AddonUpdate,
      record: AddonSchema,
      listQuery: ActiveListQuery,
      filters: activeFilter,
    }),
    ...crudRoutes(s, {
      kind: packages,
      path: '/v1/packages',
      tag: 'Packages',
      name: 'Package',
      plural: 'Packages',
      create: PackageCreate,
      update: PackageUpdate,
      record: PackageSchema,
      listQuery: ActiveListQuery,
      filters: activeFilter,
    }),
    ...crudRoutes(s, {
      kind: coupons,
      path: '/v1/coupons',
      tag: 'Coupons',
      name: 'Coupon',
      plural: 'Coupons',
      create: CouponCreate,
      update: CouponUpdate,
      record: CouponSchema,
      listQuery: ActiveListQuery,
      filters: activeFilter,
    }),
    ...crudRoutes(s, {
      kind: customers,
      path: '/v1/customers',
      tag: 'Customers',
      name: 'Customer',
      plural: 'Customers',
      create: CustomerCreate,
      update: CustomerUpdate,
      record: CustomerSchema,
      listQuery: CatalogListQuery,
    }),
    ...crudRoutes(s, {
      kind: locations,
      path: '/v1/locations',
      tag: 'Locations',
      name: 'Location',
      plural: 'Locations',
      create: LocationCreate,
      update: LocationUpdate,
      record: LocationSchema,
      listQuery: CatalogListQuery,
    }),
    ...bookingRoutes(s),
    ...webhookRoutes(s),
    ...eventRoutes(s),
  ];
  let doc: object | undefined;
  const openapi = () => {
    doc ??= buildOpenApi(routes);
    return doc;
  };
  return routes;
}
