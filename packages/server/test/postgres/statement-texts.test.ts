/**
 * Lists as one parameter on PostgreSQL, and statements planned once. A list of keys (`oneOf`,
 * `keyTable`) is one `text[]` parameter: one statement text whatever its length (each text is a
 * statement every pooled connection prepares and keeps, so a text per length would grow without
 * bound), and any string comes back as it was. A `planOnce` statement runs on its generic plan, and
 * leaves the connection's planner setting as it was, whether it succeeds or fails, in a transaction
 * or not; with `byIndex`, its generic plan reads by an index where PostgreSQL would read the table.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgSql, pgDialect, textArray, toPg } from '../../src/store/postgres/sql.js';
import { createTestDatabase, type TestDatabase } from '../postgres.js';

const STRANGE = [
  '',
  'plain',
  'a,b',
  '{braces}',
  '"quoted"',
  'back\\slash',
  'NULL',
  ' spaced ',
  'nul\u0000byte',
  '\uffff',
  'é',
];

describe('lists and plans on PostgreSQL', () => {
  let database: TestDatabase;
  let client: pg.Client;
  let sql: PgSql;

  beforeAll(async () => {
    database = await createTestDatabase();
    // As the store's clients: statements issued together are sent together.
    client = new pg.Client({ connectionString: database.url, pipeline: true });
    await client.connect();
    sql = new PgSql(client);
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('a list of any length is one statement text, and every string comes back as it was', async () => {
    const texts = new Set(
      [1, 2, 300].map((n) => {
        const keys = Array.from({ length: n }, (_, i) => `k${i}`);
        return toPg(
          `SELECT count(*) FROM ${pgDialect.keyTable(keys).sql} v WHERE ${pgDialect.oneOf('v.key', keys).sql}`,
        ).text;
      }),
    );
    expect(texts.size).toBe(1);

    const table = pgDialect.keyTable(STRANGE);
    const back = await sql.rows<[string]>(`SELECT v.key FROM ${table.sql} v`, table.params);
    expect(back.map((r) => r[0])).toEqual(STRANGE);
    // Each is found by `oneOf` among the others, and a string that is not listed is not.
    const of = pgDialect.oneOf('v.key', STRANGE.slice(3, 8));
    const found = await sql.rows<[string]>(`SELECT v.key FROM ${table.sql} v WHERE ${of.sql}`, [
      ...table.params,
      ...of.params,
    ]);
    expect(found.map((r) => r[0])).toEqual(STRANGE.slice(3, 8));
    expect(textArray(['a"b', 'c\\d'])).toBe('{"a\\"b","c\\\\d"}');
  });

  it('a statement planned once runs on its generic plan and leaves the setting as it was', async () => {
    const text = 'SELECT count(*) AS n FROM generate_series(1, 100) g WHERE g < ?';
    const plans = async () =>
      (
        await client.query<{ generic_plans: string; custom_plans: string }>(
          'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1',
          [toPg(text).name],
        )
      ).rows[0];
    const setting = async () => (await client.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0];

    for (const n of [5, 50, 95]) {
      expect(await sql.rows(text, [n], { planOnce: true })).toEqual([[String(n - 1)]]);
    }
    expect(await plans()).toEqual({ generic_plans: '3', custom_plans: '0' });
    expect(await setting()).toEqual({ plan_cache_mode: 'auto' });
    // The same text without it: planned for its values, as PostgreSQL does for a statement's first calls.
    await sql.rows(text, [7]);
    expect(await plans()).toEqual({ generic_plans: '3', custom_plans: '1' });

    // A failing statement, outside a transaction and in one (whose rollback undoes the setting).
    const failing = 'SELECT 1 / (? - 1) AS x';
    await expect(sql.rows(failing, [1], { planOnce: true })).rejects.toThrow();
    await sql.settled().catch(() => undefined);
    expect(await setting()).toEqual({ plan_cache_mode: 'auto' });
    const inTx = new PgSql(client);
    await inTx.control('BEGIN');
    await expect(inTx.rows(failing, [1], { planOnce: true })).rejects.toThrow();
    await inTx.settled().catch(() => undefined);
    await client.query('ROLLBACK');
    expect(await setting()).toEqual({ plan_cache_mode: 'auto' });
  });

  it('a statement planned once by index keeps a plan that reads the index, and leaves both settings as they were', async () => {
    // A small table and a pattern the planner cannot see: left to itself it reads the table.
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await client.query('CREATE TABLE docs (id integer PRIMARY KEY, text text NOT NULL)');
    await client.query("INSERT INTO docs SELECT g, 'customer ' || g || ' of the shop' FROM generate_series(1, 300) g");
    await client.query('CREATE INDEX docs_text ON docs USING gin (text gin_trgm_ops)');
    await client.query('ANALYZE docs');
    const planOf = async (text: string) => {
      // The plan the connection keeps for the statement: its generic plan, as later calls use it.
      await client.query('SET plan_cache_mode = force_generic_plan');
      const lines = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${toPg(text).name}('%r 17 o%')`);
      await client.query('RESET plan_cache_mode');
      return lines.rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    const settings = async () =>
      (
        await client.query<{ setting: string }>(
          "SELECT setting FROM pg_settings WHERE name IN ('plan_cache_mode', 'enable_seqscan') ORDER BY name",
        )
      ).rows.map((r) => r.setting);

    const byIndex = 'SELECT id FROM docs WHERE text LIKE ? LIMIT 10';
    expect(await sql.rows(byIndex, ['%r 17 o%'], { planOnce: true, byIndex: true })).toEqual([[17]]);
    expect(await planOf(byIndex)).toMatch(/Bitmap Index Scan on docs_text/);
    expect(await settings()).toEqual(['on', 'auto']);
    // The same statement planned once without it reads the table.
    const plain = 'SELECT id FROM docs WHERE text LIKE ? LIMIT 10 -- plain';
    expect(await sql.rows(plain, ['%r 17 o%'], { planOnce: true })).toEqual([[17]]);
    expect(await planOf(plain)).toMatch(/Seq Scan on docs/);

    // Failing, outside a transaction and in one.
    const failing = 'SELECT 1 / (? - 1) AS x FROM docs WHERE id = 1';
    await expect(sql.rows(failing, [1], { planOnce: true, byIndex: true })).rejects.toThrow();
    await sql.settled().catch(() => undefined);
    expect(await settings()).toEqual(['on', 'auto']);
    const inTx = new PgSql(client);
    await inTx.control('BEGIN');
    await expect(inTx.rows(failing, [1], { planOnce: true, byIndex: true })).rejects.toThrow();
    await inTx.settled().catch(() => undefined);
    await client.query('ROLLBACK');
    expect(await settings()).toEqual(['on', 'auto']);
  });
});
