/**
 * 003: bookings: the booking, its line items and add-ons, and the append-only
 * adjustments, change log and payments.
 *
 * A booking stores what it was priced with: each line keeps the fleet item's name and rates and each
 * add-on its name, price and pricing at the last pricing (re-pricing falls back to them when the
 * record was deleted since), and the coupon's terms as redeemed. `pickup_date` and `return_date` are
 * UTC instants (`YYYY-MM-DDTHH:mm:ss.sssZ`), so they compare as text. Availability reads line items
 * by fleet item and joins their booking's status and window.
 */
export const sql = `
CREATE TABLE bookings (
  tenant_id              TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode               INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id                     TEXT NOT NULL,
  status                 TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'active', 'completed', 'cancelled')),
  customer_id            TEXT NOT NULL,
  customer_name          TEXT NOT NULL,
  customer_email         TEXT,
  customer_phone         TEXT,
  pickup_date            TEXT NOT NULL,
  return_date            TEXT NOT NULL,
  pickup_location_id     TEXT,
  half_day               INTEGER NOT NULL DEFAULT 0,
  subtotal               INTEGER NOT NULL,
  tax_amount             INTEGER NOT NULL,
  discount_amount        INTEGER NOT NULL,
  service_fee_amount     INTEGER NOT NULL,
  total                  INTEGER NOT NULL,
  amount_paid            INTEGER NOT NULL DEFAULT 0,
  deposit_hold_amount    INTEGER NOT NULL DEFAULT 0,
  initial_total          INTEGER NOT NULL,
  coupon_id              TEXT,
  coupon_code            TEXT,
  coupon_discount_type   TEXT CHECK (coupon_discount_type IN ('percent', 'dollar')),
  coupon_discount_value  INTEGER,
  coupon_fleet_item_ids  TEXT,
  notes                  TEXT,
  cancellation_reason    TEXT,
  cancelled_at           TEXT,
  created_at             TEXT NOT NULL,
  updated_at             TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX bookings_list ON bookings (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX bookings_customer ON bookings (tenant_id, livemode, customer_id, created_at DESC, id DESC);
CREATE INDEX bookings_status ON bookings (tenant_id, livemode, status, created_at DESC, id DESC);

CREATE TABLE booking_line_items (
  tenant_id        TEXT NOT NULL,
  livemode         INTEGER NOT NULL,
  id               TEXT NOT NULL,
  booking_id       TEXT NOT NULL,
  position         INTEGER NOT NULL,
  fleet_item_id    TEXT NOT NULL,
  fleet_item_name  TEXT NOT NULL,
  quantity         INTEGER NOT NULL,
  unit_price       INTEGER NOT NULL,
  override_price   INTEGER,
  line_total       INTEGER NOT NULL,
  price_full_day   INTEGER NOT NULL,
  price_half_day   INTEGER,
  price_multi_day  INTEGER,
  price_weekly     INTEGER,
  deposit_amount   INTEGER NOT NULL DEFAULT 0,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX booking_line_items_booking ON booking_line_items (tenant_id, livemode, booking_id, position);
CREATE INDEX booking_line_items_item ON booking_line_items (tenant_id, livemode, fleet_item_id);

CREATE TABLE booking_addons (
  tenant_id   TEXT NOT NULL,
  livemode    INTEGER NOT NULL,
  id          TEXT NOT NULL,
  booking_id  TEXT NOT NULL,
  position    INTEGER NOT NULL,
  addon_id    TEXT NOT NULL,
  addon_name  TEXT NOT NULL,
  quantity    INTEGER NOT NULL,
  unit_price  INTEGER NOT NULL,
  line_total  INTEGER NOT NULL,
  pricing     TEXT NOT NULL CHECK (pricing IN ('per_item', 'per_day')),
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX booking_addons_booking ON booking_addons (tenant_id, livemode, booking_id, position);

CREATE TABLE booking_adjustments (
  tenant_id   TEXT NOT NULL,
  livemode    INTEGER NOT NULL,
  id          TEXT NOT NULL,
  booking_id  TEXT NOT NULL,
  type        TEXT NOT NULL CHECK (type IN ('extension', 'item_swap')),
  amount      INTEGER NOT NULL,
  description TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX booking_adjustments_booking ON booking_adjustments (tenant_id, livemode, booking_id, created_at, id);

CREATE TABLE booking_changes (
  tenant_id          TEXT NOT NULL,
  livemode           INTEGER NOT NULL,
  id                 TEXT NOT NULL,
  booking_id         TEXT NOT NULL,
  type               TEXT NOT NULL CHECK (type IN ('item_swapped')),
  line_item_id       TEXT NOT NULL,
  from_fleet_item_id TEXT NOT NULL,
  to_fleet_item_id   TEXT NOT NULL,
  previous_total     INTEGER NOT NULL,
  new_total          INTEGER NOT NULL,
  created_at         TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX booking_changes_booking ON booking_changes (tenant_id, livemode, booking_id, created_at, id);

CREATE TABLE booking_payments (
  tenant_id   TEXT NOT NULL,
  livemode    INTEGER NOT NULL,
  id          TEXT NOT NULL,
  booking_id  TEXT NOT NULL,
  amount      INTEGER NOT NULL CHECK (amount > 0),
  method      TEXT,
  reference   TEXT,
  created_at  TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX booking_payments_booking ON booking_payments (tenant_id, livemode, booking_id, created_at, id);
`;
