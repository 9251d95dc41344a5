-- The PostgreSQL schema after the last migration, generated from the catalogs of a freshly migrated database.
-- Do not edit: write a migration, then run `pnpm --filter @rentline/server schema`.

-- addons ------------------------------------------------------------------------------------------

CREATE TABLE addons (
  tenant_id   text COLLATE "C" NOT NULL,
  livemode    boolean NOT NULL,
  id          text COLLATE "C" NOT NULL,
  name        text NOT NULL,
  description text,
  price       bigint NOT NULL,
  pricing     text NOT NULL,
  active      boolean NOT NULL DEFAULT true,
  created_at  text COLLATE "C" NOT NULL,
  updated_at  text COLLATE "C" NOT NULL,
  CONSTRAINT addons_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT addons_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT addons_pricing_check CHECK (pricing = ANY (ARRAY['per_item'::text, 'per_day'::text]))
);
CREATE INDEX addons_list ON addons USING btree (tenant_id, livemode, created_at DESC, id DESC);
CREATE CONSTRAINT TRIGGER cache_version AFTER INSERT OR DELETE OR UPDATE ON addons DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_row();

-- api_keys ----------------------------------------------------------------------------------------

CREATE TABLE api_keys (
  id         text COLLATE "C" NOT NULL,
  tenant_id  text COLLATE "C" NOT NULL,
  livemode   boolean NOT NULL,
  key_hash   text NOT NULL,
  key_prefix text NOT NULL,
  last4      text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  revoked_at text COLLATE "C",
  CONSTRAINT api_keys_pkey PRIMARY KEY (id),
  CONSTRAINT api_keys_key_hash_key UNIQUE (key_hash),
  CONSTRAINT api_keys_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE
);
CREATE INDEX api_keys_tenant ON api_keys USING btree (tenant_id, livemode);
CREATE CONSTRAINT TRIGGER cache_version AFTER INSERT OR DELETE OR UPDATE ON api_keys DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_row();

-- booking_addons ----------------------------------------------------------------------------------

CREATE TABLE booking_addons (
  tenant_id  text COLLATE "C" NOT NULL,
  livemode   boolean NOT NULL,
  id         text COLLATE "C" NOT NULL,
  booking_id text COLLATE "C" NOT NULL,
  position   integer NOT NULL,
  addon_id   text COLLATE "C" NOT NULL,
  addon_name text NOT NULL,
  quantity   integer NOT NULL,
  unit_price bigint NOT NULL,
  line_total bigint NOT NULL,
  pricing    text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  updated_at text COLLATE "C" NOT NULL,
  CONSTRAINT booking_addons_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT booking_addons_tenant_id_livemode_booking_id_fkey FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings(tenant_id, livemode, id) ON DELETE CASCADE,
  CONSTRAINT booking_addons_pricing_check CHECK (pricing = ANY (ARRAY['per_item'::text, 'per_day'::text]))
);
CREATE INDEX booking_addons_booking ON booking_addons USING btree (tenant_id, livemode, booking_id, "position");
CREATE TRIGGER booking_view_child AFTER INSERT OR DELETE OR UPDATE ON booking_addons FOR EACH ROW EXECUTE FUNCTION booking_view_child();

-- booking_adjustments -----------------------------------------------------------------------------

CREATE TABLE booking_adjustments (
  tenant_id   text COLLATE "C" NOT NULL,
  livemode    boolean NOT NULL,
  id          text COLLATE "C" NOT NULL,
  booking_id  text COLLATE "C" NOT NULL,
  type        text NOT NULL,
  amount      bigint NOT NULL,
  description text NOT NULL,
  created_at  text COLLATE "C" NOT NULL,
  actor_type  text COLLATE "C" NOT NULL DEFAULT 'secret_key'::text,
  actor_id    text COLLATE "C" NOT NULL DEFAULT 'unknown'::text,
  CONSTRAINT booking_adjustments_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT booking_adjustments_tenant_id_livemode_booking_id_fkey FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings(tenant_id, livemode, id) ON DELETE CASCADE,
  CONSTRAINT booking_adjustments_actor_type_check CHECK (actor_type = ANY (ARRAY['secret_key'::text, 'publishable_key'::text, 'staff'::text, 'system'::text])),
  CONSTRAINT booking_adjustments_type_check CHECK (type = ANY (ARRAY['extension'::text, 'item_swap'::text, 'late_fee'::text, 'deposit_capture'::text]))
);
CREATE INDEX booking_adjustments_booking ON booking_adjustments USING btree (tenant_id, livemode, booking_id, created_at, id);

-- booking_changes ---------------------------------------------------------------------------------

CREATE TABLE booking_changes (
  tenant_id          text COLLATE "C" NOT NULL,
  livemode           boolean NOT NULL,
  id                 text COLLATE "C" NOT NULL,
  booking_id         text COLLATE "C" NOT NULL,
  type               text NOT NULL,
  line_item_id       text COLLATE "C" NOT NULL,
  from_fleet_item_id text COLLATE "C" NOT NULL,
  to_fleet_item_id   text COLLATE "C" NOT NULL,
  previous_total     bigint NOT NULL,
  new_total          bigint NOT NULL,
  created_at         text COLLATE "C" NOT NULL,
  actor_type         text COLLATE "C" NOT NULL DEFAULT 'secret_key'::text,
  actor_id           text COLLATE "C" NOT NULL DEFAULT 'unknown'::text,
  CONSTRAINT booking_changes_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT booking_changes_tenant_id_livemode_booking_id_fkey FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings(tenant_id, livemode, id) ON DELETE CASCADE,
  CONSTRAINT booking_changes_actor_type_check CHECK (actor_type = ANY (ARRAY['secret_key'::text, 'publishable_key'::text, 'staff'::text, 'system'::text])),
  CONSTRAINT booking_changes_type_check CHECK (type = 'item_swapped'::text)
);
CREATE INDEX booking_changes_booking ON booking_changes USING btree (tenant_id, livemode, booking_id, created_at, id);

-- booking_line_items ------------------------------------------------------------------------------

