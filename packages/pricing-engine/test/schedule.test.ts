/**
 * The shop schedule: opening hours and closed dates enforced on pickup and return (bounds included,
 * touching intervals, "24:00", DST days), the exported check for callers that do not price, and the
 * schedule's validation with dotted params rooted at `schedule`.
 */
import { describe, expect, it } from 'vitest';
import {
  calculatePrice,
  checkOpeningHours,
  DEFAULT_SCHEDULE,
  PRICING_ERROR_CODES,
  type PriceInput,
  parseSchedule,
  priceCart,
  type Schedule,
  ScheduleSchema,
} from '../src/index.js';
import { addon, expectPricingError, hours, item, MON_SAT } from './_helpers.js';

// 2026-07-06 is a Monday; 2026-07-05 a Sunday.
const LUNCH_BREAK: Schedule = {
  opening_hours: {
    ...hours([1, 2, 3, 4, 5], ['09:00', '12:00'], ['13:00', '18:00']),
    // Saturday: two intervals that touch at 12:00.
    '6': [
      ['10:00', '12:00'],
      ['12:00', '16:00'],
    ],
  },
};

function quote(pickup: string, ret: string, schedule: Schedule | null, time_zone = 'UTC') {
  return calculatePrice({ item: item(), pickup_date: pickup, return_date: ret, schedule, time_zone });
}

