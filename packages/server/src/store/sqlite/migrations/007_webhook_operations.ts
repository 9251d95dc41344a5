/**
 * 007: webhook operations. An endpoint keeps why and when it was disabled automatically
 * (`disabled_reason` 'gone' after a 410, 'failing' after failing for the configured window;
 * `disabled_at`), when its current run of failed attempts began (`failing_since`, null while its
 * last attempt succeeded), and the secret a rotation replaced while it still signs alongside the new
 * one (`previous_secret` until `previous_secret_expires_at`). Failed deliveries get an index per
 * endpoint for recovery.
 */
export const sql = `
ALTER TABLE webhook_endpoints ADD COLUMN disabled_reason TEXT CHECK (disabled_reason IN ('gone', 'failing'));
ALTER TABLE webhook_endpoints ADD COLUMN disabled_at TEXT;
ALTER TABLE webhook_endpoints ADD COLUMN failing_since TEXT;
ALTER TABLE webhook_endpoints ADD COLUMN previous_secret TEXT;
ALTER TABLE webhook_endpoints ADD COLUMN previous_secret_expires_at TEXT;
CREATE INDEX webhook_deliveries_failed
  ON webhook_deliveries (tenant_id, livemode, endpoint_id) WHERE status = 'failed';
`;