CREATE TABLE booking_line_items (
  tenant_id                text COLLATE "C" NOT NULL,
  livemode                 boolean NOT NULL,
  id                       text COLLATE "C" NOT NULL,
  booking_id               text COLLATE "C" NOT NULL,
  position                 integer NOT NULL,
  fleet_item_id            text COLLATE "C" NOT NULL,
  fleet_item_name          text NOT NULL,
  quantity                 integer NOT NULL,
  unit_price               bigint NOT NULL,
  override_price           bigint,
  line_total               bigint NOT NULL,
  price_full_day           bigint NOT NULL,
  price_half_day           bigint,
  price_multi_day          bigint,
  price_weekly             bigint,
  deposit_amount           bigint NOT NULL DEFAULT 0,
  created_at               text COLLATE "C" NOT NULL,
  updated_at               text COLLATE "C" NOT NULL,
  rate_basis               text NOT NULL DEFAULT 'daily'::text,
  hourly_units             integer,
  price_hourly             bigint,
  hourly_increment_minutes integer,
  rate_table               text,
  unit_ids                 text NOT NULL DEFAULT '[]'::text,
  CONSTRAINT booking_line_items_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT booking_line_items_tenant_id_livemode_booking_id_fkey FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings(tenant_id, livemode, id) ON DELETE CASCADE,
  CONSTRAINT booking_line_items_rate_basis_check CHECK (rate_basis = ANY (ARRAY['half_day'::text, 'hourly'::text, 'daily'::text, 'rate_table'::text]))
);
CREATE INDEX booking_line_items_booking ON booking_line_items USING btree (tenant_id, livemode, booking_id, "position");
CREATE TRIGGER booking_view_child AFTER INSERT OR DELETE OR UPDATE ON booking_line_items FOR EACH ROW EXECUTE FUNCTION booking_view_child();
CREATE TRIGGER unit_holds_line_delete AFTER DELETE ON booking_line_items FOR EACH ROW EXECUTE FUNCTION unit_holds_line_delete();
CREATE TRIGGER unit_holds_line_insert AFTER INSERT ON booking_line_items FOR EACH ROW EXECUTE FUNCTION unit_holds_line_insert();
CREATE TRIGGER unit_holds_line_update AFTER UPDATE OF fleet_item_id, quantity ON booking_line_items FOR EACH ROW EXECUTE FUNCTION unit_holds_line_update();

-- booking_payments --------------------------------------------------------------------------------

CREATE TABLE booking_payments (
  tenant_id  text COLLATE "C" NOT NULL,
  livemode   boolean NOT NULL,
  id         text COLLATE "C" NOT NULL,
  booking_id text COLLATE "C" NOT NULL,
  amount     bigint NOT NULL,
  method     text,
  reference  text,
  created_at text COLLATE "C" NOT NULL,
  actor_type text COLLATE "C" NOT NULL DEFAULT 'secret_key'::text,
  actor_id   text COLLATE "C" NOT NULL DEFAULT 'unknown'::text,
  CONSTRAINT booking_payments_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT booking_payments_tenant_id_livemode_booking_id_fkey FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings(tenant_id, livemode, id) ON DELETE CASCADE,
  CONSTRAINT booking_payments_actor_type_check CHECK (actor_type = ANY (ARRAY['secret_key'::text, 'publishable_key'::text, 'staff'::text, 'system'::text])),
  CONSTRAINT booking_payments_amount_check CHECK (amount > 0)
);
CREATE INDEX booking_payments_booking ON booking_payments USING btree (tenant_id, livemode, booking_id, created_at, id);

-- booking_search ----------------------------------------------------------------------------------

