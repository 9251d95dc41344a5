/**
 * Weekday rules: applied in stage 3 together with the seasonal rules, in the one contract order, to
 * the charged dates whose ISO weekday they list (within their dates, if any); listed in
 * seasonal_rules_applied with type "weekday". And their validation.
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, type PriceInput, type PricingRule, priceCart, seasonalAdjustment } from '../src/index.js';
import { expectIdentities, expectPricingError, item, MON_SAT, seasonal, weekdayRule } from './_helpers.js';

// Friday 2026-07-03 10:00 to Monday 07-06 10:00: Friday, Saturday and Sunday, 3000 each.
const plain = item({ price_full_day: 3000 });
const FRI_TO_MON = { pickup_date: '2026-07-03T10:00', return_date: '2026-07-06T10:00' };

function quote(rules: PricingRule[], extra: Partial<PriceInput> = {}) {
  const r = calculatePrice({ item: plain, ...FRI_TO_MON, rules, ...extra });
  expectIdentities(r);
  return r;
}

describe('weekday rules in stage 3', () => {
  it('a weekend surcharge: +20 % on Saturday and Sunday → +600 twice', () => {
    const weekend = weekdayRule([6, 7], 20);
    const r = quote([weekend]);
    expect(r.base_price).toBe(9000);
    expect(r.seasonal_adjustment).toBe(1200);
    expect(r.breakdown.seasonal_rules_applied).toEqual([
      { rule_id: weekend.id, type: 'weekday', adjustment_type: 'percent', adjustment_value: 20 },
    ]);
  });

  it('a dollar weekday rule is cents per day: +1000 on each weekend day', () => {
    expect(quote([weekdayRule([6, 7], 1000, { adjustment_type: 'dollar' })]).seasonal_adjustment).toBe(2000);
  });

  it('applied in the one order with seasonal rules: priority decides which comes first', () => {
    const season = seasonal('2026-07-01', '2026-07-31', 10, { priority: 1 });
    const weekendLow = weekdayRule([6, 7], 1000, { adjustment_type: 'dollar', priority: 0 });
    // Season first: Friday 3300; Saturday and Sunday 3000 × 1.1 + 1000 = 4300 → 11900 - 9000.
    const a = quote([weekendLow, season]);
    expect(a.seasonal_adjustment).toBe(2900);
    expect(a.breakdown.seasonal_rules_applied.map((x) => [x.rule_id, x.type])).toEqual([
      [season.id, 'seasonal'],
      [weekendLow.id, 'weekday'],
    ]);
    // Weekend first: (3000 + 1000) × 1.1 = 4400 twice, Friday 3300 → 12100 - 9000.
    const weekendHigh = { ...weekendLow, priority: 2 };
    const b = quote([season, weekendHigh]);
    expect(b.seasonal_adjustment).toBe(3100);
    expect(b.breakdown.seasonal_rules_applied.map((x) => x.rule_id)).toEqual([weekendHigh.id, season.id]);
  });

  it('within its dates only: a weekend rule from Sunday 07-05 leaves Saturday 07-04 alone', () => {
    const r = quote([weekdayRule([6, 7], 20, { start_date: '2026-07-05', end_date: '2026-07-31' })]);
    expect(r.seasonal_adjustment).toBe(600);
    // Ending on Friday 07-03, it covers no weekend day of the rental: not listed.
    const before = quote([weekdayRule([6, 7], 20, { start_date: '2026-06-01', end_date: '2026-07-03' })]);
    expect(before.seasonal_adjustment).toBe(0);
    expect(before.breakdown.seasonal_rules_applied).toEqual([]);
  });

  it('a rule whose weekdays the rental does not touch is not listed', () => {
    const monday = weekdayRule([1], 50);
    const r = quote([monday]);
    expect(r.seasonal_adjustment).toBe(0);
    expect(r.breakdown.seasonal_rules_applied).toEqual([]);
  });

  it('on charged dates only: with Sundays not charged, the weekend rule is Saturday only', () => {
    const schedule = { opening_hours: MON_SAT, charge_closed_days: false };
    const weekend = weekdayRule([6, 7], 20);
    const r = quote([weekend], { schedule });
    expect(r.base_price).toBe(6000); // Friday and Saturday
    expect(r.seasonal_adjustment).toBe(600);
    const sundays = weekdayRule([7], 20);
    const s = quote([sundays], { schedule });
    expect(s.seasonal_adjustment).toBe(0);
    expect(s.breakdown.seasonal_rules_applied).toEqual([]);
  });

  it('exact, one rounding: 10000 over 3 days, +10 % on Saturday → round(333.33) = 333', () => {
    const tiered = item({
      price_full_day: 5000,
      rate_table: { tiers: [{ days: 3, price: 10000 }], strategy: 'round_up' },
    });
    const r = calculatePrice({ item: tiered, ...FRI_TO_MON, rules: [weekdayRule([6], 10)] });
    expect(r.base_price).toBe(10000);
    expect(r.seasonal_adjustment).toBe(333);
    // On its own, stage 3 agrees.
    expect(
      seasonalAdjustment({
        amount: 10000,
        days: 3,
        first_date: '2026-07-03',
        fleet_item_id: 'fi_item',
        rules: [weekdayRule([6], 10)],
      }).seasonal_adjustment,
    ).toBe(333);
  });

  it('never below 0 a day: -100 % or a large dollar discount on Saturday takes its 3000 off, no more', () => {
    expect(quote([weekdayRule([6], -100)]).seasonal_adjustment).toBe(-3000);
    expect(quote([weekdayRule([6], -5000, { adjustment_type: 'dollar' })]).seasonal_adjustment).toBe(-3000);
  });

  it('inactive rules and rules of other items are ignored', () => {
    expect(quote([weekdayRule([6, 7], 20, { active: false })]).seasonal_adjustment).toBe(0);
    expect(quote([weekdayRule([6, 7], 20, { fleet_item_id: 'fi_other' })]).seasonal_adjustment).toBe(0);
    expect(quote([weekdayRule([6, 7], 20, { fleet_item_id: 'fi_item' })]).seasonal_adjustment).toBe(1200);
  });

  it('a cart lists them at cart level too, in application order', () => {
    const weekend = weekdayRule([6, 7], 20, { priority: 1 });
    const season = seasonal('2026-07-01', '2026-07-31', 10);
    const cart = priceCart({ line_items: [{ item: plain, quantity: 2 }], ...FRI_TO_MON, rules: [season, weekend] });
    expect(cart.breakdown.seasonal_rules_applied.map((x) => [x.rule_id, x.type])).toEqual([
      [weekend.id, 'weekday'],
      [season.id, 'seasonal'],
    ]);
    // Per unit: Friday 3300, Saturday and Sunday 3000 × 1.2 × 1.1 = 3960 → 11220 - 9000 = 2220; × 2.
    expect(cart.line_items[0]?.seasonal_adjustment).toBe(2220);
    expect(cart.seasonal_adjustment).toBe(4440);
  });
});

describe('weekday rule validation', () => {
  const bad = (rule: Record<string, unknown>, code: string, param: string) =>
    expectPricingError(
      () =>
        calculatePrice({
          item: plain,
          ...FRI_TO_MON,
          rules: [{ id: 'pr_1', adjustment_type: 'percent', adjustment_value: 10, ...rule }],
        } as PriceInput),
      code,
      param,
    );

  it('weekdays: required, 1..7, distinct (the second occurrence is named)', () => {
    bad({ type: 'weekday' }, 'parameter_invalid', 'rules.0.weekdays');
    bad({ type: 'weekday', weekdays: null }, 'parameter_invalid', 'rules.0.weekdays');
    bad({ type: 'weekday', weekdays: [] }, 'parameter_invalid', 'rules.0.weekdays');
    bad({ type: 'weekday', weekdays: [0] }, 'parameter_invalid', 'rules.0.weekdays.0');
    bad({ type: 'weekday', weekdays: [6, 8] }, 'parameter_invalid', 'rules.0.weekdays.1');
    bad({ type: 'weekday', weekdays: [6, 6] }, 'parameter_invalid', 'rules.0.weekdays.1');
    bad({ type: 'weekday', weekdays: [6.5] }, 'parameter_invalid', 'rules.0.weekdays.0');
    bad({ type: 'weekday', weekdays: '6' }, 'parameter_invalid', 'rules.0.weekdays');
    // Any order, all seven.
    expect(() =>
      calculatePrice({ item: plain, ...FRI_TO_MON, rules: [weekdayRule([7, 1, 3, 2, 6, 5, 4], 5)] }),
    ).not.toThrow();
  });

  it('weekdays on a seasonal or multi_day rule is parameter_invalid; null is fine', () => {
    bad(
      { type: 'seasonal', start_date: '2026-07-01', end_date: '2026-07-02', weekdays: [6] },
      'parameter_invalid',
      'rules.0.weekdays',
    );
    bad({ type: 'multi_day', days_threshold: 2, weekdays: [6] }, 'parameter_invalid', 'rules.0.weekdays');
    expect(() =>
      calculatePrice({
        item: plain,
        ...FRI_TO_MON,
        rules: [seasonal('2026-07-01', '2026-07-02', 5, { weekdays: null })],
      }),
    ).not.toThrow();
  });

  it('dates: both or neither, start <= end', () => {
    bad({ type: 'weekday', weekdays: [6], start_date: '2026-07-01' }, 'parameter_invalid', 'rules.0.end_date');
    bad({ type: 'weekday', weekdays: [6], end_date: '2026-07-01' }, 'parameter_invalid', 'rules.0.start_date');
    bad(
      { type: 'weekday', weekdays: [6], start_date: '2026-07-02', end_date: '2026-07-01' },
      'parameter_invalid',
      'rules.0.end_date',
    );
    bad(
      { type: 'weekday', weekdays: [6], start_date: '2026-02-30', end_date: '2026-07-01' },
      'parameter_invalid',
      'rules.0.start_date',
    );
  });

  it('no days_threshold (null allowed); the seasonal ranges for the value', () => {
    bad({ type: 'weekday', weekdays: [6], days_threshold: 2 }, 'parameter_invalid', 'rules.0.days_threshold');
    expect(() =>
      calculatePrice({ item: plain, ...FRI_TO_MON, rules: [weekdayRule([6], 5, { days_threshold: null })] }),
    ).not.toThrow();
    bad({ type: 'weekday', weekdays: [6], adjustment_value: -101 }, 'parameter_invalid', 'rules.0.adjustment_value');
    bad({ type: 'weekday', weekdays: [6], adjustment_value: 1001 }, 'parameter_invalid', 'rules.0.adjustment_value');
    bad(
      { type: 'weekday', weekdays: [6], adjustment_type: 'dollar', adjustment_value: 1e11 + 1 },
      'parameter_invalid',
      'rules.0.adjustment_value',
    );
    for (const [type, v] of [
      ['percent', -100],
      ['percent', 1000],
      ['dollar', -1e11],
      ['dollar', 1e11],
    ] as const) {
      expect(() =>
        calculatePrice({ item: plain, ...FRI_TO_MON, rules: [weekdayRule([6], v, { adjustment_type: type })] }),
      ).not.toThrow();
    }
  });
});
