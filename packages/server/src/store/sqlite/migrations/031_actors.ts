/**
 * 031: who did it. Every event, adjustment, payment and change-log entry records its actor: the kind
 * of credential (`secret_key`, `publishable_key`, `staff`) or the server itself (`system`), and its
 * id (the API key's, the staff member's, or what acted: `expiry_sweeper`). The event log is filtered
 * by actor id, newest first.
 *
 * Rows written before actors were recorded get what can be known of them: the events only a sweeper
 * or the webhook worker emits are the system's; everything else was done with a secret key, whose id
 * is known when the tenant's mode has only ever had one key, and is `unknown` otherwise.
 */
const ACTOR_TYPES = "('secret_key', 'publishable_key', 'staff', 'system')";

/** The one API key a tenant's mode has ever had, else 'unknown', for a row of `table`. */
const onlyKey = (table: string) => `coalesce((SELECT min(k.id) FROM api_keys k
    WHERE k.tenant_id = ${table}.tenant_id AND k.livemode = ${table}.livemode
    HAVING count(*) = 1), 'unknown')`;

const addActor = (table: string) => `
ALTER TABLE ${table} ADD COLUMN actor_type TEXT NOT NULL DEFAULT 'secret_key' CHECK (actor_type IN ${ACTOR_TYPES});
ALTER TABLE ${table} ADD COLUMN actor_id TEXT NOT NULL DEFAULT 'unknown';
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
