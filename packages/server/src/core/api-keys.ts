/**
 * API keys: `rk_live_` / `rk_test_` + random base62. Only the SHA-256 hash is stored; looking a key
 * up by its hash is the comparison, so no secret is ever compared byte by byte in our code.
 */
import { createHash } from 'node:crypto';
import { randomBase62 } from './ids.js';

export const KEY_PATTERN = /^rk_(live|test)_[0-9A-Za-z]{32,128}$/;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new secret key: `rk_live_` / `rk_test_` + 40 random base62 characters. */
export function generateApiKey(livemode: boolean): string {
  return `rk_${livemode ? 'live' : 'test'}_${randomBase62(40)}`;
}
