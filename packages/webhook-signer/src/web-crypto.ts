// The async API on Web Crypto (`globalThis.crypto.subtle`): Node >= 20, Deno, Bun, Cloudflare Workers,
// browsers. No `node:` imports anywhere in this module's import graph.
import { formatSignatureHeader } from './header.js';
import {
  bytesToHex,
  constantTimeEqual,
  finishVerification,
  parseEvent,
  prepareVerification,
  signedMessage,
  signTimestamp,
  toBytes,
  utf8,
} from './shared.js';
import type { SignOptions, VerifyOptions, WebhookEvent, WebhookPayload, WebhookSecrets } from './types.js';
import { assertSecret } from './validate.js';

function subtle(): SubtleCrypto {
  const s = (globalThis as { crypto?: { subtle?: SubtleCrypto } }).crypto?.subtle;
  if (!s) throw new Error('Web Crypto (globalThis.crypto.subtle) is not available in this runtime');
  return s;
}

async function hmacAsync(secret: string, message: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const key = await subtle().importKey('raw', utf8(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', key, message));
}

/**
 * {@link sign} on Web Crypto: same output, byte for byte.
 *
 * @example
 * ```ts
 * import { signAsync } from '@rentline/webhook-signer/web';
 *
 * const body = JSON.stringify({ id: 'evt_1', type: 'booking.created', data: {} });
 * const header = await signAsync(body, env.WEBHOOK_SECRET);
 * await fetch(url, { method: 'POST', body, headers: { 'service-signature': header } });
 * ```
 */
export async function signAsync(payload: WebhookPayload, secret: string, opts?: SignOptions): Promise<string> {
  assertSecret(secret);
  const timestamp = signTimestamp(opts);
  const signature = await hmacAsync(secret, signedMessage(timestamp, toBytes(payload)));
  return formatSignatureHeader(timestamp, [bytesToHex(signature)]);
}

/**
 * {@link verify} on Web Crypto: same checks, same error codes, constant-time comparison.
 *
 * @example
 * ```ts
 * import { verifyAsync, isWebhookVerificationError } from '@rentline/webhook-signer/web';
 *
 * const body = new Uint8Array(await request.arrayBuffer());
 * try {
 *   await verifyAsync(body, request.headers.get('service-signature'), env.WEBHOOK_SECRET);
 * } catch (err) {
 *   if (isWebhookVerificationError(err)) return new Response(err.code, { status: 400 });
 *   throw err;
 * }
 * ```
 */
export async function verifyAsync(
  payload: WebhookPayload,
  header: string | null | undefined,
  secrets: WebhookSecrets,
  opts?: VerifyOptions,
): Promise<void> {
  const prepared = prepareVerification(payload, header, secrets, opts);
  const message = signedMessage(prepared.header.timestamp, prepared.body);
  let matched = false;
  for (const secret of prepared.secrets) {
    const expected = await hmacAsync(secret, message);
    for (const candidate of prepared.candidates) matched = constantTimeEqual(expected, candidate) || matched;
  }
  finishVerification(matched, prepared);
}

/**
 * {@link constructEvent} on Web Crypto: verify, then parse the event envelope.
 *
 * @example
 * ```ts
 * import { constructEventAsync } from '@rentline/webhook-signer/web';
 *
 * const body = new Uint8Array(await request.arrayBuffer()); // bytes, not request.text()
 * const event = await constructEventAsync(body, request.headers.get('service-signature'), env.WEBHOOK_SECRET);
 * console.log(event.type, event.id);
 * ```
 */
export async function constructEventAsync<TData = Record<string, unknown>>(
  payload: WebhookPayload,
  header: string | null | undefined,
  secrets: WebhookSecrets,
  opts?: VerifyOptions,
): Promise<WebhookEvent<TData>> {
  await verifyAsync(payload, header, secrets, opts);
  return parseEvent<TData>(payload);
}
