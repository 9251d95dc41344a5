/**
 * Rate plans and shop schedules are additive: an input that uses none of them (no `schedule`, no
 * hourly rate, rate table or rental limits on an item, no weekday rule) prices exactly as the engine
 * did before they existed. The engine of that time is frozen in `fixtures/engine-2b5186c.mjs` (one
 * bundled file, see `fixtures/README.md`); these properties run both on the same random inputs.
 *
 * Results: the JSON of the new result with the fields added since (`breakdown.rate_basis`,
 * `hourly_units`, `rental_days`, `closed_dates_skipped`, and each line's `rate_basis` and
 * `hourly_units`) removed must be byte-identical to the frozen engine's JSON, and those fields must
 * say what such an input means (daily or half-day, no hourly units, rental days = days, nothing
 * skipped). Errors: the same code, param and message; the one message allowed to differ lists the
 * accepted rule types, which now include `weekday` (see `sameMessage`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CartInput,
  calculatePrice,
  countRentalDays,
  isPricingError,
  type PriceInput,
  priceCart,
  seasonalAdjustment,
} from '../src/index.js';
import { cartOf, itemArb, priceInputArb, ruleArb, ZONES } from './arbitraries.js';
import * as frozen from './fixtures/engine-2b5186c.mjs';
import { junk, type Outcome, outcome, sometimes } from './outcomes.js';
import { mutate } from './references.js';

const RUNS = { numRuns: 1500 };
const DAY = 86_400_000;
/** Property tests share two cores with everything else here: give them room. */
const SLOW = 120_000;

/** How many compared outcomes were results and how many errors, so a run shows it covered both. */
const seen = { ok: 0, error: 0 };

/** The result without the fields added with rate plans, as the frozen engine wrote it. */
function withoutNewFields(result: any): string {
  const copy = structuredClone(result);
  for (const key of ['rate_basis', 'hourly_units', 'rental_days', 'closed_dates_skipped']) delete copy.breakdown[key];
  for (const line of copy.line_items ?? []) {
    delete line.rate_basis;
    delete line.hourly_units;
  }
  return JSON.stringify(copy);
}

/**
 * zod's message for a value outside an enum lists the accepted values; rule `type` accepts
 * `weekday` now, so that one list is one entry longer. Every other message must be identical.
 */
function sameMessage(now: string, before: string): boolean {
  return now === before || now === before.replace('"seasonal"|"multi_day"', '"seasonal"|"multi_day"|"weekday"');
}

function expectSameOutcome(now: Outcome, before: Outcome): void {
  seen[before.ok ? 'ok' : 'error'] += 1;
  if (!before.ok) {
    expect(now.ok, `the new engine priced what the frozen one refused: ${JSON.stringify(before)}`).toBe(false);
    if (now.ok) return;
    expect({ code: now.code, param: now.param }).toEqual({ code: before.code, param: before.param });
    expect(sameMessage(now.message, before.message), `${now.message} vs ${before.message}`).toBe(true);
    return;
  }
  expect(now.ok, `the new engine refused: ${JSON.stringify(now)}`).toBe(true);
  if (!now.ok) return;
  expect(withoutNewFields(now.value)).toBe(before.json);
  // The new fields say "priced as before".
  const b = now.value.breakdown;
  const basis = b.half_day ? 'half_day' : 'daily';
  expect(b.rate_basis).toBe(basis);
  expect(b.hourly_units).toBeNull();
  expect(b.rental_days).toBe(b.days);
  expect(b.closed_dates_skipped).toEqual([]);
  for (const line of now.value.line_items ?? []) {
    expect(line.rate_basis).toBe(basis);
    expect(line.hourly_units).toBeNull();
  }
}

/** Valid legacy inputs with, now and then, a longer window, a forced half-day, or one junk value. */
const legacyPriceInput: fc.Arbitrary<unknown> = fc
  .record({
    input: priceInputArb,
    longDays: sometimes(fc.integer({ min: 600, max: 800 }), 8),
    forceHalf: sometimes(fc.constant(true), 8),
    mutation: sometimes(fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), junk), 3),
  })
  .map(({ input, longDays, forceHalf, mutation }) => {
    let out: PriceInput = input;
    if (longDays !== null) {
      out = { ...out, return_date: new Date(Date.parse(out.pickup_date as string) + longDays * DAY).toISOString() };
    }
    if (forceHalf !== null) out = { ...out, half_day: true };
    return mutation === null ? out : mutate(out, mutation[0], mutation[1]);
  });

/** Carts of 1-3 lines over the generated items, with quantities and overrides. */
const legacyCartInput: fc.Arbitrary<unknown> = fc
  .record({
    input: priceInputArb,
    others: fc.array(itemArb, { maxLength: 2 }),
    quantities: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 3, maxLength: 3 }),
    overrides: fc.array(sometimes(fc.integer({ min: 0, max: 500_000 }), 3), { minLength: 3, maxLength: 3 }),
    mutation: sometimes(fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), junk), 3),
  })
  .map(({ input, others, quantities, overrides, mutation }) => {
    const cart = cartOf(input, others, quantities, overrides);
    return mutation === null ? cart : mutate(cart, mutation[0], mutation[1]);
  });

