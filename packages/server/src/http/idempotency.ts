/**
 * `Idempotency-Key` on POST (SPEC section 5). Keys are scoped to the tenant and mode. The fingerprint
 * is the method, the path and the canonical JSON of the parsed body (key order and spacing ignored).
 * The same key and fingerprint within the TTL replays the stored status, body and request id with
 * `idempotent-replayed: true`; another fingerprint is 400 `idempotency_key_reused`; a request still
 * running under the key makes it 409 `idempotency_key_in_use`. Every outcome is stored except 429 and
 * 5xx (the claim is released so a retry can run). A claim still in flight after
 * {@link ABANDONED_CLAIM_MS} was left by a process that died mid-request (a crash, SIGKILL): it is
 * dropped and the request runs, instead of answering 409 until the key expires a day later.
 */
import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Db } from '../db/connection.js';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteAbandonedClaim,
  deleteIdempotencyKey,
  getIdempotencyKey,
  type IdempotencyRow,
} from '../db/repositories/idempotency.js';
import type { AppState } from './context.js';
import { conflict, invalidRequest, renderError, toApiError } from './errors.js';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/**
 * A request holds its claim for milliseconds (its handler is synchronous database work), at most the
 * busy timeout's retries: a claim this old belongs to a process that is gone.
 */
export const ABANDONED_CLAIM_MS = 60_000;

/** JSON with object keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return `{${Object.keys(obj)
      .sort()
      .filter((k) => obj[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface IdempotencyOptions {
  ttlMs: number;
  clock: () => Date;
}

export function idempotencyMiddleware(db: Db, options: IdempotencyOptions) {
  return async (ctx: Context, next: Next) => {
    const header = ctx.headers['idempotency-key'];
    if (ctx.method !== 'POST' || header === undefined) return next();
    const key = Array.isArray(header) ? header.join(',') : header;
    if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
      throw invalidRequest(
        'parameter_invalid',
        `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
        'Idempotency-Key',
      );
    }
    const state = ctx.state as AppState;
    const scope = state.auth;
    if (scope === undefined) return next();
    const fingerprint = createHash('sha256')
      .update(`${ctx.method} ${ctx.path}\n${canonicalJson(state.body ?? {})}`)
      .digest('hex');
    const now = options.clock();

    const answer = (row: IdempotencyRow) => {
      if (row.fingerprint !== fingerprint) {
        throw invalidRequest(
          'idempotency_key_reused',
          'This Idempotency-Key was already used with a different request (method, path or body).',
          'Idempotency-Key',
        );
      }
      if (row.state === 'in_flight') {
        throw conflict('idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed.');
      }
      ctx.status = row.response_status ?? 200;
      ctx.body = JSON.parse(row.response_body ?? 'null');
      state.requestId = row.request_id;
      state.replayed = true;
      ctx.set('idempotent-replayed', 'true');
    };

    let existing = getIdempotencyKey(db, scope, key);
    if (existing !== undefined && Date.parse(existing.created_at) <= now.getTime() - options.ttlMs) {
      deleteIdempotencyKey(db, scope, key);
      existing = undefined;
    }
    if (
      existing?.state === 'in_flight' &&
      Date.parse(existing.created_at) <= now.getTime() - ABANDONED_CLAIM_MS &&
      deleteAbandonedClaim(db, scope, key, existing.created_at)
    ) {
      existing = undefined;
    }
    if (existing !== undefined) return answer(existing);
    const claimed = claimIdempotencyKey(db, scope, {
      key,
      fingerprint,
      request_id: state.requestId,
      created_at: now.toISOString(),
    });
    if (!claimed) {
      const row = getIdempotencyKey(db, scope, key);
      if (row !== undefined) return answer(row);
    }

    try {
      await next();
    } catch (err) {
      const { error, internal } = toApiError(err);
      if (internal) {
        deleteIdempotencyKey(db, scope, key);
        throw err;
      }
      renderError(ctx, error);
    }
    if (ctx.status >= 500 || ctx.status === 429) deleteIdempotencyKey(db, scope, key);
    else completeIdempotencyKey(db, scope, key, ctx.status, JSON.stringify(ctx.body ?? null));
  };
}
