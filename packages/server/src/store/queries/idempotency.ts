/** Stored outcomes of POST requests sent with an `Idempotency-Key`, scoped to a tenant and mode. */
import type { Scope } from '../../core/scope.js';
import type { Sql } from '../sql.js';

export interface IdempotencyRow {
  key: string;
  fingerprint: string;
  state: 'in_flight' | 'done';
  response_status: number | null;
  response_body: string | null;
  request_id: string;
  created_at: string;
}

export class IdempotencyQueries {
  constructor(private readonly sql: Sql) {}

  get(scope: Scope, key: string): Promise<IdempotencyRow | undefined> {
    return this.sql.get<IdempotencyRow>(
      `SELECT key, fingerprint, state, response_status, response_body, request_id, created_at
         FROM idempotency_keys WHERE tenant_id = ? AND livemode = ? AND key = ?`,
      [scope.tenantId, scope.livemode, key],
    );
  }

  /** Claim a key (state in_flight) with a unique row. False when a row for the key exists already. */
  async claim(scope: Scope, row: Pick<IdempotencyRow, 'key' | 'fingerprint' | 'request_id' | 'created_at'>) {
    const n = await this.sql.run(
      `INSERT INTO idempotency_keys (tenant_id, livemode, key, fingerprint, state, request_id, created_at)
       VALUES (?, ?, ?, ?, 'in_flight', ?, ?) ON CONFLICT DO NOTHING`,
      [scope.tenantId, scope.livemode, row.key, row.fingerprint, row.request_id, row.created_at],
    );
    return n === 1;
  }

  /** Store the outcome. False when the claim is gone (taken over as abandoned by another request). */
  async complete(scope: Scope, key: string, requestId: string, status: number, body: string): Promise<boolean> {
    const n = await this.sql.run(
      `UPDATE idempotency_keys SET state = 'done', response_status = ?, response_body = ?
        WHERE tenant_id = ? AND livemode = ? AND key = ? AND request_id = ? AND state = 'in_flight'`,
      [status, body, scope.tenantId, scope.livemode, key, requestId],
    );
    return n === 1;
  }

  /** Drop this request's claim (its outcome is not stored: 429, 5xx). */
  async release(scope: Scope, key: string, requestId: string): Promise<void> {
    await this.sql.run(
      `DELETE FROM idempotency_keys
        WHERE tenant_id = ? AND livemode = ? AND key = ? AND request_id = ? AND state = 'in_flight'`,
      [scope.tenantId, scope.livemode, key, requestId],
    );
  }

  /** Drop an expired row (older than the replay window). */
  async deleteExpired(scope: Scope, key: string, createdAt: string): Promise<void> {
    await this.sql.run(
      'DELETE FROM idempotency_keys WHERE tenant_id = ? AND livemode = ? AND key = ? AND created_at = ?',
      [scope.tenantId, scope.livemode, key, createdAt],
    );
  }

  /**
   * Drop a claim still `in_flight` since `createdAt` (left by a process that died mid-request). The
   * condition makes it a no-op when another request has meanwhile replaced the row with its own claim.
   */
  async deleteAbandonedClaim(scope: Scope, key: string, createdAt: string): Promise<boolean> {
    const n = await this.sql.run(
      `DELETE FROM idempotency_keys
        WHERE tenant_id = ? AND livemode = ? AND key = ? AND state = 'in_flight' AND created_at = ?`,
      [scope.tenantId, scope.livemode, key, createdAt],
    );
    return n === 1;
  }

  /** Remove every key stored before `cutoff` (an ISO instant). */
  purge(cutoff: string): Promise<number> {
    return this.sql.run('DELETE FROM idempotency_keys WHERE created_at < ?', [cutoff]);
  }
}
