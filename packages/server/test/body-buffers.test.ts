/**
 * Reused response buffers, over a real HTTP socket: a buffer is reused only after its response
 * finished, concurrent responses never share one, and every body arrives as encoded.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyBuffers, POOLED_FROM_CHARS } from '../src/http/body-buffers.js';
import { startServer } from './helpers.js';

let server: Server | undefined;
afterEach(async () => {
  const s = server;
  server = undefined;
  if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
});

/** A server whose every response is `text(n)` for the request's `?n=`, sent after `?delay=` ms. */
async function serve(bodies: BodyBuffers, sent: Buffer[]): Promise<string> {
  const s = createServer((req, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const body = bodies.encode(textOf(Number(url.searchParams.get('n'))), res);
    sent.push(body);
    setTimeout(() => res.end(body), Number(url.searchParams.get('delay') ?? 0));
  });
  server = s;
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

/** A body of about 40 KB, different for every `n`, with multi-byte characters in it. */
const textOf = (n: number) =>
  JSON.stringify({ n, rows: Array.from({ length: 400 }, (_, i) => `${n}-${i}-é€-${'x'.repeat(80)}`) });

describe('BodyBuffers', () => {
  it('reuses a buffer only once its response finished, and never for two responses in flight', async () => {
    const bodies = new BodyBuffers();
    const sent: Buffer[] = [];
    const url = await serve(bodies, sent);
    const [a, b] = await Promise.all([
      fetch(`${url}/?n=1&delay=60`).then((r) => r.text()),
      fetch(`${url}/?n=2&delay=10`).then((r) => r.text()),
    ]);
    expect(a).toBe(textOf(1));
    expect(b).toBe(textOf(2));
    expect(sent[0]?.buffer).not.toBe(sent[1]?.buffer);
    expect(bodies.freeCount()).toBe(2);

    const c = await fetch(`${url}/?n=3`).then((r) => r.text());
    expect(c).toBe(textOf(3));
    expect([sent[0]?.buffer, sent[1]?.buffer]).toContain(sent[2]?.buffer);
    expect(bodies.freeCount()).toBe(2);
  });

  it('sends every body intact under concurrent responses of different sizes', async () => {
    const bodies = new BodyBuffers();
    const url = await serve(bodies, []);
    const ns = Array.from({ length: 60 }, (_, i) => i);
    const texts = await Promise.all(ns.map((n) => fetch(`${url}/?n=${n}&delay=${n % 7}`).then((r) => r.text())));
    expect(texts).toEqual(ns.map(textOf));
    expect(bodies.freeCount()).toBeGreaterThan(0);
  });

  it('leaves short texts, texts over the largest class, and the bound of kept bytes alone', () => {
    const bodies = new BodyBuffers(64 * 1024);
    const res = { once: () => undefined } as unknown as ServerResponse;
    expect(bodies.encode('x'.repeat(POOLED_FROM_CHARS - 1), res).buffer.byteLength).not.toBe(32 * 1024);
    const huge = bodies.encode('y'.repeat(2 * 1024 * 1024), res);
    expect(huge.length).toBe(2 * 1024 * 1024);
    // Three 40 KB bodies finish; only one 64 KB buffer fits in 64 KB of kept bytes.
    const finishes: (() => void)[] = [];
    const tracked = { once: (_e: string, f: () => void) => finishes.push(f) } as unknown as ServerResponse;
    for (const n of [1, 2, 3]) expect(bodies.encode(textOf(n), tracked).toString()).toBe(textOf(n));
    for (const f of finishes) f();
    expect(bodies.freeCount()).toBe(1);
  });

  it('encodes any text and any pieces to the bytes Buffer.from gives (ASCII copied, the rest as UTF-8)', () => {
    const bodies = new BodyBuffers();
    const res = { once: () => undefined } as unknown as ServerResponse;
    // Long ASCII runs and single characters of every width, lone surrogates included, in any mix.
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 3 }),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 2000 }),
      fc.constantFrom(',', '[', '\ud800', 'é', '€', '😀', 'x'.repeat(3000)),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const joined = pieces.join('');
        const expected = Buffer.from(joined);
        expect(Buffer.from(bodies.encodePieces(pieces, res)).equals(expected)).toBe(true);
        expect(bodies.encode(joined, res).equals(expected)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('serves a large list as Koa would: the same JSON, type and length, again and again from reused buffers', async () => {
    const s = await startServer({ webhooks: { enabled: false } });
    try {
      for (let i = 0; i < 60; i++) {
        const created = await s.api('POST', '/v1/customers', { body: { name: `Customer ${i} ${'é'.repeat(150)}` } });
        expect(created.status).toBe(201);
      }
      const url = `${s.url}/v1/customers?limit=100`;
      const headers = { authorization: `Bearer ${s.tenant.test_key}` };
      const first = await fetch(url, { headers });
      const text = await first.text();
      expect(text.length).toBeGreaterThan(POOLED_FROM_CHARS);
      expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(Number(first.headers.get('content-length'))).toBe(Buffer.byteLength(text));
      const page = JSON.parse(text);
      expect(page.data).toHaveLength(60);
      expect(JSON.stringify(page)).toBe(text);
      const again = await Promise.all(Array.from({ length: 8 }, () => fetch(url, { headers }).then((r) => r.text())));
      expect(again).toEqual(Array.from({ length: 8 }, () => text));
      const head = await fetch(url, { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    } finally {
      await s.close();
    }
  });
});