describe('additivity: inputs without the new options price exactly as the frozen engine', () => {
  it(
    'calculatePrice: the same results (the new fields aside) and the same errors',
    () => {
      seen.ok = 0;
      seen.error = 0;
      fc.assert(
        fc.property(legacyPriceInput, (input) => {
          const now = outcome(() => calculatePrice(input as PriceInput), isPricingError);
          const before = outcome(() => frozen.calculatePrice(input), frozen.isPricingError);
          expectSameOutcome(now, before);
        }),
        RUNS,
      );
      // Both sides of the comparison were exercised.
      expect(seen.ok).toBeGreaterThan(RUNS.numRuns / 3);
      expect(seen.error).toBeGreaterThan(RUNS.numRuns / 20);
    },
    SLOW,
  );

  it(
    'priceCart: the same results, lines included, and the same errors',
    () => {
      seen.ok = 0;
      seen.error = 0;
      fc.assert(
        fc.property(legacyCartInput, (input) => {
          const now = outcome(() => priceCart(input as CartInput), isPricingError);
          const before = outcome(() => frozen.priceCart(input), frozen.isPricingError);
          expectSameOutcome(now, before);
        }),
        RUNS,
      );
      expect(seen.ok).toBeGreaterThan(RUNS.numRuns / 3);
      expect(seen.error).toBeGreaterThan(RUNS.numRuns / 20);
    },
    SLOW,
  );

  it(
    'countRentalDays: the same days and dates in every zone, half-days included',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 4 * 365 * 24 * 60 }),
          fc.oneof(fc.integer({ min: -60, max: 6 * 60 }), fc.integer({ min: 1, max: 800 * 24 * 60 })),
          fc.constantFrom(...ZONES),
          fc.constantFrom(undefined, true, false),
          (startMin, durMin, zone, half_day) => {
            const p = new Date(Date.UTC(2024, 0, 1) + startMin * 60_000);
            const r = new Date(p.getTime() + durMin * 60_000);
            const opts = { time_zone: zone, ...(half_day === undefined ? {} : { half_day }) };
            const now = outcome(() => countRentalDays(p, r, opts), isPricingError);
            const before = outcome(() => frozen.countRentalDays(p, r, opts), frozen.isPricingError);
            if (!before.ok || !now.ok) {
              expect(now).toEqual(before);
              return;
            }
            const { rental_days, closed_dates_skipped, ...old } = now.value;
            expect(JSON.stringify(old)).toBe(before.json);
            expect(rental_days).toBe(old.days);
            expect(closed_dates_skipped).toEqual([]);
          },
        ),
        RUNS,
      );
    },
    SLOW,
  );

  it(
    'seasonalAdjustment: the same adjustment and rules applied',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 10_000_000 }),
          fc.integer({ min: 1, max: 730 }),
          fc.array(ruleArb(['fi_a', 'fi_b']), { maxLength: 12 }),
          fc.integer({ min: -40, max: 40 }),
          (amount, days, rules, shift) => {
            const anchor = rules[0]?.start_date ?? '2025-06-01';
            const first_date = new Date(Date.parse(`${anchor}T00:00:00Z`) + shift * DAY).toISOString().slice(0, 10);
            const input = { amount, days, first_date, fleet_item_id: 'fi_a', rules };
            const now = outcome(() => seasonalAdjustment(input), isPricingError);
            const before = outcome(() => frozen.seasonalAdjustment(input), frozen.isPricingError);
            expect(now.ok ? now.json : now).toEqual(before.ok ? before.json : before);
          },
        ),
        RUNS,
      );
    },
    SLOW,
  );

  it('the frozen engine is the one from before: it refuses the new options as unknown or ignores them', () => {
    // A schedule is a parameter it does not have; a weekday rule is a type it does not know.
    const base = { item: { id: 'fi_1', price_full_day: 1000 }, pickup_date: '2026-07-01', return_date: '2026-07-02' };
    const a = outcome(() => frozen.calculatePrice({ ...base, schedule: {} }), frozen.isPricingError);
    expect(a).toMatchObject({ ok: false, code: 'parameter_unknown', param: 'schedule' });
    const rule = { id: 'pr_w', type: 'weekday', weekdays: [6], adjustment_type: 'percent', adjustment_value: 10 };
    const b = outcome(() => frozen.calculatePrice({ ...base, rules: [rule] }), frozen.isPricingError);
    expect(b).toMatchObject({ ok: false, code: 'parameter_invalid', param: 'rules.0.type' });
    // The new engine prices both.
    expect(calculatePrice({ ...base, schedule: {} }).total).toBe(1000);
    expect(calculatePrice({ ...base, rules: [rule as never] }).total).toBe(1000); // 2026-07-01 is a Wednesday
  });
});
