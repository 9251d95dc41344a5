/**
 * `YYYY-MM-DD` dates (seasonal rules' start_date and end_date): the server's check agrees with the
 * engine's and with a reference by JavaScript's Date (its full-year setter, which keeps years 0-99 as
 * they are), over every four-digit year and months and days just past their ranges.
 */
import { PricingRuleSchema } from '@rentline/pricing-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../src/http/schemas.js';

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
