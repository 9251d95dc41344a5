import { createHmac } from 'node:crypto';
import { formatSignatureHeader } from './header.js';
import { bytesToHex, signTimestamp, toBytes } from './shared.js';
import type { SignOptions, WebhookPayload } from './types.js';
import { assertSecret } from './validate.js';

/** HMAC-SHA256 of `${t}.` + body, keyed with the secret's UTF-8 bytes (node:crypto). */
export function hmac(secret: string, timestamp: number, body: Uint8Array): Uint8Array {
  // node:crypto encodes a string key as UTF-8, the same bytes Web Crypto gets from TextEncoder.
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
}

/**
 * Signs a webhook body and returns the `service-signature` header value, `t=<unix seconds>,v1=<hex>`.
 * The HMAC-SHA256 covers `${t}.` followed by the body's exact bytes (a string is UTF-8 encoded as is),
 * keyed with the whole secret string (`whsec_...` included), exactly as Stripe signs `Stripe-Signature`.
 *
 * @param payload - the exact body you will send
 * @param secret - the endpoint secret
 * @param opts - `timestamp` in Unix seconds (default: now)
 * @throws TypeError on an empty secret, a non-integer or negative timestamp, or a payload of another type
 *
 * @example
 * ```ts
 * import { sign } from '@rentline/webhook-signer';
 *
 * const body = JSON.stringify({ id: 'evt_1', type: 'booking.created', data: {} });
 * const header = sign(body, 'whsec_test');
 * await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', 'service-signature': header } });
 * ```
 */
export function sign(payload: WebhookPayload, secret: string, opts?: SignOptions): string {
  assertSecret(secret);
  const timestamp = signTimestamp(opts);
  return formatSignatureHeader(timestamp, [bytesToHex(hmac(secret, timestamp, toBytes(payload)))]);
}
