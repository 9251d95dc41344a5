/**
 * Why a webhook failed verification. Stable, machine-readable: branch on `code`, never on `message`.
 *
 * | code | meaning |
 * |---|---|
 * | `header_missing` | no `service-signature` header, or an empty one |
 * | `header_malformed` | the header breaks the grammar (no `t`, two `t`, a non-integer `t`, a piece without `=`, empty pieces, too long, too many `v1`) |
 * | `signature_missing` | the header parses but carries no usable `v1` signature (none at all, or none that is 64 lowercase hex characters) |
 * | `signature_mismatch` | no `v1` signature matches the body for any of the secrets |
 * | `timestamp_outside_tolerance` | the signature matches but `t` is more than `tolerance` seconds in the past or in the future |
 * | `payload_invalid` | `constructEvent` only: the verified body is not JSON, not UTF-8, or not an event envelope |
 */
export type WebhookVerificationErrorCode =
  | 'header_missing'
  | 'header_malformed'
  | 'signature_missing'
  | 'signature_mismatch'
  | 'timestamp_outside_tolerance'
  | 'payload_invalid';

/** Every {@link WebhookVerificationErrorCode}, in the order of the checks. */
export const WEBHOOK_VERIFICATION_ERROR_CODES: readonly WebhookVerificationErrorCode[] = Object.freeze([
  'header_missing',
  'header_malformed',
  'signature_missing',
  'signature_mismatch',
  'timestamp_outside_tolerance',
  'payload_invalid',
]);

const DEFAULT_MESSAGES: Record<WebhookVerificationErrorCode, string> = {
  header_missing: 'The service-signature header is missing or empty.',
  header_malformed: 'The service-signature header is malformed; expected "t=<unix seconds>,v1=<64 lowercase hex>".',
  signature_missing: 'The service-signature header carries no v1 signature (64 lowercase hex characters).',
  signature_mismatch:
    'No v1 signature in the header matches the body for any secret. Verify the raw request body exactly as received: a parsed and re-serialised JSON body does not match.',
  timestamp_outside_tolerance: 'The signature timestamp is outside the tolerance window.',
  payload_invalid: 'The verified body is not a JSON event envelope.',
};

// A global-registry symbol, so that two copies of this package (ESM and CJS, or two versions) recognise
// each other's errors.
const BRAND: unique symbol = Symbol.for('@rentline/webhook-signer/WebhookVerificationError') as never;

/**
 * The single error thrown by `verify`, `constructEvent` and their async twins when a webhook must be
 * rejected. `instanceof` works across the ESM and CJS builds (and across duplicated installs), because it
 * checks a `Symbol.for` brand; {@link isWebhookVerificationError} does the same as a function.
 *
 * @example
 * ```ts
 * try {
 *   verify(rawBody, req.headers['service-signature'], process.env.WEBHOOK_SECRET!);
 * } catch (err) {
 *   if (err instanceof WebhookVerificationError) {
 *     console.warn('rejected webhook:', err.code); // e.g. 'signature_mismatch'
 *   }
 *   throw err;
 * }
 * ```
 */
export class WebhookVerificationError extends Error {
  /** Why verification failed. */
  readonly code: WebhookVerificationErrorCode;
  declare readonly [BRAND]: true;

  /**
   * @param code - the reason, see {@link WebhookVerificationErrorCode}
   * @param message - prose for humans; defaults to a description of `code`
   * @param options - `cause`, as for `Error`
   *
   * @example
   * ```ts
   * throw new WebhookVerificationError('signature_mismatch');
   * ```
   */
  constructor(code: WebhookVerificationErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? DEFAULT_MESSAGES[code], options);
    this.code = code;
    Object.defineProperty(this, 'name', { value: 'WebhookVerificationError', enumerable: false, configurable: true });
    Object.defineProperty(this, BRAND, { value: true, enumerable: false });
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    // Subclasses keep ordinary prototype semantics; the class itself accepts any branded error.
    // biome-ignore lint/complexity/noThisInStatic: `this` is the constructor on the right of instanceof
    if (this !== WebhookVerificationError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return isWebhookVerificationError(value);
  }
}

/**
 * Type guard for {@link WebhookVerificationError} that also recognises errors thrown by another copy of
 * this package (the CJS build when you import the ESM one, or a second installed version).
 *
 * @example
 * ```ts
 * try {
 *   verify(body, header, secret);
 * } catch (err) {
 *   if (isWebhookVerificationError(err)) return new Response(err.code, { status: 400 });
 *   throw err;
 * }
 * ```
 */
export function isWebhookVerificationError(value: unknown): value is WebhookVerificationError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { [BRAND]?: unknown })[BRAND] === true &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}
