/**
 * `Authorization: Bearer rk_live_…|rk_test_…`. Keys are stored only as SHA-256 hashes; the lookup by
 * hash is the comparison. The key fixes the tenant and the mode of everything the request touches.
 */
import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Db } from '../db/connection.js';
import { findApiKeyByHash } from '../db/repositories/tenants.js';
import { ApiError } from './errors.js';

export const KEY_PATTERN = /^rk_(live|test)_[0-9A-Za-z]{32,128}$/;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

const unauthorized = (code: 'api_key_missing' | 'api_key_invalid', message: string) =>
  new ApiError(401, 'authentication_error', code, message, undefined, {
    'www-authenticate': 'Bearer realm="rentline"',
  });

export function authMiddleware(db: Db) {
  return async (ctx: Context, next: Next) => {
    const header = ctx.get('authorization');
    if (header === '') {
      throw unauthorized('api_key_missing', 'No API key provided. Send Authorization: Bearer <API key>.');
    }
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const key = m?.[1];
    if (key === undefined || !KEY_PATTERN.test(key)) {
      throw unauthorized('api_key_invalid', 'Invalid API key provided.');
    }
    const row = findApiKeyByHash(db, hashApiKey(key));
    if (row === undefined) throw unauthorized('api_key_invalid', 'Invalid API key provided.');
    ctx.state.auth = { tenantId: row.tenant_id, livemode: row.livemode, apiKeyId: row.id };
    await next();
  };
}
