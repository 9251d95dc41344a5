/**
 * `Authorization: Bearer rk_live_…|rk_test_…`. Keys are stored only as SHA-256 hashes; the lookup by
 * hash is the comparison. The key fixes the tenant and the mode of everything the request touches.
 *
 * A key found once is remembered with its tenant's cache version, read in the same snapshot as the
 * key. It is trusted again only while the store reports that same version: revoking or adding a key
 * bumps it (in any process), so a revoked key is refused by every process from the commit on.
 * Unknown keys are never remembered, so guessing cannot fill the memory.
 */
import type { Context, Next } from 'koa';
import { hashApiKey, KEY_PATTERN } from '../core/api-keys.js';
import { RentlineError } from '../core/errors.js';
import type { ApiKeyRow } from '../store/queries/tenants.js';
import type { Store } from '../store/store.js';
import type { SessionAuth } from './session.js';

const invalidKey = () => new RentlineError('api_key_invalid', 'Invalid API key provided.');

/** Keys remembered at most; past it the least recently used is forgotten. */
const MAX_KEYS = 10_000;

interface KnownKey {
  row: ApiKeyRow;
  version: number;
}

/** `sessions`: a staff member's session cookie, used when the request sends no `Authorization`. */
export function authMiddleware(store: Store, sessions?: SessionAuth) {
  const known = new Map<string, KnownKey>();

  const lookup = async (hash: string): Promise<KnownKey | undefined> => {
    const seen = known.get(hash);
    if (seen !== undefined) {
      const scope = { tenantId: seen.row.tenant_id, livemode: seen.row.livemode };
      if ((await store.cacheVersion(scope)) === seen.version) {
        known.delete(hash);
        known.set(hash, seen);
        return seen;
      }
      known.delete(hash);
    }
    const found = await store.read(async (tx) => {
      const row = await tx.tenants.findApiKeyByHash(hash);
      if (row === undefined) return undefined;
      return { row, version: await tx.tenants.cacheVersion({ tenantId: row.tenant_id, livemode: row.livemode }) };
    });
    if (found === undefined) return undefined;
    known.set(hash, found);
    if (known.size > MAX_KEYS) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
    return found;
  };

  return async (ctx: Context, next: Next) => {
    const header = ctx.get('authorization');
    if (header === '') {
      // An Authorization header wins over a cookie: only a request without one may use a session.
      const session = await sessions?.authenticate(ctx);
      if (session === undefined) {
        throw new RentlineError('api_key_missing', 'No API key provided. Send Authorization: Bearer <API key>.');
      }
      ctx.state.auth = session;
      return next();
    }
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const key = m?.[1];
    if (key === undefined || !KEY_PATTERN.test(key)) throw invalidKey();
    const found = await lookup(hashApiKey(key));
    if (found === undefined) throw invalidKey();
    const { row, version } = found;
    ctx.state.auth = {
      tenantId: row.tenant_id,
      livemode: row.livemode,
      apiKeyId: row.id,
      cacheVersion: version,
      actor: { type: 'secret_key', id: row.id },
    };
    await next();
  };
}
