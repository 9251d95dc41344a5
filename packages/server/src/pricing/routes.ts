/** `POST /v1/pricing/calculate` and `/v1/pricing/rules`. */
import { activeFilter, crudRoutes } from '../catalog/routes.js';
import { type RouteDef, route } from '../http/route.js';
import type { PricingCache } from './cache.js';
import { priceCalendarOf } from './calendar.js';
import { PRICE_CALENDAR_EXAMPLE } from './calendar-example.js';
import { PriceCalendarQuery, PriceCalendarSchema } from './calendar-schemas.js';
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
    route({
      method: 'GET',
      path: '/v1/fleet-items/:id/price-calendar',
      operationId: 'getFleetItemPriceCalendar',
      example: PRICE_CALENDAR_EXAMPLE,
      summary:
        'The price of every pickup date of a range for a rental of fixed length, each as Calculate answers it, with the units free and whether it can be booked',
      tag: 'Pricing',
      query: PriceCalendarQuery,
      response: PriceCalendarSchema,
      errors: [404],
      // With the item's records in memory, a calendar is one statement (what occupies the item).
      oneStatement: true,
      handler: async ({ tx, scope, params, query, now, actor }) => ({
        body: await priceCalendarOf(
          tx,
          scope,
          params.id,
          query,
          now,
          (t, sc, id) => cache.itemQuote(t, sc, id),
          actor.type === 'publishable_key',
        ),
      }),
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
