/** The SQLite schema: versioned migrations, applied in order; `schema_migrations` records what ran. */
import type { Database } from 'better-sqlite3';
import { sql as initial } from './001_initial.js';
import { sql as events } from './002_events.js';
import { sql as bookings } from './003_bookings.js';
import { sql as webhooks } from './004_webhooks.js';
import { sql as unitHolds } from './005_unit_holds.js';
import { sql as availability } from './006_availability.js';
import { sql as webhookOperations } from './007_webhook_operations.js';
import { sql as cacheVersions } from './008_cache_versions.js';
import { sql as bookingViews } from './009_booking_views.js';
import { sql as holdSpans } from './010_hold_spans.js';
import { sql as viewsWrittenWithRows } from './011_views_written_with_rows.js';
import { sql as holdSpansWhenLonger } from './012_hold_spans_when_longer.js';
import { sql as holdsCoveringIndex } from './013_holds_covering_index.js';
import { sql as ratePlans } from './014_rate_plans.js';
import { sql as units } from './015_units.js';
import { sql as lateReturns } from './016_late_returns.js';
import { sql as earlyPickupHolds } from './017_early_pickup_holds.js';
import { sql as staff } from './030_staff.js';
import { sql as actors } from './031_actors.js';
import { sql as search } from './032_search.js';
import { sql as storefront } from './040_storefront.js';
import { sql as payments } from './050_payments.js';
import { sql as searchWrites } from './051_search_writes.js';

export interface Migration {
  version: number;
  name: string;
  /**
   * The statements; or, for a change SQLite makes only by making a table again, a function that
   * writes them from the database as it is (see `rebuild.ts`).
   */
  sql: string | ((db: Database) => string);
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: '001_initial', sql: initial },
  { version: 2, name: '002_events', sql: events },
  { version: 3, name: '003_bookings', sql: bookings },
  { version: 4, name: '004_webhooks', sql: webhooks },
  { version: 5, name: '005_unit_holds', sql: unitHolds },
  { version: 6, name: '006_availability', sql: availability },
  { version: 7, name: '007_webhook_operations', sql: webhookOperations },
  { version: 8, name: '008_cache_versions', sql: cacheVersions },
  { version: 9, name: '009_booking_views', sql: bookingViews },
  { version: 10, name: '010_hold_spans', sql: holdSpans },
  { version: 11, name: '011_views_written_with_rows', sql: viewsWrittenWithRows },
  { version: 12, name: '012_hold_spans_when_longer', sql: holdSpansWhenLonger },
  { version: 13, name: '013_holds_covering_index', sql: holdsCoveringIndex },
  { version: 14, name: '014_rate_plans', sql: ratePlans },
  { version: 15, name: '015_units', sql: units },
  { version: 16, name: '016_late_returns', sql: lateReturns },
  { version: 17, name: '017_early_pickup_holds', sql: earlyPickupHolds },
  { version: 30, name: '030_staff', sql: staff },
  { version: 31, name: '031_actors', sql: actors },
  { version: 32, name: '032_search', sql: search },
  { version: 40, name: '040_storefront', sql: storefront },
  { version: 50, name: '050_payments', sql: payments },
  { version: 51, name: '051_search_writes', sql: searchWrites },
];
