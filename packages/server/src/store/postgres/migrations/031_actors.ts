/**
 * 031: who did it, as SQLite's 031: `actor_type` and `actor_id` on events, adjustments, payments and
 * change-log entries, filled for the rows written before (the sweepers' and the webhook worker's
 * events are the system's; the rest a secret key's, named when the tenant's mode has only ever had
 * one key, else `unknown`), and the index of the event log by actor.
 */
import { C } from './types.js';

const onlyKey = (table: string) => `coalesce((SELECT min(k.id) FROM api_keys k
    WHERE k.tenant_id = ${table}.tenant_id AND k.livemode = ${table}.livemode
    HAVING count(*) = 1), 'unknown')`;

const addActor = (table: string) => `
ALTER TABLE ${table}
  ADD COLUMN actor_type ${C} NOT NULL DEFAULT 'secret_key'
    CHECK (actor_type IN ('secret_key', 'publishable_key', 'staff', 'system')),
  ADD COLUMN actor_id ${C} NOT NULL DEFAULT 'unknown';
UPDATE ${table} SET actor_id = ${onlyKey(table)};`;

export const sql = `
${['events', 'booking_adjustments', 'booking_payments', 'booking_changes'].map(addActor).join('\n')}
UPDATE events SET actor_type = 'system',
       actor_id = CASE type WHEN 'booking.expired' THEN 'expiry_sweeper'
                            WHEN 'booking.overdue' THEN 'overdue_sweeper'
                            ELSE 'webhook_worker' END
 WHERE type IN ('booking.expired', 'booking.overdue', 'webhook_endpoint.disabled');
CREATE INDEX events_actor ON events (tenant_id, livemode, actor_id, created_at DESC, id DESC);
`;
