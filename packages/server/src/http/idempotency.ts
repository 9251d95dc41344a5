/**
 * `Idempotency-Key` on POST. Keys are scoped to the tenant and mode. The fingerprint is the method,
 * the path and the canonical JSON of the parsed body (key order and spacing ignored). The same key
 * and fingerprint within the TTL replays the stored status, body and request id with
 * `idempotent-replayed: true`; another fingerprint is 400 `idempotency_key_reused`; a request still
 * running under the key makes it 409 `idempotency_key_in_use`.
 *
 * A request claims its key in a short transaction of its own (a unique row), runs, and stores its
 * outcome **in the transaction of the change it made** (the pipeline does that): a change is never
 * committed without the record that stops a retry from making it again. A request that failed with
 * a 4xx stores that answer afterwards (it changed nothing); 429 and 5xx release the claim so a retry
 * can run. A claim still in flight after {@link ABANDONED_CLAIM_MS} was left by a process that died
 * mid-request: it is dropped and the request runs, instead of answering 409 until the key expires.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { invalid, RentlineError } from '../core/errors.js';
import { LIMITS } from '../core/limits.js';
import type { Scope } from '../core/scope.js';
import type { IdempotencyRow } from '../store/queries/idempotency.js';
import type { Store, Tx } from '../store/store.js';
import type { AppState } from './context.js';

export const MAX_IDEMPOTENCY_KEY_LENGTH = LIMITS.max_idempotency_key_length;

/**
 * A request holds its claim for as long as it runs (milliseconds, or the store's busy timeout at
 * worst): a claim this old belongs to a process that is gone.
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

/** A key this request holds: its outcome must be stored (or the claim released) before it answers. */
export interface Claim {
  scope: Scope;
  key: string;
  requestId: string;
}

/**
 * What a key may be: printable ASCII, as the document states it (HTTP drops a value's surrounding
 * spaces, so a key neither starts nor ends with one). A byte outside it (a non-ASCII character, a
 * TAB) would make two keys that differ only in an encoding look alike, or not, depending on a client.
 */
export const IDEMPOTENCY_KEY_PATTERN = '^[!-~](?:[ -~]*[!-~])?$';
const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/** The `Idempotency-Key` header of a POST, checked; undefined when there is none. */
export function idempotencyKeyOf(ctx: Context): string | undefined {
  const header = ctx.headers['idempotency-key'];
  if (ctx.method !== 'POST' || header === undefined) return undefined;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw invalid(
      'parameter_invalid',
      `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
      'Idempotency-Key',
    );
  }
  if (!KEY.test(key)) {
    throw invalid(
      'parameter_invalid',
      'Idempotency-Key must be printable ASCII (characters ! to ~, with spaces only inside).',
      'Idempotency-Key',
    );
  }
  return key;
}

/**
 * `JSON.parse` reads `{"amount":1.0}` and `{"amount":1}` alike, but the first is refused (400) and
 * the second is not: the fingerprint must tell them apart, or a retry of the corrected request under
 * the same key would replay the 400. Bodies without such literals keep the fingerprint they always had.
 */
function literalsOf(state: AppState): string {
  const inexact = state.inexactNumbers ?? [];
  return inexact.length === 0 ? '' : `\n${JSON.stringify(inexact.map((n) => [n.path, n.literal]))}`;
}

/**
 * Replay a stored outcome onto `ctx`, or claim the key for this request. Returns the claim, or
 * undefined when the response was replayed.
 */
export async function claimOrReplay(
  ctx: Context,
  store: Store,
  scope: Scope,
  key: string,
  options: IdempotencyOptions,
): Promise<Claim | undefined> {
  const state = ctx.state as AppState;
  const fingerprint = createHash('sha256')
    .update(`${ctx.method} ${ctx.path}\n${canonicalJson(state.body ?? {})}${literalsOf(state)}`)
    .digest('hex');
  const now = options.clock();
  const requestId = state.requestId;

  const replay = (row: IdempotencyRow): undefined => {
    if (row.fingerprint !== fingerprint) {
      throw invalid(
        'idempotency_key_reused',
        'This Idempotency-Key was already used with a different request (method, path or body).',
        'Idempotency-Key',
      );
    }
    if (row.state === 'in_flight') {
      throw new RentlineError(
        'idempotency_key_in_use',
        'A request with this Idempotency-Key is still being processed.',
      );
    }
    ctx.status = row.response_status ?? 200;
    ctx.body = JSON.parse(row.response_body ?? 'null');
    state.requestId = row.request_id;
    state.replayed = true;
    ctx.set('idempotent-replayed', 'true');
    return undefined;
  };

  const existing = await store.write(async (tx) => {
    let row = await tx.idempotency.get(scope, key);
    if (row !== undefined && Date.parse(row.created_at) <= now.getTime() - options.ttlMs) {
      await tx.idempotency.deleteExpired(scope, key, row.created_at);
      row = undefined;
    }
    if (
      row?.state === 'in_flight' &&
      Date.parse(row.created_at) <= now.getTime() - ABANDONED_CLAIM_MS &&
      (await tx.idempotency.deleteAbandonedClaim(scope, key, row.created_at))
    ) {
      row = undefined;
    }
    if (row !== undefined) return row;
    if (await tx.idempotency.claim(scope, { key, fingerprint, request_id: requestId, created_at: now.toISOString() })) {
      return undefined;
    }
    return tx.idempotency.get(scope, key);
  });
  if (existing !== undefined) return replay(existing);
  return { scope, key, requestId };
}

/** Store the outcome in the change's own transaction; a claim lost meanwhile undoes the change. */
export async function completeInTransaction(tx: Tx, claim: Claim, status: number, body: unknown): Promise<void> {
  const stored = await tx.idempotency.complete(
    claim.scope,
    claim.key,
    claim.requestId,
    status,
    JSON.stringify(body ?? null),
  );
  if (!stored) {
    throw new RentlineError('idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed.');
  }
}

/** After a failed request: store a 4xx answer (nothing changed), release the claim for 429 and 5xx. */
export async function settleFailed(store: Store, claim: Claim, status: number, body: unknown): Promise<void> {
  await store.write(async (tx) => {
    if (status >= 500 || status === 429) await tx.idempotency.release(claim.scope, claim.key, claim.requestId);
    else await tx.idempotency.complete(claim.scope, claim.key, claim.requestId, status, JSON.stringify(body ?? null));
  });
}
