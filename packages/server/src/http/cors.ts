/**
 * CORS for publishable keys, the only credential a browser on another origin may use:
 * - a request with a publishable key and an `Origin` its key lists gets that origin back in
 *   `Access-Control-Allow-Origin`, with `Vary: Origin`; an `Origin` the key does not list is refused
 *   (403 `origin_not_allowed`). A request without `Origin` (a server, curl) is not a browser's
 *   cross-origin call and passes.
 * - preflights (`OPTIONS` with `Origin` and `Access-Control-Request-Method`, which carry no key) to
 *   the paths publishable keys may call answer 204 for any origin: the real request is checked
 *   against its key's origins. Any other `OPTIONS` is no preflight and stays 405.
 * - nothing here ever answers a secret key's request, and no response allows credentials (cookies):
 *   the key travels in `Authorization`.
 */
import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import { RentlineError } from '../core/errors.js';

/** The request headers a storefront page may send. */
export const CORS_REQUEST_HEADERS = 'authorization, content-type, idempotency-key, rentline-client-secret';
/** The response headers a storefront page may read besides the simple ones. */
export const CORS_EXPOSED_HEADERS = 'request-id, retry-after, idempotent-replayed';
/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = 600;

/**
 * Allow the request's `Origin` for a publishable key listing `allowed` (exact origins, or `"*"` on
 * a test key), or refuse it.
 */
export function allowOrigin(ctx: Context, allowed: readonly string[]): void {
  const origin = ctx.get('origin');
  if (origin === '') return;
  if (!allowed.includes('*') && !allowed.includes(origin)) {
    throw new RentlineError(
      'origin_not_allowed',
      `Origin ${origin} is not among this publishable key's allowed_origins; add it with PATCH /v1/publishable-keys/{id}.`,
    );
  }
  ctx.set('access-control-allow-origin', origin);
  ctx.set('access-control-expose-headers', CORS_EXPOSED_HEADERS);
  ctx.vary('origin');
}

/**
 * Answer preflights to the routes `callable` admits (by operationId) with 204; other `OPTIONS`
 * requests go on (the router answers them 405, as before).
 */
export function preflightMiddleware(router: Router, callable: (operationId: string) => boolean) {
  return async (ctx: Context, next: Next) => {
    const origin = ctx.get('origin');
    if (ctx.method !== 'OPTIONS' || origin === '' || ctx.get('access-control-request-method') === '') return next();
    const layers = router.match(ctx.path, ctx.method).path;
    const methods = [
      ...new Set(layers.filter((l) => l.name != null && callable(l.name)).flatMap((l) => l.methods)),
    ].filter((m) => m !== 'HEAD');
    if (methods.length === 0) return next();
    ctx.set('access-control-allow-origin', origin);
    ctx.set('access-control-allow-methods', methods.join(', '));
    ctx.set('access-control-allow-headers', CORS_REQUEST_HEADERS);
    ctx.set('access-control-max-age', String(PREFLIGHT_MAX_AGE));
    ctx.vary('origin');
    ctx.status = 204;
  };
}
