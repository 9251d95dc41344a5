/**
 * The SQLite store: one write connection and one read connection to the same file (WAL).
 *
 * - Writes run one at a time on the write connection (an in-process lock), each in a savepoint of a
 *   `BEGIN IMMEDIATE … COMMIT` shared by the writes queued together (see `group-commit.ts`), so the
 *   checks and writes of one are never interleaved with another request's, in this process or in
 *   another one on the same file, and a commit is paid once per group.
 * - Reads run on the read connection in their own snapshot and never wait for a writer.
 * - When another process holds the write lock, `BEGIN IMMEDIATE` fails fast (SQLITE_BUSY after a
 *   few milliseconds) and is retried on a timer with backoff, so the event loop keeps serving reads
 *   and health checks; past `busyTimeoutMs` the transaction gives up with `database_busy`.
 */
import type { Statement } from 'better-sqlite3';
import type { Scope } from '../../core/scope.js';
import { databaseBusy } from '../errors.js';
import { Mutex } from '../mutex.js';
import { createQueries } from '../queries/index.js';
import type { Queries, Store, Tx, WaitObserver } from '../store.js';
import { type Connection, isBusyError, migrate, openConnection, schemaVersion } from './connection.js';
import { BACKSTOP_PAGES, Checkpointer } from './checkpointer.js';
import { GroupCommit } from './group-commit.js';
import { SqliteSql, sqliteDialect } from './sql.js';

export interface SqliteStoreOptions {
  /** Apply pending migrations when opening. Default true. */
  migrate?: boolean;
  /** How long a transaction keeps retrying a database locked by another process. Default 10 s. */
  busyTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Side {
  db: Connection;
  sql: SqliteSql;
  queries: Queries;
  lock: Mutex;
}

/** Transaction control, prepared once per connection (parsing BEGIN and COMMIT per request costs). */
function control(side: Side, text: string): void {
  side.sql.statement(text).run();
}

export class SqliteStore implements Store {
  readonly kind = 'sqlite' as const;
  readonly path: string;
  private readonly writer: Side;
  private readonly reader: Side;
  private readonly busyTimeoutMs: number;
  private readonly versions: CacheVersions | undefined;
  private readonly writes: GroupCommit;
  private readonly checkpointer: Checkpointer | undefined;
  private closed = false;
  private observer: WaitObserver | undefined;

  constructor(path: string, options: SqliteStoreOptions = {}) {
    this.path = path;
    this.busyTimeoutMs = options.busyTimeoutMs ?? 10_000;
    const side = (db: Connection, lock: Mutex): Side => {
      const sql = new SqliteSql(db);
      return { db, sql, queries: createQueries(sql, sqliteDialect), lock };
    };
    const w = openConnection(path);
    this.writer = side(w, new Mutex());
    if (options.migrate ?? true) migrate(w);
    // An in-memory database exists once per connection: it is read through the writer, in turn.
    this.reader = path === ':memory:' ? this.writer : side(openConnection(path, { readonly: true }), new Mutex());
    // Versions are read on a connection of their own that is never inside a transaction, so each read
    // sees the last commit. An in-memory database has no second connection: nothing is cached then.
    this.versions = path === ':memory:' ? undefined : new CacheVersions(openConnection(path, { readonly: true }));
    const writer = this.writer;
    this.writes = new GroupCommit({ ...writer, control: (text) => control(writer, text) }, this.busyTimeoutMs);
    // Checkpoints in a thread of their own (see checkpointer.ts); the writer's only as a backstop.
    if (path !== ':memory:') {
      this.checkpointer = new Checkpointer(path);
      w.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
    }
  }

  /** Groups and writes committed so far (see `group-commit.ts`). */
  get writeStats(): { groups: number; writes: number } {
    return this.writes.stats;
  }

  /** The write connection, for the SQLite-only operations (backup, tests). */
  get connection(): Connection {
    return this.writer.db;
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.writes.write(fn);
  }

  /** A read transaction here is two prepared statements in the process: nothing to save. */
  readOne<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.read(fn);
  }

  observeWaits(observer: WaitObserver | undefined): void {
    this.observer = observer;
    this.writes.observer = observer;
  }

