/**
 * The ledger's rules, one example each: shares of the base and the multi-day discount, each rule's
 * exact effect per date, the largest-remainder cents (ties to the earlier date, then to the rule
 * applied first), clamping, uncharged dates, half-day, hourly, rate tables, overridden lines and the
 * cart. Every expected number is worked out by hand in the comment beside it.
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, type LedgerDay, type PriceLedger, priceCart } from '../src/index.js';
import { expectPricingError, hours, item, multiDay, seasonal, weekdayRule } from './_helpers.js';

const days = (ledger: PriceLedger, line = 0): LedgerDay[] => ledger.lines[line]?.days ?? [];
const column = (ledger: PriceLedger, key: 'base' | 'multi_day_discount' | 'amount') => days(ledger).map((d) => d[key]);
const adjustments = (ledger: PriceLedger) => days(ledger).map((d) => d.adjustments.map((a) => a.amount));

describe('the ledger (explain: true)', () => {
  it('spreads the base and the discount evenly, the leftover cents to the earliest dates', () => {
    // 7 days at the weekly rate: base 10000, 10000 / 7 = 1428.57…: floors 7 × 1428 = 9996, so the
    // first 4 dates (all fractions tie) get 1429. A 10 % multi-day discount is 1000: 142.86 each,
    // floors 994, the first 6 dates get 143.
    const q = calculatePrice({
      item: item({ price_full_day: 2000, price_weekly: 10000 }),
      pickup_date: '2026-07-06T09:00',
      return_date: '2026-07-13T09:00',
      rules: [multiDay(7, 10)],
      explain: true,
    });
    expect(q.base_price).toBe(10000);
    expect(column(q.ledger, 'base')).toEqual([1429, 1429, 1429, 1429, 1428, 1428, 1428]);
    expect(column(q.ledger, 'multi_day_discount')).toEqual([143, 143, 143, 143, 143, 143, 142]);
    expect(column(q.ledger, 'amount')).toEqual([1286, 1286, 1286, 1286, 1285, 1285, 1286]);
    expect(days(q.ledger).map((d) => d.date)).toEqual([
      '2026-07-06',
      '2026-07-07',
      '2026-07-08',
      '2026-07-09',
      '2026-07-10',
      '2026-07-11',
      '2026-07-12',
    ]);
    expect(q.ledger.lines[0]).toMatchObject({ fleet_item_id: 'fi_item', quantity: 1, rate_basis: 'daily' });
  });

  it('gives each rule its exact effect on each date; equal fractions: the earlier date first', () => {
    // A rate table's base of 1000 for 3 days: 333.33… a date, floors 999, the cent left to the first
    // date (the three fractions tie): 334, 333, 333. +10 % on each date is 33.333…: the adjustment
    // is round(100) = 100, the floors 99, the cent left again to the first date: 34, 33, 33.
    const rule = seasonal('2026-07-01', '2026-07-31', 10);
    const q = calculatePrice({
      item: item({ price_full_day: 1000, rate_table: { strategy: 'round_up', tiers: [{ days: 3, price: 1000 }] } }),
      pickup_date: '2026-07-06T09:00',
      return_date: '2026-07-09T09:00',
      rules: [rule],
      explain: true,
    });
    expect(q.ledger.lines[0]?.rate_basis).toBe('rate_table');
    expect(column(q.ledger, 'base')).toEqual([334, 333, 333]);
    expect(q.seasonal_adjustment).toBe(100);
    expect(adjustments(q.ledger)).toEqual([[34], [33], [33]]);
    expect(days(q.ledger)[0]?.adjustments[0]).toEqual({ rule_id: rule.id, type: 'seasonal', amount: 34 });
    expect(column(q.ledger, 'amount')).toEqual([368, 366, 366]);
  });

  it('equal fractions on one date: the rule applied first; a rule that takes the price to 0 is clamped there', () => {
    // One day of 1001. +50 % (priority 2, first) makes 1501.5: a share of 500.5. Then -100 %
    // (priority 1) makes 0: a share of -1501.5. The adjustment is round(-1001) = -1001. Floors
    // 500 and -1502 sum to -1002: 1 cent is missing, both fractions are .5, so it goes to the
    // rule applied first: 501 and -1502. The date costs 1001 + 501 - 1502 = 0.
    const up = seasonal('2026-07-01', '2026-07-31', 50, { priority: 2 });
    const off = seasonal('2026-07-01', '2026-07-31', -100, { priority: 1 });
    const q = calculatePrice({
      item: item({ price_full_day: 1001 }),
      pickup_date: '2026-07-06T09:00',
      return_date: '2026-07-07T09:00',
      rules: [off, up],
      explain: true,
    });
    expect(q.seasonal_adjustment).toBe(-1001);
    expect(days(q.ledger)[0]?.adjustments).toEqual([
      { rule_id: up.id, type: 'seasonal', amount: 501 },
      { rule_id: off.id, type: 'seasonal', amount: -1502 },
    ]);
    expect(column(q.ledger, 'amount')).toEqual([0]);
  });

  it('a dollar rule clamped at 0 takes only what the date had; a rule after it still listed, at 0', () => {
    // 2 days of 3000. -5000 a day (priority 2) would make -2000: clamped, its share is -3000 a date.
    // +10 % (priority 1) of 0 is 0: listed with 0 cents on both dates.
    const cut = seasonal('2026-07-01', '2026-07-31', -5000, { adjustment_type: 'dollar', priority: 2 });
    const more = seasonal('2026-07-01', '2026-07-31', 10, { priority: 1 });
    const q = calculatePrice({
      item: item({ price_full_day: 3000 }),
      pickup_date: '2026-07-06T09:00',
      return_date: '2026-07-08T09:00',
      rules: [more, cut],
      explain: true,
    });
    expect(q.total).toBe(0);
    expect(days(q.ledger).map((d) => d.adjustments)).toEqual([
      [
        { rule_id: cut.id, type: 'seasonal', amount: -3000 },
        { rule_id: more.id, type: 'seasonal', amount: 0 },
      ],
      [
        { rule_id: cut.id, type: 'seasonal', amount: -3000 },
        { rule_id: more.id, type: 'seasonal', amount: 0 },
      ],
    ]);
    expect(column(q.ledger, 'amount')).toEqual([0, 0]);
  });

  it('a closed date that is not charged is listed with every amount 0, even under a rule that covers it', () => {
    // Friday 09:00 to Monday 09:00 at a shop closed on Sundays, closed days not charged: rental dates
    // Fri 3, Sat 4, Sun 5; 2 charged. Base 2 × 4000 = 8000: 4000 a date. The weekend rule (+25 %)
    // adds 1000 on Saturday; Sunday, uncharged, gets nothing and lists no rule.
    const weekend = weekdayRule([6, 7], 25);
    const q = calculatePrice({
      item: item({ price_full_day: 4000 }),
      pickup_date: '2026-07-03T09:00',
      return_date: '2026-07-06T09:00',
      rules: [weekend],
      schedule: { opening_hours: hours([1, 2, 3, 4, 5, 6], ['09:00', '18:00']), charge_closed_days: false },
      explain: true,
    });
    expect(q.breakdown.closed_dates_skipped).toEqual(['2026-07-05']);
    expect(days(q.ledger)).toEqual([
      { date: '2026-07-03', charged: true, base: 4000, multi_day_discount: 0, adjustments: [], amount: 4000 },
      {
        date: '2026-07-04',
        charged: true,
        base: 4000,
        multi_day_discount: 0,
        adjustments: [{ rule_id: weekend.id, type: 'weekday', amount: 1000 }],
        amount: 5000,
      },
      { date: '2026-07-05', charged: false, base: 0, multi_day_discount: 0, adjustments: [], amount: 0 },
    ]);
  });

  it('half-day and hourly rentals: one date with the whole base', () => {
    // 4 hours: half-day at 2500, on the pickup date.
    const half = calculatePrice({
      item: item({ price_full_day: 4000, price_half_day: 2500 }),
      pickup_date: '2026-07-06T22:00',
      return_date: '2026-07-07T02:00',
      explain: true,
    });
    expect(half.ledger.lines[0]?.rate_basis).toBe('half_day');
    expect(days(half.ledger)).toEqual([
      { date: '2026-07-06', charged: true, base: 2500, multi_day_discount: 0, adjustments: [], amount: 2500 },
    ]);
    // 7 hours at 900 an hour (6300) beats the day (8000): one date, base 6300.
    const hourly = calculatePrice({
      item: item({ price_full_day: 8000, price_hourly: 900 }),
      pickup_date: '2026-07-06T09:00',
      return_date: '2026-07-06T16:00',
      explain: true,
    });
    expect(hourly.ledger.lines[0]?.rate_basis).toBe('hourly');
    expect(column(hourly.ledger, 'base')).toEqual([6300]);
  });

  it("a cart: each line's dates for one unit, an overridden line none, and the cart adding up to the total", () => {
    // Kayak: 2 days × 3000 = 6000 a unit, 2 units. Board: fixed at 1500 a unit, 3 units (no days).
    // lines_total 12000 + 4500 = 16500; tax 10 % = 1650; fee 3 % of 18150 = 545 (544.5 rounds up);
    // total 18695.
    const r = priceCart({
      line_items: [
        { item: item({ id: 'fi_kayak', price_full_day: 3000 }), quantity: 2 },
        { item: item({ id: 'fi_board', price_full_day: 2000 }), quantity: 3, override_price: 1500 },
      ],
      pickup_date: '2026-07-06T09:00',
      return_date: '2026-07-08T09:00',
      tax: { rate_bps: 1000 },
      service_fee: { rate_bps: 300 },
      explain: true,
    });
    expect(r.ledger.lines.map((l) => [l.fleet_item_id, l.quantity, l.days.map((d) => d.amount)])).toEqual([
      ['fi_kayak', 2, [3000, 3000]],
      ['fi_board', 3, []],
    ]);
    expect(r.ledger.cart).toEqual({
      lines_total: 16500,
      addon_total: 0,
      package_savings: 0,
      coupon_discount: 0,
      tax: 1650,
      service_fee: 545,
      total: 18695,
    });
    expect(r.total).toBe(18695);
  });

  it('explain must be a boolean; without it there is no ledger key at all', () => {
    const base = { item: item(), pickup_date: '2026-07-06', return_date: '2026-07-07' };
    expect('ledger' in calculatePrice(base)).toBe(false);
    expect('ledger' in calculatePrice({ ...base, explain: false })).toBe(false);
    expectPricingError(() => calculatePrice({ ...base, explain: 'yes' as never }), 'parameter_invalid', 'explain');
  });
});
