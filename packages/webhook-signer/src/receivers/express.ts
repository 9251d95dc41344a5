import { toBytes } from '../shared.js';
import { constructEvent } from '../verify.js';
import { createReceiver, RAW_BODY_PITFALL, RawBodyError, type ReceiverOptions, withinLimit } from './core.js';
import { type NodeRequestLike, type NodeResponseLike, readRawBody, writeNodeResponse } from './node-body.js';

/** The parts of an Express request the middleware uses (`body` is set by body parsers, if any ran). */
export interface ExpressRequestLike extends NodeRequestLike {
  body?: unknown;
  /** Set to true by body-parser once it consumed the stream. */
  _body?: boolean;
}

/** What an Express handler gets besides the event. */
export interface ExpressHandlerContext {
  req: ExpressRequestLike;
  res: NodeResponseLike;
}

/** Options for {@link createExpressMiddleware}. */
export type ExpressMiddlewareOptions = ReceiverOptions<ExpressHandlerContext>;

async function expressBody(req: ExpressRequestLike, limit: number): Promise<Uint8Array> {
  const { body } = req;
  // express.raw() leaves the exact bytes in a Buffer: use them.
  if (ArrayBuffer.isView(body)) return withinLimit(toBytes(body), limit);
  // express.json(), express.text() or express.urlencoded() already read the stream: the bytes are gone.
  if (req._body === true || req.readableEnded) throw new RawBodyError('raw_body_unavailable', RAW_BODY_PITFALL);
  return readRawBody(req, { limit });
}

/**
 * Express (4 or 5) middleware that receives webhooks. It reads the raw body itself, so mount it on its
 * route before (or without) `express.json()`; it also accepts the Buffer left by
 * `express.raw({ type: 'application/json' })`. If another parser consumed the body first it answers 500
 * `raw_body_unavailable` with an explanation instead of a misleading `signature_mismatch`. Answers: 200
 * `{"received":true}` (plus `"duplicate":true` for a seen id), 400 with the verification error code, 405,
 * 409 while the same id is in progress, 413 over `maxBodyBytes`, 500 if your handler throws.
 *
 * @example
 * ```ts
 * import express from 'express';
 * import { createExpressMiddleware } from '@rentline/webhook-signer/express';
 *
 * const app = express();
 * app.post('/webhooks', createExpressMiddleware({
 *   secret: process.env.WEBHOOK_SECRET!,
 *   handlers: { 'payment.received': async (event) => queue.push(event) },
 * }));
 * app.use(express.json()); // other routes may parse JSON: the webhook route is already answered
 * app.listen(3000);
 * ```
 */
export function createExpressMiddleware(
  options: ExpressMiddlewareOptions,
): (req: ExpressRequestLike, res: NodeResponseLike) => Promise<void> {
  const receive = createReceiver<ExpressHandlerContext>(options, constructEvent);
  return async (req, res) => {
    const answer = await receive({
      method: req.method,
      getHeader: (name) => req.headers[name],
      readBody: (limit) => expressBody(req, limit),
      context: { req, res },
    });
    writeNodeResponse(res, answer);
  };
}
