/** The SQLite side of the shared queries: a statement-caching executor and the dialect. */
import type Database from 'better-sqlite3';
import { translateDriverError } from '../errors.js';
import type { Dialect, Param, Sql } from '../sql.js';

/**
 * A prepared statement whose rows are the driver's, untyped (`any`, as node-postgres gives them):
 * each query names what its statement returns (see `Sql`).
 */
type DriverStatement = Database.Statement<unknown[], any>;

/** better-sqlite3 binds numbers, strings and null; booleans are stored as 0/1. */
function bind(params: readonly Param[]): unknown[] {
  return params.map((p) => (p === true ? 1 : p === false ? 0 : p === undefined ? null : p));
}

/**
 * Runs the shared queries on one better-sqlite3 connection. Statements are prepared once per
 * connection and SQL text. The work is synchronous; the promises only give the queries the same
 * shape as on PostgreSQL.
 */
export class SqliteSql implements Sql {
  private readonly cache = new Map<string, DriverStatement>();
  /** Statements in raw mode (rows as arrays): a separate statement object per text. */
  private readonly rawCache = new Map<string, DriverStatement>();

  constructor(readonly db: Database.Database) {}

  statement(text: string): DriverStatement {
    let s = this.cache.get(text);
    if (s === undefined) {
      s = this.db.prepare(text);
      this.cache.set(text, s);
    }
    return s;
  }

  all<T>(text: string, params: readonly Param[] = []): Promise<T[]> {
    return Promise.resolve(this.statement(text).all(...bind(params)));
  }

  rows<T extends unknown[]>(text: string, params: readonly Param[] = []): Promise<T[]> {
    let s = this.rawCache.get(text);
    if (s === undefined) {
      s = this.db.prepare(text).raw(true);
      this.rawCache.set(text, s);
    }
    return Promise.resolve(s.all(...bind(params)));
  }

  get<T>(text: string, params: readonly Param[] = []): Promise<T | undefined> {
    return Promise.resolve(this.statement(text).get(...bind(params)));
  }

  run(text: string, params: readonly Param[] = []): Promise<number> {
    try {
      return Promise.resolve(this.statement(text).run(...bind(params)).changes);
    } catch (err) {
      throw translateDriverError(err);
    }
  }
}

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  jsonArrayHasAny: (column, count) =>
    `EXISTS (SELECT 1 FROM json_each(${column}) WHERE value IN (${Array.from({ length: count }, () => '?').join(', ')}))`,
  oneOf: (column, values) =>
    values.length === 0
      ? { sql: '1 = 0', params: [] }
      : { sql: `${column} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(values)] },
  oneOfMany: (column, values) => sqliteDialect.oneOf(column, values),
  keyTable: (values) => ({ sql: '(SELECT value AS key FROM json_each(?))', params: [JSON.stringify(values)] }),
  forUpdate: '',
  // strftime writes the same fixed-width text as toISOString, so the two compare as text.
  minutesAfterBefore: (instant, minutes) =>
    `strftime('%Y-%m-%dT%H:%M:%fZ', ${instant}, '+' || ${minutes} || ' minutes') < ?`,
  jsonInt: (column, key) => `json_extract(${column}, '$.${key}')`,
  indexedBy: (index) => `INDEXED BY ${index}`,
  customersApart: true,
};
