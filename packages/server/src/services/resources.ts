/**
 * Create / read / update / delete / list for the tenant-owned resource tables. A kind may check the
 * merged record (references, cross-field rules) and normalize it before it is written; each write is
 * one transaction.
 */
import { type Db, withTransaction } from '../db/connection.js';
import {
  type ApiRecord,
  deleteRecord,
  getRecord,
  insertRecord,
  listRecords,
  updateRecord,
} from '../db/repositories/resources.js';
import type { Scope } from '../db/repositories/scope.js';
import type { TableDef } from '../db/repositories/tables.js';
import { notFound } from '../http/errors.js';
import { type Page, type PageRequest, toPage } from '../http/pagination.js';
import { newId } from '../ids.js';

export type Fields = Record<string, unknown>;

export interface CheckContext {
  db: Db;
  scope: Scope;
  now: Date;
  /** The stored record on update; undefined on create. */
  existing: ApiRecord | undefined;
  /** The fields the request named (create: all of them, after defaults). */
  input: Fields;
}

export interface ResourceKind {
  def: TableDef;
  prefix: string;
  /** For messages: `fleet item`. */
  label: string;
  /** Validate and normalize the merged record; returns the fields to write. Throws ApiError. */
  check?: (merged: Fields, ctx: CheckContext) => Fields;
  /** Fields set on create that the API never takes (e.g. `times_redeemed: 0`). */
  initial?: Fields;
}

export const missing = (kind: ResourceKind, id: string) => notFound(`No such ${kind.label}: '${id}'.`, 'id');

export function createResource(
  db: Db,
  kind: ResourceKind,
  scope: Scope,
  input: Fields,
  now: Date,
  id?: string,
): ApiRecord {
  return withTransaction(db, () => {
    let fields: Fields = { ...kind.initial, ...input };
    if (kind.check) fields = kind.check(fields, { db, scope, now, existing: undefined, input });
    return insertRecord(db, kind.def, scope, id ?? newId(kind.prefix), fields, now.toISOString());
  });
}

export function getResource(db: Db, kind: ResourceKind, scope: Scope, id: string): ApiRecord {
  const rec = getRecord(db, kind.def, scope, id);
  if (rec === undefined) throw missing(kind, id);
  return rec;
}

export function updateResource(
  db: Db,
  kind: ResourceKind,
  scope: Scope,
  id: string,
  patch: Fields,
  now: Date,
): ApiRecord {
  return withTransaction(db, () => {
    const existing = getResource(db, kind, scope, id);
    let merged: Fields = { ...existing, ...patch };
    if (kind.check) merged = kind.check(merged, { db, scope, now, existing, input: patch });
    const changed: Fields = {};
    for (const col of Object.keys(kind.def.columns)) {
      if (col in patch || JSON.stringify(merged[col]) !== JSON.stringify(existing[col])) changed[col] = merged[col];
    }
    return updateRecord(db, kind.def, scope, id, changed, now.toISOString()) as ApiRecord;
  });
}

export function deleteResource(db: Db, kind: ResourceKind, scope: Scope, id: string) {
  return withTransaction(db, () => {
    if (!deleteRecord(db, kind.def, scope, id)) throw missing(kind, id);
    return { id, object: kind.def.object, deleted: true as const };
  });
}

export function listResources(
  db: Db,
  kind: ResourceKind,
  scope: Scope,
  endpoint: string,
  page: PageRequest,
  filters: Record<string, string | number | boolean | null> = {},
): Page<ApiRecord> {
  const rows = listRecords(db, kind.def, scope, { filters, after: page.after, limit: page.limit });
  return toPage(rows, endpoint, scope, filters);
}
