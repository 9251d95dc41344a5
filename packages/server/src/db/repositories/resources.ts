/**
 * Generic data access for the tenant-owned resource tables (catalog, pricing rules). Every statement
 * filters on tenant_id and livemode; statements are prepared once per connection.
 */
import { type Db, stmt } from '../connection.js';
import { modeInt, type Scope } from './scope.js';
import type { ColumnKind, TableDef } from './tables.js';

export type ApiRecord = Record<string, unknown> & { id: string; created_at: string; updated_at: string };

type Row = Record<string, unknown>;

function encode(kind: ColumnKind, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (kind) {
    case 'bool':
      return value ? 1 : 0;
    case 'json':
      return JSON.stringify(value);
    default:
      return value;
  }
}

function decode(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'bool':
      return value === 1;
    case 'json':
      return JSON.parse(value as string);
    default:
      return value;
  }
}

/** A stored row as the API returns it: `{id, object, ...fields, livemode, created_at, updated_at}`. */
export function toRecord(def: TableDef, row: Row): ApiRecord {
  const out: Record<string, unknown> = { id: row.id, object: def.object };
  for (const [col, kind] of Object.entries(def.columns)) out[col] = decode(kind, row[col]);
  out.livemode = row.livemode === 1;
  out.created_at = row.created_at;
  out.updated_at = row.updated_at;
  return out as ApiRecord;
}

/** Insert a new row; `fields` holds every column of `def` (missing ones are stored as NULL). */
export function insertRecord(db: Db, def: TableDef, scope: Scope, id: string, fields: Row, now: string): ApiRecord {
  const cols = Object.keys(def.columns);
  const sql = `INSERT INTO ${def.table} (tenant_id, livemode, id, ${cols.join(', ')}, created_at, updated_at)
    VALUES (?, ?, ?, ${cols.map(() => '?').join(', ')}, ?, ?)`;
  const values = cols.map((c) => encode(def.columns[c] as ColumnKind, fields[c]));
  stmt(db, sql).run(scope.tenantId, modeInt(scope), id, ...values, now, now);
  return getRecord(db, def, scope, id) as ApiRecord;
}

export function getRecord(db: Db, def: TableDef, scope: Scope, id: string): ApiRecord | undefined {
  const row = stmt(db, `SELECT * FROM ${def.table} WHERE tenant_id = ? AND livemode = ? AND id = ?`).get(
    scope.tenantId,
    modeInt(scope),
    id,
  ) as Row | undefined;
  return row === undefined ? undefined : toRecord(def, row);
}

/** Update the given columns; returns the new record, or undefined when no such row. */
export function updateRecord(db: Db, def: TableDef, scope: Scope, id: string, patch: Row, now: string) {
  const cols = Object.keys(patch).filter((c) => c in def.columns);
  if (cols.length > 0) {
    const sql = `UPDATE ${def.table} SET ${cols.map((c) => `${c} = ?`).join(', ')}, updated_at = ?
      WHERE tenant_id = ? AND livemode = ? AND id = ?`;
    const values = cols.map((c) => encode(def.columns[c] as ColumnKind, patch[c]));
    stmt(db, sql).run(...values, now, scope.tenantId, modeInt(scope), id);
  }
  return getRecord(db, def, scope, id);
}

export function deleteRecord(db: Db, def: TableDef, scope: Scope, id: string): boolean {
  const r = stmt(db, `DELETE FROM ${def.table} WHERE tenant_id = ? AND livemode = ? AND id = ?`).run(
    scope.tenantId,
    modeInt(scope),
    id,
  );
  return r.changes > 0;
}

/** Of `ids`, those that exist in the scope. */
export function existingIds(db: Db, def: TableDef, scope: Scope, ids: readonly string[]): Set<string> {
  const found = new Set<string>();
  const q = stmt(db, `SELECT id FROM ${def.table} WHERE tenant_id = ? AND livemode = ? AND id = ?`);
  for (const id of new Set(ids)) if (q.get(scope.tenantId, modeInt(scope), id)) found.add(id);
  return found;
}

export interface ListQuery {
  /** Equality filters on columns of `def` (`null` → IS NULL). */
  filters?: Record<string, string | number | boolean | null>;
  /** Keyset position: rows strictly older than this sort key. */
  after?: { created_at: string; id: string } | undefined;
  limit: number;
}

/** One page, newest first (`created_at DESC, id DESC`), plus whether more rows follow. */
export function listRecords(
  db: Db,
  def: TableDef,
  scope: Scope,
  q: ListQuery,
): { data: ApiRecord[]; has_more: boolean } {
  const where = ['tenant_id = ?', 'livemode = ?'];
  const params: unknown[] = [scope.tenantId, modeInt(scope)];
  for (const [col, value] of Object.entries(q.filters ?? {})) {
    const kind = def.columns[col];
    if (kind === undefined) throw new Error(`unknown filter column ${col}`);
    if (value === null) where.push(`${col} IS NULL`);
    else {
      where.push(`${col} = ?`);
      params.push(encode(kind, value));
    }
  }
  if (q.after) {
    where.push('(created_at < ? OR (created_at = ? AND id < ?))');
    params.push(q.after.created_at, q.after.created_at, q.after.id);
  }
  const sql = `SELECT * FROM ${def.table} WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`;
  const rows = stmt(db, sql).all(...params, q.limit + 1) as Row[];
  const has_more = rows.length > q.limit;
  return { data: rows.slice(0, q.limit).map((r) => toRecord(def, r)), has_more };
}

/** Every row matching `where` (a fixed SQL fragment over columns) in the scope, oldest first. */
export function selectRecords(
  db: Db,
  def: TableDef,
  scope: Scope,
  where = '1 = 1',
  params: unknown[] = [],
): ApiRecord[] {
  const sql = `SELECT * FROM ${def.table} WHERE tenant_id = ? AND livemode = ? AND (${where}) ORDER BY created_at, id`;
  return (stmt(db, sql).all(scope.tenantId, modeInt(scope), ...params) as Row[]).map((r) => toRecord(def, r));
}
