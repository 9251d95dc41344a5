/**
 * 001: tenants, API keys, per-mode settings, the catalog, pricing rules and idempotency keys; the
 * same tables as SQLite's 001.
 *
 * Conventions: ids, keys and instants are `text COLLATE "C"` (byte order, as SQLite compares them:
 * ids are time-ordered base62 and instants fixed-width ISO strings, so both sort by creation);
 * money is bigint cents; `livemode` and flags are booleans; id lists are JSON text. Every
 * tenant-owned row's primary key is (tenant_id, livemode, id).
 */
import { C } from './types.js';

export const sql = `
CREATE TABLE tenants (
  id                ${C} PRIMARY KEY,
  name              text NOT NULL,
  subscription_tier text NOT NULL DEFAULT 'starter' CHECK (subscription_tier IN ('starter', 'growth', 'enterprise')),
  created_at        ${C} NOT NULL,
  updated_at        ${C} NOT NULL
);

CREATE TABLE tenant_settings (
  tenant_id         ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode          boolean NOT NULL,
  name              text NOT NULL,
  timezone          text NOT NULL DEFAULT 'UTC',
  tax_rate_bps      integer NOT NULL DEFAULT 0,
  tax_inclusive     boolean NOT NULL DEFAULT false,
  service_fee_payer text NOT NULL DEFAULT 'customer',
  currency          text NOT NULL DEFAULT 'usd',
  created_at        ${C} NOT NULL,
  updated_at        ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode)
);

CREATE TABLE api_keys (
  id         ${C} PRIMARY KEY,
  tenant_id  ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode   boolean NOT NULL,
  key_hash   text NOT NULL UNIQUE,
  key_prefix text NOT NULL,
  last4      text NOT NULL,
  created_at ${C} NOT NULL,
  revoked_at ${C}
);
CREATE INDEX api_keys_tenant ON api_keys (tenant_id, livemode);

CREATE TABLE fleet_items (
  tenant_id          ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode           boolean NOT NULL,
  id                 ${C} NOT NULL,
  name               text NOT NULL,
  description        text,
  price_full_day     bigint NOT NULL,
  price_half_day     bigint,
  price_multi_day    bigint,
  price_weekly       bigint,
  deposit_amount     bigint NOT NULL DEFAULT 0,
  quantity           integer NOT NULL DEFAULT 1,
  turnaround_minutes integer NOT NULL DEFAULT 0,
  active             boolean NOT NULL DEFAULT true,
  created_at         ${C} NOT NULL,
  updated_at         ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE INDEX fleet_items_list ON fleet_items (tenant_id, livemode, created_at DESC, id DESC);

CREATE TABLE addons (
  tenant_id   ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode    boolean NOT NULL,
  id          ${C} NOT NULL,
  name        text NOT NULL,
  description text,
  price       bigint NOT NULL,
  pricing     text NOT NULL CHECK (pricing IN ('per_item', 'per_day')),
  active      boolean NOT NULL DEFAULT true,
  created_at  ${C} NOT NULL,
  updated_at  ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE INDEX addons_list ON addons (tenant_id, livemode, created_at DESC, id DESC);

CREATE TABLE packages (
  tenant_id      ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode       boolean NOT NULL,
  id             ${C} NOT NULL,
  name           text NOT NULL,
  description    text,
  fleet_item_ids text NOT NULL DEFAULT '[]',
  addon_ids      text NOT NULL DEFAULT '[]',
  discount_type  text NOT NULL CHECK (discount_type IN ('percent', 'dollar')),
  discount_value bigint NOT NULL,
  active         boolean NOT NULL DEFAULT true,
  created_at     ${C} NOT NULL,
  updated_at     ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE INDEX packages_list ON packages (tenant_id, livemode, created_at DESC, id DESC);

CREATE TABLE coupons (
  tenant_id       ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode        boolean NOT NULL,
  id              ${C} NOT NULL,
  code            text NOT NULL,
  discount_type   text NOT NULL CHECK (discount_type IN ('percent', 'dollar')),
  discount_value  bigint NOT NULL,
  active          boolean NOT NULL DEFAULT true,
  valid_from      ${C},
  valid_until     ${C},
  max_redemptions bigint,
  times_redeemed  bigint NOT NULL DEFAULT 0,
  min_subtotal    bigint,
  fleet_item_ids  text,
  created_at      ${C} NOT NULL,
  updated_at      ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE INDEX coupons_list ON coupons (tenant_id, livemode, created_at DESC, id DESC);
CREATE UNIQUE INDEX coupons_code ON coupons (tenant_id, livemode, lower(code));

CREATE TABLE customers (
  tenant_id  ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode   boolean NOT NULL,
  id         ${C} NOT NULL,
  name       text NOT NULL,
  email      text,
  phone      text,
  created_at ${C} NOT NULL,
  updated_at ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE INDEX customers_list ON customers (tenant_id, livemode, created_at DESC, id DESC);

CREATE TABLE locations (
  tenant_id  ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode   boolean NOT NULL,
  id         ${C} NOT NULL,
  name       text NOT NULL,
  address    text,
  timezone   text,
  created_at ${C} NOT NULL,
  updated_at ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE INDEX locations_list ON locations (tenant_id, livemode, created_at DESC, id DESC);

CREATE TABLE pricing_rules (
  tenant_id        ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode         boolean NOT NULL,
  id               ${C} NOT NULL,
  fleet_item_id    ${C},
  type             text NOT NULL CHECK (type IN ('seasonal', 'multi_day')),
  start_date       ${C},
  end_date         ${C},
  days_threshold   integer,
  adjustment_type  text NOT NULL CHECK (adjustment_type IN ('percent', 'dollar')),
  adjustment_value bigint NOT NULL,
  priority         integer NOT NULL DEFAULT 0,
  active           boolean NOT NULL DEFAULT true,
  created_at       ${C} NOT NULL,
  updated_at       ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE INDEX pricing_rules_list ON pricing_rules (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX pricing_rules_item ON pricing_rules (tenant_id, livemode, fleet_item_id, created_at DESC, id DESC);

CREATE TABLE idempotency_keys (
  tenant_id       ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode        boolean NOT NULL,
  key             text NOT NULL,
  fingerprint     text NOT NULL,
  state           text NOT NULL CHECK (state IN ('in_flight', 'done')),
  response_status integer,
  response_body   text,
  request_id      text NOT NULL,
  created_at      ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
`;
