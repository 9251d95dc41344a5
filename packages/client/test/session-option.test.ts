/**
 * `session: true`: a page served by the API signs its requests with the browser's session cookie,
 * so the client sends no Authorization header; without it (and without a key) it refuses at once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/index.js';

describe('the session option', () => {
  let server: Server;
  let baseUrl: string;
  const seen: (string | undefined)[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"object":"tenant"}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('sends no Authorization header with session: true and no key', async () => {
    await createClient({ apiKey: undefined, session: true, baseUrl }).get('/v1/tenant');
    await createClient({ apiKey: 'rk_test_x', baseUrl }).get('/v1/tenant');
    expect(seen).toEqual([undefined, 'Bearer rk_test_x']);
  });

  it('still requires a key without it', () => {
    expect(() => createClient({ apiKey: undefined, baseUrl })).toThrow(/apiKey is required/);
  });
});
