/**
 * 050: payments through a provider. A tenant's payments setting per mode (`manual`, the default,
 * records payments taken elsewhere; `test` and `stripe` take them) and its Stripe connected account
 * (one tenant per account and mode); payment intents, deposit holds, refunds, and the provider events
 * acted on (by the provider's event id, so a repeated event acts once). A deposit's capture adds a
 * `deposit_capture` adjustment: the adjustments' type CHECK is widened by making the table again from
 * its own statement (see `rebuild.ts`), so the columns other migrations gave it stay.
 */
import type { Database } from 'better-sqlite3';
import { rebuildTableSql } from './rebuild.js';

const tables = `
ALTER TABLE tenant_settings ADD COLUMN payments_provider TEXT NOT NULL DEFAULT 'manual'
  CHECK (payments_provider IN ('manual', 'test', 'stripe'));
ALTER TABLE tenant_settings ADD COLUMN stripe_account TEXT;
CREATE UNIQUE INDEX tenant_settings_stripe_account ON tenant_settings (stripe_account, livemode)
  WHERE stripe_account IS NOT NULL;

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
CREATE UNIQUE INDEX payment_intents_reference ON payment_intents (provider, livemode, provider_reference)
  WHERE provider_reference IS NOT NULL;
CREATE INDEX payment_intents_payment ON payment_intents (tenant_id, livemode, payment_id) WHERE payment_id IS NOT NULL;

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
CREATE UNIQUE INDEX deposits_one_live ON deposits (tenant_id, livemode, booking_id)
  WHERE status IN ('authorized', 'renewal_failed');
CREATE INDEX deposits_live ON deposits (capture_before) WHERE status IN ('authorized', 'renewal_failed');

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
`;

/** The adjustments' type CHECK gains `deposit_capture`. */
const widenAdjustmentTypes = (create: string) => create.replace("'late_fee')", "'late_fee', 'deposit_capture')");

export const sql = (db: Database): string =>
  `${tables}\n${rebuildTableSql(db, 'booking_adjustments', widenAdjustmentTypes)}`;
