/**
 * Generic data access for the tenant-owned resource tables (catalog, pricing rules, webhook
 * endpoints): insert, get, update, delete, list newest first. Every statement filters on tenant_id
 * and livemode.
 */
import type { PageRequest, Slice } from '../../core/paging.js';
import type { Scope } from '../../core/scope.js';
import type { TableDef as ModelTableDef, RecordBase } from '../../model/record.js';
import type { ResourceRecord } from '../records.js';
import type { DbBool } from '../rows.js';
import { asBool, type Param, placeholders, type Sql } from '../sql.js';
import type { ColumnKind, ColumnsOf, TableDef } from '../tables.js';

/**
 * A row of one of the resource tables (`SELECT *`): the columns every one has, and the record's own
 * columns by name (their kinds are in the table's `TableDef`).
 */
export type ResourceRow = Readonly<Record<string, unknown>> & {
  id: string;
  livemode: DbBool;
  created_at: string;
  updated_at: string;
};

/** The fields a write may set: any of the record's own columns. */
export type Fields<R extends ResourceRecord> = { [K in ColumnsOf<R>]?: R[K] };

/** Column values by name, as a write takes them (typed `Fields`, or a feature's checked input). */
type Values = Readonly<Record<string, unknown>>;

function encode(kind: ColumnKind, value: unknown): Param {
  if (value === undefined || value === null) return null;
  if (kind === 'json') return JSON.stringify(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new TypeError(`a ${kind} column cannot hold a ${typeof value}`);
}

function decode(kind: ColumnKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'bool') return asBool(value);
  if (kind === 'json') return typeof value === 'string' ? JSON.parse(value) : value;
  return value;
}

function columnsOf<R extends RecordBase & { object: string }>(def: ModelTableDef<R>): [string, ColumnKind][] {
  const kinds: Readonly<Record<string, ColumnKind>> = def.columns;
  return Object.entries(kinds);
}

/**
 * A stored row as the API shows it: `{id, object, ...columns, livemode, created_at, updated_at}`.
 * The one place a record of a generic resource table is made from its row: its columns are those
 * `def` declares for `R`, each decoded by its kind.
 */
export function toRecord<R extends RecordBase & { object: string }>(def: ModelTableDef<R>, row: ResourceRow): R {
  const out: Record<string, unknown> = { id: row.id, object: def.object };
  const optional = def.shownWhenSet ?? [];
  for (const [col, kind] of columnsOf(def)) {
    const value = decode(kind, row[col]);
    if (value !== null || !optional.includes(col)) out[col] = value;
  }
  out.livemode = asBool(row.livemode);
  out.created_at = row.created_at;
  out.updated_at = row.updated_at;
  return out as R;
}

export interface ListFilter {
  column: string;
  /** `null` matches NULL. */
  value: string | number | boolean | null;
}

export class ResourceQueries {
  constructor(private readonly sql: Sql) {}

  async insert<R extends ResourceRecord>(
    def: TableDef<R>,
    scope: Scope,
    id: string,
    fields: Values,
    now: string,
  ): Promise<R> {
    const cols = columnsOf(def);
    const values = cols.map(([c, kind]) => encode(kind, fields[c]));
    await this.sql.run(
      `INSERT INTO ${def.table} (tenant_id, livemode, id, ${cols.map(([c]) => c).join(', ')}, created_at, updated_at)
       VALUES (?, ?, ?, ${placeholders(cols.length)}, ?, ?)`,
      [scope.tenantId, scope.livemode, id, ...values, now, now],
    );
    const inserted = await this.get(def, scope, id);
    if (inserted === undefined) throw new Error(`the ${def.object} inserted as ${id} is not there`);
    return inserted;
  }

  async get<R extends ResourceRecord>(def: TableDef<R>, scope: Scope, id: string): Promise<R | undefined> {
    const row = await this.sql.get<ResourceRow>(
      `SELECT * FROM ${def.table} WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [scope.tenantId, scope.livemode, id],
    );
    return row === undefined ? undefined : toRecord(def, row);
  }

  /** Of `ids`, the records that exist in the scope, by id. */
  async getMany<R extends ResourceRecord>(
    def: TableDef<R>,
    scope: Scope,
    ids: readonly string[],
  ): Promise<Map<string, R>> {
    const unique = [...new Set(ids)];
    const out = new Map<string, R>();
    if (unique.length === 0) return out;
    const rows = await this.sql.all<ResourceRow>(
      `SELECT * FROM ${def.table} WHERE tenant_id = ? AND livemode = ? AND id IN (${placeholders(unique.length)})`,
      [scope.tenantId, scope.livemode, ...unique],
    );
    for (const row of rows) out.set(row.id, toRecord(def, row));
    return out;
  }

  /** Set the given columns; returns the new record, or undefined when there is no such row. */
  async update<R extends ResourceRecord>(
    def: TableDef<R>,
    scope: Scope,
    id: string,
    patch: Values,
    now: string,
  ): Promise<R | undefined> {
    const cols = columnsOf(def).filter(([c]) => c in patch);
    if (cols.length > 0) {
      await this.sql.run(
        `UPDATE ${def.table} SET ${cols.map(([c]) => `${c} = ?`).join(', ')}, updated_at = ?
         WHERE tenant_id = ? AND livemode = ? AND id = ?`,
        [...cols.map(([c, kind]) => encode(kind, patch[c])), now, scope.tenantId, scope.livemode, id],
      );
    }
    return this.get(def, scope, id);
  }

  async delete(def: TableDef, scope: Scope, id: string): Promise<boolean> {
    const n = await this.sql.run(`DELETE FROM ${def.table} WHERE tenant_id = ? AND livemode = ? AND id = ?`, [
      scope.tenantId,
      scope.livemode,
      id,
    ]);
    return n > 0;
  }

  /** Of `ids`, those that exist in the scope. */
  async existingIds(def: TableDef, scope: Scope, ids: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const rows = await this.sql.all<{ id: string }>(
      `SELECT id FROM ${def.table} WHERE tenant_id = ? AND livemode = ? AND id IN (${placeholders(unique.length)})`,
      [scope.tenantId, scope.livemode, ...unique],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** One page, newest first (`created_at DESC, id DESC`), with equality filters on columns. */
  async list<R extends ResourceRecord>(
    def: TableDef<R>,
    scope: Scope,
    page: PageRequest,
    filters: readonly ListFilter[] = [],
  ): Promise<Slice<R>> {
    const where = ['tenant_id = ?', 'livemode = ?'];
    const params: Param[] = [scope.tenantId, scope.livemode];
    const kinds: Readonly<Record<string, ColumnKind>> = def.columns;
    for (const f of filters) {
      const kind = kinds[f.column];
      if (kind === undefined) throw new Error(`unknown filter column ${f.column}`);
      if (f.value === null) where.push(`${f.column} IS NULL`);
      else {
        where.push(`${f.column} = ?`);
        params.push(encode(kind, f.value));
      }
    }
    if (page.after) {
      where.push('(created_at < ? OR (created_at = ? AND id < ?))');
      params.push(page.after.created_at, page.after.created_at, page.after.id);
    }
    const rows = await this.sql.all<ResourceRow>(
      `SELECT * FROM ${def.table} WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...params, page.limit + 1],
    );
    return { data: rows.slice(0, page.limit).map((r) => toRecord(def, r)), has_more: rows.length > page.limit };
  }
}
