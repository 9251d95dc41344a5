/**
 * The SQLite schema as it is after the last migration, as one readable text (`schema.sql` beside the
 * migrations is this, generated; `pnpm --filter @rentline/server schema` writes it): every table with
 * its indexes and then its triggers, tables in name order, from `sqlite_master`. SQLite keeps each
 * statement as it was written (a column added later is appended to its table's), so the text is
 * stable for a given list of migrations; only trailing spaces are dropped.
 */
import type { Connection } from './connection.js';

interface MasterRow {
  type: 'table' | 'index' | 'trigger' | 'view';
  name: string;
  tbl_name: string;
  sql: string | null;
}

const ORDER: Record<MasterRow['type'], number> = { table: 0, view: 0, index: 1, trigger: 2 };

const tidy = (sql: string) =>
  `${sql
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim()};`;

export function sqliteSchemaText(db: Connection): string {
  const rows = db
    .prepare<[], MasterRow>(
      `SELECT type, name, tbl_name, sql FROM sqlite_master
        WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'`,
    )
    .all();
  rows.sort((a, b) =>
    a.tbl_name !== b.tbl_name
      ? a.tbl_name < b.tbl_name
        ? -1
        : 1
      : ORDER[a.type] !== ORDER[b.type]
        ? ORDER[a.type] - ORDER[b.type]
        : a.name < b.name
          ? -1
          : 1,
  );
  const out: string[] = [
    '-- The SQLite schema after the last migration, generated from a freshly migrated database.',
    '-- Do not edit: write a migration, then run `pnpm --filter @rentline/server schema`.',
  ];
  let table = '';
  for (const row of rows) {
    if (row.tbl_name !== table) {
      table = row.tbl_name;
      out.push('', `-- ${table} ${'-'.repeat(Math.max(0, 96 - table.length))}`, '');
    }
    out.push(tidy(row.sql ?? ''));
  }
  return `${out.join('\n')}\n`;
}
