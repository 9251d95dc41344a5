/**
 * One declaration per record: `defineRecord` takes a record's fields once and derives what the rest
 * of the server needs of it.
 *
 * - `table`: the column map the generic store queries read and write through (`store/queries/
 *   resources.ts`), and each column's SQL type per dialect, which a test holds against the schema
 *   the migrations make on SQLite and on PostgreSQL;
 * - `create`, `update`, `schema`: the request schemas of Create and Update and the response schema,
 *   so the OpenAPI document, validation and the record type cannot disagree;
 * - the types `RecordOf` (as the API shows it) and `RowOf` (as a driver returns it).
 *
 * Migrations stay hand-written SQL: they are the history; the declaration is what is.
 */
import { z } from 'zod';
import type { ColumnKind, ColumnType, Field, FieldMap } from './field.js';
import { livemode, timestamp } from './values.js';

/** Fields every stored record carries. */
export interface RecordBase {
  id: string;
  livemode: boolean;
  created_at: string;
  updated_at: string;
}

/** A stored boolean: SQLite's 0/1, PostgreSQL's true/false. */
export type DbBool = boolean | number;

/** The fields of a record that are columns of its own (not id, livemode or the timestamps). */
export type ColumnsOf<R> = Exclude<keyof R, keyof RecordBase | 'object'>;

