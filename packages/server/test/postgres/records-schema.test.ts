/**
 * Each record declaration (`src/model/`) agrees with the PostgreSQL schema the migrations make,
 * column for column: the SQL type per dialect (bigint for amounts, integer for counts, boolean) and
 * whether the column may be null.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_MODELS } from '../../src/model/all.js';
import { createTestDatabase, type TestDatabase } from '../postgres.js';
import { compareDeclarations, type DbColumn } from '../records-schema.js';

describe('record declarations against the PostgreSQL schema', () => {
  let database: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  const columnsOf = async (table: string): Promise<DbColumn[]> => {
    const { rows } = await client.query<{ column_name: string; data_type: string; is_nullable: string }>(
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1`,
      [table],
    );
    return rows.map((r) => ({ name: r.column_name, type: r.data_type, nullable: r.is_nullable === 'YES' }));
  };

  it('declare every column of their tables, with its type and whether it may be null', async () => {
    const tables = await compareDeclarations('postgres', columnsOf);
    expect(tables.map((t) => t.table)).toEqual(RECORD_MODELS.map((m) => m.table.table));
    for (const t of tables) expect(t.stored, t.table).toEqual(t.declared);
  });

  it('notice a column of another type than declared', async () => {
    await client.query('BEGIN');
    try {
      // A column no trigger reads (a customer's are folded into search documents by one).
      await client.query('ALTER TABLE locations ALTER COLUMN address TYPE bigint USING NULL');
      const locations = (await compareDeclarations('postgres', columnsOf)).find((t) => t.table === 'locations');
      expect(locations?.stored).toContain('address bigint NULL');
      expect(locations?.stored).not.toEqual(locations?.declared);
    } finally {
      await client.query('ROLLBACK');
    }
  });
});
