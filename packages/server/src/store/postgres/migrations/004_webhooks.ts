/**
 * 004: webhook endpoints and the delivery outbox, as SQLite's 004. A delivery is `pending` until it
 * `succeeded` or `failed`; while an attempt runs the row holds a lease (`lease`, `locked_until`).
 */
import { C } from './types.js';

export const sql = `
CREATE TABLE webhook_endpoints (
  tenant_id   ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode    boolean NOT NULL,
  id          ${C} NOT NULL,
  url         text NOT NULL,
  events      text NOT NULL,
  description text,
  active      boolean NOT NULL DEFAULT true,
  secret      text NOT NULL,
  created_at  ${C} NOT NULL,
  updated_at  ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
);
CREATE INDEX webhook_endpoints_list ON webhook_endpoints (tenant_id, livemode, created_at DESC, id DESC);

CREATE TABLE webhook_deliveries (
  tenant_id       ${C} NOT NULL,
  livemode        boolean NOT NULL,
  id              ${C} NOT NULL,
  event_id        ${C} NOT NULL,
  endpoint_id     ${C} NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts        text NOT NULL DEFAULT '[]',
  next_attempt_at ${C},
  lease           text,
  locked_until    ${C},
  created_at      ${C} NOT NULL,
  updated_at      ${C} NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, event_id) REFERENCES events (tenant_id, livemode, id) ON DELETE CASCADE
);
CREATE INDEX webhook_deliveries_list
  ON webhook_deliveries (tenant_id, livemode, endpoint_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (tenant_id, livemode, event_id);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_leased
  ON webhook_deliveries (tenant_id, livemode, endpoint_id) WHERE lease IS NOT NULL;
`;
