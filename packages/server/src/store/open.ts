/** Open the store the configuration names: the embedded SQLite file (`DATABASE_PATH`). */
import type { Config } from '../config.js';
import { SqliteStore } from './sqlite/store.js';
import type { Store } from './store.js';

export interface OpenStoreOptions {
  /** Apply pending migrations when opening. Default true. */
  migrate?: boolean;
}

export function openStore(
  config: Pick<Config, 'databasePath' | 'databaseBusyTimeoutMs'>,
  options: OpenStoreOptions = {},
): Store {
  return new SqliteStore(config.databasePath, {
    busyTimeoutMs: config.databaseBusyTimeoutMs,
    ...(options.migrate === undefined ? {} : { migrate: options.migrate }),
  });
}
