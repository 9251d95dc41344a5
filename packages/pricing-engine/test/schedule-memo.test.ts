/**
 * The schedule kept by value (`schedule-memo.ts`) never changes an answer: a schedule compiled while
 * the engine holds others of nearly the same content (-0 for 0, keys in another order, a field left
 * out, set to its default, to null or to undefined, a deeply frozen copy, an unknown key, a bad
 * value) prices, counts and fails exactly as it does with nothing kept: the same result bytes, the
 * same error code, message and param.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { compileSchedule, compileScheduleUncached } from '../src/_lib/compile-schedule.js';
import { clearScheduleMemo } from '../src/_lib/schedule-memo.js';
import { calculatePrice, countRentalDays, DEFAULT_SCHEDULE, isPricingError, type Schedule } from '../src/index.js';
import { scheduleArb, ZONES } from './arbitraries.js';
import { mutate } from './references.js';

const SLOW = 120_000;
const DAY = 86_400_000;
/** Day 900 after 2024-01-01 (2026-06-19): where `scheduleArb(900)` puts its closed dates. */
const FROM = Date.UTC(2024, 0, 1) + 900 * DAY;

/** JSON that tells -0 from 0 (a byte-for-byte comparison of results). */
const bytes = (value: unknown) => JSON.stringify(value, (_k, v) => (Object.is(v, -0) ? '-0' : v));

/** What a call gives: its result's bytes, or its error's name, code, message and param. */
function outcome(run: () => unknown): string {
  try {
    return `ok ${bytes(run())}`;
  } catch (err) {
    if (!isPricingError(err)) return `threw ${String(err)}`;
    return `error ${bytes({ name: err.name, code: err.code, message: err.message, param: err.param })}`;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const DEFAULTS: Record<string, unknown> = DEFAULT_SCHEDULE;
const FIELDS = Object.keys(DEFAULTS);

/** How one variant of a schedule is written. */
interface Writing {
  /** Per field: as given, left out, its default, null, undefined, or -0 (a number field). */
  fields: ('keep' | 'omit' | 'default' | 'null' | 'undefined' | 'negzero')[];
  /** A permutation seed for the key order. */
  order: number[];
  freeze: boolean;
  /** Now and then, a bad or unknown value somewhere (the path and value of `mutate`). */
  mutation: { picks: number[]; value: unknown } | null;
}

const junk = fc.oneof(
  fc.constantFrom(-0, 0, -1, 1441, Number.NaN, '', null, undefined, '09:00', '24:00', '9:00', '2026-06-20', true),
  fc.constantFrom([], [['09:00', '12:00']], [['12:00', '09:00']], { '8': [] }, { '1': [] }, [
    '2026-06-20',
    '2026-06-20',
  ]),
);

const HOWS = ['keep', 'omit', 'default', 'null', 'undefined', 'negzero'] as const;

const writingArb: fc.Arbitrary<Writing> = fc.record({
  fields: fc.array(fc.constantFrom('keep', 'keep', 'keep', ...HOWS), {
    minLength: FIELDS.length,
    maxLength: FIELDS.length,
  }),
  order: fc.array(fc.nat(), { minLength: FIELDS.length, maxLength: FIELDS.length }),
  freeze: fc.boolean(),
  mutation: fc.option(fc.record({ picks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), value: junk }), {
    freq: 4,
  }),
});

/**
 * Writings close to `w`: each changes one field's writing (to -0, say, or left out), and may reorder
 * the keys or freeze the copy; so the engine, holding the one before, meets a near miss or a hit.
 */
const nearWritingsArb = (w: Writing): fc.Arbitrary<Writing[]> =>
  fc.array(
    fc
      .record({
        field: fc.nat(FIELDS.length - 1),
        how: fc.constantFrom(...HOWS),
        order: fc.option(fc.array(fc.nat(), { minLength: FIELDS.length, maxLength: FIELDS.length })),
        freeze: fc.boolean(),
      })
      .map((c) => ({
        fields: w.fields.map((h, i) => (i === c.field ? c.how : h)),
        order: c.order ?? w.order,
        freeze: c.freeze,
        mutation: w.mutation,
      })),
    { minLength: 1, maxLength: 10 },
  );

/** `base` written as `w` says: a new object, every nested array and object copied. */
function write(base: Schedule, w: Writing): unknown {
  const src = structuredClone(base) as Record<string, unknown>;
  const entries: [string, unknown][] = [];
  FIELDS.forEach((field, i) => {
    const how = w.fields[i];
    const given = field in src ? src[field] : DEFAULTS[field];
    if (how === 'omit') return;
    if (how === 'default') entries.push([field, structuredClone(DEFAULTS[field])]);
    else if (how === 'null') entries.push([field, null]);
    else if (how === 'undefined') entries.push([field, undefined]);
    else if (how === 'negzero') entries.push([field, typeof given === 'number' && given === 0 ? -0 : given]);
    else if (field in src) entries.push([field, given]);
  });
  // Keys in another order (a stable sort by the seeds).
  const keyed = entries.map((e, i) => ({ e, k: w.order[i] ?? 0, i }));
  keyed.sort((a, b) => a.k - b.k || a.i - b.i);
  let out: unknown = Object.fromEntries(keyed.map((x) => x.e));
  if (w.mutation !== null) out = mutate(out, w.mutation.picks, w.mutation.value);
  return w.freeze ? deepFreeze(out) : out;
}

const windowArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  startMinute: fc.integer({ min: -5 * 1440, max: 40 * 1440 }),
  minutes: fc.integer({ min: 1, max: 20 * 1440 }),
});

