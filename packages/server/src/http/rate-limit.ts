/**
 * A token bucket per API key: `perSecond` tokens a second, bursts of twice that. An empty bucket is a
 * 429 `rate_limited` with `retry-after` in whole seconds (at least 1). `perSecond = 0` turns it off.
 */
import type { Context, Next } from 'koa';
import { ApiError } from './errors.js';

interface Bucket {
  tokens: number;
  at: number;
}

export function rateLimitMiddleware(perSecond: number, now: () => number = () => performance.now()) {
  const buckets = new Map<string, Bucket>();
  const burst = perSecond * 2;
  let lastSweep = now();
  return async (ctx: Context, next: Next) => {
    if (perSecond <= 0) return next();
    const key = String(ctx.state.auth?.apiKeyId ?? ctx.ip);
    const t = now();
    if (t - lastSweep > 60_000) {
      // Forget buckets that have been full for a while, so the map stays small.
      for (const [k, b] of buckets) if (t - b.at > 60_000) buckets.delete(k);
      lastSweep = t;
    }
    const b = buckets.get(key) ?? { tokens: burst, at: t };
    b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * perSecond);
    b.at = t;
    buckets.set(key, b);
    if (b.tokens < 1) {
      const wait = Math.max(1, Math.ceil((1 - b.tokens) / perSecond));
      throw new ApiError(
        429,
        'rate_limit_error',
        'rate_limited',
        'Too many requests. Retry after a pause.',
        undefined,
        {
          'retry-after': String(wait),
        },
      );
    }
    b.tokens -= 1;
    return next();
  };
}
