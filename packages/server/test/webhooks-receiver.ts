/**
 * A webhook receiver for tests: a real node:http server on 127.0.0.1 that records every request
 * (headers and raw body bytes) and answers as the test's `respond` says (status, delay, or hang).
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  n: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: any;
  at: number;
}

export type Reply = number | { status?: number; delayMs?: number; hang?: boolean; headers?: Record<string, string> };

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** Requests not yet answered or closed, now and at most. */
  open: number;
  maxOpen: number;
  /** TCP connections accepted so far (fewer than requests when connections are kept alive). */
  connections: number;
  /** TCP connections open now. */
  openConnections: number;
  respond: (r: Received) => Reply;
  /** Resolve once `predicate` holds for the received list (polling), or reject after `timeoutMs`. */
  waitFor(predicate: (received: Received[]) => boolean, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(respond: (r: Received) => Reply = () => 200): Promise<Receiver> {
  const received: Received[] = [];
  const pending = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    receiver.open++;
    receiver.maxOpen = Math.max(receiver.maxOpen, receiver.open);
    res.on('close', () => {
      receiver.open--;
    });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const text = body.toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      const r: Received = {
        n: received.length + 1,
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        text,
        json,
        at: Date.now(),
      };
      received.push(r);
      const reply = receiver.respond(r);
      const spec = typeof reply === 'number' ? { status: reply } : reply;
      if (spec.hang) {
        pending.add(res);
        return;
      }
      const send = () => {
        res.writeHead(spec.status ?? 200, { 'content-type': 'text/plain', ...spec.headers });
        res.end('ok');
      };
      if (spec.delayMs) setTimeout(send, spec.delayMs);
      else send();
    });
  });
  server.on('connection', (socket) => {
    receiver.connections++;
    receiver.openConnections++;
    socket.on('close', () => {
      receiver.openConnections--;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}`,
    port,
    received,
    open: 0,
    maxOpen: 0,
    connections: 0,
    openConnections: 0,
    respond,
    async waitFor(predicate, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > until)
          throw new Error(`receiver: condition not met in ${timeoutMs} ms (${received.length} received)`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return receiver;
}

/** Poll `fn` until it returns a truthy value (or throw after `timeoutMs`). */
export async function eventually<T>(
  fn: () => T | Promise<T>,
  timeoutMs = 10_000,
  label = 'condition',
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v as NonNullable<T>;
    if (Date.now() > until) throw new Error(`${label} not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
