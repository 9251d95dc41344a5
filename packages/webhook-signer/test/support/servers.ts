// Real servers on 127.0.0.1 (port 0) for each receiver, and a raw HTTP client.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { sign } from '@rentline/webhook-signer';
import { createExpressMiddleware } from '@rentline/webhook-signer/express';
import { createFetchHandler } from '@rentline/webhook-signer/fetch';
import { createKoaMiddleware } from '@rentline/webhook-signer/koa';
import { createNodeHandler } from '@rentline/webhook-signer/node';
import express from 'express';
import Koa from 'koa';

export type ReceiverKind = 'node' | 'fetch' | 'koa' | 'express';
export const RECEIVER_KINDS: ReceiverKind[] = ['node', 'fetch', 'koa', 'express'];
export const PATH = '/webhooks';

export interface Running {
  url: string;
  close(): Promise<void>;
}

export async function listen(server: Server): Promise<Running> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${PATH}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Serves a fetch handler through node:http: IncomingMessage → Request (streamed body) → Response. */
export function serveFetch(handler: (request: Request) => Promise<Response>): Server {
  return createServer(async (req: IncomingMessage, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
    } as RequestInit);
    const response = await handler(request);
    res.statusCode = response.status;
    response.headers.forEach((value, name) => {
      res.setHeader(name, value);
    });
    res.end(new Uint8Array(await response.arrayBuffer()));
  });
}

// Options are whatever the receiver takes; the harness stays agnostic of the context type.
type AnyOptions = any;

export function startReceiver(kind: ReceiverKind, options: AnyOptions): Promise<Running> {
  switch (kind) {
    case 'node': {
      const handler = createNodeHandler(options);
      return listen(createServer((req, res) => void handler(req, res)));
    }
    case 'fetch':
      return listen(serveFetch(createFetchHandler(options)));
    case 'koa': {
      const app = new Koa();
      app.use(createKoaMiddleware({ path: PATH, ...options }));
      return listen(createServer(app.callback()));
    }
    case 'express': {
      const app = express();
      app.all(PATH, createExpressMiddleware(options));
      return listen(createServer(app));
    }
  }
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
}

/** A raw HTTP request: exact body bytes; `chunks` sends chunked transfer encoding without content-length. */
export function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array; chunks?: Uint8Array[] } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'POST', headers: init.headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (init.chunks) {
      for (const chunk of init.chunks) req.write(chunk);
      req.end();
    } else if (init.body !== undefined) {
      req.end(init.body);
    } else {
      req.end();
    }
  });
}

export const SECRET = 'whsec_receiver_test';

export function envelope(id: string, type = 'booking.created', data: Record<string, unknown> = { id: 'bk_1' }) {
  return { id, type, data, tenant_id: 'ten_1', created_at: '2026-03-01T10:00:00Z', livemode: false };
}

/** A delivery as the sender makes it: JSON body, content-type, service-signature. */
export function delivery(
  event: unknown,
  opts: { secret?: string; timestamp?: number; body?: string | Uint8Array } = {},
): { body: string | Uint8Array; headers: Record<string, string> } {
  const body = opts.body ?? JSON.stringify(event);
  const header = sign(body, opts.secret ?? SECRET, opts.timestamp === undefined ? {} : { timestamp: opts.timestamp });
  return { body, headers: { 'content-type': 'application/json', 'service-signature': header } };
}
