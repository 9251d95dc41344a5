/**
 * SQLite changes some table definitions (a CHECK, a constraint) only by making the table again. A
 * migration that does so reads the table as the database has it now, so every column and index the
 * earlier migrations gave it, whichever they were, comes through: the rows are kept in a temporary
 * copy, the table is made again from its own stored statement with one edit, the rows go back by
 * column name, and its indexes and triggers are made again.
 */
import type { Database } from 'better-sqlite3';

/**
 * The statements that make `table` again with `edit` applied to its `CREATE TABLE` statement. Only
 * for a table nothing references by foreign key (the drop would break them): the caller knows.
 */
export function rebuildTableSql(db: Database, table: string, edit: (create: string) => string): string {
  const create = db
    .prepare<[string], string>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .pluck()
    .get(table);
  if (create === undefined) throw new Error(`no table ${table} to rebuild`);
  const changed = edit(create);
  if (changed === create) throw new Error(`the rebuild of ${table} changes nothing: its statement is not as expected`);
  const extras = db
    .prepare<[string], string>(
      "SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL",
    )
    .pluck()
    .all(table);
  const columns = db.prepare<[string], string>('SELECT name FROM pragma_table_info(?)').pluck().all(table).join(', ');
  const copy = `${table}_rebuild`;
  return [
    `CREATE TEMP TABLE ${copy} AS SELECT * FROM ${table}`,
    `DROP TABLE ${table}`,
    changed,
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${copy}`,
    `DROP TABLE ${copy}`,
    ...extras,
  ]
    .map((statement) => `${statement};`)
    .join('\n');
}
