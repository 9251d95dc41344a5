/**
 * Rate plans and the shop schedule through the API, on both stores: the tenant's schedule (per
 * mode, validated with dotted params), the fleet item's hourly rate, rate table and rental limits,
 * weekday rules, and the schedule applied wherever the server prices or checks a window (calculate,
 * create, extend, swap, the availability check), with the booking notice on Create Booking. The
 * last part prices bookings that use every option and compares them with the engine's `priceCart`.
 */
import { type CartInput, type CartLineInput, priceCart } from '@rentline/pricing-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, makeApi, startServer, type TestServer } from './helpers.js';

let s: TestServer;
// A Monday, 14:00 in Berlin.
const now = new Date('2026-06-15T12:00:00.000Z');

beforeAll(async () => {
  s = await startServer({ clock: () => now, timezone: 'Europe/Berlin' });
});
afterAll(() => s.close());

/** A new tenant (its own schedule, catalog and bookings) and its test-mode API. */
async function tenant(timezone = 'Europe/Berlin'): Promise<{ api: Api; live: Api }> {
  const t = await s.newTenant('Shop', timezone);
  return { api: makeApi(s.url, t.test_key), live: makeApi(s.url, t.live_key) };
}

async function ok(api: Api, method: string, path: string, body?: unknown, status = 200) {
  const res = await api(method, path, body === undefined ? {} : { body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(status);
  return res.body;
}

function expectError(res: { status: number; body: any; text: string }, code: string, param: string) {
  expect(res.status, res.text).toBe(400);
  expect(res.body.error.code, res.text).toBe(code);
  expect(res.body.error.param, res.text).toBe(param);
}

const OPEN = [['09:00', '18:00']];
/** Monday to Friday 09:00-18:00, Saturday mornings, closed on Sundays and on 2026-07-15 (a Wednesday). */
const SHOP = {
  opening_hours: { '1': OPEN, '2': OPEN, '3': OPEN, '4': OPEN, '5': OPEN, '6': [['09:00', '13:00']] },
  closed_dates: ['2026-07-15'],
};

const DEFAULT_SCHEDULE = {
  opening_hours: null,
  closed_dates: [],
  charge_closed_days: true,
  day_count: 'elapsed',
  return_by: null,
  leeway_minutes: 0,
  min_notice_minutes: 0,
};

describe('the tenant schedule', () => {
  it('is the default until set; a PATCH replaces the whole object and fills what it leaves out; per mode', async () => {
    const { api, live } = await tenant();
    expect((await ok(api, 'GET', '/v1/tenant')).schedule).toEqual(DEFAULT_SCHEDULE);
    const set = await ok(api, 'PATCH', '/v1/tenant', {
      schedule: { ...SHOP, charge_closed_days: false, day_count: 'calendar', return_by: '10:00', leeway_minutes: 30 },
    });
    expect(set.schedule).toEqual({
      ...DEFAULT_SCHEDULE,
      ...SHOP,
      charge_closed_days: false,
      day_count: 'calendar',
      return_by: '10:00',
      leeway_minutes: 30,
    });
    expect((await ok(api, 'GET', '/v1/tenant')).schedule).toEqual(set.schedule);
    // The live mode keeps its own.
    expect((await ok(live, 'GET', '/v1/tenant')).schedule).toEqual(DEFAULT_SCHEDULE);
    // A second PATCH replaces it: what it leaves out goes back to its default.
    const replaced = await ok(api, 'PATCH', '/v1/tenant', { schedule: { min_notice_minutes: 60 } });
    expect(replaced.schedule).toEqual({ ...DEFAULT_SCHEDULE, min_notice_minutes: 60 });
    // A PATCH without schedule leaves it alone.
    expect((await ok(api, 'PATCH', '/v1/tenant', { tax_rate_bps: 100 })).schedule.min_notice_minutes).toBe(60);
  });

  it.each([
    [
      'an interval that closes before it opens',
      { opening_hours: { '6': [['18:00', '09:00']] } },
      'schedule.opening_hours.6.0',
    ],
    ['a bad local time', { opening_hours: { '1': [['9:00', '18:00']] } }, 'schedule.opening_hours.1.0.0'],
    ['a closing time past 24:00', { opening_hours: { '1': [['09:00', '24:30']] } }, 'schedule.opening_hours.1.0.1'],
    [
      'overlapping intervals',
      {
        opening_hours: {
          '2': [
            ['09:00', '12:00'],
            ['11:00', '18:00'],
          ],
        },
      },
      'schedule.opening_hours.2.1',
    ],
    ['a weekday key out of range', { opening_hours: { '8': [] } }, 'schedule.opening_hours.8'],
    [
      'a closed date listed twice',
      { closed_dates: ['2026-12-24', '2026-12-25', '2026-12-31', '2026-12-25'] },
      'schedule.closed_dates.3',
    ],
    ['a closed date that is no date', { closed_dates: ['2026-02-30'] }, 'schedule.closed_dates.0'],
    ['an unknown day count', { day_count: 'nights' }, 'schedule.day_count'],
    ['return_by 24:00', { return_by: '24:00' }, 'schedule.return_by'],
    ['leeway over a day', { leeway_minutes: 1441 }, 'schedule.leeway_minutes'],
    ['negative notice', { min_notice_minutes: -1 }, 'schedule.min_notice_minutes'],
    ['notice over a year', { min_notice_minutes: 525_601 }, 'schedule.min_notice_minutes'],
    ['a fractional leeway', { leeway_minutes: 1.5 }, 'schedule.leeway_minutes'],
    ['null', null, 'schedule'],
  ])('refuses %s: 400 parameter_invalid with the dotted param, nothing written', async (_, schedule, param) => {
    const { api } = await tenant();
    const before = await ok(api, 'GET', '/v1/tenant');
    expectError(await api('PATCH', '/v1/tenant', { body: { name: 'Renamed', schedule } }), 'parameter_invalid', param);
    expect(await ok(api, 'GET', '/v1/tenant')).toEqual(before);
  });

  it('names what a weekday key may be', async () => {
    const { api } = await tenant();
    const res = await api('PATCH', '/v1/tenant', { body: { schedule: { opening_hours: { mon: [] } } } });
    expect(res.body.error.param).toBe('schedule.opening_hours.mon');
    expect(res.body.error.message).toContain('must be an ISO weekday, "1" (Monday) .. "7" (Sunday)');
  });

  it('refuses an unknown field of the schedule as parameter_unknown', async () => {
    const { api } = await tenant();
    const res = await api('PATCH', '/v1/tenant', { body: { schedule: { opening_hour: {} } } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'parameter_unknown', param: 'schedule.opening_hour' });
  });

  it('a new schedule prices the next quote, even one the records cache could serve', async () => {
    const { api } = await tenant();
    const item = await ok(api, 'POST', '/v1/fleet-items', { name: 'Kayak', price_full_day: 4500 }, 201);
    const quote = { fleet_item_id: item.id, pickup_date: '2026-07-06T10:00', return_date: '2026-07-08T10:00' };
    for (let i = 0; i < 3; i++) expect((await ok(api, 'POST', '/v1/pricing/calculate', quote)).total).toBe(9270);
    await ok(api, 'PATCH', '/v1/tenant', { schedule: { closed_dates: ['2026-07-08'] } });
    expectError(await api('POST', '/v1/pricing/calculate', { body: quote }), 'outside_opening_hours', 'return_date');
    await ok(api, 'PATCH', '/v1/tenant', { schedule: { closed_dates: ['2026-07-07'], charge_closed_days: false } });
    const skipped = await ok(api, 'POST', '/v1/pricing/calculate', quote);
    expect(skipped.breakdown).toMatchObject({ days: 1, rental_days: 2, closed_dates_skipped: ['2026-07-07'] });
    expect(skipped.base_price).toBe(4500);
  });
});

describe('fleet item rate plans', () => {
  const rateTable = {
    strategy: 'best',
    tiers: [
      { days: 1, price: 1000 },
      { days: 3, price: 2500 },
      { days: 7, price: 7500 },
    ],
  };

  it('are created, shown, listed, changed and cleared; defaults are null and 60', async () => {
    const { api } = await tenant();
    const plain = await ok(api, 'POST', '/v1/fleet-items', { name: 'Plain', price_full_day: 1000 }, 201);
    expect(plain).toMatchObject({
      price_hourly: null,
      hourly_increment_minutes: 60,
      rate_table: null,
      min_rental_minutes: null,
      max_rental_days: null,
    });
    const tent = await ok(
      api,
      'POST',
      '/v1/fleet-items',
      {
        name: 'Tent',
        price_full_day: 1000,
        price_hourly: 300,
        hourly_increment_minutes: 30,
        rate_table: rateTable,
        min_rental_minutes: 120,
        max_rental_days: 14,
      },
      201,
    );
    const plan = {
      price_hourly: 300,
      hourly_increment_minutes: 30,
      rate_table: { ...rateTable, extra_day_price: null },
      min_rental_minutes: 120,
      max_rental_days: 14,
    };
    expect(tent).toMatchObject(plan);
    expect(await ok(api, 'GET', `/v1/fleet-items/${tent.id}`)).toEqual(tent);
    const list = await ok(api, 'GET', '/v1/fleet-items');
    expect(list.data.find((i: { id: string }) => i.id === tent.id)).toEqual(tent);
    const changed = await ok(api, 'PATCH', `/v1/fleet-items/${tent.id}`, {
      rate_table: { ...rateTable, strategy: 'round_up', extra_day_price: 900 },
      max_rental_days: null,
    });
    expect(changed).toMatchObject({
      ...plan,
      rate_table: { ...rateTable, strategy: 'round_up', extra_day_price: 900 },
      max_rental_days: null,
    });
    const cleared = await ok(api, 'PATCH', `/v1/fleet-items/${tent.id}`, { rate_table: null, price_hourly: null });
    expect(cleared).toMatchObject({ rate_table: null, price_hourly: null, hourly_increment_minutes: 30 });
    // The quote uses the stored plan: 10 days of the `best` table cost 8500 (3 + 3 + 3 + 1 days).
    await ok(api, 'PATCH', `/v1/fleet-items/${tent.id}`, { rate_table: rateTable });
    const q = await ok(api, 'POST', '/v1/pricing/calculate', {
      fleet_item_id: tent.id,
      pickup_date: '2026-07-01',
      return_date: '2026-07-11',
    });
    expect(q.base_price).toBe(8500);
    expect(q.breakdown.rate_basis).toBe('rate_table');
  });

  it.each([
    ['price_hourly', { price_hourly: -1 }, 'price_hourly'],
    ['an increment of 45', { hourly_increment_minutes: 45 }, 'hourly_increment_minutes'],
    [
      'tiers not increasing',
      { rate_table: { ...rateTable, tiers: [rateTable.tiers[1], rateTable.tiers[0]] } },
      'rate_table.tiers.1.days',
    ],
    ['no tiers', { rate_table: { strategy: 'best', tiers: [] } }, 'rate_table.tiers'],
    [
      'a tier past 730 days',
      { rate_table: { strategy: 'round_up', tiers: [{ days: 731, price: 1 }] } },
      'rate_table.tiers.0.days',
    ],
    ['an unknown strategy', { rate_table: { ...rateTable, strategy: 'cheapest' } }, 'rate_table.strategy'],
    ['a negative extra day', { rate_table: { ...rateTable, extra_day_price: -1 } }, 'rate_table.extra_day_price'],
    ['min_rental_minutes 0', { min_rental_minutes: 0 }, 'min_rental_minutes'],
    ['min_rental_minutes over a year', { min_rental_minutes: 525_601 }, 'min_rental_minutes'],
    ['max_rental_days 731', { max_rental_days: 731 }, 'max_rental_days'],
  ])('refuses %s on create and on PATCH (400 parameter_invalid)', async (_, fields, param) => {
    const { api } = await tenant();
    expectError(
      await api('POST', '/v1/fleet-items', { body: { name: 'X', price_full_day: 1000, ...fields } }),
      'parameter_invalid',
      param,
    );
    const item = await ok(api, 'POST', '/v1/fleet-items', { name: 'X', price_full_day: 1000 }, 201);
    expectError(await api('PATCH', `/v1/fleet-items/${item.id}`, { body: fields }), 'parameter_invalid', param);
    expect(await ok(api, 'GET', `/v1/fleet-items/${item.id}`)).toEqual(item);
  });

  it('refuses an unknown field of a rate table as parameter_unknown', async () => {
    const { api } = await tenant();
    const res = await api('POST', '/v1/fleet-items', {
      body: { name: 'X', price_full_day: 1000, rate_table: { ...rateTable, rounding: 'up' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'parameter_unknown', param: 'rate_table.rounding' });
  });
});

describe('weekday rules', () => {
  it('are created with their weekdays stored ascending, read, changed, filtered by type and deleted', async () => {
    const { api } = await tenant();
    const item = await ok(api, 'POST', '/v1/fleet-items', { name: 'Bike', price_full_day: 3000 }, 201);
    const weekend = await ok(
      api,
      'POST',
      '/v1/pricing/rules',
      { type: 'weekday', fleet_item_id: item.id, weekdays: [7, 6], adjustment_value: 25 },
      201,
    );
    expect(weekend).toEqual({
      id: expect.stringMatching(/^pr_/),
      object: 'pricing_rule',
      fleet_item_id: item.id,
      type: 'weekday',
      start_date: null,
      end_date: null,
      days_threshold: null,
      adjustment_type: 'percent',
      adjustment_value: 25,
      priority: 0,
      active: true,
      weekdays: [6, 7],
      livemode: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const ranged = await ok(
      api,
      'POST',
      '/v1/pricing/rules',
      {
        type: 'weekday',
        weekdays: [1],
        start_date: '2026-07-01',
        end_date: '2026-07-31',
        adjustment_type: 'dollar',
        adjustment_value: -500,
      },
      201,
    );
    expect(ranged).toMatchObject({ weekdays: [1], start_date: '2026-07-01', end_date: '2026-07-31' });
    const seasonal = await ok(
      api,
      'POST',
      '/v1/pricing/rules',
      { type: 'seasonal', start_date: '2026-06-01', end_date: '2026-08-31', adjustment_value: 10 },
      201,
    );
    // The other types read as they always did: no weekdays field.
    expect(seasonal).not.toHaveProperty('weekdays');
    expect(await ok(api, 'GET', `/v1/pricing/rules/${weekend.id}`)).toEqual(weekend);

    const weekdayRules = await ok(api, 'GET', '/v1/pricing/rules?type=weekday');
    expect(weekdayRules.data.map((r: { id: string }) => r.id)).toEqual([ranged.id, weekend.id]);
    const seasonalRules = await ok(api, 'GET', '/v1/pricing/rules?type=seasonal');
    expect(seasonalRules.data.map((r: { id: string }) => r.id)).toEqual([seasonal.id]);
    const ofItem = await ok(api, 'GET', `/v1/pricing/rules?type=weekday&fleet_item_id=${item.id}`);
    expect(ofItem.data.map((r: { id: string }) => r.id)).toEqual([weekend.id]);

    const patched = await ok(api, 'PATCH', `/v1/pricing/rules/${weekend.id}`, { weekdays: [7, 5, 6] });
    expect(patched.weekdays).toEqual([5, 6, 7]);
    // A Saturday quote gets the weekend rule (and the global seasonal one).
    const q = await ok(api, 'POST', '/v1/pricing/calculate', {
      fleet_item_id: item.id,
      pickup_date: '2026-07-04T10:00',
      return_date: '2026-07-05T10:00',
    });
    expect(
      q.breakdown.seasonal_rules_applied.map((r: { rule_id: string; type: string }) => [r.rule_id, r.type]),
    ).toEqual([
      [weekend.id, 'weekday'],
      [seasonal.id, 'seasonal'],
    ]);
    expect(q.base_price + q.seasonal_adjustment).toBe(4125); // 3000 × 1.25 × 1.10

    // Turning it into a seasonal rule needs its weekdays cleared.
    expectError(
      await api('PATCH', `/v1/pricing/rules/${weekend.id}`, {
        body: { type: 'seasonal', start_date: '2026-07-01', end_date: '2026-07-31' },
      }),
      'parameter_invalid',
      'weekdays',
    );
    const turned = await ok(api, 'PATCH', `/v1/pricing/rules/${weekend.id}`, {
      type: 'seasonal',
      start_date: '2026-07-01',
      end_date: '2026-07-31',
      weekdays: null,
    });
    expect(turned).not.toHaveProperty('weekdays');
    await ok(api, 'DELETE', `/v1/pricing/rules/${ranged.id}`);
    expect((await ok(api, 'GET', '/v1/pricing/rules?type=weekday')).data).toEqual([]);
  });

  it.each([
    ['without weekdays', { type: 'weekday' }, 'parameter_missing', 'weekdays'],
    ['with no weekday', { type: 'weekday', weekdays: [] }, 'parameter_invalid', 'weekdays'],
    ['with weekday 0', { type: 'weekday', weekdays: [1, 0] }, 'parameter_invalid', 'weekdays.1'],
    ['with weekday 8', { type: 'weekday', weekdays: [8] }, 'parameter_invalid', 'weekdays.0'],
    ['with a weekday twice', { type: 'weekday', weekdays: [6, 7, 6] }, 'parameter_invalid', 'weekdays.2'],
    [
      'with a start and no end',
      { type: 'weekday', weekdays: [6], start_date: '2026-07-01' },
      'parameter_missing',
      'end_date',
    ],
    [
      'with an end and no start',
      { type: 'weekday', weekdays: [6], end_date: '2026-07-01' },
      'parameter_missing',
      'start_date',
    ],
    [
      'with a reversed range',
      { type: 'weekday', weekdays: [6], start_date: '2026-07-31', end_date: '2026-07-01' },
      'parameter_invalid',
      'end_date',
    ],
    [
      'with a days_threshold',
      { type: 'weekday', weekdays: [6], days_threshold: 3 },
      'parameter_invalid',
      'days_threshold',
    ],
    ['at 1001 %', { type: 'weekday', weekdays: [6], adjustment_value: 1001 }, 'parameter_invalid', 'adjustment_value'],
    ['at -101 %', { type: 'weekday', weekdays: [6], adjustment_value: -101 }, 'parameter_invalid', 'adjustment_value'],
    [
      'seasonal with weekdays',
      { type: 'seasonal', start_date: '2026-07-01', end_date: '2026-07-31', weekdays: [6] },
      'parameter_invalid',
      'weekdays',
    ],
    [
      'multi_day with weekdays',
      { type: 'multi_day', days_threshold: 3, weekdays: [] },
      'parameter_invalid',
      'weekdays',
    ],
  ])('refuses a rule %s', async (_, body, code, param) => {
    const { api } = await tenant();
    expectError(await api('POST', '/v1/pricing/rules', { body }), code, param);
    expect((await ok(api, 'GET', '/v1/pricing/rules')).data).toEqual([]);
  });

  it('accepts the edges: all seven weekdays, -100 % and 1000 %, dollar cents per day, an explicit null threshold', async () => {
    const { api } = await tenant();
    for (const body of [
      { type: 'weekday', weekdays: [1, 2, 3, 4, 5, 6, 7], adjustment_value: -100 },
      { type: 'weekday', weekdays: [3], adjustment_value: 1000, days_threshold: null },
      { type: 'weekday', weekdays: [3], adjustment_type: 'dollar', adjustment_value: -100_000_000_000 },
    ]) {
      await ok(api, 'POST', '/v1/pricing/rules', body, 201);
    }
  });
});

describe('opening hours, rental limits and the booking notice wherever the server prices', () => {
  let api: Api;
  let kayak: { id: string };
  let limited: { id: string };
  let customer: { id: string };

  beforeAll(async () => {
    ({ api } = await tenant());
    await ok(api, 'PATCH', '/v1/tenant', { schedule: SHOP });
    kayak = await ok(api, 'POST', '/v1/fleet-items', { name: 'Kayak', price_full_day: 4500, quantity: 20 }, 201);
    limited = await ok(
      api,
      'POST',
      '/v1/fleet-items',
      { name: 'Canoe', price_full_day: 5000, quantity: 20, min_rental_minutes: 120, max_rental_days: 3 },
      201,
    );
    customer = await ok(api, 'POST', '/v1/customers', { name: 'Ada' }, 201);
  });

  const calculate = (pickup: string, ret: string, item = kayak) =>
    api('POST', '/v1/pricing/calculate', {
      body: { fleet_item_id: item.id, pickup_date: pickup, return_date: ret },
    });
  const book = (pickup: string, ret: string, items: { id: string }[] = [kayak]) =>
    api('POST', '/v1/bookings', {
      body: {
        customer_id: customer.id,
        pickup_date: pickup,
        return_date: ret,
        line_items: items.map((i) => ({ fleet_item_id: i.id })),
      },
    });
  const check = (pickup: string, ret: string, items: { id: string }[] = [kayak]) =>
    api('POST', '/v1/availability/check', {
      body: { pickup_date: pickup, return_date: ret, line_items: items.map((i) => ({ fleet_item_id: i.id })) },
    });

  it.each([
    ['a Sunday pickup', '2026-07-05T10:00', '2026-07-07T10:00', 'pickup_date'],
    ['a pickup on a closed date', '2026-07-15T10:00', '2026-07-16T10:00', 'pickup_date'],
    ['a pickup before opening', '2026-07-06T08:59', '2026-07-07T10:00', 'pickup_date'],
    ['a return after closing', '2026-07-06T10:00', '2026-07-07T18:01', 'return_date'],
    ['a Saturday afternoon return', '2026-07-01T10:00', '2026-07-04T14:00', 'return_date'],
  ])('%s is outside_opening_hours on calculate, create and the check', async (_, pickup, ret, param) => {
    expectError(await calculate(pickup, ret), 'outside_opening_hours', param);
    expectError(await book(pickup, ret), 'outside_opening_hours', param);
    expectError(await check(pickup, ret), 'outside_opening_hours', param);
  });

  it('the bounds are inside: pickup at opening, return at closing', async () => {
    expect((await calculate('2026-07-06T09:00', '2026-07-07T18:00')).status).toBe(200);
    expect((await check('2026-07-06T09:00', '2026-07-07T18:00')).status).toBe(200);
    expect((await book('2026-07-06T09:00', '2026-07-07T18:00')).status).toBe(201);
  });

  it('rental limits: rental_too_short and rental_too_long on calculate, create (every cart line) and the check', async () => {
    for (const [pickup, ret, code] of [
      ['2026-07-06T10:00', '2026-07-06T11:59', 'rental_too_short'],
      ['2026-07-06T10:00', '2026-07-10T10:00', 'rental_too_long'],
    ] as const) {
      expectError(await calculate(pickup, ret, limited), code, 'return_date');
      expectError(await book(pickup, ret, [kayak, limited]), code, 'return_date');
      expectError(await check(pickup, ret, [kayak, limited]), code, 'return_date');
      // Without the limited item the same window is fine.
      expect((await check(pickup, ret, [kayak])).status).toBe(200);
    }
    expect((await book('2026-07-06T10:00', '2026-07-06T12:00', [kayak, limited])).status).toBe(201);
    expect((await book('2026-07-06T10:00', '2026-07-09T10:00', [limited])).status).toBe(201);
  });

  it('extend: the new return date must be open and within every line’s limits (param new_return_date)', async () => {
    const booking = (await book('2026-07-06T10:00', '2026-07-07T10:00', [kayak, limited])).body;
    const extend = (to: string) => api('POST', `/v1/bookings/${booking.id}/extend`, { body: { new_return_date: to } });
    expectError(await extend('2026-07-12T10:00'), 'outside_opening_hours', 'new_return_date');
    expectError(await extend('2026-07-08T19:00'), 'outside_opening_hours', 'new_return_date');
    expectError(await extend('2026-07-10T10:00'), 'rental_too_long', 'new_return_date');
    const extended = await extend('2026-07-09T10:00');
    expect(extended.status, extended.text).toBe(200);
    expect(extended.body.return_date).toBe('2026-07-09T08:00:00.000Z');
  });

  it('swap: the new item’s limits are checked (param new_fleet_item_id), the other lines’ are not', async () => {
    const short = await ok(api, 'POST', '/v1/fleet-items', { name: 'Short', price_full_day: 100, quantity: 5 }, 201);
    const oneDay = await ok(
      api,
      'POST',
      '/v1/fleet-items',
      { name: 'One day', price_full_day: 100, quantity: 5, max_rental_days: 1 },
      201,
    );
    const hour = (await book('2026-07-06T10:00', '2026-07-06T11:00', [kayak])).body;
    const line = hour.line_items[0].id;
    const swap = (id: string, to: string) =>
      api('POST', `/v1/bookings/${id}/swap-item`, { body: { line_item_id: line, new_fleet_item_id: to } });
    expectError(await swap(hour.id, limited.id), 'rental_too_short', 'new_fleet_item_id');
    const twoDays = (await book('2026-07-06T10:00', '2026-07-08T10:00', [kayak, limited])).body;
    const swapTwo = (to: string) =>
      api('POST', `/v1/bookings/${twoDays.id}/swap-item`, {
        body: { line_item_id: twoDays.line_items[0].id, new_fleet_item_id: to },
      });
    expectError(await swapTwo(oneDay.id), 'rental_too_long', 'new_fleet_item_id');
    // The canoe's limits tightened since the booking: swapping the other line still works.
    await ok(api, 'PATCH', `/v1/fleet-items/${limited.id}`, { max_rental_days: 1 });
    const swapped = await swapTwo(short.id);
    expect(swapped.status, swapped.text).toBe(200);
    await ok(api, 'PATCH', `/v1/fleet-items/${limited.id}`, { max_rental_days: 3 });
  });

  it('min_notice_minutes: a pickup earlier than now + notice is pickup_too_soon; 0 accepts past pickups', async () => {
    const { api: other } = await tenant();
    const item = await ok(other, 'POST', '/v1/fleet-items', { name: 'Kayak', price_full_day: 4500 }, 201);
    const who = await ok(other, 'POST', '/v1/customers', { name: 'Ada' }, 201);
    const create = (pickup: string, ret: string) =>
      other('POST', '/v1/bookings', {
        body: { customer_id: who.id, pickup_date: pickup, return_date: ret, line_items: [{ fleet_item_id: item.id }] },
      });
    // Now is 14:00 in Berlin. No notice: a pickup in the past is accepted, as always.
    expect((await create('2026-06-01T10:00', '2026-06-02T10:00')).status).toBe(201);
    await ok(other, 'PATCH', '/v1/tenant', { schedule: { min_notice_minutes: 120 } });
    expectError(await create('2026-06-01T10:00', '2026-06-02T10:00'), 'pickup_too_soon', 'pickup_date');
    expectError(await create('2026-06-15T15:59', '2026-06-16T10:00'), 'pickup_too_soon', 'pickup_date');
    expect((await create('2026-06-15T16:00', '2026-06-16T10:00')).status).toBe(201);
    // Only Create Booking: a quote for the same window is priced.
    const quote = await other('POST', '/v1/pricing/calculate', {
      body: { fleet_item_id: item.id, pickup_date: '2026-06-15T15:00', return_date: '2026-06-16T10:00' },
    });
    expect(quote.status, quote.text).toBe(200);
  });
});

describe('bookings that use every option cost what the engine says', () => {
  let api: Api;
  const items: Record<string, { id: string }> = {};
  let customer: { id: string };

  beforeAll(async () => {
    ({ api } = await tenant());
    const open = [['08:00', '20:00']];
    await ok(api, 'PATCH', '/v1/tenant', {
      tax_rate_bps: 825,
      schedule: {
        opening_hours: { '1': open, '2': open, '3': open, '4': open, '5': open, '6': open },
        charge_closed_days: false,
        day_count: 'calendar',
        return_by: '10:00',
        leeway_minutes: 30,
      },
    });
    const item = async (key: string, fields: Record<string, unknown>) => {
      items[key] = await ok(api, 'POST', '/v1/fleet-items', { name: key, quantity: 20, ...fields }, 201);
    };
    await item('hourly', { price_full_day: 3000, price_hourly: 900, deposit_amount: 5000 });
    await item('roundUp', {
      price_full_day: 5000,
      rate_table: {
        strategy: 'round_up',
        tiers: [
          { days: 1, price: 5000 },
          { days: 2, price: 9000 },
          { days: 7, price: 20000 },
        ],
        extra_day_price: 2500,
      },
    });
    await item('best', {
      price_full_day: 1000,
      price_hourly: 100,
      hourly_increment_minutes: 30,
      rate_table: {
        strategy: 'best',
        tiers: [
          { days: 1, price: 1000 },
          { days: 3, price: 2500 },
          { days: 7, price: 7500 },
        ],
      },
    });
    await item('weekly', { price_full_day: 4000, price_multi_day: 3500, price_weekly: 18000 });
    const rule = (body: Record<string, unknown>) => ok(api, 'POST', '/v1/pricing/rules', body, 201);
    await rule({ type: 'weekday', fleet_item_id: items.weekly?.id, weekdays: [6], adjustment_value: 25, priority: 5 });
    await rule({ type: 'weekday', weekdays: [1, 2], adjustment_type: 'dollar', adjustment_value: -300 });
    await rule({
      type: 'weekday',
      weekdays: [6],
      start_date: '2026-07-01',
      end_date: '2026-07-31',
      adjustment_value: 10,
    });
    await rule({ type: 'seasonal', start_date: '2026-07-01', end_date: '2026-08-31', adjustment_value: 15 });
    await rule({ type: 'multi_day', days_threshold: 3, adjustment_value: 5 });
    await rule({ type: 'weekday', weekdays: [3], adjustment_value: 50, active: false });
    customer = await ok(api, 'POST', '/v1/customers', { name: 'Ada' }, 201);
  });

  /** The engine's price of the cart from the records as the API shows them. */
  async function engineCart(pickup: string, ret: string, lines: CartLineInput[]) {
    const tenantView = await ok(api, 'GET', '/v1/tenant');
    const rules = (await ok(api, 'GET', '/v1/pricing/rules?limit=100')).data;
    const input: CartInput = {
      line_items: lines,
      pickup_date: pickup,
      return_date: ret,
      half_day: false,
      rules,
      tax: { rate_bps: tenantView.tax_rate_bps, inclusive: tenantView.tax_inclusive },
      service_fee: { rate_bps: 300, payer: tenantView.service_fee_payer },
      time_zone: tenantView.timezone,
      schedule: tenantView.schedule,
      now,
    };
    return priceCart(input);
  }

  async function compare(pickup: string, ret: string, lines: { key: string; quantity: number }[]) {
    const records = await Promise.all(lines.map((l) => ok(api, 'GET', `/v1/fleet-items/${items[l.key]?.id}`)));
    const expected = await engineCart(
      pickup,
      ret,
      records.map((item, i) => ({ item, quantity: lines[i]?.quantity ?? 1 })),
    );
    const booking = await ok(
      api,
      'POST',
      '/v1/bookings',
      {
        customer_id: customer.id,
        pickup_date: pickup,
        return_date: ret,
        line_items: records.map((item, i) => ({ fleet_item_id: item.id, quantity: lines[i]?.quantity })),
      },
      201,
    );
    expect({
      subtotal: booking.subtotal,
      tax_amount: booking.tax_amount,
      discount_amount: booking.discount_amount,
      service_fee_amount: booking.service_fee_amount,
      total: booking.total,
      deposit_hold_amount: booking.deposit_hold_amount,
      half_day: booking.half_day,
    }).toEqual({
      subtotal: expected.subtotal,
      tax_amount: expected.tax,
      discount_amount: expected.discount_amount,
      service_fee_amount: expected.service_fee_amount,
      total: expected.total,
      deposit_hold_amount: expected.deposit_hold_amount,
      half_day: expected.breakdown.half_day,
    });
    expect(
      booking.line_items.map((l: Record<string, unknown>) => [
        l.fleet_item_id,
        l.quantity,
        l.unit_price,
        l.line_total,
        l.rate_basis,
        l.hourly_units,
      ]),
    ).toEqual(
      expected.line_items.map((l) => [
        l.fleet_item_id,
        l.quantity,
        l.unit_price,
        l.line_total,
        l.rate_basis,
        l.hourly_units,
      ]),
    );
    // Stored: Get Booking and the list show the same lines.
    const got = await ok(api, 'GET', `/v1/bookings/${booking.id}`);
    expect(got.line_items).toEqual(booking.line_items);
    return { booking, expected };
  }

  it('a Saturday morning: hourly lines (hourly and in half hours), a rate table day, weekday rules', async () => {
    const { expected } = await compare('2026-07-04T09:00', '2026-07-04T12:00', [
      { key: 'hourly', quantity: 2 },
      { key: 'roundUp', quantity: 1 },
      { key: 'best', quantity: 1 },
      { key: 'weekly', quantity: 1 },
    ]);
    expect(expected.line_items.map((l) => [l.rate_basis, l.hourly_units])).toEqual([
      ['hourly', 3],
      ['rate_table', null],
      ['hourly', 6],
      ['daily', null],
    ]);
    expect(expected.line_items[3]?.seasonal_rules_applied.length).toBe(3);
  });

  it('Friday to Wednesday by 10:30 with Sunday closed: calendar days, the closed day not charged, tables, weekly', async () => {
    const { expected } = await compare('2026-07-03T15:00', '2026-07-08T10:20', [
      { key: 'hourly', quantity: 1 },
      { key: 'roundUp', quantity: 2 },
      { key: 'best', quantity: 1 },
      { key: 'weekly', quantity: 3 },
    ]);
    expect(expected.breakdown).toMatchObject({ rental_days: 5, days: 4, closed_dates_skipped: ['2026-07-05'] });
    expect(expected.line_items.map((l) => l.rate_basis)).toEqual(['daily', 'rate_table', 'rate_table', 'daily']);
  });

  it('two weeks across closed Sundays: the weekly row at a 6-day week, round_up past its last tier', async () => {
    const { expected } = await compare('2026-07-06T09:00', '2026-07-20T09:00', [
      { key: 'roundUp', quantity: 1 },
      { key: 'best', quantity: 1 },
      { key: 'weekly', quantity: 1 },
    ]);
    expect(expected.breakdown).toMatchObject({ rental_days: 14, days: 12 });
    expect(expected.breakdown.closed_dates_skipped).toEqual(['2026-07-12', '2026-07-19']);
  });

  it('extend re-prices with the schedule and the rate plans as the engine does', async () => {
    const { booking } = await compare('2026-07-06T09:00', '2026-07-07T09:00', [
      { key: 'roundUp', quantity: 1 },
      { key: 'weekly', quantity: 1 },
    ]);
    const records = await Promise.all(
      ['roundUp', 'weekly'].map((k) => ok(api, 'GET', `/v1/fleet-items/${items[k]?.id}`)),
    );
    const extended = await ok(api, 'POST', `/v1/bookings/${booking.id}/extend`, {
      new_return_date: '2026-07-11T10:15',
    });
    const expected = await engineCart(
      '2026-07-06T09:00',
      '2026-07-11T10:15',
      records.map((item) => ({ item, quantity: 1 })),
    );
    expect(extended.total).toBe(expected.total);
    expect(extended.line_items.map((l: { unit_price: number }) => l.unit_price)).toEqual(
      expected.line_items.map((l) => l.unit_price),
    );
  });
});

describe('extend and swap after the shop changed its hours', () => {
  let api: Api;
  let kayak: Record<string, any>;
  let canoe: Record<string, any>;
  let customer: { id: string };
  const EVERY_DAY = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, OPEN]));
  // Later: weekdays 10:00-17:00 only, weekends closed and not charged.
  const SHORTER = ['1', '2', '3', '4', '5'].map((d) => [d, [['10:00', '17:00']]]);
  const WEEKDAYS = { opening_hours: Object.fromEntries(SHORTER), charge_closed_days: false };

  beforeAll(async () => {
    ({ api } = await tenant());
    await ok(api, 'PATCH', '/v1/tenant', { schedule: { opening_hours: EVERY_DAY } });
    kayak = await ok(api, 'POST', '/v1/fleet-items', { name: 'Kayak', price_full_day: 4500, quantity: 5 }, 201);
    canoe = await ok(api, 'POST', '/v1/fleet-items', { name: 'Canoe', price_full_day: 5000, quantity: 5 }, 201);
    customer = await ok(api, 'POST', '/v1/customers', { name: 'Ada' }, 201);
  });

  /** A booking of one kayak from Saturday 10:00 to Monday 10:00, made while the shop opens every day. */
  async function weekendBooking() {
    await ok(api, 'PATCH', '/v1/tenant', { schedule: { opening_hours: EVERY_DAY } });
    const booking = await ok(
      api,
      'POST',
      '/v1/bookings',
      {
        customer_id: customer.id,
        pickup_date: '2026-07-04T10:00',
        return_date: '2026-07-06T10:00',
        line_items: [{ fleet_item_id: kayak.id }],
      },
      201,
    );
    await ok(api, 'PATCH', '/v1/tenant', { schedule: WEEKDAYS });
    return booking;
  }

  /** The engine's price with the tenant's schedule as it is now, checking the ends `check` names. */
  async function engineCart(item: unknown, ret: string, check: 'return' | 'none') {
    const t = await ok(api, 'GET', '/v1/tenant');
    return priceCart({
      line_items: [{ item: item as CartLineInput['item'] }],
      pickup_date: '2026-07-04T10:00',
      return_date: ret,
      half_day: false,
      tax: { rate_bps: t.tax_rate_bps, inclusive: t.tax_inclusive },
      service_fee: { rate_bps: 300, payer: t.service_fee_payer },
      time_zone: t.timezone,
      schedule: t.schedule,
      opening_hours_check: check,
      now,
    });
  }

  it('extend checks only the new return date against today’s hours, and prices with today’s schedule', async () => {
    const booking = await weekendBooking();
    // The calculate endpoint now refuses the booking's own Saturday pickup...
    const quote = await api('POST', '/v1/pricing/calculate', {
      body: { fleet_item_id: kayak.id, pickup_date: '2026-07-04T10:00', return_date: '2026-07-08T16:00' },
    });
    expectError(quote, 'outside_opening_hours', 'pickup_date');
    // ...but the booking was made while the shop opened on Saturdays: its pickup is not checked again.
    const extend = (to: string) => api('POST', `/v1/bookings/${booking.id}/extend`, { body: { new_return_date: to } });
    expectError(await extend('2026-07-11T10:00'), 'outside_opening_hours', 'new_return_date'); // a Saturday
    expectError(await extend('2026-07-08T09:30'), 'outside_opening_hours', 'new_return_date'); // before 10:00 now
    expectError(await extend('2026-07-08T17:30'), 'outside_opening_hours', 'new_return_date'); // after 17:00 now
    const extended = await extend('2026-07-08T16:00');
    expect(extended.status, extended.text).toBe(200);
    expect(extended.body.return_date).toBe('2026-07-08T14:00:00.000Z');
    // Saturday 10:00 to Wednesday 16:00: 5 rental days, the closed Saturday and Sunday not charged,
    // 3 × 4500.
    expect(extended.body.line_items[0].unit_price).toBe(13500);
    const expected = await engineCart(kayak, '2026-07-08T16:00', 'return');
    expect(expected.breakdown).toMatchObject({ rental_days: 5, days: 3 });
    expect(extended.body.total).toBe(expected.total);
    expect(extended.body.subtotal).toBe(expected.subtotal);
  });

  it('swap checks no opening hours: the booking keeps its window, priced with today’s schedule', async () => {
    const booking = await weekendBooking();
    const swapped = await api('POST', `/v1/bookings/${booking.id}/swap-item`, {
      body: { line_item_id: booking.line_items[0].id, new_fleet_item_id: canoe.id },
    });
    expect(swapped.status, swapped.text).toBe(200);
    expect(swapped.body.pickup_date).toBe(booking.pickup_date);
    expect(swapped.body.return_date).toBe(booking.return_date);
    // Saturday and Sunday are both closed now: the first rental date alone is charged.
    expect(swapped.body.line_items[0]).toMatchObject({ fleet_item_id: canoe.id, unit_price: 5000 });
    const expected = await engineCart(canoe, '2026-07-06T10:00', 'none');
    expect(swapped.body.total).toBe(expected.total);
    // The incoming item's rental limits still apply (param new_fleet_item_id).
    const short = await ok(
      api,
      'POST',
      '/v1/fleet-items',
      { name: 'Day boat', price_full_day: 100, quantity: 5, max_rental_days: 1 },
      201,
    );
    const again = await api('POST', `/v1/bookings/${booking.id}/swap-item`, {
      body: { line_item_id: booking.line_items[0].id, new_fleet_item_id: short.id },
    });
    expectError(again, 'rental_too_long', 'new_fleet_item_id');
  });
});