CREATE TABLE booking_search (
  doc           bigint NOT NULL,
  tenant_id     text COLLATE "C" NOT NULL,
  livemode      boolean NOT NULL,
  booking_id    text COLLATE "C" NOT NULL,
  customer_id   text COLLATE "C" NOT NULL,
  own_text      text NOT NULL,
  customer_text text NOT NULL,
  CONSTRAINT booking_search_pkey PRIMARY KEY (doc),
  CONSTRAINT booking_search_tenant_id_livemode_booking_id_fkey FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings(tenant_id, livemode, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX booking_search_booking ON booking_search USING btree (tenant_id, livemode, booking_id);
CREATE INDEX booking_search_customer_text ON booking_search USING gin (customer_text gin_trgm_ops);
CREATE INDEX booking_search_own_text ON booking_search USING gin (own_text gin_trgm_ops);

-- bookings ----------------------------------------------------------------------------------------

CREATE TABLE bookings (
  tenant_id             text COLLATE "C" NOT NULL,
  livemode              boolean NOT NULL,
  id                    text COLLATE "C" NOT NULL,
  status                text NOT NULL,
  customer_id           text COLLATE "C" NOT NULL,
  customer_name         text NOT NULL,
  customer_email        text,
  customer_phone        text,
  pickup_date           text COLLATE "C" NOT NULL,
  return_date           text COLLATE "C" NOT NULL,
  pickup_location_id    text COLLATE "C",
  half_day              boolean NOT NULL DEFAULT false,
  subtotal              bigint NOT NULL,
  tax_amount            bigint NOT NULL,
  discount_amount       bigint NOT NULL,
  service_fee_amount    bigint NOT NULL,
  total                 bigint NOT NULL,
  amount_paid           bigint NOT NULL DEFAULT 0,
  deposit_hold_amount   bigint NOT NULL DEFAULT 0,
  initial_total         bigint NOT NULL,
  coupon_id             text COLLATE "C",
  coupon_code           text,
  coupon_discount_type  text,
  coupon_discount_value bigint,
  coupon_fleet_item_ids text,
  notes                 text,
  cancellation_reason   text,
  cancelled_at          text COLLATE "C",
  created_at            text COLLATE "C" NOT NULL,
  updated_at            text COLLATE "C" NOT NULL,
  expires_at            text COLLATE "C",
  view_json             text,
  view_version          integer,
  picked_up_at          text COLLATE "C",
  returned_at           text COLLATE "C",
  late_fee_amount       bigint NOT NULL DEFAULT 0,
  overdue_notified_at   text COLLATE "C",
  CONSTRAINT bookings_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT bookings_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT bookings_coupon_discount_type_check CHECK (coupon_discount_type = ANY (ARRAY['percent'::text, 'dollar'::text])),
  CONSTRAINT bookings_status_check CHECK (status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'active'::text, 'completed'::text, 'cancelled'::text]))
);
CREATE INDEX bookings_customer ON bookings USING btree (tenant_id, livemode, customer_id, created_at DESC, id DESC);
CREATE INDEX bookings_expiring ON bookings USING btree (expires_at) WHERE ((status = 'pending'::text) AND (expires_at IS NOT NULL));
CREATE INDEX bookings_list ON bookings USING btree (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX bookings_overdue ON bookings USING btree (return_date) WHERE ((status = 'active'::text) AND (overdue_notified_at IS NULL));
CREATE INDEX bookings_status ON bookings USING btree (tenant_id, livemode, status, created_at DESC, id DESC);
CREATE INDEX bookings_view_missing ON bookings USING btree (tenant_id, livemode, id) WHERE (view_json IS NULL);
CREATE TRIGGER booking_search_new AFTER INSERT ON bookings FOR EACH ROW EXECUTE FUNCTION booking_search_new();
CREATE TRIGGER booking_view_stale BEFORE UPDATE ON bookings FOR EACH ROW WHEN (old.view_json IS NOT NULL) EXECUTE FUNCTION booking_view_stale();
CREATE TRIGGER unit_holds_booking_delete AFTER DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION unit_holds_booking_delete();
CREATE TRIGGER unit_holds_booking_update AFTER UPDATE OF status, pickup_date, return_date, expires_at, returned_at, picked_up_at ON bookings FOR EACH ROW EXECUTE FUNCTION unit_holds_booking_update();

-- cache_versions ----------------------------------------------------------------------------------

CREATE TABLE cache_versions (
  tenant_id text COLLATE "C" NOT NULL,
  livemode  boolean NOT NULL,
  version   bigint NOT NULL,
  CONSTRAINT cache_versions_pkey PRIMARY KEY (tenant_id, livemode)
);

-- checkouts ---------------------------------------------------------------------------------------

CREATE TABLE checkouts (
  tenant_id          text COLLATE "C" NOT NULL,
  livemode           boolean NOT NULL,
  id                 text COLLATE "C" NOT NULL,
  booking_id         text COLLATE "C" NOT NULL,
  publishable_key_id text COLLATE "C",
  client_key         text COLLATE "C" NOT NULL,
  client_secret_hash text COLLATE "C" NOT NULL,
  hold_limit_at      text COLLATE "C" NOT NULL,
  created_at         text COLLATE "C" NOT NULL,
  updated_at         text COLLATE "C" NOT NULL,
  CONSTRAINT checkouts_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT checkouts_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT checkouts_tenant_id_livemode_booking_id_fkey FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings(tenant_id, livemode, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX checkouts_booking ON checkouts USING btree (tenant_id, livemode, booking_id);
CREATE INDEX checkouts_client ON checkouts USING btree (tenant_id, livemode, client_key, created_at);

-- coupons -----------------------------------------------------------------------------------------

CREATE TABLE coupons (
  tenant_id       text COLLATE "C" NOT NULL,
  livemode        boolean NOT NULL,
  id              text COLLATE "C" NOT NULL,
  code            text NOT NULL,
  discount_type   text NOT NULL,
  discount_value  bigint NOT NULL,
  active          boolean NOT NULL DEFAULT true,
  valid_from      text COLLATE "C",
  valid_until     text COLLATE "C",
  max_redemptions bigint,
  times_redeemed  bigint NOT NULL DEFAULT 0,
  min_subtotal    bigint,
  fleet_item_ids  text,
  created_at      text COLLATE "C" NOT NULL,
  updated_at      text COLLATE "C" NOT NULL,
  CONSTRAINT coupons_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT coupons_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT coupons_discount_type_check CHECK (discount_type = ANY (ARRAY['percent'::text, 'dollar'::text]))
);
CREATE UNIQUE INDEX coupons_code ON coupons USING btree (tenant_id, livemode, lower(code));
CREATE INDEX coupons_list ON coupons USING btree (tenant_id, livemode, created_at DESC, id DESC);
CREATE CONSTRAINT TRIGGER cache_version AFTER INSERT OR DELETE OR UPDATE ON coupons DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_row();

-- customer_search ---------------------------------------------------------------------------------

CREATE TABLE customer_search (
  doc         bigint NOT NULL,
  tenant_id   text COLLATE "C" NOT NULL,
  livemode    boolean NOT NULL,
  customer_id text COLLATE "C" NOT NULL,
  text        text,
  CONSTRAINT customer_search_pkey PRIMARY KEY (doc),
  CONSTRAINT customer_search_tenant_id_livemode_customer_id_fkey FOREIGN KEY (tenant_id, livemode, customer_id) REFERENCES customers(tenant_id, livemode, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX customer_search_customer ON customer_search USING btree (tenant_id, livemode, customer_id);
CREATE INDEX customer_search_text ON customer_search USING gin (text gin_trgm_ops);
CREATE INDEX customer_search_unfilled ON customer_search USING btree (doc) WHERE (text IS NULL);

-- customers ---------------------------------------------------------------------------------------

CREATE TABLE customers (
  tenant_id  text COLLATE "C" NOT NULL,
  livemode   boolean NOT NULL,
  id         text COLLATE "C" NOT NULL,
  name       text NOT NULL,
  email      text,
  phone      text,
  created_at text COLLATE "C" NOT NULL,
  updated_at text COLLATE "C" NOT NULL,
  CONSTRAINT customers_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT customers_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE
);
CREATE INDEX customers_list ON customers USING btree (tenant_id, livemode, created_at DESC, id DESC);
CREATE TRIGGER customer_search_insert AFTER INSERT ON customers FOR EACH ROW EXECUTE FUNCTION customer_search_insert();
CREATE TRIGGER customer_search_update AFTER UPDATE OF name, email, phone ON customers FOR EACH ROW EXECUTE FUNCTION customer_search_update();

-- deposits ----------------------------------------------------------------------------------------

CREATE TABLE deposits (
  tenant_id         text COLLATE "C" NOT NULL,
  livemode          boolean NOT NULL,
  id                text COLLATE "C" NOT NULL,
  booking_id        text COLLATE "C" NOT NULL,
  payment_intent_id text COLLATE "C" NOT NULL,
  status            text COLLATE "C" NOT NULL,
  amount_authorized bigint NOT NULL,
  amount_captured   bigint NOT NULL,
  capture_before    text COLLATE "C" NOT NULL,
  renewals          integer NOT NULL,
  capture_reason    text,
  ended_at          text COLLATE "C",
  renew_at          text COLLATE "C",
  created_at        text COLLATE "C" NOT NULL,
  updated_at        text COLLATE "C" NOT NULL,
  CONSTRAINT deposits_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT deposits_tenant_id_livemode_booking_id_fkey FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings(tenant_id, livemode, id) ON DELETE CASCADE,
  CONSTRAINT deposits_status_check CHECK (status = ANY (ARRAY['authorized'::text, 'renewal_failed'::text, 'captured'::text, 'released'::text, 'expired'::text]))
);
CREATE INDEX deposits_booking ON deposits USING btree (tenant_id, livemode, booking_id, created_at, id);
CREATE INDEX deposits_live ON deposits USING btree (capture_before) WHERE (status = ANY (ARRAY['authorized'::text, 'renewal_failed'::text]));
CREATE UNIQUE INDEX deposits_one_live ON deposits USING btree (tenant_id, livemode, booking_id) WHERE (status = ANY (ARRAY['authorized'::text, 'renewal_failed'::text]));

-- downtimes ---------------------------------------------------------------------------------------

CREATE TABLE downtimes (
  tenant_id     text COLLATE "C" NOT NULL,
  livemode      boolean NOT NULL,
  id            text COLLATE "C" NOT NULL,
  fleet_item_id text COLLATE "C" NOT NULL,
  quantity      integer NOT NULL,
  start_at      text COLLATE "C" NOT NULL,
  end_at        text COLLATE "C" NOT NULL,
  reason        text,
  created_at    text COLLATE "C" NOT NULL,
  updated_at    text COLLATE "C" NOT NULL,
  unit_id       text COLLATE "C",
  CONSTRAINT downtimes_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT downtimes_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT downtimes_quantity_check CHECK (quantity > 0)
);
CREATE INDEX downtimes_item ON downtimes USING btree (tenant_id, livemode, fleet_item_id, end_at, start_at);
CREATE INDEX downtimes_list ON downtimes USING btree (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX downtimes_unit ON downtimes USING btree (tenant_id, livemode, unit_id) WHERE (unit_id IS NOT NULL);

-- events ------------------------------------------------------------------------------------------

CREATE TABLE events (
  tenant_id  text COLLATE "C" NOT NULL,
  livemode   boolean NOT NULL,
  id         text COLLATE "C" NOT NULL,
  type       text NOT NULL,
  data       text NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  actor_type text COLLATE "C" NOT NULL DEFAULT 'secret_key'::text,
  actor_id   text COLLATE "C" NOT NULL DEFAULT 'unknown'::text,
  CONSTRAINT events_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT events_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT events_actor_type_check CHECK (actor_type = ANY (ARRAY['secret_key'::text, 'publishable_key'::text, 'staff'::text, 'system'::text]))
);
CREATE INDEX events_actor ON events USING btree (tenant_id, livemode, actor_id, created_at DESC, id DESC);
CREATE INDEX events_list ON events USING btree (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX events_type ON events USING btree (tenant_id, livemode, type, created_at DESC, id DESC);

-- fleet_items -------------------------------------------------------------------------------------

CREATE TABLE fleet_items (
  tenant_id                text COLLATE "C" NOT NULL,
  livemode                 boolean NOT NULL,
  id                       text COLLATE "C" NOT NULL,
  name                     text NOT NULL,
  description              text,
  price_full_day           bigint NOT NULL,
  price_half_day           bigint,
  price_multi_day          bigint,
  price_weekly             bigint,
  deposit_amount           bigint NOT NULL DEFAULT 0,
  quantity                 integer NOT NULL DEFAULT 1,
  turnaround_minutes       integer NOT NULL DEFAULT 0,
  active                   boolean NOT NULL DEFAULT true,
  created_at               text COLLATE "C" NOT NULL,
  updated_at               text COLLATE "C" NOT NULL,
  price_hourly             bigint,
  hourly_increment_minutes integer NOT NULL DEFAULT 60,
  rate_table               text,
  min_rental_minutes       integer,
  max_rental_days          integer,
  tracking                 text COLLATE "C" NOT NULL DEFAULT 'quantity'::text,
  buffer_before_minutes    integer NOT NULL DEFAULT 0,
  late_fee                 text,
  CONSTRAINT fleet_items_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT fleet_items_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT fleet_items_hourly_increment_minutes_check CHECK (hourly_increment_minutes = ANY (ARRAY[15, 30, 60])),
  CONSTRAINT fleet_items_tracking_check CHECK (tracking = ANY (ARRAY['quantity'::text, 'units'::text]))
);
CREATE INDEX fleet_items_list ON fleet_items USING btree (tenant_id, livemode, created_at DESC, id DESC);
CREATE CONSTRAINT TRIGGER cache_version AFTER INSERT OR DELETE OR UPDATE ON fleet_items DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_row();

-- hold_spans --------------------------------------------------------------------------------------

CREATE TABLE hold_spans (
  tenant_id     text COLLATE "C" NOT NULL,
  livemode      boolean NOT NULL,
  fleet_item_id text COLLATE "C" NOT NULL,
  longest_ms    bigint NOT NULL,
  CONSTRAINT hold_spans_pkey PRIMARY KEY (tenant_id, livemode, fleet_item_id),
  CONSTRAINT hold_spans_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE
);

-- idempotency_keys --------------------------------------------------------------------------------

CREATE TABLE idempotency_keys (
  tenant_id       text COLLATE "C" NOT NULL,
  livemode        boolean NOT NULL,
  key             text NOT NULL,
  fingerprint     text NOT NULL,
  state           text NOT NULL,
  response_status integer,
  response_body   text,
  request_id      text NOT NULL,
  created_at      text COLLATE "C" NOT NULL,
  CONSTRAINT idempotency_keys_pkey PRIMARY KEY (tenant_id, livemode, key),
  CONSTRAINT idempotency_keys_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT idempotency_keys_state_check CHECK (state = ANY (ARRAY['in_flight'::text, 'done'::text]))
);
CREATE INDEX idempotency_keys_created ON idempotency_keys USING btree (created_at);

-- locations ---------------------------------------------------------------------------------------

CREATE TABLE locations (
  tenant_id  text COLLATE "C" NOT NULL,
  livemode   boolean NOT NULL,
  id         text COLLATE "C" NOT NULL,
  name       text NOT NULL,
  address    text,
  timezone   text,
  created_at text COLLATE "C" NOT NULL,
  updated_at text COLLATE "C" NOT NULL,
  CONSTRAINT locations_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT locations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE
);
CREATE INDEX locations_list ON locations USING btree (tenant_id, livemode, created_at DESC, id DESC);

-- packages ----------------------------------------------------------------------------------------

CREATE TABLE packages (
  tenant_id      text COLLATE "C" NOT NULL,
  livemode       boolean NOT NULL,
  id             text COLLATE "C" NOT NULL,
  name           text NOT NULL,
  description    text,
  fleet_item_ids text NOT NULL DEFAULT '[]'::text,
  addon_ids      text NOT NULL DEFAULT '[]'::text,
  discount_type  text NOT NULL,
  discount_value bigint NOT NULL,
  active         boolean NOT NULL DEFAULT true,
  created_at     text COLLATE "C" NOT NULL,
  updated_at     text COLLATE "C" NOT NULL,
  CONSTRAINT packages_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT packages_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT packages_discount_type_check CHECK (discount_type = ANY (ARRAY['percent'::text, 'dollar'::text]))
);
CREATE INDEX packages_list ON packages USING btree (tenant_id, livemode, created_at DESC, id DESC);
CREATE CONSTRAINT TRIGGER cache_version AFTER INSERT OR DELETE OR UPDATE ON packages DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_row();

-- payment_intents ---------------------------------------------------------------------------------

CREATE TABLE payment_intents (
  tenant_id              text COLLATE "C" NOT NULL,
  livemode               boolean NOT NULL,
  id                     text COLLATE "C" NOT NULL,
  booking_id             text COLLATE "C" NOT NULL,
  purpose                text COLLATE "C" NOT NULL,
  amount                 bigint NOT NULL,
  currency               text NOT NULL,
  status                 text COLLATE "C" NOT NULL,
  client_secret          text NOT NULL,
  provider               text COLLATE "C" NOT NULL,
  provider_reference     text COLLATE "C",
  capture_before         text COLLATE "C",
  application_fee_amount bigint NOT NULL,
  amount_received        bigint NOT NULL,
  payment_method         text,
  payment_id             text COLLATE "C",
  renewal_of             text COLLATE "C",
  provider_account       text COLLATE "C",
  provider_customer      text,
  created_at             text COLLATE "C" NOT NULL,
  updated_at             text COLLATE "C" NOT NULL,
  CONSTRAINT payment_intents_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT payment_intents_tenant_id_livemode_booking_id_fkey FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings(tenant_id, livemode, id) ON DELETE CASCADE,
  CONSTRAINT payment_intents_provider_check CHECK (provider = ANY (ARRAY['test'::text, 'stripe'::text])),
  CONSTRAINT payment_intents_purpose_check CHECK (purpose = ANY (ARRAY['rental'::text, 'deposit'::text])),
  CONSTRAINT payment_intents_status_check CHECK (status = ANY (ARRAY['requires_payment_method'::text, 'processing'::text, 'requires_capture'::text, 'succeeded'::text, 'canceled'::text]))
);
CREATE INDEX payment_intents_booking ON payment_intents USING btree (tenant_id, livemode, booking_id, created_at, id);
CREATE INDEX payment_intents_payment ON payment_intents USING btree (tenant_id, livemode, payment_id) WHERE (payment_id IS NOT NULL);
CREATE UNIQUE INDEX payment_intents_reference ON payment_intents USING btree (provider, livemode, provider_reference) WHERE (provider_reference IS NOT NULL);

-- pricing_rules -----------------------------------------------------------------------------------

CREATE TABLE pricing_rules (
  tenant_id        text COLLATE "C" NOT NULL,
  livemode         boolean NOT NULL,
  id               text COLLATE "C" NOT NULL,
  fleet_item_id    text COLLATE "C",
  type             text NOT NULL,
  start_date       text COLLATE "C",
  end_date         text COLLATE "C",
  days_threshold   integer,
  adjustment_type  text NOT NULL,
  adjustment_value bigint NOT NULL,
  priority         integer NOT NULL DEFAULT 0,
  active           boolean NOT NULL DEFAULT true,
  created_at       text COLLATE "C" NOT NULL,
  updated_at       text COLLATE "C" NOT NULL,
  weekdays         text,
  CONSTRAINT pricing_rules_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT pricing_rules_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT pricing_rules_adjustment_type_check CHECK (adjustment_type = ANY (ARRAY['percent'::text, 'dollar'::text])),
  CONSTRAINT pricing_rules_type_check CHECK (type = ANY (ARRAY['seasonal'::text, 'multi_day'::text, 'weekday'::text]))
);
CREATE INDEX pricing_rules_item ON pricing_rules USING btree (tenant_id, livemode, fleet_item_id, created_at DESC, id DESC);
CREATE INDEX pricing_rules_list ON pricing_rules USING btree (tenant_id, livemode, created_at DESC, id DESC);
CREATE CONSTRAINT TRIGGER cache_version AFTER INSERT OR DELETE OR UPDATE ON pricing_rules DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_row();

-- provider_events ---------------------------------------------------------------------------------

CREATE TABLE provider_events (
  tenant_id          text COLLATE "C" NOT NULL,
  livemode           boolean NOT NULL,
  id                 text COLLATE "C" NOT NULL,
  provider           text COLLATE "C" NOT NULL,
  type               text NOT NULL,
  provider_reference text COLLATE "C",
  account            text COLLATE "C",
  created_at         text COLLATE "C" NOT NULL,
  updated_at         text COLLATE "C" NOT NULL,
  CONSTRAINT provider_events_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT provider_events_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT provider_events_provider_check CHECK (provider = ANY (ARRAY['stripe'::text, 'test'::text]))
);
CREATE INDEX provider_events_age ON provider_events USING btree (created_at);

-- publishable_keys --------------------------------------------------------------------------------

CREATE TABLE publishable_keys (
  tenant_id       text COLLATE "C" NOT NULL,
  livemode        boolean NOT NULL,
  id              text COLLATE "C" NOT NULL,
  key             text COLLATE "C" NOT NULL,
  allowed_origins text NOT NULL,
  active          boolean NOT NULL DEFAULT true,
  key_hash        text COLLATE "C" NOT NULL,
  created_at      text COLLATE "C" NOT NULL,
  updated_at      text COLLATE "C" NOT NULL,
  CONSTRAINT publishable_keys_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT publishable_keys_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX publishable_keys_hash ON publishable_keys USING btree (key_hash);
CREATE INDEX publishable_keys_list ON publishable_keys USING btree (tenant_id, livemode, created_at DESC, id DESC);
CREATE CONSTRAINT TRIGGER cache_version AFTER INSERT OR DELETE OR UPDATE ON publishable_keys DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_row();

-- refunds -----------------------------------------------------------------------------------------

CREATE TABLE refunds (
  tenant_id          text COLLATE "C" NOT NULL,
  livemode           boolean NOT NULL,
  id                 text COLLATE "C" NOT NULL,
  booking_id         text COLLATE "C" NOT NULL,
  payment_id         text COLLATE "C" NOT NULL,
  amount             bigint NOT NULL,
  reason             text,
  status             text COLLATE "C" NOT NULL,
  provider           text COLLATE "C" NOT NULL,
  provider_reference text COLLATE "C",
  failure_reason     text,
  provider_account   text COLLATE "C",
  created_at         text COLLATE "C" NOT NULL,
  updated_at         text COLLATE "C" NOT NULL,
  CONSTRAINT refunds_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT refunds_tenant_id_livemode_booking_id_fkey FOREIGN KEY (tenant_id, livemode, booking_id) REFERENCES bookings(tenant_id, livemode, id) ON DELETE CASCADE,
  CONSTRAINT refunds_provider_check CHECK (provider = ANY (ARRAY['manual'::text, 'test'::text, 'stripe'::text])),
  CONSTRAINT refunds_status_check CHECK (status = ANY (ARRAY['pending'::text, 'succeeded'::text, 'failed'::text]))
);
CREATE INDEX refunds_booking ON refunds USING btree (tenant_id, livemode, booking_id, created_at, id);
CREATE UNIQUE INDEX refunds_reference ON refunds USING btree (provider, livemode, provider_reference) WHERE (provider_reference IS NOT NULL);

-- schema_migrations -------------------------------------------------------------------------------

CREATE TABLE schema_migrations (
  version    integer NOT NULL,
  name       text NOT NULL,
  applied_at text NOT NULL,
  CONSTRAINT schema_migrations_pkey PRIMARY KEY (version)
);

-- sign_in_failures --------------------------------------------------------------------------------

CREATE TABLE sign_in_failures (
  subject text NOT NULL,
  at      text COLLATE "C" NOT NULL
);
CREATE INDEX sign_in_failures_at ON sign_in_failures USING btree (at);
CREATE INDEX sign_in_failures_subject ON sign_in_failures USING btree (subject, at);

-- sign_in_locks -----------------------------------------------------------------------------------

CREATE TABLE sign_in_locks (
  subject      text NOT NULL,
  locked_until text COLLATE "C" NOT NULL,
  CONSTRAINT sign_in_locks_pkey PRIMARY KEY (subject)
);

-- staff_credentials -------------------------------------------------------------------------------

CREATE TABLE staff_credentials (
  tenant_id         text COLLATE "C" NOT NULL,
  staff_id          text COLLATE "C" NOT NULL,
  password_hash     text,
  invite_hash       text COLLATE "C",
  invite_expires_at text COLLATE "C",
  updated_at        text COLLATE "C" NOT NULL,
  CONSTRAINT staff_credentials_pkey PRIMARY KEY (tenant_id, staff_id),
  CONSTRAINT staff_credentials_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX staff_credentials_invite ON staff_credentials USING btree (invite_hash) WHERE (invite_hash IS NOT NULL);

-- staff_members -----------------------------------------------------------------------------------

CREATE TABLE staff_members (
  tenant_id       text COLLATE "C" NOT NULL,
  livemode        boolean NOT NULL,
  id              text COLLATE "C" NOT NULL,
  email           text NOT NULL,
  name            text NOT NULL,
  role            text COLLATE "C" NOT NULL,
  active          boolean NOT NULL DEFAULT true,
  last_sign_in_at text COLLATE "C",
  created_at      text COLLATE "C" NOT NULL,
  updated_at      text COLLATE "C" NOT NULL,
  CONSTRAINT staff_members_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT staff_members_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT staff_members_livemode_check CHECK (livemode),
  CONSTRAINT staff_members_role_check CHECK (role = ANY (ARRAY['owner'::text, 'manager'::text, 'staff'::text]))
);
CREATE UNIQUE INDEX staff_members_email ON staff_members USING btree (tenant_id, email);
CREATE UNIQUE INDEX staff_members_id ON staff_members USING btree (id);
CREATE INDEX staff_members_list ON staff_members USING btree (tenant_id, livemode, created_at DESC, id DESC);

-- staff_sessions ----------------------------------------------------------------------------------

CREATE TABLE staff_sessions (
  id_hash      text COLLATE "C" NOT NULL,
  tenant_id    text COLLATE "C" NOT NULL,
  staff_id     text COLLATE "C" NOT NULL,
  created_at   text COLLATE "C" NOT NULL,
  last_seen_at text COLLATE "C" NOT NULL,
  expires_at   text COLLATE "C" NOT NULL,
  CONSTRAINT staff_sessions_pkey PRIMARY KEY (id_hash),
  CONSTRAINT staff_sessions_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE
);
CREATE INDEX staff_sessions_member ON staff_sessions USING btree (tenant_id, staff_id);
CREATE CONSTRAINT TRIGGER cache_version AFTER DELETE ON staff_sessions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_staff_session();

-- tenant_settings ---------------------------------------------------------------------------------

CREATE TABLE tenant_settings (
  tenant_id              text COLLATE "C" NOT NULL,
  livemode               boolean NOT NULL,
  name                   text NOT NULL,
  timezone               text NOT NULL DEFAULT 'UTC'::text,
  tax_rate_bps           integer NOT NULL DEFAULT 0,
  tax_inclusive          boolean NOT NULL DEFAULT false,
  service_fee_payer      text NOT NULL DEFAULT 'customer'::text,
  currency               text NOT NULL DEFAULT 'usd'::text,
  created_at             text COLLATE "C" NOT NULL,
  updated_at             text COLLATE "C" NOT NULL,
  pending_expiry_minutes integer,
  schedule               text,
  late_fee_grace_minutes integer NOT NULL DEFAULT 0,
  late_fee_per_hour      bigint,
  late_fee_per_day       bigint,
  late_fee_cap           bigint,
  payments_provider      text COLLATE "C" NOT NULL DEFAULT 'manual'::text,
  stripe_account         text COLLATE "C",
  CONSTRAINT tenant_settings_pkey PRIMARY KEY (tenant_id, livemode),
  CONSTRAINT tenant_settings_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT tenant_settings_payments_provider_check CHECK (payments_provider = ANY (ARRAY['manual'::text, 'test'::text, 'stripe'::text]))
);
CREATE UNIQUE INDEX tenant_settings_stripe_account ON tenant_settings USING btree (stripe_account, livemode) WHERE (stripe_account IS NOT NULL);
CREATE CONSTRAINT TRIGGER cache_version AFTER INSERT OR DELETE OR UPDATE ON tenant_settings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_row();

-- tenants -----------------------------------------------------------------------------------------

CREATE TABLE tenants (
  id                text COLLATE "C" NOT NULL,
  name              text NOT NULL,
  subscription_tier text NOT NULL DEFAULT 'starter'::text,
  created_at        text COLLATE "C" NOT NULL,
  updated_at        text COLLATE "C" NOT NULL,
  CONSTRAINT tenants_pkey PRIMARY KEY (id),
  CONSTRAINT tenants_subscription_tier_check CHECK (subscription_tier = ANY (ARRAY['starter'::text, 'growth'::text, 'enterprise'::text]))
);
CREATE CONSTRAINT TRIGGER cache_version AFTER DELETE OR UPDATE ON tenants DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_tenant();

-- unit_holds --------------------------------------------------------------------------------------

CREATE TABLE unit_holds (
  tenant_id     text COLLATE "C" NOT NULL,
  livemode      boolean NOT NULL,
  line_item_id  text COLLATE "C" NOT NULL,
  booking_id    text COLLATE "C" NOT NULL,
  fleet_item_id text COLLATE "C" NOT NULL,
  quantity      integer NOT NULL,
  pickup_date   text COLLATE "C" NOT NULL,
  return_date   text COLLATE "C" NOT NULL,
  expires_at    text COLLATE "C",
  phase         integer NOT NULL DEFAULT 0,
  CONSTRAINT unit_holds_pkey PRIMARY KEY (tenant_id, livemode, line_item_id)
);
CREATE INDEX unit_holds_booking ON unit_holds USING btree (tenant_id, livemode, booking_id);
CREATE INDEX unit_holds_item ON unit_holds USING btree (tenant_id, livemode, fleet_item_id, pickup_date) INCLUDE (return_date, expires_at, quantity, booking_id, phase);
CREATE INDEX unit_holds_out ON unit_holds USING btree (tenant_id, livemode, fleet_item_id, return_date) WHERE (phase = 1);
CREATE TRIGGER hold_spans_insert AFTER INSERT ON unit_holds FOR EACH ROW EXECUTE FUNCTION hold_spans_row();
CREATE TRIGGER hold_spans_update AFTER UPDATE OF fleet_item_id, pickup_date, return_date ON unit_holds FOR EACH ROW EXECUTE FUNCTION hold_spans_row();

-- units -------------------------------------------------------------------------------------------

CREATE TABLE units (
  tenant_id      text COLLATE "C" NOT NULL,
  livemode       boolean NOT NULL,
  id             text COLLATE "C" NOT NULL,
  fleet_item_id  text COLLATE "C" NOT NULL,
  identifier     text NOT NULL,
  serial_number  text,
  notes          text,
  status         text COLLATE "C" NOT NULL DEFAULT 'available'::text,
  condition      text COLLATE "C" NOT NULL DEFAULT 'ok'::text,
  booking_id     text COLLATE "C",
  retired_at     text COLLATE "C",
  retired_reason text,
  ever_out       boolean NOT NULL DEFAULT false,
  created_at     text COLLATE "C" NOT NULL,
  updated_at     text COLLATE "C" NOT NULL,
  CONSTRAINT units_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT units_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT units_check CHECK ((status = 'out'::text) = (booking_id IS NOT NULL)),
  CONSTRAINT units_condition_check CHECK (condition = ANY (ARRAY['ok'::text, 'damaged'::text, 'needs_inspection'::text])),
  CONSTRAINT units_status_check CHECK (status = ANY (ARRAY['available'::text, 'out'::text, 'in_maintenance'::text, 'retired'::text]))
);
CREATE INDEX units_booking ON units USING btree (tenant_id, livemode, booking_id) WHERE (booking_id IS NOT NULL);
CREATE UNIQUE INDEX units_identifier ON units USING btree (tenant_id, livemode, lower(identifier)) WHERE (status <> 'retired'::text);
CREATE INDEX units_item ON units USING btree (tenant_id, livemode, fleet_item_id, status);
CREATE INDEX units_list ON units USING btree (tenant_id, livemode, created_at DESC, id DESC);

-- webhook_deliveries ------------------------------------------------------------------------------

CREATE TABLE webhook_deliveries (
  tenant_id       text COLLATE "C" NOT NULL,
  livemode        boolean NOT NULL,
  id              text COLLATE "C" NOT NULL,
  event_id        text COLLATE "C" NOT NULL,
  endpoint_id     text COLLATE "C" NOT NULL,
  status          text NOT NULL DEFAULT 'pending'::text,
  attempts        text NOT NULL DEFAULT '[]'::text,
  next_attempt_at text COLLATE "C",
  lease           text,
  locked_until    text COLLATE "C",
  created_at      text COLLATE "C" NOT NULL,
  updated_at      text COLLATE "C" NOT NULL,
  CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT webhook_deliveries_tenant_id_livemode_event_id_fkey FOREIGN KEY (tenant_id, livemode, event_id) REFERENCES events(tenant_id, livemode, id) ON DELETE CASCADE,
  CONSTRAINT webhook_deliveries_status_check CHECK (status = ANY (ARRAY['pending'::text, 'succeeded'::text, 'failed'::text]))
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries USING btree (next_attempt_at, id) WHERE (status = 'pending'::text);
CREATE INDEX webhook_deliveries_event ON webhook_deliveries USING btree (tenant_id, livemode, event_id);
CREATE INDEX webhook_deliveries_failed ON webhook_deliveries USING btree (tenant_id, livemode, endpoint_id) WHERE (status = 'failed'::text);
CREATE INDEX webhook_deliveries_leased ON webhook_deliveries USING btree (tenant_id, livemode, endpoint_id) WHERE (lease IS NOT NULL);
CREATE INDEX webhook_deliveries_list ON webhook_deliveries USING btree (tenant_id, livemode, endpoint_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_pending ON webhook_deliveries USING btree (tenant_id, livemode, endpoint_id, next_attempt_at, id) WHERE (status = 'pending'::text);

-- webhook_endpoints -------------------------------------------------------------------------------

CREATE TABLE webhook_endpoints (
  tenant_id                  text COLLATE "C" NOT NULL,
  livemode                   boolean NOT NULL,
  id                         text COLLATE "C" NOT NULL,
  url                        text NOT NULL,
  events                     text NOT NULL,
  description                text,
  active                     boolean NOT NULL DEFAULT true,
  secret                     text NOT NULL,
  created_at                 text COLLATE "C" NOT NULL,
  updated_at                 text COLLATE "C" NOT NULL,
  disabled_reason            text,
  disabled_at                text COLLATE "C",
  failing_since              text COLLATE "C",
  previous_secret            text,
  previous_secret_expires_at text COLLATE "C",
  CONSTRAINT webhook_endpoints_pkey PRIMARY KEY (tenant_id, livemode, id),
  CONSTRAINT webhook_endpoints_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants(id) ON DELETE CASCADE,
  CONSTRAINT webhook_endpoints_disabled_reason_check CHECK (disabled_reason = ANY (ARRAY['gone'::text, 'failing'::text]))
);
CREATE INDEX webhook_endpoints_list ON webhook_endpoints USING btree (tenant_id, livemode, created_at DESC, id DESC);

-- trigger functions --------------------------------------------------------------------------------

CREATE OR REPLACE FUNCTION booking_search_new()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO booking_search (tenant_id, livemode, booking_id, customer_id, own_text, customer_text)
  VALUES (NEW.tenant_id, NEW.livemode, NEW.id, NEW.customer_id, lower(NEW.id), '');
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION booking_view_child()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' AND EXISTS (
    SELECT 1 FROM bookings
     WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND id = NEW.booking_id
       AND strpos(view_json, '"id":"' || NEW.id || '"') > 0) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM booking_view_clear(OLD.tenant_id, OLD.livemode, OLD.booking_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM booking_view_clear(NEW.tenant_id, NEW.livemode, NEW.booking_id);
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION booking_view_clear(t text, m boolean, b text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM 1 FROM bookings WHERE tenant_id = t AND livemode = m AND id = b FOR NO KEY UPDATE;
  UPDATE bookings SET view_json = NULL
   WHERE tenant_id = t AND livemode = m AND id = b AND view_json IS NOT NULL;
END $function$;

CREATE OR REPLACE FUNCTION booking_view_stale()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.view_json IS NOT DISTINCT FROM OLD.view_json AND NEW.view_version IS NOT DISTINCT FROM OLD.view_version THEN
    NEW.view_json := NULL;
  END IF;
  RETURN NEW;
END $function$;

CREATE OR REPLACE FUNCTION cache_version_bump(t text, m boolean)
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (t, m, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = cache_versions.version + 1;
$function$;

CREATE OR REPLACE FUNCTION cache_version_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM cache_version_bump(OLD.tenant_id, OLD.livemode);
  ELSE
    PERFORM cache_version_bump(NEW.tenant_id, NEW.livemode);
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION cache_version_staff_session()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM cache_version_bump(OLD.tenant_id, false);
  PERFORM cache_version_bump(OLD.tenant_id, true);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION cache_version_tenant()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM cache_version_bump(OLD.id, false);
  PERFORM cache_version_bump(OLD.id, true);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION customer_search_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO customer_search (tenant_id, livemode, customer_id, text) VALUES (NEW.tenant_id, NEW.livemode, NEW.id, NULL);
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION customer_search_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE customer_search SET text = NULL
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND customer_id = NEW.id AND text IS NOT NULL;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION gin_extract_query_trgm(text, internal, smallint, internal, internal, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gin_extract_query_trgm$function$;

CREATE OR REPLACE FUNCTION gin_extract_value_trgm(text, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gin_extract_value_trgm$function$;

CREATE OR REPLACE FUNCTION gin_trgm_consistent(internal, smallint, text, integer, internal, internal, internal, internal)
 RETURNS boolean
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gin_trgm_consistent$function$;

CREATE OR REPLACE FUNCTION gin_trgm_triconsistent(internal, smallint, text, integer, internal, internal, internal)
 RETURNS "char"
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gin_trgm_triconsistent$function$;

CREATE OR REPLACE FUNCTION gtrgm_compress(internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_compress$function$;

CREATE OR REPLACE FUNCTION gtrgm_consistent(internal, text, smallint, oid, internal)
 RETURNS boolean
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_consistent$function$;

CREATE OR REPLACE FUNCTION gtrgm_decompress(internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_decompress$function$;

CREATE OR REPLACE FUNCTION gtrgm_distance(internal, text, smallint, oid, internal)
 RETURNS double precision
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_distance$function$;

CREATE OR REPLACE FUNCTION gtrgm_in(cstring)
 RETURNS gtrgm
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_in$function$;

CREATE OR REPLACE FUNCTION gtrgm_options(internal)
 RETURNS void
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE
AS '$libdir/pg_trgm', $function$gtrgm_options$function$;

CREATE OR REPLACE FUNCTION gtrgm_out(gtrgm)
 RETURNS cstring
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_out$function$;

CREATE OR REPLACE FUNCTION gtrgm_penalty(internal, internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_penalty$function$;

CREATE OR REPLACE FUNCTION gtrgm_picksplit(internal, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_picksplit$function$;

CREATE OR REPLACE FUNCTION gtrgm_same(gtrgm, gtrgm, internal)
 RETURNS internal
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_same$function$;

CREATE OR REPLACE FUNCTION gtrgm_union(internal, internal)
 RETURNS gtrgm
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$gtrgm_union$function$;

CREATE OR REPLACE FUNCTION hold_spans_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ms bigint := round(extract(epoch FROM (NEW.return_date::timestamptz - NEW.pickup_date::timestamptz)) * 1000)::bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM hold_spans s
                  WHERE s.tenant_id = NEW.tenant_id AND s.livemode = NEW.livemode
                    AND s.fleet_item_id = NEW.fleet_item_id AND s.longest_ms >= ms) THEN
    INSERT INTO hold_spans (tenant_id, livemode, fleet_item_id, longest_ms)
      VALUES (NEW.tenant_id, NEW.livemode, NEW.fleet_item_id, ms)
      ON CONFLICT (tenant_id, livemode, fleet_item_id) DO UPDATE SET longest_ms = excluded.longest_ms
       WHERE excluded.longest_ms > hold_spans.longest_ms;
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION set_limit(real)
 RETURNS real
 LANGUAGE c
 STRICT
AS '$libdir/pg_trgm', $function$set_limit$function$;

CREATE OR REPLACE FUNCTION show_limit()
 RETURNS real
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$show_limit$function$;

CREATE OR REPLACE FUNCTION show_trgm(text)
 RETURNS text[]
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$show_trgm$function$;

CREATE OR REPLACE FUNCTION similarity(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$similarity$function$;

CREATE OR REPLACE FUNCTION similarity_dist(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$similarity_dist$function$;

CREATE OR REPLACE FUNCTION similarity_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$similarity_op$function$;

CREATE OR REPLACE FUNCTION strict_word_similarity(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity$function$;

CREATE OR REPLACE FUNCTION strict_word_similarity_commutator_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity_commutator_op$function$;

CREATE OR REPLACE FUNCTION strict_word_similarity_dist_commutator_op(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity_dist_commutator_op$function$;

CREATE OR REPLACE FUNCTION strict_word_similarity_dist_op(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity_dist_op$function$;

CREATE OR REPLACE FUNCTION strict_word_similarity_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$strict_word_similarity_op$function$;

CREATE OR REPLACE FUNCTION unit_holds_booking_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM unit_holds WHERE tenant_id = OLD.tenant_id AND livemode = OLD.livemode AND booking_id = OLD.id;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION unit_holds_booking_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM unit_holds WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND booking_id = NEW.id;
  INSERT INTO unit_holds (tenant_id, livemode, line_item_id, booking_id, fleet_item_id, quantity, pickup_date, return_date, expires_at, phase)
    SELECT li.tenant_id, li.livemode, li.id, li.booking_id, li.fleet_item_id, li.quantity, CASE WHEN NEW.status IN ('active', 'completed') AND NEW.picked_up_at < NEW.pickup_date THEN NEW.picked_up_at ELSE NEW.pickup_date END,
           CASE WHEN NEW.status = 'completed' THEN NEW.returned_at ELSE NEW.return_date END, CASE WHEN NEW.status = 'pending' THEN NEW.expires_at END, CASE NEW.status WHEN 'active' THEN 1 WHEN 'completed' THEN 2 ELSE 0 END
      FROM booking_line_items li
     WHERE li.tenant_id = NEW.tenant_id AND li.livemode = NEW.livemode AND li.booking_id = NEW.id
       AND (NEW.status IN ('pending', 'confirmed', 'active')
       OR (NEW.status = 'completed' AND NEW.returned_at IS NOT NULL));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION unit_holds_line_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM unit_holds WHERE tenant_id = OLD.tenant_id AND livemode = OLD.livemode AND line_item_id = OLD.id;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION unit_holds_line_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO unit_holds (tenant_id, livemode, line_item_id, booking_id, fleet_item_id, quantity, pickup_date, return_date, expires_at, phase)
    SELECT NEW.tenant_id, NEW.livemode, NEW.id, NEW.booking_id, NEW.fleet_item_id, NEW.quantity, CASE WHEN b.status IN ('active', 'completed') AND b.picked_up_at < b.pickup_date THEN b.picked_up_at ELSE b.pickup_date END,
           CASE WHEN b.status = 'completed' THEN b.returned_at ELSE b.return_date END, CASE WHEN b.status = 'pending' THEN b.expires_at END, CASE b.status WHEN 'active' THEN 1 WHEN 'completed' THEN 2 ELSE 0 END
      FROM bookings b
     WHERE b.tenant_id = NEW.tenant_id AND b.livemode = NEW.livemode AND b.id = NEW.booking_id
       AND (b.status IN ('pending', 'confirmed', 'active')
       OR (b.status = 'completed' AND b.returned_at IS NOT NULL));
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION unit_holds_line_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE unit_holds SET fleet_item_id = NEW.fleet_item_id, quantity = NEW.quantity
   WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND line_item_id = NEW.id;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION word_similarity(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity$function$;

CREATE OR REPLACE FUNCTION word_similarity_commutator_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity_commutator_op$function$;

CREATE OR REPLACE FUNCTION word_similarity_dist_commutator_op(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity_dist_commutator_op$function$;

CREATE OR REPLACE FUNCTION word_similarity_dist_op(text, text)
 RETURNS real
 LANGUAGE c
 IMMUTABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity_dist_op$function$;

CREATE OR REPLACE FUNCTION word_similarity_op(text, text)
 RETURNS boolean
 LANGUAGE c
 STABLE PARALLEL SAFE STRICT
AS '$libdir/pg_trgm', $function$word_similarity_op$function$;
