import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, startServer, type TestServer } from './helpers.js';

let s: TestServer;
let kayak: string;
let bike: string;
let helmet: string;
beforeAll(async () => {
  s = await startServer({ timezone: 'America/New_York' });
  kayak = (await s.api('POST', '/v1/fleet-items', { body: { name: 'Kayak', price_full_day: 4500 } })).body.id;
  bike = (await s.api('POST', '/v1/fleet-items', { body: { name: 'Bike', price_full_day: 6000 } })).body.id;
  helmet = (await s.api('POST', '/v1/addons', { body: samples.addon })).body.id;
});
afterAll(() => s.close());

interface Case {
  path: string;
  prefix: string;
  object: string;
  create: () => Record<string, unknown>;
  expected: Record<string, unknown>;
  patch: Record<string, unknown>;
}

const cases: Case[] = [
  {
    path: '/v1/fleet-items',
    prefix: 'fi_',
    object: 'fleet_item',
    create: () => ({ name: 'Canoe', price_full_day: 5000, price_weekly: 25000 }),
    expected: {
      name: 'Canoe',
      description: null,
      price_full_day: 5000,
      price_half_day: null,
      price_multi_day: null,
      price_weekly: 25000,
      deposit_amount: 0,
      quantity: 1,
      turnaround_minutes: 0,
      active: true,
    },
    patch: { price_half_day: 3000, quantity: 4, active: false },
  },
  {
    path: '/v1/addons',
    prefix: 'ao_',
    object: 'addon',
    create: () => ({ name: 'Life jacket', price: 500, pricing: 'per_day' }),
    expected: { name: 'Life jacket', description: null, price: 500, pricing: 'per_day', active: true },
    patch: { price: 700, pricing: 'per_item' },
  },
  {
    path: '/v1/packages',
    prefix: 'pkg_',
    object: 'package',
    create: () => ({
      name: 'Bundle',
      fleet_item_ids: [kayak],
      addon_ids: [helmet],
      discount_type: 'percent',
      discount_value: 10,
    }),
    expected: { name: 'Bundle', discount_type: 'percent', discount_value: 10, active: true },
    patch: { discount_type: 'dollar', discount_value: 500 },
  },
  {
    path: '/v1/coupons',
    prefix: 'cpn_',
    object: 'coupon',
    create: () => ({
      code: `SAVE${Math.random().toString(36).slice(2, 8)}`,
      discount_type: 'percent',
      discount_value: 15,
    }),
    expected: {
      discount_type: 'percent',
      discount_value: 15,
      active: true,
      valid_from: null,
      valid_until: null,
      max_redemptions: null,
      times_redeemed: 0,
      min_subtotal: null,
      fleet_item_ids: null,
    },
    patch: { max_redemptions: 5, min_subtotal: 1000 },
  },
  {
    path: '/v1/customers',
    prefix: 'cus_',
    object: 'customer',
    create: () => ({ name: 'Grace', email: 'grace@example.com', phone: '+1 555 0101' }),
    expected: { name: 'Grace', email: 'grace@example.com', phone: '+1 555 0101' },
    patch: { phone: null },
  },
  {
    path: '/v1/locations',
    prefix: 'loc_',
    object: 'location',
    create: () => ({ name: 'Pier', address: '1 Pier Rd', timezone: 'Europe/Berlin' }),
    expected: { name: 'Pier', address: '1 Pier Rd', timezone: 'Europe/Berlin' },
    patch: { name: 'Pier 2' },
  },
];

