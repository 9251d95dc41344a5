/** fast-check generators of valid engine inputs, shared by the property tests. */
import fc from 'fast-check';
import type {
  Addon,
  CartInput,
  Coupon,
  FleetItem,
  OpeningHours,
  Package,
  PriceInput,
  PricingRule,
  RateTable,
  Schedule,
} from '../src/index.js';

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

// ---- Rate plans and shop schedules ---------------------------------------------------------------

/** Opening hours open all day on a random set of weekdays (so instants are judged by date alone). */
export const openAllDayArb: fc.Arbitrary<OpeningHours> = fc
  .subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 })
  .map((days) => Object.fromEntries(days.map((d) => [String(d), [['00:00', '24:00']]])) as OpeningHours);

/** Opening hours with random intervals (sorted, non-overlapping, touching now and then), open on some weekday. */
export const openingHoursArb: fc.Arbitrary<OpeningHours> = fc
  .array(
    fc
      .array(fc.integer({ min: 0, max: 1440 }), { minLength: 0, maxLength: 6 })
      .map((cuts) => [...new Set(cuts)].sort((a, b) => a - b)),
    { minLength: 7, maxLength: 7 },
  )
  .map((perDay) => {
    const out: OpeningHours = {};
    perDay.forEach((cuts, i) => {
      const intervals: [string, string][] = [];
      for (let j = 0; j + 1 < cuts.length; j += 2) {
        const clock = (m: number) =>
          `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        intervals.push([clock(cuts[j] as number), clock(cuts[j + 1] as number)]);
      }
      if (intervals.length > 0 || i % 2 === 0) out[String(i + 1) as keyof OpeningHours] = intervals;
    });
    return out;
  })
  // A schedule opens on some weekday (one that never opens is refused).
  .filter((hours) => Object.values(hours).some((intervals) => intervals.length > 0));

/** A schedule: closed weekdays and dates near `fromDay` (days since 2024-01-01), any day count. */
export const scheduleArb = (fromDay: number, allDay = true): fc.Arbitrary<Schedule> =>
  fc.record(
    {
      opening_hours: fc.option(allDay ? openAllDayArb : openingHoursArb, { nil: null }),
      closed_dates: fc.uniqueArray(fc.integer({ min: fromDay - 5, max: fromDay + 60 }).map(isoDate), { maxLength: 8 }),
      charge_closed_days: fc.boolean(),
      day_count: fc.constantFrom('elapsed' as const, 'calendar' as const),
      return_by: fc.option(
        fc
          .integer({ min: 0, max: 1439 })
          .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`),
        { nil: null },
      ),
      leeway_minutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1440 })),
    },
    { requiredKeys: [] },
  );

/** Weekday rules near `fromDay`, with or without a date range. */
export const weekdayRuleArb = (itemIds: string[], fromDay: number): fc.Arbitrary<PricingRule> =>
  fc
    .record({
      scope: fc.option(fc.constantFrom(...itemIds), { nil: null }),
      weekdays: fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
      range: fc.option(
        fc.tuple(fc.integer({ min: fromDay - 20, max: fromDay + 60 }), fc.integer({ min: 0, max: 60 })),
        {
          nil: null,
        },
      ),
      adjustment_type: fc.constantFrom('percent' as const, 'dollar' as const),
      percent: fc.integer({ min: -100, max: 1000 }),
      dollar: fc.integer({ min: -50_000, max: 50_000 }),
      priority: fc.integer({ min: -3, max: 3 }),
      active: fc.boolean(),
      created: fc.integer({ min: 0, max: 5 }),
    })
    .map((r) => ({
      id: `pr_w${String(ruleSeq++).padStart(6, '0')}`,
      fleet_item_id: r.scope,
      type: 'weekday' as const,
      weekdays: r.weekdays,
      start_date: r.range === null ? null : isoDate(r.range[0]),
      end_date: r.range === null ? null : isoDate(r.range[0] + r.range[1]),
      days_threshold: null,
      adjustment_type: r.adjustment_type,
      adjustment_value: r.adjustment_type === 'percent' ? r.percent : r.dollar,
      priority: r.priority,
      active: r.active,
      created_at: new Date(BASE + r.created * 1000).toISOString(),
    }));

export const rateTableArb: fc.Arbitrary<RateTable> = fc
  .record({
    days: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 5 }),
    prices: fc.array(cents(500_000), { minLength: 5, maxLength: 5 }),
    strategy: fc.constantFrom('round_up' as const, 'best' as const),
    extra: fc.option(cents(100_000), { nil: null }),
  })
  .map((t) => ({
    tiers: [...t.days].sort((a, b) => a - b).map((days, i) => ({ days, price: t.prices[i] as number })),
    strategy: t.strategy,
    extra_day_price: t.extra,
  }));

/** Items that may use every new option. */
export const planItemArb: fc.Arbitrary<FleetItem> = fc
  .record({
    base: itemArb,
    price_hourly: fc.option(cents(50_000), { nil: null }),
    hourly_increment_minutes: fc.constantFrom(15 as const, 30 as const, 60 as const, null),
    rate_table: fc.option(rateTableArb, { nil: null }),
    min_rental_minutes: fc.option(fc.integer({ min: 1, max: 600 }), { nil: null, freq: 4 }),
    max_rental_days: fc.option(fc.integer({ min: 1, max: 730 }), { nil: null, freq: 4 }),
  })
  .map(({ base, ...plans }) => ({ ...base, ...plans }));

/** Inputs that use the new options: a schedule, hourly rates, rate tables, weekday rules, limits. */
export const planInputArb: fc.Arbitrary<PriceInput> = windowArb
  .chain((window) => {
    const day = Math.floor((window.pickupMs - BASE) / DAY);
    return fc.record({
      window: fc.constant(window),
      schedule: fc.option(scheduleArb(day), { nil: undefined }),
      rules: fc.array(
        fc.oneof(ruleArb(['fi_a', 'fi_b', 'fi_c'], day - 30, day + 60), weekdayRuleArb(['fi_a', 'fi_b', 'fi_c'], day)),
        { maxLength: 8 },
      ),
    });
  })
  .chain(({ window, schedule, rules }) =>
    fc.record({
      item: planItemArb,
      window: fc.constant(window),
      schedule: fc.constant(schedule),
      halfDay: fc.constantFrom(undefined, false, true),
      rules: fc.constant(rules),
      addons: fc
        .subarray(['ao_1', 'ao_2'])
        .chain((ids) =>
          fc.tuple(...ids.map((id) => fc.record({ addon: addonArb(id), quantity: fc.integer({ min: 1, max: 5 }) }))),
        ),
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
    ...(g.schedule === undefined ? {} : { schedule: g.schedule }),
    rules: g.rules,
    addons: g.addons,
    coupon: g.coupon,
    tax: g.tax,
    service_fee: g.fee,
    time_zone: g.window.zone,
    now: new Date(g.window.pickupMs).toISOString(),
  }));

/** A cart of `input`'s item and `others`, each line with its quantity and override (null: none). */
export function cartOf(
  input: PriceInput,
  others: readonly FleetItem[],
  quantities: readonly number[],
  overrides: readonly (number | null)[],
): CartInput {
  const { item, ...common } = input;
  return {
    ...common,
    line_items: [item, ...others].map((it, i) => ({
      item: it,
      quantity: quantities[i] as number,
      override_price: overrides[i] ?? null,
    })),
  };
}
