/**
 * 003: bookings, their line items and add-ons, and the append-only adjustments, change log and
 * payments, as SQLite's 003. A line stores the fleet item's name and rates it was priced with.
 */
import { C } from './types.js';

const child = (table: string, columns: string) => `
CREATE TABLE ${table} (
  tenant_id  ${C} NOT NULL,
  livemode   boolean NOT NULL,
  id         ${C} NOT NULL,
  booking_id ${C} NOT NULL,
${columns}
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings (tenant_id, livemode, id) ON DELETE CASCADE
);`;

export const sql = `
CREATE TABLE bookings (
  tenant_id              ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode               boolean NOT NULL,
  id                     ${C} NOT NULL,
  status                 text NOT NULL CHECK (status IN ('pending', 'confirmed', 'active', 'completed', 'cancelled')),
  customer_id            ${C} NOT NULL,
  customer_name          text NOT NULL,
  customer_email         text,
  customer_phone         text,
  pickup_date            ${C} NOT NULL,
  return_date            ${C} NOT NULL,
  pickup_location_id     ${C},
  half_day               boolean NOT NULL DEFAULT false,
  subtotal               bigint NOT NULL,
  tax_amount             bigint NOT NULL,
  discount_amount        bigint NOT NULL,
  service_fee_amount     bigint NOT NULL,
  total                  bigint NOT NULL,
  amount_paid            bigint NOT NULL DEFAULT 0,
  deposit_hold_amount    bigint NOT NULL DEFAULT 0,
  initial_total          bigint NOT NULL,
  coupon_id              ${C},
  coupon_code            text,
  coupon_discount_type   text CHECK (coupon_discount_type IN ('percent', 'dollar')),
  coupon_discount_value  bigint,
  coupon_fleet_item_ids  text,
  notes                  text,
  cancellation_reason    text,
  cancelled_at           ${C},
  created_at             ${C} NOT NULL,
  updated_at             ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE INDEX bookings_list ON bookings (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX bookings_customer ON bookings (tenant_id, livemode, customer_id, created_at DESC, id DESC);
CREATE INDEX bookings_status ON bookings (tenant_id, livemode, status, created_at DESC, id DESC);
${child(
  'booking_line_items',
  `  position         integer NOT NULL,
  fleet_item_id    ${C} NOT NULL,
  fleet_item_name  text NOT NULL,
  quantity         integer NOT NULL,
  unit_price       bigint NOT NULL,
  override_price   bigint,
  line_total       bigint NOT NULL,
  price_full_day   bigint NOT NULL,
  price_half_day   bigint,
  price_multi_day  bigint,
  price_weekly     bigint,
  deposit_amount   bigint NOT NULL DEFAULT 0,
  created_at       ${C} NOT NULL,
  updated_at       ${C} NOT NULL,`,
)}
CREATE INDEX booking_line_items_booking ON booking_line_items (tenant_id, livemode, booking_id, position);
CREATE INDEX booking_line_items_item ON booking_line_items (tenant_id, livemode, fleet_item_id);
${child(
  'booking_addons',
  `  position    integer NOT NULL,
  addon_id    ${C} NOT NULL,
  addon_name  text NOT NULL,
  quantity    integer NOT NULL,
  unit_price  bigint NOT NULL,
  line_total  bigint NOT NULL,
  pricing     text NOT NULL CHECK (pricing IN ('per_item', 'per_day')),
  created_at  ${C} NOT NULL,
  updated_at  ${C} NOT NULL,`,
)}
CREATE INDEX booking_addons_booking ON booking_addons (tenant_id, livemode, booking_id, position);
${child(
  'booking_adjustments',
  `  type        text NOT NULL CHECK (type IN ('extension', 'item_swap')),
  amount      bigint NOT NULL,
  description text NOT NULL,
  created_at  ${C} NOT NULL,`,
)}
CREATE INDEX booking_adjustments_booking ON booking_adjustments (tenant_id, livemode, booking_id, created_at, id);
${child(
  'booking_changes',
  `  type               text NOT NULL CHECK (type IN ('item_swapped')),
  line_item_id       ${C} NOT NULL,
  from_fleet_item_id ${C} NOT NULL,
  to_fleet_item_id   ${C} NOT NULL,
  previous_total     bigint NOT NULL,
  new_total          bigint NOT NULL,
  created_at         ${C} NOT NULL,`,
)}
CREATE INDEX booking_changes_booking ON booking_changes (tenant_id, livemode, booking_id, created_at, id);
${child(
  'booking_payments',
  `  amount      bigint NOT NULL CHECK (amount > 0),
  method      text,
  reference   text,
  created_at  ${C} NOT NULL,`,
)}
CREATE INDEX booking_payments_booking ON booking_payments (tenant_id, livemode, booking_id, created_at, id);
`;