describe('opening hours: a pickup or return outside them is outside_opening_hours', () => {
  it('lists the new error codes', () => {
    for (const code of ['outside_opening_hours', 'rental_too_short', 'rental_too_long', 'pickup_too_soon']) {
      expect(PRICING_ERROR_CODES).toContain(code);
    }
  });

  it('opening and closing times themselves are inside (bounds included)', () => {
    // Monday 09:00 (opening) to Monday 18:00 (closing): 9 h, one day.
    const r = quote('2026-07-06T09:00', '2026-07-06T18:00', LUNCH_BREAK);
    expect(r.breakdown.days).toBe(1);
    expect(r.total).toBe(10000);
    // 12:00 closes the morning, 13:00 opens the afternoon: both fine.
    expect(() => quote('2026-07-06T12:00', '2026-07-07T13:00', LUNCH_BREAK)).not.toThrow();
  });

  it('a minute outside, or inside the lunch break, is refused with the field that is outside', () => {
    expectPricingError(
      () => quote('2026-07-06T08:59', '2026-07-07T10:00', LUNCH_BREAK),
      'outside_opening_hours',
      'pickup_date',
    );
    expectPricingError(
      () => quote('2026-07-06T09:00', '2026-07-07T18:01', LUNCH_BREAK),
      'outside_opening_hours',
      'return_date',
    );
    const e = expectPricingError(
      () => quote('2026-07-06T09:00', '2026-07-07T12:30', LUNCH_BREAK),
      'outside_opening_hours',
      'return_date',
    );
    expect(e.message).toBe(
      'return_date is at 12:30 on 2026-07-07, outside the opening hours of that day (09:00-12:00, 13:00-18:00).',
    );
  });

  it('a second past closing time is outside', () => {
    expectPricingError(
      () => quote('2026-07-06T09:00', '2026-07-07T18:00:01', LUNCH_BREAK),
      'outside_opening_hours',
      'return_date',
    );
  });

  it('touching intervals leave no gap: 11:59, 12:00 and 12:01 on Saturday are all open', () => {
    for (const t of ['11:59', '12:00', '12:01']) {
      expect(() => quote('2026-07-06T09:00', `2026-07-11T${t}`, LUNCH_BREAK)).not.toThrow();
    }
  });

  it('a weekday without intervals (missing or []) is closed all day', () => {
    const e = expectPricingError(
      () => quote('2026-07-05T10:00', '2026-07-06T10:00', LUNCH_BREAK),
      'outside_opening_hours',
      'pickup_date',
    );
    expect(e.message).toBe('pickup_date is on 2026-07-05, a day the shop is closed.');
    const emptySunday = { opening_hours: { ...MON_SAT, '7': [] } };
    expectPricingError(
      () => quote('2026-07-04T10:00', '2026-07-05T10:00', emptySunday),
      'outside_opening_hours',
      'return_date',
    );
  });

  it('"24:00" closes at the end of the day and includes it: 00:00 of the next date, even a closed one', () => {
    const late = { opening_hours: hours([5], ['18:00', '24:00']) }; // Fridays only, 18:00 to midnight
    expect(() => quote('2026-07-03T18:00', '2026-07-03T23:59:59.999', late)).not.toThrow();
    expect(() => quote('2026-07-03T18:00', '2026-07-10T23:59', late)).not.toThrow();
    // Saturday 00:00 is Friday 24:00: open, though Saturday has no hours.
    expect(() => quote('2026-07-03T18:00', '2026-07-04T00:00', late)).not.toThrow();
    expect(() => checkOpeningHours(late, '2026-07-04T00:00', { param: 'return_date' })).not.toThrow();
    // A pickup then is inside too.
    expect(() => quote('2026-07-04T00:00', '2026-07-10T20:00', late)).not.toThrow();
    // But not a moment later, nor Sunday 00:00 (Saturday has no hours).
    expectPricingError(
      () => quote('2026-07-03T18:00', '2026-07-04T00:00:00.001', late),
      'outside_opening_hours',
      'return_date',
    );
    expectPricingError(
      () => quote('2026-07-03T18:00', '2026-07-05T00:00', late),
      'outside_opening_hours',
      'return_date',
    );
  });

  it('a return at 24:00 before a closed date is inside; 24:00 of a closed date is not', () => {
    const nights = { opening_hours: hours([1, 2, 3, 4, 5, 6], ['08:00', '24:00']), closed_dates: ['2026-07-10'] };
    // Thursday 2026-07-09 24:00 is the closed Friday's 00:00.
    const r = quote('2026-07-08T10:00', '2026-07-10T00:00', nights);
    expect(r.breakdown.days).toBe(2);
    // Saturday 24:00 is Sunday's (closed weekday) 00:00.
    expect(() => quote('2026-07-04T10:00', '2026-07-05T00:00', nights)).not.toThrow();
    // The closed Friday's own 24:00 (Saturday 00:00) is not inside its hours, nor is it Saturday's.
    expectPricingError(
      () => quote('2026-07-09T10:00', '2026-07-11T00:00', nights),
      'outside_opening_hours',
      'return_date',
    );
    // A day closing before 24:00 does not reach the next date.
    const early = { opening_hours: hours([1, 2, 3, 4, 5, 6], ['08:00', '23:00']) };
    expectPricingError(
      () => quote('2026-07-04T10:00', '2026-07-05T00:00', early),
      'outside_opening_hours',
      'return_date',
    );
  });

  it('24:00 on a DST day is the next local midnight (Berlin, New York)', () => {
    const nights = { opening_hours: hours([6], ['10:00', '24:00']) }; // Saturdays only
    // Saturday 2026-03-28 in Berlin: the clocks go forward that night; Sunday 00:00 is still a wall time.
    expect(() => quote('2026-03-28T10:00', '2026-03-29T00:00', nights, 'Europe/Berlin')).not.toThrow();
    expect(() => quote('2026-10-31T10:00', '2026-11-01T00:00', nights, 'America/New_York')).not.toThrow();
    expectPricingError(
      () => quote('2026-10-31T10:00', '2026-11-01T00:30', nights, 'America/New_York'),
      'outside_opening_hours',
      'return_date',
    );
  });

  it('a closed date is closed even when the shop is otherwise always open', () => {
    const holiday = { closed_dates: ['2026-07-04'] };
    expect(() => quote('2026-07-03T03:00', '2026-07-05T23:00', holiday)).not.toThrow(); // no hours: any time
    expectPricingError(
      () => quote('2026-07-04T12:00', '2026-07-05T12:00', holiday),
      'outside_opening_hours',
      'pickup_date',
    );
    expectPricingError(
      () => quote('2026-07-03T12:00', '2026-07-04T12:00', holiday),
      'outside_opening_hours',
      'return_date',
    );
  });

  it('closed dates and opening hours together: an open weekday that is a closed date is closed', () => {
    const s = { opening_hours: MON_SAT, closed_dates: ['2026-07-06'] }; // a Monday
    expectPricingError(() => quote('2026-07-06T10:00', '2026-07-07T10:00', s), 'outside_opening_hours', 'pickup_date');
  });

  it('the pickup is checked first when both are outside', () => {
    expectPricingError(
      () => quote('2026-07-05T10:00', '2026-07-12T10:00', LUNCH_BREAK),
      'outside_opening_hours',
      'pickup_date',
    );
  });

  it("local time is the tenant zone's: 09:00 in New York is 13:00 UTC", () => {
    const s = { opening_hours: hours([1, 2, 3, 4, 5, 6, 7], ['09:00', '17:00']) };
    expect(() => quote('2026-07-06T13:00:00Z', '2026-07-06T21:00:00Z', s, 'America/New_York')).not.toThrow();
    // 12:59Z is 08:59 in New York.
    expectPricingError(
      () => quote('2026-07-06T12:59:00Z', '2026-07-06T21:00:00Z', s, 'America/New_York'),
      'outside_opening_hours',
      'pickup_date',
    );
    // The same instants in UTC are 13:00 and 21:00: 21:00 is after closing.
    expectPricingError(
      () => quote('2026-07-06T13:00:00Z', '2026-07-06T21:00:00Z', s),
      'outside_opening_hours',
      'return_date',
    );
  });

  it('a cart is checked the same way', () => {
    expectPricingError(
      () =>
        priceCart({
          line_items: [{ item: item() }],
          pickup_date: '2026-07-06T09:00',
          return_date: '2026-07-05T10:00',
          schedule: LUNCH_BREAK,
        }),
      'parameter_invalid', // return before pickup: the window's own rule comes first
      'return_date',
    );
    expectPricingError(
      () =>
        priceCart({
          line_items: [{ item: item() }],
          pickup_date: '2026-07-06T09:00',
          return_date: '2026-07-07T19:00',
          schedule: LUNCH_BREAK,
        }),
      'outside_opening_hours',
      'return_date',
    );
  });
});

