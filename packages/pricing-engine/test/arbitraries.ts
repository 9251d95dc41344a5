/** fast-check generators of valid engine inputs, shared by the property tests. */
import fc from 'fast-check';
import type { Addon, Coupon, FleetItem, Package, PriceInput, PricingRule } from '../src/index.js';

export const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/Berlin',
  'Australia/Sydney',
  'Pacific/Apia',
  'Asia/Kolkata',
  'America/St_Johns',
] as const;

const DAY = 86_400_000;
const BASE = Date.UTC(2024, 0, 1);

export const cents = (max = 1_000_000) => fc.integer({ min: 0, max });

export const itemArb: fc.Arbitrary<FleetItem> = fc.record({
  id: fc.constantFrom('fi_a', 'fi_b', 'fi_c'),
  name: fc.constant('Item'),
  price_full_day: cents(),
  price_half_day: fc.option(cents(), { nil: null }),
  price_multi_day: fc.option(cents(), { nil: null }),
  price_weekly: fc.option(cents(5_000_000), { nil: null }),
  deposit_amount: cents(100_000),
});

const isoDate = (day: number) => new Date(BASE + day * DAY).toISOString().slice(0, 10);

/** A rental window: pickup anywhere in 2024-2027, 1 minute to ~120 days long. */
export const windowArb = fc.record({
  pickupMs: fc.integer({ min: 0, max: 4 * 365 * DAY }).map((x) => BASE + x),
  durationMs: fc.oneof(fc.integer({ min: 60_000, max: 6 * 3_600_000 }), fc.integer({ min: 60_000, max: 120 * DAY })),
  zone: fc.constantFrom(...ZONES),
});

let ruleSeq = 0;
/** Rules whose seasonal windows start between day `minDay` and `maxDay` (days since 2024-01-01). */
export const ruleArb = (itemIds: string[], minDay = 0, maxDay = 4 * 365): fc.Arbitrary<PricingRule> =>
  fc.oneof(
    fc
      .record({
        scope: fc.option(fc.constantFrom(...itemIds), { nil: null }),
        start: fc.integer({ min: minDay, max: maxDay }),
        len: fc.integer({ min: 0, max: 60 }),
        adjustment_type: fc.constantFrom('percent' as const, 'dollar' as const),
        percent: fc.integer({ min: -100, max: 1000 }),
        dollar: fc.integer({ min: -50_000, max: 50_000 }),
        priority: fc.integer({ min: -3, max: 3 }),
        active: fc.boolean(),
        created: fc.integer({ min: 0, max: 5 }),
      })
      .map((r) => ({
        id: `pr_s${String(ruleSeq++).padStart(6, '0')}`,
        fleet_item_id: r.scope,
        type: 'seasonal' as const,
        start_date: isoDate(r.start),
        end_date: isoDate(r.start + r.len),
        days_threshold: null,
        adjustment_type: r.adjustment_type,
        adjustment_value: r.adjustment_type === 'percent' ? r.percent : r.dollar,
        priority: r.priority,
        active: r.active,
        created_at: new Date(BASE + r.created * 1000).toISOString(),
      })),
    fc
      .record({
        scope: fc.option(fc.constantFrom(...itemIds), { nil: null }),
        threshold: fc.integer({ min: 1, max: 30 }),
        adjustment_type: fc.constantFrom('percent' as const, 'dollar' as const),
        percent: fc.integer({ min: 0, max: 100 }),
        dollar: cents(500_000),
        priority: fc.integer({ min: -3, max: 3 }),
        active: fc.boolean(),
        created: fc.integer({ min: 0, max: 5 }),
      })
      .map((r) => ({
        id: `pr_m${String(ruleSeq++).padStart(6, '0')}`,
        fleet_item_id: r.scope,
        type: 'multi_day' as const,
        start_date: null,
        end_date: null,
        days_threshold: r.threshold,
        adjustment_type: r.adjustment_type,
        adjustment_value: r.adjustment_type === 'percent' ? r.percent : r.dollar,
        priority: r.priority,
        active: r.active,
        created_at: new Date(BASE + r.created * 1000).toISOString(),
      })),
  );

export const addonArb = (id: string): fc.Arbitrary<Addon> =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(`Addon ${id}`),
    price: cents(50_000),
    pricing: fc.constantFrom('per_item' as const, 'per_day' as const),
  });

export const packageArb = (id: string): fc.Arbitrary<Package> =>
  fc
    .record({
      fleet_item_ids: fc.subarray(['fi_a', 'fi_b', 'fi_c']),
      addon_ids: fc.subarray(['ao_1', 'ao_2']),
      discount_type: fc.constantFrom('percent' as const, 'dollar' as const),
      percent: fc.integer({ min: 0, max: 100 }),
      dollar: cents(200_000),
    })
    .map((p) => ({
      id,
      name: `Package ${id}`,
      fleet_item_ids: p.fleet_item_ids,
      addon_ids: p.addon_ids,
      discount_type: p.discount_type,
      discount_value: p.discount_type === 'percent' ? p.percent : p.dollar,
    }));

/** A coupon that always validates (no window, no limit, no minimum, any item). */
export const couponArb: fc.Arbitrary<Coupon> = fc
  .record({
    discount_type: fc.constantFrom('percent' as const, 'dollar' as const),
    percent: fc.integer({ min: 0, max: 100 }),
    dollar: cents(200_000),
  })
  .map((c) => ({
    code: 'SAVE',
    discount_type: c.discount_type,
    discount_value: c.discount_type === 'percent' ? c.percent : c.dollar,
  }));

export const priceInputArb: fc.Arbitrary<PriceInput> = windowArb
  .chain((window) => {
    // Seasonal rules start around the rental so that they overlap it often.
    const day = Math.floor((window.pickupMs - BASE) / DAY);
    return fc.record({
      window: fc.constant(window),
      rules: fc.array(ruleArb(['fi_a', 'fi_b', 'fi_c'], day - 30, day + 60), { maxLength: 8 }),
    });
  })
  .chain(({ window, rules }) =>
    fc.record({
      item: itemArb,
      window: fc.constant(window),
      halfDay: fc.constantFrom(undefined, false),
      rules: fc.constant(rules),
      addons: fc
        .subarray(['ao_1', 'ao_2'])
        .chain((ids) =>
          fc.tuple(...ids.map((id) => fc.record({ addon: addonArb(id), quantity: fc.integer({ min: 1, max: 5 }) }))),
        ),
      packages: fc
        .array(fc.constantFrom('pkg_1', 'pkg_2', 'pkg_3'), { maxLength: 3 })
        .chain((ids) => fc.tuple(...[...new Set(ids)].map(packageArb))),
      coupon: fc.option(couponArb, { nil: null }),
      tax: fc.record({ rate_bps: fc.integer({ min: 0, max: 10_000 }), inclusive: fc.boolean() }),
      fee: fc.record({
        rate_bps: fc.constantFrom(0, 150, 300, 10_000),
        payer: fc.constantFrom('customer' as const, 'tenant' as const),
      }),
    }),
  )
  .map((g) => ({
    item: g.item,
    pickup_date: new Date(g.window.pickupMs).toISOString(),
    return_date: new Date(g.window.pickupMs + g.window.durationMs).toISOString(),
    ...(g.halfDay === undefined ? {} : { half_day: g.halfDay }),
    rules: g.rules,
    addons: g.addons,
    packages: g.packages,
    coupon: g.coupon,
    tax: g.tax,
    service_fee: g.fee,
    time_zone: g.window.zone,
    now: new Date(g.window.pickupMs).toISOString(),
  }));
