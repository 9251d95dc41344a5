/**
 * The ledger is additive: without `explain` (or with `explain: false`) every input prices exactly as
 * the engine did before the ledger and the price calendar existed. That engine is frozen in
 * `fixtures/engine-79e1d4b.mjs` (see `fixtures/README.md`); these properties run both on the same
 * random inputs, which use every other option (schedules, hourly rates, rate tables, weekday rules,
 * rental limits, carts with overrides), with now and then one junk value: the results' JSON must be
 * byte-identical, and an error the same code, param and message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartInput, calculatePrice, isPricingError, type PriceInput, priceCart } from '../src/index.js';
import { cartOf, planInputArb, planItemArb, priceInputArb } from './arbitraries.js';
import * as frozen from './fixtures/engine-79e1d4b.mjs';
import { junk, type Outcome, outcome, sometimes } from './outcomes.js';
import { mutate } from './references.js';

const RUNS = { numRuns: 1000 };
/** Property tests share two cores with everything else here: give them room. */
const SLOW = 180_000;

const seen = { ok: 0, error: 0 };

function expectSame(now: Outcome, before: Outcome): void {
  seen[before.ok ? 'ok' : 'error'] += 1;
  if (before.ok) {
    expect(now.ok ? now.json : now).toBe(before.json);
  } else {
    expect(now).toEqual(before);
  }
}

/** Inputs with every option but `explain`, now and then mutated by one junk value. */
const priceInput: fc.Arbitrary<unknown> = fc
  .record({
    input: fc.oneof(planInputArb, priceInputArb),
    mutation: sometimes(fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), junk), 4),
  })
  .map(({ input, mutation }) => (mutation === null ? input : mutate(input, mutation[0], mutation[1])));

const cartInput: fc.Arbitrary<unknown> = fc
  .record({
    input: planInputArb,
    others: fc.array(planItemArb, { maxLength: 2 }),
    quantities: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 3, maxLength: 3 }),
    overrides: fc.array(sometimes(fc.integer({ min: 0, max: 500_000 }), 3), { minLength: 3, maxLength: 3 }),
    mutation: sometimes(fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), junk), 4),
  })
  .map(({ input, others, quantities, overrides, mutation }) => {
    const cart = cartOf(input, others, quantities, overrides);
    return mutation === null ? cart : mutate(cart, mutation[0], mutation[1]);
  });

const withExplainFalse = (input: unknown) =>
  input !== null && typeof input === 'object' && !Array.isArray(input) ? { ...input, explain: false } : input;

describe('explain is additive: without it, every input prices exactly as the frozen engine', () => {
  it(
    'calculatePrice: byte-identical results and the same errors, with explain left out or false',
    () => {
      seen.ok = 0;
      seen.error = 0;
      fc.assert(
        fc.property(priceInput, (input) => {
          const before = outcome(() => frozen.calculatePrice(input), frozen.isPricingError);
          expectSame(
            outcome(() => calculatePrice(input as PriceInput), isPricingError),
            before,
          );
          expectSame(
            outcome(() => calculatePrice(withExplainFalse(input) as PriceInput), isPricingError),
            before,
          );
        }),
        RUNS,
      );
      // Both sides of the comparison were exercised (each run compares twice).
      expect(seen.ok).toBeGreaterThan(RUNS.numRuns / 3);
      expect(seen.error).toBeGreaterThan(RUNS.numRuns / 10);
    },
    SLOW,
  );

  it(
    'priceCart: byte-identical results, lines included, and the same errors',
    () => {
      seen.ok = 0;
      seen.error = 0;
      fc.assert(
        fc.property(cartInput, (input) => {
          const before = outcome(() => frozen.priceCart(input), frozen.isPricingError);
          expectSame(
            outcome(() => priceCart(input as CartInput), isPricingError),
            before,
          );
          expectSame(
            outcome(() => priceCart(withExplainFalse(input) as CartInput), isPricingError),
            before,
          );
        }),
        RUNS,
      );
      expect(seen.ok).toBeGreaterThan(RUNS.numRuns / 5);
      expect(seen.error).toBeGreaterThan(RUNS.numRuns / 10);
    },
    SLOW,
  );

  it('the frozen engine is the one from before: explain is a parameter it does not have', () => {
    const base = { item: { id: 'fi_1', price_full_day: 1000 }, pickup_date: '2026-07-01', return_date: '2026-07-03' };
    const before = outcome(() => frozen.calculatePrice({ ...base, explain: true }), frozen.isPricingError);
    expect(before).toMatchObject({ ok: false, code: 'parameter_unknown', param: 'explain' });
    const now = calculatePrice({ ...base, explain: true });
    expect(now.ledger.lines[0]?.days.map((d) => d.amount)).toEqual([1000, 1000]);
    // The same result besides its ledger.
    const { ledger: _ledger, ...rest } = now;
    expect(JSON.stringify(rest)).toBe(JSON.stringify(frozen.calculatePrice(base)));
  });
});
