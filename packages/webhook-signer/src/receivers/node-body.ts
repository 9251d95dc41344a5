// Raw-body reading and response writing for node:http-style objects, typed structurally so that neither
// @types/node nor a framework is needed by the published types (and no `node:` import is needed at all).

import type { ReceiverResponse } from './core.js';
import {
  concatBytes,
  DEFAULT_MAX_BODY_BYTES,
  declaredTooLarge,
  RAW_BODY_PITFALL,
  RawBodyError,
  tooLarge,
} from './core.js';

/** The parts of `http.IncomingMessage` the receivers use. */
export interface NodeRequestLike {
  headers: Record<string, string | string[] | undefined>;
  method?: string | undefined;
  /** True once the body stream has been read to its end (by someone else, if we did not read it). */
  readableEnded?: boolean;
  on(event: string, listener: (...args: any[]) => void): unknown;
  removeListener(event: string, listener: (...args: any[]) => void): unknown;
  resume?(): unknown;
}

/** The parts of `http.ServerResponse` the receivers use. */
export interface NodeResponseLike {
  statusCode: number;
  headersSent?: boolean;
  setHeader(name: string, value: string): unknown;
  end(chunk: string): unknown;
}

/** Options for {@link readRawBody}. */
export interface ReadRawBodyOptions {
  /** Largest body accepted, in bytes; default 1 MiB. */
  limit?: number;
}

/**
 * Reads the raw body of a `node:http` request as bytes, without decoding. Rejects with a
 * {@link RawBodyError}: `payload_too_large` (413) when `content-length` or the bytes read exceed `limit`,
 * `raw_body_unavailable` (500) when a body parser already consumed the stream or it was set to decode
 * text, `body_read_failed` (400) when the client aborts.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { constructEvent } from '@rentline/webhook-signer';
 * import { readRawBody } from '@rentline/webhook-signer/node';
 *
 * createServer(async (req, res) => {
 *   const body = await readRawBody(req, { limit: 1024 * 1024 });
 *   const event = constructEvent(body, req.headers['service-signature'] as string, process.env.WEBHOOK_SECRET!);
 *   res.end(event.id);
 * }).listen(3000);
 * ```
 */
export function readRawBody(req: NodeRequestLike, options: ReadRawBodyOptions = {}): Promise<Uint8Array> {
  const limit = options.limit ?? DEFAULT_MAX_BODY_BYTES;
  if (req.readableEnded) return Promise.reject(new RawBodyError('raw_body_unavailable', RAW_BODY_PITFALL));
  const length = req.headers['content-length'];
  if (declaredTooLarge(typeof length === 'string' ? length : undefined, limit)) return Promise.reject(tooLarge(limit));

  return new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let total = 0;
    const settle = (error: RawBodyError | undefined): void => {
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('error', onError);
      req.removeListener('close', onClose);
      if (error) reject(error);
      else resolve(concatBytes(chunks, total));
    };
    const onData = (chunk: unknown): void => {
      if (!(chunk instanceof Uint8Array)) {
        settle(
          new RawBodyError(
            'raw_body_unavailable',
            'The request stream yields text (setEncoding was called), not bytes; the raw body is needed.',
          ),
        );
        return;
      }
      total += chunk.length;
      if (total > limit) settle(tooLarge(limit));
      else chunks.push(chunk);
    };
    const onEnd = (): void => settle(undefined);
    const onError = (cause: unknown): void =>
      settle(new RawBodyError('body_read_failed', 'The request body could not be read.', { cause }));
    const onClose = (): void =>
      settle(new RawBodyError('body_read_failed', 'The connection closed before the request body was complete.'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
    req.resume?.();
  });
}

/** Writes a receiver answer to a `node:http` response. */
export function writeNodeResponse(res: NodeResponseLike, answer: ReceiverResponse): void {
  if (res.headersSent) return;
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  // After a 413 the rest of the upload is unread: do not keep the connection for another request.
  if (answer.status === 413) res.setHeader('connection', 'close');
  res.end(answer.body);
}
