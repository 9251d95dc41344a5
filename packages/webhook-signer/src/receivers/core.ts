// The receiver logic shared by the fetch, Koa, Express and node:http adapters. Runtime-neutral (no
// `node:` imports): the fetch entry bundles it. Adapters only read the body and write the response.
import { isWebhookVerificationError, type WebhookVerificationErrorCode } from '../errors.js';
import { SIGNATURE_HEADER } from '../header.js';
import { createMemoryStore, type EventStore } from '../store.js';
import type { KnownWebhookEventType, VerifyOptions, WebhookEvent, WebhookSecrets } from '../types.js';
import { assertTolerance, normaliseSecrets } from '../validate.js';

/** Default largest body a receiver reads: 1 MiB. Larger is a 413. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** What every handler gets besides the event: the adapter's own objects, and `waitUntil`. */
export type HandlerContext<C> = C & {
  /**
   * Lets work continue after the response is sent: on Cloudflare Workers it is passed to the platform's
   * `ctx.waitUntil`; everywhere a rejection is reported to `onError` (phase `background`) instead of
   * crashing the process. The event is already marked as seen by then, so only do best-effort work here;
   * put must-not-lose work on a durable queue inside the handler itself.
   */
  waitUntil(promise: Promise<unknown>): void;
};

/**
 * Handles one verified event. The receiver awaits it: return quickly (queue slow work, or use
 * `context.waitUntil`), throw to answer 500 so that the sender retries later.
 */
export type WebhookHandler<C> = (event: WebhookEvent, context: HandlerContext<C>) => unknown;

/** Where an error reported to `onError` happened. */
export interface ReceiverErrorInfo {
  phase: 'handler' | 'store' | 'background' | 'internal';
  event?: WebhookEvent;
}

/** Options shared by every receiver. Give exactly one of `secret` and `secrets`. */
export interface ReceiverOptions<C> {
  /** The endpoint secret (`whsec_...`), or several during a rotation. */
  secret?: WebhookSecrets;
  /** Alias of `secret`, reads better with an array. */
  secrets?: WebhookSecrets;
  /** Seconds of clock difference accepted either way; default 300; `0` disables the time check. */
  tolerance?: number;
  /** Clock in Unix seconds (for tests). Default: the system clock. */
  now?: () => number;
  /**
   * Processed event ids, for de-duplication. Default: an in-memory LRU of 10,000 ids per receiver.
   * `false` turns de-duplication off.
   */
  store?: EventStore | false;
  /** One handler per event type. Types without one go to `defaultHandler`. */
  handlers?: Partial<Record<KnownWebhookEventType | (string & {}), WebhookHandler<C>>>;
  /** Handles events of types not in `handlers`. Default: acknowledge and do nothing. */
  defaultHandler?: WebhookHandler<C>;
  /** Largest body read, in bytes; default 1 MiB; larger is a 413 `payload_too_large`. */
  maxBodyBytes?: number;
  /** Signature header name; default `service-signature`. */
  headerName?: string;
  /** Called with handler, store and background errors. Default: `console.error`. */
  onError?: (error: unknown, info: ReceiverErrorInfo) => void;
}

/** Codes of receiver answers that are not signature verification failures. */
export type ReceiverErrorCode =
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'raw_body_unavailable'
  | 'body_read_failed'
  | 'event_in_progress'
  | 'handler_failed'
  | 'store_failed'
  | 'internal_error';

/**
 * A failure to obtain the raw request body, with the HTTP status the receiver answers: 413
 * `payload_too_large`, 500 `raw_body_unavailable` (a body parser consumed it first), 400 `body_read_failed`.
 *
 * @example
 * ```ts
 * import { RawBodyError, readRawBody } from '@rentline/webhook-signer/node';
 *
 * try {
 *   body = await readRawBody(req, { limit: 64 * 1024 });
 * } catch (err) {
 *   if (err instanceof RawBodyError) return void res.writeHead(err.status).end(err.code);
 *   throw err;
 * }
 * ```
 */
export class RawBodyError extends Error {
  readonly status: number;
  readonly code: 'payload_too_large' | 'raw_body_unavailable' | 'body_read_failed';

