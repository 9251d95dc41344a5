/**
 * Property tests of rate plans and shop schedules against brute-force references that share no code
 * with the engine: day counting minute by minute (elapsed and calendar, leeway, return_by, several
 * zones, local time read through Intl), `best` against an exhaustive search, closed-day spreading
 * against a day-by-day sum in exact fractions; plus the identities, order independence and the
 * validation fast path over inputs that use every new option.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastValidSchedule } from '../src/_lib/compile-schedule.js';
import { fastValidCartInput, fastValidPriceInput } from '../src/_lib/fast-paths.js';
import {
  CartInputSchema,
  calculatePrice,
  countRentalDays,
  type FleetItem,
  isPricingError,
  type PriceInput,
  PriceInputSchema,
  type PriceResult,
  type PricingRule,
  priceCart,
  type RateTable,
  resolveInstant,
  type Schedule,
  ScheduleSchema,
  seasonalAdjustment,
  selectRate,
} from '../src/index.js';
import { planInputArb, ruleArb, scheduleArb, weekdayRuleArb, ZONES } from './arbitraries.js';
import { local } from './local-time.js';
import { mutate, q, qadd, qmul, roundQ } from './references.js';

const SLOW = 120_000;
const MIN = 60_000;
const DAY = 86_400_000;

// ---- Independent readings of local time --------------------------------------------------------

const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Elapsed days, minute by minute: every started 24 h of the wall-clock duration past the leeway. */
function referenceElapsed(p: number, r: number, zone: string, leeway: number): number {
  const minutes = Math.ceil((local(r, zone).wallMs - local(p, zone).wallMs) / MIN);
  let days = 0;
  for (let m = 0; m < minutes - leeway; m++) if (m % 1440 === 0) days += 1;
  return Math.max(1, days);
}

/** Calendar days: walk the rental minute by minute collecting local dates, then the return's rule. */
function referenceCalendar(p: number, r: number, zone: string, returnBy: string | null, leeway: number): number {
  const dates = new Set<string>();
  for (let t = p; t < r; t += MIN) dates.add(local(t, zone).date);
  const ret = local(r, zone);
  dates.add(ret.date);
  const pickupDate = local(p, zone).date;
  const notCounted =
    ret.timeMs === 0 ||
    (returnBy !== null && ret.date > pickupDate && ret.timeMs <= (clockMinutes(returnBy) + leeway) * MIN);
  return Math.max(1, dates.size - (notCounted ? 1 : 0));
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

describe('properties: day counting against minute-by-minute references', () => {
  /** Local pickup and return times, the return often on a boundary (00:00, return_by, + leeway, + 1). */
  const windowArb = fc
    .record({
      zone: fc.constantFrom(...ZONES),
      startDay: fc.integer({ min: 0, max: 3 * 365 }),
      pickupMinute: fc.integer({ min: 0, max: 1439 }),
      laterDays: fc.integer({ min: 0, max: 4 }),
      returnBy: fc.option(fc.integer({ min: 0, max: 1439 }), { nil: null }),
      leeway: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 180 }), fc.integer({ min: 0, max: 1440 })),
      returnKind: fc.constantFrom('midnight', 'by', 'byLeeway', 'after', 'random'),
      randomMinute: fc.integer({ min: 0, max: 1439 }),
    })
    .map((w) => {
      const date = (d: number) => new Date(Date.UTC(2025, 0, 1) + d * DAY).toISOString().slice(0, 10);
      const by = w.returnBy ?? 600;
      const minute = {
        midnight: 0,
        by,
        byLeeway: Math.min(by + w.leeway, 1439),
        after: Math.min(by + w.leeway + 1, 1439),
        random: w.randomMinute,
      }[w.returnKind];
      const pickup = resolveInstant(`${date(w.startDay)}T${hhmm(w.pickupMinute)}`, { time_zone: w.zone });
      const ret = resolveInstant(`${date(w.startDay + w.laterDays)}T${hhmm(minute)}`, { time_zone: w.zone });
      return { ...w, pickup, ret, returnBy: w.returnBy === null ? null : hhmm(w.returnBy) };
    });

  it(
    'elapsed with leeway, in every zone',
    () => {
      fc.assert(
        fc.property(windowArb, (w) => {
          fc.pre(w.ret > w.pickup);
          const r = countRentalDays(new Date(w.pickup), new Date(w.ret), {
            time_zone: w.zone,
            half_day: false,
            schedule: { leeway_minutes: w.leeway },
          });
          expect(r.rental_days).toBe(referenceElapsed(w.pickup, w.ret, w.zone, w.leeway));
        }),
        { numRuns: 400 },
      );
    },
    SLOW,
  );

  it(
    'calendar with return_by and leeway, in every zone',
    () => {
      fc.assert(
        fc.property(windowArb, (w) => {
          fc.pre(w.ret > w.pickup);
          const schedule: Schedule = { day_count: 'calendar', return_by: w.returnBy, leeway_minutes: w.leeway };
          const r = countRentalDays(new Date(w.pickup), new Date(w.ret), {
            time_zone: w.zone,
            half_day: false,
            schedule,
          });
          expect(r.rental_days).toBe(referenceCalendar(w.pickup, w.ret, w.zone, w.returnBy, w.leeway));
          expect(r.first_date).toBe(local(w.pickup, w.zone).date);
        }),
        { numRuns: 150 },
      );
    },
    SLOW,
  );
});

