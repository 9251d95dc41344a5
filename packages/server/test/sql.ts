/**
 * Raw SQL for tests, the same on both stores: reads and writes that check or prepare rows behind the
 * API, a snapshot of every table, a change counter (for "did anything change?") and injected faults.
 * Rows look alike on both: PostgreSQL's booleans come back as 1/0, as SQLite stores them.
 */
import pg from 'pg';
import { toPg } from '../src/store/postgres/sql.js';
import type { Db } from './db.js';

export type StoreKind = 'sqlite' | 'postgres';

/** The store the API suites run on: `RENTLINE_TEST_STORE=postgres` for PostgreSQL, else SQLite. */
export const STORE: StoreKind = process.env.RENTLINE_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestSql {
  kind: StoreKind;
  all<T = any>(sql: string, ...params: unknown[]): Promise<T[]>;
  get<T = any>(sql: string, ...params: unknown[]): Promise<T | undefined>;
  run(sql: string, ...params: unknown[]): Promise<number>;
  /** Every row of every table, each table's rows in a stable order. */
  snapshot(): Promise<Record<string, unknown[]>>;
  /** A number that moves whenever a statement may have changed a row (rolled back or not). */
  changes(): Promise<number>;
  /**
   * From now on, `op` on `table` fails (when `when`, an SQL condition over NEW, holds) with an error
   * inside the transaction that runs it. Returns the function that lifts the fault.
   */
  fail(table: string, op: 'INSERT' | 'UPDATE', options?: { of?: string; when?: string }): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The tables that hold records: not the full-text indexes (virtual tables) and their shadow tables,
 * which are derived from a table of ours and change with it, nor the bookings' trigram index and its
 * mark, which the sweeper brings up to date in the background whenever it runs (indexing documents
 * already written), so a request that changed nothing could otherwise seem to have.
 */
const TABLES_SQLITE = `SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table'
  AND name NOT LIKE 'sqlite_%' AND name <> 'booking_search_indexed' AND name NOT LIKE 'booking_search_fts%'
  ORDER BY name`;

/**
 * Over a SQLite connection: the store's own write connection (so connection-scoped counters and
 * faults see its work), or one the test opened (`owned`: closed with this).
 */
export function sqliteTestSql(db: Db, options: { owned?: boolean } = {}): TestSql {
  let faults = 0;
  return {
    kind: 'sqlite',
    async all(sql, ...params) {
      return db.prepare(sql).all(...params) as any[];
    },
    async get(sql, ...params) {
      return db.prepare(sql).get(...params) as any;
    },
    async run(sql, ...params) {
      return db.prepare(sql).run(...params).changes;
    },
    async snapshot() {
      const out: Record<string, unknown[]> = {};
      for (const { name } of db.prepare(TABLES_SQLITE).all() as { name: string }[]) {
        out[name] = db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all();
      }
      return out;
    },
    async changes() {
      return (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    },
    async fail(table, op, options = {}) {
      const name = `test_fault_${++faults}`;
      const of = options.of ? ` OF ${options.of}` : '';
      const when = options.when ? ` WHEN ${options.when}` : '';
      db.exec(`CREATE TEMP TRIGGER ${name} BEFORE ${op}${of} ON ${table}${when}
               BEGIN SELECT RAISE(ABORT, 'injected fault'); END`);
      return async () => {
        db.exec(`DROP TRIGGER ${name}`);
      };
    },
    async close() {
      if (options.owned) db.close();
    },
  };
}

/** Booleans as 1/0, as SQLite returns them, so assertions read the same on both stores. */
function sqliteLike(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v === true ? 1 : v === false ? 0 : v;
  return out;
}

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Over a connection of the test's own to the store's PostgreSQL database. */
export async function postgresTestSql(url: string): Promise<TestSql> {
  const client = new pg.Client({ connectionString: url, types });
  await client.connect();
  const query = async (sql: string, params: unknown[]) =>
    (await client.query(toPg(sql).text, params)).rows.map(sqliteLike) as any[];
  let counter = false;
  let faults = 0;
  const tables = async () =>
    (
      await client.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
      )
    ).rows.map((r) => r.name);
  return {
    kind: 'postgres',
    all: (sql, ...params) => query(sql, params),
    async get(sql, ...params) {
      return (await query(sql, params))[0];
    },
    async run(sql, ...params) {
      return (await client.query(toPg(sql).text, params)).rowCount ?? 0;
    },
    async snapshot() {
      const out: Record<string, unknown[]> = {};
      for (const name of await tables()) {
        const rows = (await client.query(`SELECT * FROM "${name}"`)).rows.map(sqliteLike);
        out[name] = rows
          .map((r) => JSON.stringify(r))
          .sort()
          .map((j) => JSON.parse(j));
      }
      return out;
    },
    async changes() {
      // A sequence bumped by a statement trigger on every table: sequences are not rolled back, so
      // a change that was rolled back moves it too (as SQLite's total_changes does).
      if (!counter) {
        await client.query('CREATE SEQUENCE IF NOT EXISTS test_changes');
        await client.query(
          "CREATE OR REPLACE FUNCTION test_changes_bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM nextval('test_changes'); RETURN NULL; END $$",
        );
        for (const t of await tables()) {
          await client.query(
            `CREATE TRIGGER test_changes AFTER INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION test_changes_bump()`,
          );
        }
        counter = true;
      }
      const r = await client.query<{ n: number }>(
        'SELECT last_value + (CASE WHEN is_called THEN 1 ELSE 0 END) AS n FROM test_changes',
      );
      return Number(r.rows[0]?.n ?? 0);
    },
    async fail(table, op, options = {}) {
      const name = `test_fault_${++faults}`;
      await client.query(
        "CREATE OR REPLACE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected fault'; END $$",
      );
      const of = options.of ? ` OF ${options.of}` : '';
      const when = options.when ? ` WHEN (${options.when})` : '';
      await client.query(
        `CREATE TRIGGER ${name} BEFORE ${op}${of} ON ${table} FOR EACH ROW${when} EXECUTE FUNCTION test_fault()`,
      );
      return async () => {
        await client.query(`DROP TRIGGER ${name} ON ${table}`);
      };
    },
    async close() {
      await client.end();
    },
  };
}
