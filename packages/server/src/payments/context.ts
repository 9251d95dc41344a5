/** What a payment operation works with: the transaction, its tenant and mode, the clock, who acts, the providers. */
import { createHash } from 'node:crypto';
import type { Actor } from '../core/actor.js';
import { RentlineError } from '../core/errors.js';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';
import { CardDeclined, ProviderFailure } from './provider.js';
import type { PaymentProviders } from './providers.js';

export interface PaymentContext {
  tx: Tx;
  scope: Scope;
  now: Date;
  /** Who acts: the request's credential, or the system (a sweeper, a provider's event). */
  actor: Actor;
  providers: PaymentProviders;
}

/**
 * The idempotency key of one money movement at the provider: the same operation on the same records
 * gives the same key, in any process and after any crash, so the provider answers a repeat with its
 * first answer. Scoped to the tenant and mode, hashed to a fixed length.
 */
export function providerKey(scope: Scope, ...parts: (string | number)[]): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([scope.tenantId, scope.livemode, ...parts]))
    .digest('base64url');
  return `rentline_${digest}`;
}

/**
 * Run a provider call; a card's refusal becomes the 402 the request answers (its `param`
 * `payment_method`), a provider's own failure a 502 `provider_error`. Nothing is written when either
 * is thrown: the request's transaction rolls back.
 */
export async function atProvider<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof CardDeclined) throw new RentlineError(err.code, err.message, 'payment_method');
    if (err instanceof ProviderFailure) throw new RentlineError('provider_error', err.message);
    throw err;
  }
}
