/**
 * @rentline/server: the Rentline reference server (Koa over an async store, SQLite embedded) as a
 * library. `createApp(deps)` returns the Koa app without listening; `listen()` serves it; the
 * `rentline` CLI wraps both.
 *
 * @packageDocumentation
 */
export { type AppDeps, type AppServices, allRoutes, createApp, type RentlineApp } from './app.js';
export { type Config, ConfigError, type LogLevel, loadConfig } from './config.js';
export { generateApiKey, hashApiKey } from './core/api-keys.js';
export { ERROR_CODES, type ErrorCode, isRentlineError, RentlineError } from './core/errors.js';
export { newId } from './core/ids.js';
export { LIMITS } from './core/limits.js';
export type { Scope } from './core/scope.js';
export { DEMO_TENANT_ID, type DemoKeys, demoKeysPath, ensureDemo } from './demo.js';
export { emitEvent } from './events/emit.js';
export { EVENT_TYPES, type EventRecord, type EventType } from './events/types.js';
export { ApiError, type ErrorBody, type ErrorType, statusOf } from './http/errors.js';
export type { Access, HttpMethod, RouteDef } from './http/route.js';
export { createLogger, type Logger, silentLogger } from './logger.js';
export { buildOpenApi } from './openapi/document.js';
export { buildQuoteInput, type CalculateInput, calculateQuote, type Quote } from './pricing/quote.js';
export { listen, type RunningServer } from './server.js';
export { type OpenStoreOptions, openStore } from './store/open.js';
export { BackupError, type BackupResult, backupDatabase } from './store/sqlite/backup.js';
export { MIGRATIONS as SQLITE_MIGRATIONS, type Migration } from './store/sqlite/migrations/index.js';
export { SqliteStore, type SqliteStoreOptions } from './store/sqlite/store.js';
export type { Queries, Store, StoreKind, Tx } from './store/store.js';
export {
  type CreatedTenant,
  type CreateTenantInput,
  createTenant,
  operatorUpdateTenant,
  rotateTenantKeys,
  TenantInputError,
  TIER_FEE_BPS,
  TIERS,
} from './tenants/service.js';
export { VERSION } from './version.js';
export { type AddressClass, classifyAddress } from './webhooks/ssrf.js';
export { WebhookWorker, type WebhookWorkerOptions } from './webhooks/worker.js';
