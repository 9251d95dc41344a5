/** 040: the storefront's publishable keys and checkouts, as SQLite's 040. */
import { C } from './types.js';

export const sql = `
CREATE TABLE publishable_keys (
  tenant_id       ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode        boolean NOT NULL,
  id              ${C} NOT NULL,
  key             ${C} NOT NULL,
  allowed_origins text NOT NULL,
  active          boolean NOT NULL DEFAULT true,
  key_hash        ${C} NOT NULL,
  created_at      ${C} NOT NULL,
  updated_at      ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE UNIQUE INDEX publishable_keys_hash ON publishable_keys (key_hash);
CREATE INDEX publishable_keys_list ON publishable_keys (tenant_id, livemode, created_at DESC, id DESC);
CREATE CONSTRAINT TRIGGER cache_version AFTER INSERT OR UPDATE OR DELETE ON publishable_keys
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_row();

CREATE TABLE checkouts (
  tenant_id          ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode           boolean NOT NULL,
  id                 ${C} NOT NULL,
  booking_id         ${C} NOT NULL,
  publishable_key_id ${C},
  client_key         ${C} NOT NULL,
  client_secret_hash ${C} NOT NULL,
  hold_limit_at      ${C} NOT NULL,
  created_at         ${C} NOT NULL,
  updated_at         ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX checkouts_booking ON checkouts (tenant_id, livemode, booking_id);
CREATE INDEX checkouts_client ON checkouts (tenant_id, livemode, client_key, created_at);
`;
