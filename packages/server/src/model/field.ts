/**
 * A field of a record, declared once: how it is stored (its column's kind and SQL type per dialect,
 * whether it may be null), how a record shows it (the response schema), and how Create and Update take
 * it (the request schema, its default, or not at all when the server sets it). A record's declaration
 * (`record.ts`) is a list of these; the table map, the row and record types and the feature's request
 * and response schemas are derived from it.
 */
import { z } from 'zod';

/** How a column's value is encoded: JSON values are stored as text, booleans as 0/1 on SQLite. */
export type ColumnKind = 'text' | 'int' | 'bool' | 'json';

/** The SQL type of a column on each dialect, as the migrations write it. */
export interface ColumnType {
  sqlite: 'TEXT' | 'INTEGER';
  postgres: 'text' | 'integer' | 'bigint' | 'boolean';
}

const SQL_TYPES: Record<ColumnKind | 'amount', ColumnType> = {
  text: { sqlite: 'TEXT', postgres: 'text' },
  json: { sqlite: 'TEXT', postgres: 'text' },
  int: { sqlite: 'INTEGER', postgres: 'integer' },
  // Amounts and other sums can grow past 2^31 on PostgreSQL: bigint.
  amount: { sqlite: 'INTEGER', postgres: 'bigint' },
  bool: { sqlite: 'INTEGER', postgres: 'boolean' },
};

/**
 * How Create takes a field: required, optional (omitted: null), with a default, or not at all
 * (`read_only`: the server sets it and records show it; `hidden`: the server sets it and no record
 * shows it, e.g. a provider's account id a row is matched by).
 */
type Taking =
  | { as: 'required' }
  | { as: 'optional' }
  | { as: 'default'; value: unknown }
  | { as: 'read_only' }
  | { as: 'hidden' };

interface FieldState {
  kind: ColumnKind;
  sql: ColumnType;
  nullable: boolean;
  /** The request schema of the bare value (no null, default or optional yet). */
  input: z.ZodType;
  /** The response schema of the bare value. */
  output: z.ZodType;
  taking: Taking;
  /** What a new record holds in a read-only field. */
  initial: unknown;
  /** Create takes it, Update never does: it is fixed once the record exists. */
  fixed: boolean;
  inputMeta: Record<string, unknown> | undefined;
  outputMeta: Record<string, unknown> | undefined;
}

/**
 * A declared field. `T` is its value as a record shows it (null included when nullable), `K` its
 * column kind, `W` how Create takes it, `X` whether it is fixed after create (Update never takes it).
 */
export class Field<
  T,
  K extends ColumnKind = ColumnKind,
  W extends Taking['as'] = Taking['as'],
  X extends boolean = boolean,
