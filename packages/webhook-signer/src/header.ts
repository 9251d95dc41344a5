import { WebhookVerificationError } from './errors.js';
import { assertTimestamp } from './validate.js';

/** The header name on the wire (lowercase; HTTP header names are case-insensitive). */
export const SIGNATURE_HEADER = 'service-signature';

/** Default tolerance, in seconds, between the header's `t` and the receiver's clock (either direction). */
export const DEFAULT_TOLERANCE = 300;

/** Longest header value accepted, in characters; longer is `header_malformed`. */
export const MAX_HEADER_LENGTH = 8192;

/** Most `v1` entries accepted in one header; more is `header_malformed`. */
export const MAX_SIGNATURES = 32;

/** A parsed `service-signature` header. */
export interface ParsedSignatureHeader {
  /** The `t` value, Unix seconds. */
  timestamp: number;
  /** The `v1` values that are well-formed (64 lowercase hex characters), in header order. */
  signatures: string[];
}

const KEY = /^[A-Za-z0-9_-]+$/;
// Visible ASCII except the separators.
const VALUE = /^[\x21-\x2b\x2d-\x3c\x3e-\x7e]+$/;
const TIMESTAMP = /^(?:0|[1-9][0-9]{0,14})$/;
const V1 = /^[0-9a-f]{64}$/;
const CANONICAL = /^t=(0|[1-9][0-9]{0,14}),v1=([0-9a-f]{64})$/;

function isOws(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

function trimOws(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isOws(text.charCodeAt(start))) start += 1;
  while (end > start && isOws(text.charCodeAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

function malformed(detail: string): WebhookVerificationError {
  return new WebhookVerificationError(
    'header_malformed',
    `The service-signature header is malformed: ${detail}. Expected "t=<unix seconds>,v1=<64 lowercase hex>".`,
  );
}

/**
 * Parses a `service-signature` (or Stripe-Signature) header value.
 *
 * Grammar: comma-separated `key=value` pairs, in any order; keys are `[A-Za-z0-9_-]+`, values are
 * non-empty visible ASCII without `,` or `=`. Exactly one `t`, a canonical decimal integer (no sign, no
 * leading zeros). Unknown schemes (`v0=...`) are ignored. `v1` values count only when they are exactly 64
 * lowercase hex characters; if none does, the error is `signature_missing`. Whitespace around the whole
 * value is trimmed (HTTP does the same), whitespace inside is malformed.
 *
 * @throws {@link WebhookVerificationError} `header_missing`, `header_malformed` or `signature_missing`
 *
 * @example
 * ```ts
 * parseSignatureHeader('t=1700000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd');
 * // => { timestamp: 1700000000, signatures: ['5257a869...'] }
 * ```
 */
export function parseSignatureHeader(header: string | null | undefined): ParsedSignatureHeader {
  if (header === undefined || header === null) {
    throw new WebhookVerificationError('header_missing');
  }
  // Fast path for the form every sender writes (`t=…,v1=…`): the same result as the general parser.
  const canonical = typeof header === 'string' ? CANONICAL.exec(header) : null;
  if (canonical !== null) return { timestamp: Number(canonical[1]), signatures: [canonical[2] as string] };
  if (typeof header !== 'string') {
    throw malformed(`expected a string, got ${Array.isArray(header) ? 'an array' : typeof header}`);
  }
  // Bound the length before any other work, then trim HTTP whitespace around the value.
  if (header.length > MAX_HEADER_LENGTH) throw malformed(`longer than ${MAX_HEADER_LENGTH} characters`);
  const value = trimOws(header);
  if (value === '') throw new WebhookVerificationError('header_missing');

  let timestamp: number | undefined;
  let v1Count = 0;
  const signatures: string[] = [];
  for (const piece of value.split(',')) {
    if (piece === '') throw malformed('empty piece between commas');
    const eq = piece.indexOf('=');
    if (eq === -1) throw malformed(`"${piece.slice(0, 40)}" has no "="`);
    const key = piece.slice(0, eq);
    const val = piece.slice(eq + 1);
    if (!KEY.test(key)) throw malformed(`invalid key "${key.slice(0, 40)}"`);
    if (!VALUE.test(val)) throw malformed(`invalid value for "${key}"`);
    if (key === 't') {
      if (timestamp !== undefined) throw malformed('more than one "t"');
      if (!TIMESTAMP.test(val)) throw malformed('"t" is not a non-negative decimal integer');
      timestamp = Number(val);
    } else if (key === 'v1') {
      v1Count += 1;
      if (v1Count > MAX_SIGNATURES) throw malformed(`more than ${MAX_SIGNATURES} "v1" signatures`);
      if (V1.test(val)) signatures.push(val);
    }
  }
  if (timestamp === undefined) throw malformed('no "t"');
  if (signatures.length === 0) {
    throw new WebhookVerificationError(
      'signature_missing',
      v1Count === 0
        ? 'The service-signature header carries no v1 signature.'
        : 'The service-signature header carries v1 values, but none is 64 lowercase hex characters.',
    );
  }
  return { timestamp, signatures };
}

/**
 * Builds a header value from a timestamp and lowercase hex signatures (the inverse of
 * {@link parseSignatureHeader}). Several signatures are useful when a sender signs with two secrets
 * during a rotation.
 *
 * @example
 * ```ts
 * formatSignatureHeader(1700000000, ['5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd']);
 * // => 't=1700000000,v1=5257a869...'
 * ```
 */
export function formatSignatureHeader(timestamp: number, signatures: readonly string[]): string {
  assertTimestamp(timestamp, 'timestamp');
  if (!Array.isArray(signatures) || signatures.length === 0 || !signatures.every((s) => V1.test(s))) {
    throw new TypeError('signatures must be a non-empty array of 64-character lowercase hex strings');
  }
  return [`t=${timestamp}`, ...signatures.map((s) => `v1=${s}`)].join(',');
}
