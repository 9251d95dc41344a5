import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiResponse, startServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ config: { rateLimitPerSecond: 2 } });
});
afterAll(() => s.close());

describe('rate limit (token bucket per key, burst 2x)', () => {
  it('answers 429 rate_limit_error with retry-after once the burst is spent, per key', async () => {
    const statuses: number[] = [];
    let limited: ApiResponse | undefined;
    for (let i = 0; i < 8; i++) {
      const res = await s.api('GET', '/v1/fleet-items');
      statuses.push(res.status);
      if (res.status === 429) limited ??= res;
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(limited).toBeDefined();
    expect(limited!.body.error).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited' });
    expect(limited!.headers.get('request-id')).toBe(limited!.body.error.request_id);
    const retry = Number(limited!.headers.get('retry-after'));
    expect(Number.isInteger(retry) && retry >= 1).toBe(true);
    // The live key has its own bucket.
    expect((await s.api('GET', '/v1/fleet-items', { key: s.tenant.live_key })).status).toBe(200);
    // Public endpoints are not limited.
    expect((await s.api('GET', '/healthz', { key: null })).status).toBe(200);
  });

  it('a 429 is not stored under an Idempotency-Key', async () => {
    const other = await s.newTenant('Limited');
    const post = () =>
      s.api('POST', '/v1/addons', {
        key: other.test_key,
        body: { name: 'x', price: 1 },
        headers: { 'idempotency-key': 'rl' },
      });
    const results: number[] = [];
    for (let i = 0; i < 8; i++) results.push((await post()).status);
    expect(results).toContain(429);
    await new Promise((r) => setTimeout(r, 1100));
    const after = await post();
    expect([200, 201]).toContain(after.status);
    expect(after.headers.get('idempotent-replayed')).toBe('true');
  });

  it('RATE_LIMIT_PER_SECOND=0 turns it off', async () => {
    const off = await startServer({ config: { rateLimitPerSecond: 0 } });
    try {
      const results = await Promise.all(Array.from({ length: 60 }, () => off.api('GET', '/v1/fleet-items')));
      expect(results.every((r) => r.status === 200)).toBe(true);
    } finally {
      await off.close();
    }
  });
});
