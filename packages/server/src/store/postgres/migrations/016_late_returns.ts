/**
 * 016: late returns, as SQLite's 016: the tenant's late-fee policy per mode as four columns, a fleet
 * item's own policy (JSON text), a booking's late fee and the claim of its `booking.overdue` event,
 * the partial index the overdue sweeper scans, and the `late_fee` adjustment type.
 */
import { C } from './types.js';

export const sql = `
ALTER TABLE tenant_settings
  ADD COLUMN late_fee_grace_minutes integer NOT NULL DEFAULT 0,
  ADD COLUMN late_fee_per_hour bigint,
  ADD COLUMN late_fee_per_day bigint,
  ADD COLUMN late_fee_cap bigint;
ALTER TABLE fleet_items ADD COLUMN late_fee text;
ALTER TABLE bookings
  ADD COLUMN late_fee_amount bigint NOT NULL DEFAULT 0,
  ADD COLUMN overdue_notified_at ${C};
CREATE INDEX bookings_overdue ON bookings (return_date) WHERE status = 'active' AND overdue_notified_at IS NULL;
ALTER TABLE booking_adjustments DROP CONSTRAINT booking_adjustments_type_check;
ALTER TABLE booking_adjustments ADD CONSTRAINT booking_adjustments_type_check
  CHECK (type IN ('extension', 'item_swap', 'late_fee'));
`;
