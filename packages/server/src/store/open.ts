/**
 * Open the store the configuration names: PostgreSQL when `DATABASE_URL` is set (several instances
 * may share it), else the embedded SQLite file at `DATABASE_PATH`.
 */
import type { Config } from '../config.js';
import { PgStore } from './postgres/store.js';
import { SqliteStore } from './sqlite/store.js';
import type { Store } from './store.js';

export interface OpenStoreOptions {
  /** Apply pending migrations when opening. Default true. */
  migrate?: boolean;
}

export function openStore(
  config: Pick<Config, 'databasePath' | 'databaseBusyTimeoutMs' | 'databaseUrl' | 'databasePoolSize'>,
  options: OpenStoreOptions = {},
): Store {
  const migrate = options.migrate === undefined ? {} : { migrate: options.migrate };
  if (config.databaseUrl !== undefined) {
    return new PgStore(config.databaseUrl, {
      busyTimeoutMs: config.databaseBusyTimeoutMs,
      poolSize: config.databasePoolSize,
      ...migrate,
    });
  }
  return new SqliteStore(config.databasePath, { busyTimeoutMs: config.databaseBusyTimeoutMs, ...migrate });
}
