-- The SQLite schema after the last migration, generated from a freshly migrated database.
-- Do not edit: write a migration, then run `pnpm --filter @rentline/server schema`.

-- addons ------------------------------------------------------------------------------------------

CREATE TABLE addons (
  tenant_id   TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode    INTEGER NOT NULL,
  id          TEXT NOT NULL,
  name        TEXT NOT NULL,
  description TEXT,
  price       INTEGER NOT NULL,
  pricing     TEXT NOT NULL CHECK (pricing IN ('per_item', 'per_day')),
  active      INTEGER NOT NULL DEFAULT 1,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX addons_list ON addons (tenant_id, livemode, created_at DESC, id DESC);
CREATE TRIGGER cache_version_addons_delete AFTER DELETE ON addons BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (OLD.tenant_id, OLD.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_addons_insert AFTER INSERT ON addons BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_addons_update AFTER UPDATE ON addons BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;

-- api_keys ----------------------------------------------------------------------------------------

CREATE TABLE api_keys (
  id         TEXT PRIMARY KEY,
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode   INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  key_hash   TEXT NOT NULL UNIQUE,
  key_prefix TEXT NOT NULL,
  last4      TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
) STRICT;
CREATE INDEX api_keys_tenant ON api_keys (tenant_id, livemode);
CREATE TRIGGER cache_version_api_keys_delete AFTER DELETE ON api_keys BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (OLD.tenant_id, OLD.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_api_keys_insert AFTER INSERT ON api_keys BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_api_keys_update AFTER UPDATE ON api_keys BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;

-- booking_addons ----------------------------------------------------------------------------------

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
CREATE TRIGGER booking_view_booking_addons_delete AFTER DELETE ON booking_addons BEGIN
  UPDATE bookings SET view_json = NULL
   WHERE tenant_id = OLD.tenant_id AND livemode = OLD.livemode AND id = OLD.booking_id
     AND view_json IS NOT NULL;
END;
CREATE TRIGGER booking_view_booking_addons_insert AFTER INSERT ON booking_addons
  WHEN NOT EXISTS (
    SELECT 1 FROM bookings
     WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND id = NEW.booking_id
       AND instr(view_json, '"id":"' || NEW.id || '"') > 0)
BEGIN
  UPDATE bookings SET view_json = NULL
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND id = NEW.booking_id
     AND view_json IS NOT NULL;
END;
CREATE TRIGGER booking_view_booking_addons_update AFTER UPDATE ON booking_addons BEGIN
  UPDATE bookings SET view_json = NULL
   WHERE tenant_id = OLD.tenant_id AND livemode = OLD.livemode AND id = OLD.booking_id
     AND view_json IS NOT NULL;
  UPDATE bookings SET view_json = NULL
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND id = NEW.booking_id
     AND view_json IS NOT NULL;
END;

-- booking_adjustments -----------------------------------------------------------------------------

CREATE TABLE booking_adjustments (
  tenant_id   TEXT NOT NULL,
  livemode    INTEGER NOT NULL,
  id          TEXT NOT NULL,
  booking_id  TEXT NOT NULL,
  type        TEXT NOT NULL CHECK (type IN ('extension', 'item_swap', 'late_fee', 'deposit_capture')),
  amount      INTEGER NOT NULL,
  description TEXT NOT NULL,
  created_at  TEXT NOT NULL, actor_type TEXT NOT NULL DEFAULT 'secret_key' CHECK (actor_type IN ('secret_key', 'publishable_key', 'staff', 'system')), actor_id TEXT NOT NULL DEFAULT 'unknown',
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX booking_adjustments_booking ON booking_adjustments (tenant_id, livemode, booking_id, created_at, id);

-- booking_changes ---------------------------------------------------------------------------------

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
  created_at         TEXT NOT NULL, actor_type TEXT NOT NULL DEFAULT 'secret_key' CHECK (actor_type IN ('secret_key', 'publishable_key', 'staff', 'system')), actor_id TEXT NOT NULL DEFAULT 'unknown',
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX booking_changes_booking ON booking_changes (tenant_id, livemode, booking_id, created_at, id);

-- booking_line_items ------------------------------------------------------------------------------

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
  updated_at       TEXT NOT NULL, rate_basis TEXT NOT NULL DEFAULT 'daily'
  CHECK (rate_basis IN ('half_day', 'hourly', 'daily', 'rate_table')), hourly_units INTEGER, price_hourly INTEGER, hourly_increment_minutes INTEGER, rate_table TEXT, unit_ids TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX booking_line_items_booking ON booking_line_items (tenant_id, livemode, booking_id, position);
CREATE TRIGGER booking_view_booking_line_items_delete AFTER DELETE ON booking_line_items BEGIN
  UPDATE bookings SET view_json = NULL
   WHERE tenant_id = OLD.tenant_id AND livemode = OLD.livemode AND id = OLD.booking_id
     AND view_json IS NOT NULL;
END;
CREATE TRIGGER booking_view_booking_line_items_insert AFTER INSERT ON booking_line_items
  WHEN NOT EXISTS (
    SELECT 1 FROM bookings
     WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND id = NEW.booking_id
       AND instr(view_json, '"id":"' || NEW.id || '"') > 0)
BEGIN
  UPDATE bookings SET view_json = NULL
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND id = NEW.booking_id
     AND view_json IS NOT NULL;
END;
CREATE TRIGGER booking_view_booking_line_items_update AFTER UPDATE ON booking_line_items BEGIN
  UPDATE bookings SET view_json = NULL
   WHERE tenant_id = OLD.tenant_id AND livemode = OLD.livemode AND id = OLD.booking_id
     AND view_json IS NOT NULL;
  UPDATE bookings SET view_json = NULL
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND id = NEW.booking_id
     AND view_json IS NOT NULL;
END;
CREATE TRIGGER unit_holds_line_delete AFTER DELETE ON booking_line_items BEGIN
  DELETE FROM unit_holds WHERE tenant_id = OLD.tenant_id AND livemode = OLD.livemode AND line_item_id = OLD.id;
END;
CREATE TRIGGER unit_holds_line_insert AFTER INSERT ON booking_line_items BEGIN
  INSERT INTO unit_holds (tenant_id, livemode, line_item_id, booking_id, fleet_item_id, quantity, pickup_date, return_date, expires_at, phase)
    SELECT NEW.tenant_id, NEW.livemode, NEW.id, NEW.booking_id, NEW.fleet_item_id, NEW.quantity, CASE WHEN b.status IN ('active', 'completed') AND b.picked_up_at < b.pickup_date THEN b.picked_up_at ELSE b.pickup_date END,
           CASE WHEN b.status = 'completed' THEN b.returned_at ELSE b.return_date END, CASE WHEN b.status = 'pending' THEN b.expires_at END, CASE b.status WHEN 'active' THEN 1 WHEN 'completed' THEN 2 ELSE 0 END
      FROM bookings b
     WHERE b.tenant_id = NEW.tenant_id AND b.livemode = NEW.livemode AND b.id = NEW.booking_id
       AND (b.status IN ('pending', 'confirmed', 'active')
       OR (b.status = 'completed' AND b.returned_at IS NOT NULL));
END;
CREATE TRIGGER unit_holds_line_update AFTER UPDATE OF fleet_item_id, quantity ON booking_line_items BEGIN
  UPDATE unit_holds SET fleet_item_id = NEW.fleet_item_id, quantity = NEW.quantity
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND line_item_id = NEW.id;
END;

-- booking_payments --------------------------------------------------------------------------------

CREATE TABLE booking_payments (
  tenant_id   TEXT NOT NULL,
  livemode    INTEGER NOT NULL,
  id          TEXT NOT NULL,
  booking_id  TEXT NOT NULL,
  amount      INTEGER NOT NULL CHECK (amount > 0),
  method      TEXT,
  reference   TEXT,
  created_at  TEXT NOT NULL, actor_type TEXT NOT NULL DEFAULT 'secret_key' CHECK (actor_type IN ('secret_key', 'publishable_key', 'staff', 'system')), actor_id TEXT NOT NULL DEFAULT 'unknown',
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX booking_payments_booking ON booking_payments (tenant_id, livemode, booking_id, created_at, id);

-- booking_search ----------------------------------------------------------------------------------

CREATE TABLE booking_search (
  doc           INTEGER PRIMARY KEY,
  tenant_id     TEXT NOT NULL,
  livemode      INTEGER NOT NULL,
  booking_id    TEXT NOT NULL,
  customer_id   TEXT NOT NULL,
  own_text      TEXT NOT NULL,
  customer_text TEXT NOT NULL,
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE UNIQUE INDEX booking_search_booking ON booking_search (tenant_id, livemode, booking_id);
CREATE TRIGGER booking_search_fts_delete AFTER DELETE ON booking_search
WHEN OLD.doc <= (SELECT upto FROM booking_search_indexed) BEGIN
  INSERT INTO booking_search_fts (booking_search_fts, rowid, own_text, customer_text)
  VALUES ('delete', OLD.doc, OLD.own_text, OLD.customer_text);
END;
CREATE TRIGGER booking_search_fts_insert AFTER INSERT ON booking_search
WHEN NEW.doc <= (SELECT upto FROM booking_search_indexed) BEGIN
  INSERT INTO booking_search_fts (rowid, own_text, customer_text) VALUES (NEW.doc, NEW.own_text, NEW.customer_text);
END;
CREATE TRIGGER booking_search_fts_update AFTER UPDATE ON booking_search
WHEN OLD.doc <= (SELECT upto FROM booking_search_indexed) BEGIN
  INSERT INTO booking_search_fts (booking_search_fts, rowid, own_text, customer_text)
  VALUES ('delete', OLD.doc, OLD.own_text, OLD.customer_text);
  INSERT INTO booking_search_fts (rowid, own_text, customer_text) VALUES (NEW.doc, NEW.own_text, NEW.customer_text);
END;

-- booking_search_fts ------------------------------------------------------------------------------

CREATE VIRTUAL TABLE booking_search_fts USING fts5(own_text, customer_text, content='booking_search', content_rowid='doc', tokenize='trigram');

-- booking_search_fts_config -----------------------------------------------------------------------

CREATE TABLE 'booking_search_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- booking_search_fts_data -------------------------------------------------------------------------

CREATE TABLE 'booking_search_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- booking_search_fts_docsize ----------------------------------------------------------------------

CREATE TABLE 'booking_search_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- booking_search_fts_idx --------------------------------------------------------------------------

CREATE TABLE 'booking_search_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- booking_search_indexed --------------------------------------------------------------------------

CREATE TABLE booking_search_indexed (
  one  INTEGER PRIMARY KEY CHECK (one = 1),
  upto INTEGER NOT NULL
) STRICT;

-- bookings ----------------------------------------------------------------------------------------

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
  updated_at             TEXT NOT NULL, expires_at TEXT, view_json TEXT, view_version INTEGER, picked_up_at TEXT, returned_at TEXT, late_fee_amount INTEGER NOT NULL DEFAULT 0, overdue_notified_at TEXT,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX bookings_customer ON bookings (tenant_id, livemode, customer_id, created_at DESC, id DESC);
CREATE INDEX bookings_expiring ON bookings (expires_at) WHERE status = 'pending' AND expires_at IS NOT NULL;
CREATE INDEX bookings_list ON bookings (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX bookings_overdue ON bookings (return_date) WHERE status = 'active' AND overdue_notified_at IS NULL;
CREATE INDEX bookings_status ON bookings (tenant_id, livemode, status, created_at DESC, id DESC);
CREATE INDEX bookings_view_missing ON bookings (tenant_id, livemode, id) WHERE view_json IS NULL;
CREATE TRIGGER booking_search_new AFTER INSERT ON bookings BEGIN
  INSERT INTO booking_search (tenant_id, livemode, booking_id, customer_id, own_text, customer_text)
  VALUES (NEW.tenant_id, NEW.livemode, NEW.id, NEW.customer_id, lower(NEW.id), '');
END;
CREATE TRIGGER booking_view_bookings_update AFTER UPDATE ON bookings
  WHEN NEW.view_json IS OLD.view_json AND NEW.view_version IS OLD.view_version AND NEW.view_json IS NOT NULL
BEGIN
  UPDATE bookings SET view_json = NULL
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND id = NEW.id;
END;
CREATE TRIGGER unit_holds_booking_delete AFTER DELETE ON bookings BEGIN
  DELETE FROM unit_holds WHERE tenant_id = OLD.tenant_id AND livemode = OLD.livemode AND booking_id = OLD.id;
END;
CREATE TRIGGER unit_holds_booking_update
  AFTER UPDATE OF status, pickup_date, return_date, expires_at, returned_at, picked_up_at ON bookings BEGIN
  DELETE FROM unit_holds WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND booking_id = NEW.id;
  INSERT INTO unit_holds (tenant_id, livemode, line_item_id, booking_id, fleet_item_id, quantity, pickup_date, return_date, expires_at, phase)
    SELECT li.tenant_id, li.livemode, li.id, li.booking_id, li.fleet_item_id, li.quantity, CASE WHEN NEW.status IN ('active', 'completed') AND NEW.picked_up_at < NEW.pickup_date THEN NEW.picked_up_at ELSE NEW.pickup_date END,
           CASE WHEN NEW.status = 'completed' THEN NEW.returned_at ELSE NEW.return_date END, CASE WHEN NEW.status = 'pending' THEN NEW.expires_at END, CASE NEW.status WHEN 'active' THEN 1 WHEN 'completed' THEN 2 ELSE 0 END
      FROM booking_line_items li
     WHERE li.tenant_id = NEW.tenant_id AND li.livemode = NEW.livemode AND li.booking_id = NEW.id
       AND (NEW.status IN ('pending', 'confirmed', 'active')
       OR (NEW.status = 'completed' AND NEW.returned_at IS NOT NULL));
END;

-- cache_versions ----------------------------------------------------------------------------------

CREATE TABLE cache_versions (
  tenant_id TEXT NOT NULL,
  livemode  INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  version   INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, livemode)
) STRICT;

-- checkouts ---------------------------------------------------------------------------------------

CREATE TABLE checkouts (
  tenant_id          TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode           INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id                 TEXT NOT NULL,
  booking_id         TEXT NOT NULL,
  publishable_key_id TEXT,
  client_key         TEXT NOT NULL,
  client_secret_hash TEXT NOT NULL,
  hold_limit_at      TEXT NOT NULL,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE UNIQUE INDEX checkouts_booking ON checkouts (tenant_id, livemode, booking_id);
CREATE INDEX checkouts_client ON checkouts (tenant_id, livemode, client_key, created_at);

-- coupons -----------------------------------------------------------------------------------------

CREATE TABLE coupons (
  tenant_id       TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode        INTEGER NOT NULL,
  id              TEXT NOT NULL,
  code            TEXT NOT NULL,
  discount_type   TEXT NOT NULL CHECK (discount_type IN ('percent', 'dollar')),
  discount_value  INTEGER NOT NULL,
  active          INTEGER NOT NULL DEFAULT 1,
  valid_from      TEXT,
  valid_until     TEXT,
  max_redemptions INTEGER,
  times_redeemed  INTEGER NOT NULL DEFAULT 0,
  min_subtotal    INTEGER,
  fleet_item_ids  TEXT,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE UNIQUE INDEX coupons_code ON coupons (tenant_id, livemode, lower(code));
CREATE INDEX coupons_list ON coupons (tenant_id, livemode, created_at DESC, id DESC);
CREATE TRIGGER cache_version_coupons_delete AFTER DELETE ON coupons BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (OLD.tenant_id, OLD.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_coupons_insert AFTER INSERT ON coupons BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_coupons_update AFTER UPDATE ON coupons BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;

-- customer_search ---------------------------------------------------------------------------------

CREATE TABLE customer_search (
  doc         INTEGER PRIMARY KEY,
  tenant_id   TEXT NOT NULL,
  livemode    INTEGER NOT NULL,
  customer_id TEXT NOT NULL,
  text        TEXT,
  FOREIGN KEY (tenant_id, livemode, customer_id) REFERENCES customers (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE UNIQUE INDEX customer_search_customer ON customer_search (tenant_id, livemode, customer_id);
CREATE INDEX customer_search_unfilled ON customer_search (doc) WHERE text IS NULL;
CREATE TRIGGER customer_search_fts_delete AFTER DELETE ON customer_search BEGIN
  INSERT INTO customer_search_fts (customer_search_fts, rowid, text) VALUES ('delete', OLD.doc, OLD.text);
END;
CREATE TRIGGER customer_search_fts_insert AFTER INSERT ON customer_search BEGIN
  INSERT INTO customer_search_fts (rowid, text) VALUES (NEW.doc, NEW.text);
END;
CREATE TRIGGER customer_search_fts_update AFTER UPDATE ON customer_search BEGIN
  INSERT INTO customer_search_fts (customer_search_fts, rowid, text) VALUES ('delete', OLD.doc, OLD.text);
  INSERT INTO customer_search_fts (rowid, text) VALUES (NEW.doc, NEW.text);
END;

-- customer_search_fts -----------------------------------------------------------------------------

CREATE VIRTUAL TABLE customer_search_fts USING fts5(text, content='customer_search', content_rowid='doc', tokenize='trigram');

-- customer_search_fts_config ----------------------------------------------------------------------

CREATE TABLE 'customer_search_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- customer_search_fts_data ------------------------------------------------------------------------

CREATE TABLE 'customer_search_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- customer_search_fts_docsize ---------------------------------------------------------------------

CREATE TABLE 'customer_search_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- customer_search_fts_idx -------------------------------------------------------------------------

CREATE TABLE 'customer_search_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- customers ---------------------------------------------------------------------------------------

CREATE TABLE customers (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode   INTEGER NOT NULL,
  id         TEXT NOT NULL,
  name       TEXT NOT NULL,
  email      TEXT,
  phone      TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX customers_list ON customers (tenant_id, livemode, created_at DESC, id DESC);
CREATE TRIGGER customer_search_insert AFTER INSERT ON customers BEGIN
  INSERT INTO customer_search (tenant_id, livemode, customer_id, text) VALUES (NEW.tenant_id, NEW.livemode, NEW.id, NULL);
END;
CREATE TRIGGER customer_search_update AFTER UPDATE OF name, email, phone ON customers BEGIN
  UPDATE customer_search SET text = NULL
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND customer_id = NEW.id AND text IS NOT NULL;
END;

-- deposits ----------------------------------------------------------------------------------------

CREATE TABLE deposits (
  tenant_id         TEXT NOT NULL,
  livemode          INTEGER NOT NULL,
  id                TEXT NOT NULL,
  booking_id        TEXT NOT NULL,
  payment_intent_id TEXT NOT NULL,
  status            TEXT NOT NULL CHECK (status IN ('authorized', 'renewal_failed', 'captured', 'released', 'expired')),
  amount_authorized INTEGER NOT NULL,
  amount_captured   INTEGER NOT NULL,
  capture_before    TEXT NOT NULL,
  renewals          INTEGER NOT NULL,
  capture_reason    TEXT,
  ended_at          TEXT,
  renew_at          TEXT,
  created_at        TEXT NOT NULL,
  updated_at        TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX deposits_booking ON deposits (tenant_id, livemode, booking_id, created_at, id);
CREATE INDEX deposits_live ON deposits (capture_before) WHERE status IN ('authorized', 'renewal_failed');
CREATE UNIQUE INDEX deposits_one_live ON deposits (tenant_id, livemode, booking_id)
  WHERE status IN ('authorized', 'renewal_failed');

-- downtimes ---------------------------------------------------------------------------------------

CREATE TABLE downtimes (
  tenant_id     TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode      INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id            TEXT NOT NULL,
  fleet_item_id TEXT NOT NULL,
  quantity      INTEGER NOT NULL CHECK (quantity > 0),
  start_at      TEXT NOT NULL,
  end_at        TEXT NOT NULL,
  reason        TEXT,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL, unit_id TEXT,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX downtimes_item ON downtimes (tenant_id, livemode, fleet_item_id, end_at, start_at);
CREATE INDEX downtimes_list ON downtimes (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX downtimes_unit ON downtimes (tenant_id, livemode, unit_id) WHERE unit_id IS NOT NULL;

-- events ------------------------------------------------------------------------------------------

CREATE TABLE events (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode   INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id         TEXT NOT NULL,
  type       TEXT NOT NULL,
  data       TEXT NOT NULL,
  created_at TEXT NOT NULL, actor_type TEXT NOT NULL DEFAULT 'secret_key' CHECK (actor_type IN ('secret_key', 'publishable_key', 'staff', 'system')), actor_id TEXT NOT NULL DEFAULT 'unknown',
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX events_actor ON events (tenant_id, livemode, actor_id, created_at DESC, id DESC);
CREATE INDEX events_list ON events (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX events_type ON events (tenant_id, livemode, type, created_at DESC, id DESC);

-- fleet_items -------------------------------------------------------------------------------------

CREATE TABLE fleet_items (
  tenant_id          TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode           INTEGER NOT NULL,
  id                 TEXT NOT NULL,
  name               TEXT NOT NULL,
  description        TEXT,
  price_full_day     INTEGER NOT NULL,
  price_half_day     INTEGER,
  price_multi_day    INTEGER,
  price_weekly       INTEGER,
  deposit_amount     INTEGER NOT NULL DEFAULT 0,
  quantity           INTEGER NOT NULL DEFAULT 1,
  turnaround_minutes INTEGER NOT NULL DEFAULT 0,
  active             INTEGER NOT NULL DEFAULT 1,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL, price_hourly INTEGER, hourly_increment_minutes INTEGER NOT NULL DEFAULT 60
  CHECK (hourly_increment_minutes IN (15, 30, 60)), rate_table TEXT, min_rental_minutes INTEGER, max_rental_days INTEGER, tracking TEXT NOT NULL DEFAULT 'quantity' CHECK (tracking IN ('quantity', 'units')), buffer_before_minutes INTEGER NOT NULL DEFAULT 0, late_fee TEXT,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX fleet_items_list ON fleet_items (tenant_id, livemode, created_at DESC, id DESC);
CREATE TRIGGER cache_version_fleet_items_delete AFTER DELETE ON fleet_items BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (OLD.tenant_id, OLD.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_fleet_items_insert AFTER INSERT ON fleet_items BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_fleet_items_update AFTER UPDATE ON fleet_items BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;

-- hold_spans --------------------------------------------------------------------------------------

CREATE TABLE hold_spans (
  tenant_id     TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode      INTEGER NOT NULL,
  fleet_item_id TEXT NOT NULL,
  longest_ms    INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, livemode, fleet_item_id)
) STRICT;

-- idempotency_keys --------------------------------------------------------------------------------

CREATE TABLE idempotency_keys (
  tenant_id       TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode        INTEGER NOT NULL,
  key             TEXT NOT NULL,
  fingerprint     TEXT NOT NULL,
  state           TEXT NOT NULL CHECK (state IN ('in_flight', 'done')),
  response_status INTEGER,
  response_body   TEXT,
  request_id      TEXT NOT NULL,
  created_at      TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, key)
) STRICT;
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- locations ---------------------------------------------------------------------------------------

CREATE TABLE locations (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode   INTEGER NOT NULL,
  id         TEXT NOT NULL,
  name       TEXT NOT NULL,
  address    TEXT,
  timezone   TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX locations_list ON locations (tenant_id, livemode, created_at DESC, id DESC);

-- packages ----------------------------------------------------------------------------------------

CREATE TABLE packages (
  tenant_id      TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode       INTEGER NOT NULL,
  id             TEXT NOT NULL,
  name           TEXT NOT NULL,
  description    TEXT,
  fleet_item_ids TEXT NOT NULL DEFAULT '[]',
  addon_ids      TEXT NOT NULL DEFAULT '[]',
  discount_type  TEXT NOT NULL CHECK (discount_type IN ('percent', 'dollar')),
  discount_value INTEGER NOT NULL,
  active         INTEGER NOT NULL DEFAULT 1,
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX packages_list ON packages (tenant_id, livemode, created_at DESC, id DESC);
CREATE TRIGGER cache_version_packages_delete AFTER DELETE ON packages BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (OLD.tenant_id, OLD.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_packages_insert AFTER INSERT ON packages BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_packages_update AFTER UPDATE ON packages BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;

-- payment_intents ---------------------------------------------------------------------------------

CREATE TABLE payment_intents (
  tenant_id              TEXT NOT NULL,
  livemode               INTEGER NOT NULL,
  id                     TEXT NOT NULL,
  booking_id             TEXT NOT NULL,
  purpose                TEXT NOT NULL CHECK (purpose IN ('rental', 'deposit')),
  amount                 INTEGER NOT NULL,
  currency               TEXT NOT NULL,
  status                 TEXT NOT NULL
    CHECK (status IN ('requires_payment_method', 'processing', 'requires_capture', 'succeeded', 'canceled')),
  client_secret          TEXT NOT NULL,
  provider               TEXT NOT NULL CHECK (provider IN ('test', 'stripe')),
  provider_reference     TEXT,
  capture_before         TEXT,
  application_fee_amount INTEGER NOT NULL,
  amount_received        INTEGER NOT NULL,
  payment_method         TEXT,
  payment_id             TEXT,
  renewal_of             TEXT,
  provider_account       TEXT,
  provider_customer      TEXT,
  created_at             TEXT NOT NULL,
  updated_at             TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX payment_intents_booking ON payment_intents (tenant_id, livemode, booking_id, created_at, id);
CREATE INDEX payment_intents_payment ON payment_intents (tenant_id, livemode, payment_id) WHERE payment_id IS NOT NULL;
CREATE UNIQUE INDEX payment_intents_reference ON payment_intents (provider, livemode, provider_reference)
  WHERE provider_reference IS NOT NULL;

-- pricing_rules -----------------------------------------------------------------------------------

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
CREATE INDEX pricing_rules_item ON pricing_rules (tenant_id, livemode, fleet_item_id, created_at DESC, id DESC);
CREATE INDEX pricing_rules_list ON pricing_rules (tenant_id, livemode, created_at DESC, id DESC);
CREATE TRIGGER cache_version_pricing_rules_delete AFTER DELETE ON pricing_rules BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (OLD.tenant_id, OLD.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_pricing_rules_insert AFTER INSERT ON pricing_rules BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_pricing_rules_update AFTER UPDATE ON pricing_rules BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;

-- provider_events ---------------------------------------------------------------------------------

CREATE TABLE provider_events (
  tenant_id          TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode           INTEGER NOT NULL,
  id                 TEXT NOT NULL,
  provider           TEXT NOT NULL CHECK (provider IN ('stripe', 'test')),
  type               TEXT NOT NULL,
  provider_reference TEXT,
  account            TEXT,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX provider_events_age ON provider_events (created_at);

-- publishable_keys --------------------------------------------------------------------------------

CREATE TABLE publishable_keys (
  tenant_id       TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode        INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id              TEXT NOT NULL,
  key             TEXT NOT NULL,
  allowed_origins TEXT NOT NULL,
  active          INTEGER NOT NULL DEFAULT 1,
  key_hash        TEXT NOT NULL,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE UNIQUE INDEX publishable_keys_hash ON publishable_keys (key_hash);
CREATE INDEX publishable_keys_list ON publishable_keys (tenant_id, livemode, created_at DESC, id DESC);
CREATE TRIGGER cache_version_publishable_keys_delete AFTER DELETE ON publishable_keys BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (OLD.tenant_id, OLD.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_publishable_keys_insert AFTER INSERT ON publishable_keys BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_publishable_keys_update AFTER UPDATE ON publishable_keys BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;

-- refunds -----------------------------------------------------------------------------------------

CREATE TABLE refunds (
  tenant_id          TEXT NOT NULL,
  livemode           INTEGER NOT NULL,
  id                 TEXT NOT NULL,
  booking_id         TEXT NOT NULL,
  payment_id         TEXT NOT NULL,
  amount             INTEGER NOT NULL,
  reason             TEXT,
  status             TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider           TEXT NOT NULL CHECK (provider IN ('manual', 'test', 'stripe')),
  provider_reference TEXT,
  failure_reason     TEXT,
  provider_account   TEXT,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX refunds_booking ON refunds (tenant_id, livemode, booking_id, created_at, id);
CREATE UNIQUE INDEX refunds_reference ON refunds (provider, livemode, provider_reference)
  WHERE provider_reference IS NOT NULL;

-- schema_migrations -------------------------------------------------------------------------------

CREATE TABLE schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL
  ) STRICT;

-- sign_in_failures --------------------------------------------------------------------------------

CREATE TABLE sign_in_failures (
  subject TEXT NOT NULL,
  at      TEXT NOT NULL
) STRICT;
CREATE INDEX sign_in_failures_at ON sign_in_failures (at);
CREATE INDEX sign_in_failures_subject ON sign_in_failures (subject, at);

-- sign_in_locks -----------------------------------------------------------------------------------

CREATE TABLE sign_in_locks (
  subject      TEXT PRIMARY KEY,
  locked_until TEXT NOT NULL
) STRICT;

-- staff_credentials -------------------------------------------------------------------------------

CREATE TABLE staff_credentials (
  tenant_id         TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  staff_id          TEXT NOT NULL,
  password_hash     TEXT,
  invite_hash       TEXT,
  invite_expires_at TEXT,
  updated_at        TEXT NOT NULL,
  PRIMARY KEY (tenant_id, staff_id)
) STRICT;
CREATE UNIQUE INDEX staff_credentials_invite ON staff_credentials (invite_hash) WHERE invite_hash IS NOT NULL;

-- staff_members -----------------------------------------------------------------------------------

CREATE TABLE staff_members (
  tenant_id       TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode        INTEGER NOT NULL CHECK (livemode = 1),
  id              TEXT NOT NULL,
  email           TEXT NOT NULL,
  name            TEXT NOT NULL,
  role            TEXT NOT NULL CHECK (role IN ('owner', 'manager', 'staff')),
  active          INTEGER NOT NULL DEFAULT 1,
  last_sign_in_at TEXT,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE UNIQUE INDEX staff_members_email ON staff_members (tenant_id, email);
CREATE UNIQUE INDEX staff_members_id ON staff_members (id);
CREATE INDEX staff_members_list ON staff_members (tenant_id, livemode, created_at DESC, id DESC);

-- staff_sessions ----------------------------------------------------------------------------------

CREATE TABLE staff_sessions (
  id_hash      TEXT PRIMARY KEY,
  tenant_id    TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  staff_id     TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at   TEXT NOT NULL
) STRICT;
CREATE INDEX staff_sessions_member ON staff_sessions (tenant_id, staff_id);
CREATE TRIGGER cache_version_staff_sessions_delete AFTER DELETE ON staff_sessions BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (OLD.tenant_id, 0, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (OLD.tenant_id, 1, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;

-- tenant_settings ---------------------------------------------------------------------------------

CREATE TABLE tenant_settings (
  tenant_id         TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode          INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  name              TEXT NOT NULL,
  timezone          TEXT NOT NULL DEFAULT 'UTC',
  tax_rate_bps      INTEGER NOT NULL DEFAULT 0,
  tax_inclusive     INTEGER NOT NULL DEFAULT 0,
  service_fee_payer TEXT NOT NULL DEFAULT 'customer',
  currency          TEXT NOT NULL DEFAULT 'usd',
  created_at        TEXT NOT NULL,
  updated_at        TEXT NOT NULL, pending_expiry_minutes INTEGER, schedule TEXT, late_fee_grace_minutes INTEGER NOT NULL DEFAULT 0, late_fee_per_hour INTEGER, late_fee_per_day INTEGER, late_fee_cap INTEGER, payments_provider TEXT NOT NULL DEFAULT 'manual'
  CHECK (payments_provider IN ('manual', 'test', 'stripe')), stripe_account TEXT,
  PRIMARY KEY (tenant_id, livemode)
) STRICT;
CREATE UNIQUE INDEX tenant_settings_stripe_account ON tenant_settings (stripe_account, livemode)
  WHERE stripe_account IS NOT NULL;
CREATE TRIGGER cache_version_tenant_settings_delete AFTER DELETE ON tenant_settings BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (OLD.tenant_id, OLD.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_tenant_settings_insert AFTER INSERT ON tenant_settings BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_tenant_settings_update AFTER UPDATE ON tenant_settings BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.tenant_id, NEW.livemode, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;

-- tenants -----------------------------------------------------------------------------------------

CREATE TABLE tenants (
  id                TEXT PRIMARY KEY,
  name              TEXT NOT NULL,
  subscription_tier TEXT NOT NULL DEFAULT 'starter' CHECK (subscription_tier IN ('starter', 'growth', 'enterprise')),
  created_at        TEXT NOT NULL,
  updated_at        TEXT NOT NULL
) STRICT;
CREATE TRIGGER cache_version_tenants_delete AFTER DELETE ON tenants BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (OLD.id, 0, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (OLD.id, 1, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;
CREATE TRIGGER cache_version_tenants_update AFTER UPDATE ON tenants BEGIN
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.id, 0, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (NEW.id, 1, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;
END;

-- unit_holds --------------------------------------------------------------------------------------

CREATE TABLE unit_holds (
  tenant_id     TEXT NOT NULL,
  livemode      INTEGER NOT NULL,
  line_item_id  TEXT NOT NULL,
  booking_id    TEXT NOT NULL,
  fleet_item_id TEXT NOT NULL,
  quantity      INTEGER NOT NULL,
  pickup_date   TEXT NOT NULL,
  return_date   TEXT NOT NULL, expires_at TEXT, phase INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, livemode, line_item_id)
) STRICT;
CREATE INDEX unit_holds_booking ON unit_holds (tenant_id, livemode, booking_id);
CREATE INDEX unit_holds_item ON unit_holds
  (tenant_id, livemode, fleet_item_id, pickup_date, return_date, expires_at, quantity, booking_id, phase);
CREATE INDEX unit_holds_out ON unit_holds (tenant_id, livemode, fleet_item_id, return_date) WHERE phase = 1;
CREATE TRIGGER hold_spans_insert AFTER INSERT ON unit_holds WHEN NOT EXISTS (
    SELECT 1 FROM hold_spans
     WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND fleet_item_id = NEW.fleet_item_id
       AND longest_ms >= CAST(ROUND((julianday(NEW.return_date) - julianday(NEW.pickup_date)) * 86400000) AS INTEGER)) BEGIN
  INSERT INTO hold_spans (tenant_id, livemode, fleet_item_id, longest_ms)
    VALUES (NEW.tenant_id, NEW.livemode, NEW.fleet_item_id, CAST(ROUND((julianday(NEW.return_date) - julianday(NEW.pickup_date)) * 86400000) AS INTEGER))
    ON CONFLICT (tenant_id, livemode, fleet_item_id) DO UPDATE SET longest_ms = excluded.longest_ms
     WHERE excluded.longest_ms > hold_spans.longest_ms;
END;
CREATE TRIGGER hold_spans_update AFTER UPDATE OF fleet_item_id, pickup_date, return_date ON unit_holds WHEN NOT EXISTS (
    SELECT 1 FROM hold_spans
     WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND fleet_item_id = NEW.fleet_item_id
       AND longest_ms >= CAST(ROUND((julianday(NEW.return_date) - julianday(NEW.pickup_date)) * 86400000) AS INTEGER)) BEGIN
  INSERT INTO hold_spans (tenant_id, livemode, fleet_item_id, longest_ms)
    VALUES (NEW.tenant_id, NEW.livemode, NEW.fleet_item_id, CAST(ROUND((julianday(NEW.return_date) - julianday(NEW.pickup_date)) * 86400000) AS INTEGER))
    ON CONFLICT (tenant_id, livemode, fleet_item_id) DO UPDATE SET longest_ms = excluded.longest_ms
     WHERE excluded.longest_ms > hold_spans.longest_ms;
END;

-- units -------------------------------------------------------------------------------------------

CREATE TABLE units (
  tenant_id      TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode       INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id             TEXT NOT NULL,
  fleet_item_id  TEXT NOT NULL,
  identifier     TEXT NOT NULL,
  serial_number  TEXT,
  notes          TEXT,
  status         TEXT NOT NULL DEFAULT 'available'
                 CHECK (status IN ('available', 'out', 'in_maintenance', 'retired')),
  condition      TEXT NOT NULL DEFAULT 'ok' CHECK (condition IN ('ok', 'damaged', 'needs_inspection')),
  booking_id     TEXT,
  retired_at     TEXT,
  retired_reason TEXT,
  ever_out       INTEGER NOT NULL DEFAULT 0,
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  CHECK ((status = 'out') = (booking_id IS NOT NULL))
) STRICT;
CREATE INDEX units_booking ON units (tenant_id, livemode, booking_id) WHERE booking_id IS NOT NULL;
CREATE UNIQUE INDEX units_identifier ON units (tenant_id, livemode, lower(identifier)) WHERE status <> 'retired';
CREATE INDEX units_item ON units (tenant_id, livemode, fleet_item_id, status);
CREATE INDEX units_list ON units (tenant_id, livemode, created_at DESC, id DESC);

-- webhook_deliveries ------------------------------------------------------------------------------

CREATE TABLE webhook_deliveries (
  tenant_id       TEXT NOT NULL,
  livemode        INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id              TEXT NOT NULL,
  event_id        TEXT NOT NULL,
  endpoint_id     TEXT NOT NULL,
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts        TEXT NOT NULL DEFAULT '[]',
  next_attempt_at TEXT,
  lease           TEXT,
  locked_until    TEXT,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, event_id) REFERENCES events (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (tenant_id, livemode, event_id);
CREATE INDEX webhook_deliveries_failed
  ON webhook_deliveries (tenant_id, livemode, endpoint_id) WHERE status = 'failed';
CREATE INDEX webhook_deliveries_leased
  ON webhook_deliveries (tenant_id, livemode, endpoint_id) WHERE lease IS NOT NULL;
CREATE INDEX webhook_deliveries_list
  ON webhook_deliveries (tenant_id, livemode, endpoint_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_pending
  ON webhook_deliveries (tenant_id, livemode, endpoint_id, next_attempt_at, id) WHERE status = 'pending';

-- webhook_endpoints -------------------------------------------------------------------------------

CREATE TABLE webhook_endpoints (
  tenant_id   TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode    INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id          TEXT NOT NULL,
  url         TEXT NOT NULL,
  events      TEXT NOT NULL,
  description TEXT,
  active      INTEGER NOT NULL DEFAULT 1,
  secret      TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL, disabled_reason TEXT CHECK (disabled_reason IN ('gone', 'failing')), disabled_at TEXT, failing_since TEXT, previous_secret TEXT, previous_secret_expires_at TEXT,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX webhook_endpoints_list ON webhook_endpoints (tenant_id, livemode, created_at DESC, id DESC);
