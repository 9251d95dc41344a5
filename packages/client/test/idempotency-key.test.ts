/**
 * Every POST carries an Idempotency-Key, also where `crypto.randomUUID` is missing: browsers leave it
 * out of pages that are not a secure context (plain http from a non-local address), such as the
 * operator console opened from another machine of a shop's network.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/index.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key on POST', () => {
  let server: Server;
  let baseUrl: string;
  const seen: (string | undefined)[] = [];
  beforeAll(async () => {
    // A real server that answers every request with a pricing-shaped body and keeps the key it got.
    server = createServer((req, res) => {
      seen.push(req.headers['idempotency-key'] as string | undefined);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"object":"price_calculation"}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const post = () =>
    createClient({ apiKey: 'rk_test_x', baseUrl }).post('/v1/pricing/calculate', {
      body: { fleet_item_id: 'fi_1', pickup_date: '2027-07-01', return_date: '2027-07-02' },
    });

  it('is a fresh v4 UUID per call, from crypto.randomUUID or, without it, crypto.getRandomValues', async () => {
    seen.length = 0;
    await post();
    await post();
    const original = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(typeof crypto.randomUUID).toBe('undefined');
      await post();
      await post();
    } finally {
      // Back to the prototype's own method.
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(original).toBeDefined();
    expect(typeof crypto.randomUUID).toBe('function');
    expect(seen).toHaveLength(4);
    for (const key of seen) expect(key).toMatch(UUID_V4);
    expect(new Set(seen).size).toBe(4);
  });
});
