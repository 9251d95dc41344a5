/** `GET|PATCH /v1/tenant`: the tenant's settings in the key's mode. */
import { type RouteDef, route } from '../http/route.js';
import { TenantSchema, TenantUpdate } from './schemas.js';
import { getTenantView, patchTenant } from './service.js';

export function tenantRoutes(): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: '/v1/tenant',
      operationId: 'getTenant',
      summary: "The tenant's settings in the key's mode",
      tag: 'Tenant',
      response: TenantSchema,
      handler: async ({ tx, scope }) => ({ body: await getTenantView(tx, scope) }),
    }),
    route({
      method: 'PATCH',
      path: '/v1/tenant',
      operationId: 'updateTenant',
      summary: "Update this mode's settings (subscription_tier is read-only)",
      tag: 'Tenant',
      example: {
        request: { tax_rate_bps: 825, late_fee: { grace_minutes: 30, per_hour: 500, per_day: 3000, cap: 9000 } },
      },
      body: TenantUpdate,
      response: TenantSchema,
      handler: async ({ tx, scope, body, now }) => ({ body: await patchTenant(tx, scope, body, now) }),
    }),
  ];
}
