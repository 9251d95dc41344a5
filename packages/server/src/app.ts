/**
 * `createApp(deps)`: the Koa application. It never listens; `server.ts` (or a test) does.
 *
 * Middleware order: request id + log + error boundary → the console's files (`/console`) and the
 * booking widget's script → CORS preflights (`http/cors.ts`) → route match (404 / 405 before
 * anything else) → the route's pipeline (`http/pipeline.ts`): auth → a publishable key's gate →
 * rate limit → JSON body → idempotency → validation → the handler in its transaction.
 */
import Router from '@koa/router';
import Koa, { type Context } from 'koa';
import { availabilityRoutes } from './availability/routes.js';
import { ExpirySweeper, type ExpirySweeperOptions } from './bookings/background/sweeper.js';
import { bookingRoutes } from './bookings/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { type Config, consoleBaseOf, loadConfig } from './config.js';
import { eventRoutes } from './events/routes.js';
import { consoleFiles } from './http/console.js';
import { preflightMiddleware } from './http/cors.js';
import { ApiError, unknownRoute } from './http/errors.js';
import { createPipeline } from './http/pipeline.js';
import { requestMiddleware } from './http/request.js';
import type { RouteDef } from './http/route.js';
import { memoizeMatch } from './http/route-match.js';
import { storefrontScript } from './http/storefront-script.js';
import { createLogger, type Logger } from './logger.js';
import { NO_METRICS } from './metrics/metrics.js';
import { PrometheusMetrics } from './metrics/prometheus.js';
import { metaRoutes } from './openapi/routes.js';
import { settleOnCancel } from './payments/cancel.js';
import { PaymentProviders } from './payments/providers.js';
import { paymentRoutes } from './payments/routes.js';
import { DepositSweeper, type DepositSweeperOptions } from './payments/sweeper.js';
import { PricingCache } from './pricing/cache.js';
import { pricingRoutes } from './pricing/routes.js';
import { CONSOLE_API_PATHS } from './sign-in/paths.js';
import { signInRoutes } from './sign-in/routes.js';
import { staffRoutes } from './staff/routes.js';
import type { Store } from './store/store.js';
import { shopperAccess } from './storefront/access.js';
import { storefrontRoutes } from './storefront/routes.js';
import { tenantRoutes } from './tenants/routes.js';
import { unitRoutes } from './units/routes.js';
import { webhookRoutes } from './webhooks/routes.js';
import { WebhookWorker, type WebhookWorkerOptions } from './webhooks/worker.js';

export interface AppDeps {
  store: Store;
  config?: Partial<Config>;
  /**
   * The clock for `now` (coupon validity, timestamps) and for the webhook worker (retries, leases,
   * signatures, the failing window). Default: the system clock.
   */
  clock?: () => Date;
  /** The rate limiter's clock (monotonic milliseconds). Default: `performance.now`. */
  rateLimitClock?: () => number;
  logger?: Logger;
  /** The webhook delivery worker: `listen()` starts it unless `enabled: false`. */
  webhooks?: WebhookWorkerOptions;
  /** The sweeper that cancels expired pending bookings: `listen()` starts it unless `enabled: false`. */
  expiry?: ExpirySweeperOptions;
  /** The sweeper that renews, releases and expires deposit holds: `listen()` starts it unless `enabled: false`. */
  deposits?: DepositSweeperOptions;
  /**
   * The built operator console served at `/console` (default: `dist/` of the installed
   * `@rentline/console`; `null`: none, and `/console` answers 503).
   */
  consoleDir?: string | null;
  /**
   * The booking widget's built script served at `/storefront/rentline-booking.js` (default:
   * `dist/rentline-booking.js` of the installed `@rentline/storefront`; `null`: none, and the path
   * answers 503).
   */
  storefrontScript?: string | null;
}

export interface AppServices {
  store: Store;
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
  /** Created here, started by `listen()`; runs on the app's clock. */
  expiry: ExpirySweeper;
  /** Created here, started by `listen()`; runs on the app's clock. */
  deposits: DepositSweeper;
  /** The payment providers of this deployment (the test provider, Stripe in the modes whose keys are set). */
  payments: PaymentProviders;
  /** The records quotes were priced from, kept while the store's cache version stays the same. */
  pricingCache: PricingCache;
  /** With `config.metrics`: the Prometheus figures, served by `listen()` on a listener of their own. */
  metrics: PrometheusMetrics | undefined;
};

