/**
 * 040: the storefront.
 * - `publishable_keys`: a shop's public keys, one mode each, found by the SHA-256 of the key (unique
 *   across tenants). A change bumps the tenant's cache version, as an API key's does, so a process
 *   that remembers a key refuses it from the commit that deactivates or deletes it on.
 * - `checkouts`: a booking made through the storefront, with whose it is (the credential and client
 *   address, hashed together: the open-checkout limit counts by them), the hash of its client secret
 *   and the latest instant a payment in progress may stretch its hold to. The booking is its state.
 */
import { cacheVersionTriggers } from './008_cache_versions.js';

export const sql = `
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
${cacheVersionTriggers('publishable_keys').join('\n')}

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
`;
