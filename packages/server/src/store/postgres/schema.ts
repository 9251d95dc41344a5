/**
 * The PostgreSQL schema as it is after the last migration, as one readable text (`schema.sql` beside
 * the migrations is this, generated; `pnpm --filter @rentline/server schema` writes it), read from
 * the catalogs of the `public` schema: every table (columns in their order, then its constraints by
 * name), its indexes, then its triggers; then the trigger functions. PostgreSQL prints each
 * definition in its own canonical form (`pg_get_*def`), so the text is the same for the same
 * migrations on any server version that prints them alike (the snapshot was made on PostgreSQL 18).
 */
import type { ClientBase } from 'pg';

interface ColumnRow {
  table_name: string;
  column_name: string;
  type: string;
  collation: string | null;
  not_null: boolean;
  default_expr: string | null;
}

interface DefRow {
  table_name: string;
  name: string;
  def: string;
}

const TABLES = `SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`;

export async function pgSchemaText(client: Pick<ClientBase, 'query'>): Promise<string> {
  const columns = await client.query<ColumnRow>(
    `SELECT t.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
            CASE WHEN a.attcollation <> 0 AND a.attcollation <> ty.typcollation THEN co.collname END AS collation,
            a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default_expr
       FROM (${TABLES}) t(oid, relname)
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum > 0 AND NOT a.attisdropped
       JOIN pg_type ty ON ty.oid = a.atttypid
       LEFT JOIN pg_collation co ON co.oid = a.attcollation
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      ORDER BY t.relname, a.attnum`,
  );
  const constraints = await client.query<DefRow>(
    `SELECT t.relname AS table_name, k.conname AS name, pg_get_constraintdef(k.oid, true) AS def
       FROM (${TABLES}) t(oid, relname) JOIN pg_constraint k ON k.conrelid = t.oid AND k.contype NOT IN ('n', 't')
      ORDER BY t.relname, CASE k.contype WHEN 'p' THEN 0 WHEN 'u' THEN 1 WHEN 'f' THEN 2 ELSE 3 END, k.conname`,
  );
  const indexes = await client.query<DefRow>(
    `SELECT t.relname AS table_name, i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
       FROM (${TABLES}) t(oid, relname)
       JOIN pg_index x ON x.indrelid = t.oid
       JOIN pg_class i ON i.oid = x.indexrelid
      WHERE NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.conrelid = t.oid)
      ORDER BY t.relname, i.relname`,
  );
  const triggers = await client.query<DefRow>(
    `SELECT t.relname AS table_name, g.tgname AS name, pg_get_triggerdef(g.oid, true) AS def
       FROM (${TABLES}) t(oid, relname) JOIN pg_trigger g ON g.tgrelid = t.oid AND NOT g.tgisinternal
      ORDER BY t.relname, g.tgname`,
  );
  const functions = await client.query<{ name: string; def: string }>(
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS def
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public'
      ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`,
  );

  const byTable = <T extends { table_name: string }>(rows: T[]) => {
    const out = new Map<string, T[]>();
    for (const r of rows) out.set(r.table_name, [...(out.get(r.table_name) ?? []), r]);
    return out;
  };
  const cols = byTable(columns.rows);
  const cons = byTable(constraints.rows);
  const idx = byTable(indexes.rows);
  const trg = byTable(triggers.rows);

  const out: string[] = [
    '-- The PostgreSQL schema after the last migration, generated from the catalogs of a freshly migrated database.',
    '-- Do not edit: write a migration, then run `pnpm --filter @rentline/server schema`.',
  ];
  for (const table of [...cols.keys()].sort()) {
    out.push('', `-- ${table} ${'-'.repeat(Math.max(0, 96 - table.length))}`, '');
    const tableCols = cols.get(table) ?? [];
    const width = Math.max(...tableCols.map((c) => c.column_name.length));
    const lines = tableCols.map((c) =>
      [
        `  ${c.column_name.padEnd(width)} ${c.type}`,
        c.collation === null ? '' : ` COLLATE "${c.collation}"`,
        c.not_null ? ' NOT NULL' : '',
        c.default_expr === null ? '' : ` DEFAULT ${c.default_expr}`,
      ].join(''),
    );
    for (const k of cons.get(table) ?? []) lines.push(`  CONSTRAINT ${k.name} ${k.def}`);
    out.push(`CREATE TABLE ${table} (\n${lines.join(',\n')}\n);`);
    for (const i of idx.get(table) ?? []) out.push(`${i.def.replace(' ON public.', ' ON ')};`);
    for (const t of trg.get(table) ?? []) out.push(`${t.def.replace(' ON public.', ' ON ')};`);
  }
  if (functions.rows.length > 0) {
    out.push('', `-- trigger functions ${'-'.repeat(80)}`);
    for (const f of functions.rows) out.push('', `${f.def.trim().replace('FUNCTION public.', 'FUNCTION ')};`);
  }
  return `${out.join('\n')}\n`;
}
