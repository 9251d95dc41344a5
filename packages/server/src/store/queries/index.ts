/** The typed queries of one connection or transaction, built over its executor and dialect. */

import type { Dialect, Sql } from '../sql.js';
import type { Queries } from '../store.js';
import { AvailabilityQueries } from './availability.js';
import { BookingViewQueries } from './booking-views.js';
import { BookingQueries } from './bookings.js';
import { CatalogQueries } from './catalog.js';
import { DeliveryQueries } from './deliveries.js';
import { DowntimeQueries } from './downtimes.js';
import { EventQueries } from './events.js';
import { IdempotencyQueries } from './idempotency.js';
import { PaymentQueries } from './payments.js';
import { ResourceQueries } from './resources.js';
import { SearchQueries } from './search.js';
import { StaffQueries } from './staff.js';
import { StorefrontQueries } from './storefront.js';
import { TenantQueries } from './tenants.js';
import { UnitQueries } from './units.js';
import { WebhookQueries } from './webhooks.js';

export function createQueries(sql: Sql, dialect: Dialect): Queries {
  return {
    resources: new ResourceQueries(sql),
    catalog: new CatalogQueries(sql),
    tenants: new TenantQueries(sql),
    bookings: new BookingQueries(sql, dialect),
    availability: new AvailabilityQueries(sql, dialect),
    bookingViews: new BookingViewQueries(sql, dialect),
    events: new EventQueries(sql),
    idempotency: new IdempotencyQueries(sql),
    webhooks: new WebhookQueries(sql, dialect),
    deliveries: new DeliveryQueries(sql, dialect),
    downtimes: new DowntimeQueries(sql),
    units: new UnitQueries(sql),
    payments: new PaymentQueries(sql),
    storefront: new StorefrontQueries(sql),
    staff: new StaffQueries(sql),
    search: new SearchQueries(sql, dialect),
  };
}
