/**
 * The price sheet prices any cart locally exactly as the server does: for random carts (item,
 * window, half-day, add-ons), the engine run over `GET /v1/storefront/price-sheet` (as a
 * publishable key gets it) deep-equals `POST /v1/pricing/calculate`'s answer, errors included. The
 * shop has every kind of pricing record: daily, hourly and rate-table items, seasonal, weekday and
 * multi-day rules (global and per item), a package, tax, a tier fee and a schedule with closed days.
 * The catalog shows the same items and add-ons without their stock, and neither holds a coupon.
 */
import { calculatePrice, isPricingError } from '@rentline/pricing-engine';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkAddon, mkCoupon, mkItem, ok } from './bookings-fixtures.js';
import { startServer, type TestServer } from './helpers.js';
import { mkPublishableKey, shopper } from './storefront-fixtures.js';

const NOW = new Date('2030-03-01T10:00:00.000Z');

let s: TestServer;
let call: ReturnType<typeof shopper>;
const itemIds: string[] = [];
const addonIds: string[] = [];

beforeAll(async () => {
  s = await startServer({ clock: () => NOW, timezone: 'Europe/Berlin' });
  call = shopper(s.api, (await mkPublishableKey(s.api)).key);
  await ok(s.api, 'PATCH', '/v1/tenant', {
    tax_rate_bps: 825,
    schedule: {
      opening_hours: {
        '1': [['08:00', '19:00']],
        '2': [['08:00', '19:00']],
        '3': [['08:00', '19:00']],
        '4': [['08:00', '19:00']],
        '5': [['08:00', '19:00']],
        '6': [['09:00', '14:00']],
      },
      closed_dates: ['2030-04-18'],
      charge_closed_days: false,
      day_count: 'calendar',
      return_by: '10:00',
      leeway_minutes: 30,
    },
  });
  const daily = await mkItem(s.api, {
    price_full_day: 4500,
    price_half_day: 2500,
    price_multi_day: 4000,
    price_weekly: 3500,
  });
  const hourly = await mkItem(s.api, { price_full_day: 3000, price_hourly: 900, hourly_increment_minutes: 30 });
  const table = await mkItem(s.api, {
    price_full_day: 6000,
    rate_table: {
      tiers: [
        { days: 1, price: 6000 },
        { days: 3, price: 15000 },
        { days: 7, price: 30000 },
      ],
      strategy: 'best',
      extra_day_price: 4000,
    },
    max_rental_days: 21,
  });
  const inactive = await mkItem(s.api, { active: false });
  itemIds.push(daily.id, hourly.id, table.id);
  const jacket = await mkAddon(s.api, { price: 500, pricing: 'per_day' });
  const helmet = await mkAddon(s.api, { price: 300 });
  await mkAddon(s.api, { price: 100, active: false });
  addonIds.push(jacket.id, helmet.id);
  const rule = (body: Record<string, unknown>) => ok(s.api, 'POST', '/v1/pricing/rules', body, 201);
  await rule({
    type: 'seasonal',
    start_date: '2030-04-10',
    end_date: '2030-04-25',
    adjustment_type: 'percent',
    adjustment_value: 20,
  });
  await rule({
    type: 'seasonal',
    fleet_item_id: daily.id,
    start_date: '2030-04-01',
    end_date: '2030-04-12',
    adjustment_type: 'dollar',
    adjustment_value: 700,
  });
  await rule({ type: 'multi_day', days_threshold: 4, adjustment_type: 'percent', adjustment_value: 10, priority: 2 });
  await rule({
    type: 'weekday',
    fleet_item_id: hourly.id,
    weekdays: [6, 7],
    adjustment_type: 'percent',
    adjustment_value: 25,
  });
  await rule({
    type: 'multi_day',
    fleet_item_id: inactive.id,
    days_threshold: 1,
    adjustment_type: 'percent',
    adjustment_value: 50,
  });
  await rule({
    type: 'seasonal',
    start_date: '2030-04-01',
    end_date: '2030-04-30',
    adjustment_type: 'percent',
    adjustment_value: 90,
    active: false,
  });
  await ok(
    s.api,
    'POST',
    '/v1/packages',
    {
      name: 'Bundle',
      fleet_item_ids: [daily.id],
      addon_ids: [jacket.id],
      discount_type: 'percent',
      discount_value: 10,
    },
    201,
  );
  await mkCoupon(s.api);
});
afterAll(() => s?.close());

/** What the engine answers, or the error's code and param, as the API reports them. */
function local(sheet: any, cart: Cart): unknown {
  const item = sheet.fleet_items.find((i: { id: string }) => i.id === cart.fleet_item_id);
  try {
    return {
      object: 'price_calculation',
      livemode: sheet.livemode,
      currency: sheet.currency,
      ...calculatePrice({
        item,
        pickup_date: cart.pickup_date,
        return_date: cart.return_date,
        ...(cart.half_day === undefined ? {} : { half_day: cart.half_day }),
        addons: (cart.addons ?? []).map((a) => ({
          addon: sheet.addons.find((x: { id: string }) => x.id === a.addon_id),
          quantity: a.quantity,
        })),
        rules: sheet.rules,
        packages: sheet.packages,
        tax: sheet.tax,
        service_fee: sheet.service_fee,
        time_zone: sheet.time_zone,
        schedule: sheet.schedule,
        now: NOW,
      }),
    };
  } catch (err) {
    if (isPricingError(err)) return { error: { code: err.code, param: err.param } };
    throw err;
  }
}

