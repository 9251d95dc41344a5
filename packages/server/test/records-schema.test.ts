/**
 * Each record declaration (`src/model/`) agrees with the SQLite schema the migrations make, column
 * for column (the PostgreSQL side is `postgres/records-schema.test.ts`): a field added to a
 * declaration without its migration, or a migration without its field, fails here.
 */
import { describe, expect, it } from 'vitest';
import { RECORD_MODELS } from '../src/model/all.js';
import { migrate, openConnection } from '../src/store/sqlite/connection.js';
import { compareDeclarations, type DbColumn } from './records-schema.js';

function sqliteColumns(db: ReturnType<typeof openConnection>) {
  return async (table: string): Promise<DbColumn[]> =>
    db
      .prepare<[string], { name: string; type: string; notnull: number; pk: number }>(
        'SELECT name, type, "notnull", pk FROM pragma_table_info(?)',
      )
      .all(table)
      // A STRICT table's primary-key columns are NOT NULL whether or not the statement says so.
      .map((c) => ({ name: c.name, type: c.type, nullable: c.notnull === 0 && c.pk === 0 }));
}

describe('record declarations against the SQLite schema', () => {
  it('declare every column of their tables, with its type and whether it may be null', async () => {
    const db = openConnection(':memory:');
    migrate(db);
    try {
      const tables = await compareDeclarations('sqlite', sqliteColumns(db));
      expect(tables.map((t) => t.table)).toEqual(RECORD_MODELS.map((m) => m.table.table));
      for (const t of tables) expect(t.stored, t.table).toEqual(t.declared);
    } finally {
      db.close();
    }
  });

  it('notice a column the declaration does not have', async () => {
    const db = openConnection(':memory:');
    migrate(db);
    try {
      db.exec('ALTER TABLE customers ADD COLUMN probe TEXT');
      const tables = await compareDeclarations('sqlite', sqliteColumns(db));
      const customers = tables.find((t) => t.table === 'customers');
      expect(customers?.stored).toContain('probe TEXT NULL');
      expect(customers?.stored).not.toEqual(customers?.declared);
    } finally {
      db.close();
    }
  });
});
