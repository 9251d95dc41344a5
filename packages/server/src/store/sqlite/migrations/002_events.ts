/**
 * 002: the event log. Every change that emits an event writes its row in the same transaction as the
 * change (the outbox); webhook deliveries hang off these rows.
 */
export const sql = `
CREATE TABLE events (
  tenant_id  TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode   INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  id         TEXT NOT NULL,
  type       TEXT NOT NULL,
  data       TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (tenant_id, livemode, id)
) STRICT;
CREATE INDEX events_list ON events (tenant_id, livemode, created_at DESC, id DESC);
CREATE INDEX events_type ON events (tenant_id, livemode, type, created_at DESC, id DESC);
`;
