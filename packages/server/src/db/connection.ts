/**
 * The SQLite connection: WAL journal, foreign keys on, a busy timeout so the CLI and a running server
 * can share the file, and versioned migrations.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations/index.js';

export type Db = Database.Database;

export interface OpenDatabaseOptions {
  /** Apply pending migrations after opening. Default true. */
  migrate?: boolean;
  readonly?: boolean;
}

/** Open (and create, with its directory) the database file at `path`. */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { readonly: options.readonly ?? false });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // A 64 MiB page cache and memory-mapped reads: the working set of a busy tenant stays in memory
  // instead of being re-read through syscalls (measured in bench/: list and booking throughput).
  db.pragma('cache_size = -65536');
  if (path !== ':memory:') db.pragma('mmap_size = 268435456');
  db.pragma('busy_timeout = 5000');
  if (options.migrate ?? true) migrate(db);
  return db;
}

/** Apply every pending migration, each in its own transaction. Returns the versions applied. */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL
  ) STRICT`);
  const applied: number[] = [];
  const run = db.transaction((m: Migration) => {
    const done = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(m.version);
    if (done) return false;
    db.exec(m.sql);
    db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
      m.version,
      m.name,
      new Date().toISOString(),
    );
    return true;
  });
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (run.immediate(m)) applied.push(m.version);
  }
  return applied;
}

/** The highest applied migration version (0 for a fresh file). */
export function schemaVersion(db: Db): number {
  const row = db.prepare('SELECT max(version) AS v FROM schema_migrations').get() as { v: number | null } | undefined;
  return row?.v ?? 0;
}

const statementCache = new WeakMap<Db, Map<string, Database.Statement>>();

/** A prepared statement, cached per connection. */
export function stmt(db: Db, sql: string): Database.Statement {
  let cache = statementCache.get(db);
  if (cache === undefined) {
    cache = new Map();
    statementCache.set(db, cache);
  }
  let s = cache.get(sql);
  if (s === undefined) {
    s = db.prepare(sql);
    cache.set(sql, s);
  }
  return s;
}

/** How many times a write transaction is tried when SQLite reports SQLITE_BUSY. */
export const BUSY_ATTEMPTS = 3;

/**
 * The database stayed locked by another connection (another process on the same file: a second
 * server, a CLI command, a backup) through every attempt. The API answers 503 `database_busy` with
 * `retry-after`; nothing was written.
 */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
  readonly code = 'SQLITE_BUSY';
  constructor(cause: unknown) {
    super('The database is locked by another connection.', { cause });
  }
}

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_RECOVERY, ...). */
export function isBusyError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Run `fn` in a write transaction (`BEGIN IMMEDIATE`, so concurrent writers queue on the busy timeout
 * instead of failing on upgrade). Nested calls join the outer transaction.
 *
 * SQLITE_BUSY (another process held the write lock for the whole busy timeout, or a busy condition
 * SQLite does not wait for, such as WAL recovery) rolls the attempt back and runs `fn` again, up to
 * {@link BUSY_ATTEMPTS} times in all; then it throws {@link DatabaseBusyError}. `fn` must therefore
 * have no effects outside the database that a rolled-back attempt would leave behind (services'
 * transactions are synchronous SQL only).
 */
export function withTransaction<T>(db: Db, fn: () => T): T {
  if (db.inTransaction) return fn();
  const tx = db.transaction(fn);
  for (let attempt = 1; ; attempt++) {
    try {
      return tx.immediate();
    } catch (err) {
      if (!isBusyError(err)) throw err;
      if (db.inTransaction) db.exec('ROLLBACK');
      if (attempt >= BUSY_ATTEMPTS) throw new DatabaseBusyError(err);
    }
  }
}
