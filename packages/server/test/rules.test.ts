import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

let s: TestServer;
let kayak: string;
let bike: string;
beforeAll(async () => {
  s = await startServer();
  kayak = (await s.api('POST', '/v1/fleet-items', { body: { name: 'Kayak', price_full_day: 4500 } })).body.id;
  bike = (await s.api('POST', '/v1/fleet-items', { body: { name: 'Bike', price_full_day: 6000 } })).body.id;
});
afterAll(() => s.close());

const seasonal = { type: 'seasonal', start_date: '2026-06-01', end_date: '2026-08-31', adjustment_value: 20 };
const multiDay = { type: 'multi_day', days_threshold: 3, adjustment_value: 10 };

describe('pricing rules: the six endpoints', () => {
  it('POST creates with the documented defaults (201)', async () => {
    const res = await s.api('POST', '/v1/pricing/rules', { body: multiDay });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^pr_/),
      object: 'pricing_rule',
      fleet_item_id: null,
      type: 'multi_day',
      start_date: null,
      end_date: null,
      days_threshold: 3,
      adjustment_type: 'percent',
      adjustment_value: 10,
      priority: 0,
      active: true,
      livemode: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('GET one, PATCH (toggle active), DELETE', async () => {
    const rule = (await s.api('POST', '/v1/pricing/rules', { body: { ...seasonal, fleet_item_id: kayak } })).body;
    expect((await s.api('GET', `/v1/pricing/rules/${rule.id}`)).body).toEqual(rule);
    const off = await s.api('PATCH', `/v1/pricing/rules/${rule.id}`, { body: { active: false, priority: 5 } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ ...seasonal, fleet_item_id: kayak, active: false, priority: 5 });
    const del = await s.api('DELETE', `/v1/pricing/rules/${rule.id}`);
    expect(del.body).toEqual({ id: rule.id, object: 'pricing_rule', deleted: true });
    expect((await s.api('GET', `/v1/pricing/rules/${rule.id}`)).status).toBe(404);
  });

  it('GET list filters by fleet_item_id (that item only, not global), active and type', async () => {
    const t = await s.newTenant('Rules filter');
    const item = (await s.api('POST', '/v1/fleet-items', { key: t.test_key, body: { name: 'K', price_full_day: 1 } }))
      .body.id;
    const other = (await s.api('POST', '/v1/fleet-items', { key: t.test_key, body: { name: 'B', price_full_day: 1 } }))
      .body.id;
    const mk = async (body: object) => (await s.api('POST', '/v1/pricing/rules', { key: t.test_key, body })).body.id;
    const global = await mk(seasonal);
    const itemSeasonal = await mk({ ...seasonal, fleet_item_id: item });
    const itemMulti = await mk({ ...multiDay, fleet_item_id: item, active: false });
    const otherRule = await mk({ ...multiDay, fleet_item_id: other });
    const ids = async (q: string) =>
      (await s.api('GET', `/v1/pricing/rules${q}`, { key: t.test_key })).body.data.map((r: { id: string }) => r.id);
    expect(await ids('')).toEqual([otherRule, itemMulti, itemSeasonal, global]);
    expect(await ids(`?fleet_item_id=${item}`)).toEqual([itemMulti, itemSeasonal]);
    expect(await ids(`?fleet_item_id=${item}&active=true`)).toEqual([itemSeasonal]);
    expect(await ids('?active=false')).toEqual([itemMulti]);
    expect(await ids('?type=seasonal')).toEqual([itemSeasonal, global]);
    expect(await ids('?fleet_item_id=fi_unknown')).toEqual([]);
  });
});

describe('pricing rules: validation (400 code + param)', () => {
  const cases: [string, () => Record<string, unknown>, string, string][] = [
    ['type missing', () => ({ adjustment_value: 1 }), 'parameter_missing', 'type'],
    ['unknown type', () => ({ ...seasonal, type: 'weekly' }), 'parameter_invalid', 'type'],
    ['unknown field', () => ({ ...seasonal, colour: 'red' }), 'parameter_unknown', 'colour'],
    [
      'multi_day without threshold',
      () => ({ type: 'multi_day', adjustment_value: 5 }),
      'parameter_missing',
      'days_threshold',
    ],
    ['threshold 0', () => ({ ...multiDay, days_threshold: 0 }), 'parameter_invalid', 'days_threshold'],
    ['threshold 731', () => ({ ...multiDay, days_threshold: 731 }), 'parameter_invalid', 'days_threshold'],
    ['threshold fractional', () => ({ ...multiDay, days_threshold: 2.5 }), 'parameter_invalid', 'days_threshold'],
    ['multi_day percent 101', () => ({ ...multiDay, adjustment_value: 101 }), 'parameter_invalid', 'adjustment_value'],
    ['multi_day percent -1', () => ({ ...multiDay, adjustment_value: -1 }), 'parameter_invalid', 'adjustment_value'],
    [
      'multi_day dollar -1',
      () => ({ ...multiDay, adjustment_type: 'dollar', adjustment_value: -1 }),
      'parameter_invalid',
      'adjustment_value',
    ],
    ['multi_day with dates', () => ({ ...multiDay, start_date: '2026-01-01' }), 'parameter_invalid', 'start_date'],
    ['seasonal without start', () => ({ type: 'seasonal', end_date: '2026-01-01' }), 'parameter_missing', 'start_date'],
    ['seasonal without end', () => ({ type: 'seasonal', start_date: '2026-01-01' }), 'parameter_missing', 'end_date'],
    ['seasonal reversed', () => ({ ...seasonal, start_date: '2026-09-01' }), 'parameter_invalid', 'end_date'],
    ['seasonal bad date', () => ({ ...seasonal, start_date: '2026-02-30' }), 'parameter_invalid', 'start_date'],
    ['seasonal 0100-02-29', () => ({ ...seasonal, start_date: '0100-02-29' }), 'parameter_invalid', 'start_date'],
    ['seasonal date-time', () => ({ ...seasonal, end_date: '2026-08-31T00:00' }), 'parameter_invalid', 'end_date'],
    ['seasonal with threshold', () => ({ ...seasonal, days_threshold: 3 }), 'parameter_invalid', 'days_threshold'],
    ['seasonal percent -101', () => ({ ...seasonal, adjustment_value: -101 }), 'parameter_invalid', 'adjustment_value'],
    ['seasonal percent 1001', () => ({ ...seasonal, adjustment_value: 1001 }), 'parameter_invalid', 'adjustment_value'],
    [
      'seasonal dollar over 1e11',
      () => ({ ...seasonal, adjustment_type: 'dollar', adjustment_value: 100_000_000_001 }),
      'parameter_invalid',
      'adjustment_value',
    ],
    ['bad adjustment_type', () => ({ ...seasonal, adjustment_type: 'ratio' }), 'parameter_invalid', 'adjustment_type'],
    ['unknown fleet item', () => ({ ...seasonal, fleet_item_id: 'fi_missing' }), 'resource_missing', 'fleet_item_id'],
    ['priority not integer', () => ({ ...seasonal, priority: 'high' }), 'parameter_invalid', 'priority'],
  ];
  it.each(cases)('%s', async (_label, body, code, param) => {
    const res = await s.api('POST', '/v1/pricing/rules', { body: body() });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request_error', code, param });
  });

  it('accepts the edges: seasonal -100 % / 1000 %, explicit null threshold, multi_day 730 and 100 %', async () => {
    for (const body of [
      { ...seasonal, adjustment_value: -100, days_threshold: null },
      { ...seasonal, adjustment_value: 1000 },
      { ...seasonal, adjustment_type: 'dollar', adjustment_value: -100_000_000_000 },
      { ...multiDay, days_threshold: 730, adjustment_value: 100 },
      { ...multiDay, days_threshold: 1, start_date: null, end_date: null },
      // Dates of the first century are dates like any other (year 0 is 1 BC, a leap year).
      { ...seasonal, start_date: '0000-02-29', end_date: '0099-12-31' },
      { ...seasonal, start_date: '0001-01-01', end_date: '0100-01-01' },
    ]) {
      const res = await s.api('POST', '/v1/pricing/rules', { body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  it('PATCH validates the merged rule', async () => {
    const rule = (await s.api('POST', '/v1/pricing/rules', { body: seasonal })).body;
    const p = (body: object) => s.api('PATCH', `/v1/pricing/rules/${rule.id}`, { body });
    expect((await p({ type: 'multi_day' })).body.error).toMatchObject({
      code: 'parameter_missing',
      param: 'days_threshold',
    });
    expect((await p({ type: 'multi_day', days_threshold: 2 })).body.error).toMatchObject({ param: 'start_date' });
    expect((await p({ end_date: '2026-05-01' })).body.error).toMatchObject({
      code: 'parameter_invalid',
      param: 'end_date',
    });
    expect((await p({ adjustment_value: 2000 })).body.error).toMatchObject({ param: 'adjustment_value' });
    expect((await p({ fleet_item_id: 'fi_gone' })).body.error).toMatchObject({
      code: 'resource_missing',
      param: 'fleet_item_id',
    });
    const ok = await p({
      type: 'multi_day',
      days_threshold: 2,
      start_date: null,
      end_date: null,
      adjustment_value: 15,
      fleet_item_id: bike,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ type: 'multi_day', days_threshold: 2, start_date: null, fleet_item_id: bike });
    expect((await s.api('GET', `/v1/pricing/rules/${rule.id}`)).body).toEqual(ok.body);
  });

  it("another mode's fleet item does not exist for a rule", async () => {
    const liveItem = (
      await s.api('POST', '/v1/fleet-items', { key: s.tenant.live_key, body: { name: 'L', price_full_day: 1 } })
    ).body.id;
    const res = await s.api('POST', '/v1/pricing/rules', { body: { ...seasonal, fleet_item_id: liveItem } });
    expect(res.body.error).toMatchObject({ code: 'resource_missing', param: 'fleet_item_id' });
    expect(kayak).toBeTruthy();
  });
});
