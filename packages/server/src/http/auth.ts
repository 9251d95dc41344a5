/**
 * `Authorization: Bearer rk_live_…|rk_test_…` (a secret key) or `pk_live_…|pk_test_…` (a
 * publishable key, see `publishable.ts`). Keys are stored only as SHA-256 hashes; the lookup by
 * hash is the comparison. The key fixes the tenant and the mode of everything the request touches.
 * Keys found once are remembered while their tenant's cache version holds (`key-memo.ts`).
 */
import type { Context, Next } from 'koa';
import { hashApiKey, KEY_PATTERN } from '../core/api-keys.js';
import { RentlineError } from '../core/errors.js';
import type { Store } from '../store/store.js';
import { keyMemo } from './key-memo.js';
import { PUBLISHABLE_KEY_PATTERN, publishableAuth } from './publishable.js';
import type { SessionAuth } from './session.js';

const invalidKey = () => new RentlineError('api_key_invalid', 'Invalid API key provided.');

export interface AuthOptions {
  /** `TRUST_PROXY`: a publishable key's client is the last `X-Forwarded-For` entry. */
  trustProxy?: boolean;
  /** A staff member's session cookie, used when the request sends no `Authorization`. */
  sessions?: SessionAuth | undefined;
}

export function authMiddleware(store: Store, options: AuthOptions = {}) {
  const lookup = keyMemo(store, (tx, hash) => tx.tenants.findApiKeyByHash(hash));
  const publishable = publishableAuth(store, options.trustProxy ?? false);
  const sessions = options.sessions;

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
    if (key !== undefined && PUBLISHABLE_KEY_PATTERN.test(key)) {
      ctx.state.auth = await publishable(ctx, key);
      return next();
    }
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
