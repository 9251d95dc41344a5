/**
 * One typed HTTP error that knows its response, and one renderer for the error envelope
 * `{"error": {"type", "code", "message", "param"?, "request_id"}}`. Anything that is not an
 * {@link ApiError} (or an engine `PricingError`) becomes a 500 `api_error` without internals.
 */
import { isPricingError } from '@rentline/pricing-engine';
import type { Context } from 'koa';
import { isBusyError } from '../db/connection.js';

export type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'not_found_error'
  | 'conflict_error'
  | 'rate_limit_error'
  | 'api_error';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    readonly code: string,
    message: string,
    readonly param?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const invalidRequest = (code: string, message: string, param?: string) =>
  new ApiError(400, 'invalid_request_error', code, message, param);

export const notFound = (message = 'No such resource.', param?: string) =>
  new ApiError(404, 'not_found_error', 'resource_missing', message, param);

export const conflict = (code: string, message: string, param?: string) =>
  new ApiError(409, 'conflict_error', code, message, param);

export interface ErrorBody {
  error: { type: ErrorType; code: string; message: string; param?: string; request_id: string };
}

/** Convert anything thrown into an ApiError. Unknown errors become a 500 (and `internal` is true). */
export function toApiError(err: unknown): { error: ApiError; internal: boolean } {
  if (err instanceof ApiError) return { error: err, internal: false };
  if (isPricingError(err)) {
    return { error: new ApiError(400, 'invalid_request_error', err.code, err.message, err.param), internal: false };
  }
  // Another process held the database's write lock through every retry (db/connection.ts): a clean
  // 503 the client may retry, never a 500.
  if (isBusyError(err)) {
    return {
      error: new ApiError(
        503,
        'api_error',
        'database_busy',
        'The database is busy. Retry the request shortly.',
        undefined,
        {
          'retry-after': '1',
        },
      ),
      internal: false,
    };
  }
  return {
    error: new ApiError(500, 'api_error', 'internal_error', 'An unexpected error occurred. Please try again later.'),
    internal: true,
  };
}

/** Write the envelope for `err` onto the response. */
export function renderError(ctx: Context, err: ApiError): void {
  const requestId = String(ctx.state.requestId ?? '');
  const body: ErrorBody = {
    error: {
      type: err.type,
      code: err.code,
      message: err.message,
      ...(err.param === undefined ? {} : { param: err.param }),
      request_id: requestId,
    },
  };
  ctx.status = err.status;
  ctx.body = body;
  for (const [k, v] of Object.entries(err.headers)) ctx.set(k, v);
}
