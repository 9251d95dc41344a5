/**
 * JSON bodies: at most `limit` bytes (413 `body_too_large`), `application/json` only when non-empty
 * and not content-encoded (415 `unsupported_media_type`), an empty (zero-byte) body is `{}`, bad JSON,
 * bytes that are not UTF-8, or a non-object is 400 `invalid_json`, and so is a body nested deeper than
 * {@link MAX_BODY_DEPTH} levels (recursive code further on, such as the idempotency fingerprint, must
 * never meet a 100,000-level array). Number literals written with a fraction or an exponent are
 * recorded (`ctx.state.inexactNumbers`) for validation to refuse: `JSON.parse` cannot tell `1.0` from `1`.
 */
import type { Context, Next } from 'koa';
import { invalid } from '../core/errors.js';
import { LIMITS } from '../core/limits.js';
import { ApiError } from './errors.js';
import { type InexactNumber, inexactNumbers } from './literals.js';

/**
 * An oversized body is read and thrown away up to this many bytes (or {@link DRAIN_MS}) before the
 * 413 is sent, as nginx's lingering close does: a client still writing when the server closes gets
 * EPIPE or a reset instead of the answer. Past the bound the connection is closed at once.
 */
export const DRAIN_MAX_BYTES = 8 * 1_048_576;
export const DRAIN_MS = 5_000;

// The connection cannot be reused after a body that was not read to its end.
const tooLarge = (limit: number) =>
  new ApiError(413, 'invalid_request_error', 'body_too_large', `The request body exceeds ${limit} bytes.`, undefined, {
    connection: 'close',
  });

/** Read and discard the rest of the request, up to `budget` more bytes or `ms`; resolves either way. */
function discardRest(ctx: Context, budget: number, ms: number): Promise<void> {
  const req = ctx.req;
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', finish);
      req.off('close', finish);
      req.off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > budget) finish();
    };
    const timer = setTimeout(finish, ms);
    req.on('data', onData);
    req.once('end', finish);
    req.once('close', finish);
    req.once('error', finish);
    req.resume();
  });
}

/** The body's bytes; over `limit`, the rest is drained (bounded) and a 413 thrown. */
function readRaw(ctx: Context, limit: number): Promise<Buffer> {
  const req = ctx.req;
  const declared = ctx.get('content-length');
  if (declared !== '' && Number(declared) > limit) {
    const rest = Number(declared);
    const drained = rest <= DRAIN_MAX_BYTES ? discardRest(ctx, rest, DRAIN_MS) : Promise.resolve();
    return drained.then(() => {
      throw tooLarge(limit);
    });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        discardRest(ctx, DRAIN_MAX_BYTES - size, DRAIN_MS).then(() => reject(tooLarge(limit)));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const onClose = () => {
      cleanup();
      reject(invalid('invalid_json', 'The request body was cut off before its end.'));
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('close', onClose);
  });
}

/** The deepest nesting of objects and arrays a request body may have. */
export const MAX_BODY_DEPTH = LIMITS.max_body_depth;

/** Whether `value` nests objects/arrays more than `max` levels deep (iterative: no recursion). */
function deeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(v))
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
function isJsonType(contentType: string): boolean {
  return (contentType.split(';')[0]?.trim().toLowerCase() ?? '') === 'application/json';
}

const unsupported = (message: string) => new ApiError(415, 'invalid_request_error', 'unsupported_media_type', message);

// Fatal: a byte sequence that is not UTF-8 is an error, not U+FFFD. ignoreBOM keeps a byte-order mark
// in the text, so JSON.parse refuses it as before.
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export interface JsonBody {
  body: Record<string, unknown>;
  /** Number literals written with a fraction or an exponent, where they are. */
  inexact: InexactNumber[];
}

/** Parse the JSON body of the request. */
export async function readJsonBody(ctx: Context, limit: number): Promise<JsonBody> {
  const raw = await readRaw(ctx, limit);
  // Only a body of zero bytes counts as `{}`; whitespace is a body (and not valid JSON).
  if (raw.length === 0) return { body: {}, inexact: [] };
  if (!isJsonType(ctx.get('content-type'))) {
    throw unsupported('Request bodies must be JSON: send Content-Type: application/json.');
  }
  const encoding = ctx.get('content-encoding').trim().toLowerCase();
  if (encoding !== '' && encoding !== 'identity') {
    throw unsupported(`Content-Encoding ${encoding} is not supported: send the JSON body uncompressed.`);
  }
  let text: string;
  try {
    text = UTF8.decode(raw);
  } catch {
    throw invalid('invalid_json', 'The request body is not valid UTF-8.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('invalid_json', 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalid('invalid_json', 'The request body must be a JSON object.');
  }
  if (deeperThan(parsed, MAX_BODY_DEPTH)) {
    throw invalid('invalid_json', `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`);
  }
  // A fraction or an exponent follows a digit: a body without one has no such literal to find (the
  // letter e alone is in most keys).
  return { body: parsed as Record<string, unknown>, inexact: /[0-9][.eE]/.test(text) ? inexactNumbers(text) : [] };
}

/** A body read as bytes, unparsed (at most `limit`, else 413): `ctx.state.rawBody`. */
export function rawBodyMiddleware(limit: number) {
  return async (ctx: Context, next: Next) => {
    ctx.state.rawBody = await readRaw(ctx, limit);
    await next();
  };
}

export function bodyMiddleware(limit: number) {
  return async (ctx: Context, next: Next) => {
    const { body, inexact } = await readJsonBody(ctx, limit);
    ctx.state.body = body;
    ctx.state.inexactNumbers = inexact;
    await next();
  };
}
