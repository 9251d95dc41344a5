// Every receiver over a real socket on 127.0.0.1: the same contract, four adapters.

import { createMemoryStore, type WebhookEvent } from '@rentline/webhook-signer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delivery, envelope, RECEIVER_KINDS, type Running, SECRET, send, startReceiver } from './support/servers.js';

const running: Running[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

describe.each(RECEIVER_KINDS)('%s receiver', (kind) => {
  async function start(options: Record<string, unknown>): Promise<string> {
    const server = await startReceiver(kind, { secret: SECRET, onError: () => {}, ...options });
    running.push(server);
    return server.url;
  }

  it('answers 200 {"received":true} to a valid delivery and hands the parsed event to its handler', async () => {
    const seen: WebhookEvent[] = [];
    let context: Record<string, unknown> | undefined;
    const url = await start({
      handlers: {
        'booking.created': (event: WebhookEvent, ctx: Record<string, unknown>) => {
          seen.push(event);
          context = ctx;
        },
      },
    });
    const event = envelope('evt_ok');
    const reply = await send(url, delivery(event));
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ received: true });
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(seen).toEqual([event]);
    expect(typeof context?.waitUntil).toBe('function');
  });

  it('answers 400 with the code to an invalid signature, and runs no handler', async () => {
    const handler = vi.fn();
    const url = await start({ handlers: { 'booking.created': handler }, defaultHandler: handler });
    const reply = await send(url, delivery(envelope('evt_bad'), { secret: 'whsec_wrong' }));
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ error: { code: 'signature_mismatch' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers 400 to a missing or malformed header', async () => {
    const url = await start({});
    const { body } = delivery(envelope('evt_x'));
    expect((await send(url, { body, headers: { 'content-type': 'application/json' } })).json).toMatchObject({
      error: { code: 'header_missing' },
    });
    const malformed = await send(url, { body, headers: { 'service-signature': 'v1=abc' } });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toMatchObject({ error: { code: 'header_malformed' } });
  });

  it('answers 400 to an expired timestamp and to one too far in the future', async () => {
    const url = await start({});
    const now = Math.floor(Date.now() / 1000);
    // A minute past the 300 s tolerance: the receiver reads its clock a moment later, possibly in the next second.
    for (const timestamp of [now - 360, now + 360]) {
      const reply = await send(url, delivery(envelope('evt_time'), { timestamp }));
      expect(reply.status).toBe(400);
      expect(reply.json).toMatchObject({ error: { code: 'timestamp_outside_tolerance' } });
    }
  });

  it('uses the tolerance and clock options', async () => {
    const url = await start({ tolerance: 10, now: () => 1_700_000_000 });
    expect((await send(url, delivery(envelope('evt_a'), { timestamp: 1_700_000_010 }))).status).toBe(200);
    expect((await send(url, delivery(envelope('evt_b'), { timestamp: 1_699_999_989 }))).status).toBe(400);
  });

  it('answers 400 payload_invalid to a verified body that is not an event', async () => {
    const url = await start({});
    const reply = await send(url, delivery(undefined, { body: 'not json' }));
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ error: { code: 'payload_invalid' } });
  });

  it('de-duplicates by event id: the handler runs once, the repeat is acknowledged as a duplicate', async () => {
    const handler = vi.fn();
    const url = await start({ handlers: { 'booking.created': handler } });
    const event = envelope('evt_dup');
    expect((await send(url, delivery(event))).json).toEqual({ received: true });
    // The sender re-signs every attempt: a new header, the same event id.
    const again = await send(url, delivery(event, { timestamp: Math.floor(Date.now() / 1000) + 1 }));
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ received: true, duplicate: true });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('hands unknown event kinds to the default handler, and acknowledges them without one', async () => {
    const known = vi.fn();
    const fallback = vi.fn();
    const url = await start({ handlers: { 'booking.created': known }, defaultHandler: fallback });
    for (const type of ['booking.teleported', 'constructor', '__proto__', 'toString']) {
      const reply = await send(url, delivery(envelope(`evt_${type}`, type)));
      expect(reply.status).toBe(200);
    }
    expect(known).not.toHaveBeenCalled();
    expect(fallback.mock.calls.map(([event]) => (event as WebhookEvent).type)).toEqual([
      'booking.teleported',
      'constructor',
      '__proto__',
      'toString',
    ]);

    const bare = await start({ handlers: { 'booking.created': known } });
    const reply = await send(bare, delivery(envelope('evt_unknown', 'something.new')));
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ received: true });
  });

  it('answers 500 when the handler throws, without marking the id seen, so the retry is processed', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const url = await start({
      onError: (error: unknown, info: { phase: string }) => errors.push([info.phase, (error as Error).message]),
      handlers: {
        'booking.created': () => {
          calls += 1;
          if (calls === 1) throw new Error('database down');
        },
      },
    });
    const event = envelope('evt_retry');
    const first = await send(url, delivery(event));
    expect(first.status).toBe(500);
    expect(first.json).toMatchObject({ error: { code: 'handler_failed' } });
    expect(first.text).not.toContain('database down'); // no internals leak
    expect(errors).toEqual([['handler', 'database down']]);
    const retry = await send(url, delivery(event));
    expect(retry.json).toEqual({ received: true });
    expect((await send(url, delivery(event))).json).toEqual({ received: true, duplicate: true });
    expect(calls).toBe(2);
  });

  it('answers 409 to a duplicate that arrives while the first delivery is still being handled', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const handler = vi.fn(async () => {
      entered();
      await gate;
    });
    const url = await start({ handlers: { 'booking.created': handler } });
    const event = envelope('evt_race');
    const first = send(url, delivery(event));
    await inHandler;
    const second = await send(url, delivery(event));
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ error: { code: 'event_in_progress' } });
    expect(second.headers['retry-after']).toBe('1');
    release();
    expect((await first).json).toEqual({ received: true });
    expect((await send(url, delivery(event))).json).toEqual({ received: true, duplicate: true });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('verifies a body with a byte-order mark as bytes', async () => {
    const seen: WebhookEvent[] = [];
    const url = await start({ defaultHandler: (event: WebhookEvent) => void seen.push(event) });
    const event = envelope('evt_bom');
    const json = new TextEncoder().encode(JSON.stringify(event));
    const body = new Uint8Array([0xef, 0xbb, 0xbf, ...json]);
    const reply = await send(url, delivery(undefined, { body }));
    expect(reply.status).toBe(200);
    expect(seen).toEqual([event]);
  });

  it('accepts the old and the new secret during a rotation', async () => {
    const url = await start({ secret: undefined, secrets: ['whsec_new', 'whsec_old'] });
    expect((await send(url, delivery(envelope('evt_old'), { secret: 'whsec_old' }))).status).toBe(200);
    expect((await send(url, delivery(envelope('evt_new'), { secret: 'whsec_new' }))).status).toBe(200);
    expect((await send(url, delivery(envelope('evt_gone'), { secret: 'whsec_older' }))).status).toBe(400);
  });

  it('answers 413 over the body limit, declared or streamed', async () => {
    const url = await start({ maxBodyBytes: 64 });
    const big = delivery(envelope('evt_big', 'booking.created', { pad: 'x'.repeat(100) }));
    const declared = await send(url, big);
    expect(declared.status).toBe(413);
    expect(declared.json).toMatchObject({ error: { code: 'payload_too_large' } });
    const bytes = new TextEncoder().encode(big.body as string);
    const streamed = await send(url, {
      headers: big.headers,
      chunks: [bytes.subarray(0, 50), bytes.subarray(50)],
    });
    expect(streamed.status).toBe(413);
    const small = await start({ maxBodyBytes: 200 });
    expect((await send(small, delivery(envelope('evt_small')))).status).toBe(200);
  });

  it('reads a chunked body without content-length', async () => {
    const url = await start({});
    const { body, headers } = delivery(envelope('evt_chunked'));
    const bytes = new TextEncoder().encode(body as string);
    const reply = await send(url, {
      headers,
      chunks: [bytes.subarray(0, 7), bytes.subarray(7, 30), bytes.subarray(30)],
    });
    expect(reply.json).toEqual({ received: true });
  });

  it('answers 405 to other methods', async () => {
    const url = await start({});
    const reply = await send(url, { method: 'GET' });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('POST');
  });

  it('works with an async store, and answers 500 when the store cannot be read', async () => {
    const ids = new Set<string>();
    const store = {
      has: async (id: string) => ids.has(id),
      add: async (id: string) => void ids.add(id),
    };
    const url = await start({ store });
    const event = envelope('evt_store');
    expect((await send(url, delivery(event))).json).toEqual({ received: true });
    expect(ids.has('evt_store')).toBe(true);
    expect((await send(url, delivery(event))).json).toEqual({ received: true, duplicate: true });

    const errors: string[] = [];
    const broken = await start({
      onError: (_: unknown, info: { phase: string }) => errors.push(info.phase),
      store: {
        has: () => Promise.reject(new Error('redis down')),
        add: () => {},
      },
    });
    const reply = await send(broken, delivery(event));
    expect(reply.status).toBe(500);
    expect(reply.json).toMatchObject({ error: { code: 'store_failed' } });
    expect(errors).toEqual(['store']);
  });

  it('still acknowledges when the store cannot record a processed id (the work is done)', async () => {
    const errors: string[] = [];
    const handler = vi.fn();
    const url = await start({
      handlers: { 'booking.created': handler },
      onError: (_: unknown, info: { phase: string }) => errors.push(info.phase),
      store: { has: () => false, add: () => Promise.reject(new Error('disk full')) },
    });
    expect((await send(url, delivery(envelope('evt_add')))).json).toEqual({ received: true });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(errors).toEqual(['store']);
  });

  it('can turn de-duplication off', async () => {
    const handler = vi.fn();
    const url = await start({ store: false, defaultHandler: handler });
    const event = envelope('evt_nodedupe');
    await send(url, delivery(event));
    await send(url, delivery(event));
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('lets slow work run after the response and reports its failure to onError', async () => {
    const errors: string[] = [];
    let finish!: () => void;
    let slowDone = false;
    const url = await start({
      onError: (error: unknown, info: { phase: string }) => errors.push(`${info.phase}: ${(error as Error).message}`),
      handlers: {
        'booking.created': (_: unknown, { waitUntil }: { waitUntil(p: Promise<unknown>): void }) => {
          waitUntil(
            new Promise<void>((resolve) => {
              finish = resolve;
            }).then(() => {
              slowDone = true;
            }),
          );
          waitUntil(Promise.reject(new Error('email bounced')));
        },
      },
    });
    const reply = await send(url, delivery(envelope('evt_slow')));
    expect(reply.status).toBe(200);
    expect(slowDone).toBe(false); // answered before the slow work finished
    finish();
    await vi.waitFor(() => expect(slowDone).toBe(true));
    expect(errors).toEqual(['background: email bounced']);
  });

  it('uses an in-memory store per receiver by default, bounded by the given store', async () => {
    const store = createMemoryStore({ maxSize: 1 });
    const handler = vi.fn();
    const url = await start({ store, defaultHandler: handler });
    await send(url, delivery(envelope('evt_1')));
    await send(url, delivery(envelope('evt_2'))); // evicts evt_1
    await send(url, delivery(envelope('evt_1')));
    expect(handler).toHaveBeenCalledTimes(3);
    expect(store.size).toBe(1);
  });

  it('reads a custom signature header name', async () => {
    const url = await start({ headerName: 'X-Custom-Signature' });
    const { body, headers } = delivery(envelope('evt_hdr'));
    const reply = await send(url, { body, headers: { 'x-custom-signature': headers['service-signature']! } });
    expect(reply.status).toBe(200);
  });
});