/** The column map of a tenant-owned resource table: the API field name is the column name. */
export interface TableDef<R extends RecordBase & { object: string } = RecordBase & { object: string }> {
  table: string;
  /** The `object` value of its records. */
  object: R['object'];
  /** Every column of the record, in the order the API shows them. */
  columns: { readonly [K in ColumnsOf<R>]: ColumnKind };
  /**
   * Columns a record shows only when they hold a value: a field that belongs to one variant of the
   * record (a weekday rule's `weekdays`), so the other variants read exactly as they did before it.
   * A declared record shows them after its other columns.
   */
  shownWhenSet?: readonly string[];
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The fields a record shows: every declared field but the hidden ones. */
type ShownKeys<F extends FieldMap> = { [K in keyof F]: F[K]['_taking'] extends 'hidden' ? never : K }[keyof F];

/** The fields a record shows: each field in `ShownKeys`, those in `S` (shown when set) optional and never null. */
type Shown<F extends FieldMap, S extends PropertyKey> = { [K in Exclude<ShownKeys<F>, S>]: F[K]['_value'] } & {
  [K in Extract<ShownKeys<F>, S>]?: NonNullable<F[K]['_value']>;
};

/** Base columns a table may lack (see RecordSpec.without). */
export type OptionalBase = 'id' | 'updated_at';

/** The record as the API shows it. */
export type RecordOf<M extends RecordModel> =
  M extends RecordModel<infer O, infer F, infer S, infer X>
    ? Simplify<Omit<{ id: string }, X> & { object: O } & Shown<F, S> & Omit<Omit<RecordBase, 'id'>, X>>
    : never;

/** The fields Create takes as `W` says (`required`, `optional`, `default`). */
type TakenAs<F extends FieldMap, W> = { [K in keyof F]: F[K]['_taking'] extends W ? K : never }[keyof F];

/** What Create parses to: the required fields and those with a default, then those it may leave out. */
export type CreateOf<M extends RecordModel> =
  M extends RecordModel<string, infer F>
    ? Simplify<
        { [K in TakenAs<F, 'required' | 'default'>]: F[K]['_value'] } & {
          [K in TakenAs<F, 'optional'>]?: F[K]['_value'] | undefined;
        }
      >
    : never;

/** What Update parses to: any of the fields Create takes but those fixed after create. */
export type UpdateOf<M extends RecordModel> =
  M extends RecordModel<string, infer F>
    ? {
        [K in TakenAs<F, 'required' | 'default' | 'optional'> as F[K]['_fixed'] extends true ? never : K]?:
          | F[K]['_value']
          | undefined;
      }
    : never;

type Stored<V, K extends ColumnKind> = K extends 'bool'
  ? DbBool | (null extends V ? null : never)
  : K extends 'json'
    ? string | (null extends V ? null : never)
    : V;

/** The record's row, every column, as both drivers return it. */
export type RowOf<M extends RecordModel> =
  M extends RecordModel<string, infer F, string, infer X>
    ? Simplify<
        Omit<{ tenant_id: string; livemode: DbBool; id: string; created_at: string; updated_at: string }, X> & {
          [K in keyof F]: F[K] extends Field<infer V, infer C> ? Stored<V, C> : never;
        }
      >
    : never;

export interface RecordSpec<
  O extends string,
  F extends FieldMap,
  S extends keyof F & string = never,
  X extends OptionalBase = never,
> {
  /** The `object` of its records: `customer`. */
  object: O;
  table: string;
  /** Id prefix: `cus`. */
  prefix: string;
  /** For messages: `customer`. */
  label: string;
  /** The response schema's name in the OpenAPI document: `Customer`. */
  schemaId: string;
  fields: F;
  /**
   * Fields shown only when they hold a value (see TableDef): nullable in the row, optional and never
   * null in the record and its response schema.
   */
  shownWhenSet?: readonly S[];
  /**
   * Base columns its table does not have, nor its row, record or response schema: `updated_at` for
   * a record written once and never changed (an event), `id` for one kept per tenant and mode (the
   * tenant's settings, keyed by `tenant_id` and `livemode`).
   */
  without?: readonly X[];
  /** Metadata of the Create and Update schemas as a whole (cross-field rules, `x-constraints`). */
  createMeta?: Record<string, unknown>;
  updateMeta?: Record<string, unknown>;
}

export interface RecordModel<
  O extends string = string,
  F extends FieldMap = FieldMap,
  S extends string = string,
  X extends OptionalBase = OptionalBase,
> {
  readonly object: O;
  readonly prefix: string;
  readonly label: string;
  readonly fields: F;
  readonly table: TableDef<RecordBase & { object: O } & Shown<F, S>>;
  /** The fields shown only when they hold a value. */
  readonly shownWhenSet: readonly S[];
  /** Base columns its table does not have (see RecordSpec). */
  readonly without: readonly X[];
  /** Columns stored but never shown (hidden fields), with their kinds. */
  readonly hidden: Readonly<Record<string, ColumnKind>>;
  /** Each column's SQL type per dialect and whether it may hold null (hidden columns included). */
  readonly columns: ReadonlyMap<string, { type: ColumnType; nullable: boolean }>;
  /** What a new record holds in the fields no request may set. */
  readonly initial: Readonly<Record<string, unknown>>;
  readonly create: z.ZodObject;
  readonly update: z.ZodObject;
  readonly schema: z.ZodObject;
}

/**
 * A schema derived from a declaration, typed as what the declaration says it holds: a declaration's
 * `schema` is an object of fields typed only at run time, and both derive from the one declaration,
 * so they cannot disagree.
 */
function typedAs<T>(schema: z.ZodType): z.ZodType<T> {
  return schema as z.ZodType<T>;
}

/** A record's Create schema typed as what it parses to (where a feature reads the body's fields). */
export function createSchema<M extends RecordModel>(model: M): z.ZodType<CreateOf<M>> {
  return typedAs<CreateOf<M>>(model.create);
}

/** A record's Update schema typed as what it parses to. */
export function updateSchema<M extends RecordModel>(model: M): z.ZodType<UpdateOf<M>> {
  return typedAs<UpdateOf<M>>(model.update);
}

/**
 * A record's Update schema with fields of the feature's own after the declared ones (fields it maps
 * to columns itself, such as the tenant's grouped `late_fee`), typed as what it parses to. Each
 * declared field is its `patchSchema` (metadata outermost, as on the optional).
 */
export function updateSchemaWith<M extends RecordModel, const E extends z.ZodRawShape>(
  model: M,
  extra: E,
): z.ZodType<Simplify<UpdateOf<M> & z.output<z.ZodObject<E, z.core.$strict>>>> {
  const declared: Record<string, z.ZodType> = {};
  for (const key of Object.keys(model.update.shape)) {
    const patch = model.fields[key]?.patchSchema();
    if (patch !== undefined) declared[key] = patch;
  }
  return typedAs<Simplify<UpdateOf<M> & z.output<z.ZodObject<E, z.core.$strict>>>>(
    z.strictObject({ ...declared, ...extra }),
  );
}

/** A record's response schema typed as its record (where another schema embeds it). */
export function recordSchema<M extends RecordModel>(model: M): z.ZodType<RecordOf<M>> {
  return typedAs<RecordOf<M>>(model.schema);
}

/** A record's response schema without some of its fields, typed as the record without them; `meta` names it in the OpenAPI document. */
export function schemaWithout<M extends RecordModel, const K extends keyof RecordOf<M> & string>(
  model: M,
  keys: readonly K[],
  meta: { id: string; description?: string },
): z.ZodType<Omit<RecordOf<M>, K>> {
  const mask: Record<string, true> & Record<number, never> = {};
  for (const key of keys) mask[key] = true;
  return typedAs<Omit<RecordOf<M>, K>>(model.schema.omit(mask).meta(meta));
}

/**
 * A record's response schema with only some of its fields (in the declaration's order), typed as the
 * record with only those: what a view for another audience shows (a shop page's fleet item), so a
 * field added to the record stays out of it until it is named here.
 */
export function schemaOnly<M extends RecordModel, const K extends keyof RecordOf<M> & string>(
  model: M,
  keys: readonly K[],
  meta: { id: string; description?: string },
): z.ZodType<Pick<RecordOf<M>, K>> {
  const wanted = new Set<string>(keys);
  const mask: Record<string, true> & Record<number, never> = {};
  for (const key of Object.keys(model.schema.shape)) if (wanted.has(key)) mask[key] = true;
  return typedAs<Pick<RecordOf<M>, K>>(model.schema.pick(mask).meta(meta));
}

/** Fields every stored record shows, as the response schemas declare them. */
export const recordBaseSchema = { id: z.string(), livemode, created_at: timestamp, updated_at: timestamp };

/** The base fields of a record's response schema but those its table does not have. */
function baseSchema(without: readonly OptionalBase[]): Partial<typeof recordBaseSchema> {
  if (without.length === 0) return recordBaseSchema;
  return Object.fromEntries(Object.entries(recordBaseSchema).filter(([name]) => !without.some((w) => w === name)));
}

/**
 * The PATCH schema of a create schema: every field optional, no defaults (a PATCH changes only what
 * it names), still strict.
 */
export function updateOf(create: z.ZodObject): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(create.shape)) {
    let inner = field as z.ZodType;
    if (inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    if (inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
    shape[key] = inner.optional();
  }
  return z.strictObject(shape);
}

export function defineRecord<
  const O extends string,
  F extends FieldMap,
  const S extends keyof F & string = never,
  const X extends OptionalBase = never,
>(spec: RecordSpec<O, F, S, X>): RecordModel<O, F, S, X> {
  const whenSet: readonly string[] = spec.shownWhenSet ?? [];
  const kinds: Record<string, ColumnKind> = {};
  const kindsWhenSet: Record<string, ColumnKind> = {};
  const hidden: Record<string, ColumnKind> = {};
  const columns = new Map<string, { type: ColumnType; nullable: boolean }>();
  const initial: Record<string, unknown> = {};
  const createShape: Record<string, z.ZodType> = {};
  const updatable: Record<string, z.ZodType> = {};
  const recordShape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    const { state } = field;
    columns.set(name, { type: state.sql, nullable: state.nullable });
    if (state.taking.as === 'read_only' || state.taking.as === 'hidden') initial[name] = state.initial;
    const create = field.createSchema();
    if (create !== undefined) createShape[name] = create;
    if (create !== undefined && !state.fixed) updatable[name] = create;
    const shown = field.recordSchema(whenSet.includes(name));
    if (shown === undefined) {
      hidden[name] = state.kind;
      continue;
    }
    (whenSet.includes(name) ? kindsWhenSet : kinds)[name] = state.kind;
    recordShape[name] = shown;
  }
  const create = z.strictObject(createShape);
  const update = updateOf(z.strictObject(updatable));
  return {
    object: spec.object,
    prefix: spec.prefix,
    label: spec.label,
    fields: spec.fields,
    table: {
      table: spec.table,
      object: spec.object,
      columns: { ...kinds, ...kindsWhenSet } as RecordModel<O, F, S, X>['table']['columns'],
      ...(spec.shownWhenSet ? { shownWhenSet: spec.shownWhenSet } : {}),
    },
    shownWhenSet: spec.shownWhenSet ?? [],
    without: spec.without ?? [],
    hidden,
    columns,
    initial,
    create: spec.createMeta ? create.meta(spec.createMeta) : create,
    update: spec.updateMeta ? update.meta(spec.updateMeta) : update,
    schema: z
      .strictObject({ ...baseSchema(spec.without ?? []), object: z.literal(spec.object), ...recordShape })
      .meta({ id: spec.schemaId }),
  };
}
