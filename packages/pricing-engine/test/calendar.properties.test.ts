/**
 * Properties of `priceCalendar`: every entry is exactly its own quote (`calculatePrice` of its window
 * with the rest of the input: the same result, deep and byte for byte, or the same error), over random
 * items (hourly rates, rate tables, limits), seasonal and weekday rules, schedules (closed days, random
 * opening hours, either day count), add-ons and coupons, lengths in days and in hours, pickup times in
 * DST gaps and overlaps, and ranges across DST changes in several zones. And the windows are what the
 * calendar promises: the pickup on its date at its time, the return days × 24 h of wall-clock time
 * (or hours of real time) later.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatePrice,
  isPricingError,
  type PriceCalendarInput,
  priceCalendar,
  resolveInstant,
  type Schedule,
  type TaxSettings,
} from '../src/index.js';
import { addonArb, couponArb, planItemArb, ruleArb, scheduleArb, weekdayRuleArb, ZONES } from './arbitraries.js';
import { local } from './local-time.js';
import { outcome } from './outcomes.js';

const SLOW = 240_000;
const DAY = 86_400_000;
const BASE = Date.UTC(2024, 0, 1);
const dayOf = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - BASE) / DAY);
const dateOf = (day: number) => new Date(BASE + day * DAY).toISOString().slice(0, 10);

/** DST changes of the zones tested (spring and autumn, both hemispheres). */
const DST_DATES = ['2026-03-08', '2026-11-01', '2026-03-29', '2026-10-25', '2026-04-05', '2026-10-04', '2025-03-30'];

const calendarArb: fc.Arbitrary<PriceCalendarInput> = fc
  .record({
    zone: fc.constantFrom(...ZONES),
    from: fc.oneof(
      fc
        .tuple(fc.constantFrom(...DST_DATES), fc.integer({ min: 0, max: 6 }))
        .map(([d, back]) => dateOf(dayOf(d) - back)),
      fc.integer({ min: 0, max: 3 * 365 }).map(dateOf),
    ),
    span: fc.integer({ min: 1, max: 40 }),
  })
  .chain(({ zone, from, span }) => {
    const day = dayOf(from);
    return fc.record({
      zone: fc.constant(zone),
      from: fc.constant(from),
      to: fc.constant(dateOf(day + span - 1)),
      length: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 45 }).map((days) => ({ days })) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 24 }).map((hours) => ({ hours })) },
      ),
      time: fc.option(
        fc.oneof(
          fc.constantFrom('00:00', '01:30', '02:30', '03:15', '09:00', '17:45', '23:30'),
          fc
            .integer({ min: 0, max: 1439 })
            .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`),
        ),
        { nil: undefined },
      ),
      item: planItemArb,
      rules: fc.array(fc.oneof(ruleArb(['fi_a', 'fi_b'], day - 20, day + 50), weekdayRuleArb(['fi_a', 'fi_b'], day)), {
        maxLength: 6,
      }),
      schedule: fc.option(fc.oneof(scheduleArb(day, true), scheduleArb(day, false)), { nil: undefined }),
      halfDay: fc.constantFrom(undefined, undefined, false, true),
      addons: fc.option(fc.tuple(fc.record({ addon: addonArb('ao_1'), quantity: fc.integer({ min: 1, max: 3 }) })), {
        nil: undefined,
      }),
      coupon: fc.option(couponArb, { nil: undefined }),
      tax: fc.option(
        fc.record({
          rate_bps: fc.integer({ min: 0, max: 2500 }),
          inclusive: fc.boolean(),
        }) as fc.Arbitrary<TaxSettings>,
        { nil: undefined },
      ),
    });
  })
  .map((g) => ({
    item: g.item,
    from: g.from,
    to: g.to,
    ...g.length,
    ...(g.time === undefined ? {} : { time: g.time }),
    rules: g.rules,
    ...(g.schedule === undefined ? {} : { schedule: g.schedule as Schedule }),
    ...(g.halfDay === undefined ? {} : { half_day: g.halfDay }),
    ...(g.addons === undefined ? {} : { addons: g.addons }),
    ...(g.coupon === undefined ? {} : { coupon: g.coupon, now: `${g.from}T00:00:00Z` }),
    ...(g.tax === undefined ? {} : { tax: g.tax }),
    service_fee: { rate_bps: 300 },
    time_zone: g.zone,
  }));

/** A date's default pickup time: its weekday's first opening time, else 09:00. */
function openingTime(schedule: Schedule | null | undefined, date: string): string {
  const weekday = String(((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1) as '1';
  return schedule?.opening_hours?.[weekday]?.[0]?.[0] ?? '09:00';
}

/** The local date-time (no offset) `days` × 24 h of wall-clock time after instant `ms`, read through Intl. */
const wallPlusDays = (ms: number, zone: string, days: number): string =>
  new Date(local(ms, zone).wallMs + days * DAY).toISOString().slice(0, 19);

describe('properties: the price calendar', () => {
  it(
    'every entry is its own quote, to the byte; the windows are the promised ones; cheapest is the lowest total',
    () => {
      const seen = { priced: 0, refused: 0 };
      fc.assert(
        fc.property(calendarArb, (input) => {
          const calendar = priceCalendar(input);
          const { from, to, days, hours, time, ...rest } = input;
          expect(calendar.entries.map((e) => e.date)).toEqual(
            Array.from({ length: dayOf(to) - dayOf(from) + 1 }, (_, i) => dateOf(dayOf(from) + i)),
          );
          for (const entry of calendar.entries) {
            const own = outcome(
              () => calculatePrice({ ...rest, pickup_date: entry.pickup_date, return_date: entry.return_date }),
              isPricingError,
            );
            if (own.ok) {
              seen.priced += 1;
              expect(entry.error).toBeNull();
              expect(JSON.stringify(entry.price)).toBe(own.json);
              expect(entry.price).toEqual(own.value);
            } else {
              seen.refused += 1;
              expect(entry.price).toBeNull();
              expect(entry.error).toEqual({
                code: own.code,
                message: own.message,
                ...(own.param === undefined ? {} : { param: own.param }),
              });
            }
            // The window: the pickup at its date's time (DST gaps move it forward, as any local time),
            // the return days × 24 h of wall-clock time later, or hours of real time later.
            const zone = input.time_zone as string;
            const p = Date.parse(entry.pickup_date);
            expect(p).toBe(
              resolveInstant(`${entry.date}T${time ?? openingTime(input.schedule, entry.date)}`, { time_zone: zone }),
            );
            const r = Date.parse(entry.return_date);
            if (hours !== undefined) expect(r - p).toBe(hours * 3_600_000);
            else expect(r).toBe(resolveInstant(wallPlusDays(p, zone, days as number), { time_zone: zone }));
          }
          const priced = calendar.entries.filter((e) => e.price !== null);
          const lowest = Math.min(...priced.map((e) => e.price?.total as number));
          expect(calendar.cheapest).toEqual(priced.filter((e) => e.price?.total === lowest).map((e) => e.date));
        }),
        { numRuns: 300 },
      );
      expect(seen.priced).toBeGreaterThan(1000);
      expect(seen.refused).toBeGreaterThan(100);
    },
    SLOW,
  );
});
