/**
 * 004: webhook endpoints and the delivery outbox.
 *
 * `webhook_endpoints.secret` is stored as is: it must sign every attempt (only create and
 * rotate-secret return it). `webhook_deliveries` rows are written in the transaction of the event
 * they deliver (`emitEvent`), one per matching endpoint. A row is `pending` until it `succeeded` or
 * `failed`; `attempts` is the JSON array of finished attempts; `next_attempt_at` is when the worker
 * may send it (null once final). While an attempt runs the row holds a lease (`lease`,
 * `locked_until`); a lease left behind by a crash is reclaimed when the server starts again.
 * Deliveries keep their rows when their endpoint is deleted (marked failed), so they reference the
 * endpoint by id only.
 */
export const sql = `
CREATE TABLE webhook_endpoints (
  tenant_id   TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode    INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id          TEXT NOT NULL,
  url         TEXT NOT NULL,
  events      TEXT NOT NULL,
  description TEXT,
  active      INTEGER NOT NULL DEFAULT 1,
  secret      TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX webhook_endpoints_list ON webhook_endpoints (tenant_id, livemode, created_at DESC, id DESC);

CREATE TABLE webhook_deliveries (
  tenant_id       TEXT NOT NULL,
  livemode        INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id              TEXT NOT NULL,
  event_id        TEXT NOT NULL,
  endpoint_id     TEXT NOT NULL,
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts        TEXT NOT NULL DEFAULT '[]',
  next_attempt_at TEXT,
  lease           TEXT,
  locked_until    TEXT,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id),
  FOREIGN KEY (tenant_id, livemode, event_id) REFERENCES events (tenant_id, livemode, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX webhook_deliveries_list
  ON webhook_deliveries (tenant_id, livemode, endpoint_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (tenant_id, livemode, event_id);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_leased
  ON webhook_deliveries (tenant_id, livemode, endpoint_id) WHERE lease IS NOT NULL;
`;
