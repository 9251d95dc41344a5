/**
 * 001: tenants, API keys, per-mode settings, the catalog, pricing rules and idempotency keys.
 *
 * Conventions: every tenant-owned row carries `tenant_id` and `livemode` (0/1) and its primary key is
 * (tenant_id, livemode, id), so the demo's fixed ids can exist in both modes. Money is INTEGER cents,
 * instants are ISO strings `YYYY-MM-DDTHH:mm:ss.sssZ` (they sort as text), booleans 0/1, id lists
 * JSON arrays. Lists read `(tenant_id, livemode, created_at DESC, id DESC)`.
 */
export const sql = `
CREATE TABLE tenants (
  id                TEXT PRIMARY KEY,
  name              TEXT NOT NULL,
  subscription_tier TEXT NOT NULL DEFAULT 'starter' CHECK (subscription_tier IN ('starter', 'growth', 'enterprise')),
  created_at        TEXT NOT NULL,
  updated_at        TEXT NOT NULL
) STRICT;

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
  updated_at        TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode)
) STRICT;

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
  updated_at         TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX fleet_items_list ON fleet_items (tenant_id, livemode, created_at DESC, id DESC);

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
CREATE INDEX coupons_list ON coupons (tenant_id, livemode, created_at DESC, id DESC);
CREATE UNIQUE INDEX coupons_code ON coupons (tenant_id, livemode, lower(code));

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

CREATE TABLE pricing_rules (
  tenant_id        TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode         INTEGER NOT NULL,
  id               TEXT NOT NULL,
  fleet_item_id    TEXT,
  type             TEXT NOT NULL CHECK (type IN ('seasonal', 'multi_day')),
  start_date       TEXT,
  end_date         TEXT,
  days_threshold   INTEGER,
  adjustment_type  TEXT NOT NULL CHECK (adjustment_type IN ('percent', 'dollar')),
  adjustment_value INTEGER NOT NULL,
  priority         INTEGER NOT NULL DEFAULT 0,
  active           INTEGER NOT NULL DEFAULT 1,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX pricing_rules_list ON pricing_rules (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX pricing_rules_item ON pricing_rules (tenant_id, livemode, fleet_item_id, created_at DESC, id DESC);

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
`;
