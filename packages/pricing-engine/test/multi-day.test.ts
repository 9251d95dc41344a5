/**
 * SPEC section 2, stage 2: exactly one multi-day rule applies: highest priority, then higher
 * days_threshold, then item-specific before global, then older created_at, then smaller id.
 * percent: round(base × v / 100); dollar: v cents off; capped at base.
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, multiDayDiscount, type PricingRule } from '../src/index.js';
import { expectIdentities, item, multiDay, window } from './_helpers.js';

// price_full_day 1000, no multi-day or weekly rate → base = 1000 × days (5 days → 5000)
const kayak = item({ id: 'fi_kayak', price_full_day: 1000 });

function discount(rules: PricingRule[], days = 5, fi = kayak) {
  const r = calculatePrice({ item: fi, ...window(days), rules });
  expectIdentities(r);
  return r;
}

describe('threshold filtering', () => {
  const r3 = multiDay(3, 10);
  const r7 = multiDay(7, 20);

  it('5 days: only the rule with threshold 3 qualifies → 10 % of 5000 = 500', () => {
    const r = discount([r7, r3]);
    expect(r.breakdown.multi_day_discount).toBe(500);
    expect(r.discount_amount).toBe(500);
    expect(r.subtotal).toBe(4500);
  });

  it('7 days: both qualify, the higher threshold wins → 20 % of 7000 = 1400', () => {
    expect(discount([r3, r7], 7).breakdown.multi_day_discount).toBe(1400);
  });

  it('threshold equal to days qualifies (<=): threshold 5 at 5 days → 20 % of 5000 = 1000', () => {
    expect(discount([multiDay(5, 20)]).breakdown.multi_day_discount).toBe(1000);
  });

  it('threshold above days: nothing applies', () => {
    const r = discount([multiDay(6, 20)]);
    expect(r.breakdown.multi_day_discount).toBe(0);
    expect(r.subtotal).toBe(5000);
  });
});

describe('tie-breaks (only one rule ever applies)', () => {
  it('highest priority first, even with a lower threshold: prio 1 5 % beats prio 0 20 % → 250', () => {
    const a = multiDay(2, 5, { priority: 1 });
    const b = multiDay(5, 20, { priority: 0 });
    // 5 % of 5000 = 250 (never 250 + 1000: rules do not stack)
    expect(discount([b, a]).breakdown.multi_day_discount).toBe(250);
    expect(discount([a, b]).breakdown.multi_day_discount).toBe(250);
  });

  it('same priority: the higher days_threshold wins → 20 % of 5000 = 1000', () => {
    const a = multiDay(2, 5);
    const b = multiDay(5, 20);
    expect(discount([a, b]).breakdown.multi_day_discount).toBe(1000);
    expect(discount([b, a]).breakdown.multi_day_discount).toBe(1000);
  });

  it('same priority and threshold: item-specific before global (even when the global one is older) → 250', () => {
    const global = multiDay(3, 20, { id: 'pr_a', created_at: '2020-01-01T00:00:00.000Z' });
    const specific = multiDay(3, 5, { id: 'pr_z', fleet_item_id: 'fi_kayak', created_at: '2026-05-01T00:00:00.000Z' });
    expect(discount([global, specific]).breakdown.multi_day_discount).toBe(250);
    expect(discount([specific, global]).breakdown.multi_day_discount).toBe(250);
  });

  it('same priority, threshold and scope: older created_at wins (even with a larger id) → 250', () => {
    const older = multiDay(3, 5, { id: 'pr_z', created_at: '2025-12-31T23:59:59.000Z' });
    const newer = multiDay(3, 20, { id: 'pr_a', created_at: '2026-01-01T00:00:00.000Z' });
    expect(discount([newer, older]).breakdown.multi_day_discount).toBe(250);
    expect(discount([older, newer]).breakdown.multi_day_discount).toBe(250);
  });

  it('everything equal: the smaller id wins → 250', () => {
    const a = multiDay(3, 5, { id: 'pr_a' });
    const b = multiDay(3, 20, { id: 'pr_b' });
    expect(discount([b, a]).breakdown.multi_day_discount).toBe(250);
    expect(discount([a, b]).breakdown.multi_day_discount).toBe(250);
  });

  it('the priority winner that does not qualify on threshold is skipped, the next one applies', () => {
    const high = multiDay(10, 50, { priority: 9 });
    const low = multiDay(2, 10, { priority: 0 });
    // 5 days < 10 → high is filtered out; 10 % of 5000 = 500
    expect(discount([high, low]).breakdown.multi_day_discount).toBe(500);
  });
});

describe('amounts', () => {
  it('percent rounds half away from zero: 1 day at 1005, 10 % = 100.5 → 101', () => {
    const r = discount([multiDay(1, 10)], 1, item({ price_full_day: 1005 }));
    expect(r.breakdown.multi_day_discount).toBe(101);
    expect(r.subtotal).toBe(904); // 1005 - 101
  });

  it('percent rounds down below .5: 1004 × 10 % = 100.4 → 100', () => {
    expect(discount([multiDay(1, 10)], 1, item({ price_full_day: 1004 })).breakdown.multi_day_discount).toBe(100);
  });

  it('percent on a multi-day base: 3 × 335 = 1005, 10 % = 100.5 → 101', () => {
    expect(discount([multiDay(2, 10)], 3, item({ price_full_day: 335 })).breakdown.multi_day_discount).toBe(101);
  });

  it('percent 33 of 1000 × 5 = 5000 → 1650 exactly; of 7 days weekly 10000 (base 10000) → 3300', () => {
    expect(discount([multiDay(5, 33)]).breakdown.multi_day_discount).toBe(1650);
    expect(
      discount([multiDay(7, 33)], 7, item({ price_full_day: 5000, price_weekly: 10000 })).breakdown.multi_day_discount,
    ).toBe(3300);
  });

  it('dollar: v cents off the unit rental (not per day): 500 off 3 × 1000 = 3000 → 500', () => {
    const r = discount([multiDay(2, 500, { adjustment_type: 'dollar' })], 3);
    expect(r.breakdown.multi_day_discount).toBe(500);
    expect(r.subtotal).toBe(2500);
  });

  it('dollar capped at base: 5000 off 3000 → 3000, subtotal 0', () => {
    const r = discount([multiDay(2, 5000, { adjustment_type: 'dollar' })], 3);
    expect(r.breakdown.multi_day_discount).toBe(3000);
    expect(r.subtotal).toBe(0);
    expect(r.total).toBe(0);
  });

  it('percent 100 takes the whole base', () => {
    expect(discount([multiDay(2, 100)], 3).breakdown.multi_day_discount).toBe(3000);
  });
});

describe('rules that do not apply', () => {
  it('an inactive rule is ignored even with the highest priority → the active 10 % applies: 500', () => {
    const inactive = multiDay(2, 50, { priority: 10, active: false });
    expect(discount([inactive, multiDay(2, 10)]).breakdown.multi_day_discount).toBe(500);
    expect(discount([inactive]).breakdown.multi_day_discount).toBe(0);
  });

  it('a rule for another fleet item is ignored → the global 10 % applies: 500', () => {
    const other = multiDay(2, 50, { priority: 10, fleet_item_id: 'fi_other' });
    expect(discount([other, multiDay(2, 10)]).breakdown.multi_day_discount).toBe(500);
    expect(discount([other]).breakdown.multi_day_discount).toBe(0);
  });

  it('seasonal rules are not multi-day rules', () => {
    const r = discount([
      {
        id: 'pr_season',
        type: 'seasonal',
        start_date: '2020-01-01',
        end_date: '2020-01-02',
        adjustment_type: 'percent',
        adjustment_value: 50,
        days_threshold: null,
      },
    ]);
    expect(r.breakdown.multi_day_discount).toBe(0);
  });
});

describe('multiDayDiscount on its own', () => {
  it('picks the same rule as the pipeline', () => {
    const a = multiDay(3, 5, { id: 'pr_a' });
    const b = multiDay(3, 20, { id: 'pr_b' });
    const res = multiDayDiscount({ base_price: 5000, days: 5, fleet_item_id: 'fi_kayak', rules: [b, a] });
    expect(res.multi_day_discount).toBe(250);
    expect(res.rule?.id).toBe('pr_a');
  });
});