> {
  /** Type-level only: the field's value in a record. */
  declare readonly _value: T;
  declare readonly _taking: W;
  declare readonly _fixed: X;

  constructor(readonly state: FieldState) {}

  private with<T2 = T, W2 extends Taking['as'] = W, X2 extends boolean = X>(
    change: Partial<FieldState>,
  ): Field<T2, K, W2, X2> {
    return new Field<T2, K, W2, X2>({ ...this.state, ...change });
  }

  /** The value may be null (in requests, responses and the column). */
  nullable(): Field<T | null, K, W, X> {
    return this.with<T | null>({ nullable: true });
  }

  /** Create may leave it out: the record then holds null. */
  optional(): Field<T, K, 'optional', X> {
    return this.with<T, 'optional'>({ taking: { as: 'optional' } });
  }

  /** Create may leave it out: the record then holds `value`. */
  default(value: T): Field<T, K, 'default', X> {
    return this.with<T, 'default'>({ taking: { as: 'default', value } });
  }

  /** Set by the server, never by a request: a new record holds `initial`. */
  readOnly(initial: T): Field<T, K, 'read_only', X> {
    return this.with<T, 'read_only'>({ taking: { as: 'read_only' }, initial });
  }

  /**
   * Stored but never shown: no request takes it and no response carries it (the row has it, the
   * record does not). A new record holds `initial` unless the server sets it.
   */
  hidden(initial: T): Field<T, K, 'hidden', X> {
    return this.with<T, 'hidden'>({ taking: { as: 'hidden' }, initial });
  }

  /**
   * Set by Create and never changed by Update (the PATCH schema leaves it out): what the record
   * belongs to, such as a unit's fleet item.
   */
  fixed(): Field<T, K, W, true> {
    return this.with<T, W, true>({ fixed: true });
  }

  /** Metadata (description, examples) for both the request and the response schema. */
  meta(meta: Record<string, unknown>): Field<T, K, W, X> {
    return this.with({
      inputMeta: { ...this.state.inputMeta, ...meta },
      outputMeta: { ...this.state.outputMeta, ...meta },
    });
  }

  /** Metadata for the request schema only. */
  inputMeta(meta: Record<string, unknown>): Field<T, K, W, X> {
    return this.with({ inputMeta: { ...this.state.inputMeta, ...meta } });
  }

  /** Metadata for the response schema only. */
  outputMeta(meta: Record<string, unknown>): Field<T, K, W, X> {
    return this.with({ outputMeta: { ...this.state.outputMeta, ...meta } });
  }

  /** The request schema of Create: the value, then null, then the default or optional, then metadata. */
  createSchema(): z.ZodType | undefined {
    const s = this.state;
    if (s.taking.as === 'read_only' || s.taking.as === 'hidden') return undefined;
    let schema: z.ZodType = s.nullable ? s.input.nullable() : s.input;
    if (s.taking.as === 'optional') schema = schema.optional();
    if (s.taking.as === 'default') schema = schema.default(s.taking.value);
    return s.inputMeta ? schema.meta(s.inputMeta) : schema;
  }

  /**
   * The request schema of a PATCH that names the field: the value, then null, then optional, then
   * the request metadata (undefined: Create never takes it). `updateSchemaWith` builds on it.
   */
  patchSchema(): z.ZodType | undefined {
    const s = this.state;
    if (s.taking.as === 'read_only' || s.taking.as === 'hidden' || s.fixed) return undefined;
    const schema = (s.nullable ? s.input.nullable() : s.input).optional();
    return s.inputMeta ? schema.meta(s.inputMeta) : schema;
  }

  /**
   * The response schema: the value, then null, then metadata (undefined: a hidden field, never shown).
   * `shownWhenSet`: a record leaves the field out rather than show null, so it is optional, never null.
   */
  recordSchema(shownWhenSet = false): z.ZodType | undefined {
    const s = this.state;
    if (s.taking.as === 'hidden') return undefined;
    const schema = shownWhenSet ? s.output.optional() : s.nullable ? s.output.nullable() : s.output;
    return s.outputMeta ? schema.meta(s.outputMeta) : schema;
  }
}

const field = <T, K extends ColumnKind>(
  kind: K,
  sql: ColumnType,
  input: z.ZodType,
  output: z.ZodType,
): Field<T, K, 'required', false> =>
  new Field<T, K, 'required', false>({
    kind,
    sql,
    nullable: false,
    input,
    output,
    taking: { as: 'required' },
    initial: undefined,
    fixed: false,
    inputMeta: undefined,
    outputMeta: undefined,
  });

/**
 * The field kinds. Each takes the request schema of the bare value (its limits, format, pattern);
 * a record shows the value with the plain type (`z.string()`, `z.int()`), unless told otherwise.
 */
export const f = {
  /** Text: a name, a code, an instant, an enum stored as text. */
  text: (input: z.ZodType<string>, output: z.ZodType<string> = z.string()) =>
    field<string, 'text'>('text', SQL_TYPES.text, input, output),
  /** One of a few strings (the migration CHECKs them). */
  enum: <const V extends readonly [string, ...string[]]>(values: V) =>
    field<V[number], 'text'>('text', SQL_TYPES.text, z.enum(values), z.enum(values)),
  /**
   * A whole number that fits 32 bits: a count, minutes, a priority. A field that takes only some
   * numbers (`z.literal([15, 30, 60])`) is typed as those numbers when its record schema says so too.
   */
  int: <T extends number = number>(input: z.ZodType<T>, output?: z.ZodType<T>) =>
    field<T, 'int'>('int', SQL_TYPES.int, input, output ?? z.int()),
  /** Cents, or another sum stored as bigint on PostgreSQL. */
  amount: (input: z.ZodType<number>, output: z.ZodType<number> = z.int()) =>
    field<number, 'int'>('int', SQL_TYPES.amount, input, output),
  bool: () => field<boolean, 'bool'>('bool', SQL_TYPES.bool, z.boolean(), z.boolean()),
  /** A structured value (a list of ids, a policy) stored as JSON text. */
  json: <T>(input: z.ZodType, output: z.ZodType<T>) => field<T, 'json'>('json', SQL_TYPES.json, input, output),
};

/** The fields of a record, by name (the API's name is the column's). */
export type FieldMap = Record<string, Field<unknown>>;
