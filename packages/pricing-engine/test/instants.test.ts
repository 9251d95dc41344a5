/**
 * SPEC section 1: an input with Z or an offset is that instant; without an offset it is wall-clock time
 * in the tenant time zone; a date alone is 00:00 there. A local time in a DST gap moves forward by the
 * gap; one in an overlap is the earlier instant ("compatible"). The process time zone never matters.
 */
import { describe, expect, it } from 'vitest';
import {
  calculatePrice,
  formatInstant,
  localDate,
  MAX_INSTANT_MS,
  MIN_INSTANT_MS,
  type PriceInput,
  PricingRuleSchema,
  resolveInstant,
} from '../src/index.js';
import { coupon, expectPricingError, item } from './_helpers.js';

const utc = (s: string) => Date.parse(s);

describe('resolveInstant', () => {
  it('Z and offsets are that instant, whatever the tenant zone', () => {
    expect(resolveInstant('2026-07-01T09:00:00Z', { time_zone: 'America/New_York' })).toBe(utc('2026-07-01T09:00:00Z'));
    expect(resolveInstant('2026-07-01T09:00:00+02:00', { time_zone: 'Pacific/Apia' })).toBe(
      utc('2026-07-01T07:00:00Z'),
    );
    expect(resolveInstant('2026-07-01T09:00:00-04:00', { time_zone: 'Europe/Berlin' })).toBe(
      utc('2026-07-01T13:00:00Z'),
    );
    expect(resolveInstant('2026-07-01T09:00:00.250Z')).toBe(utc('2026-07-01T09:00:00.250Z'));
  });

  it('no offset = tenant wall-clock: 09:00 New York (EDT, -4) = 13:00Z; Berlin (CEST, +2) = 07:00Z; default UTC', () => {
    expect(resolveInstant('2026-07-01T09:00', { time_zone: 'America/New_York' })).toBe(utc('2026-07-01T13:00:00Z'));
    expect(resolveInstant('2026-07-01T09:00', { time_zone: 'Europe/Berlin' })).toBe(utc('2026-07-01T07:00:00Z'));
    expect(resolveInstant('2026-07-01T09:00')).toBe(utc('2026-07-01T09:00:00Z'));
    // winter: 09:00 EST (-5) = 14:00Z
    expect(resolveInstant('2026-01-15T09:00:00', { time_zone: 'America/New_York' })).toBe(utc('2026-01-15T14:00:00Z'));
  });

  it('a date alone is 00:00 local: New York 04:00Z, Berlin the day before 22:00Z, Apia (+13) the day before 11:00Z', () => {
    expect(resolveInstant('2026-07-01', { time_zone: 'America/New_York' })).toBe(utc('2026-07-01T04:00:00Z'));
    expect(resolveInstant('2026-07-01', { time_zone: 'Europe/Berlin' })).toBe(utc('2026-06-30T22:00:00Z'));
    expect(resolveInstant('2026-07-01', { time_zone: 'Pacific/Apia' })).toBe(utc('2026-06-30T11:00:00Z'));
  });

  it('DST gap moves forward by the gap: New York 2026-03-08T02:30 = 03:30 EDT = 07:30Z', () => {
    expect(resolveInstant('2026-03-08T02:30', { time_zone: 'America/New_York' })).toBe(utc('2026-03-08T07:30:00Z'));
  });

  it('DST gap: Berlin 2026-03-29T02:30 = 03:30 CEST = 01:30Z; Sydney 2026-10-04T02:30 = 03:30 AEDT = 10-03T16:30Z', () => {
    expect(resolveInstant('2026-03-29T02:30', { time_zone: 'Europe/Berlin' })).toBe(utc('2026-03-29T01:30:00Z'));
    expect(resolveInstant('2026-10-04T02:30', { time_zone: 'Australia/Sydney' })).toBe(utc('2026-10-03T16:30:00Z'));
  });

  it('DST overlap takes the earlier instant: New York 2026-11-01T01:30 = 01:30 EDT = 05:30Z', () => {
    expect(resolveInstant('2026-11-01T01:30', { time_zone: 'America/New_York' })).toBe(utc('2026-11-01T05:30:00Z'));
  });

  it('DST overlap: Berlin 2026-10-25T02:30 = 02:30 CEST = 00:30Z; Sydney 2026-04-05T02:30 = 02:30 AEDT = 04-04T15:30Z', () => {
    expect(resolveInstant('2026-10-25T02:30', { time_zone: 'Europe/Berlin' })).toBe(utc('2026-10-25T00:30:00Z'));
    expect(resolveInstant('2026-04-05T02:30', { time_zone: 'Australia/Sydney' })).toBe(utc('2026-04-04T15:30:00Z'));
  });

  it('times just outside the transitions are unambiguous', () => {
    const ny = { time_zone: 'America/New_York' };
    expect(resolveInstant('2026-03-08T01:59', ny)).toBe(utc('2026-03-08T06:59:00Z')); // EST
    expect(resolveInstant('2026-03-08T03:00', ny)).toBe(utc('2026-03-08T07:00:00Z')); // EDT
    expect(resolveInstant('2026-11-01T00:59', ny)).toBe(utc('2026-11-01T04:59:00Z')); // EDT
    expect(resolveInstant('2026-11-01T02:00', ny)).toBe(utc('2026-11-01T07:00:00Z')); // EST
  });

  it('a date alone as an upper bound is the end of that local day', () => {
    expect(resolveInstant('2026-06-15', { time_zone: 'America/New_York', bound: 'end' })).toBe(
      utc('2026-06-16T03:59:59.999Z'),
    );
  });

  it('malformed input → parameter_invalid naming the param', () => {
    expectPricingError(
      () => resolveInstant('2026-07-01 nine', { param: 'pickup_date' }),
      'parameter_invalid',
      'pickup_date',
    );
  });

  it('instants are bounded to 1970-01-01 .. 9999-12-31 UTC (both ends included), so their ISO text is fixed-width', () => {
    expect(resolveInstant('1970-01-01T00:00:00Z')).toBe(MIN_INSTANT_MS);
    expect(resolveInstant('9999-12-31T23:59:59.999Z')).toBe(MAX_INSTANT_MS);
    expect(formatInstant(MAX_INSTANT_MS)).toBe('9999-12-31T23:59:59.999Z');
    // Offsets and zones can carry a 4-digit year past either end.
    for (const [value, zone] of [
      ['9999-12-31T23:00:00-05:00', 'UTC'],
      ['9999-12-31T20:00', 'America/New_York'],
      ['1970-01-01T00:30:00+01:00', 'UTC'],
      ['1970-01-01', 'Europe/Berlin'],
      ['1969-12-31T23:59:59.999Z', 'UTC'],
    ] as const) {
      expectPricingError(
        () => resolveInstant(value, { time_zone: zone, param: 'return_date' }),
        'parameter_invalid',
        'return_date',
      );
    }
    expectPricingError(() => resolveInstant(new Date(MAX_INSTANT_MS + 1), { param: 'at' }), 'parameter_invalid', 'at');
    // A date alone as an upper bound on the last day stays inside.
    expect(resolveInstant('9999-12-31', { bound: 'end' })).toBe(MAX_INSTANT_MS);
  });

  it('an instant in the years 0000-0099 is a calendar date-time refused as out of range, like any before 1970', () => {
    for (const value of ['0000-01-01T00:00:00Z', '0000-02-29', '0099-12-31T23:59', '0100-01-01', '1969-12-31']) {
      expect(() => resolveInstant(value, { param: 'pickup_date' })).toThrow(/between 1970-01-01 and 9999-12-31/);
    }
    // Not a calendar date-time at all (year 0 is a leap year, 100 is not).
    expect(() => resolveInstant('0100-02-29', { param: 'pickup_date' })).toThrow(/not a valid calendar date-time/);
  });

  it('an invalid time zone → parameter_invalid, param time_zone', () => {
    expectPricingError(
      () => resolveInstant('2026-07-01', { time_zone: 'Nowhere/Atlantis' }),
      'parameter_invalid',
      'time_zone',
    );
  });
});