describe.each(cases)('$path', (c) => {
  it('create (201), retrieve, update, list, delete', async () => {
    const created = await s.api('POST', c.path, { body: c.create() });
    expect(created.status).toBe(201);
    const rec = created.body;
    expect(rec.id.startsWith(c.prefix)).toBe(true);
    expect(rec).toMatchObject({ object: c.object, livemode: false, ...c.expected });
    expect(rec.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(rec.updated_at).toBe(rec.created_at);

    const got = await s.api('GET', `${c.path}/${rec.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(rec);

    const patched = await s.api('PATCH', `${c.path}/${rec.id}`, { body: c.patch });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ ...c.expected, ...c.patch, id: rec.id, created_at: rec.created_at });

    const emptyPatch = await s.api('PATCH', `${c.path}/${rec.id}`, { body: {} });
    expect(emptyPatch.status).toBe(200);
    expect(emptyPatch.body).toMatchObject(c.patch);

    const list = await s.api('GET', c.path);
    expect(list.status).toBe(200);
    expect(list.body.object).toBe('list');
    expect(list.body.data.map((r: { id: string }) => r.id)).toContain(rec.id);

    const del = await s.api('DELETE', `${c.path}/${rec.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ id: rec.id, object: c.object, deleted: true });
    expect((await s.api('GET', `${c.path}/${rec.id}`)).status).toBe(404);
    expect((await s.api('DELETE', `${c.path}/${rec.id}`)).status).toBe(404);
    expect((await s.api('PATCH', `${c.path}/${rec.id}`, { body: {} })).status).toBe(404);
  });

  it('404 resource_missing with param id for unknown and malformed ids', async () => {
    for (const id of [`${c.prefix}nope`, 'garbage', '%20', 'x'.repeat(300)]) {
      const res = await s.api('GET', `${c.path}/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ type: 'not_found_error', code: 'resource_missing', param: 'id' });
    }
  });

  it('PATCH rejects unknown fields and read-only ones', async () => {
    const rec = (await s.api('POST', c.path, { body: c.create() })).body;
    for (const field of ['id', 'livemode', 'created_at', 'bogus']) {
      const res = await s.api('PATCH', `${c.path}/${rec.id}`, { body: { [field]: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'parameter_unknown', param: field });
    }
  });
});

describe('validation: 400 with code and param', () => {
  const long = (n: number) => 'é'.repeat(n);
  const emoji = (n: number) => '🛶'.repeat(n);
  const table: [string, string, () => Record<string, unknown>, string, string][] = [
    // path, label, body, code, param
    ['/v1/fleet-items', 'name missing', () => ({ price_full_day: 1 }), 'parameter_missing', 'name'],
    ['/v1/fleet-items', 'price missing', () => ({ name: 'x' }), 'parameter_missing', 'price_full_day'],
    ['/v1/fleet-items', 'empty name', () => ({ name: '', price_full_day: 1 }), 'parameter_invalid', 'name'],
    [
      '/v1/fleet-items',
      'name 201 code points',
      () => ({ name: long(201), price_full_day: 1 }),
      'parameter_invalid',
      'name',
    ],
    [
      '/v1/fleet-items',
      'description 2001',
      () => ({ name: 'x', description: long(2001), price_full_day: 1 }),
      'parameter_invalid',
      'description',
    ],
    [
      '/v1/fleet-items',
      'negative price',
      () => ({ name: 'x', price_full_day: -1 }),
      'parameter_invalid',
      'price_full_day',
    ],
    [
      '/v1/fleet-items',
      'price over 1e11',
      () => ({ name: 'x', price_full_day: 100_000_000_001 }),
      'parameter_invalid',
      'price_full_day',
    ],
    [
      '/v1/fleet-items',
      'fractional price',
      () => ({ name: 'x', price_full_day: 1.5 }),
      'parameter_invalid',
      'price_full_day',
    ],
    [
      '/v1/fleet-items',
      'string price',
      () => ({ name: 'x', price_full_day: '100' }),
      'parameter_invalid',
      'price_full_day',
    ],
    [
      '/v1/fleet-items',
      'quantity 0',
      () => ({ name: 'x', price_full_day: 1, quantity: 0 }),
      'parameter_invalid',
      'quantity',
    ],
    [
      '/v1/fleet-items',
      'quantity 100001',
      () => ({ name: 'x', price_full_day: 1, quantity: 100_001 }),
      'parameter_invalid',
      'quantity',
    ],
    [
      '/v1/fleet-items',
      'negative turnaround',
      () => ({ name: 'x', price_full_day: 1, turnaround_minutes: -1 }),
      'parameter_invalid',
      'turnaround_minutes',
    ],
    [
      '/v1/fleet-items',
      'active not boolean',
      () => ({ name: 'x', price_full_day: 1, active: 'yes' }),
      'parameter_invalid',
      'active',
    ],
    ['/v1/addons', 'bad pricing', () => ({ name: 'x', price: 1, pricing: 'per_week' }), 'parameter_invalid', 'pricing'],
    ['/v1/addons', 'price missing', () => ({ name: 'x' }), 'parameter_missing', 'price'],
    [
      '/v1/packages',
      'unknown fleet item',
      () => ({ name: 'p', fleet_item_ids: [kayak, bike, 'fi_nope'], discount_type: 'percent', discount_value: 5 }),
      'resource_missing',
      'fleet_item_ids.2',
    ],
    [
      '/v1/packages',
      'unknown add-on',
      () => ({ name: 'p', addon_ids: ['ao_nope'], discount_type: 'percent', discount_value: 5 }),
      'resource_missing',
      'addon_ids.0',
    ],
    [
      '/v1/packages',
      'duplicate fleet item',
      () => ({ name: 'p', fleet_item_ids: [kayak, kayak], discount_type: 'percent', discount_value: 5 }),
      'parameter_invalid',
      'fleet_item_ids.1',
    ],
    [
      '/v1/packages',
      'empty package',
      () => ({ name: 'p', discount_type: 'percent', discount_value: 5 }),
      'parameter_invalid',
      'fleet_item_ids',
    ],
    [
      '/v1/packages',
      'percent over 100',
      () => ({ name: 'p', fleet_item_ids: [kayak], discount_type: 'percent', discount_value: 101 }),
      'parameter_invalid',
      'discount_value',
    ],
    [
      '/v1/packages',
      'discount type missing',
      () => ({ name: 'p', fleet_item_ids: [kayak], discount_value: 1 }),
      'parameter_missing',
      'discount_type',
    ],
    [
      '/v1/packages',
      '101 ids',
      () => ({ name: 'p', fleet_item_ids: Array(101).fill(kayak), discount_type: 'dollar', discount_value: 1 }),
      'parameter_invalid',
      'fleet_item_ids',
    ],
    [
      '/v1/coupons',
      'percent over 100',
      () => ({ code: 'BIG', discount_type: 'percent', discount_value: 101 }),
      'parameter_invalid',
      'discount_value',
    ],
    [
      '/v1/coupons',
      'bad code',
      () => ({ code: 'no spaces', discount_type: 'percent', discount_value: 1 }),
      'parameter_invalid',
      'code',
    ],
    [
      '/v1/coupons',
      'code missing',
      () => ({ discount_type: 'percent', discount_value: 1 }),
      'parameter_missing',
      'code',
    ],
    [
      '/v1/coupons',
      'bad valid_until',
      () => ({ code: 'D1', discount_type: 'dollar', discount_value: 1, valid_until: 'tomorrow' }),
      'parameter_invalid',
      'valid_until',
    ],
    [
      '/v1/coupons',
      'window reversed',
      () => ({
        code: 'D2',
        discount_type: 'dollar',
        discount_value: 1,
        valid_from: '2026-08-01',
        valid_until: '2026-07-01',
      }),
      'parameter_invalid',
      'valid_until',
    ],
    [
      '/v1/coupons',
      'max_redemptions 0',
      () => ({ code: 'D3', discount_type: 'dollar', discount_value: 1, max_redemptions: 0 }),
      'parameter_invalid',
      'max_redemptions',
    ],
    [
      '/v1/coupons',
      'unknown item',
      () => ({ code: 'D4', discount_type: 'dollar', discount_value: 1, fleet_item_ids: ['fi_nope'] }),
      'resource_missing',
      'fleet_item_ids.0',
    ],
    [
      '/v1/coupons',
      'times_redeemed is read-only',
      () => ({ code: 'D5', discount_type: 'dollar', discount_value: 1, times_redeemed: 3 }),
      'parameter_unknown',
      'times_redeemed',
    ],
    ['/v1/customers', 'bad email', () => ({ name: 'x', email: 'not-an-email' }), 'parameter_invalid', 'email'],
    [
      '/v1/customers',
      'email too long',
      () => ({ name: 'x', email: `${'a'.repeat(320)}@x.io` }),
      'parameter_invalid',
      'email',
    ],
    ['/v1/customers', 'name of 201 emoji', () => ({ name: emoji(201) }), 'parameter_invalid', 'name'],
    ['/v1/locations', 'bad timezone', () => ({ name: 'x', timezone: 'Mars/Olympus' }), 'parameter_invalid', 'timezone'],
  ];
  it.each(table)('%s: %s', async (path, _label, body, code, param) => {
    const res = await s.api('POST', path, { body: body() });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request_error', code, param });
  });

  it('names count code points: 200 emoji (400 UTF-16 units) are fine', async () => {
    const res = await s.api('POST', '/v1/customers', { body: { name: '🛶'.repeat(200) } });
    expect(res.status).toBe(201);
  });

  it('PATCH validates the merged record', async () => {
    const pkg = (
      await s.api('POST', '/v1/packages', {
        body: { name: 'p', fleet_item_ids: [kayak], discount_type: 'dollar', discount_value: 5000 },
      })
    ).body;
    const res = await s.api('PATCH', `/v1/packages/${pkg.id}`, { body: { discount_type: 'percent' } });
    expect(res.body.error).toMatchObject({ code: 'parameter_invalid', param: 'discount_value' });
    const nul = await s.api('PATCH', `/v1/packages/${pkg.id}`, { body: { name: null } });
    expect(nul.body.error).toMatchObject({ code: 'parameter_invalid', param: 'name' });
  });
});

describe('coupons', () => {
  it('codes are unique per tenant and mode, case-insensitively (409)', async () => {
    const a = await s.api('POST', '/v1/coupons', {
      body: { code: 'Summer10', discount_type: 'percent', discount_value: 10 },
    });
    expect(a.status).toBe(201);
    const b = await s.api('POST', '/v1/coupons', {
      body: { code: 'SUMMER10', discount_type: 'percent', discount_value: 5 },
    });
    expect(b.status).toBe(409);
    expect(b.body.error).toMatchObject({ type: 'conflict_error', code: 'resource_already_exists', param: 'code' });
    // Same code in live mode is fine.
    const live = await s.api('POST', '/v1/coupons', {
      key: s.tenant.live_key,
      body: { code: 'summer10', discount_type: 'percent', discount_value: 5 },
    });
    expect(live.status).toBe(201);
    // Renaming another coupon onto it clashes too; renaming it onto itself does not.
    const c = (
      await s.api('POST', '/v1/coupons', { body: { code: 'OTHER', discount_type: 'dollar', discount_value: 1 } })
    ).body;
    expect((await s.api('PATCH', `/v1/coupons/${c.id}`, { body: { code: 'summer10' } })).status).toBe(409);
    expect((await s.api('PATCH', `/v1/coupons/${a.body.id}`, { body: { code: 'SUMMER10' } })).status).toBe(200);
  });

  it('date-only valid_from/valid_until resolve to the start/end of that day in the tenant time zone', async () => {
    const res = await s.api('POST', '/v1/coupons', {
      body: {
        code: 'JULY',
        discount_type: 'dollar',
        discount_value: 100,
        valid_from: '2026-07-01',
        valid_until: '2026-07-31',
      },
    });
    expect(res.status).toBe(201);
    // America/New_York is UTC-4 in July.
    expect(res.body.valid_from).toBe('2026-07-01T04:00:00.000Z');
    expect(res.body.valid_until).toBe('2026-08-01T03:59:59.999Z');
    const withOffset = await s.api('PATCH', `/v1/coupons/${res.body.id}`, {
      body: { valid_until: '2026-07-15T12:00:00+02:00' },
    });
    expect(withOffset.body.valid_until).toBe('2026-07-15T10:00:00.000Z');
    expect(withOffset.body.valid_from).toBe('2026-07-01T04:00:00.000Z');
  });
});

describe('lists filter on active', () => {
  it('?active=true|false', async () => {
    const off = (await s.api('POST', '/v1/addons', { body: { name: 'Old', price: 1, active: false } })).body;
    const on = await s.api('GET', '/v1/addons?active=true&limit=100');
    expect(on.body.data.every((a: { active: boolean }) => a.active)).toBe(true);
    const offList = await s.api('GET', '/v1/addons?active=false');
    expect(offList.body.data.map((a: { id: string }) => a.id)).toContain(off.id);
    const bad = await s.api('GET', '/v1/addons?active=yes');
    expect(bad.body.error).toMatchObject({ code: 'parameter_invalid', param: 'active' });
  });
});

describe('GET|PATCH /v1/tenant', () => {
  it('shows the settings of the key mode and the read-only tier', async () => {
    const res = await s.api('GET', '/v1/tenant');
    expect(res.body).toMatchObject({
      id: s.tenant.tenant_id,
      object: 'tenant',
      name: 'Test Rentals',
      timezone: 'America/New_York',
      tax_rate_bps: 0,
      tax_inclusive: false,
      service_fee_payer: 'customer',
      currency: 'usd',
      subscription_tier: 'starter',
      livemode: false,
    });
  });
  it('PATCH changes this mode only', async () => {
    const t = await s.newTenant('Mode Rentals');
    const res = await s.api('PATCH', '/v1/tenant', {
      key: t.test_key,
      body: {
        name: 'Renamed',
        tax_rate_bps: 825,
        tax_inclusive: true,
        service_fee_payer: 'tenant',
        currency: 'eur',
        timezone: 'Europe/Berlin',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Renamed',
      tax_rate_bps: 825,
      tax_inclusive: true,
      currency: 'eur',
      livemode: false,
    });
    const live = await s.api('GET', '/v1/tenant', { key: t.live_key });
    expect(live.body).toMatchObject({
      name: 'Mode Rentals',
      tax_rate_bps: 0,
      tax_inclusive: false,
      currency: 'usd',
      timezone: 'UTC',
    });
  });
  it.each([
    [{ subscription_tier: 'enterprise' }, 'parameter_unknown', 'subscription_tier'],
    [{ livemode: true }, 'parameter_unknown', 'livemode'],
    [{ tax_rate_bps: 10_001 }, 'parameter_invalid', 'tax_rate_bps'],
    [{ tax_rate_bps: -1 }, 'parameter_invalid', 'tax_rate_bps'],
    [{ currency: 'USD' }, 'parameter_invalid', 'currency'],
    [{ currency: 'abc' }, 'parameter_invalid', 'currency'],
    [{ timezone: 'Nowhere/Land' }, 'parameter_invalid', 'timezone'],
    [{ service_fee_payer: 'nobody' }, 'parameter_invalid', 'service_fee_payer'],
    [{ name: '' }, 'parameter_invalid', 'name'],
  ])('PATCH %j → 400 %s', async (body, code, param) => {
    const res = await s.api('PATCH', '/v1/tenant', { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, param });
  });
});
