/**
 * Late returns: priceLateReturn under a policy (per hour, per day, both with the per-day cap on the
 * remainder, the grace not deducted once passed, the cap per unit, × quantity), its validation, and a
 * property test against an independent reference that walks the lateness hour by hour.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LateFeePolicy,
  LateFeePolicySchema,
  type LateReturnInput,
  parseLateFeePolicy,
  priceLateReturn,
} from '../src/index.js';
import { expectPricingError } from './_helpers.js';

const H = 3_600_000;
const M = 60_000;
const due = '2026-07-05T18:00:00Z';
const at = (lateMs: number) => new Date(Date.parse(due) + lateMs).toISOString();
const fee = (lateMs: number, policy: LateFeePolicy, quantity?: number) =>
  priceLateReturn({ scheduled_return: due, actual_return: at(lateMs), policy, ...(quantity ? { quantity } : {}) });

describe('priceLateReturn', () => {
  it('per hour only: every started hour', () => {
    const p = { per_hour: 500 };
    expect(fee(2 * H, p)).toBe(1000);
    expect(fee(2 * H + 1, p)).toBe(1500);
    expect(fee(150 * M, p)).toBe(1500); // 2 h 30 min
    expect(fee(1, p)).toBe(500);
  });

  it('per day only: every started 24 h', () => {
    const p = { per_day: 3000 };
    expect(fee(24 * H, p)).toBe(3000);
    expect(fee(25 * H, p)).toBe(6000);
    expect(fee(1 * M, p)).toBe(3000);
  });

  it('both: whole days at per_day, the rest by the hour but never more than per_day', () => {
    const p = { per_hour: 500, per_day: 3000 };
    expect(fee(5 * H, p)).toBe(2500); // no whole day, 5 h × 500
    expect(fee(27.5 * H, p)).toBe(5000); // 1 day + min(4 × 500, 3000)
    expect(fee(30 * H, p)).toBe(6000); // 1 day + min(6 × 500, 3000)
    expect(fee(31 * H, p)).toBe(6000); // 1 day + min(7 × 500, 3000)
    expect(fee(48 * H, p)).toBe(6000); // 2 whole days, nothing left
    expect(fee(48 * H + 1, p)).toBe(6500);
  });

  it('the grace: a return within it is free; past it the whole lateness counts', () => {
    const p = { grace_minutes: 30, per_hour: 500 };
    expect(fee(30 * M, p)).toBe(0);
    expect(fee(31 * M, p)).toBe(500);
    expect(fee(2 * H, { grace_minutes: 90, per_hour: 500 })).toBe(1000); // 2 hours, not 1
  });

  it('the cap is per unit; the fee is × quantity', () => {
    const p = { per_hour: 500, per_day: 3000, cap: 4000 };
    expect(fee(30 * H, p)).toBe(4000);
    expect(fee(30 * H, p, 3)).toBe(12000);
    expect(fee(5 * H, p, 3)).toBe(7500);
  });

  it('on time or early is 0', () => {
    expect(fee(0, { per_hour: 500 })).toBe(0);
    expect(fee(-5 * H, { per_day: 3000 })).toBe(0);
  });

  it('0 counts as set: per_hour 0 costs nothing; per_day 0 caps the remainder at 0', () => {
    expect(fee(5 * H, { per_hour: 0 })).toBe(0);
    expect(fee(5 * H, { per_hour: 500, per_day: 0 })).toBe(0);
    expect(fee(26 * H, { per_hour: 500, per_day: 0 })).toBe(0);
  });

  it('lateness is real elapsed time: New York 01:00 → 04:00 on 2026-03-08 is 2 hours', () => {
    const r = priceLateReturn({
      scheduled_return: '2026-03-08T01:00',
      actual_return: '2026-03-08T04:00',
      time_zone: 'America/New_York',
      policy: { per_hour: 500 },
    });
    expect(r).toBe(1000);
    // Without time_zone, offset-less instants are UTC: 3 hours.
    expect(
      priceLateReturn({
        scheduled_return: '2026-03-08T01:00',
        actual_return: '2026-03-08T04:00',
        policy: { per_hour: 500 },
      }),
    ).toBe(1500);
  });

  it('exact at the bounds: a cap brings back a fee past the safe integers; without one it is amount_too_large', () => {
    const twentyYears = 20 * 365 * 24 * H; // 175,200 hours × 1e11 = 1.752e16 > 2^53
    expect(fee(twentyYears, { per_hour: 1e11, cap: 5000 })).toBe(5000);
    expectPricingError(() => fee(twentyYears, { per_hour: 1e11 }), 'amount_too_large', undefined);
    // 100 days at 1e11 a day is 1e13 a unit, × 1000 units = 1e16 > 2^53; capped at 1e11 a unit, 1e14.
    expectPricingError(() => fee(100 * 24 * H, { per_day: 1e11 }, 1000), 'amount_too_large', undefined);
    expect(fee(100 * 24 * H, { per_day: 1e11, cap: 1e11 }, 1000)).toBe(1e14);
  });
});

describe('late-fee validation', () => {
  const bad = (input: Record<string, unknown>, code: string, param: string | undefined) =>
    expectPricingError(
      () =>
        priceLateReturn({
          scheduled_return: due,
          actual_return: at(H),
          policy: { per_hour: 500 },
          ...input,
        } as LateReturnInput),
      code,
      param,
    );

  it('a policy needs per_hour or per_day: else parameter_invalid naming the policy', () => {
    bad({ policy: {} }, 'parameter_invalid', 'policy');
    bad({ policy: { grace_minutes: 30, cap: 100 } }, 'parameter_invalid', 'policy');
    bad({ policy: { per_hour: null, per_day: null } }, 'parameter_invalid', 'policy');
  });

  it('each field and its bounds', () => {
    bad({ policy: { per_hour: 500, grace_minutes: 10_081 } }, 'parameter_invalid', 'policy.grace_minutes');
    bad({ policy: { per_hour: 500, grace_minutes: -1 } }, 'parameter_invalid', 'policy.grace_minutes');
    bad({ policy: { per_hour: -1 } }, 'parameter_invalid', 'policy.per_hour');
    bad({ policy: { per_day: 1e11 + 1 } }, 'parameter_invalid', 'policy.per_day');
    bad({ policy: { per_day: 100, cap: 0.5 } }, 'parameter_invalid', 'policy.cap');
    bad({ policy: { per_day: 100, fine: 5 } }, 'parameter_unknown', 'policy.fine');
    bad({ quantity: 0 }, 'parameter_invalid', 'quantity');
    bad({ quantity: 1001 }, 'parameter_invalid', 'quantity');
    bad({ actual_return: 'later' }, 'parameter_invalid', 'actual_return');
    bad({ scheduled_return: '2026-13-01' }, 'parameter_invalid', 'scheduled_return');
    bad({ time_zone: 'Nowhere/Land' }, 'parameter_invalid', 'time_zone');
    bad({ policy: undefined }, 'parameter_missing', 'policy');
    bad({ late: true }, 'parameter_unknown', 'late');
    expect(fee(H, { grace_minutes: 10_080, per_hour: 500 })).toBe(0);
  });

  it("parseLateFeePolicy fills the defaults and roots params at late_fee (or the caller's name)", () => {
    expect(parseLateFeePolicy({ per_hour: 500 })).toEqual({
      grace_minutes: 0,
      per_hour: 500,
      per_day: null,
      cap: null,
    });
    expect(parseLateFeePolicy({ per_day: 0, cap: 100, grace_minutes: 15 })).toEqual({
      grace_minutes: 15,
      per_hour: null,
      per_day: 0,
      cap: 100,
    });
    expectPricingError(() => parseLateFeePolicy({ grace_minutes: 30 }), 'parameter_invalid', 'late_fee');
    expectPricingError(() => parseLateFeePolicy({ per_hour: -5 }), 'parameter_invalid', 'late_fee.per_hour');
    expectPricingError(() => parseLateFeePolicy({ x: 1, per_hour: 1 }), 'parameter_unknown', 'late_fee.x');
    expectPricingError(
      () => parseLateFeePolicy({}, { param: 'items.0.late_fee' }),
      'parameter_invalid',
      'items.0.late_fee',
    );
    expect(LateFeePolicySchema.safeParse({ per_day: 0 }).success).toBe(true);
    expect(LateFeePolicySchema.safeParse({}).success).toBe(false);
  });
});

/**
 * An independent reference: walk the lateness one hour at a time (BigInt cents), charging each
 * started hour, and settle each completed 24 h at per_day when that is the policy.
 */
