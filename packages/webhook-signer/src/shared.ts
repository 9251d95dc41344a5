// Runtime-neutral helpers shared by the node:crypto and the Web Crypto paths. No `node:` imports here:
// this module is part of the `web` and `fetch` entries.
import { WebhookVerificationError } from './errors.js';
import { DEFAULT_TOLERANCE, type ParsedSignatureHeader, parseSignatureHeader } from './header.js';
import type { SignOptions, VerifyOptions, WebhookEvent, WebhookPayload, WebhookSecrets } from './types.js';
import { assertTimestamp, assertTolerance, MAX_PLAUSIBLE_SECONDS, normaliseSecrets } from './validate.js';

const encoder = new TextEncoder();

/** UTF-8 bytes of a string, exactly as `TextEncoder` gives them (no normalisation). */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

/**
 * The payload as bytes, without copying and without ever decoding: strings are UTF-8 encoded, any
 * `ArrayBufferView` (Uint8Array, Buffer, DataView...) or `ArrayBuffer` is taken byte for byte.
 */
export function toBytes(payload: WebhookPayload): Uint8Array {
  if (typeof payload === 'string') return utf8(payload);
  if (ArrayBuffer.isView(payload)) return new Uint8Array(payload.buffer, payload.byteOffset, payload.byteLength);
  if (payload instanceof ArrayBuffer || Object.prototype.toString.call(payload) === '[object ArrayBuffer]') {
    return new Uint8Array(payload);
  }
  throw new TypeError(
    `payload must be the raw request body as a string, Uint8Array, Buffer or ArrayBuffer, got ${describe(payload)}. ` +
      'A parsed JSON object cannot be verified: read the raw body before any JSON body parser runs.',
  );
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The timestamp `sign` puts in the header: `opts.timestamp` (validated) or now. */
export function signTimestamp(opts: SignOptions | undefined): number {
  const timestamp = opts?.timestamp ?? nowSeconds();
  assertTimestamp(timestamp, 'timestamp');
  return timestamp;
}

/** What both verify paths need once the inputs are validated and the header is parsed. */
export interface PreparedVerification {
  body: Uint8Array;
  header: ParsedSignatureHeader;
  /** The header's well-formed `v1` values, decoded to 32-byte arrays. */
  candidates: Uint8Array<ArrayBuffer>[];
  secrets: readonly string[];
  tolerance: number;
  now: number;
}

/** Validates arguments (TypeError) then parses the header (WebhookVerificationError). */
export function prepareVerification(
  payload: WebhookPayload,
  header: string | null | undefined,
  secrets: WebhookSecrets,
  opts: VerifyOptions | undefined,
  decodeHex: (hex: string) => Uint8Array<ArrayBuffer> = hexToBytes,
): PreparedVerification {
  const secretList = normaliseSecrets(secrets);
  const tolerance = opts?.tolerance ?? DEFAULT_TOLERANCE;
  assertTolerance(tolerance);
  const now = opts?.now ?? nowSeconds();
  if (typeof now !== 'number' || !Number.isFinite(now)) {
    throw new TypeError(`now must be a finite number of Unix seconds, got ${String(now)}`);
  }
  if (Math.abs(now) >= MAX_PLAUSIBLE_SECONDS) {
    throw new TypeError(`now looks like milliseconds (${now}); pass Unix seconds: Math.floor(Date.now() / 1000)`);
  }
  const body = toBytes(payload);
  const parsed = parseSignatureHeader(header);
  return {
    body,
    header: parsed,
    candidates: parsed.signatures.map(decodeHex),
    secrets: secretList,
    tolerance,
    now,
  };
}

/** Throws `signature_mismatch` or `timestamp_outside_tolerance`, or returns when the webhook is valid. */
export function finishVerification(matched: boolean, prepared: PreparedVerification): void {
  if (!matched) {
    const padded = prepared.secrets.some((s) => s !== s.trim());
    throw new WebhookVerificationError(
      'signature_mismatch',
      padded
        ? 'No v1 signature matches. Note: a secret has leading or trailing whitespace (a stray newline from an env file?).'
        : undefined,
    );
  }
  const { tolerance, now, header } = prepared;
  if (tolerance > 0 && Math.abs(now - header.timestamp) > tolerance) {
    const direction = header.timestamp > now ? 'in the future' : 'old';
    throw new WebhookVerificationError(
      'timestamp_outside_tolerance',
      `The signature timestamp is ${Math.abs(now - header.timestamp)} s ${direction}, more than the ${tolerance} s tolerance.`,
    );
  }
}

/** The bytes that are signed: ASCII `${t}.` then the body bytes, untouched. */
export function signedMessage(timestamp: number, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = utf8(`${timestamp}.`);
  const message = new Uint8Array(prefix.length + body.length);
  message.set(prefix, 0);
  message.set(body, prefix.length);
  return message;
}

const HEX = '0123456789abcdef';

/** Lowercase hex of some bytes. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += HEX[byte >> 4]! + HEX[byte & 15]!;
  return out;
}

/** Bytes of a lowercase hex string already checked by the header parser. */
// Char code → nibble for 0-9 and a-f (the parser admits only lowercase hex).
const NIBBLE = new Int8Array(128).fill(-1);
for (let i = 0; i < 10; i += 1) NIBBLE[48 + i] = i;
for (let i = 0; i < 6; i += 1) NIBBLE[97 + i] = 10 + i;

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < bytes.length; i += 1) {
    bytes[i] =
      ((NIBBLE[hex.charCodeAt(2 * i) & 127] as number) << 4) | (NIBBLE[hex.charCodeAt(2 * i + 1) & 127] as number);
  }
  return bytes;
}

/** Constant-time equality of two byte arrays (time depends only on the lengths). */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true }); // also drops one leading BOM

/**
 * Parses a verified body into an event: UTF-8 (strict; a leading BOM is skipped), JSON, an object with
 * non-empty string `id` and `type`. Anything else is `payload_invalid`.
 */
export function parseEvent<TData>(payload: WebhookPayload): WebhookEvent<TData> {
  let text: string;
  if (typeof payload === 'string') {
    text = payload.charCodeAt(0) === 0xfeff ? payload.slice(1) : payload;
  } else {
    try {
      text = strictUtf8.decode(toBytes(payload));
    } catch (cause) {
      throw new WebhookVerificationError('payload_invalid', 'The verified body is not valid UTF-8.', { cause });
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new WebhookVerificationError('payload_invalid', 'The verified body is not JSON.', { cause });
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    typeof (value as { id?: unknown }).id !== 'string' ||
    (value as { id: string }).id === '' ||
    typeof (value as { type?: unknown }).type !== 'string' ||
    (value as { type: string }).type === ''
  ) {
    throw new WebhookVerificationError(
      'payload_invalid',
      'The verified body is JSON but not an event envelope (an object with string "id" and "type").',
    );
  }
  return value as WebhookEvent<TData>;
}
