/**
 * The console's own logic, without a browser: money formatting and parsing (exact, through BigInt),
 * the shop's dates (never the process's time zone), the planner's placement across DST days, and
 * which field an API error belongs to. The file runs under any process TZ with the same results.
 */
import { RentlineApiError } from '@rentline/client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../src/api/errors.js';
import { barsOf, downtimeEnd } from '../src/api/planner.js';
import { calendarPlan, windowOn } from '../src/api/price-calendar.js';
import { type RuleDraft, ruleCreateBody, ruleUpdateBody } from '../src/api/rules.js';
import { formatMoney, moneyInput, parseMoney } from '../src/lib/money.js';
import { closedDays, closedWeekdays, isoWeekday } from '../src/lib/schedule.js';
import {
  addDays,
  formatDateTime,
  formatRange,
  localDate,
  localDateTime,
  monthRange,
  todayIn,
  weekStart,
} from '../src/lib/time.js';
import { assignLanes, columnAt, placement } from '../src/screens/planner/layout.js';

describe('money', () => {
  it('formats cents exactly, up to the largest safe integer', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(14360)).toBe('$143.60');
    expect(formatMoney(-1590)).toBe('-$15.90');
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
    expect(formatMoney(123456, 'eur')).toBe('€1,234.56');
    expect(formatMoney(1500, 'jpy')).toBe('¥1,500');
  });

  it('reads what an operator types, and refuses what is not an amount', () => {
    expect(parseMoney('45')).toBe(4500);
    expect(parseMoney('45.5')).toBe(4550);
    expect(parseMoney(' $1,250.05 ')).toBe(125005);
    expect(parseMoney('0.07')).toBe(7);
    for (const bad of ['', '-5', '4.555', '1,25.00', 'abc', '1e3', '.5', '90071992547409.92'])
      expect(parseMoney(bad), bad).toBeUndefined();
  });

  it('parses back every amount it writes into a field', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseMoney(moneyInput(cents))).toBe(cents);
      }),
    );
  });
});

