/**
 * `Authorization: Bearer rk_live_…|rk_test_…`. Keys are stored only as SHA-256 hashes; the lookup by
 * hash is the comparison. The key fixes the tenant and the mode of everything the request touches.
 */
import type { Context, Next } from 'koa';
import { hashApiKey, KEY_PATTERN } from '../core/api-keys.js';
import { RentlineError } from '../core/errors.js';
import type { Store } from '../store/store.js';

const invalidKey = () => new RentlineError('api_key_invalid', 'Invalid API key provided.');

export function authMiddleware(store: Store) {
  return async (ctx: Context, next: Next) => {
    const header = ctx.get('authorization');
    if (header === '') {
      throw new RentlineError('api_key_missing', 'No API key provided. Send Authorization: Bearer <API key>.');
    }
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const key = m?.[1];
    if (key === undefined || !KEY_PATTERN.test(key)) throw invalidKey();
    const row = await store.read((tx) => tx.tenants.findApiKeyByHash(hashApiKey(key)));
    if (row === undefined) throw invalidKey();
    ctx.state.auth = { tenantId: row.tenant_id, livemode: row.livemode, apiKeyId: row.id };
    await next();
  };
}