describe('formatInstant and localDate', () => {
  it('responses write instants in UTC with milliseconds', () => {
    expect(formatInstant(utc('2026-07-01T09:00:00Z'))).toBe('2026-07-01T09:00:00.000Z');
  });

  it('localDate is the tenant-local calendar date', () => {
    expect(localDate(utc('2026-07-01T02:00:00Z'), 'America/New_York')).toBe('2026-06-30');
    expect(localDate(utc('2026-07-01T02:00:00Z'), 'Pacific/Apia')).toBe('2026-07-01');
    expect(localDate(utc('2026-06-30T12:00:00Z'), 'Pacific/Apia')).toBe('2026-07-01');
  });
});

describe('the same rules, seen through calculatePrice', () => {
  const kayak = item({ price_full_day: 10000, price_half_day: 6000 });
  const ny = 'America/New_York';

  it('DST gap: pickup 2026-03-08T02:30 New York is 07:30Z: to 12:30Z is exactly 5 h (half-day), to 12:31Z is not', () => {
    const at = (ret: string) =>
      calculatePrice({ item: kayak, pickup_date: '2026-03-08T02:30', return_date: ret, time_zone: ny }).breakdown
        .half_day;
    expect(at('2026-03-08T12:30:00Z')).toBe(true);
    expect(at('2026-03-08T12:31:00Z')).toBe(false);
  });

  it('DST overlap: pickup 2026-11-01T01:30 New York is 05:30Z: to 10:30Z is exactly 5 h (half-day), to 10:31Z is not', () => {
    const at = (ret: string) =>
      calculatePrice({ item: kayak, pickup_date: '2026-11-01T01:30', return_date: ret, time_zone: ny }).breakdown
        .half_day;
    expect(at('2026-11-01T10:30:00Z')).toBe(true);
    expect(at('2026-11-01T10:31:00Z')).toBe(false);
  });

  it('a coupon valid_from without offset is tenant wall-clock, in the overlap the earlier instant (05:30Z)', () => {
    const input: PriceInput = {
      item: kayak,
      pickup_date: '2026-12-01',
      return_date: '2026-12-02',
      time_zone: ny,
      coupon: coupon({ valid_from: '2026-11-01T01:30' }),
    };
    expect(calculatePrice({ ...input, now: '2026-11-01T05:30:00Z' }).coupon_discount).toBe(1000);
    expectPricingError(
      () => calculatePrice({ ...input, now: '2026-11-01T05:29:59.999Z' }),
      'coupon_not_yet_valid',
      'coupon_code',
    );
  });

  it('a coupon valid_until in the DST gap (02:30 → 07:30Z) ends then', () => {
    const input: PriceInput = {
      item: kayak,
      pickup_date: '2026-12-01',
      return_date: '2026-12-02',
      time_zone: ny,
      coupon: coupon({ valid_until: '2026-03-08T02:30' }),
    };
    expect(calculatePrice({ ...input, now: '2026-03-08T07:30:00Z' }).coupon_discount).toBe(1000);
    expectPricingError(
      () => calculatePrice({ ...input, now: '2026-03-08T07:30:00.001Z' }),
      'coupon_expired',
      'coupon_code',
    );
  });
});

