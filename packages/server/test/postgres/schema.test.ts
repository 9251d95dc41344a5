/**
 * `src/store/postgres/schema.sql` is the schema a fresh PostgreSQL database has after every migration
 * (the suite's template database is migrated by the store): the test reads it from the catalogs and
 * compares. When it fails, regenerate the file (the message says how) and commit it with the migration.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgSchemaText } from '../../src/store/postgres/schema.js';
import { createTestDatabase, type TestDatabase } from '../postgres.js';
import { type ColumnTypes, describeColumns, rowTypes } from '../row-types.js';

const REGENERATE = 'pnpm --filter @rentline/server schema';
const SNAPSHOT = new URL('../../src/store/postgres/schema.sql', import.meta.url);

describe('the PostgreSQL schema snapshot', () => {
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

  it('is what the migrations make', async () => {
    const committed = readFileSync(SNAPSHOT, 'utf8');
    expect(
      (await pgSchemaText(client)) === committed,
      `src/store/postgres/schema.sql is not the schema the migrations make: run \`${REGENERATE}\` and commit it`,
    ).toBe(true);
  });

  it('has the tables of the row types (src/store/rows.ts), column for column, null where the column may be', async () => {
    const { rows } = await client.query<{ table_name: string; column_name: string; is_nullable: string }>(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const schema: ColumnTypes = new Map();
    for (const r of rows) {
      const columns = schema.get(r.table_name) ?? new Map();
      columns.set(r.column_name, { nullable: r.is_nullable === 'YES' });
      schema.set(r.table_name, columns);
    }
    const types = rowTypes();
    // SQLite's alone: where its trigram index of bookings' documents has got to (PostgreSQL's index
    // takes each document with its row).
    types.delete('booking_search_indexed');
    expect(describeColumns(types)).toEqual(describeColumns(schema));
  });

  it('changes with any change of the schema (an index, a trigger, a column), so the comparison above can fail', async () => {
    const base = await pgSchemaText(client);
    await client.query('BEGIN');
    try {
      await client.query('CREATE INDEX probe_index ON bookings (notes)');
      await client.query('ALTER TABLE customers ADD COLUMN probe_column integer');
      await client.query(
        'CREATE TRIGGER probe_trigger AFTER DELETE ON customers FOR EACH ROW EXECUTE FUNCTION booking_view_child()',
      );
      const changed = await pgSchemaText(client);
      expect(changed).not.toBe(base);
      expect(changed).toContain('CREATE INDEX probe_index ON bookings USING btree (notes);');
      expect(changed).toContain('  probe_column integer');
      expect(changed).toContain('CREATE TRIGGER probe_trigger AFTER DELETE ON customers');
    } finally {
      await client.query('ROLLBACK');
    }
  });
});
