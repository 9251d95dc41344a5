/**
 * 007: webhook operations, as SQLite's 007: why and when an endpoint was disabled automatically,
 * when its current run of failed attempts began, the secret a rotation replaced while it still
 * signs, and an index of failed deliveries per endpoint for recovery.
 */
import { C } from './types.js';

export const sql = `
ALTER TABLE webhook_endpoints
  ADD COLUMN disabled_reason text CHECK (disabled_reason IN ('gone', 'failing')),
  ADD COLUMN disabled_at ${C},
  ADD COLUMN failing_since ${C},
  ADD COLUMN previous_secret text,
  ADD COLUMN previous_secret_expires_at ${C};
CREATE INDEX webhook_deliveries_failed
  ON webhook_deliveries (tenant_id, livemode, endpoint_id) WHERE status = 'failed';
`;
