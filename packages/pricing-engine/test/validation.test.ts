import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fastValidCalendarInputBesidesSchedule,
  fastValidCartInput,
  fastValidPriceInput,
} from '../src/_lib/fast-paths.js';
import { CartInputSchema, PriceCalendarInputSchema, PriceInputSchema } from '../src/index.js';
import { priceInputArb } from './arbitraries.js';
import { mutate } from './references.js';

/** CPU-bound properties on a shared 2-core machine: the 5 s default is too tight under load. */
const SLOW = 120_000;

const junk = fc.oneof(
  fc.anything(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1, 100, 101, 730, 731, 1e11, 1e11 + 1, 2 ** 53, Number.NaN, '', 'x', null, undefined),
  fc.constantFrom('percent', 'dollar', 'seasonal', 'multi_day', 'per_day', '2026-02-30', '2026-07-01', true),
);

describe('the validation fast path never accepts what the zod schemas reject', { timeout: SLOW }, () => {
  it('holds for valid inputs and random mutations of them (calculatePrice)', () => {
    fc.assert(
      fc.property(
        priceInputArb,
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        junk,
        fc.boolean(),
        (input, picks, value, doMutate) => {
          const candidate = doMutate ? mutate(input, picks, value) : input;
          if (fastValidPriceInput(candidate)) expect(PriceInputSchema.safeParse(candidate).success).toBe(true);
          if (!doMutate) expect(fastValidPriceInput(candidate)).toBe(true); // the fast path is taken for valid input
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('holds for carts (priceCart)', () => {
    fc.assert(
      fc.property(
        priceInputArb,
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        junk,
        fc.boolean(),
        (input, quantity, picks, value, doMutate) => {
          const { item, ...rest } = input;
          const cart = { ...rest, line_items: [{ item, quantity, override_price: null }] };
          const candidate = doMutate ? mutate(cart, picks, value) : cart;
          if (fastValidCartInput(candidate)) expect(CartInputSchema.safeParse(candidate).success).toBe(true);
          if (!doMutate) expect(fastValidCartInput(candidate)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('holds for price calendars (priceCalendar)', () => {
    const lengths = fc.oneof(
      fc.integer({ min: 0, max: 731 }).map((days) => ({ days })),
      fc.integer({ min: 0, max: 25 }).map((hours) => ({ hours })),
      fc.constant({}),
      fc.constant({ days: 2, hours: 3 }),
    );
    fc.assert(
      fc.property(
        priceInputArb,
        fc.integer({ min: -3, max: 370 }),
        lengths,
        fc.constantFrom(undefined, '09:00', '23:59', '24:00', '9:00'),
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        fc.oneof(junk, fc.constant(true)),
        fc.boolean(),
        (input, span, length, time, picks, value, doMutate) => {
          const { item, pickup_date, return_date: _r, ...rest } = input;
          const from = String(pickup_date).slice(0, 10);
          const to = new Date(Date.parse(`${from}T00:00:00Z`) + span * 86_400_000).toISOString().slice(0, 10);
          const calendar = { ...rest, item, from, to, ...length, ...(time === undefined ? {} : { time }) };
          const candidate = doMutate ? mutate(calendar, picks, value) : calendar;
          if (fastValidCalendarInputBesidesSchedule(candidate)) {
            const parsed = PriceCalendarInputSchema.safeParse(candidate);
            expect(parsed.success).toBe(true);
            expect(parsed.data).toEqual(candidate);
          }
          if (!doMutate && PriceCalendarInputSchema.safeParse(candidate).success) {
            expect(fastValidCalendarInputBesidesSchedule(candidate)).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