function reference(
  lateMs: number,
  p: { grace: number; perHour: number | null; perDay: number | null; cap: number | null },
  q: number,
): bigint {
  if (lateMs <= p.grace * M) return 0n;
  let fee = 0n;
  if (p.perDay !== null && p.perHour === null) {
    for (let start = 0; start < lateMs; start += 24 * H) fee += BigInt(p.perDay);
  } else if (p.perDay === null) {
    for (let start = 0; start < lateMs; start += H) fee += BigInt(p.perHour as number);
  } else {
    let today = 0n; // the hours of the day being walked
    let hoursToday = 0;
    for (let start = 0; start < lateMs; start += H) {
      today += BigInt(p.perHour as number);
      hoursToday += 1;
      if (hoursToday === 24 && start + H <= lateMs) {
        fee += BigInt(p.perDay); // a whole day: per_day, whatever its hours added up to
        today = 0n;
        hoursToday = 0;
      }
    }
    fee += today < BigInt(p.perDay) ? today : BigInt(p.perDay);
  }
  if (p.cap !== null && fee > BigInt(p.cap)) fee = BigInt(p.cap);
  return fee * BigInt(q);
}

describe('property: priceLateReturn equals the hour-by-hour reference', () => {
  it('for random policies, lateness up to 10 days (to the millisecond) and quantities', () => {
    const amount = fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({ grace: fc.integer({ min: 0, max: 10_080 }), perHour: amount, perDay: amount, cap: amount }),
        fc.oneof(
          fc.integer({ min: -H, max: 10 * 24 * H }),
          fc.integer({ min: 0, max: 200 }).map((h) => h * H),
        ),
        fc.integer({ min: 1, max: 1000 }),
        (p, late, q) => {
          if (p.perHour === null && p.perDay === null) return;
          const got = priceLateReturn({
            scheduled_return: due,
            actual_return: at(late),
            policy: { grace_minutes: p.grace, per_hour: p.perHour, per_day: p.perDay, cap: p.cap },
            quantity: q,
          });
          expect(BigInt(got)).toBe(reference(late, p, q));
        },
      ),
      { numRuns: 500 },
    );
  }, 60_000);
});
