/**
 * One delivery attempt: POST the exact bytes that were signed, with a deadline covering DNS,
 * connect, TLS, the request and the whole response. No redirects are followed (a 3xx fails the
 * attempt), no connection is reused (`agent: false`), the response body is read and discarded
 * (at most {@link MAX_RESPONSE_BYTES}). Every failure is reported as a short code:
 * `timeout`, `connection_failed`, `url_private`, `http_<status>`.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { sign } from '@rentline/webhook-signer';
import { VERSION } from '../version.js';
import { classifyAddress, guardedLookup, literalAddress, PrivateAddressError } from './ssrf.js';

export const USER_AGENT = `rentline-webhooks/${VERSION}`;
export const SIGNATURE_HEADER = 'service-signature';
/** Response bytes read before the rest is dropped (the status is all that counts). */
export const MAX_RESPONSE_BYTES = 64 * 1024;

export interface SendInput {
  url: string;
  /** The exact body to send; it is what gets signed. */
  body: Uint8Array;
  secret: string;
  timeoutMs: number;
  allowPrivate: boolean;
  /** Unix seconds for the signature (default: now). */
  timestamp?: number;
  /** Aborting cuts the attempt short; it then resolves with `aborted: true`. */
  signal?: AbortSignal;
  /**
   * Replaces the guarded DNS lookup (tests only, not reachable from config): pass
   * `guardedLookup(resolver)` to keep the SSRF guard with a fake resolver.
   */
  lookup?: LookupFunction;
}

export interface SendResult {
  ok: boolean;
  response_status: number | null;
  error: string | null;
  duration_ms: number;
  /** The attempt was cut short by `signal` (shutdown): its outcome is unknown. */
  aborted?: boolean;
}

const defaultGuard = guardedLookup();

class TimeoutError extends Error {
  readonly code = 'ERR_WEBHOOK_TIMEOUT';
}

/** Sign `body` with `secret` and POST it to `url`; never throws. */
export function sendWebhook(input: SendInput): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  const fail = (error: string, status: number | null = null): SendResult => ({
    ok: false,
    response_status: status,
    error,
    duration_ms: elapsed(),
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

  const signature = sign(input.body, input.secret, input.timestamp === undefined ? {} : { timestamp: input.timestamp });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'content-length': String(input.body.byteLength),
    [SIGNATURE_HEADER]: signature,
    'user-agent': USER_AGENT,
    accept: '*/*',
  };
  const options: http.RequestOptions = {
    method: 'POST',
    hostname: literal ?? url.hostname,
    port: url.port === '' ? undefined : Number(url.port),
    path: `${url.pathname}${url.search}`,
    headers,
    agent: false,
    ...(input.allowPrivate ? {} : { lookup: input.lookup ?? defaultGuard }),
  };

  return new Promise<SendResult>((resolve) => {
    let done = false;
    let status: number | null = null;
    const finish = (r: SendResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', onAbort);
      resolve(r);
    };
    const mod = url.protocol === 'https:' ? https : http;
    const req = mod.request(options);
    const timer = setTimeout(() => req.destroy(new TimeoutError('timeout')), input.timeoutMs);
    const onAbort = () => {
      req.destroy();
      finish({ ...fail('connection_failed', status), aborted: true });
    };
    if (input.signal?.aborted) {
      onAbort();
      return;
    }
    input.signal?.addEventListener('abort', onAbort, { once: true });

    req.on('response', (res) => {
      status = res.statusCode ?? null;
      let read = 0;
      const settle = () => {
        const s = status ?? 0;
        if (s >= 200 && s < 300) finish({ ok: true, response_status: s, error: null, duration_ms: elapsed() });
        else finish(fail(`http_${s}`, status));
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
    req.on('error', (err) => finish(fail(errorCode(err), status)));
    req.end(input.body);
  });
}

function errorCode(err: unknown): string {
  if (err instanceof TimeoutError) return 'timeout';
  if (err instanceof PrivateAddressError) return 'url_private';
  return 'connection_failed';
}