// ---- Rate tables ---------------------------------------------------------------------------------

/** Every combination of tier counts, singles filling the rest: the least total covering n days. */
function exhaustiveBest(table: RateTable, n: number, extra: number): number {
  const tiers = table.tiers;
  let best = Number.POSITIVE_INFINITY;
  const walk = (i: number, days: number, cost: number) => {
    if (cost >= best) return;
    if (i === tiers.length) {
      best = Math.min(best, cost + Math.max(0, n - days) * extra);
      return;
    }
    const t = tiers[i] as { days: number; price: number };
    // 0, 1, 2, ... of this tier, up to the first count that covers n on its own.
    for (let c = 0; ; c++) {
      walk(i + 1, days + c * t.days, cost + c * t.price);
      if (days + c * t.days >= n) break;
    }
  };
  walk(0, 0, 0);
  return best;
}

function referenceRoundUp(table: RateTable, n: number, extra: number): number {
  const hit = table.tiers.find((t) => t.days >= n);
  if (hit) return hit.price;
  const last = table.tiers[table.tiers.length - 1] as { days: number; price: number };
  return last.price + (n - last.days) * extra;
}

describe('properties: rate tables', () => {
  const smallTable = fc
    .record({
      days: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
      prices: fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 3, maxLength: 3 }),
      extra: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
      full: fc.integer({ min: 0, max: 2000 }),
    })
    .map((t) => ({
      table: {
        tiers: [...t.days].sort((a, b) => a - b).map((days, i) => ({ days, price: t.prices[i] as number })),
        strategy: 'best' as const,
        extra_day_price: t.extra,
      },
      full: t.full,
    }));

  it(
    'best equals an exhaustive search over small tables',
    () => {
      fc.assert(
        fc.property(smallTable, fc.integer({ min: 1, max: 16 }), ({ table, full }, n) => {
          const fi: FleetItem = { id: 'fi', price_full_day: full, rate_table: table };
          const got = selectRate(fi, n, false);
          const want = exhaustiveBest(table, n, table.extra_day_price ?? full);
          expect(got.base_price).toBe(want);
          expect(got.rate_per_day).toBe(Math.round(want / n)); // exact: small integers
        }),
        { numRuns: 500 },
      );
    },
    SLOW,
  );

  it(
    'round_up equals its definition, and best is never dearer than round_up',
    () => {
      fc.assert(
        fc.property(smallTable, fc.integer({ min: 1, max: 60 }), ({ table, full }, n) => {
          const extra = table.extra_day_price ?? full;
          const upItem: FleetItem = { id: 'fi', price_full_day: full, rate_table: { ...table, strategy: 'round_up' } };
          const up = selectRate(upItem, n, false);
          expect(up.base_price).toBe(referenceRoundUp(table, n, extra));
          const bestItem: FleetItem = { id: 'fi', price_full_day: full, rate_table: table };
          const best = selectRate(bestItem, n, false);
          expect(best.base_price).toBeLessThanOrEqual(up.base_price);
        }),
        { numRuns: 500 },
      );
    },
    SLOW,
  );
});

// ---- Closed-day spreading against a day-by-day sum in exact fractions ---------------------------

const isoWeekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/** Stage 3, day by day over `charged` dates: the rules in contract order, each on its dates and weekdays. */
function referenceStage3(amount: number, charged: string[], rules: PricingRule[], itemId: string) {
  const ordered = rules
    .filter(
      (r) =>
        (r.type === 'seasonal' || r.type === 'weekday') &&
        r.active !== false &&
        (r.fleet_item_id == null || r.fleet_item_id === itemId),
    )
    .sort(
      (a, b) =>
        (b.priority ?? 0) - (a.priority ?? 0) ||
        (a.fleet_item_id == null ? 1 : 0) - (b.fleet_item_id == null ? 1 : 0) ||
        Date.parse(a.created_at ?? '') - Date.parse(b.created_at ?? '') ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const covers = (r: PricingRule, date: string) =>
    (r.start_date == null || (r.start_date <= date && (r.end_date as string) >= date)) &&
    (r.type !== 'weekday' || (r.weekdays ?? []).includes(isoWeekdayOf(date)));
  const daily = q(BigInt(amount), BigInt(charged.length));
  let sum = q(0n);
  const used = new Set<string>();
  for (const date of charged) {
    let p = daily;
    for (const r of ordered) {
      if (!covers(r, date)) continue;
      used.add(r.id);
      const v = BigInt(r.adjustment_value);
      p = r.adjustment_type === 'percent' ? qmul(p, q(100n + v, 100n)) : qadd(p, q(v));
      if (p.n < 0n) p = q(0n);
    }
    sum = qadd(sum, p);
  }
  return {
    adjustment: Number(roundQ(qadd(sum, q(-BigInt(amount))))),
    applied: ordered.filter((r) => used.has(r.id)).map((r) => r.id),
  };
}

describe('properties: closed days and weekday rules in stage 3 against exact fractions', () => {
  it(
    'seasonalAdjustment over the charged dates (random skipped dates) equals the day-by-day sum',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 10_000_000 })),
          fc.integer({ min: 0, max: 3 * 365 }),
          fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 120 })),
          fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 40 }),
          fc.integer({ min: 0, max: 1000 }).chain((seed) =>
            fc.array(fc.oneof(ruleArb(['fi_a', 'fi_b'], seed, seed + 90), weekdayRuleArb(['fi_a', 'fi_b'], seed)), {
              maxLength: 10,
            }),
          ),
          (amount, startDay, count, picks, rules) => {
            // Rules are generated near their own seed; move the rental next to the first one often.
            const anchor =
              rules[0]?.start_date ?? new Date(Date.UTC(2024, 0, 1) + startDay * DAY).toISOString().slice(0, 10);
            const first = addDays(anchor, -(startDay % 10));
            const dates = Array.from({ length: count }, (_, i) => addDays(first, i));
            const skipped = [...new Set(picks.map((x) => dates[Math.min(count - 1, Math.floor(x * count))] as string))];
            const charged = dates.filter((d) => !skipped.includes(d));
            fc.pre(charged.length > 0);
            const got = seasonalAdjustment({
              amount,
              days: charged.length,
              first_date: first,
              skipped_dates: skipped,
              fleet_item_id: 'fi_a',
              rules,
            });
            const want = referenceStage3(amount, charged, rules, 'fi_a');
            expect(got.seasonal_adjustment).toBe(want.adjustment);
            expect(got.seasonal_rules_applied.map((r) => r.rule_id)).toEqual(want.applied);
          },
        ),
        { numRuns: 1000 },
      );
    },
    SLOW,
  );

  it(
    'calculatePrice with a schedule: days, skipped dates, base and adjustment from the charged dates',
    () => {
      let priced = 0;
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 3 * 365 }).chain((day) =>
            fc.record({
              day: fc.constant(day),
              minutes: fc.integer({ min: 6 * 60, max: 60 * 24 * 60 }),
              startMinute: fc.integer({ min: 0, max: 1439 }),
              schedule: scheduleArb(day),
              rules: fc.array(fc.oneof(ruleArb(['fi_a'], day - 10, day + 60), weekdayRuleArb(['fi_a'], day)), {
                maxLength: 8,
              }),
              price: fc.integer({ min: 0, max: 1_000_000 }),
            }),
          ),
          (g) => {
            const pickup = Date.UTC(2024, 0, 1) + g.day * DAY + g.startMinute * MIN;
            const ret = pickup + g.minutes * MIN;
            const schedule: Schedule = {
              ...g.schedule,
              day_count: 'elapsed',
              leeway_minutes: 0,
              charge_closed_days: false,
            };
            let r: PriceResult;
            try {
              r = calculatePrice({
                item: { id: 'fi_a', price_full_day: g.price },
                pickup_date: new Date(pickup).toISOString(),
                return_date: new Date(ret).toISOString(),
                half_day: false,
                schedule,
                rules: g.rules,
              });
            } catch (e) {
              if (isPricingError(e) && e.code === 'outside_opening_hours') return;
              throw e;
            }
            priced += 1;
            // The reference, in UTC: rental dates from the pickup's date, ceil(duration / 24 h) of them.
            const first = new Date(pickup).toISOString().slice(0, 10);
            const count = Math.max(1, Math.ceil(g.minutes / 1440));
            const dates = Array.from({ length: count }, (_, i) => addDays(first, i));
            const oh = schedule.opening_hours ?? null;
            const closed = (d: string) =>
              (schedule.closed_dates ?? []).includes(d) ||
              (oh !== null && (oh[String(isoWeekdayOf(d)) as keyof typeof oh] ?? []).length === 0);
            let charged = dates.filter((d) => !closed(d));
            if (charged.length === 0) charged = [first];
            expect(r.breakdown.rental_days).toBe(count);
            expect(r.breakdown.days).toBe(charged.length);
            expect(r.breakdown.closed_dates_skipped).toEqual(dates.filter((d) => !charged.includes(d)));
            expect(r.base_price).toBe(g.price * charged.length);
            // Stage 3 spreads the base less the multi-day discount (a generated multi-day rule may apply).
            const want = referenceStage3(r.base_price - r.breakdown.multi_day_discount, charged, g.rules, 'fi_a');
            expect(r.seasonal_adjustment).toBe(want.adjustment);
            expect(r.breakdown.seasonal_rules_applied.map((a) => a.rule_id)).toEqual(want.applied);
          },
        ),
        { numRuns: 600 },
      );
      expect(priced).toBeGreaterThan(100);
    },
    SLOW,
  );
});