describe('dates (YYYY-MM-DD) of seasonal rules', () => {
  const rule = (start_date: string, end_date: string) => ({
    id: 'pr_1',
    type: 'seasonal' as const,
    start_date,
    end_date,
    adjustment_type: 'percent' as const,
    adjustment_value: 10,
  });
  it('any four-digit year of the proleptic Gregorian calendar is a date, 0000 (1 BC, a leap year) included', () => {
    for (const [start, end] of [
      ['0000-01-01', '0000-02-29'],
      ['0001-01-01', '0099-12-31'],
      ['0099-12-31', '0100-01-01'],
      ['0400-02-29', '9999-12-31'],
    ] as const) {
      expect(PricingRuleSchema.safeParse(rule(start, end)).success, `${start}..${end}`).toBe(true);
    }
    for (const bad of ['0100-02-29', '0001-02-29', '0000-13-01', '0000-00-10', '0050-04-31', '0050-01-00']) {
      expect(PricingRuleSchema.safeParse(rule(bad, '2026-01-01')).success, bad).toBe(false);
    }
  });

  it('a season from the first century is read as that, not as 1900-1999: it covers 2026 only if it runs to 2026', () => {
    const input: PriceInput = {
      item: item({ price_full_day: 10000 }),
      pickup_date: '2026-07-01T09:00',
      return_date: '2026-07-02T09:00',
    };
    expect(calculatePrice({ ...input, rules: [rule('0001-07-01', '0099-07-31')] }).seasonal_adjustment).toBe(0);
    expect(calculatePrice({ ...input, rules: [rule('0000-01-01', '2026-07-01')] }).seasonal_adjustment).toBe(1000);
  });
});
