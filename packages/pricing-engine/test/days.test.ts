/**
 * SPEC section 1 "Rental duration" and section 9: days = ceil(wall-clock duration / 24 h), minimum 1,
 * measured on the tenant's local wall clock; the window limits; half-day auto / forced / off.
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, countRentalDays, type PriceInput } from '../src/index.js';
import { expectPricingError, item, multiDay } from './_helpers.js';

const H = 3_600_000;

function days(pickup: string, ret: string, time_zone = 'UTC', half_day?: boolean) {
  const r = calculatePrice({
    item: item(),
    pickup_date: pickup,
    return_date: ret,
    time_zone,
    ...(half_day === undefined ? {} : { half_day }),
  });
  return r.breakdown.days;
}

describe('days = ceil(wall-clock duration / 24 h), minimum 1', () => {
  it('exactly 24 h is 1 day', () => {
    expect(days('2026-07-01T09:00:00Z', '2026-07-02T09:00:00Z')).toBe(1);
  });

  it('24 h + 1 ms is 2 days (ceil)', () => {
    expect(days('2026-07-01T09:00:00Z', '2026-07-02T09:00:00.001Z')).toBe(2);
  });

  it('25 h is 2 days', () => {
    expect(days('2026-07-01T09:00:00Z', '2026-07-02T10:00:00Z')).toBe(2);
  });

  it('6 h (not a half-day) is 1 day, the minimum', () => {
    expect(days('2026-07-01T09:00:00Z', '2026-07-01T15:00:00Z')).toBe(1);
  });

  it('72 h is 3 days, 72 h + 1 min is 4 days', () => {
    expect(days('2026-07-01T09:00Z', '2026-07-04T09:00Z')).toBe(3);
    expect(days('2026-07-01T09:00Z', '2026-07-04T09:01Z')).toBe(4);
  });

  it('two dates alone: 2026-07-01 to 2026-07-04 is 3 days', () => {
    expect(days('2026-07-01', '2026-07-04', 'America/New_York')).toBe(3);
  });

  it('countRentalDays agrees with calculatePrice', () => {
    const r = countRentalDays('2026-07-01T09:00', '2026-07-03T10:00', { time_zone: 'Europe/Berlin' });
    // 49 h wall-clock → ceil(49 / 24) = 3
    expect(r.days).toBe(3);
    expect(r.half_day).toBe(false);
  });
});

describe('a DST change never adds or removes a rental day (09:00 → 09:00 three days later = 3 days)', () => {
  // Transitions in 2026: New York 03-08 (spring) and 11-01 (autumn); Berlin 03-29 and 10-25;
  // Sydney ends DST 04-05 (its autumn) and starts it 10-04 (its spring).
  const cases: [string, string, string, number][] = [
    ['America/New_York', '2026-03-07T09:00', '2026-03-10T09:00', 71],
    ['America/New_York', '2026-10-31T09:00', '2026-11-03T09:00', 73],
    ['Europe/Berlin', '2026-03-28T09:00', '2026-03-31T09:00', 71],
    ['Europe/Berlin', '2026-10-24T09:00', '2026-10-27T09:00', 73],
    ['Australia/Sydney', '2026-10-03T09:00', '2026-10-06T09:00', 71],
    ['Australia/Sydney', '2026-04-04T09:00', '2026-04-07T09:00', 73],
  ];
  for (const [zone, pickup, ret, realHours] of cases) {
    it(`${zone} ${pickup} → ${ret} (${realHours} h real) = 3 days`, () => {
      const r = countRentalDays(pickup, ret, { time_zone: zone });
      expect(r.return_ms - r.pickup_ms).toBe(realHours * H); // the window really spans the change
      expect(r.days).toBe(3);
      expect(days(pickup, ret, zone)).toBe(3);
    });
  }

  it('New York 2026-10-31T09:00 → 2026-11-01T09:00 is 25 h real but 24 h wall-clock: 1 day', () => {
    expect(days('2026-10-31T09:00', '2026-11-01T09:00', 'America/New_York')).toBe(1);
  });

  it('New York 2026-03-07T09:00 → 2026-03-08T09:00 is 23 h real, 24 h wall-clock: 1 day', () => {
    expect(days('2026-03-07T09:00', '2026-03-08T09:00', 'America/New_York')).toBe(1);
  });

  it('wall-clock, not elapsed: New York 2026-03-07T09:00 → 2026-03-08T09:30 is 23.5 h real but 24.5 h wall: 2 days', () => {
    expect(days('2026-03-07T09:00', '2026-03-08T09:30', 'America/New_York')).toBe(2);
  });
});

describe('inputs with Z / offset vs without (tenant wall-clock)', () => {
  it('no offset is New York wall-clock: 09:00 EDT = 13:00Z, so 13:00Z next day is exactly 1 day', () => {
    const tz = 'America/New_York';
    expect(days('2026-07-01T09:00', '2026-07-02T13:00:00Z', tz)).toBe(1);
    // one second more → 24 h 0 min 1 s → 2 days
    expect(days('2026-07-01T09:00', '2026-07-02T13:00:01Z', tz)).toBe(2);
  });

  it('an offset input is that instant: 09:00+02:00 = 07:00Z; to 07:00Z next day = 1 day in any tenant zone', () => {
    expect(days('2026-07-01T09:00:00+02:00', '2026-07-02T07:00:00Z', 'Australia/Sydney')).toBe(1);
    expect(days('2026-07-01T09:00:00+02:00', '2026-07-02T07:00:01Z', 'America/New_York')).toBe(2);
  });

  it('pickup and return as Date objects are instants', () => {
    const r = calculatePrice({
      item: item(),
      pickup_date: new Date(Date.UTC(2026, 6, 1, 9)),
      return_date: new Date(Date.UTC(2026, 6, 3, 9)),
      time_zone: 'Pacific/Apia',
    });
    expect(r.breakdown.days).toBe(2);
  });

  it('a date alone is 00:00 local: 2026-07-01 in New York = 04:00Z, so to 2026-07-02T04:00Z is 1 day, +1 s is 2', () => {
    const tz = 'America/New_York';
    expect(days('2026-07-01', '2026-07-02T04:00:00Z', tz)).toBe(1);
    expect(days('2026-07-01', '2026-07-02T04:00:01Z', tz)).toBe(2);
  });

  it('the same strings without offset give the same days in every zone (wall-clock)', () => {
    for (const tz of ['UTC', 'America/New_York', 'Europe/Berlin', 'Australia/Sydney', 'Pacific/Apia']) {
      expect(days('2026-07-01T09:00', '2026-07-03T09:00', tz)).toBe(2);
    }
  });
});

describe('window limits (SPEC 1 and 9)', () => {
  it('return equal to pickup → parameter_invalid, param return_date', () => {
    expectPricingError(() => days('2026-07-01T09:00Z', '2026-07-01T09:00Z'), 'parameter_invalid', 'return_date');
  });

  it('return before pickup → parameter_invalid, param return_date', () => {
    expectPricingError(() => days('2026-07-02T09:00Z', '2026-07-01T09:00Z'), 'parameter_invalid', 'return_date');
  });

  it('"after" compares instants: New York 01:30 (first, EDT = 05:30Z) → 06:00Z (01:00 EST) is valid (30 min, half-day)', () => {
    const r = calculatePrice({
      item: item({ price_half_day: 4000 }),
      pickup_date: '2026-11-01T01:30',
      return_date: '2026-11-01T06:00:00Z',
      time_zone: 'America/New_York',
    });
    // 06:00Z - 05:30Z = 30 min real elapsed <= 5 h → half-day, 1 day, base 4000
    expect(r.breakdown.half_day).toBe(true);
    expect(r.breakdown.days).toBe(1);
    expect(r.base_price).toBe(4000);
  });

  it('"after" compares instants: 06:30Z (01:30 EST) → New York 01:45 (first, EDT = 05:45Z) is before → invalid', () => {
    expectPricingError(
      () => days('2026-11-01T06:30:00Z', '2026-11-01T01:45', 'America/New_York'),
      'parameter_invalid',
      'return_date',
    );
  });

  it('730 days is accepted: 2026-01-01 → 2028-01-01 = 365 + 365', () => {
    expect(days('2026-01-01', '2028-01-01')).toBe(730);
  });

  it('731 days → parameter_invalid, param return_date', () => {
    expectPricingError(() => days('2026-01-01', '2028-01-02'), 'parameter_invalid', 'return_date');
  });

  it('730 days + 1 s is 731 rental days → parameter_invalid, param return_date', () => {
    expectPricingError(() => days('2026-01-01', '2028-01-01T00:00:01'), 'parameter_invalid', 'return_date');
  });

  it('the 730 limit counts rental days (wall-clock), in a DST zone too', () => {
    // 730 wall-clock days in New York (2026-01-01 → 2028-01-01 00:00 local); DST changes cancel out anyway
    expect(days('2026-01-01T09:00', '2028-01-01T09:00', 'America/New_York')).toBe(730);
    expectPricingError(
      () => days('2026-01-01T09:00', '2028-01-01T09:01', 'America/New_York'),
      'parameter_invalid',
      'return_date',
    );
  });

  it('past pickup dates are accepted', () => {
    expect(days('2001-02-03T10:00Z', '2001-02-05T10:00Z')).toBe(2);
  });
});

describe('malformed dates and time zones', () => {
  const base: PriceInput = { item: item(), pickup_date: '2026-07-01T09:00Z', return_date: '2026-07-02T09:00Z' };

  const badPickups = ['not-a-date', '2026-02-30', '2026-13-01T09:00', '2026-07-01T24:30', '07/01/2026', ''];
  for (const bad of badPickups) {
    it(`pickup_date ${JSON.stringify(bad)} → parameter_invalid, param pickup_date`, () => {
      expectPricingError(() => calculatePrice({ ...base, pickup_date: bad }), 'parameter_invalid', 'pickup_date');
    });
  }

  const badReturns = ['2026-07-02T09:61', '2026-7-2', 'tomorrow', '2026-07-02T09:00:00+25:00'];
  for (const bad of badReturns) {
    it(`return_date ${JSON.stringify(bad)} → parameter_invalid, param return_date`, () => {
      expectPricingError(() => calculatePrice({ ...base, return_date: bad }), 'parameter_invalid', 'return_date');
    });
  }

  it('an invalid Date object → parameter_invalid, param pickup_date', () => {
    expectPricingError(
      () => calculatePrice({ ...base, pickup_date: new Date(Number.NaN) }),
      'parameter_invalid',
      'pickup_date',
    );
  });

  it('a number is not an ISO 8601 instant → parameter_invalid, param return_date', () => {
    expectPricingError(
      () => calculatePrice({ ...base, return_date: 1751360400000 as unknown as string }),
      'parameter_invalid',
      'return_date',
    );
  });

  it('2028-02-29 is a real date (leap year), 2027-02-29 is not', () => {
    expect(days('2028-02-28', '2028-02-29')).toBe(1);
    expectPricingError(() => days('2027-02-28', '2027-02-29'), 'parameter_invalid', 'return_date');
  });

  for (const tz of ['Mars/Olympus', 'not a zone', 'America/New York', '']) {
    it(`time_zone ${JSON.stringify(tz)} → parameter_invalid, param time_zone`, () => {
      expectPricingError(() => calculatePrice({ ...base, time_zone: tz }), 'parameter_invalid', 'time_zone');
    });
  }
});

describe('half-day (SPEC 1, 9)', () => {
  const kayak = item({ price_full_day: 10000, price_half_day: 6000 });

  it('auto-detected at exactly 5 h real elapsed time', () => {
    const r = calculatePrice({ item: kayak, pickup_date: '2026-07-01T09:00Z', return_date: '2026-07-01T14:00Z' });
    expect(r.breakdown.half_day).toBe(true);
    expect(r.breakdown.days).toBe(1);
    expect(r.base_price).toBe(6000);
  });

  it('not at 5 h 1 min: 1 full day', () => {
    const r = calculatePrice({ item: kayak, pickup_date: '2026-07-01T09:00Z', return_date: '2026-07-01T14:01Z' });
    expect(r.breakdown.half_day).toBe(false);
    expect(r.breakdown.days).toBe(1);
    expect(r.base_price).toBe(10000);
  });

  it('auto-detection uses real elapsed time: New York 00:00 → 06:00 on 2026-03-08 is 6 h wall but 5 h real → half-day', () => {
    // 00:00 EST = 05:00Z, 06:00 EDT = 10:00Z → 5 h
    const r = calculatePrice({
      item: kayak,
      pickup_date: '2026-03-08T00:00',
      return_date: '2026-03-08T06:00',
      time_zone: 'America/New_York',
    });
    expect(r.breakdown.half_day).toBe(true);
    expect(r.base_price).toBe(6000);
  });

  it('auto-detection uses real elapsed time: New York 00:00 → 05:00 on 2026-11-01 is 5 h wall but 6 h real → 1 full day', () => {
    // 00:00 EDT = 04:00Z, 05:00 EST = 10:00Z → 6 h > 5 h
    const r = calculatePrice({
      item: kayak,
      pickup_date: '2026-11-01T00:00',
      return_date: '2026-11-01T05:00',
      time_zone: 'America/New_York',
    });
    expect(r.breakdown.half_day).toBe(false);
    expect(r.breakdown.days).toBe(1);
    expect(r.base_price).toBe(10000);
  });

  it('half_day: true with exactly 24 h is allowed: 1 day at the half-day rate', () => {
    const r = calculatePrice({
      item: kayak,
      pickup_date: '2026-07-01T09:00Z',
      return_date: '2026-07-02T09:00Z',
      half_day: true,
    });
    expect(r.breakdown.half_day).toBe(true);
    expect(r.breakdown.days).toBe(1);
    expect(r.base_price).toBe(6000);
    expect(r.breakdown.rate_per_day).toBe(6000);
  });

  it('half_day: true with 24 h 1 min → half_day_not_allowed, param half_day', () => {
    expectPricingError(
      () =>
        calculatePrice({
          item: kayak,
          pickup_date: '2026-07-01T09:00Z',
          return_date: '2026-07-02T09:01Z',
          half_day: true,
        }),
      'half_day_not_allowed',
      'half_day',
    );
  });

  it('half_day: true over 3 days → half_day_not_allowed', () => {
    expectPricingError(
      () => calculatePrice({ item: kayak, pickup_date: '2026-07-01', return_date: '2026-07-04', half_day: true }),
      'half_day_not_allowed',
      'half_day',
    );
  });

  it('half_day: true is checked on the wall clock: New York 2026-11-01 00:00 → 11-02 00:00 is 25 h real, 24 h wall: allowed', () => {
    const r = calculatePrice({
      item: kayak,
      pickup_date: '2026-11-01T00:00',
      return_date: '2026-11-02T00:00',
      time_zone: 'America/New_York',
      half_day: true,
    });
    expect(r.breakdown.half_day).toBe(true);
    expect(r.base_price).toBe(6000);
  });

  it('half_day: true is checked on the wall clock: New York 2026-03-07 12:00 → 03-08 12:30 is 23.5 h real, 24.5 h wall: rejected', () => {
    expectPricingError(
      () =>
        calculatePrice({
          item: kayak,
          pickup_date: '2026-03-07T12:00',
          return_date: '2026-03-08T12:30',
          time_zone: 'America/New_York',
          half_day: true,
        }),
      'half_day_not_allowed',
      'half_day',
    );
  });

  it('half_day: false with 3 h → 1 full day at price_full_day', () => {
    const r = calculatePrice({
      item: kayak,
      pickup_date: '2026-07-01T09:00Z',
      return_date: '2026-07-01T12:00Z',
      half_day: false,
    });
    expect(r.breakdown.half_day).toBe(false);
    expect(r.breakdown.days).toBe(1);
    expect(r.base_price).toBe(10000);
    expect(r.breakdown.rate_per_day).toBe(10000);
  });

  it('half_day: true without price_half_day → the full-day rate', () => {
    const r = calculatePrice({
      item: item({ price_full_day: 10000 }),
      pickup_date: '2026-07-01T09:00Z',
      return_date: '2026-07-01T20:00Z',
      half_day: true,
    });
    expect(r.breakdown.half_day).toBe(true);
    expect(r.base_price).toBe(10000);
  });

  it('a multi-day rule with days_threshold 1 applies to a half-day (it counts as 1 day)', () => {
    const r = calculatePrice({
      item: kayak,
      pickup_date: '2026-07-01T09:00Z',
      return_date: '2026-07-01T11:00Z',
      rules: [multiDay(1, 10)],
    });
    // half-day base 6000; 10 % → 600
    expect(r.breakdown.half_day).toBe(true);
    expect(r.breakdown.multi_day_discount).toBe(600);
    expect(r.subtotal).toBe(5400);
  });

  it('a multi-day rule with days_threshold 2 does not apply to a half-day', () => {
    const r = calculatePrice({
      item: kayak,
      pickup_date: '2026-07-01T09:00Z',
      return_date: '2026-07-01T11:00Z',
      rules: [multiDay(2, 10)],
    });
    expect(r.breakdown.multi_day_discount).toBe(0);
    expect(r.subtotal).toBe(6000);
  });
});
