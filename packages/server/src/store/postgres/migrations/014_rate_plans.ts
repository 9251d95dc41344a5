/**
 * 014: rate plans and the shop schedule, as SQLite's 014 (the same columns, defaults and checks):
 * the mode's schedule (JSON; NULL = the default), the fleet items' hourly rate, rate table and
 * rental length limits, weekday rules with their weekdays (JSON), and on booking lines how stage 1
 * priced them and the hourly rate and rate table they were priced with. Existing lines read
 * `half_day` when their booking is a half-day one, else `daily`.
 */
export const sql = `
ALTER TABLE tenant_settings ADD COLUMN schedule text;

ALTER TABLE fleet_items ADD COLUMN price_hourly bigint;
ALTER TABLE fleet_items ADD COLUMN hourly_increment_minutes integer NOT NULL DEFAULT 60
  CHECK (hourly_increment_minutes IN (15, 30, 60));
ALTER TABLE fleet_items ADD COLUMN rate_table text;
ALTER TABLE fleet_items ADD COLUMN min_rental_minutes integer;
ALTER TABLE fleet_items ADD COLUMN max_rental_days integer;

ALTER TABLE pricing_rules DROP CONSTRAINT pricing_rules_type_check;
ALTER TABLE pricing_rules ADD CONSTRAINT pricing_rules_type_check
  CHECK (type IN ('seasonal', 'multi_day', 'weekday'));
ALTER TABLE pricing_rules ADD COLUMN weekdays text;

ALTER TABLE booking_line_items ADD COLUMN rate_basis text NOT NULL DEFAULT 'daily'
  CHECK (rate_basis IN ('half_day', 'hourly', 'daily', 'rate_table'));
ALTER TABLE booking_line_items ADD COLUMN hourly_units integer;
ALTER TABLE booking_line_items ADD COLUMN price_hourly bigint;
ALTER TABLE booking_line_items ADD COLUMN hourly_increment_minutes integer;
ALTER TABLE booking_line_items ADD COLUMN rate_table text;
UPDATE booking_line_items l SET rate_basis = 'half_day'
  FROM bookings b
 WHERE b.tenant_id = l.tenant_id AND b.livemode = l.livemode AND b.id = l.booking_id AND b.half_day;
`;
