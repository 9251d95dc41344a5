/** zod → the API's validation errors: the first issue, as parameter_unknown / _missing / _invalid. */
import { z } from 'zod';
import { invalid, type RentlineError } from '../core/errors.js';
import type { InexactNumber } from './literals.js';

export function zodToError(error: z.ZodError): RentlineError {
  // Unknown fields are reported first: a typo usually explains the other problems.
  const issue = error.issues.find((i) => i.code === 'unrecognized_keys') ?? error.issues[0];
  if (issue === undefined) return invalid('parameter_invalid', 'Invalid request.');
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    const param = [...path, issue.keys[0] ?? ''].join('.');
    return invalid('parameter_unknown', `Received unknown parameter: ${param}.`, param);
  }
  const param = path.join('.') || undefined;
  const input = (issue as { input?: unknown }).input;
  if (
    (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union') &&
    input === undefined
  ) {
    return invalid('parameter_missing', `Missing required parameter: ${param}.`, param);
  }
  // A bad record key (an opening-hours weekday): the key's own message says what keys may be.
  const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
  return invalid('parameter_invalid', `Invalid ${param ?? 'request'}: ${message}.`, param);
}

/** Parse `input` with `schema` or throw the first problem as a 400. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const r = schema.safeParse(input, { reportInput: true });
  if (!r.success) throw zodToError(r.error);
  return r.data;
}

/** The JSON type of each field of a query schema (`integer`, `boolean`, `string`, ...), computed once. */
const queryTypes = new WeakMap<z.ZodType, Record<string, string>>();
function typesOf(schema: z.ZodType): Record<string, string> {
  let types = queryTypes.get(schema);
  if (types === undefined) {
    const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, { type?: string }>;
    };
    types = Object.fromEntries(Object.entries(js.properties ?? {}).map(([k, v]) => [k, v.type ?? 'string']));
    queryTypes.set(schema, types);
  }
  return types;
}

/**
 * A query-string value as the field's type: an integer is decimal digits with an optional `-`
 * (leading zeros allowed: `01` is 1; `1.5`, `1e2`, `+1`, an empty value are not integers), a
 * boolean is exactly `true` or `false`. Anything else stays a string, which the schema then refuses
 * with the field's `param`.
 */
function decodeQueryValue(type: string | undefined, value: string): unknown {
  if (type === 'integer' && /^-?\d{1,15}$/.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * Query strings, decoded by each field's type (the schemas declare integers and booleans as such, so
 * the OpenAPI document does too). A repeated parameter (`?limit=1&limit=2`) is invalid, never
 * silently one of them.
 */
export function parseQuery<T extends z.ZodType>(schema: T, query: Record<string, string | string[] | undefined>) {
  const types = typesOf(schema);
  const decoded: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) throw invalid('parameter_invalid', `Parameter ${k} was given more than once.`, k);
    if (v !== undefined) decoded[k] = decodeQueryValue(types[k], v);
  }
  return parseOrThrow(schema, decoded);
}

/**
 * A request body: unknown fields first (as always), then numbers written with a fraction or an
 * exponent (every numeric field is an integer and takes only an integer literal: `1.0`, `1e3` are
 * refused even though `JSON.parse` makes integers of them), then the schema.
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  inexact: readonly InexactNumber[],
): z.output<T> {
  const r = schema.safeParse(body, { reportInput: true });
  if (inexact.length > 0 && (r.success || !r.error.issues.some((i) => i.code === 'unrecognized_keys'))) {
    const first = inexact[0] as InexactNumber;
    const param = first.path.map(String).join('.');
    throw invalid(
      'parameter_invalid',
      `Invalid ${param}: must be an integer written without a fraction or an exponent (got ${first.literal.slice(0, 40)}).`,
      param,
    );
  }
  if (!r.success) throw zodToError(r.error);
  return r.data;
}
