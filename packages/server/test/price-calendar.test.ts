/**
 * Why a price is what it is, and the price of every start date, through the API on both stores:
 * `explain: true` on Calculate (the engine's ledger, nothing else changed), and the price calendar
 * `GET /v1/fleet-items/:id/price-calendar`: each date's price exactly Calculate's answer for that
 * window, across a DST change at a shop closed on Sundays, with the booking notice, an item's longest
 * rental, units taken by bookings and downtimes, the cheapest dates, and every bad query.
 */
import { calculatePrice } from '@rentline/pricing-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, makeApi, startServer, type TestServer } from './helpers.js';

let s: TestServer;
/** Thursday 5 March 2026, 12:00 in New York (EST, -5). Clocks move forward on Sunday 8 March. */
const now = new Date('2026-03-05T17:00:00.000Z');

beforeAll(async () => {
  s = await startServer({ clock: () => now, timezone: 'America/New_York' });
});
afterAll(() => s.close());

async function tenant(): Promise<Api> {
  return makeApi(s.url, (await s.newTenant('Harbor Kayaks', 'America/New_York')).test_key);
}

async function ok(api: Api, method: string, path: string, body?: unknown, status = 200) {
  const res = await api(method, path, body === undefined ? {} : { body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(status);
  return res.body;
}

function expectError(res: { status: number; body: any; text: string }, status: number, code: string, param?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.error.code, res.text).toBe(code);
  expect(res.body.error.param, res.text).toBe(param);
}

const OPEN = [['09:00', '18:00']];
/** Monday-Friday 09:00-18:00, Saturday 10:00-16:00, closed on Sundays. */
const CLOSED_SUNDAYS = {
  opening_hours: { '1': OPEN, '2': OPEN, '3': OPEN, '4': OPEN, '5': OPEN, '6': [['10:00', '16:00']] },
};

const calendar = (api: Api, id: string, query: string) => api('GET', `/v1/fleet-items/${id}/price-calendar?${query}`);

/** Every date's price is what Calculate answers for its window, byte for byte. */
async function expectCalculateAnswers(api: Api, id: string, body: any, extra: object = {}) {
  for (const d of body.data) {
    const quote = await api('POST', '/v1/pricing/calculate', {
      body: { fleet_item_id: id, pickup_date: d.pickup_date, return_date: d.return_date, ...extra },
    });
    if (d.price === null) {
      expect(quote.status).toBe(400);
      expect(quote.body.error.code).toBe(d.reason);
    } else {
      expect(quote.status, quote.text).toBe(200);
      expect(JSON.stringify(d.price)).toBe(quote.text);
    }
  }
}

describe('POST /v1/pricing/calculate with explain', () => {
  it("adds the engine's ledger and changes nothing else", async () => {
    const api = await tenant();
    await ok(api, 'PATCH', '/v1/tenant', { tax_rate_bps: 825 });
    const item = await ok(
      api,
      'POST',
      '/v1/fleet-items',
      { name: 'Kayak', price_full_day: 4500, price_multi_day: 4000 },
      201,
    );
    const rule = await ok(
      api,
      'POST',
      '/v1/pricing/rules',
      { type: 'weekday', weekdays: [6, 7], adjustment_type: 'dollar', adjustment_value: 1500 },
      201,
    );
    const window = { fleet_item_id: item.id, pickup_date: '2026-07-02T09:00', return_date: '2026-07-06T09:00' };
    const plain = await ok(api, 'POST', '/v1/pricing/calculate', window);
    const explained = await ok(api, 'POST', '/v1/pricing/calculate', { ...window, explain: true });
    expect('ledger' in plain).toBe(false);
    expect((await ok(api, 'POST', '/v1/pricing/calculate', { ...window, explain: false })).ledger).toBeUndefined();
    const { ledger, ...rest } = explained;
    expect(rest).toEqual(plain);
    // Thursday, Friday 4000; Saturday, Sunday 4000 + 1500.
    expect(ledger.lines[0].days.map((d: any) => [d.date, d.amount])).toEqual([
      ['2026-07-02', 4000],
      ['2026-07-03', 4000],
      ['2026-07-04', 5500],
      ['2026-07-05', 5500],
    ]);
    expect(ledger.lines[0].days[2].adjustments).toEqual([{ rule_id: rule.id, type: 'weekday', amount: 1500 }]);
    expect(ledger.cart).toMatchObject({ lines_total: 19000, tax: plain.tax, total: plain.total });
    // The engine's own ledger for the same records.
    const engine = calculatePrice({
      item,
      pickup_date: window.pickup_date,
      return_date: window.return_date,
      rules: [rule],
      tax: { rate_bps: 825, inclusive: false },
      service_fee: { rate_bps: 300, payer: 'customer' },
      time_zone: 'America/New_York',
      explain: true,
    });
    expect(ledger).toEqual(engine.ledger);
    expectError(
      await api('POST', '/v1/pricing/calculate', { body: { ...window, explain: 'yes' } }),
      400,
      'parameter_invalid',
      'explain',
    );
  });
});

describe('GET /v1/fleet-items/:id/price-calendar', () => {
  it('across a DST change at a shop closed on Sundays: first opening times, closed dates refused, Calculate to the byte', async () => {
    const api = await tenant();
    await ok(api, 'PATCH', '/v1/tenant', { schedule: CLOSED_SUNDAYS, tax_rate_bps: 825 });
    const item = await ok(api, 'POST', '/v1/fleet-items', { name: 'Kayak', price_full_day: 4500, quantity: 3 }, 201);
    await ok(api, 'POST', '/v1/pricing/rules', { type: 'weekday', weekdays: [6], adjustment_value: 20 }, 201);
    const body = await ok(api, 'GET', `/v1/fleet-items/${item.id}/price-calendar?from=2026-03-05&to=2026-03-10&days=2`);
    expect(body).toMatchObject({ object: 'price_calendar', fleet_item_id: item.id, time_zone: 'America/New_York' });
    const view = body.data.map((d: any) => [d.date, d.pickup_date, d.return_date, d.reason, d.price?.subtotal ?? null]);
    expect(view).toEqual([
      // Thursday 09:00 EST to Saturday 09:00: Saturday opens at 10:00.
      ['2026-03-05', '2026-03-05T14:00:00.000Z', '2026-03-07T14:00:00.000Z', 'outside_opening_hours', null],
      // Friday 09:00 EST to Sunday 09:00 EDT: closed on Sundays.
      ['2026-03-06', '2026-03-06T14:00:00.000Z', '2026-03-08T13:00:00.000Z', 'outside_opening_hours', null],
      // Saturday 10:00 EST to Monday 10:00 EDT (47 hours, 2 days): 4500 × 1.2 + 4500.
      ['2026-03-07', '2026-03-07T15:00:00.000Z', '2026-03-09T14:00:00.000Z', null, 9900],
      // Sunday: closed (09:00 EDT, no opening hours that day).
      ['2026-03-08', '2026-03-08T13:00:00.000Z', '2026-03-10T13:00:00.000Z', 'outside_opening_hours', null],
      ['2026-03-09', '2026-03-09T13:00:00.000Z', '2026-03-11T13:00:00.000Z', null, 9000],
      ['2026-03-10', '2026-03-10T13:00:00.000Z', '2026-03-12T13:00:00.000Z', null, 9000],
    ]);
    for (const d of body.data) {
      expect(d).toMatchObject({ available: true, free_units: 3, bookable: d.reason === null });
      if (d.price !== null)
        expect(d.price).toMatchObject({ object: 'price_calculation', livemode: false, currency: 'usd' });
    }
    expect(body.cheapest).toEqual(['2026-03-09', '2026-03-10']);
    await expectCalculateAnswers(api, item.id, body);
    // A pickup time asked for: 10:00 every day.
    const at10 = await ok(
      api,
      'GET',
      `/v1/fleet-items/${item.id}/price-calendar?from=2026-03-05&to=2026-03-05&days=2&time=10:00`,
    );
    expect(at10.data[0]).toMatchObject({ pickup_date: '2026-03-05T15:00:00.000Z', reason: null });
  });

  it('hours: rentals of real time, the half-day detected as Calculate does', async () => {
    const api = await tenant();
    const bike = await ok(
      api,
      'POST',
      '/v1/fleet-items',
      { name: 'Bike', price_full_day: 4000, price_half_day: 2500, price_hourly: 900 },
      201,
    );
    const body = await ok(
      api,
      'GET',
      `/v1/fleet-items/${bike.id}/price-calendar?from=2026-03-07&to=2026-03-08&hours=2&time=02:30`,
    );
    // 02:30 on Sunday 8 March does not exist in New York: 03:30 EDT (07:30Z).
    expect(
      body.data.map((d: any) => [d.pickup_date, d.return_date, d.price.base_price, d.price.breakdown.rate_basis]),
    ).toEqual([
      ['2026-03-07T07:30:00.000Z', '2026-03-07T09:30:00.000Z', 1800, 'hourly'],
      ['2026-03-08T07:30:00.000Z', '2026-03-08T09:30:00.000Z', 1800, 'hourly'],
    ]);
    await expectCalculateAnswers(api, bike.id, body);
    // 4 hours: detected as a half-day, as Calculate does; half_day=false (Create Booking's way) is a day.
    const board = await ok(
      api,
      'POST',
      '/v1/fleet-items',
      { name: 'Board', price_full_day: 4000, price_half_day: 2500 },
      201,
    );
    const path = `/v1/fleet-items/${board.id}/price-calendar?from=2026-03-09&to=2026-03-09&hours=4`;
    const half = await ok(api, 'GET', path);
    expect([half.data[0].price.base_price, half.data[0].price.breakdown.rate_basis]).toEqual([2500, 'half_day']);
    const whole = await ok(api, 'GET', `${path}&half_day=false`);
    expect([whole.data[0].price.base_price, whole.data[0].price.breakdown.rate_basis]).toEqual([4000, 'daily']);
    await expectCalculateAnswers(api, board.id, whole, { half_day: false });
    expectError(await api('GET', `${path}&half_day=yes`), 400, 'parameter_invalid', 'half_day');
  });

  it('the booking notice: dates too soon keep their price but are not bookable', async () => {
    const api = await tenant();
    // A day's notice: now is Thursday 12:00, so Friday 09:00 is too soon and Saturday is fine.
    await ok(api, 'PATCH', '/v1/tenant', { schedule: { min_notice_minutes: 24 * 60 } });
    const item = await ok(api, 'POST', '/v1/fleet-items', { name: 'Canoe', price_full_day: 5000 }, 201);
    const body = await ok(api, 'GET', `/v1/fleet-items/${item.id}/price-calendar?from=2026-03-05&to=2026-03-08&days=1`);
    expect(body.data.map((d: any) => [d.date, d.reason, d.bookable, d.price?.total])).toEqual([
      ['2026-03-05', 'pickup_too_soon', false, 5150],
      ['2026-03-06', 'pickup_too_soon', false, 5150],
      ['2026-03-07', null, true, 5150],
      ['2026-03-08', null, true, 5150],
    ]);
    expect(body.cheapest).toEqual(['2026-03-07', '2026-03-08']);
    // Create Booking agrees: the notice refuses Friday.
    const customer = await ok(api, 'POST', '/v1/customers', { name: 'Ada' }, 201);
    const refused = await api('POST', '/v1/bookings', {
      body: {
        customer_id: customer.id,
        pickup_date: body.data[1].pickup_date,
        return_date: body.data[1].return_date,
        line_items: [{ fleet_item_id: item.id }],
      },
    });
    expectError(refused, 400, 'pickup_too_soon', 'pickup_date');
  });

  it("an item's longest rental: every date refused with rental_too_long and no price", async () => {
    const api = await tenant();
    const item = await ok(
      api,
      'POST',
      '/v1/fleet-items',
      { name: 'SUP', price_full_day: 3000, max_rental_days: 3 },
      201,
    );
    const body = await ok(api, 'GET', `/v1/fleet-items/${item.id}/price-calendar?from=2026-04-01&to=2026-04-03&days=4`);
    expect(body.data.map((d: any) => [d.reason, d.price, d.bookable])).toEqual([
      ['rental_too_long', null, false],
      ['rental_too_long', null, false],
      ['rental_too_long', null, false],
    ]);
    expect(body.cheapest).toEqual([]);
    await expectCalculateAnswers(api, item.id, body);
    const fits = await ok(api, 'GET', `/v1/fleet-items/${item.id}/price-calendar?from=2026-04-01&to=2026-04-01&days=3`);
    expect(fits.data[0].reason).toBeNull();
  });

  it('a booking (and a downtime) make some dates unavailable: item_unavailable, the price kept', async () => {
    const api = await tenant();
    // 2 units, 2 hours of turnaround.
    const item = await ok(
      api,
      'POST',
      '/v1/fleet-items',
      { name: 'Tandem', price_full_day: 6000, quantity: 2, turnaround_minutes: 120 },
      201,
    );
    const customer = await ok(api, 'POST', '/v1/customers', { name: 'Grace' }, 201);
    // Both units out Friday 10 to Sunday 12 April, 09:00 to 09:00 (+2 h turnaround).
    await ok(
      api,
      'POST',
      '/v1/bookings',
      {
        customer_id: customer.id,
        pickup_date: '2026-04-10T09:00',
        return_date: '2026-04-12T09:00',
        line_items: [{ fleet_item_id: item.id, quantity: 2 }],
      },
      201,
    );
    // One unit down on Tuesday 14 April.
    await ok(api, 'POST', '/v1/downtimes', { fleet_item_id: item.id, start: '2026-04-14', end: '2026-04-15' }, 201);
    const body = await ok(api, 'GET', `/v1/fleet-items/${item.id}/price-calendar?from=2026-04-07&to=2026-04-14&days=2`);
    expect(body.data.map((d: any) => [d.date, d.free_units, d.available, d.reason, d.price?.subtotal])).toEqual([
      // Tue 7 - Thu 9, 09:00: free.
      ['2026-04-07', 2, true, null, 12000],
      // Wed 8 - Fri 10 09:00, and its own turnaround until 11:00: it meets the booking.
      ['2026-04-08', 0, false, 'item_unavailable', 12000],
      ['2026-04-09', 0, false, 'item_unavailable', 12000],
      ['2026-04-10', 0, false, 'item_unavailable', 12000],
      ['2026-04-11', 0, false, 'item_unavailable', 12000],
      // Sun 12 09:00: the units are back at 11:00 (turnaround).
      ['2026-04-12', 0, false, 'item_unavailable', 12000],
      // Mon 13 - Wed 15: the downtime takes one unit on the 14th.
      ['2026-04-13', 1, true, null, 12000],
      ['2026-04-14', 1, true, null, 12000],
    ]);
    // Two units wanted: only the dates with both free.
    const two = await ok(
      api,
      'GET',
      `/v1/fleet-items/${item.id}/price-calendar?from=2026-04-07&to=2026-04-14&days=2&quantity=2`,
    );
    expect(two.data.filter((d: any) => d.bookable).map((d: any) => d.date)).toEqual(['2026-04-07']);
    expect(two.cheapest).toEqual(['2026-04-07']);
    // The availability check agrees, date by date.
    for (const d of two.data) {
      const check = await ok(api, 'POST', '/v1/availability/check', {
        line_items: [{ fleet_item_id: item.id, quantity: 2 }],
        pickup_date: d.pickup_date,
        return_date: d.return_date,
      });
      expect([d.date, check.line_items[0].free, check.available]).toEqual([d.date, d.free_units, d.available]);
    }
  });

  it('an inactive item: no units and no price, for every date', async () => {
    const api = await tenant();
    const item = await ok(
      api,
      'POST',
      '/v1/fleet-items',
      { name: 'Old raft', price_full_day: 1000, active: false },
      201,
    );
    const body = await ok(api, 'GET', `/v1/fleet-items/${item.id}/price-calendar?from=2026-04-01&to=2026-04-02&days=1`);
    expect(body.data.map((d: any) => [d.free_units, d.available, d.reason, d.price])).toEqual([
      [0, false, 'resource_inactive', null],
      [0, false, 'resource_inactive', null],
    ]);
  });

  it('refuses a bad query with its code and param; an unknown item is a 404', async () => {
    const api = await tenant();
    const item = await ok(api, 'POST', '/v1/fleet-items', { name: 'Kayak', price_full_day: 4500 }, 201);
    const bad = (query: string) => calendar(api, item.id, query);
    expectError(await bad('from=2026-04-01&to=2026-04-02'), 400, 'parameter_missing', 'days');
    expectError(await bad('from=2026-04-01&to=2026-04-02&days=2&hours=3'), 400, 'parameter_invalid', 'hours');
    expectError(await bad('from=2026-04-02&to=2026-04-01&days=2'), 400, 'parameter_invalid', 'to');
    expectError(await bad('from=2026-04-01&to=2026-06-02&days=2'), 400, 'parameter_invalid', 'to');
    expectError(await bad('to=2026-04-02&days=2'), 400, 'parameter_missing', 'from');
    expectError(await bad('from=2026-04-31&to=2026-05-02&days=2'), 400, 'parameter_invalid', 'from');
    expectError(await bad('from=2026-04-01&to=2026-04-02&days=731'), 400, 'parameter_invalid', 'days');
    expectError(await bad('from=2026-04-01&to=2026-04-02&days=1.5'), 400, 'parameter_invalid', 'days');
    expectError(await bad('from=2026-04-01&to=2026-04-02&hours=25'), 400, 'parameter_invalid', 'hours');
    expectError(await bad('from=2026-04-01&to=2026-04-02&days=2&time=24:00'), 400, 'parameter_invalid', 'time');
    expectError(await bad('from=2026-04-01&to=2026-04-02&days=2&quantity=0'), 400, 'parameter_invalid', 'quantity');
    expectError(
      await bad('from=2026-04-01&to=2026-04-02&days=2&coupon_code=X'),
      400,
      'parameter_unknown',
      'coupon_code',
    );
    // 62 dates are fine.
    expect(
      (await ok(api, 'GET', `/v1/fleet-items/${item.id}/price-calendar?from=2026-04-01&to=2026-06-01&days=1`)).data,
    ).toHaveLength(62);
    expectError(await calendar(api, 'fi_nope', 'from=2026-04-01&to=2026-04-02&days=2'), 404, 'resource_missing', 'id');
    // Another tenant's item is not found either.
    const other = await tenant();
    expectError(await calendar(other, item.id, 'from=2026-04-01&to=2026-04-02&days=2'), 404, 'resource_missing', 'id');
  });
});
