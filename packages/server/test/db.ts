/**
 * Raw SQLite access for tests: a connection of their own to a database file (to set up state, to
 * check rows, to hold locks) and the store's typed queries run over it in a transaction.
 */
import { migrate, openConnection, schemaVersion, type Connection } from '../src/store/sqlite/connection.js';
import { MIGRATIONS } from '../src/store/sqlite/migrations/index.js';
import { createQueries } from '../src/store/queries/index.js';
import { SqliteSql, sqliteDialect } from '../src/store/sqlite/sql.js';
import type { Tx } from '../src/store/store.js';

export type Db = Connection;
export { migrate, schemaVersion, MIGRATIONS };

/** Open (and migrate, unless `migrate: false`) the database file at `path`. */
export function openDatabase(path: string, options: { migrate?: boolean } = {}): Db {
  const db = openConnection(path, { busyTimeoutMs: 5000 });
  if (options.migrate ?? true) migrate(db);
  return db;
}

/** Run `fn` with the store's queries in a write transaction on `db` (a connection of the test's). */
export async function withTx<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const tx: Tx = { ...createQueries(new SqliteSql(db), sqliteDialect), writable: true, afterCommit: () => undefined };
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = await fn(tx);
    db.exec('COMMIT');
    return result;
  } catch (err) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw err;
  }
}
