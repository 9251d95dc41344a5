/**
 * SQLite connections: WAL journal (readers never wait for the writer), foreign keys on, a page cache
 * and memory-mapped reads, and versioned migrations. Lock waits are kept short here; the store
 * retries asynchronously (see `store.ts`), so a lock held by another process never stalls the
 * event loop.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { propertyOf } from '../../core/errors.js';
import { MIGRATIONS, type Migration } from './migrations/index.js';

export type Connection = Database.Database;

export interface ConnectionOptions {
  readonly?: boolean;
  /**
   * How long one statement may wait for a lock, synchronously, before SQLite reports SQLITE_BUSY.
   * Kept to a few milliseconds: it absorbs another process's short commit without a timer.
   */
  busyTimeoutMs?: number;
}

/** Open (and create, with its directory) the database file at `path`. */
export function openConnection(path: string, options: ConnectionOptions = {}): Connection {
  if (path !== ':memory:' && !options.readonly) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { readonly: options.readonly ?? false });
  if (!options.readonly) db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // A 64 MiB page cache and memory-mapped reads: the working set of a busy tenant stays in memory
  // instead of being re-read through syscalls (measured in bench/: list and booking throughput).
  db.pragma('cache_size = -65536');
  if (path !== ':memory:') db.pragma('mmap_size = 268435456');
  // Statement and savepoint journals in memory, not in temporary files: every write runs in a
  // savepoint of its group (see group-commit.ts), and an insert whose triggers write other tables
  // journals each page it first touches; to a file that was most of a booking's cost (a line item's
  // insert 200 µs, 40 µs in memory). What they hold is bounded by one group's changes.
  db.pragma('temp_store = MEMORY');
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 10}`);
  return db;
}

/**
 * Apply every pending migration, each in its own transaction. Returns the versions applied. A file
 * that is up to date is recognised by reads alone: opening a store then takes no write lock, so it
 * does not wait for (or, past the connection's busy timeout, fail on) a writer holding one, in this
 * process or another.
 */
export function migrate(db: Connection, migrations: readonly Migration[] = MIGRATIONS): number[] {
  if (schemaVersion(db) > 0) {
    const done = new Set(db.prepare<[], number>('SELECT version FROM schema_migrations').pluck().all());
    if (migrations.every((m) => done.has(m.version))) return [];
  }
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL
  ) STRICT`);
  const applied: number[] = [];
  const run = db.transaction((m: Migration) => {
    const done = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(m.version);
    if (done) return false;
    db.exec(typeof m.sql === 'string' ? m.sql : m.sql(db));
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
export function schemaVersion(db: Connection): number {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!exists) return 0;
  const row = db.prepare<[], { v: number | null }>('SELECT max(version) AS v FROM schema_migrations').get();
  return row?.v ?? 0;
}

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_RECOVERY, ...). */
export function isBusyError(err: unknown): boolean {
  const code = propertyOf(err, 'code');
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}