describe("the shop's dates", () => {
  // 03:30 UTC on 8 July: still the 7th in New York, already the 8th in Auckland.
  const instant = '2026-07-08T03:30:00.000Z';

  it("take the shop's zone, whatever the process's", () => {
    expect(todayIn('America/New_York', new Date(instant))).toBe('2026-07-07');
    expect(todayIn('Pacific/Auckland', new Date(instant))).toBe('2026-07-08');
    expect(localDate(instant, 'America/New_York')).toBe('2026-07-07');
    expect(localDateTime(instant, 'America/New_York')).toBe('2026-07-07T23:30');
    expect(formatDateTime(instant, 'America/New_York')).toBe('Tue, Jul 7, 11:30 PM');
    expect(formatDateTime(instant, 'Asia/Tokyo')).toBe('Wed, Jul 8, 12:30 PM');
  });

  it('count calendar days, weeks from Monday and months, across DST and year ends', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekStart('2026-07-08')).toBe('2026-07-06');
    expect(weekStart('2026-07-06')).toBe('2026-07-06');
    expect(weekStart('2026-07-05')).toBe('2026-06-29');
    expect(monthRange('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(formatRange('2026-07-06', '2026-07-12')).toBe('Jul 6 – 12, 2026');
    expect(formatRange('2026-06-29', '2026-07-05')).toBe('Jun 29 – Jul 5, 2026');
    expect(formatRange('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(formatRange('2026-07-01', '2026-07-31')).toBe('July 2026');
  });
});

describe('planner placement', () => {
  // New York's days around the spring change: 8 March 2026 has 23 hours.
  const days = [
    { start: '2026-03-07T05:00:00.000Z', end: '2026-03-08T05:00:00.000Z' },
    { start: '2026-03-08T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' },
    { start: '2026-03-09T04:00:00.000Z', end: '2026-03-10T04:00:00.000Z' },
  ];
  const at = (iso: string) => columnAt(Date.parse(iso), days);

  it('puts midnight on a column edge on both sides of a 23-hour day', () => {
    expect(at('2026-03-07T05:00:00.000Z')).toBe(0);
    expect(at('2026-03-08T05:00:00.000Z')).toBe(1);
    expect(at('2026-03-09T04:00:00.000Z')).toBe(2);
    expect(at('2026-03-08T16:30:00.000Z')).toBeCloseTo(1.5, 10);
    // Clamped to the range.
    expect(at('2026-03-01T00:00:00.000Z')).toBe(0);
    expect(at('2026-03-20T00:00:00.000Z')).toBe(3);
  });

  it('places a span by its ends and drops one outside the range', () => {
    const span = { start: Date.parse('2026-03-08T05:00:00.000Z'), end: Date.parse('2026-03-10T04:00:00.000Z') };
    const p = placement(span, days);
    expect(p?.left).toBeCloseTo(100 / 3, 10);
    expect(p?.width).toBeCloseTo(200 / 3, 10);
    expect(placement({ start: Date.parse('2026-04-01'), end: Date.parse('2026-04-02') }, days)).toBeNull();
  });

  it('stacks overlapping bookings in lanes, and never two overlapping in one lane', () => {
    expect(
      assignLanes([
        { start: 0, end: 10 },
        { start: 5, end: 15 },
        { start: 10, end: 20 },
      ]),
    ).toEqual([0, 1, 0]);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 30 })), { maxLength: 30 }),
        (raw) => {
          const spans = raw.map(([start, length]) => ({ start, end: start + length }));
          const lanes = assignLanes(spans);
          for (let i = 0; i < spans.length; i++)
            for (let j = i + 1; j < spans.length; j++) {
              const a = spans[i] as { start: number; end: number };
              const b = spans[j] as { start: number; end: number };
              if (lanes[i] === lanes[j]) expect(a.end <= b.start || b.end <= a.start).toBe(true);
            }
          // No more lanes than the most spans overlapping at one instant.
          const peak = Math.max(
            0,
            ...spans.map((s) => spans.filter((o) => o.start <= s.start && s.start < o.end).length),
          );
          expect(Math.max(0, ...lanes.map((l) => l + 1))).toBe(peak);
        },
      ),
    );
  });
});

describe('API errors on forms', () => {
  const error = (param: string | undefined, message = 'bad') =>
    new RentlineApiError(
      400,
      { error: { type: 'invalid_request_error', code: 'parameter_invalid', message, param } },
      new Headers(),
    );

  it('go beside the field their param names, deeper params to their field, the rest to the top', () => {
    const fields = ['amount', 'addons', 'quantity'];
    expect(formErrors(error('amount', 'too much'), fields)).toEqual({ fields: { amount: 'too much' } });
    expect(formErrors(error('addons.1.quantity'), fields)).toEqual({ fields: { addons: 'bad' } });
    expect(formErrors(error('line_items.0.quantity'), fields, { 'line_items.0.quantity': 'quantity' })).toEqual({
      fields: { quantity: 'bad' },
    });
    expect(formErrors(error('coupon_code', 'Unknown coupon'), fields)).toEqual({ fields: {}, form: 'Unknown coupon' });
    expect(formErrors(error(undefined, 'Conflict'), fields)).toEqual({ fields: {}, form: 'Conflict' });
    expect(formErrors(new TypeError('Failed to fetch'), fields)).toEqual({ fields: {}, form: 'Failed to fetch' });
    expect(formErrors(null, fields)).toEqual({ fields: {} });
  });

  it('go to the deepest field a dotted param names, whatever the order of the fields', () => {
    // The schedule form: an interval's field is its opening time; its closing time is a field of its own.
    const fields = [
      'schedule.opening_hours.6.0.1',
      'schedule.opening_hours.6.0',
      'schedule.opening_hours.6.1',
      'schedule.opening_hours.6.1.1',
      'schedule.closed_dates.0',
      'rate_table.tiers.2.price',
      'rate_table.tiers.2.days',
      'rate_table.tiers.12.days',
    ];
    const at = (param: string) => Object.keys(formErrors(error(param), fields).fields);
    expect(at('schedule.opening_hours.6.0')).toEqual(['schedule.opening_hours.6.0']);
    expect(at('schedule.opening_hours.6.0.0')).toEqual(['schedule.opening_hours.6.0']);
    expect(at('schedule.opening_hours.6.0.1')).toEqual(['schedule.opening_hours.6.0.1']);
    expect(at('schedule.opening_hours.6.1')).toEqual(['schedule.opening_hours.6.1']);
    expect(at('rate_table.tiers.2.price')).toEqual(['rate_table.tiers.2.price']);
    // `tiers.1` is not a prefix of `tiers.12`: a param is matched by whole segments.
    expect(at('rate_table.tiers.1.days')).toEqual([]);
    expect(at('rate_table.tiers.12.days')).toEqual(['rate_table.tiers.12.days']);
    expect(formErrors(error('schedule.opening_hours.6', 'x'), fields)).toEqual({ fields: {}, form: 'x' });
  });
});

