/**
 * The PostgreSQL store, for several server instances on one database. A pool of connections; each
 * transaction holds one client from BEGIN to COMMIT. Reads of one statement (`readOne`) need no
 * transaction: they share two connections of their own.
 *
 * - Writes run at READ COMMITTED. What must never race takes a lock explicitly: the fleet items a
 *   booking takes units from are locked (`SELECT … FOR UPDATE`, in id order) before the units are
 *   counted, a booking being changed is locked when it is read, a coupon is redeemed by a conditional
 *   UPDATE, an `Idempotency-Key` is claimed with a unique row. A deadlock or serialization failure
 *   runs the transaction again (a few times, with backoff).
 * - A lock wait is bounded by `lock_timeout` (the busy timeout): past it the request is 503
 *   `database_busy`, never a hang.
 * - Reads run in a REPEATABLE READ, READ ONLY transaction: one snapshot for a whole page.
 * - Migrations take an advisory lock, so every instance may run them at start.
 */
import { hostname } from 'node:os';
import pg from 'pg';
import { propertyOf } from '../../core/errors.js';
import type { Scope } from '../../core/scope.js';
import { databaseBusy } from '../errors.js';
import { FreshRead } from '../fresh-read.js';
import { createQueries } from '../queries/index.js';
import type { Store, Tx, WaitObserver } from '../store.js';
import { MIGRATIONS, type PgMigration } from './migrations/index.js';
import { PgSql, pgDialect } from './sql.js';

export interface PgStoreOptions {
  /** Apply pending migrations before the first transaction. Default true. */
  migrate?: boolean;
  /** How long a transaction may wait for a lock, then `database_busy`. Default 10 s. */
  busyTimeoutMs?: number;
  /** Connections in the pool. Default 10. */
  poolSize?: number;
}

/** PostgreSQL error codes the store handles. */
const SERIALIZATION_FAILURE = '40001';
const DEADLOCK_DETECTED = '40P01';
const LOCK_NOT_AVAILABLE = '55P03';
const RETRIES = 5;

/** Integers come back as numbers: every amount and count of ours is a safe integer. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === 20 || oid === 1700) return (v: string) => Number(v); // int8, numeric (sums)
    return pg.types.getTypeParser(oid, format);
  }) satisfies (oid: number, format?: 'text' | 'binary') => unknown,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const codeOf = (err: unknown) => propertyOf(err, 'code');

/** Thrown into a `readOne` attempt that goes on to a second statement. */
const SECOND_STATEMENT = new Error('a second statement: run again in a read transaction');

/** Connections shared by one-statement reads, per store. */
const SHARED_READERS = 2;

/** A stable number for the migration lock (any constant; it names our lock among others). */
const MIGRATION_LOCK = 7_263_551_001;

export class PgStore implements Store {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  private closed = false;
  private ready: Promise<void> | undefined;
  private readonly versionReads = new Map<string, FreshRead<number>>();
  private readonly clientConfig: pg.ClientConfig;
  /** The connections one-statement reads share (see `sharedReader`). */
  private readonly readers: (Promise<pg.Client> | undefined)[] = [];
  private nextReader = 0;
  private observer: WaitObserver | undefined;

  constructor(
    readonly url: string,
    options: PgStoreOptions = {},
  ) {
    const busy = options.busyTimeoutMs ?? 10_000;
    this.clientConfig = {
      connectionString: url,
      types,
      // Statements issued together are sent together (see PgSql).
      pipeline: true,
      // Every lock wait of every statement is bounded: a stuck lock is a 503, never a hang.
      options: `-c lock_timeout=${busy} -c idle_in_transaction_session_timeout=${Math.max(busy * 6, 60_000)}`,
      application_name: `rentline@${hostname()}/${process.pid}`,
    };
    this.pool = new pg.Pool({ ...this.clientConfig, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
    if (options.migrate ?? true) this.ready = this.migrate().then(() => undefined);
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Resolves once the schema is in place (migrations applied at open). */
  async whenReady(): Promise<void> {
    await this.ready;
  }

  observeWaits(observer: WaitObserver | undefined): void {
    this.observer = observer;
  }

  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.run('BEGIN', true, fn);
  }

  read<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.run('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', false, fn);
  }

  async readOne<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    await this.ready;
    const observer = this.observer;
    const asked = observer === undefined ? 0 : performance.now();
    const client = await this.sharedReader();
    observer?.('read', (performance.now() - asked) / 1000);
    let statements = 0;
    const sql = new PgSql(client, () => {
      statements++;
      if (statements > 1) throw SECOND_STATEMENT;
    });
    const hooks: (() => void)[] = [];
    let result: T;
    try {
      result = await fn({ ...createQueries(sql, pgDialect), writable: false, afterCommit: (h) => hooks.push(h) });
    } catch (err) {
      if (statements > 1) return this.read(fn);
      if (codeOf(err) === LOCK_NOT_AVAILABLE) throw databaseBusy(err);
      throw err;
    }
    // `fn` may have caught the stop itself: what it returned then is not a one-statement answer.
    if (statements > 1) return this.read(fn);
    for (const h of hooks) h();
    return result;
  }

