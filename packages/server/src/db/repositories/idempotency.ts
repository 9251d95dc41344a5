/** Stored outcomes of POST requests sent with an `Idempotency-Key`. */
import { type Db, stmt } from '../connection.js';
import { modeInt, type Scope } from './scope.js';

export interface IdempotencyRow {
  key: string;
  fingerprint: string;
  state: 'in_flight' | 'done';
  response_status: number | null;
  response_body: string | null;
  request_id: string;
  created_at: string;
}

export function getIdempotencyKey(db: Db, scope: Scope, key: string): IdempotencyRow | undefined {
  return stmt(
    db,
    `SELECT key, fingerprint, state, response_status, response_body, request_id, created_at
     FROM idempotency_keys WHERE tenant_id = ? AND livemode = ? AND key = ?`,
  ).get(scope.tenantId, modeInt(scope), key) as IdempotencyRow | undefined;
}

/** Claim a key (state in_flight). False when another request holds it. */
export function claimIdempotencyKey(
  db: Db,
  scope: Scope,
  row: Omit<IdempotencyRow, 'state' | 'response_status' | 'response_body'>,
) {
  const r = stmt(
    db,
    `INSERT INTO idempotency_keys (tenant_id, livemode, key, fingerprint, state, request_id, created_at)
     VALUES (?, ?, ?, ?, 'in_flight', ?, ?) ON CONFLICT DO NOTHING`,
  ).run(scope.tenantId, modeInt(scope), row.key, row.fingerprint, row.request_id, row.created_at);
  return r.changes === 1;
}

export function completeIdempotencyKey(db: Db, scope: Scope, key: string, status: number, body: string): void {
  stmt(
    db,
    `UPDATE idempotency_keys SET state = 'done', response_status = ?, response_body = ?
     WHERE tenant_id = ? AND livemode = ? AND key = ?`,
  ).run(status, body, scope.tenantId, modeInt(scope), key);
}

export function deleteIdempotencyKey(db: Db, scope: Scope, key: string): void {
  stmt(db, 'DELETE FROM idempotency_keys WHERE tenant_id = ? AND livemode = ? AND key = ?').run(
    scope.tenantId,
    modeInt(scope),
    key,
  );
}

/**
 * Drop a claim still `in_flight` since `createdAt` (left by a process that died mid-request). The
 * condition makes it a no-op when another process has meanwhile replaced the row with its own claim.
 */
export function deleteAbandonedClaim(db: Db, scope: Scope, key: string, createdAt: string): boolean {
  return (
    stmt(
      db,
      `DELETE FROM idempotency_keys
       WHERE tenant_id = ? AND livemode = ? AND key = ? AND state = 'in_flight' AND created_at = ?`,
    ).run(scope.tenantId, modeInt(scope), key, createdAt).changes === 1
  );
}

/** Remove every key stored before `cutoff` (ISO instant). */
export function purgeIdempotencyKeys(db: Db, cutoff: string): number {
  return stmt(db, 'DELETE FROM idempotency_keys WHERE created_at < ?').run(cutoff).changes;
}
