import { calculatePrice, type PriceInput } from '@rentline/pricing-engine';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliAsync, startServer, type TestServer } from './helpers.js';

let s: TestServer;
const now = new Date('2026-06-15T12:00:00.000Z');
let kayak: any;
let vest: any;
beforeAll(async () => {
  s = await startServer({ clock: () => now, timezone: 'America/New_York' });
  kayak = (
    await s.api('POST', '/v1/fleet-items', {
      body: {
        name: 'Kayak',
        price_full_day: 4500,
        price_half_day: 3000,
        price_multi_day: 4000,
        price_weekly: 21000,
        deposit_amount: 20000,
      },
    })
  ).body;
  vest = (await s.api('POST', '/v1/addons', { body: { name: 'Vest', price: 500, pricing: 'per_day' } })).body;
});
afterAll(() => s.close());

/** The API's result minus the envelope fields it adds to the engine's. */
function engineFields(body: Record<string, unknown>) {
  const { object, livemode, currency, ...rest } = body;
  expect(object).toBe('price_calculation');
  expect(typeof livemode).toBe('boolean');
  expect(currency).toBe('usd');
  return rest;
}

const calc = (body: object, key?: string) => s.api('POST', '/v1/pricing/calculate', { body, ...(key ? { key } : {}) });

describe('POST /v1/pricing/calculate', () => {
  it('with seasonal and multi-day rules made through the API, returns exactly what the engine returns', async () => {
    const mk = async (body: object) => {
      const res = await s.api('POST', '/v1/pricing/rules', { body });
      expect(res.status).toBe(201);
      return res.body;
    };
    await mk({ type: 'seasonal', start_date: '2026-07-01', end_date: '2026-07-31', adjustment_value: 25, priority: 2 });
    await mk({
      type: 'seasonal',
      fleet_item_id: kayak.id,
      start_date: '2026-07-03',
      end_date: '2026-07-05',
      adjustment_type: 'dollar',
      adjustment_value: -700,
    });
    await mk({ type: 'multi_day', days_threshold: 3, adjustment_value: 10 });
    await mk({
      type: 'multi_day',
      fleet_item_id: kayak.id,
      days_threshold: 7,
      adjustment_type: 'dollar',
      adjustment_value: 2500,
      priority: 1,
    });
    await mk({
      type: 'seasonal',
      start_date: '2026-07-01',
      end_date: '2026-07-31',
      adjustment_value: 90,
      active: false,
    });
    await s.api('PATCH', '/v1/tenant', { body: { tax_rate_bps: 825 } });

    const rules = (await s.api('GET', '/v1/pricing/rules?limit=100')).body.data;
    const item = (await s.api('GET', `/v1/fleet-items/${kayak.id}`)).body;
    const engineInput = (pickup: string, ret: string): PriceInput => ({
      item,
      pickup_date: pickup,
      return_date: ret,
      rules,
      addons: [{ addon: vest, quantity: 2 }],
      tax: { rate_bps: 825, inclusive: false },
      service_fee: { rate_bps: 300, payer: 'customer' },
      time_zone: 'America/New_York',
      now,
    });
    for (const [pickup, ret] of [
      ['2026-07-01T09:00', '2026-07-08T09:00'],
      ['2026-07-02', '2026-07-06'],
      ['2026-06-29T10:00', '2026-07-02T10:00'],
      ['2026-07-04T09:00', '2026-07-04T13:00'],
      ['2026-08-01T00:00-04:00', '2026-08-03T00:00Z'],
    ]) {
      const res = await calc({
        fleet_item_id: kayak.id,
        pickup_date: pickup,
        return_date: ret,
        addons: [{ addon_id: vest.id, quantity: 2 }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(engineFields(res.body)).toEqual(calculatePrice(engineInput(pickup as string, ret as string)));
    }
    const julyWeek = await calc({
      fleet_item_id: kayak.id,
      pickup_date: '2026-07-01T09:00',
      return_date: '2026-07-08T09:00',
    });
    expect(julyWeek.body.breakdown.days).toBe(7);
    expect(julyWeek.body.breakdown.multi_day_discount).toBe(2500); // item rule, priority 1, beats the global 10 %
    expect(
      julyWeek.body.breakdown.seasonal_rules_applied.map((r: { adjustment_value: number }) => r.adjustment_value),
    ).toEqual([25, -700]);
    expect(julyWeek.body.breakdown.half_day).toBe(false);

    // Property: any window within two years prices identically through the API and the engine.
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 400 * 24 }),
        fc.integer({ min: 1, max: 20 * 24 }),
        fc.option(fc.boolean(), { nil: undefined }),
        async (startH, lenH, halfDay) => {
          const p = new Date(Date.UTC(2026, 0, 1) + startH * 3_600_000).toISOString();
          const r = new Date(Date.UTC(2026, 0, 1) + (startH + lenH) * 3_600_000).toISOString();
          const res = await calc({
            fleet_item_id: kayak.id,
            pickup_date: p,
            return_date: r,
            addons: [{ addon_id: vest.id, quantity: 2 }],
            ...(halfDay === undefined ? {} : { half_day: halfDay }),
          });
          let expected: unknown;
          try {
            expected = calculatePrice({
              ...engineInput(p, r),
              ...(halfDay === undefined ? {} : { half_day: halfDay }),
            });
          } catch (e) {
            expect(res.status).toBe(400);
            expect(res.body.error.code).toBe((e as { code: string }).code);
            return;
          }
          expect(res.status).toBe(200);
          expect(engineFields(res.body)).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('writes nothing: every table is unchanged', async () => {
    await s.api('POST', '/v1/coupons', { body: { code: 'READONLY', discount_type: 'percent', discount_value: 5 } });
    const before = await s.sql.snapshot();
    const res = await calc({
      fleet_item_id: kayak.id,
      pickup_date: '2026-07-01',
      return_date: '2026-07-03',
      addons: [{ addon_id: vest.id }],
      coupon_code: 'readonly',
    });
    expect(res.status).toBe(200);
    expect(res.body.coupon_discount).toBeGreaterThan(0);
    await calc({ fleet_item_id: 'fi_nope', pickup_date: '2026-07-01', return_date: '2026-07-03' });
    expect(await s.sql.snapshot()).toEqual(before);
  });

  it('matches coupon codes case-insensitively and reports the stored code', async () => {
    await s.api('POST', '/v1/coupons', { body: { code: 'Summer10', discount_type: 'percent', discount_value: 10 } });
    const res = await calc({
      fleet_item_id: kayak.id,
      pickup_date: '2026-09-01',
      return_date: '2026-09-02',
      coupon_code: 'sUMMER10',
    });
    expect(res.status).toBe(200);
    expect(res.body.breakdown.coupon).toEqual({ code: 'Summer10', discount_type: 'percent', discount_value: 10 });
  });

  it('auto-detects half-day, and passes half_day through when given', async () => {
    const auto = await calc({
      fleet_item_id: kayak.id,
      pickup_date: '2026-09-01T09:00',
      return_date: '2026-09-01T13:00',
    });
    expect(auto.body.breakdown.half_day).toBe(true);
    expect(auto.body.base_price).toBe(3000);
    const off = await calc({
      fleet_item_id: kayak.id,
      pickup_date: '2026-09-01T09:00',
      return_date: '2026-09-01T13:00',
      half_day: false,
    });
    expect(off.body.breakdown.half_day).toBe(false);
    expect(off.body.base_price).toBe(4500);
  });

  const errors: [string, () => object, string, string | undefined][] = [
    [
      'fleet item missing',
      () => ({ pickup_date: '2026-09-01', return_date: '2026-09-02' }),
      'parameter_missing',
      'fleet_item_id',
    ],
    [
      'unknown fleet item',
      () => ({ fleet_item_id: 'fi_nope', pickup_date: '2026-09-01', return_date: '2026-09-02' }),
      'resource_missing',
      'fleet_item_id',
    ],
    [
      'unknown add-on',
      () => ({
        fleet_item_id: kayak.id,
        pickup_date: '2026-09-01',
        return_date: '2026-09-02',
        addons: [{ addon_id: vest.id }, { addon_id: 'ao_nope' }],
      }),
      'resource_missing',
      'addons.1.addon_id',
    ],
    [
      'same add-on twice',
      () => ({
        fleet_item_id: kayak.id,
        pickup_date: '2026-09-01',
        return_date: '2026-09-02',
        addons: [{ addon_id: vest.id }, { addon_id: vest.id }],
      }),
      'parameter_invalid',
      'addons.1.addon_id',
    ],
    [
      'add-on quantity 0',
      () => ({
        fleet_item_id: kayak.id,
        pickup_date: '2026-09-01',
        return_date: '2026-09-02',
        addons: [{ addon_id: vest.id, quantity: 0 }],
      }),
      'parameter_invalid',
      'addons.0.quantity',
    ],
    [
      'add-on quantity 1001',
      () => ({
        fleet_item_id: kayak.id,
        pickup_date: '2026-09-01',
        return_date: '2026-09-02',
        addons: [{ addon_id: vest.id, quantity: 1001 }],
      }),
      'parameter_invalid',
      'addons.0.quantity',
    ],
    [
      'unknown coupon',
      () => ({ fleet_item_id: kayak.id, pickup_date: '2026-09-01', return_date: '2026-09-02', coupon_code: 'NOPE' }),
      'coupon_invalid',
      'coupon_code',
    ],
    [
      'bad pickup',
      () => ({ fleet_item_id: kayak.id, pickup_date: 'next week', return_date: '2026-09-02' }),
      'parameter_invalid',
      'pickup_date',
    ],
    [
      'return before pickup',
      () => ({ fleet_item_id: kayak.id, pickup_date: '2026-09-02', return_date: '2026-09-01' }),
      'parameter_invalid',
      'return_date',
    ],
    [
      'over 730 days',
      () => ({ fleet_item_id: kayak.id, pickup_date: '2026-01-01', return_date: '2028-01-02' }),
      'parameter_invalid',
      'return_date',
    ],
    [
      'forced half-day on 3 days',
      () => ({ fleet_item_id: kayak.id, pickup_date: '2026-09-01', return_date: '2026-09-04', half_day: true }),
      'half_day_not_allowed',
      'half_day',
    ],
    [
      'half_day not boolean',
      () => ({ fleet_item_id: kayak.id, pickup_date: '2026-09-01', return_date: '2026-09-04', half_day: 'yes' }),
      'parameter_invalid',
      'half_day',
    ],
  ];
  it.each(errors)('%s → 400', async (_label, body, code, param) => {
    const res = await calc(body());
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request_error', code, ...(param ? { param } : {}) });
  });

  it('coupon checks use the injected clock; inactive items and add-ons are refused', async () => {
    await s.api('POST', '/v1/coupons', {
      body: { code: 'OLD', discount_type: 'dollar', discount_value: 100, valid_until: '2026-06-14' },
    });
    await s.api('POST', '/v1/coupons', {
      body: { code: 'LATER', discount_type: 'dollar', discount_value: 100, valid_from: '2026-06-16' },
    });
    await s.api('POST', '/v1/coupons', {
      body: { code: 'TODAY', discount_type: 'dollar', discount_value: 100, valid_until: '2026-06-15' },
    });
    await s.api('POST', '/v1/coupons', {
      body: { code: 'OFF', discount_type: 'dollar', discount_value: 100, active: false },
    });
    const base = { fleet_item_id: kayak.id, pickup_date: '2026-09-01', return_date: '2026-09-02' };
    expect((await calc({ ...base, coupon_code: 'old' })).body.error.code).toBe('coupon_expired');
    expect((await calc({ ...base, coupon_code: 'later' })).body.error.code).toBe('coupon_not_yet_valid');
    expect((await calc({ ...base, coupon_code: 'off' })).body.error.code).toBe('coupon_inactive');
    expect((await calc({ ...base, coupon_code: 'today' })).status).toBe(200);
    const item = (
      await s.api('POST', '/v1/fleet-items', { body: { name: 'Old boat', price_full_day: 1, active: false } })
    ).body;
    expect((await calc({ ...base, fleet_item_id: item.id })).body.error).toMatchObject({
      code: 'resource_inactive',
      param: 'fleet_item_id',
    });
    const addon = (await s.api('POST', '/v1/addons', { body: { name: 'Old vest', price: 1, active: false } })).body;
    expect((await calc({ ...base, addons: [{ addon_id: addon.id }] })).body.error).toMatchObject({
      code: 'resource_inactive',
      param: 'addons.0.addon_id',
    });
  });

  it('a huge amount is 400 amount_too_large without param', async () => {
    const item = (await s.api('POST', '/v1/fleet-items', { body: { name: 'Yacht', price_full_day: 100_000_000_000 } }))
      .body;
    const addon = (
      await s.api('POST', '/v1/addons', { body: { name: 'Crew', price: 100_000_000_000, pricing: 'per_day' } })
    ).body;
    const res = await calc({
      fleet_item_id: item.id,
      pickup_date: '2026-01-01',
      return_date: '2027-12-31',
      addons: [{ addon_id: addon.id, quantity: 1000 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('amount_too_large');
    expect(res.body.error.param).toBeUndefined();
  });
});

describe('tenant settings reach the quote', () => {
  it('rentline tenant update --tier, run while the server runs, changes the next quote’s service fee', async () => {
    const t = await s.newTenant('Tiered');
    const item = (
      await s.api('POST', '/v1/fleet-items', { key: t.test_key, body: { name: 'Bike', price_full_day: 10_000 } })
    ).body.id;
    const quote = async (key = t.test_key) =>
      (await calc({ fleet_item_id: item, pickup_date: '2026-09-01', return_date: '2026-09-02' }, key)).body;
    expect((await quote()).service_fee_amount).toBe(300); // starter: 3 %
    const up = await runCliAsync(['tenant', 'update', t.tenant_id, '--tier', 'growth'], s.env);
    expect(up.status, up.stderr).toBe(0);
    expect((await quote()).service_fee_amount).toBe(150);
    expect((await s.api('GET', '/v1/tenant', { key: t.test_key })).body.subscription_tier).toBe('growth');
    const ent = await runCliAsync(['tenant', 'update', t.tenant_id, '--tier', 'enterprise'], s.env);
    expect(ent.status, ent.stderr).toBe(0);
    const q = await quote();
    expect(q.service_fee_amount).toBe(0);
    expect(q.total).toBe(10_000);
    // The tier is the tenant's: live mode follows too.
    const liveItem = (
      await s.api('POST', '/v1/fleet-items', { key: t.live_key, body: { name: 'Bike', price_full_day: 10_000 } })
    ).body.id;
    const live = await calc(
      { fleet_item_id: liveItem, pickup_date: '2026-09-01', return_date: '2026-09-02' },
      t.live_key,
    );
    expect(live.body.service_fee_amount).toBe(0);
  });

  it('a test-key PATCH of tax settings leaves live quotes unchanged', async () => {
    const t = await s.newTenant('Taxed');
    const mkItem = async (key: string) =>
      (await s.api('POST', '/v1/fleet-items', { key, body: { name: 'Canoe', price_full_day: 10_000 } })).body.id;
    const testItem = await mkItem(t.test_key);
    const liveItem = await mkItem(t.live_key);
    const body = (id: string) => ({ fleet_item_id: id, pickup_date: '2026-09-01', return_date: '2026-09-02' });
    const liveBefore = (await calc(body(liveItem), t.live_key)).body;
    const patch = await s.api('PATCH', '/v1/tenant', {
      key: t.test_key,
      body: { tax_rate_bps: 1000, tax_inclusive: false, service_fee_payer: 'tenant' },
    });
    expect(patch.status).toBe(200);
    const testAfter = (await calc(body(testItem), t.test_key)).body;
    expect(testAfter.tax).toBe(1000);
    expect(testAfter.service_fee_amount).toBe(330);
    expect(testAfter.total).toBe(11_000);
    const liveAfter = (await calc(body(liveItem), t.live_key)).body;
    expect(liveAfter).toEqual(liveBefore);
    expect(liveAfter.tax).toBe(0);
    expect(liveAfter.total).toBe(10_300);
  });

  it('inclusive tax comes from the settings', async () => {
    const t = await s.newTenant('Inclusive');
    const item = (
      await s.api('POST', '/v1/fleet-items', { key: t.test_key, body: { name: 'Canoe', price_full_day: 10_825 } })
    ).body.id;
    await s.api('PATCH', '/v1/tenant', { key: t.test_key, body: { tax_rate_bps: 825, tax_inclusive: true } });
    const q = (await calc({ fleet_item_id: item, pickup_date: '2026-09-01', return_date: '2026-09-02' }, t.test_key))
      .body;
    expect(q.subtotal).toBe(10_825);
    expect(q.tax).toBe(825);
    expect(q.total).toBe(10_825 + Math.round(10_825 * 0.03));
  });
});
