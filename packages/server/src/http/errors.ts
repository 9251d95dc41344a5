/**
 * The only place that turns errors into HTTP answers. Features throw `RentlineError` (a closed set
 * of codes) and the engine throws `PricingError`; the table below gives each code its status and
 * error type. `ApiError` is for what only the HTTP layer knows (405, 413, 415, 429, unknown routes).
 * Anything else becomes a 500 `api_error` without internals.
 *
 * The envelope: `{"error": {"type", "code", "message", "param"?, "request_id"}}`.
 */
import { isPricingError } from '@rentline/pricing-engine';
import type { Context } from 'koa';
import { type ErrorCode, isRentlineError } from '../core/errors.js';

export type ErrorType =
  | 'invalid_request_error'
  | 'card_error'
  | 'authentication_error'
  | 'not_found_error'
  | 'conflict_error'
  | 'permission_error'
  | 'rate_limit_error'
  | 'api_error';

/** An error the HTTP layer raises itself, with its status and headers. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    readonly code: string,
    message: string,
    readonly param?: string,
    readonly headers: Record<string, string> = {},
    /** Fields of the error beside its code and message (`total` of `price_changed`). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/** Status, error type and (where it differs) the code on the wire, per domain error code. */
const HTTP_OF: Record<ErrorCode, { status: number; type: ErrorType; code?: string; headers?: Record<string, string> }> =
  {
    parameter_missing: { status: 400, type: 'invalid_request_error' },
    parameter_invalid: { status: 400, type: 'invalid_request_error' },
    parameter_unknown: { status: 400, type: 'invalid_request_error' },
    invalid_json: { status: 400, type: 'invalid_request_error' },
    resource_missing: { status: 400, type: 'invalid_request_error' },
    resource_inactive: { status: 400, type: 'invalid_request_error' },
    idempotency_key_reused: { status: 400, type: 'invalid_request_error' },
    not_found: { status: 404, type: 'not_found_error', code: 'resource_missing' },
    resource_already_exists: { status: 409, type: 'conflict_error' },
    booking_invalid_transition: { status: 409, type: 'conflict_error' },
    booking_not_payable: { status: 409, type: 'conflict_error' },
    booking_expired: { status: 409, type: 'conflict_error' },
    item_unavailable: { status: 409, type: 'conflict_error' },
    idempotency_key_in_use: { status: 409, type: 'conflict_error' },
    units_required: { status: 400, type: 'invalid_request_error' },
    units_required_to_activate: { status: 409, type: 'conflict_error', code: 'units_required' },
    unit_unavailable: { status: 409, type: 'conflict_error' },
    unit_out: { status: 409, type: 'conflict_error' },
    unit_retired: { status: 409, type: 'conflict_error' },
    unit_not_in_maintenance: { status: 409, type: 'conflict_error' },
    unit_in_history: { status: 409, type: 'conflict_error' },
    item_in_use: { status: 409, type: 'conflict_error' },
    price_changed: { status: 409, type: 'conflict_error' },
    too_many_open_checkouts: { status: 409, type: 'conflict_error' },
    publishable_key_not_allowed: { status: 403, type: 'permission_error' },
    origin_not_allowed: { status: 403, type: 'permission_error' },
    provider_not_configured: { status: 400, type: 'invalid_request_error' },
    card_declined: { status: 402, type: 'card_error' },
    insufficient_funds: { status: 402, type: 'card_error' },
    deposit_exists: { status: 409, type: 'conflict_error' },
    deposit_not_authorized: { status: 409, type: 'conflict_error' },
    payment_in_progress: { status: 409, type: 'conflict_error' },
    payment_intent_unexpected_state: { status: 409, type: 'conflict_error' },
    signature_invalid: { status: 400, type: 'invalid_request_error' },
    provider_error: { status: 502, type: 'api_error' },
    api_key_missing: {
      status: 401,
      type: 'authentication_error',
      headers: { 'www-authenticate': 'Bearer realm="rentline"' },
    },
    api_key_invalid: {
      status: 401,
      type: 'authentication_error',
      headers: { 'www-authenticate': 'Bearer realm="rentline"' },
    },
    session_expired: {
      status: 401,
      type: 'authentication_error',
      headers: { 'www-authenticate': 'Bearer realm="rentline"' },
    },
    sign_in_failed: { status: 401, type: 'authentication_error' },
    sign_in_locked: { status: 429, type: 'rate_limit_error' },
    token_invalid: { status: 400, type: 'invalid_request_error' },
    role_not_allowed: { status: 403, type: 'permission_error' },
    database_busy: { status: 503, type: 'api_error', headers: { 'retry-after': '1' } },
  };

/** The HTTP status a domain error code is answered with. */
export const statusOf = (code: ErrorCode): number => HTTP_OF[code].status;

export const unknownRoute = (method: string, path: string) =>
  new ApiError(404, 'not_found_error', 'resource_missing', `Unrecognized request URL (${method} ${path}).`);

export interface ErrorBody {
  error: { type: ErrorType; code: string; message: string; param?: string; request_id: string; total?: number };
}

/** Convert anything thrown into an ApiError. Unknown errors become a 500 (and `internal` is true). */
export function toApiError(err: unknown): { error: ApiError; internal: boolean } {
  if (err instanceof ApiError) return { error: err, internal: false };
  if (isRentlineError(err)) {
    const http = HTTP_OF[err.code];
    const headers =
      err.retryAfter === undefined ? http.headers : { ...http.headers, 'retry-after': String(err.retryAfter) };
    return {
      error: new ApiError(http.status, http.type, http.code ?? err.code, err.message, err.param, headers, err.details),
      internal: false,
    };
  }
  // Every engine error is a problem with the request's input.
  if (isPricingError(err)) {
    return { error: new ApiError(400, 'invalid_request_error', err.code, err.message, err.param), internal: false };
  }
  return {
    error: new ApiError(500, 'api_error', 'internal_error', 'An unexpected error occurred. Please try again later.'),
    internal: true,
  };
}

/** The envelope of `err`. */
export function errorBody(err: ApiError, requestId: string): ErrorBody {
  return {
    error: {
      type: err.type,
      code: err.code,
      message: err.message,
      ...(err.param === undefined ? {} : { param: err.param }),
      ...err.details,
      request_id: requestId,
    },
  };
}

/** Write the envelope for `err` onto the response. */
export function renderError(ctx: Context, err: ApiError): void {
  ctx.status = err.status;
  ctx.body = errorBody(err, String(ctx.state.requestId ?? ''));
  for (const [k, v] of Object.entries(err.headers)) ctx.set(k, v);
}
