/**
 * The outermost middleware: request id, the JSON request log line, and the error boundary.
 */
import type { Context, Next } from 'koa';
import { randomBase62 } from '../core/ids.js';
import type { Logger } from '../logger.js';
import { type Metrics, NO_METRICS } from '../metrics/metrics.js';
import { renderError, toApiError } from './errors.js';

export function newRequestId(): string {
  return `req_${randomBase62(24)}`;
}

/**
 * Sets `ctx.state.requestId` and the `request-id` header, logs one line per request, renders errors,
 * and reports the request to `metrics` by the route it matched (`ctx.state.route`).
 */
export function requestMiddleware(logger: Logger, metrics: Metrics = NO_METRICS) {
  return async (ctx: Context, next: Next) => {
    const started = performance.now();
    ctx.state.requestId = newRequestId();
    ctx.set('request-id', ctx.state.requestId);
    try {
      await next();
    } catch (err) {
      const { error, internal } = toApiError(err);
      if (internal) {
        logger.error('unhandled error', {
          request_id: ctx.state.requestId,
          error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
          stack: err instanceof Error ? err.stack : undefined,
        });
      }
      renderError(ctx, error);
    }
    // A replayed response keeps the original request id.
    ctx.set('request-id', String(ctx.state.requestId));
    const ms = performance.now() - started;
    metrics.request(ctx.method, ctx.state.route ?? 'unmatched', ctx.status, ms / 1000);
    logger.info('request', {
      request_id: ctx.state.requestId,
      method: ctx.method,
      path: ctx.path,
      status: ctx.status,
      duration_ms: Math.round(ms * 1000) / 1000,
      ...(ctx.state.replayed ? { idempotent_replayed: true } : {}),
    });
  };
}
