/**
 * `YYYY-MM-DD` dates (seasonal rules' start_date and end_date): the server's check agrees with the
 * engine's and with a reference by JavaScript's Date (its full-year setter, which keeps years 0-99 as
 * they are), over every four-digit year and months and days just past their ranges. And the pattern
 * the document gives instants accepts exactly what the engine reads, but for the instants that an
 * offset carries past 1970..9999 (which the document says in words and in `x-instant-range`).
 */
import { PricingRuleSchema, resolveInstant } from '@rentline/pricing-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTANT_PATTERN, isCalendarDate } from '../src/http/schemas.js';

const pad = (n: number, w: number) => String(n).padStart(w, '0');

function reference(y: number, m: number, d: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const engineAccepts = (s: string) =>
  PricingRuleSchema.safeParse({
    id: 'pr_1',
    type: 'seasonal',
    start_date: s,
    end_date: s,
    adjustment_type: 'percent',
    adjustment_value: 0,
  }).success;

describe('calendar dates', () => {
  it('server, engine and the Date reference agree on every year 0000-9999 (months 0-13, days 0-32)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 130 }), fc.integer({ min: 0, max: 9999 })),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const s = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          const expected = reference(y, m, d);
          expect(isCalendarDate(s), s).toBe(expected);
          expect(engineAccepts(s), s).toBe(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('the first century: 0000-02-29 (year 0 is a leap year) and 0099-12-31 are dates, 0100-02-29 is not', () => {
    expect(['0000-01-01', '0000-02-29', '0004-02-29', '0099-12-31'].map(isCalendarDate)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['0100-02-29', '0001-02-29', '0000-00-01', '0000-13-01', '+0001-01-01', '10000-01-01'].map(isCalendarDate),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe('the instant pattern of the document', () => {
  const instantPattern = new RegExp(INSTANT_PATTERN);
  const two = (n: number) => pad(n, 2);
  const candidate = fc
    .record({
      y: fc.oneof(fc.integer({ min: 1960, max: 2100 }), fc.integer({ min: 0, max: 9999 }), fc.constantFrom(1970, 9999)),
      m: fc.integer({ min: 0, max: 13 }),
      d: fc.integer({ min: 0, max: 32 }),
      time: fc.option(
        fc.record({
          t: fc.constantFrom('T', 't'),
          h: fc.integer({ min: 0, max: 24 }),
          mi: fc.integer({ min: 0, max: 60 }),
          s: fc.option(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.option(fc.integer({ min: 0, max: 999_999_999 })))),
          zone: fc.oneof(
            fc.constantFrom('', 'Z', 'z'),
            fc
              .tuple(
                fc.constantFrom('+', '-'),
                fc.integer({ min: 0, max: 24 }),
                fc.integer({ min: 0, max: 60 }),
                fc.constantFrom(':', '', 'none'),
              )
              .map(([sign, h, m, sep]) => `${sign}${two(h)}${sep === 'none' ? '' : `${sep}${two(m)}`}`),
          ),
        }),
      ),
    })
    .map(({ y, m, d, time }) => {
      const date = `${pad(y, 4)}-${two(m)}-${two(d)}`;
      if (time === null) return date;
      const secs = time.s === null ? '' : `:${two(time.s[0])}${time.s[1] === null ? '' : `.${time.s[1]}`}`;
      return `${date}${time.t}${two(time.h)}:${two(time.mi)}${secs}${time.zone}`;
    });

  it('matches every instant the engine reads, and refuses only by the 1970..9999 bound beyond that', () => {
    fc.assert(
      fc.property(candidate, (s) => {
        let refused: string | undefined;
        try {
          resolveInstant(s, { time_zone: 'UTC' });
        } catch (e) {
          refused = (e as Error).message;
        }
        if (refused === undefined) expect(instantPattern.test(s), s).toBe(true);
        else if (instantPattern.test(s)) expect(refused, s).toMatch(/between 1970-01-01 and 9999-12-31/);
      }),
      { numRuns: 20_000 },
    );
  });
});
