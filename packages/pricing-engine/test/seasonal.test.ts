/**
 * SPEC section 2, stage 3: seasonal rules stack, per rental day, exactly:
 * daily = (base - multi_day_discount) / days; per day p = daily, then each covering rule in order
 * (priority desc, item-specific first, older created_at, smaller id): percent p = p × (100 + v) / 100,
 * dollar p = p + v, then p = max(p, 0); seasonal_adjustment = round(Σp - (base - multi_day_discount)).
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, type PriceInput, type PricingRule, seasonalAdjustment } from '../src/index.js';
import { expectIdentities, expectPricingError, item, multiDay, seasonal, window } from './_helpers.js';

// window(n) starts 2026-07-01T09:00Z (time zone UTC), so rental day i is 2026-07-(01 + i).

function run(input: Partial<PriceInput> & { rules: PricingRule[] }, days = 1, fi = item({ id: 'fi_kayak' })) {
  const r = calculatePrice({ item: fi, ...window(days), ...input });
  expectIdentities(r);
  return r;
}

const applied = (r: { breakdown: { seasonal_rules_applied: { rule_id: string }[] } }) =>
  r.breakdown.seasonal_rules_applied.map((x) => x.rule_id);

describe('partial overlap, computed per day', () => {
  it('a +25 % rule covering 2 of 5 days: daily 2000, 2 × 2500 + 3 × 2000 = 11000 → +1000', () => {
    const rule = seasonal('2026-07-04', '2026-07-10', 25);
    const r = run({ rules: [rule] }, 5, item({ price_full_day: 2000 }));
    expect(r.base_price).toBe(10000);
    expect(r.seasonal_adjustment).toBe(1000);
    expect(r.subtotal).toBe(11000);
    expect(r.breakdown.seasonal_rules_applied).toEqual([
      { rule_id: rule.id, type: 'seasonal', adjustment_type: 'percent', adjustment_value: 25 },
    ]);
  });

  it("SPEC's half-cent tie: 2 days, amount 5986, +50 % on day 1 only: 2993 × 0.5 = 1496.5 → 1497", () => {
    const r = run({ rules: [seasonal('2026-07-01', '2026-07-01', 50)] }, 2, item({ price_full_day: 2993 }));
    // base 2993 × 2 = 5986; daily 2993; Σp = 2993 × 1.5 + 2993 = 7482.5; 7482.5 - 5986 = 1496.5 → 1497
    expect(r.seasonal_adjustment).toBe(1497);
    expect(r.subtotal).toBe(7483);
  });

  it('half-cent tie with a non-terminating daily: 3 days, amount 14965, +30 % on the first day → 1497', () => {
    // base 3 × 5000 = 15000; multi-day dollar 35 → amount 14965; daily = 14965 / 3 = 4988.333…
    // day 1: 4988.333… × 1.3 = 6484.8333…; Σp = 6484.8333… + 2 × 4988.333… = 16461.5
    // 16461.5 - 14965 = 1496.5 exactly → 1497 (rounding daily to 4988 first would give 1496.4 → 1496)
    const r = run(
      { rules: [multiDay(2, 35, { adjustment_type: 'dollar' }), seasonal('2026-07-01', '2026-07-01', 30)] },
      3,
      item({ price_full_day: 5000 }),
    );
    expect(r.breakdown.multi_day_discount).toBe(35);
    expect(r.seasonal_adjustment).toBe(1497);
    expect(r.subtotal).toBe(16462); // 15000 - 35 + 1497
  });

  it('a negative half-cent tie rounds away from zero: same amount, -30 % on the first day → -1496.5 → -1497', () => {
    const r = run(
      { rules: [multiDay(2, 35, { adjustment_type: 'dollar' }), seasonal('2026-07-01', '2026-07-01', -30)] },
      3,
      item({ price_full_day: 5000 }),
    );
    expect(r.seasonal_adjustment).toBe(-1497);
    expect(r.subtotal).toBe(13468); // 14965 - 1497
  });

  it('seasonal applies to the amount after the multi-day discount: (10000 - 1000) / 5 = 1800, +10 % on 2 days → +360', () => {
    const r = run(
      { rules: [multiDay(5, 10), seasonal('2026-07-04', '2026-07-05', 10)] },
      5,
      item({ price_full_day: 2000 }),
    );
    expect(r.breakdown.multi_day_discount).toBe(1000);
    expect(r.seasonal_adjustment).toBe(360);
    expect(r.subtotal).toBe(9360);
  });

  it('a dollar rule is v cents per covered day: +300 on 3 of 5 days → +900', () => {
    const r = run(
      { rules: [seasonal('2026-07-03', '2026-07-31', 300, { adjustment_type: 'dollar' })] },
      5,
      item({ price_full_day: 2000 }),
    );
    expect(r.seasonal_adjustment).toBe(900);
  });

  it('inclusive bounds: a rule whose end_date is the first day and one whose start_date is the last day both apply', () => {
    const first = seasonal('2026-06-01', '2026-07-01', 10);
    const last = seasonal('2026-07-03', '2026-08-01', 20);
    const r = run({ rules: [first, last] }, 3, item({ price_full_day: 1000 }));
    // daily 1000: day 1 +100, day 3 +200 → +300
    expect(r.seasonal_adjustment).toBe(300);
    expect(applied(r).sort()).toEqual([first.id, last.id].sort());
  });

  it('negative seasonal_adjustment: -20 % on both of 2 days of 10000 → -2000', () => {
    const r = run({ rules: [seasonal('2026-07-01', '2026-07-02', -20)] }, 2, item({ price_full_day: 5000 }));
    expect(r.seasonal_adjustment).toBe(-2000);
    expect(r.subtotal).toBe(8000);
    expect(r.total).toBe(8000);
  });
});

describe('stacking order: priority desc, item-specific first, older, smaller id', () => {
  // 1 day at 10000 on 2026-07-01. P = +50 %, D = +1000 dollar.
  // P then D: 10000 × 1.5 + 1000 = 16000 → +6000.   D then P: (10000 + 1000) × 1.5 = 16500 → +6500.
  const day = '2026-07-01';

  it('higher priority first: P (priority 2) then D (priority 1) → +6000', () => {
    const P = seasonal(day, day, 50, { priority: 2 });
    const D = seasonal(day, day, 1000, { adjustment_type: 'dollar', priority: 1 });
    const r = run({ rules: [D, P] });
    expect(r.seasonal_adjustment).toBe(6000);
    expect(applied(r)).toEqual([P.id, D.id]);
  });

  it('higher priority first: D (priority 2) then P (priority 1) → +6500', () => {
    const P = seasonal(day, day, 50, { priority: 1 });
    const D = seasonal(day, day, 1000, { adjustment_type: 'dollar', priority: 2 });
    const r = run({ rules: [P, D] });
    expect(r.seasonal_adjustment).toBe(6500);
    expect(applied(r)).toEqual([D.id, P.id]);
  });

  it('priority beats negative values: priority -1 applies after priority 0', () => {
    const P = seasonal(day, day, 50, { priority: -1 });
    const D = seasonal(day, day, 1000, { adjustment_type: 'dollar', priority: 0 });
    expect(run({ rules: [P, D] }).seasonal_adjustment).toBe(6500);
  });

  it('same priority: the item-specific rule first (D item-specific, P global and older) → +6500', () => {
    const P = seasonal(day, day, 50, { id: 'pr_a', created_at: '2020-01-01T00:00:00.000Z' });
    const D = seasonal(day, day, 1000, { id: 'pr_z', adjustment_type: 'dollar', fleet_item_id: 'fi_kayak' });
    const r = run({ rules: [P, D] });
    expect(r.seasonal_adjustment).toBe(6500);
    expect(applied(r)).toEqual([D.id, P.id]);
  });

  it('same priority: the item-specific rule first (P item-specific, D global and older) → +6000', () => {
    const P = seasonal(day, day, 50, { id: 'pr_z', fleet_item_id: 'fi_kayak' });
    const D = seasonal(day, day, 1000, {
      id: 'pr_a',
      adjustment_type: 'dollar',
      created_at: '2020-01-01T00:00:00.000Z',
    });
    const r = run({ rules: [D, P] });
    expect(r.seasonal_adjustment).toBe(6000);
    expect(applied(r)).toEqual([P.id, D.id]);
  });

  it('same priority and scope: the older created_at first (D older, larger id) → +6500', () => {
    const P = seasonal(day, day, 50, { id: 'pr_a', created_at: '2026-02-01T00:00:00.000Z' });
    const D = seasonal(day, day, 1000, {
      id: 'pr_z',
      adjustment_type: 'dollar',
      created_at: '2026-01-31T23:59:59.999Z',
    });
    const r = run({ rules: [P, D] });
    expect(r.seasonal_adjustment).toBe(6500);
    expect(applied(r)).toEqual([D.id, P.id]);
  });

  it('same priority and scope: the older created_at first (P older) → +6000', () => {
    const P = seasonal(day, day, 50, { id: 'pr_z', created_at: '2026-01-01T00:00:00.000Z' });
    const D = seasonal(day, day, 1000, {
      id: 'pr_a',
      adjustment_type: 'dollar',
      created_at: '2026-03-01T00:00:00.000Z',
    });
    expect(run({ rules: [D, P] }).seasonal_adjustment).toBe(6000);
  });

  it('everything equal: the smaller id first (D = pr_a, P = pr_b) → +6500; swapped ids → +6000', () => {
    const P1 = seasonal(day, day, 50, { id: 'pr_b' });
    const D1 = seasonal(day, day, 1000, { id: 'pr_a', adjustment_type: 'dollar' });
    expect(run({ rules: [P1, D1] }).seasonal_adjustment).toBe(6500);
    expect(applied(run({ rules: [P1, D1] }))).toEqual(['pr_a', 'pr_b']);
    const P2 = seasonal(day, day, 50, { id: 'pr_a' });
    const D2 = seasonal(day, day, 1000, { id: 'pr_b', adjustment_type: 'dollar' });
    expect(run({ rules: [D2, P2] }).seasonal_adjustment).toBe(6000);
  });

  it('two percent rules multiply: +10 % then +10 % on 10000 = 12100 → +2100', () => {
    const r = run({ rules: [seasonal(day, day, 10), seasonal(day, day, 10)] });
    expect(r.seasonal_adjustment).toBe(2100);
  });
});

describe('created_at is an instant read like every other (SPEC 1)', () => {
  const day = '2026-07-01';

  it('a created_at without offset is tenant wall-clock, never the process zone: UTC tenant, 10:00 is older than 12:00Z', () => {
    // P created 2026-01-01T10:00 (tenant UTC → 10:00Z), D created 12:00Z: P first → 10000 × 1.5 + 1000 → +6000
    const P = seasonal(day, day, 50, { id: 'pr_z', created_at: '2026-01-01T10:00:00' });
    const D = seasonal(day, day, 1000, { id: 'pr_a', adjustment_type: 'dollar', created_at: '2026-01-01T12:00:00Z' });
    expect(run({ rules: [D, P] }).seasonal_adjustment).toBe(6000);
  });

  it('a created_at without offset in a New York tenant: 2026-01-01T06:00 = 11:00Z is newer than 10:30Z', () => {
    const P = seasonal('2026-07-02', '2026-07-02', 50, { id: 'pr_a', created_at: '2026-01-01T06:00:00' });
    const D = seasonal('2026-07-02', '2026-07-02', 1000, {
      id: 'pr_z',
      adjustment_type: 'dollar',
      created_at: '2026-01-01T10:30:00Z',
    });
    // one rental day, local 07-02 in New York
    const r = calculatePrice({
      item: item({ id: 'fi_kayak' }),
      pickup_date: '2026-07-02T09:00',
      return_date: '2026-07-03T09:00',
      time_zone: 'America/New_York',
      rules: [P, D],
    });
    // D older → (10000 + 1000) × 1.5 = 16500 → +6500
    expect(r.seasonal_adjustment).toBe(6500);
  });

  it('a date-only created_at is 00:00 tenant-local: 2026-01-01 in New York = 05:00Z, newer than 03:00Z', () => {
    const P = seasonal(day, day, 50, { id: 'pr_a', created_at: '2026-01-01' });
    const D = seasonal(day, day, 1000, { id: 'pr_z', adjustment_type: 'dollar', created_at: '2026-01-01T03:00:00Z' });
    const r = calculatePrice({
      item: item({ id: 'fi_kayak' }),
      pickup_date: '2026-07-01T09:00',
      return_date: '2026-07-02T09:00',
      time_zone: 'America/New_York',
      rules: [P, D],
    });
    // D first → (10000 + 1000) × 1.5 → +6500
    expect(r.seasonal_adjustment).toBe(6500);
  });

  it('a created_at that is not ISO 8601 → parameter_invalid naming it', () => {
    const bad = seasonal(day, day, 50, { created_at: 'last tuesday' });
    expectPricingError(() => run({ rules: [seasonal(day, day, 10), bad] }), 'parameter_invalid', 'rules.1.created_at');
  });
});

describe('floor at zero after each rule', () => {
  const day = '2026-07-01';

  it('-100 % then +500 dollar: 10000 → 0 → 500 → -9500', () => {
    const r = run({
      rules: [
        seasonal(day, day, -100, { priority: 2 }),
        seasonal(day, day, 500, { adjustment_type: 'dollar', priority: 1 }),
      ],
    });
    expect(r.seasonal_adjustment).toBe(-9500);
    expect(r.subtotal).toBe(500);
  });

  it('+500 dollar then -100 %: 10500 → 0 → -10000', () => {
    const r = run({
      rules: [
        seasonal(day, day, -100, { priority: 1 }),
        seasonal(day, day, 500, { adjustment_type: 'dollar', priority: 2 }),
      ],
    });
    expect(r.seasonal_adjustment).toBe(-10000);
    expect(r.subtotal).toBe(0);
  });

  it('-15000 dollar then +3000 dollar: max(-5000, 0) = 0 → 3000 → -7000 (not -2000)', () => {
    const r = run({
      rules: [
        seasonal(day, day, -15000, { adjustment_type: 'dollar', priority: 2 }),
        seasonal(day, day, 3000, { adjustment_type: 'dollar', priority: 1 }),
      ],
    });
    expect(r.seasonal_adjustment).toBe(-7000);
  });

  it('-15000 dollar then +20 %: 0 × 1.2 = 0 → -10000 (not -6000)', () => {
    const r = run({
      rules: [
        seasonal(day, day, -15000, { adjustment_type: 'dollar', priority: 2 }),
        seasonal(day, day, 20, { priority: 1 }),
      ],
    });
    expect(r.seasonal_adjustment).toBe(-10000);
  });

  it('the floor is per day: 2 days × 5000; day 1: -6000 then +1000 → 1000; day 2: +1000 → 6000; Σ 7000 → -3000', () => {
    const r = run(
      {
        rules: [
          seasonal(day, day, -6000, { adjustment_type: 'dollar', priority: 2 }),
          seasonal('2026-07-01', '2026-07-02', 1000, { adjustment_type: 'dollar', priority: 1 }),
        ],
      },
      2,
      item({ price_full_day: 5000 }),
    );
    expect(r.seasonal_adjustment).toBe(-3000);
    expect(r.subtotal).toBe(7000);
  });

  it('a dollar rule alone can only bring the price to 0: -1e11 on one day of 10000 → -10000', () => {
    const r = run({ rules: [seasonal(day, day, -100_000_000_000, { adjustment_type: 'dollar' })] });
    expect(r.seasonal_adjustment).toBe(-10000);
    expect(r.subtotal).toBe(0);
  });
});

describe('which rules apply and seasonal_rules_applied', () => {
  it('lists each covering rule in application order; non-covering, inactive and other-item rules are not listed', () => {
    const a = seasonal('2026-07-02', '2026-07-02', 10, { priority: 1 });
    const b = seasonal('2026-07-01', '2026-07-03', 500, { adjustment_type: 'dollar', priority: 5 });
    const notCovering = seasonal('2026-07-04', '2026-07-09', 50, { priority: 9 });
    const inactive = seasonal('2026-07-01', '2026-07-03', 50, { priority: 9, active: false });
    const otherItem = seasonal('2026-07-01', '2026-07-03', 50, { priority: 9, fleet_item_id: 'fi_other' });
    const mine = seasonal('2026-07-03', '2026-07-03', -10, { priority: 0, fleet_item_id: 'fi_kayak' });
    const r = run(
      { rules: [a, notCovering, inactive, mine, b, otherItem] },
      3,
      item({ id: 'fi_kayak', price_full_day: 1000 }),
    );
    // daily 1000. day 07-01: b → 1500. day 07-02: b → 1500, a → 1650. day 07-03: b → 1500, mine -10 % → 1350.
    // Σ = 1500 + 1650 + 1350 = 4500 → 4500 - 3000 = +1500
    expect(r.seasonal_adjustment).toBe(1500);
    expect(r.breakdown.seasonal_rules_applied).toEqual([
      { rule_id: b.id, type: 'seasonal', adjustment_type: 'dollar', adjustment_value: 500 },
      { rule_id: a.id, type: 'seasonal', adjustment_type: 'percent', adjustment_value: 10 },
      { rule_id: mine.id, type: 'seasonal', adjustment_type: 'percent', adjustment_value: -10 },
    ]);
  });

  it('no covering rule: adjustment 0 and an empty list', () => {
    const r = run({ rules: [seasonal('2026-08-01', '2026-08-31', 50)] }, 3);
    expect(r.seasonal_adjustment).toBe(0);
    expect(r.breakdown.seasonal_rules_applied).toEqual([]);
  });

  it('a seasonal rule may send days_threshold: null, or omit it', () => {
    const withNull = seasonal('2026-07-01', '2026-07-01', 10, { days_threshold: null });
    const { days_threshold: _omit, ...without } = seasonal('2026-07-01', '2026-07-01', 10);
    const r = run({ rules: [withNull, without as PricingRule] });
    // 10000 × 1.1 × 1.1 = 12100 → +2100
    expect(r.seasonal_adjustment).toBe(2100);
  });
});

describe('rental day dates are tenant-local dates', () => {
  const d1 = seasonal('2026-07-01', '2026-07-01', 10);
  const d2 = seasonal('2026-07-02', '2026-07-02', 50);

  it('New York 2026-07-01T23:30 (UTC 07-02T03:30) for 1 day covers local 07-01 only → +10 %', () => {
    const r = calculatePrice({
      item: item(),
      pickup_date: '2026-07-01T23:30',
      return_date: '2026-07-02T23:30',
      time_zone: 'America/New_York',
      rules: [d1, d2],
    });
    expect(r.breakdown.days).toBe(1);
    expect(r.seasonal_adjustment).toBe(1000);
    expect(applied(r)).toEqual([d1.id]);
  });

  it('the same instant given with Z is still local 07-01 in New York', () => {
    const r = calculatePrice({
      item: item(),
      pickup_date: '2026-07-02T03:30:00Z',
      return_date: '2026-07-03T03:30:00Z',
      time_zone: 'America/New_York',
      rules: [d1, d2],
    });
    expect(applied(r)).toEqual([d1.id]);
    // and in UTC that instant is 07-02 → the +50 % rule
    const u = calculatePrice({
      item: item(),
      pickup_date: '2026-07-02T03:30:00Z',
      return_date: '2026-07-03T03:30:00Z',
      rules: [d1, d2],
    });
    expect(u.seasonal_adjustment).toBe(5000);
    expect(applied(u)).toEqual([d2.id]);
  });

  it('Sydney: 2026-06-30T14:30Z is 07-01 00:30 local → the 07-01 rule', () => {
    const r = calculatePrice({
      item: item(),
      pickup_date: '2026-06-30T14:30:00Z',
      return_date: '2026-07-01T14:30:00Z',
      time_zone: 'Australia/Sydney',
      rules: [d1, d2],
    });
    expect(applied(r)).toEqual([d1.id]);
  });

  it('a 1-day rental 09:00 → 09:00 has one rental day: the 07-02 rule does not apply', () => {
    const r = run({ rules: [d2] }, 1);
    expect(r.seasonal_adjustment).toBe(0);
    expect(applied(r)).toEqual([]);
  });

  it('25 h is 2 days: 07-01 and 07-02, so the 07-02 rule covers day 2: 10000 × 2 = 20000, +50 % of 10000 → +5000', () => {
    const r = calculatePrice({
      item: item(),
      pickup_date: '2026-07-01T09:00Z',
      return_date: '2026-07-02T10:00Z',
      rules: [d2],
    });
    expect(r.seasonal_adjustment).toBe(5000);
  });

  it('a half-day has one day, the pickup date: 22:00 → 02:00 next day covers 07-01 only', () => {
    const base: PriceInput = {
      item: item({ price_half_day: 4000 }),
      pickup_date: '2026-07-01T22:00Z',
      return_date: '2026-07-02T02:00Z',
    };
    const r2 = calculatePrice({ ...base, rules: [d2] });
    expect(r2.breakdown.half_day).toBe(true);
    expect(r2.seasonal_adjustment).toBe(0);
    const r1 = calculatePrice({ ...base, rules: [d1] });
    expect(r1.seasonal_adjustment).toBe(400); // 10 % of 4000
  });

  it('rental days step by 24 h of wall-clock time across DST: New York 03-07 23:30 → 03-09 23:30 covers 03-07 and 03-08, not 03-09', () => {
    const mar9 = seasonal('2026-03-09', '2026-03-09', 50);
    const mar8 = seasonal('2026-03-08', '2026-03-08', 10);
    const base: PriceInput = {
      item: item(),
      pickup_date: '2026-03-07T23:30',
      return_date: '2026-03-09T23:30',
      time_zone: 'America/New_York',
    };
    const r = calculatePrice({ ...base, rules: [mar9, mar8] });
    expect(r.breakdown.days).toBe(2);
    // base 20000, daily 10000; day 03-08 +10 % → +1000
    expect(r.seasonal_adjustment).toBe(1000);
    expect(applied(r)).toEqual([mar8.id]);
  });
});

describe('seasonalAdjustment on its own', () => {
  it("matches the SPEC's formula: amount 10000 over 2 days from 07-04, +50 % on 07-04 → +2500", () => {
    const res = seasonalAdjustment({
      amount: 10000,
      days: 2,
      first_date: '2026-07-04',
      fleet_item_id: 'fi_1',
      rules: [seasonal('2026-07-04', '2026-07-04', 50)],
    });
    expect(res.seasonal_adjustment).toBe(2500);
  });
});