  constructor(code: RawBodyError['code'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RawBodyError';
    this.code = code;
    this.status = code === 'payload_too_large' ? 413 : code === 'raw_body_unavailable' ? 500 : 400;
  }
}

/** The explanation sent when a body parser ran before the receiver. */
export const RAW_BODY_PITFALL =
  'The request body was already consumed by a body parser, so its raw bytes are gone and the signature cannot be checked ' +
  '(re-serialised JSON never matches byte for byte). Mount the webhook receiver before any JSON body parser, ' +
  'or give it the raw bytes (e.g. express.raw({ type: "application/json" })).';

export function tooLarge(limit: number): RawBodyError {
  return new RawBodyError('payload_too_large', `The request body is larger than ${limit} bytes.`);
}

/** A body that a parser already read into memory, checked against the limit like a streamed one. */
export function withinLimit(bytes: Uint8Array, limit: number): Uint8Array {
  if (bytes.length > limit) throw tooLarge(limit);
  return bytes;
}

/** True when a declared `content-length` already exceeds the limit. */
export function declaredTooLarge(contentLength: string | null | undefined, limit: number): boolean {
  return contentLength != null && /^\d+$/.test(contentLength) && Number(contentLength) > limit;
}

/** Concatenates chunks into one plain Uint8Array (a Buffer chunk is viewed as a Uint8Array, not copied). */
export function concatBytes(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) {
    const only = chunks[0]!;
    return new Uint8Array(only.buffer, only.byteOffset, only.byteLength);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** One request as an adapter hands it to the core. */
export interface ReceiverRequest<C> {
  method: string | undefined;
  /** Reads a request header by its lowercase name. */
  getHeader(name: string): string | readonly string[] | null | undefined;
  /** Reads the raw body; throws {@link RawBodyError} when it is too large, gone, or broken. */
  readBody(limit: number): Promise<Uint8Array>;
  context: C;
  /** The platform's `waitUntil`, if any (Cloudflare Workers). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** The answer an adapter writes back. */
export interface ReceiverResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Verifies a raw body and parses it into an event: the node:crypto or the Web Crypto `constructEvent`. */
export type ConstructEvent = (
  body: Uint8Array,
  header: string | null | undefined,
  secrets: WebhookSecrets,
  opts: VerifyOptions,
) => WebhookEvent | Promise<WebhookEvent>;

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

function reply(status: number, body: unknown, extra?: Record<string, string>): ReceiverResponse {
  return { status, headers: { ...JSON_TYPE, ...extra }, body: JSON.stringify(body) };
}

function fail(
  status: number,
  code: ReceiverErrorCode | WebhookVerificationErrorCode,
  message: string,
  extra?: Record<string, string>,
): ReceiverResponse {
  return reply(status, { error: { code, message } }, extra);
}

function defaultOnError(error: unknown, info: ReceiverErrorInfo): void {
  const about = info.event ? ` (event ${info.event.id}, ${info.event.type})` : '';
  console.error(`[@rentline/webhook-signer] ${info.phase} error${about}:`, error);
}

function validateStore(store: ReceiverOptions<unknown>['store']): EventStore | undefined {
  if (store === false) return undefined;
  if (store === undefined) return createMemoryStore();
  if (
    typeof store !== 'object' ||
    store === null ||
    typeof store.has !== 'function' ||
    typeof store.add !== 'function'
  ) {
    throw new TypeError('store must be an object with has(id) and add(id) methods, or false');
  }
  return store;
}

function pickSecrets(options: ReceiverOptions<unknown>): readonly string[] {
  if (options.secret !== undefined && options.secrets !== undefined) {
    throw new TypeError('give either secret or secrets, not both');
  }
  const secrets = options.secret ?? options.secrets;
  if (secrets === undefined) throw new TypeError('a receiver needs a secret (or secrets)');
  return [...normaliseSecrets(secrets)];
}

function optionalFunction<F>(value: F | undefined, name: string): F | undefined {
  if (value !== undefined && typeof value !== 'function') throw new TypeError(`${name} must be a function`);
  return value;
}

/**
 * Builds the request → response function behind every adapter. Options are validated here, once, so a
 * misconfigured receiver fails at start-up rather than on the first delivery.
 *
 * Order per request: 405 unless POST; read the raw body (413 over the limit); verify and parse (400 with
 * the {@link WebhookVerificationError} code); 409 if the same event id is being handled right now; 200
 * `duplicate` if the store has seen it; run the handler (500 if it throws, and the id is not stored);
 * store the id; 200.
 */
export function createReceiver<C>(
  options: ReceiverOptions<C>,
  construct: ConstructEvent,
): (request: ReceiverRequest<C>) => Promise<ReceiverResponse> {
  if (typeof options !== 'object' || options === null) throw new TypeError('receiver options are required');
  const secrets = pickSecrets(options as ReceiverOptions<unknown>);
  const tolerance = options.tolerance;
  if (tolerance !== undefined) assertTolerance(tolerance);
  const now = optionalFunction(options.now, 'now');
  const store = validateStore(options.store);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 0) {
    throw new TypeError(`maxBodyBytes must be a non-negative integer, got ${String(maxBodyBytes)}`);
  }
  const headerName = options.headerName ?? SIGNATURE_HEADER;
  if (typeof headerName !== 'string' || headerName === '') throw new TypeError('headerName must be a non-empty string');
  const headerKey = headerName.toLowerCase();
  const handlers = new Map<string, WebhookHandler<C>>();
  for (const [type, handler] of Object.entries(options.handlers ?? {})) {
    if (handler === undefined) continue;
    handlers.set(type, optionalFunction(handler, `handlers["${type}"]`)!);
  }
  const defaultHandler = optionalFunction(options.defaultHandler, 'defaultHandler');
  const onError = optionalFunction(options.onError, 'onError') ?? defaultOnError;
  const report = (error: unknown, info: ReceiverErrorInfo): void => {
    try {
      onError(error, info);
    } catch {
      // A broken logger must not turn an answer into a crash.
    }
  };
  // Ids whose handler is running right now in this process.
  const inFlight = new Set<string>();

  async function handleRequest(request: ReceiverRequest<C>): Promise<ReceiverResponse> {
    if ((request.method ?? '').toUpperCase() !== 'POST') {
      return fail(405, 'method_not_allowed', 'Webhooks are delivered with POST.', { allow: 'POST' });
    }

    let body: Uint8Array;
    try {
      body = await request.readBody(maxBodyBytes);
    } catch (error) {
      if (error instanceof RawBodyError) return fail(error.status, error.code, error.message);
      return fail(400, 'body_read_failed', 'The request body could not be read.');
    }

    const rawHeader = request.getHeader(headerKey);
    const header = Array.isArray(rawHeader) ? rawHeader.join(', ') : (rawHeader as string | null | undefined);
    let event: WebhookEvent;
    try {
      event = await construct(body, header, secrets, { tolerance, now: now?.() });
    } catch (error) {
      if (isWebhookVerificationError(error)) return fail(400, error.code, error.message);
      throw error;
    }

    const { id } = event;
    if (inFlight.has(id)) {
      return fail(409, 'event_in_progress', 'This event is being processed by another request; retry later.', {
        'retry-after': '1',
      });
    }
    inFlight.add(id);
    try {
      try {
        if (store && (await store.has(id))) return reply(200, { received: true, duplicate: true });
      } catch (error) {
        report(error, { phase: 'store', event });
        return fail(500, 'store_failed', 'The event store is unavailable; retry later.');
      }

      const handler = handlers.get(event.type) ?? defaultHandler;
      if (handler) {
        const waitUntil = (promise: Promise<unknown>): void => {
          Promise.resolve(promise).catch((error: unknown) => report(error, { phase: 'background', event }));
          request.waitUntil?.(promise);
        };
        try {
          await handler(event, { ...request.context, waitUntil } as HandlerContext<C>);
        } catch (error) {
          report(error, { phase: 'handler', event });
          return fail(500, 'handler_failed', 'The webhook handler failed; the event was not marked as processed.');
        }
      }

      try {
        await store?.add(id);
      } catch (error) {
        // The work is done: answering 500 would make the sender deliver it again. Report and acknowledge.
        report(error, { phase: 'store', event });
      }
      return reply(200, { received: true });
    } finally {
      inFlight.delete(id);
    }
  }

  return async (request) => {
    try {
      return await handleRequest(request);
    } catch (error) {
      report(error, { phase: 'internal' });
      return fail(500, 'internal_error', 'The webhook receiver failed unexpectedly.');
    }
  };
}
