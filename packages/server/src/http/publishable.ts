/**
 * Publishable keys over HTTP: who a request with `pk_live_…` / `pk_test_…` is, and what it may do.
 *
 * - authentication: the key's SHA-256 finds it (an inactive or deleted key is 401
 *   `api_key_invalid`); the request acts as `{type: 'publishable_key', id}` in the key's tenant and
 *   mode, for a client: the key and the client's address together (the socket's, or with
 *   `TRUST_PROXY` the last `X-Forwarded-For` entry). The rate limit, the storefront's limits,
 *   `Idempotency-Key` and the open-checkout count are all per client.
 * - the gate, before anything else of the route: the `Origin` (CORS), whether the key may call the
 *   route at all (`storefront/access.ts`), the client secret a checkout's own routes need, and the
 *   checkout attempts a minute.
 * - the call: the coupon requests an hour, and the answer (or error) as a shopper may see it.
 */
import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { hashApiKey } from '../core/api-keys.js';
import { invalid, RentlineError } from '../core/errors.js';
import type { PublishableKeyAuthRow } from '../store/queries/storefront.js';
import type { Store } from '../store/store.js';
import { shopperAccess, shopperError } from '../storefront/access.js';
import type { StorefrontLimits } from '../storefront/limits.js';
import { clientAddress } from './client.js';
import type { AuthState } from './context.js';
import { allowOrigin } from './cors.js';
import { ApiError } from './errors.js';
import { keyMemo } from './key-memo.js';
import type { HandlerResult, RouteDef } from './route.js';

export const PUBLISHABLE_KEY_PATTERN = /^pk_(live|test)_[0-9A-Za-z]{32,128}$/;

/** The header a checkout's client secret travels in. */
export const CLIENT_SECRET_HEADER = 'rentline-client-secret';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A client: a credential (a key's id) and the address a request came from, hashed together. The
 * storefront's limits, a publishable key's `Idempotency-Key` and the open-checkout count go by it.
 */
export const clientOf = (credentialId: string, address: string): string => sha256(`${credentialId}\n${address}`);

/** Authenticate a request whose bearer token looks like a publishable key. */
export function publishableAuth(store: Store, trustProxy: boolean) {
  const lookup = keyMemo<PublishableKeyAuthRow>(store, (tx, hash) => tx.storefront.publishableKeyByHash(hash));
  return async (ctx: Context, key: string): Promise<AuthState> => {
    // Stored and found by its SHA-256, like a secret key.
    const found = await lookup(hashApiKey(key));
    if (found === undefined || !found.row.active) {
      throw new RentlineError('api_key_invalid', 'Invalid API key provided: no active publishable key has it.');
    }
    const { row, version } = found;
    const client = clientOf(row.id, clientAddress(ctx, trustProxy));
    return {
      tenantId: row.tenant_id,
      livemode: row.livemode,
      apiKeyId: `${row.id}/${client}`,
      cacheVersion: version,
      actor: { type: 'publishable_key', id: row.id },
      publishable: { keyId: row.id, allowedOrigins: row.allowed_origins, client },
    };
  };
}

const tooMany = (what: string, seconds: number) =>
  new ApiError(
    429,
    'rate_limit_error',
    'rate_limited',
    `Too many ${what} from this client. Retry after ${seconds} seconds.`,
    undefined,
    { 'retry-after': String(seconds) },
  );

export interface PublishableOptions {
  limits: StorefrontLimits;
  clock: () => Date;
}

/** The gate and the call of publishable-key requests, sharing one process's limits. */
export function publishableRequests({ limits, clock }: PublishableOptions) {
  /** The middleware that runs right after authentication on `def`'s route. */
  const gate =
    (def: RouteDef) =>
    async (ctx: Context, next: Next): Promise<unknown> => {
      const auth: AuthState | undefined = ctx.state.auth;
      const publishable = auth?.publishable;
      if (publishable === undefined) return next();
      allowOrigin(ctx, publishable.allowedOrigins);
      const access = shopperAccess(def.operationId);
      if (access === undefined) {
        throw new RentlineError(
          'publishable_key_not_allowed',
          `A publishable key cannot call ${def.method} ${def.path}: it may call the storefront's endpoints only. ` +
            'Call this one from your server with a secret key.',
        );
      }
      if (access.clientSecret && ctx.get(CLIENT_SECRET_HEADER) === '') {
        throw invalid(
          'parameter_missing',
          "A publishable key needs the checkout's client secret here: send it in Rentline-Client-Secret.",
          'Rentline-Client-Secret',
        );
      }
      if (access.checkoutAttempts) {
        const wait = limits.checkouts.take(publishable.client, clock().getTime());
        if (wait !== undefined) throw tooMany('checkout attempts', wait);
      }
      return next();
    };

  /** Run `def`'s handler for `auth`: as it is for a secret key, as a shopper sees it for a publishable key. */
  const call = async (
    def: RouteDef,
    auth: AuthState | undefined,
    body: unknown,
    run: () => HandlerResult | Promise<HandlerResult>,
  ): Promise<HandlerResult> => {
    const publishable = auth?.publishable;
    const access = publishable === undefined ? undefined : shopperAccess(def.operationId);
    if (publishable === undefined || access === undefined) return run();
    if (access.coupons && namesCoupon(body)) {
      const wait = limits.coupons.take(publishable.client, clock().getTime());
      if (wait !== undefined) throw tooMany('requests with a coupon code', wait);
    }
    try {
      const result = await run();
      return access.view === undefined ? result : { ...result, body: access.view(result.body) };
    } catch (err) {
      throw shopperError(err);
    }
  };

  return { gate, call };
}

const namesCoupon = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'coupon_code' in body && body.coupon_code != null;

/**
 * The key an `Idempotency-Key` is stored under: as sent for a secret key (scoped to the tenant and
 * mode by the store); for a publishable key, also to its client, so shoppers never share keys.
 */
export function idempotencyKeyFor(auth: AuthState | undefined, key: string): string {
  const publishable = auth?.publishable;
  return publishable === undefined ? key : `pk_${sha256(`${publishable.client}\n${key}`)}`;
}