// ---- Inputs that use every new option ------------------------------------------------------------

const REFUSALS = new Set([
  'amount_too_large',
  'outside_opening_hours',
  'rental_too_short',
  'rental_too_long',
  'half_day_not_allowed',
]);

/** Price, treating the refusals a valid input can meet (closed, too short or long, too large) as null. */
function quote(input: PriceInput): PriceResult | null {
  try {
    return calculatePrice(input);
  } catch (e) {
    if (isPricingError(e) && REFUSALS.has(e.code)) return null;
    throw e;
  }
}

function shuffle<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('properties: inputs with schedules, hourly rates, rate tables, weekday rules and limits', () => {
  it(
    'the identities hold, every amount is a safe integer, and the new fields agree with each other',
    () => {
      let priced = 0;
      fc.assert(
        fc.property(planInputArb, (input) => {
          const r = quote(input);
          if (r === null) return;
          priced += 1;
          const b = r.breakdown;
          expect(r.subtotal).toBe(
            r.base_price - b.multi_day_discount + r.seasonal_adjustment + r.addon_total - r.coupon_discount,
          );
          const gross = r.subtotal + (input.tax?.inclusive ? 0 : r.tax);
          expect(r.total).toBe(
            gross + ((input.service_fee?.payer ?? 'customer') === 'customer' ? r.service_fee_amount : 0),
          );
          for (const v of [r.base_price, r.subtotal, r.tax, r.total, b.rate_per_day, b.days]) {
            expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          }
          expect(b.half_day).toBe(b.rate_basis === 'half_day');
          expect(b.hourly_units === null).toBe(b.rate_basis !== 'hourly');
          if (b.rate_basis === 'hourly') expect(b.rate_per_day).toBe(r.base_price);
          expect(b.days).toBe(b.rental_days - b.closed_dates_skipped.length);
          expect(b.days).toBeGreaterThanOrEqual(1);
          expect([...b.closed_dates_skipped].sort()).toEqual(b.closed_dates_skipped);
          if (input.item.rate_table != null && (b.rate_basis === 'rate_table' || b.rate_basis === 'daily')) {
            expect(b.rate_basis).toBe('rate_table');
          }
        }),
        { numRuns: 1000 },
      );
      expect(priced).toBeGreaterThan(200);
    },
    SLOW,
  );

  it(
    'results do not depend on rule or closed-date order, and a one-line cart is calculatePrice',
    () => {
      fc.assert(
        fc.property(planInputArb, fc.integer(), (input, seed) => {
          const a = quote(input);
          const shuffled: PriceInput = { ...input, rules: shuffle(input.rules ?? [], seed) };
          if (input.schedule?.closed_dates) {
            shuffled.schedule = { ...input.schedule, closed_dates: shuffle(input.schedule.closed_dates, seed + 1) };
          }
          expect(JSON.stringify(quote(shuffled))).toBe(JSON.stringify(a));
          if (a === null) return;
          const { item, ...rest } = input;
          const { line_items, ...cart } = priceCart({ ...rest, line_items: [{ item }] });
          expect(cart).toEqual(a);
          expect(line_items[0]?.rate_basis).toBe(a.breakdown.rate_basis);
          expect(line_items[0]?.hourly_units).toBe(a.breakdown.hourly_units);
        }),
        { numRuns: 500 },
      );
    },
    SLOW,
  );

  it(
    'hourly: with price_hourly the base is the lower of hourly and the same item without it (a tie keeps it)',
    () => {
      fc.assert(
        fc.property(planInputArb, fc.integer({ min: 1, max: 24 * 60 }), (input, minutes) => {
          const short: PriceInput = {
            ...input,
            return_date: new Date(Date.parse(input.pickup_date as string) + minutes * MIN).toISOString(),
            schedule: null,
          };
          const withHourly = quote(short);
          const without = quote({ ...short, item: { ...short.item, price_hourly: null } });
          if (withHourly === null || without === null || short.item.price_hourly == null) return;
          const units = Math.ceil((minutes * MIN) / ((short.item.hourly_increment_minutes ?? 60) * MIN));
          const hourly = short.item.price_hourly * Math.max(1, units);
          if (short.half_day === true || without.breakdown.rental_days !== 1) {
            expect(withHourly.base_price).toBe(without.base_price);
          } else if (hourly < without.base_price) {
            expect(withHourly.base_price).toBe(hourly);
            expect(withHourly.breakdown.hourly_units).toBe(Math.max(1, units));
          } else {
            expect(withHourly.base_price).toBe(without.base_price);
            expect(withHourly.breakdown.rate_basis).toBe(without.breakdown.rate_basis);
          }
        }),
        { numRuns: 500 },
      );
    },
    SLOW,
  );
});

