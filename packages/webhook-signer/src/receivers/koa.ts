import { toBytes } from '../shared.js';
import { constructEvent } from '../verify.js';
import { createReceiver, RAW_BODY_PITFALL, RawBodyError, type ReceiverOptions, withinLimit } from './core.js';
import { type NodeRequestLike, readRawBody } from './node-body.js';

/** The parts of a Koa context the middleware uses. */
export interface KoaContextLike {
  method: string;
  path: string;
  req: NodeRequestLike;
  /** `request.rawBody` is read when a body parser (e.g. koa-bodyparser) left it there. */
  request: object;
  status: number;
  body: unknown;
  set(field: string, value: string): void;
}

/** What a Koa handler gets besides the event. */
export interface KoaHandlerContext {
  ctx: KoaContextLike;
}

/** Options for {@link createKoaMiddleware}. */
export interface KoaMiddlewareOptions extends ReceiverOptions<KoaHandlerContext> {
  /** Only handle requests to this exact path and pass others to `next()`. Default: handle every request. */
  path?: string;
}

async function koaBody(ctx: KoaContextLike, limit: number): Promise<Uint8Array> {
  const { rawBody } = ctx.request as { rawBody?: unknown };
  // koa-bodyparser keeps the body as decoded text: re-encoding it gives the original bytes for any
  // UTF-8 body without a byte-order mark (a BOM or invalid UTF-8 is lost in the decoding).
  if (typeof rawBody === 'string' || ArrayBuffer.isView(rawBody)) return withinLimit(toBytes(rawBody), limit);
  if (ctx.req.readableEnded) throw new RawBodyError('raw_body_unavailable', RAW_BODY_PITFALL);
  return readRawBody(ctx.req, { limit });
}

/**
 * Koa middleware that receives webhooks. It reads the raw bytes from `ctx.req` itself (so put it before
 * any body parser, or let koa-bodyparser keep `ctx.request.rawBody`, which it then uses), verifies,
 * de-duplicates by event id and awaits your handler. Answers as the other receivers: 200, 400 with the
 * verification code, 405, 409, 413, 500. It is terminal: it never calls `next()` for requests it handles.
 *
 * @example
 * ```ts
 * import Koa from 'koa';
 * import { createKoaMiddleware } from '@rentline/webhook-signer/koa';
 *
 * const app = new Koa();
 * app.use(createKoaMiddleware({
 *   path: '/webhooks',
 *   secret: process.env.WEBHOOK_SECRET!,
 *   handlers: { 'booking.cancelled': async (event) => queue.push(event) },
 * }));
 * app.listen(3000);
 * ```
 */
export function createKoaMiddleware(
  options: KoaMiddlewareOptions,
): (ctx: KoaContextLike, next: () => Promise<unknown>) => Promise<void> {
  const { path } = options;
  if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/'))) {
    throw new TypeError('path must be a string starting with "/"');
  }
  const receive = createReceiver<KoaHandlerContext>(options, constructEvent);
  return async (ctx, next) => {
    if (path !== undefined && ctx.path !== path) {
      await next();
      return;
    }
    const answer = await receive({
      method: ctx.method,
      getHeader: (name) => ctx.req.headers[name],
      readBody: (limit) => koaBody(ctx, limit),
      context: { ctx },
    });
    ctx.status = answer.status;
    for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
    ctx.body = answer.body;
  };
}
