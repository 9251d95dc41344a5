/**
 * @rentline/server: the Rentline reference server (Koa over an async store, SQLite embedded) as a
 * library. `createApp(deps)` returns the Koa app without listening; `listen()` serves it; the
 * `rentline` CLI wraps both.
 *
 * @packageDocumentation
 */
export { createApp, allRoutes, type AppDeps, type AppServices, type RentlineApp } from './app.js';
export { loadConfig, ConfigError, type Config, type LogLevel } from './config.js';
export { RentlineError, isRentlineError, ERROR_CODES, type ErrorCode } from './core/errors.js';
export { LIMITS } from './core/limits.js';
export type { Scope } from './core/scope.js';
export { newId } from './core/ids.js';
export { generateApiKey, hashApiKey } from './core/api-keys.js';
export { openStore, type OpenStoreOptions } from './store/open.js';
export type { Store, StoreKind, Tx, Queries } from './store/store.js';
export { SqliteStore, type SqliteStoreOptions } from './store/sqlite/store.js';
export { MIGRATIONS as SQLITE_MIGRATIONS, type Migration } from './store/sqlite/migrations/index.js';
export { backupDatabase, BackupError, type BackupResult } from './store/sqlite/backup.js';
export { createLogger, silentLogger, type Logger } from './logger.js';
export { listen, type RunningServer } from './server.js';
export { buildOpenApi } from './openapi/document.js';
export { ApiError, statusOf, type ErrorBody, type ErrorType } from './http/errors.js';
export type { RouteDef, HttpMethod, Access } from './http/route.js';
export {
  createTenant,
  operatorUpdateTenant,
  rotateTenantKeys,
  TIER_FEE_BPS,
  TIERS,
  TenantInputError,
  type CreatedTenant,
  type CreateTenantInput,
} from './tenants/service.js';
export { ensureDemo, demoKeysPath, DEMO_TENANT_ID, type DemoKeys } from './demo.js';
export { calculateQuote, buildQuoteInput, type CalculateInput, type Quote } from './pricing/quote.js';
export { emitEvent } from './events/emit.js';
export { EVENT_TYPES, type EventRecord, type EventType } from './events/types.js';
export { WebhookWorker, type WebhookWorkerOptions } from './webhooks/worker.js';
export { classifyAddress, type AddressClass } from './webhooks/ssrf.js';
export { VERSION } from './version.js';
