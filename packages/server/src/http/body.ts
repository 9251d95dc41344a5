/**
 * JSON bodies: at most `limit` bytes (413 `body_too_large`), `application/json` only when non-empty
 * (415 `unsupported_media_type`), an empty body is `{}`, bad JSON or a non-object is 400 `invalid_json`.
 */
import type { Context, Next } from 'koa';
import { ApiError, invalidRequest } from './errors.js';

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

function isJsonType(contentType: string): boolean {
  const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mime === 'application/json' || (mime.startsWith('application/') && mime.endsWith('+json'));
}

/** Parse the JSON body of the request into `ctx.state.body`. */
export async function readJsonBody(ctx: Context, limit: number): Promise<unknown> {
  const raw = await readRaw(ctx, limit);
  if (raw.length === 0 || raw.toString('utf8').trim() === '') return {};
  if (!isJsonType(ctx.get('content-type'))) {
    throw new ApiError(
      415,
      'invalid_request_error',
      'unsupported_media_type',
      'Request bodies must be JSON: send Content-Type: application/json.',
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw invalidRequest('invalid_json', 'The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidRequest('invalid_json', 'The request body must be a JSON object.');
  }
  return parsed;
}

export function bodyMiddleware(limit: number) {
  return async (ctx: Context, next: Next) => {
    ctx.state.body = await readJsonBody(ctx, limit);
    await next();
  };
}
