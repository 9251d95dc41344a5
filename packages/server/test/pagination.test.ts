import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

describe('keyset pagination', () => {
  it('walks every page while rows are inserted between requests: no duplicates, no gaps, null cursor at the end', async () => {
    const t = await s.newTenant('Paging');
    const create = async (i: number) =>
      (await s.api('POST', '/v1/customers', { key: t.test_key, body: { name: `Customer ${i}` } })).body.id as string;
    const original: string[] = [];
    for (let i = 0; i < 47; i++) original.push(await create(i));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    let limit = 5;
    do {
      const q: string = cursor === null ? `?limit=${limit}` : `?limit=${limit}&cursor=${cursor}`;
      const res = await s.api('GET', `/v1/customers${q}`, { key: t.test_key });
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(limit);
      seen.push(...res.body.data.map((r: { id: string }) => r.id));
      cursor = res.body.next_cursor;
      expect(res.body.has_more).toBe(cursor !== null);
      // Insert between requests, and change the page size: neither disturbs the walk.
      await create(1000 + pages);
      limit = limit === 5 ? 7 : 5;
      pages++;
    } while (cursor !== null);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...original].reverse());
    expect(pages).toBeGreaterThan(5);
  });

  it('rows made within one millisecond still list newest first (ids are monotonic)', async () => {
    const fixed = new Date('2026-07-01T00:00:00.000Z');
    const frozen = await startServer({ clock: () => fixed });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 30; i++)
        ids.push((await frozen.api('POST', '/v1/addons', { body: { name: `a${i}`, price: 1 } })).body.id);
      const walk: string[] = [];
      let cursor: string | null = null;
      do {
        const res: any = await frozen.api('GET', `/v1/addons?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
        walk.push(...res.body.data.map((r: { id: string; created_at: string }) => r.id));
        expect(res.body.data.every((r: { created_at: string }) => r.created_at === fixed.toISOString())).toBe(true);
        cursor = res.body.next_cursor;
      } while (cursor);
      expect(walk).toEqual([...ids].reverse());
    } finally {
      await frozen.close();
    }
  });

  it('an exact last page has has_more false and next_cursor null', async () => {
    const t = await s.newTenant('Exact');
    for (let i = 0; i < 4; i++) await s.api('POST', '/v1/locations', { key: t.test_key, body: { name: `L${i}` } });
    const first = await s.api('GET', '/v1/locations?limit=2', { key: t.test_key });
    expect(first.body.has_more).toBe(true);
    const second = await s.api('GET', `/v1/locations?limit=2&cursor=${first.body.next_cursor}`, { key: t.test_key });
    expect(second.body.data).toHaveLength(2);
    expect(second.body.has_more).toBe(false);
    expect(second.body.next_cursor).toBeNull();
    const empty = await s.api('GET', '/v1/customers', { key: t.test_key });
    expect(empty.body).toEqual({ object: 'list', data: [], has_more: false, next_cursor: null });
  });

  it('default limit is 20', async () => {
    const t = await s.newTenant('Default');
    for (let i = 0; i < 25; i++) await s.api('POST', '/v1/customers', { key: t.test_key, body: { name: `C${i}` } });
    const res = await s.api('GET', '/v1/customers', { key: t.test_key });
    expect(res.body.data).toHaveLength(20);
    expect(res.body.has_more).toBe(true);
  });

  it.each(['0', '101', '-1', '1.5', 'abc', '', '1e1'])(
    'limit=%s is 400 parameter_invalid (never clamped)',
    async (limit) => {
      const res = await s.api('GET', `/v1/pricing/rules?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        type: 'invalid_request_error',
        code: 'parameter_invalid',
        param: 'limit',
      });
    },
  );

  it('limit 1 and 100 are fine', async () => {
    expect((await s.api('GET', '/v1/pricing/rules?limit=1')).status).toBe(200);
    expect((await s.api('GET', '/v1/pricing/rules?limit=100')).status).toBe(200);
  });

  it('a bad cursor is 400 parameter_invalid param cursor; cursors are bound to endpoint, tenant, mode and filters', async () => {
    for (let i = 0; i < 3; i++) {
      await s.api('POST', '/v1/customers', { body: { name: `c${i}` } });
      await s.api('POST', '/v1/fleet-items', { body: { name: `f${i}`, price_full_day: 1 } });
    }
    const cursor = (await s.api('GET', '/v1/customers?limit=1')).body.next_cursor as string;
    expect(cursor).toBeTruthy();
    const fiCursor = (await s.api('GET', '/v1/fleet-items?limit=1&active=true')).body.next_cursor as string;
    const other = await s.newTenant('Cursor thief');
    const bad = [
      ['/v1/customers?cursor=garbage!', s.tenant.test_key],
      ['/v1/customers?cursor=bm90IGpzb24', s.tenant.test_key],
      [`/v1/customers?cursor=${cursor.slice(0, -2)}`, s.tenant.test_key],
      [`/v1/locations?cursor=${cursor}`, s.tenant.test_key],
      [`/v1/customers?cursor=${cursor}`, s.tenant.live_key],
      [`/v1/customers?cursor=${cursor}`, other.test_key],
      [`/v1/fleet-items?cursor=${fiCursor}&active=false`, s.tenant.test_key],
      [`/v1/fleet-items?cursor=${fiCursor}`, s.tenant.test_key],
      ['/v1/customers?cursor=', s.tenant.test_key],
    ] as const;
    for (const [path, key] of bad) {
      const res = await s.api('GET', path, { key });
      expect(res.status, path).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'parameter_invalid', param: 'cursor' });
    }
    expect((await s.api('GET', `/v1/fleet-items?cursor=${fiCursor}&active=true`)).status).toBe(200);
  });
});