const junk = fc.oneof(
  fc.anything(),
  fc.integer(),
  fc.constantFrom(-1, 0, 1, 7, 8, 15, 20, 60, 730, 731, 1440, 1441, 1e11 + 1, Number.NaN, '', null, undefined),
  fc.constantFrom('09:00', '24:00', '9:00', '18:00', '2026-02-30', '2026-07-01', 'calendar', 'best', 'weekday', true),
  fc.constantFrom([], [['09:00', '12:00']], [['12:00', '09:00']], [1, 8], [6, 6], { '8': [] }, [{ days: 2, price: 1 }]),
);

describe('the validation fast path never accepts what the zod schemas reject (new options)', () => {
  it(
    'calculatePrice and priceCart inputs, valid and mutated',
    () => {
      fc.assert(
        fc.property(
          planInputArb,
          fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
          junk,
          fc.boolean(),
          (input, picks, value, doMutate) => {
            const candidate = doMutate ? mutate(input, picks, value) : input;
            if (fastValidPriceInput(candidate)) expect(PriceInputSchema.safeParse(candidate).success).toBe(true);
            if (!doMutate) expect(fastValidPriceInput(candidate)).toBe(true);
            const { item, ...rest } = input;
            const cart = doMutate
              ? mutate({ ...rest, line_items: [{ item }] }, picks, value)
              : { ...rest, line_items: [{ item }] };
            if (fastValidCartInput(cart)) expect(CartInputSchema.safeParse(cart).success).toBe(true);
          },
        ),
        { numRuns: 3000 },
      );
    },
    SLOW,
  );

  it(
    'schedules, valid and mutated, with random opening hours',
    () => {
      fc.assert(
        fc.property(
          scheduleArb(900, false),
          fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
          junk,
          fc.boolean(),
          (schedule, picks, value, doMutate) => {
            const candidate = doMutate ? mutate(schedule, picks, value) : schedule;
            const fast = fastValidSchedule(candidate);
            if (fast) expect(ScheduleSchema.safeParse(candidate).success).toBe(true);
            if (!doMutate) expect(fast).toBe(true);
          },
        ),
        { numRuns: 3000 },
      );
    },
    SLOW,
  );
});
