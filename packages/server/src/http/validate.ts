/** zod → the API's validation errors: the first issue, as parameter_unknown / _missing / _invalid. */
import type { z } from 'zod';
import { invalid, type RentlineError } from '../core/errors.js';

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
  return invalid('parameter_invalid', `Invalid ${param ?? 'request'}: ${issue.message}.`, param);
}

/** Parse `input` with `schema` or throw the first problem as a 400. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const r = schema.safeParse(input, { reportInput: true });
  if (!r.success) throw zodToError(r.error);
  return r.data;
}

/** Query strings: a repeated parameter (`?limit=1&limit=2`) is invalid, never silently one of them. */
export function parseQuery<T extends z.ZodType>(schema: T, query: Record<string, string | string[] | undefined>) {
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) throw invalid('parameter_invalid', `Parameter ${k} was given more than once.`, k);
  }
  return parseOrThrow(schema, query);
}