describe('opening hours on DST days (New York and Berlin)', () => {
  // New York 2026-03-08: 02:00 EST becomes 03:00 EDT. 2026-11-01: 02:00 EDT becomes 01:00 EST.
  // Berlin 2026-03-29: 02:00 becomes 03:00. 2026-10-25: 03:00 becomes 02:00.
  const night = (days: number[]) => ({ opening_hours: hours(days, ['00:00', '02:00'], ['03:00', '04:00']) });

  it('New York, spring: a wall time in the gap moves forward, and is judged by where it lands', () => {
    const s = night([7]); // Sundays only
    // 01:59 is before the gap: open (first interval).
    expect(() => quote('2026-03-08T00:30', '2026-03-08T01:59', s, 'America/New_York')).not.toThrow();
    // 02:30 does not exist: it is 03:30 EDT, inside 03:00-04:00.
    expect(() => quote('2026-03-08T00:30', '2026-03-08T02:30', s, 'America/New_York')).not.toThrow();
    // 04:30 is after the last interval.
    expectPricingError(
      () => quote('2026-03-08T00:30', '2026-03-08T04:30', s, 'America/New_York'),
      'outside_opening_hours',
      'return_date',
    );
  });

  it('New York, autumn: both 01:30s are inside 01:00-01:45 by their local time; 01:50 is not', () => {
    const s = { opening_hours: hours([7], ['01:00', '01:45']) };
    const at = (utc: string) => quote('2026-11-01T05:00:00Z', utc, s, 'America/New_York');
    // 05:00Z = 01:00 EDT (pickup at opening); 05:30Z = 01:30 EDT; 06:30Z = 01:30 EST (the second one).
    expect(() => at('2026-11-01T05:30:00Z')).not.toThrow();
    expect(() => at('2026-11-01T06:30:00Z')).not.toThrow();
    expectPricingError(() => at('2026-11-01T06:50:00Z'), 'outside_opening_hours', 'return_date'); // 01:50 EST
  });

  it('Berlin, spring and autumn', () => {
    const s = night([7]);
    // 2026-03-29 02:15 does not exist: 03:15 CEST, open.
    expect(() => quote('2026-03-29T01:00', '2026-03-29T02:15', s, 'Europe/Berlin')).not.toThrow();
    // 2026-10-25: 02:30 happens twice; the later one (01:30Z, CET) is still 02:30 local: closed (02:00-03:00).
    expectPricingError(
      () => quote('2026-10-25T00:00:00Z', '2026-10-25T01:30:00Z', s, 'Europe/Berlin'),
      'outside_opening_hours',
      'return_date',
    );
    // 02:00Z is 03:00 CET: open again.
    expect(() => quote('2026-10-24T23:00:00Z', '2026-10-25T02:00:00Z', s, 'Europe/Berlin')).not.toThrow();
  });
});

