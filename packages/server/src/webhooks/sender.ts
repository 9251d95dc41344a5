/**
 * One delivery attempt: POST the exact bytes that were signed, with a deadline covering DNS,
 * connect, TLS, the request and the whole response. No redirects are followed (a 3xx fails the
 * attempt), the response body is read and discarded (at most {@link MAX_RESPONSE_BYTES}). Every
 * failure is reported as a short code: `timeout`, `connection_failed`, `url_private`, `http_<status>`.
 *
 * Connections: through the given keep-alive `agent` (the worker's per-origin pool, see `pool.ts`),
 * or a new connection of its own without one. A request that fails on a reused keep-alive connection
 * before any answer (the receiver closed it while idle) is sent once more on a new one.
 */
import { propertyOf } from '../core/errors.js';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { formatSignatureHeader, parseSignatureHeader, sign } from '@rentline/webhook-signer';
import { VERSION } from '../version.js';
import { classifyAddress, guardedLookup, literalAddress, PrivateAddressError } from './ssrf.js';

export const USER_AGENT = `rentline-webhooks/${VERSION}`;
export const SIGNATURE_HEADER = 'service-signature';
/** The event id on every attempt, as the Standard Webhooks headers name it. */
export const ID_HEADER = 'webhook-id';
/** Response bytes read before the rest is dropped (the status is all that counts). */
export const MAX_RESPONSE_BYTES = 64 * 1024;

export interface SendInput {
  url: string;
  /** The exact body to send; it is what gets signed. */
  body: Uint8Array;
  /** The event id, sent as `webhook-id`. */
  eventId?: string;
  secret: string;
  /** A second secret that signs too (a rotation's overlap): the header then carries two `v1`. */
  previousSecret?: string | null;
  timeoutMs: number;
  allowPrivate: boolean;
  /** Unix seconds for the signature (default: now). */
  timestamp?: number;
  /** Aborting cuts the attempt short; it then resolves with `aborted: true`. */
  signal?: AbortSignal;
  /** A keep-alive agent for the URL's origin; without one the attempt opens a connection of its own. */
  agent?: http.Agent;
  /**
   * Replaces the guarded DNS lookup (tests only, not reachable from config): pass
   * `guardedLookup(resolver)` to keep the SSRF guard with a fake resolver. An `agent` carries its own.
   */
  lookup?: LookupFunction;
}

export interface SendResult {
  ok: boolean;
  response_status: number | null;
  error: string | null;
  duration_ms: number;
  /** The answer's `retry-after` header, as sent (null without one). */
  retry_after: string | null;
  /** The attempt was cut short by `signal` (shutdown): its outcome is unknown. */
  aborted?: boolean;
}

const defaultGuard = guardedLookup();

class TimeoutError extends Error {
  readonly code = 'ERR_WEBHOOK_TIMEOUT';
}

/** `t=<ts>,v1=<hex>` with the secret, and a second `v1` with `previousSecret` when given. */
export function signatureHeader(
  body: Uint8Array,
  secret: string,
  previousSecret?: string | null,
  timestamp?: number,
): string {
  const opts = timestamp === undefined ? {} : { timestamp };
  const current = sign(body, secret, opts);
  if (!previousSecret) return current;
  const { timestamp: t, signatures } = parseSignatureHeader(current);
  const previous = parseSignatureHeader(sign(body, previousSecret, { timestamp: t })).signatures;
  return formatSignatureHeader(t, [...signatures, ...previous]);
}

/** Sign `body` and POST it to `url`; never throws. */
export function sendWebhook(input: SendInput): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  const fail = (error: string, status: number | null = null, retryAfter: string | null = null): SendResult => ({
    ok: false,
    response_status: status,
    error,
    duration_ms: elapsed(),
    retry_after: retryAfter,
  });

  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return Promise.resolve(fail('connection_failed'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.resolve(fail('connection_failed'));
  const literal = literalAddress(url);
  // A literal address never goes through `lookup`, so it is checked here, after URL normalisation.
  if (literal !== undefined && !input.allowPrivate && classifyAddress(literal) !== 'public') {
    return Promise.resolve(fail('url_private'));
  }

  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-length': String(input.body.byteLength),
    [SIGNATURE_HEADER]: signatureHeader(input.body, input.secret, input.previousSecret, input.timestamp),
    ...(input.eventId === undefined ? {} : { [ID_HEADER]: input.eventId }),
    'user-agent': USER_AGENT,
    accept: '*/*',
  };
  const options: http.RequestOptions = {
    method: 'POST',
    hostname: literal ?? url.hostname,
    port: url.port === '' ? undefined : Number(url.port),
    path: `${url.pathname}${url.search}`,
    headers,
    agent: input.agent ?? false,
    ...(input.allowPrivate || input.agent ? {} : { lookup: input.lookup ?? defaultGuard }),
  };
  const mod = url.protocol === 'https:' ? https : http;

  return new Promise<SendResult>((resolve) => {
    let done = false;
    let status: number | null = null;
    let current: http.ClientRequest | undefined;
    const finish = (r: SendResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', onAbort);
      resolve(r);
    };
    const timer = setTimeout(() => {
      current?.destroy(new TimeoutError('timeout'));
      finish(fail('timeout', status));
    }, input.timeoutMs);
    const onAbort = () => {
      current?.destroy();
      finish({ ...fail('connection_failed', status), aborted: true });
    };
    if (input.signal?.aborted) {
      onAbort();
      return;
    }
    input.signal?.addEventListener('abort', onAbort, { once: true });

    const send = (again: boolean) => {
      const req = mod.request(options);
      current = req;
      req.on('response', (res) => {
        status = res.statusCode ?? null;
        const header = res.headers['retry-after'];
        const retryAfter = typeof header === 'string' ? header : null;
        let read = 0;
        const settle = () => {
          const s = status ?? 0;
          if (s >= 200 && s < 300) {
            finish({ ok: true, response_status: s, error: null, duration_ms: elapsed(), retry_after: retryAfter });
          } else finish(fail(`http_${s}`, status, retryAfter));
        };
        res.on('data', (chunk: Buffer) => {
          read += chunk.byteLength;
          if (read > MAX_RESPONSE_BYTES) {
            settle();
            res.destroy();
          }
        });
        res.on('end', settle);
        res.on('error', (err) => finish(fail(errorCode(err), status)));
        // A connection closed before the response ended (after 'end', finish has already run).
        res.on('close', () => finish(fail('connection_failed', status)));
      });
      req.on('error', (err) => {
        // An idle keep-alive connection the receiver had closed: nothing was answered, send it afresh.
        if (!again && !done && status === null && req.reusedSocket && isStaleConnection(err)) send(true);
        else finish(fail(errorCode(err), status));
      });
      req.end(input.body);
    };
    send(false);
  });
}

function isStaleConnection(err: unknown): boolean {
  const code = propertyOf(err, 'code');
  return code === 'ECONNRESET' || code === 'EPIPE';
}

function errorCode(err: unknown): string {
  if (err instanceof TimeoutError) return 'timeout';
  if (err instanceof PrivateAddressError) return 'url_private';
  return 'connection_failed';
}