/** Everything the engine answers about a rental under `schedule`. */
function answers(schedule: unknown, window: { zone: string; startMinute: number; minutes: number }): string[] {
  const pickup = new Date(FROM + window.startMinute * 60_000).toISOString();
  const ret = new Date(FROM + (window.startMinute + window.minutes) * 60_000).toISOString();
  const input = {
    item: { id: 'fi_a', price_full_day: 4500, price_weekly: 21000, price_half_day: 2000 },
    pickup_date: pickup,
    return_date: ret,
    time_zone: window.zone,
    schedule: schedule as Schedule,
  };
  return [
    outcome(() => calculatePrice(input)),
    outcome(() => countRentalDays(pickup, ret, { time_zone: window.zone, schedule: schedule as Schedule })),
    `compiled ${bytes(compileSchedule(schedule))}`,
  ];
}

describe('a schedule kept by value answers exactly as one compiled afresh', () => {
  beforeEach(() => clearScheduleMemo());

  it(
    'random schedules written many ways, one after another',
    () => {
      fc.assert(
        fc.property(
          fc.array(scheduleArb(900, false), { minLength: 1, maxLength: 3 }),
          writingArb.chain((w) => nearWritingsArb(w).map((near) => [w, ...near])),
          fc.array(fc.nat(), { minLength: 11, maxLength: 11 }),
          windowArb,
          (bases, writings, picks, window) => {
            const schedules = writings.map((w, i) => write(bases[(picks[i] ?? 0) % bases.length] as Schedule, w));
            // Afresh: nothing kept before each one.
            const fresh = schedules.map((s) => {
              clearScheduleMemo();
              return answers(s, window);
            });
            // In a row: each meets the ones before it (the last few kept).
            clearScheduleMemo();
            const inRow = schedules.map((s) => answers(s, window));
            expect(inRow).toEqual(fresh);
            // And the kept result is what the compilation gives, byte for byte.
            for (const s of schedules) expect(bytes(compileSchedule(s))).toBe(bytes(compileScheduleUncached(s)));
          },
        ),
        { numRuns: 400 },
      );
    },
    SLOW,
  );

  it('-0 is not 0, null is not a field left out: each keeps what its own compilation gives', () => {
    const zero = { leeway_minutes: 0, min_notice_minutes: 0 };
    const negative = { leeway_minutes: -0, min_notice_minutes: -0 };
    const a = compileSchedule(zero);
    const b = compileSchedule(negative);
    expect(Object.is(b?.leewayMinutes, -0)).toBe(true);
    expect(Object.is(a?.leewayMinutes, 0)).toBe(true);
    expect(compileSchedule({ ...zero })).toBe(a);
    expect(compileSchedule({ ...negative })).toBe(b);
    const missing = compileSchedule({ charge_closed_days: true });
    const nulled = compileSchedule({ charge_closed_days: true, opening_hours: null });
    expect(nulled).not.toBe(missing);
    expect(bytes(nulled)).toBe(bytes(missing));
  });

  it('a schedule changed in place after it was compiled is compiled again', () => {
    const schedule = { opening_hours: { '1': [['09:00', '18:00']] }, closed_dates: ['2026-06-22'] };
    const before = compileSchedule(schedule);
    (schedule.opening_hours['1'] as string[][])[0] = ['10:00', '18:00'];
    const after = compileSchedule(schedule);
    expect(after).not.toBe(before);
    expect(after?.hours).toEqual([600, 1080]);
    schedule.closed_dates.push('2026-06-23');
    expect(compileSchedule(schedule)?.closedDates).toHaveLength(2);
  });

  it('an unknown weekday key or field is never a hit: zod reports it', () => {
    const good = { opening_hours: { '1': [['09:00', '18:00']] } };
    expect(compileSchedule(good)).toBeDefined();
    expect(compileSchedule({ opening_hours: { '1': [['09:00', '18:00']], '8': [] } })).toBeUndefined();
    expect(compileSchedule({ ...good, extra: 1 })).toBeUndefined();
    expect(
      outcome(() =>
        countRentalDays('2026-06-22T10:00', '2026-06-23T10:00', {
          schedule: { opening_hours: { '1': [['09:00', '18:00']], '8': [] } } as Schedule,
        }),
      ),
    ).toMatch(/"param":"schedule\.opening_hours/);
  });
});