  /**
   * A connection one-statement reads share (a few, in turn), outside the pool: a read of one
   * statement needs no transaction and so no connection of its own, and reads issued in the same
   * tick go out in one write and are answered back to back, instead of waking a connection each. A
   * lost connection is replaced on the next read.
   */
  private sharedReader(): Promise<pg.Client> {
    const i = this.nextReader;
    this.nextReader = (i + 1) % SHARED_READERS;
    let reader = this.readers[i];
    if (reader === undefined) {
      const client = new pg.Client(this.clientConfig);
      const dropped = () => {
        if (this.readers[i] === reader) this.readers[i] = undefined;
      };
      client.on('error', dropped);
      client.on('end', dropped);
      reader = client.connect().then(
        () => client,
        (err: unknown) => {
          dropped();
          throw err;
        },
      );
      this.readers[i] = reader;
    }
    return reader;
  }

  private async run<T>(begin: string, writable: boolean, fn: (tx: Tx) => Promise<T>): Promise<T> {
    await this.ready;
    for (let attempt = 1; ; attempt++) {
      const observer = this.observer;
      const asked = observer === undefined ? 0 : performance.now();
      const client = await this.pool.connect();
      observer?.(writable ? 'write' : 'read', (performance.now() - asked) / 1000);
      const sql = new PgSql(client);
      const hooks: (() => void)[] = [];
      let broken: Error | undefined;
      try {
        // Not awaited: BEGIN goes out with the transaction's first statements.
        sql.control(begin);
        const tx: Tx = { ...createQueries(sql, pgDialect), writable, afterCommit: (h) => hooks.push(h) };
        const result = await fn(tx);
        // COMMIT goes out behind any statement `fn` sent without waiting for its answer (a write
        // whose outcome it does not need). One of them failing turns the COMMIT into a rollback,
        // and `settled` reports that failure.
        const committed = sql.control('COMMIT');
        await sql.settled();
        if ((await committed).command !== 'COMMIT') throw new Error('the transaction was rolled back at COMMIT');
        client.release();
        for (const h of hooks) h();
        return result;
      } catch (err) {
        try {
          // After whatever is still in flight (the pipeline answers in order).
          await client.query('ROLLBACK');
        } catch (rollbackErr) {
          // The connection is gone: drop it from the pool.
          broken = rollbackErr instanceof Error ? rollbackErr : new Error(String(rollbackErr));
        }
        client.release(broken);
        const code = codeOf(err);
        if ((code === SERIALIZATION_FAILURE || code === DEADLOCK_DETECTED) && attempt < RETRIES) {
          await sleep(5 * 2 ** attempt + Math.random() * 10);
          continue;
        }
        if (code === LOCK_NOT_AVAILABLE) throw databaseBusy(err);
        throw err;
      }
    }
  }

  /** One query per tenant and mode at a time, shared by the requests that arrive meanwhile. */
  async cacheVersion(scope: Scope): Promise<number | undefined> {
    const key = `${scope.tenantId}:${scope.livemode}`;
    let read = this.versionReads.get(key);
    if (read === undefined) {
      if (this.versionReads.size >= 10_000) this.versionReads.clear();
      read = new FreshRead(async () => {
        await this.ready;
        const res = await this.pool.query<{ version: number }>({
          name: 'cache_version',
          text: 'SELECT version FROM cache_versions WHERE tenant_id = $1 AND livemode = $2',
          values: [scope.tenantId, scope.livemode],
        });
        return res.rows[0]?.version ?? 0;
      });
      this.versionReads.set(key, read);
    }
    return read.get();
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  /**
   * Apply every pending migration, each in its own transaction, under an advisory lock: instances
   * starting together take turns, and each applies only what the others have not.
   */
  async migrate(migrations: readonly PgMigration[] = MIGRATIONS): Promise<number[]> {
    const client = await this.pool.connect();
    const applied: number[] = [];
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
          version integer PRIMARY KEY, name text NOT NULL, applied_at text NOT NULL)`);
        const done = new Set(
          (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
        );
        for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
          if (done.has(m.version)) continue;
          await client.query('BEGIN');
          try {
            await client.query(m.sql);
            await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
              m.version,
              m.name,
              new Date().toISOString(),
            ]);
            await client.query('COMMIT');
          } catch (err) {
            await client.query('ROLLBACK');
            throw err;
          }
          applied.push(m.version);
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
    } finally {
      client.release();
    }
    return applied;
  }

  async schemaVersion(): Promise<number> {
    const exists = await this.pool.query<{ t: string | null }>("SELECT to_regclass('schema_migrations') AS t");
    if (exists.rows[0]?.t == null) return 0;
    const row = await this.pool.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations');
    return row.rows[0]?.v ?? 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.ready?.catch(() => undefined);
    const readers = this.readers.splice(0);
    await Promise.all(
      readers.map((r) =>
        r?.then(
          (c) => c.end(),
          () => undefined,
        ),
      ),
    );
    await this.pool.end();
  }
}
