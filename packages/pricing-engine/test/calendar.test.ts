/**
 * `priceCalendar`, example by example: the windows it prices (pickup times from the opening hours,
 * across a DST change, in a DST gap, by the hour), the dates a quote refuses (closed days, length
 * limits) with the quote's own error, `cheapest`, and the input it refuses as a whole.
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, type PriceCalendarInput, priceCalendar } from '../src/index.js';
import { expectPricingError, hours, item, weekdayRule } from './_helpers.js';

const NY = 'America/New_York';

describe('priceCalendar', () => {
  it('prices each date from its first opening time; closed dates get the quote error; across a DST change', () => {
    // Mon-Fri 09:00-18:00, Saturday 10:00-16:00, Sunday closed. 2026-03-08 is a Sunday, the day New
    // York moves its clocks forward (EST -5 to EDT -4).
    const calendar = priceCalendar({
      item: item({ price_full_day: 4000 }),
      from: '2026-03-05',
      to: '2026-03-10',
      days: 2,
      time_zone: NY,
      schedule: { opening_hours: { ...hours([1, 2, 3, 4, 5], ['09:00', '18:00']), ...hours([6], ['10:00', '16:00']) } },
    });
    const view = calendar.entries.map((e) => [e.date, e.pickup_date, e.return_date, e.price?.total ?? e.error?.code]);
    expect(view).toEqual([
      // Thursday 09:00 EST (14:00Z) to Saturday 09:00: Saturday opens at 10:00.
      ['2026-03-05', '2026-03-05T14:00:00.000Z', '2026-03-07T14:00:00.000Z', 'outside_opening_hours'],
      // Friday 09:00 EST to Sunday 09:00, which is EDT (13:00Z): closed.
      ['2026-03-06', '2026-03-06T14:00:00.000Z', '2026-03-08T13:00:00.000Z', 'outside_opening_hours'],
      // Saturday 10:00 EST (15:00Z) to Monday 10:00 EDT (14:00Z): 2 days of wall-clock time, 47 hours.
      ['2026-03-07', '2026-03-07T15:00:00.000Z', '2026-03-09T14:00:00.000Z', 8000],
      // Sunday: closed at pickup (no opening hours: 09:00 EDT).
      ['2026-03-08', '2026-03-08T13:00:00.000Z', '2026-03-10T13:00:00.000Z', 'outside_opening_hours'],
      ['2026-03-09', '2026-03-09T13:00:00.000Z', '2026-03-11T13:00:00.000Z', 8000],
      ['2026-03-10', '2026-03-10T13:00:00.000Z', '2026-03-12T13:00:00.000Z', 8000],
    ]);
    expect(calendar.entries[0]?.error).toEqual({
      code: 'outside_opening_hours',
      param: 'return_date',
      message: 'return_date is at 09:00 on 2026-03-07, outside the opening hours of that day (10:00-16:00).',
    });
    expect(calendar.entries[3]?.error?.param).toBe('pickup_date');
    expect(calendar.cheapest).toEqual(['2026-03-07', '2026-03-09', '2026-03-10']);
  });

  it('a pickup time in a DST gap moves forward, as every local time does; hours are real time', () => {
    // 02:30 does not exist in New York on 2026-03-08: it is 03:30 EDT (07:30Z). 3 hours later: 10:30Z.
    const calendar = priceCalendar({
      item: item({ price_full_day: 8000, price_hourly: 900 }),
      from: '2026-03-07',
      to: '2026-03-08',
      hours: 3,
      time: '02:30',
      time_zone: NY,
    });
    expect(calendar.entries.map((e) => [e.pickup_date, e.return_date])).toEqual([
      ['2026-03-07T07:30:00.000Z', '2026-03-07T10:30:00.000Z'],
      ['2026-03-08T07:30:00.000Z', '2026-03-08T10:30:00.000Z'],
    ]);
    // 3 × 900 = 2700, cheaper than the day.
    expect(calendar.entries.map((e) => [e.price?.base_price, e.price?.breakdown.rate_basis])).toEqual([
      [2700, 'hourly'],
      [2700, 'hourly'],
    ]);
  });

  it("an item's longest rental refuses every date with rental_too_long; a weekend rule shapes the cheapest dates", () => {
    const refused = priceCalendar({
      item: item({ max_rental_days: 3 }),
      from: '2026-07-01',
      to: '2026-07-02',
      days: 4,
    });
    expect(refused.entries.map((e) => e.error?.code)).toEqual(['rental_too_long', 'rental_too_long']);
    expect(refused.entries.every((e) => e.price === null)).toBe(true);
    expect(refused.cheapest).toEqual([]);

    // 2 days at 4500 a day, +20 % on Saturdays and Sundays: Wednesday-Thursday 9000, Friday-Saturday
    // 4500 + 5400 = 9900, Saturday-Sunday 10800, Sunday-Monday 9900, Monday-Tuesday 9000.
    const weekend = priceCalendar({
      item: item({ price_full_day: 4500 }),
      rules: [weekdayRule([6, 7], 20)],
      from: '2026-07-01',
      to: '2026-07-07',
      days: 2,
      time_zone: NY,
    });
    expect(weekend.entries.map((e) => e.price?.total)).toEqual([9000, 9000, 9900, 10800, 9900, 9000, 9000]);
    expect(weekend.cheapest).toEqual(['2026-07-01', '2026-07-02', '2026-07-06', '2026-07-07']);
  });

  it('every entry is its own quote, and no two entries share an object', () => {
    const input: PriceCalendarInput = {
      item: item({ price_full_day: 4500 }),
      from: '2026-07-01',
      to: '2026-07-10',
      days: 3,
      time_zone: NY,
      tax: { rate_bps: 825 },
    };
    const calendar = priceCalendar(input);
    const { from: _f, to: _t, days: _d, ...rest } = input;
    for (const e of calendar.entries) {
      expect(e.price).toEqual(calculatePrice({ ...rest, pickup_date: e.pickup_date, return_date: e.return_date }));
    }
    // Equal prices are equal, not the same object: changing one leaves the others as they were.
    const [a, b] = calendar.entries;
    expect(a?.price).toEqual(b?.price);
    expect(a?.price).not.toBe(b?.price);
    expect(a?.price?.breakdown).not.toBe(b?.price?.breakdown);
    expect(a?.price?.breakdown.seasonal_rules_applied).not.toBe(b?.price?.breakdown.seasonal_rules_applied);
  });

  it('refuses an input no date could be priced with, naming the field', () => {
    const base = { item: item(), from: '2026-07-01', to: '2026-07-03', days: 2 };
    expectPricingError(() => priceCalendar({ ...base, hours: 3 }), 'parameter_invalid', 'hours');
    const { days: _days, ...noLength } = base;
    expectPricingError(() => priceCalendar(noLength), 'parameter_missing', 'days');
    expectPricingError(() => priceCalendar({ ...base, to: '2026-06-30' }), 'parameter_invalid', 'to');
    expectPricingError(() => priceCalendar({ ...base, to: '2027-07-02' }), 'parameter_invalid', 'to');
    expectPricingError(() => priceCalendar({ ...base, days: 731 }), 'parameter_invalid', 'days');
    expectPricingError(() => priceCalendar({ ...base, days: undefined, hours: 25 }), 'parameter_invalid', 'hours');
    expectPricingError(() => priceCalendar({ ...base, time: '24:00' }), 'parameter_invalid', 'time');
    expectPricingError(() => priceCalendar({ ...base, from: '2026-02-30' }), 'parameter_invalid', 'from');
    expectPricingError(() => priceCalendar({ ...base, time_zone: 'Mars/Olympus' }), 'parameter_invalid', 'time_zone');
    expectPricingError(() => priceCalendar({ ...base, now: 'soon' }), 'parameter_invalid', 'now');
    expectPricingError(
      () => priceCalendar({ ...base, pickup_date: '2026-07-01' } as never),
      'parameter_unknown',
      'pickup_date',
    );
    expectPricingError(() => priceCalendar({ ...base, explain: true } as never), 'parameter_unknown', 'explain');
    // 366 dates are fine (2026-07-01 .. 2027-07-01).
    expect(priceCalendar({ ...base, to: '2027-07-01' }).entries).toHaveLength(366);
  });
});
