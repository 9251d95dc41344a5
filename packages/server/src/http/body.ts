/**
 * JSON bodies: at most `limit` bytes (413 `body_too_large`), `application/json` only when non-empty
 * and not content-encoded (415 `unsupported_media_type`), an empty (zero-byte) body is `{}`, bad JSON or a non-object is 400 `invalid_json`,
 * and so is a body nested deeper than {@link MAX_BODY_DEPTH} levels (recursive code further on, such as
 * the idempotency fingerprint, must never meet a 100,000-level array).
 */
import type { Context, Next } from 'koa';
import { invalid } from '../core/errors.js';
import { LIMITS } from '../core/limits.js';
import { ApiError } from './errors.js';

// The rest of the body is not read, so the connection cannot be reused: close it after the answer.
const tooLarge = (limit: number) =>
  new ApiError(413, 'invalid_request_error', 'body_too_large', `The request body exceeds ${limit} bytes.`, undefined, {
    connection: 'close',
  });

async function readRaw(ctx: Context, limit: number): Promise<Buffer> {
  const declared = ctx.get('content-length');
  if (declared !== '' && Number(declared) > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) {
      ctx.req.resume();
      throw tooLarge(limit);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
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

/** Parse the JSON body of the request into `ctx.state.body`. */
export async function readJsonBody(ctx: Context, limit: number): Promise<unknown> {
  const raw = await readRaw(ctx, limit);
  // Only a body of zero bytes counts as `{}`; whitespace is a body (and not valid JSON).
  if (raw.length === 0) return {};
  if (!isJsonType(ctx.get('content-type'))) {
    throw unsupported('Request bodies must be JSON: send Content-Type: application/json.');
  }
  const encoding = ctx.get('content-encoding').trim().toLowerCase();
  if (encoding !== '' && encoding !== 'identity') {
    throw unsupported(`Content-Encoding ${encoding} is not supported: send the JSON body uncompressed.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalid('invalid_json', 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalid('invalid_json', 'The request body must be a JSON object.');
  }
  if (deeperThan(parsed, MAX_BODY_DEPTH)) {
    throw invalid('invalid_json', `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`);
  }
  return parsed;
}

export function bodyMiddleware(limit: number) {
  return async (ctx: Context, next: Next) => {
    ctx.state.body = await readJsonBody(ctx, limit);
    await next();
  };
}
