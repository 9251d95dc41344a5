/**
 * The one error the server's features throw. `code` is a closed set: each code has exactly one
 * meaning, and only the HTTP layer (`http/errors.ts`) decides which status and envelope it becomes.
 * Features never know about statuses; the CLI prints the same errors as text.
 */

/** Every code a {@link RentlineError} can carry, grouped by what went wrong. */
export const ERROR_CODES = [
  // The request is malformed or names something it may not.
  'parameter_missing',
  'parameter_invalid',
  'parameter_unknown',
  'invalid_json',
  /** A reference in the request (body or query) names no record of the tenant and mode. */
  'resource_missing',
  'resource_inactive',
  'idempotency_key_reused',
  // The record the request is about (its path) does not exist in the tenant and mode.
  'not_found',
  // The request is valid but the state of the records forbids it.
  'resource_already_exists',
  'booking_invalid_transition',
  'booking_not_payable',
  'booking_expired',
  'item_unavailable',
  'idempotency_key_in_use',
  // Numbered units and pick-up.
  /** A pick-up does not name every unit its lines of numbered items need. */
  'units_required',
  /** A status change to `active` without units, on a booking with a line of a numbered item. */
  'units_required_to_activate',
  'unit_unavailable',
  'unit_out',
  'unit_retired',
  'unit_not_in_maintenance',
  'unit_in_history',
  'item_in_use',
  // The storefront.
  /** The checkout's total differs from the `expected_total` the shopper was shown (`details.total`: the new one). */
  'price_changed',
  /** The client address has the most open checkouts one publishable key allows it. */
  'too_many_open_checkouts',
  // Payments through a provider.
  /** The mode takes no card payments: its payments provider is `manual`, or the server lacks its keys. */
  'provider_not_configured',
  /** A card the provider declined (HTTP 402). */
  'card_declined',
  'insufficient_funds',
  /** The booking has an open or authorised deposit already. */
  'deposit_exists',
  /** The booking has no authorised deposit to capture or release. */
  'deposit_not_authorized',
  /** A payment of the booking is being processed by the provider; a new one waits for its outcome. */
  'payment_in_progress',
  /** The intent's status does not allow this (a succeeded intent confirmed again). */
  'payment_intent_unexpected_state',
  /** A provider's event whose signature does not verify (wrong secret, altered body, too old). */
  'signature_invalid',
  /** The payment provider failed or refused in a way that is not the card's doing (HTTP 502). */
  'provider_error',
  // Who is asking.
  'api_key_missing',
  'api_key_invalid',
  /** A session cookie that names no live session (signed out, expired, ended by an owner). */
  'session_expired',
  /** A wrong email or password; the same for an email no member has. */
  'sign_in_failed',
  /** Too many failed sign-ins for the email or from the address: retry after `retryAfter` seconds. */
  'sign_in_locked',
  /** An invitation that was used, replaced by a newer one, or is past its 72 hours. */
  'token_invalid',
  // What the credential may do.
  /** A publishable key called an endpoint that is not the storefront's. */
  'publishable_key_not_allowed',
  /** The staff member's role lacks the right (or a test key tried to manage staff). */
  'role_not_allowed',
  /**
   * A publishable key sent from an origin its `allowed_origins` does not list, or a session cookie
   * on a write from another origin than the server's own.
   */
  'origin_not_allowed',
  // The database could not take the request now; retrying later may work.
  'database_busy',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const BRAND = Symbol.for('@rentline/server/RentlineError');

export class RentlineError extends Error {
  override name = 'RentlineError';
  readonly [BRAND] = true;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The dotted path of the input at fault (`line_items.1.fleet_item_id`), when there is one. */
    readonly param?: string,
    options?: { cause?: unknown; details?: Readonly<Record<string, unknown>>; retryAfter?: number },
  ) {
    super(message, options);
    if (options?.details !== undefined) this.details = options.details;
    if (options?.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }

  /** Facts the caller needs beside the message (a changed price's new `total`), shown in the error. */
  readonly details?: Readonly<Record<string, unknown>>;
  /** Whole seconds before trying again makes sense (a lock), when the error has such a time. */
  readonly retryAfter?: number;
}

export function isRentlineError(e: unknown): e is RentlineError {
  return propertyOf(e, BRAND) === true;
}

/**
 * A property of a thrown value whose shape nothing promises (a driver's `code`, a Node error's
 * `errno`): its value when it is an object that has it, else undefined.
 */
export function propertyOf(value: unknown, key: string | symbol): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
}

/** A bad reference or value in the request. */
export const invalid = (code: ErrorCode, message: string, param?: string) => new RentlineError(code, message, param);

/** The record named by the request's path does not exist (for this tenant and mode). */
export const notFound = (message = 'No such resource.', param?: string) =>
  new RentlineError('not_found', message, param);

/** A reference to a record that does not exist, e.g. `No such customer: 'cus_x'.` */
export const missingRef = (label: string, id: string, param: string) =>
  new RentlineError('resource_missing', `No such ${label}: '${id}'.`, param);
