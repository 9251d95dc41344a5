import { timingSafeEqual } from 'node:crypto';
import { finishVerification, parseEvent, prepareVerification } from './shared.js';
import { hmac } from './sign.js';
import type { VerifyOptions, WebhookEvent, WebhookPayload, WebhookSecrets } from './types.js';

/** node's native hex decoder (the header parser has already admitted only 64 lowercase hex digits). */
const fromHex = (hex: string): Uint8Array<ArrayBuffer> => Buffer.from(hex, 'hex') as Uint8Array<ArrayBuffer>;

/**
 * Verifies a webhook: returns nothing when the header carries a `v1` signature of the exact body bytes
 * under any of the secrets and its timestamp is within `tolerance` seconds of `now` (in either
 * direction); throws a {@link WebhookVerificationError} otherwise. Signatures are compared in constant
 * time (node:crypto `timingSafeEqual`). The body is never decoded: a BOM or invalid UTF-8 verifies when
 * the bytes match.
 *
 * @param payload - the raw body exactly as received (string, Uint8Array, Buffer or ArrayBuffer)
 * @param header - the `service-signature` header value
 * @param secrets - one secret, or several while rotating
 * @param opts - `tolerance` in seconds (default 300, `0` disables the time check), `now` in Unix seconds
 * @throws {@link WebhookVerificationError} with `code` `header_missing`, `header_malformed`,
 *   `signature_missing`, `signature_mismatch` or `timestamp_outside_tolerance`
 * @throws TypeError on invalid arguments (no secret, negative tolerance, a parsed object as payload)
 *
 * @example
 * ```ts
 * import { verify, WebhookVerificationError } from '@rentline/webhook-signer';
 *
 * try {
 *   verify(rawBody, req.headers['service-signature'], [process.env.WEBHOOK_SECRET_NEW!, process.env.WEBHOOK_SECRET_OLD!]);
 * } catch (err) {
 *   if (err instanceof WebhookVerificationError) return res.status(400).json({ error: { code: err.code } });
 *   throw err;
 * }
 * ```
 */
export function verify(
  payload: WebhookPayload,
  header: string | null | undefined,
  secrets: WebhookSecrets,
  opts?: VerifyOptions,
): void {
  const prepared = prepareVerification(payload, header, secrets, opts, fromHex);
  const { timestamp } = prepared.header;
  let matched = false;
  for (const secret of prepared.secrets) {
    const expected = hmac(secret, timestamp, prepared.body);
    // No short-circuit: every candidate is compared under every secret.
    for (const candidate of prepared.candidates) matched = timingSafeEqual(expected, candidate) || matched;
  }
  finishVerification(matched, prepared);
}

/**
 * {@link verify}, then parse the body as an event envelope. The body is decoded as strict UTF-8 (a
 * leading BOM is skipped) only after the signature has been checked over its bytes.
 *
 * @throws {@link WebhookVerificationError} as `verify`, plus `payload_invalid` when the verified body is not
 *   UTF-8 JSON of an object with string `id` and `type`
 *
 * @example
 * ```ts
 * import { constructEvent } from '@rentline/webhook-signer';
 *
 * const event = constructEvent<{ status: string }>(rawBody, header, process.env.WEBHOOK_SECRET!);
 * if (event.type === 'booking.confirmed') console.log(event.data.status);
 * ```
 */
export function constructEvent<TData = Record<string, unknown>>(
  payload: WebhookPayload,
  header: string | null | undefined,
  secrets: WebhookSecrets,
  opts?: VerifyOptions,
): WebhookEvent<TData> {
  verify(payload, header, secrets, opts);
  return parseEvent<TData>(payload);
}
