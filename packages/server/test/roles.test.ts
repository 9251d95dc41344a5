/**
 * Roles: every route of the API, called by a `staff`, a `manager` and an `owner` session, is refused
 * (403 `role_not_allowed`) exactly to the roles below the one it needs, as stated here from the rules
 * (not from the server's table): staff read all but staff, webhook endpoints and publishable keys and run the day's
 * bookings; managers also write the catalog, pricing rules, the schedule, units and downtimes,
 * delete customers, refund payments and capture or release deposits; owners also manage staff, webhook endpoints, publishable keys and the tenant's settings. Secret
 * keys may call everything (but test keys not staff). Then each role's day, with real requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/core/actor.js';
import { RIGHTS } from '../src/http/rights.js';
import type { RouteDef } from '../src/http/route.js';
import { startServer, type TestServer } from './helpers.js';
import { type Member, signedInMember } from './staff-fixtures.js';

let s: TestServer;
const members = {} as Record<Role, Member>;
beforeAll(async () => {
  s = await startServer();
  for (const role of ['staff', 'manager', 'owner'] as const) members[role] = await signedInMember(s, role);
});
afterAll(async () => {
  await s?.close();
});

const CATALOG = /^\/v1\/(fleet-items|addons|packages|coupons|locations|pricing\/rules|units|downtimes)(\/|$)/;

/** The role a route needs, from the rules (the body decides for the tenant's settings). */
function needed(def: RouteDef, body: Record<string, unknown>): Role {
  const { method, path } = def;
  if (
    path.startsWith('/v1/staff') ||
    path.startsWith('/v1/webhook-endpoints') ||
    path.startsWith('/v1/publishable-keys')
  )
    return 'owner';
  if (method === 'PATCH' && path === '/v1/tenant') {
    return Object.keys(body).length > 0 && Object.keys(body).every((k) => k === 'schedule') ? 'manager' : 'owner';
  }
  if (method !== 'GET' && CATALOG.test(path) && !path.endsWith('/availability')) return 'manager';
  if (method === 'DELETE' && path.startsWith('/v1/customers/')) return 'manager';
  // Money given back: a refund, a deposit captured or released.
  if (method === 'POST' && (/\/refunds$/.test(path) || /\/deposit\/(capture|release)$/.test(path))) return 'manager';
  return 'staff';
}

const RANK: Record<Role, number> = { staff: 0, manager: 1, owner: 2 };

describe('the rights table', () => {
  it('has an entry for every route that needs a credential, and none for another', () => {
    const keyed = s.app.routes.filter((r) => r.auth !== false).map((r) => r.operationId);
    expect(keyed.filter((op) => RIGHTS[op] === undefined)).toEqual([]);
    expect(Object.keys(RIGHTS).filter((op) => !keyed.includes(op))).toEqual([]);
  });
});

