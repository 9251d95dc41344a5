/**
 * Create / read / update / delete / list for the tenant-owned resource kinds (catalog, pricing
 * rules). A kind may check the merged record (references, cross-field rules) and normalize it before
 * it is written; the request's transaction makes each write all-or-nothing.
 */
import { notFound, type RentlineError } from '../core/errors.js';
import { newId } from '../core/ids.js';
import type { PageRequest, Slice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import type { RecordModel } from '../model/record.js';
import { UniqueViolation } from '../store/errors.js';
import type { ListFilter } from '../store/queries/resources.js';
import type { ResourceRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import type { TableDef } from '../store/tables.js';

/** A record's fields as a request or a check sees them (before they are typed by the table). */
export type Input = Record<string, unknown>;

export interface CheckContext<R extends ResourceRecord> {
  tx: Tx;
  scope: Scope;
  now: Date;
  /** The stored record on update; undefined on create. */
  existing: R | undefined;
  /** The fields the request named (create: all of them, after defaults). */
  input: Input;
}

export interface ResourceKind<R extends ResourceRecord = ResourceRecord> {
  def: TableDef<R>;
  prefix: string;
  /** For messages: `fleet item`. */
  label: string;
  /** Validate and normalize the merged record; returns the fields to write. Throws RentlineError. */
  check?: (merged: Input, ctx: CheckContext<R>) => Promise<Input>;
  /** Fields set on create that the API never takes (e.g. `times_redeemed: 0`). */
  initial?: Input;
  /**
   * The error for a write another request beat to a unique value (two coupons created with one code
   * at once): the checks saw no clash, the database's unique index did.
   */
  conflict?: (fields: Input) => RentlineError;
  /** What else changes with a record written (created or updated), in the same transaction. */
  afterWrite?: (tx: Tx, scope: Scope, record: R) => Promise<void>;
  /** What else changes with a record deleted, in the same transaction. */
  afterDelete?: (tx: Tx, scope: Scope, id: string) => Promise<void>;
}

/** The kind of a declared record: its table, id prefix, label and the fields only the server sets. */
export function kindOf<R extends ResourceRecord>(
  model: Pick<RecordModel, 'prefix' | 'label' | 'initial'> & { table: TableDef<R> },
  extra: Pick<ResourceKind<R>, 'check' | 'conflict' | 'afterWrite' | 'afterDelete'> = {},
): ResourceKind<R> {
  return {
    def: model.table,
    prefix: model.prefix,
    label: model.label,
    ...(Object.keys(model.initial).length > 0 ? { initial: { ...model.initial } } : {}),
    ...extra,
  };
}

/** Run a write; a unique index the checks could not see coming becomes the kind's conflict. */
async function guarded<T>(kind: Pick<ResourceKind, 'conflict'>, fields: Input, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof UniqueViolation && kind.conflict) throw kind.conflict(fields);
    throw err;
  }
}

export const missing = (kind: { label: string }, id: string) => notFound(`No such ${kind.label}: '${id}'.`, 'id');

/** The columns of `fields` that the table has. */
function columnsOf<R extends ResourceRecord>(def: TableDef<R>, fields: Input): Input {
  const out: Input = {};
  for (const col of Object.keys(def.columns)) if (col in fields) out[col] = fields[col];
  return out;
}

export async function createResource<R extends ResourceRecord>(
  tx: Tx,
  kind: ResourceKind<R>,
  scope: Scope,
  input: Input,
  now: Date,
  id?: string,
): Promise<R> {
  let fields: Input = { ...kind.initial, ...input };
  if (kind.check) fields = await kind.check(fields, { tx, scope, now, existing: undefined, input });
  const row = columnsOf(kind.def, fields);
  const record = await guarded(kind, fields, () =>
    tx.resources.insert(kind.def, scope, id ?? newId(kind.prefix), row, now.toISOString()),
  );
  await kind.afterWrite?.(tx, scope, record);
  return record;
}

export async function getResource<R extends ResourceRecord>(
  tx: Tx,
  kind: ResourceKind<R>,
  scope: Scope,
  id: string,
): Promise<R> {
  const rec = await tx.resources.get(kind.def, scope, id);
  if (rec === undefined) throw missing(kind, id);
  return rec;
}

export async function updateResource<R extends ResourceRecord>(
  tx: Tx,
  kind: ResourceKind<R>,
  scope: Scope,
  id: string,
  patch: Input,
  now: Date,
): Promise<R> {
  const existing = await getResource(tx, kind, scope, id);
  const stored: Input = { ...existing };
  let merged: Input = { ...stored, ...patch };
  if (kind.check) merged = await kind.check(merged, { tx, scope, now, existing, input: patch });
  const changed: Input = {};
  for (const col of Object.keys(kind.def.columns)) {
    if (col in patch || JSON.stringify(merged[col]) !== JSON.stringify(stored[col])) changed[col] = merged[col];
  }
  const row = columnsOf(kind.def, changed);
  const record = await guarded(kind, merged, async () => {
    const updated = await tx.resources.update(kind.def, scope, id, row, now.toISOString());
    if (updated === undefined) throw missing(kind, id);
    return updated;
  });
  await kind.afterWrite?.(tx, scope, record);
  return record;
}

export async function deleteResource<R extends ResourceRecord>(
  tx: Tx,
  kind: ResourceKind<R>,
  scope: Scope,
  id: string,
) {
  if (!(await tx.resources.delete(kind.def, scope, id))) throw missing(kind, id);
  await kind.afterDelete?.(tx, scope, id);
  return { id, object: kind.def.object, deleted: true as const };
}

export function listResources<R extends ResourceRecord>(
  tx: Tx,
  kind: ResourceKind<R>,
  scope: Scope,
  page: PageRequest,
  filters: readonly ListFilter[] = [],
): Promise<Slice<R>> {
  return tx.resources.list(kind.def, scope, page, filters);
}