describe("the shop's closed days", () => {
  const open = [['09:00', '18:00']] as [string, string][];

  it('are the dates listed and, with opening hours, the weekdays without an interval (left out or empty)', () => {
    const schedule = {
      opening_hours: { '1': open, '2': open, '3': open, '4': open, '5': open, '6': [] },
      closed_dates: ['2026-07-09', '2026-12-25'],
    };
    expect(closedWeekdays(schedule)).toEqual([6, 7]);
    // Mon 6 .. Sun 12 July 2026: Thursday is listed, Saturday is empty, Sunday is left out.
    const week = ['2026-07-06', '2026-07-07', '2026-07-08', '2026-07-09', '2026-07-10', '2026-07-11', '2026-07-12'];
    expect([...closedDays(week, schedule)]).toEqual(['2026-07-09', '2026-07-11', '2026-07-12']);
    // Always open: only the listed dates.
    expect([...closedDays(week, { opening_hours: null, closed_dates: ['2026-07-06'] })]).toEqual(['2026-07-06']);
    expect(closedWeekdays({ opening_hours: null })).toEqual([]);
  });

  it('take the weekday of the calendar date itself, across years and DST, whatever the process zone', () => {
    expect(isoWeekday('2026-07-06')).toBe(1);
    expect(isoWeekday('2026-07-12')).toBe(7);
    expect(isoWeekday('2026-03-08')).toBe(7); // the US spring-forward Sunday
    expect(isoWeekday('2028-02-29')).toBe(2);
    // Against a day count from a known Monday.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (n) => {
        expect(isoWeekday(addDays('2000-01-03', n))).toBe((n % 7) + 1);
      }),
    );
  });
});

describe('pricing rule bodies', () => {
  const draft: RuleDraft = {
    type: 'weekday',
    fleet_item_id: null,
    start_date: null,
    end_date: null,
    weekdays: [6, 7],
    days_threshold: null,
    adjustment_type: 'percent',
    adjustment_value: 20,
    priority: 1,
    active: true,
  };
  const common = { fleet_item_id: null, adjustment_type: 'percent', adjustment_value: 20, priority: 1, active: true };

  it('create each type in its own shape', () => {
    expect(ruleCreateBody(draft)).toEqual({
      type: 'weekday',
      weekdays: [6, 7],
      start_date: null,
      end_date: null,
      ...common,
    });
    expect(ruleCreateBody({ ...draft, type: 'seasonal', start_date: '2026-09-01', end_date: '2026-09-30' })).toEqual({
      type: 'seasonal',
      start_date: '2026-09-01',
      end_date: '2026-09-30',
      ...common,
    });
    expect(ruleCreateBody({ ...draft, type: 'multi_day', days_threshold: 3 })).toEqual({
      type: 'multi_day',
      days_threshold: 3,
      ...common,
    });
  });

  it("update every field the form edits, clearing what the rule's type does not have", () => {
    expect(ruleUpdateBody({ ...draft, type: 'multi_day', days_threshold: 5, start_date: '2026-09-01' })).toEqual({
      type: 'multi_day',
      start_date: null,
      end_date: null,
      weekdays: null,
      days_threshold: 5,
      ...common,
    });
    expect(ruleUpdateBody({ ...draft, days_threshold: 5 })).toMatchObject({ weekdays: [6, 7], days_threshold: null });
  });
});