interface Cart {
  fleet_item_id: string;
  pickup_date: string;
  return_date: string;
  half_day?: boolean;
  addons?: { addon_id: string; quantity: number }[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local instant in April 2030: day 1..28, mostly in opening hours, minutes 0 or 30. */
const instant = fc
  .record({
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 9, max: 12 }) },
      { weight: 1, arbitrary: fc.integer({ min: 6, max: 20 }) },
    ),
    half: fc.boolean(),
  })
  .map(({ day, hour, half }) => ({ day, hour, text: `2030-04-${pad(day)}T${pad(hour)}:${half ? '30' : '00'}` }));

const cartArb = fc
  .record({
    item: fc.integer({ min: 0, max: 2 }),
    from: instant,
    // Same-day rentals (hourly, half-day), whole days (any rate, rules, closed days) and a few odd lengths.
    hours: fc.oneof(
      fc.integer({ min: 1, max: 6 }),
      fc.integer({ min: 1, max: 16 }).chain((d) => fc.integer({ min: 0, max: 2 }).map((h) => d * 24 + h)),
      fc.integer({ min: 20, max: 400 }),
    ),
    half_day: fc.option(fc.boolean(), { nil: undefined }),
    addons: fc
      .subarray([0, 1])
      .chain((picked) =>
        fc.tuple(...picked.map((i) => fc.record({ i: fc.constant(i), quantity: fc.integer({ min: 1, max: 3 }) }))),
      ),
  })
  .map(({ item, from, hours, half_day, addons }): Cart => {
    const start = Date.UTC(2030, 3, from.day, from.hour, from.text.endsWith('30') ? 30 : 0);
    const end = new Date(start + hours * 3_600_000);
    const to = `${end.getUTCFullYear()}-${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())}T${pad(end.getUTCHours())}:${pad(end.getUTCMinutes())}`;
    return {
      fleet_item_id: itemIds[item] ?? '',
      pickup_date: from.text,
      return_date: to,
      ...(half_day === undefined ? {} : { half_day }),
      ...(addons.length
        ? { addons: addons.map((a) => ({ addon_id: addonIds[a.i] ?? '', quantity: a.quantity })) }
        : {}),
    };
  });

describe('the price sheet', () => {
  it('holds what the engine needs and nothing private: active items and add-ons, no coupon, no stock', async () => {
    const sheet = (await call('GET', '/v1/storefront/price-sheet')).body;
    expect(sheet.object).toBe('price_sheet');
    expect(sheet.fleet_items.map((i: { id: string }) => i.id)).toEqual(itemIds);
    expect(sheet.addons.map((a: { id: string }) => a.id)).toEqual(addonIds);
    expect(sheet.rules).toHaveLength(4);
    expect(sheet.packages).toHaveLength(1);
    expect(sheet.tax).toEqual({ rate_bps: 825, inclusive: false });
    expect(sheet.service_fee).toEqual({ rate_bps: 300, payer: 'customer' });
    expect(sheet.time_zone).toBe('Europe/Berlin');
    const keys = new Set<string>();
    JSON.stringify(sheet, (k, v) => {
      keys.add(k);
      return v;
    });
    for (const key of [
      'coupon',
      'coupons',
      'code',
      'quantity',
      'customer',
      'customers',
      'turnaround_minutes',
      'tracking',
      'late_fee',
    ]) {
      expect(keys.has(key), key).toBe(false);
    }
    const catalog = (await call('GET', '/v1/storefront/catalog')).body;
    expect(catalog.fleet_items).toEqual(sheet.fleet_items);
    expect(catalog.addons).toEqual(sheet.addons);
    expect(catalog.shop).toMatchObject({ name: 'Test Rentals', time_zone: 'Europe/Berlin', currency: 'usd' });
    expect(catalog.shop.schedule).toEqual(sheet.schedule);
  });

  it('prices random carts exactly as POST /v1/pricing/calculate does (property)', async () => {
    const sheet = (await call('GET', '/v1/storefront/price-sheet')).body;
    let priced = 0;
    await fc.assert(
      fc.asyncProperty(cartArb, async (cart) => {
        const res = await call('POST', '/v1/pricing/calculate', { body: cart });
        const mine = local(sheet, cart);
        if (res.status === 200) {
          priced++;
          expect(mine).toEqual(res.body);
        } else {
          expect(res.status, res.text).toBe(400);
          expect(mine).toEqual({ error: { code: res.body.error.code, param: res.body.error.param } });
        }
      }),
      { numRuns: 200, seed: 39 },
    );
    // Most carts are priced (the schedule refuses some windows): the property is about prices.
    expect(priced).toBeGreaterThan(80);
  });
});
