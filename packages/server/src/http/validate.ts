/** zod → the API's validation errors: the first issue, as parameter_unknown / _missing / _invalid. */
import type { z } from 'zod';
import { type ApiError, invalidRequest } from './errors.js';

export function zodToApiError(error: z.ZodError): ApiError {
  // Unknown fields are reported first: a typo usually explains the other problems.
  const issue = error.issues.find((i) => i.code === 'unrecognized_keys') ?? error.issues[0];
  if (issue === undefined) return invalidRequest('parameter_invalid', 'Invalid request.');
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    const param = [...path, issue.keys[0] ?? ''].join('.');
    return invalidRequest('parameter_unknown', `Received unknown parameter: ${param}.`, param);
  }
  const param = path.join('.') || undefined;
  const input = (issue as { input?: unknown }).input;
  if (
    (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union') &&
    input === undefined
  ) {
    return invalidRequest('parameter_missing', `Missing required parameter: ${param}.`, param);
  }
  return invalidRequest('parameter_invalid', `Invalid ${param ?? 'request'}: ${issue.message}.`, param);
}

/** Parse `input` with `schema` or throw the first problem as a 400. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const r = schema.safeParse(input, { reportInput: true });
  if (!r.success) throw zodToApiError(r.error);
  return r.data;
}

/** Query strings: a repeated parameter (`?limit=1&limit=2`) is invalid, never silently one of them. */
export function parseQuery<T extends z.ZodType>(schema: T, query: Record<string, string | string[] | undefined>) {
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) throw invalidRequest('parameter_invalid', `Parameter ${k} was given more than once.`, k);
  }
  return parseOrThrow(schema, query);
}
