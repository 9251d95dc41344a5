/**
 * `src/store/sqlite/schema.sql` is the schema a fresh database has after every migration: the test
 * migrates one and compares. When it fails, regenerate the file (the message says how) and commit it
 * with the migration. The PostgreSQL snapshot is checked in `postgres/schema.test.ts`. The row types
 * the store reads into (`src/store/rows.ts`) are the schema's tables, column for column.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrate, openConnection } from '../src/store/sqlite/connection.js';
import { MIGRATIONS } from '../src/store/sqlite/migrations/index.js';
import { sqliteSchemaText } from '../src/store/sqlite/schema.js';
import { type ColumnTypes, describeColumns, rowTypes } from './row-types.js';

const REGENERATE = 'pnpm --filter @rentline/server schema';
const SNAPSHOT = new URL('../src/store/sqlite/schema.sql', import.meta.url);

function migrated(migrations = MIGRATIONS): string {
  const db = openConnection(':memory:');
  try {
    migrate(db, migrations);
    return sqliteSchemaText(db);
  } finally {
    db.close();
  }
}

describe('the SQLite schema snapshot', () => {
  it('is what the migrations make', () => {
    const committed = readFileSync(SNAPSHOT, 'utf8');
    expect(
      migrated() === committed,
      `src/store/sqlite/schema.sql is not the schema the migrations make: run \`${REGENERATE}\` and commit it`,
    ).toBe(true);
  });

  it('changes with any migration (an index, a trigger), so the comparison above can fail', () => {
    const base = migrated();
    const extra = migrated([
      ...MIGRATIONS,
      {
        version: 9_999,
        name: '9999_probe',
        sql: `CREATE INDEX probe_index ON bookings (notes);
CREATE TRIGGER probe_trigger AFTER DELETE ON customers BEGIN SELECT 1; END;`,
      },
    ]);
    expect(extra).not.toBe(base);
    expect(extra).toContain('CREATE INDEX probe_index ON bookings (notes);');
    expect(extra).toContain('CREATE TRIGGER probe_trigger AFTER DELETE ON customers');
  });

  it('lists every table, index and trigger sqlite_master has', () => {
    const db = openConnection(':memory:');
    migrate(db);
    const names = db
      .prepare<[], { type: string; name: string }>(
        "SELECT type, name FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'",
      )
      .all();
    db.close();
    const text = migrated();
    expect(names.length).toBeGreaterThan(60);
    // A full-text index is a VIRTUAL TABLE; SQLite quotes the names of its shadow tables.
    for (const { type, name } of names)
      expect(text, `${type} ${name}`).toMatch(
        new RegExp(`CREATE (UNIQUE |VIRTUAL )?${type.toUpperCase()} '?${name}\\b`),
      );
  });
});

describe('the row types (src/store/rows.ts)', () => {
  it('are the tables of the schema, column for column, null where the column may be', () => {
    const db = openConnection(':memory:');
    migrate(db);
    const tables = db
      // The full-text indexes (virtual tables) and their shadow tables are SQLite's, derived from ours.
      .prepare<[], { name: string }>(
        "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'",
      )
      .all();
    const schema: ColumnTypes = new Map();
    for (const { name } of tables) {
      const columns = db.prepare<[], { name: string; notnull: number; pk: number }>(`PRAGMA table_info(${name})`).all();
      schema.set(name, new Map(columns.map((c) => [c.name, { nullable: c.notnull === 0 && c.pk === 0 }])));
    }
    db.close();
    expect(describeColumns(rowTypes())).toEqual(describeColumns(schema));
  });
});
