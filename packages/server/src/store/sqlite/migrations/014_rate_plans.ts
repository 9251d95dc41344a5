/**
 * 014: rate plans and the shop schedule.
 *
 * - `tenant_settings.schedule`: the mode's shop schedule as JSON (every field filled in); NULL is
 *   the default schedule (always open, nothing skipped), which is what every existing tenant has.
 * - `fleet_items`: the hourly rate and its increment, the rate table (JSON), the rental length limits.
 * - `pricing_rules`: `type` may be `weekday`, with its ISO weekdays (JSON, ascending). SQLite cannot
 *   change a column's CHECK, so the table is rebuilt with its rows, indexes and cache triggers.
 * - `booking_line_items`: how stage 1 priced the line (`rate_basis`, `hourly_units`) and the hourly
 *   rate and rate table it was priced with (re-pricing falls back to them when the item is deleted).
 *   A line written before this was priced by the half-day or the daily rates: `half_day` when its
 *   booking is a half-day one, else `daily`.
 */
import { cacheVersionTriggers } from './008_cache_versions.js';

export const sql = `
ALTER TABLE tenant_settings ADD COLUMN schedule TEXT;

ALTER TABLE fleet_items ADD COLUMN price_hourly INTEGER;
ALTER TABLE fleet_items ADD COLUMN hourly_increment_minutes INTEGER NOT NULL DEFAULT 60
  CHECK (hourly_increment_minutes IN (15, 30, 60));
ALTER TABLE fleet_items ADD COLUMN rate_table TEXT;
ALTER TABLE fleet_items ADD COLUMN min_rental_minutes INTEGER;
ALTER TABLE fleet_items ADD COLUMN max_rental_days INTEGER;

ALTER TABLE pricing_rules RENAME TO pricing_rules_013;
CREATE TABLE pricing_rules (
  tenant_id        TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode         INTEGER NOT NULL,
  id               TEXT NOT NULL,
  fleet_item_id    TEXT,
  type             TEXT NOT NULL CHECK (type IN ('seasonal', 'multi_day', 'weekday')),
  start_date       TEXT,
  end_date         TEXT,
  days_threshold   INTEGER,
  adjustment_type  TEXT NOT NULL CHECK (adjustment_type IN ('percent', 'dollar')),
  adjustment_value INTEGER NOT NULL,
  priority         INTEGER NOT NULL DEFAULT 0,
  active           INTEGER NOT NULL DEFAULT 1,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  weekdays         TEXT,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
INSERT INTO pricing_rules (tenant_id, livemode, id, fleet_item_id, type, start_date, end_date, days_threshold,
    adjustment_type, adjustment_value, priority, active, created_at, updated_at)
  SELECT tenant_id, livemode, id, fleet_item_id, type, start_date, end_date, days_threshold,
         adjustment_type, adjustment_value, priority, active, created_at, updated_at
    FROM pricing_rules_013;
DROP TABLE pricing_rules_013;
CREATE INDEX pricing_rules_list ON pricing_rules (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX pricing_rules_item ON pricing_rules (tenant_id, livemode, fleet_item_id, created_at DESC, id DESC);
${cacheVersionTriggers('pricing_rules').join('\n')}

ALTER TABLE booking_line_items ADD COLUMN rate_basis TEXT NOT NULL DEFAULT 'daily'
  CHECK (rate_basis IN ('half_day', 'hourly', 'daily', 'rate_table'));
ALTER TABLE booking_line_items ADD COLUMN hourly_units INTEGER;
ALTER TABLE booking_line_items ADD COLUMN price_hourly INTEGER;
ALTER TABLE booking_line_items ADD COLUMN hourly_increment_minutes INTEGER;
ALTER TABLE booking_line_items ADD COLUMN rate_table TEXT;
UPDATE booking_line_items SET rate_basis = 'half_day'
 WHERE EXISTS (SELECT 1 FROM bookings b
                WHERE b.tenant_id = booking_line_items.tenant_id AND b.livemode = booking_line_items.livemode
                  AND b.id = booking_line_items.booking_id AND b.half_day = 1);
`;