  read<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const side = this.reader;
    const writable = side === this.writer;
    const observer = this.observer;
    const asked = observer === undefined ? 0 : performance.now();
    return side.lock.run(async () => {
      observer?.('read', (performance.now() - asked) / 1000);
      const deadline = Date.now() + this.busyTimeoutMs;
      for (let delay = 2; ; delay = Math.min(delay * 2, 100)) {
        const hooks: (() => void)[] = [];
        const tx: Tx = { ...side.queries, writable, afterCommit: (h) => hooks.push(h) };
        try {
          control(side, 'BEGIN');
          const result = await fn(tx);
          control(side, 'COMMIT');
          for (const h of hooks) h();
          return result;
        } catch (err) {
          if (side.db.inTransaction) control(side, 'ROLLBACK');
          if (!isBusyError(err)) throw err;
          const left = deadline - Date.now();
          if (left <= 0) throw databaseBusy(err);
          await sleep(Math.min(delay, left));
        }
      }
    });
  }

  async cacheVersion(scope: Scope): Promise<number | undefined> {
    return this.versions?.of(scope);
  }

  async ping(): Promise<void> {
    this.reader.sql.statement('SELECT 1').get();
  }

  async migrate(): Promise<number[]> {
    return migrate(this.writer.db);
  }

  async schemaVersion(): Promise<number> {
    return schemaVersion(this.writer.db);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Let transactions already queued finish first.
    await this.writes.idle();
    await this.writer.lock.run(async () => undefined);
    if (this.reader !== this.writer) this.reader.db.close();
    this.versions?.close();
    // The writer closes last: the last connection to close checkpoints what is left and removes the WAL.
    await this.checkpointer?.close();
    this.writer.db.close();
  }
}

/**
 * The cache versions of tenants, read on their own connection. `PRAGMA data_version` changes whenever
 * another connection (this process's writer, or another process) commits; until it does, the versions
 * already read are still the current ones and are answered from memory without a query.
 */
class CacheVersions {
  private statements: { dataVersion: Statement<[], number>; select: Statement<[string, number], number> } | undefined;
  private seen: number | undefined = -1;
  private readonly known = new Map<string, number>();
  private turn: Promise<boolean> | undefined;

  constructor(private readonly db: Connection) {}

  /**
   * The version, read after this turn of the event loop: every request that asks during one turn
   * shares one `data_version` read made after all of them asked (so none misses a commit made before
   * it asked), and a tenant whose version is already known costs no query.
   */
  of(scope: Scope): Promise<number | undefined> {
    this.turn ??= new Promise((resolve) => {
      setImmediate(() => {
        this.turn = undefined;
        resolve(this.refresh());
      });
    });
    return this.turn.then((ok) => (ok ? this.lookup(scope) : undefined));
  }

  /** Read `data_version`; forget the known versions if anything committed since. False when it cannot. */
  private refresh(): boolean {
    try {
      // Prepared on first use: the store may be opened before the migrations that create the table.
      this.statements ??= {
        dataVersion: this.db.prepare<[], number>('PRAGMA data_version').pluck(),
        select: this.db
          .prepare<[string, number], number>('SELECT version FROM cache_versions WHERE tenant_id = ? AND livemode = ?')
          .pluck(),
      };
      const now = this.statements.dataVersion.get();
      if (now !== this.seen) {
        this.known.clear();
        this.seen = now;
      }
      return true;
    } catch {
      // A busy file (a checkpoint, a recovery), a closed store or a missing table: "cannot tell", and
      // the caller reads the records. Never a throw: this runs where no one could catch it.
      return false;
    }
  }

  private lookup(scope: Scope): number | undefined {
    const key = `${scope.tenantId}:${scope.livemode ? 1 : 0}`;
    let version = this.known.get(key);
    if (version === undefined) {
      try {
        version = this.statements?.select.get(scope.tenantId, scope.livemode ? 1 : 0) ?? 0;
      } catch (err) {
        if (isBusyError(err)) return undefined;
        throw err;
      }
      if (this.known.size >= 10_000) this.known.clear();
      this.known.set(key, version);
    }
    return version;
  }

  close(): void {
    this.db.close();
  }
}

export function openSqliteStore(path: string, options: SqliteStoreOptions = {}): SqliteStore {
  return new SqliteStore(path, options);
}
