/** `POST /v1/pricing/calculate` and `/v1/pricing/rules`. */
import { activeFilter, crudRoutes } from '../catalog/routes.js';
import { type RouteDef, route } from '../http/route.js';
import type { PricingCache } from './cache.js';
import { CALCULATE_EXAMPLE } from './examples.js';
import { pricingRules } from './rules.js';
import {
  CalculateRequest,
  PriceResultSchema,
  RuleCreate,
  RuleCreateDocumented,
  RuleListQuery,
  RuleSchema,
  RuleUpdate,
} from './schemas.js';

export function pricingRoutes(cache: PricingCache): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: '/v1/pricing/calculate',
      operationId: 'calculatePrice',
      example: CALCULATE_EXAMPLE,
      summary: 'Price a rental through the eight-stage pipeline; writes nothing',
      tag: 'Pricing',
      idempotent: false,
      // No transaction of the request's: the cache reads the store only for records it does not hold.
      access: 'none',
      body: CalculateRequest,
      response: PriceResultSchema,
      handler: async ({ scope, body, now }) => ({ body: await cache.quote(scope, body, now) }),
    }),
    ...crudRoutes({
      kind: pricingRules,
      path: '/v1/pricing/rules',
      tag: 'Pricing rules',
      name: 'PricingRule',
      plural: 'PricingRules',
      create: RuleCreate,
      documentedCreate: RuleCreateDocumented,
      update: RuleUpdate,
      record: RuleSchema,
      example: {
        type: 'seasonal',
        fleet_item_id: 'fi_demo_kayak',
        start_date: '2026-06-01',
        end_date: '2026-08-31',
        adjustment_type: 'percent',
        adjustment_value: 20,
      },
      listQuery: RuleListQuery,
      filters: (q) => [
        ...(typeof q.fleet_item_id === 'string' ? [{ column: 'fleet_item_id', value: q.fleet_item_id }] : []),
        ...activeFilter(q),
        ...(typeof q.type === 'string' ? [{ column: 'type', value: q.type }] : []),
      ],
    }),
  ];
}
