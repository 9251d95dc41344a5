/**
 * Every table's row as both drivers return it: one type per table, column for column as in
 * `sqlite/schema.sql` and `postgres/schema.sql` (a test holds the two together). The query modules
 * name these, or a `Pick` of them, as what a statement returns (`Sql.get<Row<'events'>>`), and decode
 * from there into the records the features use (`records.ts`, and the row types of each query
 * module): booleans to `boolean`, JSON text to its value.
 *
 * - A boolean is 0 or 1 on SQLite, `false` or `true` on PostgreSQL: {@link DbBool}, read with `asBool`.
 * - Integers are numbers on both (PostgreSQL's bigint is parsed as a number: every amount and count
 *   of ours is a safe integer).
 * - JSON columns (id lists, attempts, event data, views) are text on both.
 * - Instants are ISO text.
 */

import type { ActorType } from '../core/actor.js';
import type { Addon } from '../model/addon.js';
import type { Checkout } from '../model/checkout.js';
import type { Coupon } from '../model/coupon.js';
import type { Customer } from '../model/customer.js';
import type { Deposit } from '../model/deposit.js';
import type { Event } from '../model/event.js';
import type { FleetItem, RateSnapshot } from '../model/fleet-item.js';
import type { Location } from '../model/location.js';
import type { Package } from '../model/package.js';
import type { PaymentIntent } from '../model/payment-intent.js';
import type { PricingRule } from '../model/pricing-rule.js';
import type { ProviderEvent } from '../model/provider-event.js';
import type { PublishableKey } from '../model/publishable-key.js';
import type { DbBool, RowOf } from '../model/record.js';
import type { Refund } from '../model/refund.js';
import type { Staff } from '../model/staff.js';
import type { ModeSettings } from '../model/tenant-settings.js';
import type { Unit } from '../model/unit.js';
import type { WebhookEndpoint } from '../model/webhook-endpoint.js';
import type { AddonPricing, AdjustmentType } from './records.js';

export type { DbBool };

// The values of the columns the schema CHECKs: a row can hold no other.
export type SubscriptionTier = 'starter' | 'growth' | 'enterprise';
export type BookingStatus = 'pending' | 'confirmed' | 'active' | 'completed' | 'cancelled';
export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';
export type IdempotencyState = 'in_flight' | 'done';
export type RateBasis = 'half_day' | 'hourly' | 'daily' | 'rate_table';

// Object types, not interfaces: a row is then also a record of its columns by name.
type Owned = {
  tenant_id: string;
  livemode: DbBool;
};

type Stamped = {
  created_at: string;
  updated_at: string;
};

/** Who made the row: the credential's kind and id, or the system and what acted. */
type Acted = {
  actor_type: ActorType;
  actor_id: string;
};