describe('checkOpeningHours: the same check without pricing', () => {
  const s = { opening_hours: MON_SAT, closed_dates: ['2026-07-07'] };

  it("passes when open and names the caller's field when not", () => {
    expect(() =>
      checkOpeningHours(s, '2026-07-06T18:00', { time_zone: 'Europe/Berlin', param: 'new_return_date' }),
    ).not.toThrow();
    expectPricingError(
      () => checkOpeningHours(s, '2026-07-05T12:00', { time_zone: 'Europe/Berlin', param: 'new_return_date' }),
      'outside_opening_hours',
      'new_return_date',
    );
    expectPricingError(
      () => checkOpeningHours(s, '2026-07-07T12:00', { param: 'pickup_date' }),
      'outside_opening_hours',
      'pickup_date',
    );
  });

  it('agrees with calculatePrice on the same instant', () => {
    const input: PriceInput = {
      item: item(),
      pickup_date: '2026-07-06T10:00',
      return_date: '2026-07-08T18:30',
      schedule: s,
      time_zone: 'Asia/Kolkata',
    };
    expectPricingError(() => calculatePrice(input), 'outside_opening_hours', 'return_date');
    expectPricingError(
      () => checkOpeningHours(s, input.return_date, { time_zone: 'Asia/Kolkata', param: 'return_date' }),
      'outside_opening_hours',
      'return_date',
    );
  });

  it('no schedule (or null) is always open; a bad instant or schedule is parameter_invalid', () => {
    expect(() => checkOpeningHours(null, '2026-07-05T03:00', { param: 'return_date' })).not.toThrow();
    expect(() => checkOpeningHours(undefined, '2026-07-05T03:00', { param: 'return_date' })).not.toThrow();
    expectPricingError(
      () => checkOpeningHours(s, 'soon', { param: 'new_return_date' }),
      'parameter_invalid',
      'new_return_date',
    );
    expectPricingError(
      () => checkOpeningHours({ opening_hours: { '8': [] } } as never, '2026-07-06T10:00', { param: 'pickup_date' }),
      'parameter_invalid',
      'schedule.opening_hours.8',
    );
    expectPricingError(
      () => checkOpeningHours(s, '2026-07-06T10:00', { param: 'pickup_date', time_zone: 'Mars/Base' }),
      'parameter_invalid',
      'time_zone',
    );
  });
});