/**
 * Every route of the API, in the order the OpenAPI document lists them. `clock`: what signing in
 * counts time with (the app's).
 */
export function allRoutes(
  store: Store,
  pricingCache = new PricingCache(store),
  clock: () => Date = () => new Date(),
  payments = new PaymentProviders(loadConfig({})),
): RouteDef[] {
  const routes: RouteDef[] = [
    ...metaRoutes(store, () => routes),
    ...tenantRoutes(),
    ...pricingRoutes(pricingCache),
    ...catalogRoutes(),
    ...bookingRoutes(pricingCache, settleOnCancel(payments)),
    ...paymentRoutes(payments),
    ...availabilityRoutes(pricingCache),
    ...unitRoutes(),
    ...webhookRoutes(),
    ...eventRoutes(),
    ...storefrontRoutes(pricingCache),
    ...staffRoutes(),
    ...signInRoutes(store, clock),
  ];
  return routes;
}

export function createApp(deps: AppDeps): RentlineApp {
  const config: Config = { ...loadConfig({}), ...deps.config };
  const services: AppServices = {
    store: deps.store,
    config,
    clock: deps.clock ?? (() => new Date()),
    logger: deps.logger ?? createLogger(config.logLevel),
  };
  const app = new Koa() as RentlineApp;
  app.proxy = false;
  app.silent = true;

  // Paths match exactly: `/V1/...` and a trailing slash are unknown routes (404), not aliases.
  const router = new Router({ sensitive: true, strict: true });
  const pipeline = createPipeline({
    store: services.store,
    clock: services.clock,
    rateLimitPerSecond: config.rateLimitPerSecond,
    ...(deps.rateLimitClock ? { rateLimitClock: deps.rateLimitClock } : {}),
    bodyLimitBytes: config.bodyLimitBytes,
    idempotency: { ttlMs: config.idempotencyTtlMs, clock: services.clock },
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    consoleBase: consoleBaseOf(config),
  });
  const pricingCache = new PricingCache(services.store);
  const payments = new PaymentProviders(config);
  const routes = allRoutes(services.store, pricingCache, services.clock, payments);
  for (const def of routes) router.register(def.path, [def.method], pipeline(def) as never, { name: def.operationId });
  memoizeMatch(router);

  // The metrics read the worker's attempts in flight when scraped: it is made below.
  const metrics = config.metrics
    ? new PrometheusMetrics({
        store: services.store,
        clock: services.clock,
        attemptsInFlight: () => app.webhooks.activeAttempts,
      })
    : undefined;
  if (metrics !== undefined) services.store.observeWaits((access, s) => metrics.transactionWait(access, s));

  app.use(requestMiddleware(services.logger, metrics));
  // The console's static files, before the API's route matching (they are not API routes).
  app.use(consoleFiles(deps.consoleDir, CONSOLE_API_PATHS));
  app.use(storefrontScript(deps.storefrontScript));
  // CORS preflights to what a publishable key may call, before the router answers OPTIONS 405.
  app.use(preflightMiddleware(router, (operationId) => shopperAccess(operationId) !== undefined));
  // Unknown routes are 404 and known paths with another method 405, before authentication.
  app.use(async (ctx: Context, next) => {
    const match = router.match(ctx.path, ctx.method);
    ctx.state.route = (match.pathAndMethod[0] ?? match.path[0])?.path;
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
      throw unknownRoute(ctx.method, ctx.path);
    }
    await next();
  });
  app.use(router.routes());

  app.routes = routes;
  app.router = router;
  app.services = services;
  app.pricingCache = pricingCache;
  app.metrics = metrics;
  app.webhooks = new WebhookWorker({
    store: services.store,
    config,
    logger: services.logger,
    clock: services.clock,
    metrics: metrics ?? NO_METRICS,
    ...(deps.webhooks ? { options: deps.webhooks } : {}),
  });
  app.expiry = new ExpirySweeper({
    store: services.store,
    clock: services.clock,
    logger: services.logger,
    metrics: metrics ?? NO_METRICS,
    onCancel: settleOnCancel(payments),
    ...(deps.expiry ? { options: deps.expiry } : {}),
  });
  app.payments = payments;
  app.deposits = new DepositSweeper({
    store: services.store,
    providers: payments,
    clock: services.clock,
    logger: services.logger,
    metrics: metrics ?? NO_METRICS,
    ...(deps.deposits ? { options: deps.deposits } : {}),
  });
  return app;
}
