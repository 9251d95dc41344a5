// What is particular to each adapter: body parsers that ran first, koa-bodyparser's rawBody, Koa paths,
// the node:http body reader, and the fetch handler on a platform with waitUntil.
import { createServer } from 'node:http';
import { sign } from '@rentline/webhook-signer';
import { createExpressMiddleware } from '@rentline/webhook-signer/express';
import { createFetchHandler } from '@rentline/webhook-signer/fetch';
import { createKoaMiddleware } from '@rentline/webhook-signer/koa';
import { createNodeHandler, RawBodyError, readRawBody } from '@rentline/webhook-signer/node';
import express from 'express';
import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delivery, envelope, listen, PATH, type Running, SECRET, send } from './support/servers.js';

const running: Running[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});
async function serve(server: Parameters<typeof listen>[0]): Promise<string> {
  const r = await listen(server);
  running.push(r);
  return r.url;
}

const BOM_EVENT = envelope('evt_bom');
const BOM_BODY = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(JSON.stringify(BOM_EVENT))]);

describe('Express', () => {
  it('explains the raw-body pitfall when express.json() ran first (500 raw_body_unavailable)', async () => {
    const app = express();
    app.use(express.json());
    app.post(PATH, createExpressMiddleware({ secret: SECRET }));
    const reply = await send(await serve(createServer(app)), delivery(envelope('evt_json')));
    expect(reply.status).toBe(500);
    expect(reply.json).toMatchObject({ error: { code: 'raw_body_unavailable' } });
    expect((reply.json as { error: { message: string } }).error.message).toMatch(/body parser/);
  });

  it('reads the raw body itself when express.json() ran but skipped a non-JSON content type', async () => {
    const app = express();
    app.use(express.json());
    app.post(PATH, createExpressMiddleware({ secret: SECRET }));
    const { body, headers } = delivery(envelope('evt_text'));
    const reply = await send(await serve(createServer(app)), {
      body,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
    });
    expect(reply.status).toBe(200);
  });

  it('uses the Buffer left by express.raw(), byte for byte (BOM included)', async () => {
    const handler = vi.fn();
    const app = express();
    app.post(
      PATH,
      express.raw({ type: 'application/json' }),
      createExpressMiddleware({ secret: SECRET, defaultHandler: handler }),
    );
    const url = await serve(createServer(app));
    expect((await send(url, delivery(undefined, { body: BOM_BODY }))).status).toBe(200);
    expect(handler.mock.calls[0]?.[0]).toEqual(BOM_EVENT);
    expect((await send(url, delivery(envelope('evt_2'), { secret: 'whsec_x' }))).status).toBe(400);
  });

  it('answers 413 when an express.raw() body is over the limit', async () => {
    const app = express();
    app.post(PATH, express.raw({ type: '*/*' }), createExpressMiddleware({ secret: SECRET, maxBodyBytes: 10 }));
    expect((await send(await serve(createServer(app)), delivery(envelope('evt_big')))).status).toBe(413);
  });

  it('leaves other routes free to parse JSON after the webhook route', async () => {
    const app = express();
    app.post(PATH, createExpressMiddleware({ secret: SECRET }));
    app.use(express.json());
    app.post('/api', (req, res) => {
      res.json({ echoed: req.body });
    });
    const url = await serve(createServer(app));
    expect((await send(url, delivery(envelope('evt_ok')))).status).toBe(200);
    const api = await send(url.replace(PATH, '/api'), {
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(api.json).toEqual({ echoed: { a: 1 } });
  });
});

describe('Koa', () => {
  it('uses ctx.request.rawBody (bytes or koa-bodyparser text) when a parser consumed the stream', async () => {
    const handler = vi.fn();
    for (const keep of ['bytes', 'text'] as const) {
      const app = new Koa();
      app.use(async (ctx, next) => {
        // A body parser: reads the stream, keeps the raw body, parses JSON.
        const raw = await readRawBody(ctx.req);
        const text = new TextDecoder().decode(raw);
        Object.assign(ctx.request, { rawBody: keep === 'bytes' ? raw : text, body: JSON.parse(text) });
        await next();
      });
      app.use(createKoaMiddleware({ secret: SECRET, defaultHandler: handler }));
      const reply = await send(await serve(createServer(app.callback())), delivery(envelope(`evt_${keep}`)));
      expect(reply.status).toBe(200);
    }
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('answers 500 raw_body_unavailable when the stream was consumed and no rawBody kept', async () => {
    const app = new Koa();
    app.use(async (ctx, next) => {
      await readRawBody(ctx.req);
      await next();
    });
    app.use(createKoaMiddleware({ secret: SECRET }));
    const reply = await send(await serve(createServer(app.callback())), delivery(envelope('evt_gone')));
    expect(reply.status).toBe(500);
    expect(reply.json).toMatchObject({ error: { code: 'raw_body_unavailable' } });
  });

  it('with `path`, passes other paths to next()', async () => {
    const app = new Koa();
    app.use(createKoaMiddleware({ secret: SECRET, path: PATH }));
    app.use((ctx) => {
      ctx.body = 'downstream';
    });
    const url = await serve(createServer(app.callback()));
    expect((await send(url.replace(PATH, '/health'), { method: 'GET' })).text).toBe('downstream');
    expect((await send(url, delivery(envelope('evt_k')))).status).toBe(200);
    expect(() => createKoaMiddleware({ secret: SECRET, path: 'webhooks' })).toThrow(TypeError);
  });
});

describe('node:http', () => {
  it('readRawBody returns the exact bytes, BOM included', async () => {
    let got: Uint8Array | undefined;
    const url = await serve(
      createServer(async (req, res) => {
        got = await readRawBody(req);
        res.end('ok');
      }),
    );
    await send(url, { body: BOM_BODY, chunks: undefined });
    expect(got).toEqual(BOM_BODY);
  });

  it('readRawBody rejects with RawBodyError: over the limit, decoded text, consumed stream', async () => {
    const failures: unknown[] = [];
    const url = await serve(
      createServer(async (req, res) => {
        const mode = req.headers['x-mode'];
        if (mode === 'text') req.setEncoding('utf8');
        if (mode === 'twice') await readRawBody(req);
        try {
          await readRawBody(req, { limit: 8 });
        } catch (error) {
          failures.push(error);
        }
        res.end();
      }),
    );
    await send(url, { body: 'more than eight bytes', headers: { 'x-mode': 'limit' } });
    await send(url, { chunks: [new Uint8Array(5), new Uint8Array(5)], headers: { 'x-mode': 'chunked' } });
    await send(url, { body: 'short', headers: { 'x-mode': 'text' } });
    await send(url, { body: 'short', headers: { 'x-mode': 'twice' } });
    expect(failures.map((e) => e instanceof RawBodyError && [e.code, e.status])).toEqual([
      ['payload_too_large', 413],
      ['payload_too_large', 413],
      ['raw_body_unavailable', 500],
      ['raw_body_unavailable', 500],
    ]);
  });

  it('createNodeHandler gives handlers req and res', async () => {
    let keys: string[] = [];
    const handler = createNodeHandler({
      secret: SECRET,
      defaultHandler: (_, ctx) => {
        keys = Object.keys(ctx).sort();
      },
    });
    const url = await serve(createServer((req, res) => void handler(req, res)));
    expect((await send(url, delivery(envelope('evt_n')))).status).toBe(200);
    expect(keys).toEqual(['req', 'res', 'waitUntil']);
  });
});

describe('fetch', () => {
  const request = (body: BodyInit | null, header?: string, init: RequestInit = {}) =>
    new Request('https://receiver.example/webhooks', {
      method: 'POST',
      body,
      headers: header ? { 'service-signature': header } : {},
      ...init,
    });

  it("passes waitUntil to the platform's execution context (Cloudflare Workers)", async () => {
    const platform = { waitUntil: vi.fn() };
    const env = { QUEUE: 'binding' };
    let seenEnv: unknown;
    const handle = createFetchHandler({
      secret: SECRET,
      defaultHandler: (_, ctx) => {
        seenEnv = ctx.env;
        ctx.waitUntil(Promise.resolve('sent'));
      },
    });
    const body = JSON.stringify(envelope('evt_w'));
    const response = await handle(request(body, sign(body, SECRET)), env, platform);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(platform.waitUntil).toHaveBeenCalledTimes(1);
    expect(seenEnv).toBe(env);
  });

  it('answers 500 raw_body_unavailable when the body was already read', async () => {
    const handle = createFetchHandler({ secret: SECRET });
    const body = JSON.stringify(envelope('evt_used'));
    const req = request(body, sign(body, SECRET));
    await req.text();
    const response = await handle(req);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { code: 'raw_body_unavailable' } });
  });

  it('verifies a BOM body from a Request and an empty body is payload_invalid', async () => {
    const handle = createFetchHandler({ secret: SECRET, onError: () => {} });
    expect((await handle(request(BOM_BODY, sign(BOM_BODY, SECRET)))).status).toBe(200);
    const empty = await handle(request(null, sign('', SECRET)));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { code: 'payload_invalid' } });
  });

  it('never throws: an unexpected failure is a 500 internal_error reported to onError', async () => {
    const errors: string[] = [];
    const handle = createFetchHandler({
      secret: SECRET,
      onError: (_, info) => errors.push(info.phase),
      now: () => {
        throw new Error('clock broke');
      },
    });
    const body = JSON.stringify(envelope('evt_boom'));
    const response = await handle(request(body, sign(body, SECRET)));
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { code: 'internal_error' } });
    expect(errors).toEqual(['internal']);
  });
});

describe('receiver options are checked when the receiver is created', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['no secret', {}],
    ['secret and secrets', { secret: 'a', secrets: ['b'] }],
    ['empty secrets', { secrets: [] }],
    ['negative tolerance', { secret: 'a', tolerance: -1 }],
    ['store without add', { secret: 'a', store: { has: () => false } }],
    ['handler not a function', { secret: 'a', handlers: { 'booking.created': 'yes' } }],
    ['defaultHandler not a function', { secret: 'a', defaultHandler: {} }],
    ['negative maxBodyBytes', { secret: 'a', maxBodyBytes: -1 }],
    ['fractional maxBodyBytes', { secret: 'a', maxBodyBytes: 1.5 }],
    ['empty headerName', { secret: 'a', headerName: '' }],
    ['now not a function', { secret: 'a', now: 1_700_000_000 }],
  ];
  it.each(cases)('%s', (_, options) => {
    for (const create of [createFetchHandler, createNodeHandler, createExpressMiddleware, createKoaMiddleware]) {
      expect(() => create(options as never)).toThrow(TypeError);
    }
  });
});