describe('schedule validation: parameter_invalid with dotted params rooted at schedule', () => {
  const bad = (schedule: unknown, code: string, param: string) => {
    const err = expectPricingError(
      () =>
        calculatePrice({
          item: item(),
          pickup_date: '2026-07-06T10:00',
          return_date: '2026-07-07T10:00',
          schedule,
        } as PriceInput),
      code,
      param,
    );
    // parseSchedule, what a server uses for PATCH {schedule}, reports the same.
    expectPricingError(() => parseSchedule(schedule), code, param);
    return err;
  };

  it('an interval that does not open before it closes names the interval', () => {
    bad({ opening_hours: { '6': [['18:00', '09:00']] } }, 'parameter_invalid', 'schedule.opening_hours.6.0');
    bad({ opening_hours: { '6': [['09:00', '09:00']] } }, 'parameter_invalid', 'schedule.opening_hours.6.0');
  });

  it('a bad time names the time itself', () => {
    bad({ opening_hours: { '1': [['9:00', '18:00']] } }, 'parameter_invalid', 'schedule.opening_hours.1.0.0');
    bad({ opening_hours: { '1': [['24:00', '24:00']] } }, 'parameter_invalid', 'schedule.opening_hours.1.0.0');
    bad({ opening_hours: { '1': [['09:00', '24:01']] } }, 'parameter_invalid', 'schedule.opening_hours.1.0.1');
    bad({ opening_hours: { '1': [['09:00', '18:60']] } }, 'parameter_invalid', 'schedule.opening_hours.1.0.1');
    bad({ opening_hours: { '1': [['09:00', 1800]] } }, 'parameter_invalid', 'schedule.opening_hours.1.0.1');
  });

  it('an interval that is not a pair', () => {
    bad({ opening_hours: { '1': [['09:00']] } }, 'parameter_invalid', 'schedule.opening_hours.1.0');
    bad({ opening_hours: { '1': [['09:00', '12:00', '18:00']] } }, 'parameter_invalid', 'schedule.opening_hours.1.0');
  });

  it('overlapping or unsorted intervals name the later one; touching ones are fine', () => {
    bad(
      {
        opening_hours: {
          '2': [
            ['09:00', '12:00'],
            ['11:59', '18:00'],
          ],
        },
      },
      'parameter_invalid',
      'schedule.opening_hours.2.1',
    );
    bad(
      {
        opening_hours: {
          '2': [
            ['13:00', '18:00'],
            ['09:00', '12:00'],
          ],
        },
      },
      'parameter_invalid',
      'schedule.opening_hours.2.1',
    );
    expect(
      parseSchedule({
        opening_hours: {
          '2': [
            ['09:00', '12:00'],
            ['12:00', '18:00'],
          ],
        },
      }).opening_hours,
    ).toEqual({
      '2': [
        ['09:00', '12:00'],
        ['12:00', '18:00'],
      ],
    });
  });

  it('a schedule that opens on no weekday names opening_hours itself (a holiday is a closed date)', () => {
    for (const opening_hours of [{}, { '1': [] }, hours([1, 2, 3, 4, 5, 6, 7])]) {
      const e = bad({ opening_hours }, 'parameter_invalid', 'schedule.opening_hours');
      expect(e.message).toContain('at least one weekday');
    }
    expect(() => checkOpeningHours({ opening_hours: {} }, '2026-07-06T10:00', { param: 'pickup_date' })).toThrow(
      /at least one weekday/,
    );
    expect(parseSchedule({ opening_hours: hours([7], ['10:00', '11:00']) }).opening_hours).toEqual({
      '7': [['10:00', '11:00']],
    });
    // null is still "always open".
    expect(parseSchedule({ opening_hours: null }).opening_hours).toBeNull();
  });

  it('any key but "1".."7" is parameter_invalid (not unknown)', () => {
    for (const key of ['0', '8', '01', 'mon', 'Monday']) {
      bad({ opening_hours: { [key]: [] } }, 'parameter_invalid', `schedule.opening_hours.${key}`);
    }
    const e = expectPricingError(
      () => parseSchedule({ opening_hours: { '8': [] } }),
      'parameter_invalid',
      'schedule.opening_hours.8',
    );
    expect(e.message).toContain('ISO weekday');
  });

  it('closed dates: real dates, unique (the second occurrence is named), at most 366', () => {
    bad({ closed_dates: ['2026-02-30'] }, 'parameter_invalid', 'schedule.closed_dates.0');
    bad({ closed_dates: ['2026-12-25', '2026-12-26', '2026-12-25'] }, 'parameter_invalid', 'schedule.closed_dates.2');
    const many = Array.from({ length: 367 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    bad({ closed_dates: many }, 'parameter_invalid', 'schedule.closed_dates');
    expect(parseSchedule({ closed_dates: many.slice(0, 366) }).closed_dates).toHaveLength(366);
  });

  it('the scalar fields and their bounds', () => {
    bad({ charge_closed_days: 'no' }, 'parameter_invalid', 'schedule.charge_closed_days');
    bad({ day_count: 'weekly' }, 'parameter_invalid', 'schedule.day_count');
    bad({ return_by: '24:00' }, 'parameter_invalid', 'schedule.return_by');
    bad({ return_by: '10' }, 'parameter_invalid', 'schedule.return_by');
    bad({ leeway_minutes: -1 }, 'parameter_invalid', 'schedule.leeway_minutes');
    bad({ leeway_minutes: 1441 }, 'parameter_invalid', 'schedule.leeway_minutes');
    bad({ leeway_minutes: 1.5 }, 'parameter_invalid', 'schedule.leeway_minutes');
    bad({ min_notice_minutes: 525_601 }, 'parameter_invalid', 'schedule.min_notice_minutes');
    bad({ opening_hours: [] }, 'parameter_invalid', 'schedule.opening_hours');
    expect(parseSchedule({ leeway_minutes: 1440, min_notice_minutes: 525_600, return_by: '23:59' })).toMatchObject({
      leeway_minutes: 1440,
      min_notice_minutes: 525_600,
      return_by: '23:59',
    });
  });

  it('an unknown field is parameter_unknown', () => {
    bad({ opening_hour: null }, 'parameter_unknown', 'schedule.opening_hour');
  });

  it('parseSchedule fills in every default; {} is DEFAULT_SCHEDULE', () => {
    expect(parseSchedule({})).toEqual(DEFAULT_SCHEDULE);
    expect(DEFAULT_SCHEDULE).toEqual({
      opening_hours: null,
      closed_dates: [],
      charge_closed_days: true,
      day_count: 'elapsed',
      return_by: null,
      leeway_minutes: 0,
      min_notice_minutes: 0,
    });
    expect(Object.isFrozen(DEFAULT_SCHEDULE)).toBe(true);
    expect(parseSchedule({ charge_closed_days: false, closed_dates: ['2026-12-25'] })).toEqual({
      ...DEFAULT_SCHEDULE,
      charge_closed_days: false,
      closed_dates: ['2026-12-25'],
    });
    // Each parse gets its own list.
    const a = parseSchedule({});
    a.closed_dates.push('2026-01-01');
    expect(parseSchedule({}).closed_dates).toEqual([]);
  });

  it('parseSchedule roots params where the caller says, and ScheduleSchema is the same rules', () => {
    expectPricingError(
      () => parseSchedule({ opening_hours: { '6': [['18:00', '09:00']] } }, { param: 'settings.schedule' }),
      'parameter_invalid',
      'settings.schedule.opening_hours.6.0',
    );
    expect(ScheduleSchema.safeParse({ opening_hours: { '8': [] } }).success).toBe(false);
    expect(ScheduleSchema.parse({})).toEqual(DEFAULT_SCHEDULE);
  });

  it('a schedule of only defaults, or null, prices exactly as no schedule', () => {
    const base = { item: item(), pickup_date: '2026-07-04T10:00', return_date: '2026-07-07T11:00' };
    const none = calculatePrice(base);
    expect(calculatePrice({ ...base, schedule: null })).toEqual(none);
    expect(calculatePrice({ ...base, schedule: {} })).toEqual(none);
    expect(calculatePrice({ ...base, schedule: parseSchedule({}) })).toEqual(none);
  });

  it('a frozen schedule prices the same on every call, and a changed copy is read afresh', () => {
    const deepFreeze = <T>(v: T): T => {
      if (v !== null && typeof v === 'object') for (const x of Object.values(v)) deepFreeze(x);
      return Object.freeze(v);
    };
    const frozen: Schedule = deepFreeze({ opening_hours: { '6': [['09:00', '12:00']] }, closed_dates: ['2026-07-11'] });
    const at = (ret: string) => () => quote('2026-07-04T09:00', ret, frozen);
    expect(at('2026-07-04T12:00')).not.toThrow();
    expect(at('2026-07-04T12:00')).not.toThrow();
    expectPricingError(at('2026-07-04T12:01'), 'outside_opening_hours', 'return_date');
    expectPricingError(at('2026-07-11T10:00'), 'outside_opening_hours', 'return_date');
    const later = { ...frozen, closed_dates: [] };
    expect(() => quote('2026-07-04T09:00', '2026-07-11T10:00', later)).not.toThrow();
  });
});

describe('opening_hours_check: which ends of the rental must be open', () => {
  // Monday to Saturday 09:00-18:00; Sundays closed and not charged, and so is 2026-07-08 (a Wednesday).
  const schedule: Schedule = { opening_hours: MON_SAT, closed_dates: ['2026-07-08'], charge_closed_days: false };
  const base = { item: item({ price_weekly: 60000 }), schedule, time_zone: 'Europe/Berlin' };
  const at = (pickup: string, ret: string, check?: PriceInput['opening_hours_check']) => () =>
    calculatePrice({
      ...base,
      pickup_date: pickup,
      return_date: ret,
      ...(check === undefined ? {} : { opening_hours_check: check }),
    });

  it('pickup_and_return is the default: the same answer as without the option', () => {
    expect(at('2026-07-06T10:00', '2026-07-10T10:00', 'pickup_and_return')()).toEqual(
      at('2026-07-06T10:00', '2026-07-10T10:00')(),
    );
    expectPricingError(
      at('2026-07-05T10:00', '2026-07-07T10:00', 'pickup_and_return'),
      'outside_opening_hours',
      'pickup_date',
    );
  });

  it('return: a pickup the hours no longer allow is accepted, the return is still checked', () => {
    // Sunday 10:00 to Thursday 10:00: 4 rental days, Sunday and the closed Wednesday not charged.
    const q = at('2026-07-05T10:00', '2026-07-09T10:00', 'return')();
    expect(q.breakdown).toMatchObject({ rental_days: 4, days: 2, closed_dates_skipped: ['2026-07-05', '2026-07-08'] });
    expect(q.base_price).toBe(20000); // 2 charged days × 10000
    expectPricingError(at('2026-07-05T10:00', '2026-07-09T18:01', 'return'), 'outside_opening_hours', 'return_date');
    expectPricingError(at('2026-07-05T10:00', '2026-07-08T10:00', 'return'), 'outside_opening_hours', 'return_date');
    expectPricingError(at('2026-07-05T10:00', '2026-07-12T10:00', 'return'), 'outside_opening_hours', 'return_date');
  });

  it('none: neither end is checked; the schedule still counts and charges the days', () => {
    // Sunday 08:00 to the closed Wednesday 20:00: 4 rental days (elapsed, rounded up), Sunday and Wednesday skipped.
    const q = at('2026-07-05T08:00', '2026-07-08T20:00', 'none')();
    expect(q.breakdown).toMatchObject({ rental_days: 4, days: 2, closed_dates_skipped: ['2026-07-05', '2026-07-08'] });
    expect(q.base_price).toBe(20000); // 2 charged days × 10000, as with both ends open
    // Checks other than opening hours still run.
    expectPricingError(at('2026-07-08T10:00', '2026-07-05T10:00', 'none'), 'parameter_invalid', 'return_date');
    expectPricingError(
      () =>
        calculatePrice({
          ...base,
          item: item({ max_rental_days: 3 }),
          pickup_date: '2026-07-05T08:00',
          return_date: '2026-07-08T20:00',
          opening_hours_check: 'none',
        }),
      'rental_too_long',
      'return_date',
    );
  });

  it('without a schedule the option changes nothing', () => {
    const plain = { item: item(), pickup_date: '2026-07-05T10:00', return_date: '2026-07-07T10:00' };
    for (const check of ['pickup_and_return', 'return', 'none'] as const) {
      expect(calculatePrice({ ...plain, opening_hours_check: check })).toEqual(calculatePrice(plain));
    }
  });

  it('priceCart takes it too', () => {
    const cart = {
      line_items: [{ item: item(), quantity: 2 }],
      schedule,
      pickup_date: '2026-07-05T10:00',
      return_date: '2026-07-07T10:00',
    };
    expectPricingError(() => priceCart(cart), 'outside_opening_hours', 'pickup_date');
    expect(priceCart({ ...cart, opening_hours_check: 'return' }).breakdown.days).toBe(1);
  });

  it('is validated: another value is parameter_invalid, param opening_hours_check', () => {
    for (const bad of ['both', 'pickup', '', null, true]) {
      expectPricingError(
        () =>
          calculatePrice({
            item: item(),
            pickup_date: '2026-07-06T10:00',
            return_date: '2026-07-07T10:00',
            opening_hours_check: bad as never,
          }),
        'parameter_invalid',
        'opening_hours_check',
      );
    }
  });
});

describe('when several checks fail: the records, then the opening hours, then the rental limits', () => {
  // Sunday 2026-07-05 is closed; the item rents for at most 2 days.
  const limited = item({ max_rental_days: 2 });
  const closedSunday = { opening_hours: MON_SAT };

  it('an inactive item or add-on on a closed day is resource_inactive', () => {
    expectPricingError(
      () =>
        calculatePrice({
          item: item({ active: false }),
          pickup_date: '2026-07-05T10:00',
          return_date: '2026-07-06T10:00',
          schedule: closedSunday,
        }),
      'resource_inactive',
      'fleet_item_id',
    );
    expectPricingError(
      () =>
        priceCart({
          line_items: [{ item: item() }],
          addons: [{ addon: addon({ active: false }), quantity: 1 }],
          pickup_date: '2026-07-05T10:00',
          return_date: '2026-07-06T10:00',
          schedule: closedSunday,
        }),
      'resource_inactive',
      'addons.0.addon_id',
    );
    // An item listed twice is the cart's own mistake: named before the closed day too.
    expectPricingError(
      () =>
        priceCart({
          line_items: [{ item: item() }, { item: item() }],
          pickup_date: '2026-07-05T10:00',
          return_date: '2026-07-06T10:00',
          schedule: closedSunday,
        }),
      'parameter_invalid',
      'line_items.1.fleet_item_id',
    );
  });

  it('a rental too long on a closed day is outside_opening_hours; open, it is rental_too_long', () => {
    expectPricingError(
      () =>
        calculatePrice({
          item: limited,
          pickup_date: '2026-07-05T10:00',
          return_date: '2026-07-10T10:00',
          schedule: closedSunday,
        }),
      'outside_opening_hours',
      'pickup_date',
    );
    expectPricingError(
      () =>
        calculatePrice({
          item: limited,
          pickup_date: '2026-07-06T10:00',
          return_date: '2026-07-10T10:00',
          schedule: closedSunday,
        }),
      'rental_too_long',
      'return_date',
    );
  });
});