export interface Tables {
  schema_migrations: { version: number; name: string; applied_at: string };
  tenants: { id: string; name: string; subscription_tier: SubscriptionTier } & Stamped;
  tenant_settings: RowOf<typeof ModeSettings>;
  api_keys: {
    id: string;
    tenant_id: string;
    livemode: DbBool;
    key_hash: string;
    key_prefix: string;
    last4: string;
    created_at: string;
    revoked_at: string | null;
  };
  cache_versions: Owned & { version: number };
  fleet_items: RowOf<typeof FleetItem>;
  addons: RowOf<typeof Addon>;
  packages: RowOf<typeof Package>;
  coupons: RowOf<typeof Coupon>;
  customers: RowOf<typeof Customer>;
  locations: RowOf<typeof Location>;
  payment_intents: RowOf<typeof PaymentIntent>;
  deposits: RowOf<typeof Deposit>;
  refunds: RowOf<typeof Refund>;
  provider_events: RowOf<typeof ProviderEvent>;
  publishable_keys: RowOf<typeof PublishableKey>;
  checkouts: RowOf<typeof Checkout>;
  pricing_rules: RowOf<typeof PricingRule>;
  idempotency_keys: Owned & {
    key: string;
    fingerprint: string;
    state: IdempotencyState;
    response_status: number | null;
    response_body: string | null;
    request_id: string;
    created_at: string;
  };
  events: RowOf<typeof Event>;
  bookings: Owned &
    Stamped & {
      id: string;
      status: BookingStatus;
      customer_id: string;
      customer_name: string;
      customer_email: string | null;
      customer_phone: string | null;
      pickup_date: string;
      return_date: string;
      pickup_location_id: string | null;
      half_day: DbBool;
      subtotal: number;
      tax_amount: number;
      discount_amount: number;
      service_fee_amount: number;
      total: number;
      amount_paid: number;
      deposit_hold_amount: number;
      initial_total: number;
      coupon_id: string | null;
      coupon_code: string | null;
      coupon_discount_type: AdjustmentType | null;
      coupon_discount_value: number | null;
      /** JSON array of ids, or null. */
      coupon_fleet_item_ids: string | null;
      notes: string | null;
      cancellation_reason: string | null;
      cancelled_at: string | null;
      expires_at: string | null;
      /** The stored list view (JSON, without the customer); null when cleared. */
      view_json: string | null;
      view_version: number | null;
      picked_up_at: string | null;
      returned_at: string | null;
      /** The late fee charged at the return, tax included (0 until a late return). */
      late_fee_amount: number;
      /** When the sweeper claimed this booking's `booking.overdue` event (null: not yet). */
      overdue_notified_at: string | null;
    };
  booking_line_items: Owned &
    Stamped & {
      id: string;
      booking_id: string;
      position: number;
      fleet_item_id: string;
      fleet_item_name: string;
      quantity: number;
      unit_price: number;
      override_price: number | null;
      line_total: number;
      /** JSON array of the unit ids picked up on this line. */
      unit_ids: string;
      rate_basis: RateBasis;
      hourly_units: number | null;
    } & RateSnapshot;
  booking_addons: Owned &
    Stamped & {
      id: string;
      booking_id: string;
      position: number;
      addon_id: string;
      addon_name: string;
      quantity: number;
      unit_price: number;
      line_total: number;
      pricing: AddonPricing;
    };
  booking_adjustments: Owned &
    Acted & {
      id: string;
      booking_id: string;
      type: 'extension' | 'item_swap' | 'late_fee' | 'deposit_capture';
      amount: number;
      description: string;
      created_at: string;
    };
  booking_changes: Owned &
    Acted & {
      id: string;
      booking_id: string;
      type: 'item_swapped';
      line_item_id: string;
      from_fleet_item_id: string;
      to_fleet_item_id: string;
      previous_total: number;
      new_total: number;
      created_at: string;
    };
  booking_payments: Owned &
    Acted & {
      id: string;
      booking_id: string;
      amount: number;
      method: string | null;
      reference: string | null;
      created_at: string;
    };
  unit_holds: Owned & {
    line_item_id: string;
    booking_id: string;
    fleet_item_id: string;
    quantity: number;
    pickup_date: string;
    return_date: string;
    expires_at: string | null;
    /** 0 booked, 1 out (active), 2 returned (completed). */
    phase: number;
  };
  hold_spans: Owned & { fleet_item_id: string; longest_ms: number };
  downtimes: Owned &
    Stamped & {
      id: string;
      fleet_item_id: string;
      quantity: number;
      start_at: string;
      end_at: string;
      reason: string | null;
      unit_id: string | null;
    };
  units: RowOf<typeof Unit>;
  webhook_endpoints: RowOf<typeof WebhookEndpoint>;
  staff_members: RowOf<typeof Staff>;
  staff_credentials: {
    tenant_id: string;
    staff_id: string;
    /** `scrypt$N$r$p$salt$hash` (base64url); null until a password is set. */
    password_hash: string | null;
    /** SHA-256 (hex) of the open invitation's token; null: none open. */
    invite_hash: string | null;
    invite_expires_at: string | null;
    updated_at: string;
  };
  staff_sessions: {
    /** SHA-256 (hex) of the session id the cookie carries. */
    id_hash: string;
    tenant_id: string;
    staff_id: string;
    created_at: string;
    /** The last request, to the minute (the idle timeout counts from it). */
    last_seen_at: string;
    /** The absolute end. */
    expires_at: string;
  };
  /** One row per failed sign-in: `email:<tenant>:<email>` or `address:<client address>`. */
  sign_in_failures: { subject: string; at: string };
  sign_in_locks: { subject: string; locked_until: string };
  /** A booking's search document: its own text (id, units) and its customer's, folded. */
  booking_search: Owned & {
    doc: number;
    booking_id: string;
    customer_id: string;
    own_text: string;
    customer_text: string;
  };
  /** SQLite only: the bookings' documents up to `upto` are in the trigram index, the later ones wait. */
  booking_search_indexed: { one: number; upto: number };
  /** A customer's search document, folded; null until the server fills it. */
  customer_search: Owned & { doc: number; customer_id: string; text: string | null };
  webhook_deliveries: Owned &
    Stamped & {
      id: string;
      event_id: string;
      endpoint_id: string;
      status: DeliveryStatus;
      /** JSON array of the attempts. */
      attempts: string;
      next_attempt_at: string | null;
      lease: string | null;
      locked_until: string | null;
    };
}

/** A row of `table` as stored. */
export type Row<T extends keyof Tables> = Tables[T];
