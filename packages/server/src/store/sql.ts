/**
 * What the query modules run on: a connection (or a transaction on one) that executes plain SQL with
 * `?` placeholders. The SQLite and PostgreSQL stores each provide one; the queries are written once,
 * in SQL both dialects read the same way, and ask the {@link Dialect} where the two differ.
 */

export type Param = string | number | boolean | null | undefined;

/** How a statement is run, where a store can tell. */
export interface StatementOptions {
  /**
   * Plan the statement with this call's values, every call. For a statement whose best plan depends
   * on a value: PostgreSQL otherwise settles on one plan for any values after a few calls, and for a
   * `LIKE` pattern that plan reads every row (a rare term then costs what the commonest does).
   * SQLite plans a statement once, whatever this says.
   */
  planEachCall?: boolean;
  /**
   * Plan the statement once for any values (PostgreSQL: its generic plan, kept by the connection),
   * for a statement whose one good plan holds whatever its values are and costs more to make than to
   * run: PostgreSQL would otherwise plan it again at every call while its estimates favour the plan
   * made for the values.
   */
  planOnce?: boolean;
  /**
   * With `planOnce`: a plan that reads its tables by their indexes wherever one serves (PostgreSQL
   * plans as if reading a whole table cost far more than it does), for a statement whose index
   * finds its rows in a fraction of the time a table's read takes for any values, which its planner,
   * not knowing the values, cannot tell.
   */
  byIndex?: boolean;
}

export interface Sql {
  /** Every row of a query. */
  all<T>(text: string, params?: readonly Param[], options?: StatementOptions): Promise<T[]>;
  /**
   * Every row of a query as an array of its columns in SELECT order: no object per row, for the
   * few hot reads of many rows where that is measurable.
   */
  rows<T extends unknown[]>(text: string, params?: readonly Param[], options?: StatementOptions): Promise<T[]>;
  /** The first row, or undefined. */
  get<T>(text: string, params?: readonly Param[]): Promise<T | undefined>;
  /** A statement without rows; resolves with the number of rows it changed. */
  run(text: string, params?: readonly Param[]): Promise<number>;
}

/** The SQL that differs between SQLite and PostgreSQL. Everything else is shared text. */
export interface Dialect {
  readonly name: 'sqlite' | 'postgres';
  /**
   * A condition true when the JSON array of strings in `column` contains `?` or any of the
   * following `?` placeholders; `count` is how many values are passed.
   */
  jsonArrayHasAny(column: string, count: number): string;
  /**
   * Lock the rows of `table` matching the condition for the rest of the transaction (PostgreSQL:
   * `SELECT … FOR UPDATE`). SQLite needs nothing: a write transaction already holds the whole
   * database.
   */
  forUpdate: string;
  /**
   * A condition true when the instant in column `instant` (ISO text) plus the whole minutes in
   * column `minutes` is before the instant `?` (ISO text).
   */
  minutesAfterBefore(instant: string, minutes: string): string;
  /** The integer member `key` of the JSON object (text) in `column`; null when absent. */
  jsonInt(column: string, key: string): string;
  /**
   * A condition true when `column` is one of `values`, and its parameters. Both stores take the list
   * as one parameter (SQLite a JSON array, PostgreSQL a `text[]`): one statement text for any length,
   * prepared once per connection, rather than a text (and a prepared statement kept by every
   * connection) for each length a list happens to have; on SQLite also a plan that looks the values
   * up by key rather than scanning an index that happens to hold the column.
   */
  oneOf(column: string, values: readonly string[]): { sql: string; params: Param[] };
  /**
   * {@link oneOf} for a statement planned once that checks many rows: PostgreSQL searches an array
   * parameter key by key for each row unless its plan was made seeing the values, so there the keys
   * are a subquery it hashes once a statement. SQLite's {@link oneOf} already is.
   */
  oneOfMany(column: string, values: readonly string[]): { sql: string; params: Param[] };
  /**
   * A table of one text column `key` holding `values`, for a FROM clause, and its parameter: one
   * statement text for any number of values (as {@link oneOf}).
   */
  keyTable(values: readonly string[]): { sql: string; params: Param[] };
  /** SQLite's `INDEXED BY <index>` planner hint; nothing on PostgreSQL. */
  indexedBy(index: string): string;
  /**
   * Whether a list page of few customers (one customer's bookings, a search's) reads them in a
   * second statement rather than joining them. On SQLite a page's read transaction costs nothing,
   * and one lookup per distinct customer is then cheaper than the join's lookup (index, then row)
   * per booking; on PostgreSQL one statement saves a transaction.
   */
  readonly customersApart: boolean;
}

const PLACEHOLDERS: string[] = [];

/** `?, ?, ?` for `n` values (an `IN (…)` list); the texts up to 256 values are made once. */
export const placeholders = (n: number): string => {
  let text = PLACEHOLDERS[n];
  if (text === undefined) {
    text = Array.from({ length: n }, () => '?').join(', ');
    if (n <= 256) PLACEHOLDERS[n] = text;
  }
  return text;
};

/** SQLite returns booleans as 0/1, PostgreSQL as true/false. */
export const asBool = (v: unknown): boolean => v === true || v === 1;
