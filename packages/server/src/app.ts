/**
 * `createApp(deps)`: the Koa application. It never listens; `cli.ts` (or a test) does.
 *
 * Middleware order: request id + log + error boundary → route match (404 / 405 before anything
 * else) → per route: auth → rate limit → JSON body → idempotency → query/body validation → handler.
 */
import Router from '@koa/router';
import Koa, { type Context, type Next } from 'koa';
import { type Config, loadConfig } from './config.js';
import type { Db } from './db/connection.js';
import { authMiddleware } from './http/auth.js';
import { bodyMiddleware } from './http/body.js';
import type { AppState } from './http/context.js';
import { ApiError, notFound } from './http/errors.js';
import { idempotencyMiddleware } from './http/idempotency.js';
import { rateLimitMiddleware } from './http/rate-limit.js';
import { requestMiddleware } from './http/request.js';
import type { RouteDef } from './http/route.js';
import { parseOrThrow, parseQuery } from './http/validate.js';
import { createLogger, type Logger } from './logger.js';
import { allRoutes } from './routes/index.js';
import { WebhookWorker, type WebhookWorkerOptions } from './webhooks/worker.js';
import { z } from 'zod';

export interface AppDeps {
  db: Db;
  config?: Partial<Config>;
  /** The clock for `now` (coupon validity, timestamps). Default: the system clock. */
  clock?: () => Date;
  logger?: Logger;
  /** The webhook delivery worker: `listen()` starts it unless `enabled: false`. */
  webhooks?: WebhookWorkerOptions;
}

export interface AppServices {
  db: Db;
  config: Config;
  clock: () => Date;
  logger: Logger;
}

export type RentlineApp = Koa & {
  routes: readonly RouteDef[];
  router: Router;
  services: AppServices;
  /** Created here, started by `listen()` (never by createApp itself). */
  webhooks: WebhookWorker;
};

const EMPTY_QUERY = z.strictObject({});

export function createApp(deps: AppDeps): RentlineApp {
  const config: Config = { ...loadConfig({}), ...deps.config };
  const services: AppServices = {
    db: deps.db,
    config,
    clock: deps.clock ?? (() => new Date()),
    logger: deps.logger ?? createLogger(config.logLevel),
  };
  const app = new Koa() as RentlineApp;
  app.proxy = false;
  app.silent = true;

  // Paths match exactly: `/V1/...` and a trailing slash are unknown routes (404), not aliases.
  const router = new Router({ sensitive: true, strict: true });
  const auth = authMiddleware(services.db);
  const rateLimit = rateLimitMiddleware(config.rateLimitPerSecond);
  const body = bodyMiddleware(config.bodyLimitBytes);
  const idempotency = idempotencyMiddleware(services.db, { ttlMs: config.idempotencyTtlMs, clock: services.clock });

  const routes = allRoutes(services);
  for (const def of routes) {
    const chain: Array<(ctx: Context, next: Next) => unknown> = [];
    if (def.auth !== false) chain.push(auth, rateLimit);
    if (def.method === 'POST' || def.method === 'PATCH') chain.push(body);
    if (def.method === 'POST' && def.idempotent !== false) chain.push(idempotency);
    chain.push(async (ctx: Context) => {
      const state = ctx.state as AppState;
      const query = parseQuery(def.query ?? EMPTY_QUERY, ctx.query);
      // A POST or PATCH without a body schema takes no fields: anything sent is an unknown parameter.
      const bodySchema = def.body ?? (def.method === 'POST' || def.method === 'PATCH' ? EMPTY_QUERY : undefined);
      const parsedBody = bodySchema ? parseOrThrow(bodySchema, state.body ?? {}) : undefined;
      const result = await def.handler({
        ctx,
        params: (ctx as Context & { params: Record<string, string> }).params ?? {},
        query,
        body: parsedBody,
        scope: state.auth ?? { tenantId: '', livemode: false },
      });
      ctx.status = result.status ?? def.status ?? 200;
      ctx.body = result.body;
    });
    router.register(def.path, [def.method], chain as never, { name: def.operationId });
  }

  app.use(requestMiddleware(services.logger));
  // Unknown routes are 404 and known paths with another method 405, before authentication.
  app.use(async (ctx, next) => {
    const match = router.match(ctx.path, ctx.method);
    if (!match.route) {
      if (match.path.length > 0) {
        const allow = [...new Set(match.path.flatMap((l) => l.methods))].join(', ');
        throw new ApiError(
          405,
          'invalid_request_error',
          'method_not_allowed',
          `${ctx.method} is not allowed on ${ctx.path}. Allowed: ${allow}.`,
          undefined,
          { allow },
        );
      }
      throw notFound(`Unrecognized request URL (${ctx.method} ${ctx.path}).`);
    }
    await next();
  });
  app.use(router.routes());

  app.routes = routes;
  app.router = router;
  app.services = services;
  app.webhooks = new WebhookWorker({
    db: services.db,
    config,
    logger: services.logger,
    ...(deps.webhooks ? { options: deps.webhooks } : {}),
  });
  return app;
}
