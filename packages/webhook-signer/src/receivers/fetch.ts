import { constructEventAsync } from '../web-crypto.js';
import {
  concatBytes,
  createReceiver,
  declaredTooLarge,
  RAW_BODY_PITFALL,
  RawBodyError,
  type ReceiverOptions,
  tooLarge,
} from './core.js';

/** What a fetch handler gets besides the event. */
export interface FetchHandlerContext {
  request: Request;
  /** The handler's second argument as the platform passed it (Cloudflare Workers: the `env` bindings). */
  env: unknown;
}

/** Options for {@link createFetchHandler}. */
export type FetchHandlerOptions = ReceiverOptions<FetchHandlerContext>;

/** The platform's third argument on Cloudflare Workers; elsewhere absent. */
export interface ExecutionContextLike {
  waitUntil?(promise: Promise<unknown>): void;
}

async function fetchBody(request: Request, limit: number): Promise<Uint8Array> {
  if (request.bodyUsed) throw new RawBodyError('raw_body_unavailable', RAW_BODY_PITFALL);
  if (declaredTooLarge(request.headers.get('content-length'), limit)) throw tooLarge(limit);
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return concatBytes(chunks, total);
}

/**
 * A fetch-API webhook receiver, `Request` → `Response`, on Web Crypto only: it runs unchanged on Node
 * (>= 20), Deno, Bun and Cloudflare Workers. It reads the raw bytes itself (1 MiB limit → 413), verifies
 * (400 with the error code), de-duplicates by event id, awaits your handler (500 if it throws) and
 * answers 200 `{"received":true}`. On Workers, `context.waitUntil` in a handler is the platform's.
 *
 * @example
 * ```ts
 * import { createFetchHandler } from '@rentline/webhook-signer/fetch';
 *
 * const handle = createFetchHandler({
 *   secret: 'whsec_...',
 *   handlers: { 'booking.created': async (event, { waitUntil }) => waitUntil(notify(event)) },
 * });
 * export default { fetch: handle };             // Cloudflare Workers, Bun
 * // Deno.serve(handle);                        // Deno
 * ```
 */
export function createFetchHandler(
  options: FetchHandlerOptions,
): (request: Request, env?: unknown, executionContext?: ExecutionContextLike) => Promise<Response> {
  const receive = createReceiver<FetchHandlerContext>(options, constructEventAsync);
  return async (request, env, executionContext) => {
    const platformWaitUntil = executionContext?.waitUntil;
    const answer = await receive({
      method: request.method,
      getHeader: (name) => request.headers.get(name),
      readBody: (limit) => fetchBody(request, limit),
      context: { request, env },
      waitUntil:
        typeof platformWaitUntil === 'function' ? (p) => platformWaitUntil.call(executionContext, p) : undefined,
    });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}
