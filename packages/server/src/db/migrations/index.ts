/** Versioned schema migrations, applied in order; `schema_migrations` records what ran. */
import { sql as initial } from './001_initial.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [{ version: 1, name: '001_initial', sql: initial }];