describe('each role against every route', () => {
  for (const role of ['staff', 'manager', 'owner'] as const) {
    it(`${role}: refused exactly the routes above the role, with 403 role_not_allowed`, async () => {
      const wrong: string[] = [];
      for (const def of s.app.routes.filter((r) => r.auth !== false)) {
        const bodies: Record<string, unknown>[] =
          def.method === 'PATCH' && def.path === '/v1/tenant' ? [{ schedule: {} }, { name: 'X' }] : [{}];
        for (const body of bodies) {
          // An id nobody has: a route the role may call answers 404 or 400, never 403.
          const path = def.path.replace(/:[a-z_]+/g, 'x_none');
          const res = await members[role].api(def.method, path, def.method === 'GET' ? {} : { body });
          const refused = res.status === 403 && res.body?.error?.code === 'role_not_allowed';
          const expected = RANK[role] < RANK[needed(def, body)];
          if (refused !== expected) wrong.push(`${def.method} ${def.path} ${JSON.stringify(body)}: ${res.status}`);
          if (refused) expect(res.body.error.type).toBe('permission_error');
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('secret keys are refused nothing but, for a test key, staff', async () => {
    const wrong: string[] = [];
    for (const def of s.app.routes.filter((r) => r.auth !== false)) {
      const path = def.path.replace(/:[a-z_]+/g, 'x_none');
      for (const key of [s.tenant.test_key, s.tenant.live_key]) {
        const res = await s.api(def.method, path, { key, ...(def.method === 'GET' ? {} : { body: {} }) });
        const refused = res.status === 403;
        const expected = key === s.tenant.test_key && def.path.startsWith('/v1/staff');
        if (refused !== expected) wrong.push(`${def.method} ${def.path} ${key.slice(0, 7)}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a day of each role', () => {
  it('staff run the counter: a customer, a booking, a payment, pick-up and return; not the catalog', async () => {
    const manager = members.manager.api;
    const item = await manager('POST', '/v1/fleet-items', { body: { name: 'Bike', price_full_day: 3000 } });
    expect(item.status, item.text).toBe(201);
    const staff = members.staff.api;
    const customer = await staff('POST', '/v1/customers', { body: { name: 'Grace Hopper' } });
    expect(customer.status).toBe(201);
    const booking = await staff('POST', '/v1/bookings', {
      body: {
        customer_id: customer.body.id,
        pickup_date: new Date(Date.now() - 3_600_000).toISOString(),
        return_date: new Date(Date.now() + 86_400_000).toISOString(),
        line_items: [{ fleet_item_id: item.body.id }],
      },
    });
    expect(booking.status, booking.text).toBe(201);
    const id = booking.body.id;
    expect((await staff('POST', `/v1/bookings/${id}/payments`, { body: { amount: booking.body.total } })).status).toBe(
      201,
    );
    expect((await staff('POST', `/v1/bookings/${id}/pickup`, { body: {} })).status).toBe(200);
    expect((await staff('POST', `/v1/bookings/${id}/return`, { body: {} })).status).toBe(200);
    expect((await staff('GET', '/v1/events')).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/v1/fleet-items', { name: 'Nope', price_full_day: 1 }],
      ['PATCH', `/v1/fleet-items/${item.body.id}`, { price_full_day: 1 }],
      ['POST', '/v1/coupons', { code: 'NOPE', discount_type: 'percent', discount_value: 5 }],
      ['DELETE', `/v1/customers/${customer.body.id}`, undefined],
      ['GET', '/v1/webhook-endpoints', undefined],
      ['GET', '/v1/staff', undefined],
      ['PATCH', '/v1/tenant', { tax_rate_bps: 0 }],
    ] as const) {
      const res = await staff(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('role_not_allowed');
    }
    expect(
      (await s.api('GET', `/v1/fleet-items/${item.body.id}`, { key: s.tenant.live_key })).body.price_full_day,
    ).toBe(3000);
  });

  it('managers edit the catalog and the schedule; not staff, webhooks or other tenant settings', async () => {
    const manager = members.manager.api;
    const coupon = await manager('POST', '/v1/coupons', {
      body: { code: 'SPRING5', discount_type: 'percent', discount_value: 5 },
    });
    expect(coupon.status, coupon.text).toBe(201);
    const schedule = await manager('PATCH', '/v1/tenant', { body: { schedule: { closed_dates: ['2026-12-25'] } } });
    expect(schedule.status, schedule.text).toBe(200);
    const tax = await manager('PATCH', '/v1/tenant', { body: { schedule: { closed_dates: [] }, tax_rate_bps: 10 } });
    expect(tax.body.error?.code).toBe('role_not_allowed');
    expect(
      (await manager('POST', '/v1/staff', { body: { email: 'a@b.example', name: 'A', role: 'staff' } })).status,
    ).toBe(403);
    expect(
      (await manager('POST', '/v1/webhook-endpoints', { body: { url: 'https://hooks.example/x', events: ['*'] } }))
        .status,
    ).toBe(403);
  });

  it('owners manage staff, webhook endpoints and settings', async () => {
    const owner = members.owner.api;
    expect((await owner('PATCH', '/v1/tenant', { body: { tax_rate_bps: 825 } })).status).toBe(200);
    const hook = await owner('POST', '/v1/webhook-endpoints', {
      body: { url: 'https://hooks.example/rentline', events: ['*'] },
    });
    expect(hook.status, hook.text).toBe(201);
    const member = await owner('POST', '/v1/staff', {
      body: { email: 'new.hire@shop.example', name: 'New Hire', role: 'staff' },
    });
    expect(member.status).toBe(201);
    expect((await owner('PATCH', `/v1/staff/${member.body.id}`, { body: { role: 'manager' } })).body.role).toBe(
      'manager',
    );
  });
});
