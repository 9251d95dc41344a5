import { constructEvent } from '../verify.js';
import { createReceiver, type ReceiverOptions } from './core.js';
import { type NodeRequestLike, type NodeResponseLike, readRawBody, writeNodeResponse } from './node-body.js';

/** What a `node:http` handler gets besides the event. */
export interface NodeHandlerContext {
  req: NodeRequestLike;
  res: NodeResponseLike;
}

/** Options for {@link createNodeHandler}. */
export type NodeHandlerOptions = ReceiverOptions<NodeHandlerContext>;

/**
 * A `node:http` request listener that receives webhooks: it reads the raw body (1 MiB limit → 413),
 * verifies it (400 with the error code), de-duplicates by event id, awaits your handler (500 if it
 * throws, so the sender retries) and answers 200 `{"received":true}`. Non-POST requests get 405.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { createNodeHandler } from '@rentline/webhook-signer/node';
 *
 * const onWebhook = createNodeHandler({
 *   secret: process.env.WEBHOOK_SECRET!,
 *   handlers: { 'booking.created': async (event) => queue.push(event) },
 * });
 * createServer((req, res) => void onWebhook(req, res)).listen(3000);
 * ```
 */
export function createNodeHandler(
  options: NodeHandlerOptions,
): (req: NodeRequestLike, res: NodeResponseLike) => Promise<void> {
  const receive = createReceiver<NodeHandlerContext>(options, constructEvent);
  return async (req, res) => {
    const answer = await receive({
      method: req.method,
      getHeader: (name) => req.headers[name],
      readBody: (limit) => readRawBody(req, { limit }),
      context: { req, res },
    });
    writeNodeResponse(res, answer);
  };
}
