import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedTenant } from '../src/tenants/service.js';
import { startServer, type TestServer } from './helpers.js';

let s: TestServer;
let other: CreatedTenant;
beforeAll(async () => {
  s = await startServer();
  other = await s.newTenant('Other');
});
afterAll(() => s.close());

let n = 0;
const bodies: Record<string, () => object> = {
  '/v1/fleet-items': () => ({ name: 'Kayak', price_full_day: 4500 }),
  '/v1/addons': () => ({ name: 'Helmet', price: 300 }),
  '/v1/customers': () => ({ name: 'Ada' }),
  '/v1/locations': () => ({ name: 'Pier' }),
  '/v1/coupons': () => ({ code: `ISO${++n}`, discount_type: 'percent', discount_value: 5 }),
  '/v1/pricing/rules': () => ({ type: 'multi_day', days_threshold: 2, adjustment_value: 5 }),
};

describe.each(Object.keys(bodies))('%s', (path) => {
  it("another tenant's id is a 404, for GET, PATCH and DELETE, and never listed", async () => {
    const rec = (await s.api('POST', path, { body: bodies[path]!() })).body;
    for (const [method, body] of [['GET'], ['PATCH', {}], ['DELETE']] as const) {
      const res = await s.api(method, `${path}/${rec.id}`, { key: other.test_key, body });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ type: 'not_found_error', code: 'resource_missing' });
    }
    const list = await s.api('GET', path, { key: other.test_key });
    expect(list.body.data).toEqual([]);
    expect((await s.api('GET', `${path}/${rec.id}`)).status).toBe(200);
  });

  it('test and live data are apart: a test id is a 404 with the live key', async () => {
    const rec = (await s.api('POST', path, { body: bodies[path]!() })).body;
    expect(rec.livemode).toBe(false);
    expect((await s.api('GET', `${path}/${rec.id}`, { key: s.tenant.live_key })).status).toBe(404);
    const live = await s.api('POST', path, { key: s.tenant.live_key, body: bodies[path]!() });
    expect(live.status).toBe(201);
    expect(live.body.livemode).toBe(true);
    expect((await s.api('GET', `${path}/${live.body.id}`)).status).toBe(404);
    const liveList = await s.api('GET', path, { key: s.tenant.live_key });
    expect(liveList.body.data.every((r: { livemode: boolean }) => r.livemode)).toBe(true);
  });
});

describe('references stay within tenant and mode', () => {
  it("a package cannot name another tenant's fleet item, nor a calculation price it", async () => {
    const theirs = (await s.api('POST', '/v1/fleet-items', { key: other.test_key, body: bodies['/v1/fleet-items']!() }))
      .body.id;
    const pkg = await s.api('POST', '/v1/packages', {
      body: { name: 'p', fleet_item_ids: [theirs], discount_type: 'percent', discount_value: 5 },
    });
    expect(pkg.body.error).toMatchObject({ code: 'resource_missing', param: 'fleet_item_ids.0' });
    const calc = await s.api('POST', '/v1/pricing/calculate', {
      body: { fleet_item_id: theirs, pickup_date: '2026-07-01', return_date: '2026-07-02' },
    });
    expect(calc.body.error).toMatchObject({ code: 'resource_missing', param: 'fleet_item_id' });
  });
});
