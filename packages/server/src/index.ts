/**
 * @rentline/server: the Rentline reference server (Koa + SQLite) as a library. `createApp(deps)`
 * returns the Koa app without listening; `listen()` serves it; the `rentline` CLI wraps both.
 *
 * @packageDocumentation
 */
export { createApp, type AppDeps, type AppServices, type RentlineApp } from './app.js';
export { loadConfig, ConfigError, type Config, type LogLevel } from './config.js';
export {
  openDatabase,
  migrate,
  schemaVersion,
  withTransaction,
  type Db,
  type OpenDatabaseOptions,
} from './db/connection.js';
export { MIGRATIONS, type Migration } from './db/migrations/index.js';
export { createLogger, silentLogger, type Logger } from './logger.js';
export { listen, type RunningServer } from './server.js';
export { buildOpenApi } from './openapi.js';
export { ApiError, type ErrorBody, type ErrorType } from './http/errors.js';
export type { RouteDef, HttpMethod } from './http/route.js';
export {
  createTenant,
  operatorUpdateTenant,
  rotateTenantKeys,
  generateApiKey,
  TIER_FEE_BPS,
  TIERS,
  type CreatedTenant,
  type CreateTenantInput,
} from './services/tenants.js';
export { ensureDemo, demoKeysPath, DEMO_TENANT_ID, type DemoKeys } from './services/demo.js';
export { calculateQuote, buildPriceInput, type CalculateInput, type Quote } from './services/pricing.js';
export { emitEvent, EVENT_TYPES, type EventRecord, type EventType } from './services/events.js';
export { WebhookWorker, type WebhookWorkerOptions } from './webhooks/worker.js';
export { classifyAddress, type AddressClass } from './webhooks/ssrf.js';
export { newId } from './ids.js';
export { VERSION } from './version.js';
