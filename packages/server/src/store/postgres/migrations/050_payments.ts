/**
 * 050: payments through a provider, as SQLite's 050: the tenant's payments setting and Stripe
 * connected account per mode (one tenant per account and mode), payment intents, deposit holds,
 * refunds, the provider events acted on, and the `deposit_capture` adjustment type.
 */
import { C } from './types.js';

export const sql = `
ALTER TABLE tenant_settings
  ADD COLUMN payments_provider ${C} NOT NULL DEFAULT 'manual'
    CHECK (payments_provider IN ('manual', 'test', 'stripe')),
  ADD COLUMN stripe_account ${C};
CREATE UNIQUE INDEX tenant_settings_stripe_account ON tenant_settings (stripe_account, livemode)
  WHERE stripe_account IS NOT NULL;

CREATE TABLE payment_intents (
  tenant_id              ${C} NOT NULL,
  livemode               boolean NOT NULL,
  id                     ${C} NOT NULL,
  booking_id             ${C} NOT NULL,
  purpose                ${C} NOT NULL CHECK (purpose IN ('rental', 'deposit')),
  amount                 bigint NOT NULL,
  currency               text NOT NULL,
  status                 ${C} NOT NULL
    CHECK (status IN ('requires_payment_method', 'processing', 'requires_capture', 'succeeded', 'canceled')),
  client_secret          text NOT NULL,
  provider               ${C} NOT NULL CHECK (provider IN ('test', 'stripe')),
  provider_reference     ${C},
  capture_before         ${C},
  application_fee_amount bigint NOT NULL,
  amount_received        bigint NOT NULL,
  payment_method         text,
  payment_id             ${C},
  renewal_of             ${C},
  provider_account       ${C},
  provider_customer      text,
  created_at             ${C} NOT NULL,
  updated_at             ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
);
CREATE INDEX payment_intents_booking ON payment_intents (tenant_id, livemode, booking_id, created_at, id);
CREATE UNIQUE INDEX payment_intents_reference ON payment_intents (provider, livemode, provider_reference)
  WHERE provider_reference IS NOT NULL;
CREATE INDEX payment_intents_payment ON payment_intents (tenant_id, livemode, payment_id) WHERE payment_id IS NOT NULL;

CREATE TABLE deposits (
  tenant_id         ${C} NOT NULL,
  livemode          boolean NOT NULL,
  id                ${C} NOT NULL,
  booking_id        ${C} NOT NULL,
  payment_intent_id ${C} NOT NULL,
  status            ${C} NOT NULL CHECK (status IN ('authorized', 'renewal_failed', 'captured', 'released', 'expired')),
  amount_authorized bigint NOT NULL,
  amount_captured   bigint NOT NULL,
  capture_before    ${C} NOT NULL,
  renewals          integer NOT NULL,
  capture_reason    text,
  ended_at          ${C},
  renew_at          ${C},
  created_at        ${C} NOT NULL,
  updated_at        ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
);
CREATE INDEX deposits_booking ON deposits (tenant_id, livemode, booking_id, created_at, id);
CREATE UNIQUE INDEX deposits_one_live ON deposits (tenant_id, livemode, booking_id)
  WHERE status IN ('authorized', 'renewal_failed');
CREATE INDEX deposits_live ON deposits (capture_before) WHERE status IN ('authorized', 'renewal_failed');

CREATE TABLE refunds (
  tenant_id          ${C} NOT NULL,
  livemode           boolean NOT NULL,
  id                 ${C} NOT NULL,
  booking_id         ${C} NOT NULL,
  payment_id         ${C} NOT NULL,
  amount             bigint NOT NULL,
  reason             text,
  status             ${C} NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider           ${C} NOT NULL CHECK (provider IN ('manual', 'test', 'stripe')),
  provider_reference ${C},
  failure_reason     text,
  provider_account   ${C},
  created_at         ${C} NOT NULL,
  updated_at         ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
);
CREATE INDEX refunds_booking ON refunds (tenant_id, livemode, booking_id, created_at, id);
CREATE UNIQUE INDEX refunds_reference ON refunds (provider, livemode, provider_reference)
  WHERE provider_reference IS NOT NULL;

CREATE TABLE provider_events (
  tenant_id          ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode           boolean NOT NULL,
  id                 ${C} NOT NULL,
  provider           ${C} NOT NULL CHECK (provider IN ('stripe', 'test')),
  type               text NOT NULL,
  provider_reference ${C},
  account            ${C},
  created_at         ${C} NOT NULL,
  updated_at         ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE INDEX provider_events_age ON provider_events (created_at);

ALTER TABLE booking_adjustments DROP CONSTRAINT booking_adjustments_type_check;
ALTER TABLE booking_adjustments ADD CONSTRAINT booking_adjustments_type_check
  CHECK (type IN ('extension', 'item_swap', 'late_fee', 'deposit_capture'));
`;
