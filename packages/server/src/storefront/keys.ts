/**
 * Publishable keys: created with a new random key (shown in every answer, stored with its SHA-256
 * for lookups), listed, read, changed (`allowed_origins`, `active`) and deleted like any record of
 * the tenant and mode. What a key may list depends on its mode: `"*"` (any origin) only on a test
 * key, and only https origins on a live key, whose pages take real customers' details.
 */

import { type CheckContext, type Input, kindOf } from '../catalog/crud.js';
import { hashApiKey } from '../core/api-keys.js';
import { invalid } from '../core/errors.js';
import { ID_PREFIX, newId, randomBase62 } from '../core/ids.js';
import type { Scope } from '../core/scope.js';
import { PublishableKey, type PublishableKeyRecord } from '../model/publishable-key.js';
import type { Tx } from '../store/store.js';

/** A new publishable key: `pk_live_` / `pk_test_` + 40 random base62 characters. */
export const generatePublishableKey = (livemode: boolean): string =>
  `pk_${livemode ? 'live' : 'test'}_${randomBase62(40)}`;

/** The origins a key of this mode may list (their syntax is the schema's): refused with the one at fault. */
export function checkOrigins(origins: readonly string[], livemode: boolean): void {
  const seen = new Set<string>();
  origins.forEach((origin, i) => {
    const param = `allowed_origins.${i}`;
    if (seen.has(origin)) throw invalid('parameter_invalid', `${origin} is listed twice.`, param);
    seen.add(origin);
    if (origin === '*') {
      if (livemode) {
        throw invalid(
          'parameter_invalid',
          'A live key lists its exact https origins; "*" is for test keys only.',
          param,
        );
      }
      if (origins.length > 1) {
        throw invalid('parameter_invalid', '"*" already allows every origin: list it alone.', param);
      }
    } else if (livemode && !origin.startsWith('https://')) {
      throw invalid('parameter_invalid', `A live key's origins must be https: ${origin} is not.`, param);
    }
  });
}

export const publishableKeys = kindOf(PublishableKey, {
  check: async (merged: Input, ctx: CheckContext<PublishableKeyRecord>) => {
    if ('allowed_origins' in ctx.input) checkOrigins(originsOf(merged), ctx.scope.livemode);
    return merged;
  },
});

/** The origins of a checked request body (the schema made them a list of strings). */
const originsOf = (fields: Input): string[] =>
  Array.isArray(fields.allowed_origins) ? fields.allowed_origins.map(String) : [];

/** `input`: Create's body, checked by the key's schema (`allowed_origins`, `active`). */
export async function createPublishableKey(
  tx: Tx,
  scope: Scope,
  input: Input,
  now: Date,
): Promise<PublishableKeyRecord> {
  const origins = originsOf(input);
  checkOrigins(origins, scope.livemode);
  const key = generatePublishableKey(scope.livemode);
  return tx.storefront.insertPublishableKey(
    scope,
    {
      id: newId(ID_PREFIX.publishable_key),
      key,
      key_hash: hashApiKey(key),
      allowed_origins: origins,
      active: input.active !== false,
    },
    now.toISOString(),
  );
}