describe("the planner's bars", () => {
  const booking = (id: string) => ({ id, status: 'active' }) as never;
  const bookings = new Map([
    ['bk_a', booking('bk_a')],
    ['bk_b', booking('bk_b')],
  ]);

  it("span each booking's occupancy as the calendar states it, by start; downtimes and unknown bookings draw none", () => {
    const bars = barsOf(
      [
        { kind: 'booking', id: 'bk_b', units: 1, start: '2026-07-07T08:00:00.000Z', end: '2026-07-08T14:30:00.000Z' },
        { kind: 'downtime', id: 'dt_x', units: 1, start: '2026-07-06T00:00:00.000Z', end: null },
        { kind: 'booking', id: 'bk_a', units: 2, start: '2026-07-06T12:30:00.000Z', end: '2026-07-07T22:00:00.000Z' },
        {
          kind: 'booking',
          id: 'bk_gone',
          units: 1,
          start: '2026-07-06T00:00:00.000Z',
          end: '2026-07-06T01:00:00.000Z',
        },
      ],
      bookings,
    );
    expect(bars.map((b) => [(b.booking as { id: string }).id, b.start, b.end])).toEqual([
      ['bk_a', Date.parse('2026-07-06T12:30:00Z'), Date.parse('2026-07-07T22:00:00Z')],
      ['bk_b', Date.parse('2026-07-07T08:00:00Z'), Date.parse('2026-07-08T14:30:00Z')],
    ]);
  });

  it('draws an open downtime past any range', () => {
    expect(downtimeEnd({ end: null } as never)).toBe(Number.POSITIVE_INFINITY);
    expect(downtimeEnd({ end: '2026-07-09T00:00:00Z' } as never)).toBe(Date.parse('2026-07-09T00:00:00Z'));
  });
});

describe("the new booking's price calendar", () => {
  it('prices the length the form holds: whole days rounded up, hours within a day, from the pickup time', () => {
    expect(calendarPlan('2026-07-10T09:00', '2026-07-12T09:00')).toEqual({
      from: '2026-07-07',
      to: '2026-07-20',
      days: 2,
      time: '09:00',
      length: 2 * 86_400_000,
    });
    // A day and a half is charged as 2 days; 3 hours 10 minutes as 4 hours.
    expect(calendarPlan('2026-07-10T09:00', '2026-07-11T21:00')).toMatchObject({ days: 2 });
    expect(calendarPlan('2026-07-10T09:30', '2026-07-10T12:40')).toMatchObject({ hours: 4, time: '09:30' });
    for (const [p, r] of [
      ['2026-07-10T09:00', '2026-07-10T09:00'],
      ['2026-07-10T09:00', '2026-07-09T09:00'],
      ['', '2026-07-10T09:00'],
      ['2026-07-10', '2026-07-12'],
    ] as const)
      expect(calendarPlan(p, r), `${p} ${r}`).toBeNull();
  });

  it('keeps its dates around the anchor while the pickup stays among them, and follows a pickup outside', () => {
    expect(calendarPlan('2026-07-14T09:00', '2026-07-16T09:00', '2026-07-10')).toMatchObject({
      from: '2026-07-07',
      to: '2026-07-20',
    });
    expect(calendarPlan('2026-08-03T09:00', '2026-08-05T09:00', '2026-07-10')).toMatchObject({
      from: '2026-07-31',
      to: '2026-08-13',
    });
  });

  it('moves the window to a chosen date with its wall-clock length, across months and years', () => {
    const plan = calendarPlan('2026-07-10T09:00', '2026-07-12T13:30') as NonNullable<ReturnType<typeof calendarPlan>>;
    expect(windowOn(plan, '2026-07-30')).toEqual({ pickup: '2026-07-30T09:00', ret: '2026-08-01T13:30' });
    expect(windowOn(plan, '2026-12-31')).toEqual({ pickup: '2026-12-31T09:00', ret: '2027-01-02T13:30' });
  });
});
