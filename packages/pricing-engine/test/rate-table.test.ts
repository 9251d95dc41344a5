/**
 * Rate tables: `round_up` (the first tier of at least n days, then extra days), `best` (the least
 * total of tiers and single extra days covering at least n days), rate_per_day = round(base / n);
 * they replace the 1-day, 2-6 and weekly rows, not half-day or hourly. And the validation of every
 * new fleet item field.
 */
import { describe, expect, it } from 'vitest';
import {
  calculatePrice,
  type FleetItem,
  type PriceInput,
  type RateTable,
  RateTableSchema,
  selectRate,
} from '../src/index.js';
import { expectIdentities, expectPricingError, item, MON_SAT, window } from './_helpers.js';

// The contract's example: 1 day 1000, 3 days 2500, 7 days 7500, price_full_day 1000.
const tiers = [
  { days: 1, price: 1000 },
  { days: 3, price: 2500 },
  { days: 7, price: 7500 },
];
const best: RateTable = { tiers, strategy: 'best' };
const roundUp: RateTable = { tiers, strategy: 'round_up' };
const withTable = (table: RateTable, overrides: Partial<FleetItem> = {}) =>
  item({ price_full_day: 1000, rate_table: table, ...overrides });

function priced(fi: FleetItem, days: number) {
  const r = calculatePrice({ item: fi, ...window(days), half_day: false });
  expectIdentities(r);
  return r;
}

describe('best: the cheapest cover of at least n days', () => {
  it('10 days cost 8500 (3 + 3 + 3 + 1), not 10000 (7 + 3)', () => {
    const r = priced(withTable(best), 10);
    expect(r.base_price).toBe(8500);
    expect(r.breakdown.rate_basis).toBe('rate_table');
    expect(r.breakdown.rate_per_day).toBe(850);
  });

  it('n = 1..10 by hand', () => {
    // 1: 1000; 2: two days 2000 (< 2500); 3: 2500; 4: 2500 + 1000; 5: 2500 + 2000 (< 5000);
    // 6: 2500 + 2500; 7: 2500 + 2500 + 1000 = 6000 (< 7500); 8: 7000; 9: 3 × 2500 = 7500; 10: 8500.
    const want = [1000, 2000, 2500, 3500, 4500, 5000, 6000, 7000, 7500, 8500];
    want.forEach((price, i) => {
      expect(selectRate(withTable(best), i + 1, false).base_price, `${i + 1} days`).toBe(price);
    });
  });

  it('a tier longer than the rental counts when it is cheaper: 6 days under a 7-day tier of 5000', () => {
    const week = withTable({ tiers: [{ days: 7, price: 5000 }], strategy: 'best', extra_day_price: 900 });
    expect(selectRate(week, 6, false).base_price).toBe(5000); // 6 × 900 = 5400
    expect(selectRate(week, 5, false).base_price).toBe(4500); // 5 × 900
    expect(selectRate(week, 8, false).base_price).toBe(5900); // 5000 + 900
    expect(selectRate(week, 14, false).base_price).toBe(10000);
  });

  it('extra_day_price defaults to price_full_day; null is the default too', () => {
    const onlyWeek: RateTable = { tiers: [{ days: 7, price: 5000 }], strategy: 'best' };
    expect(selectRate(withTable(onlyWeek, { price_full_day: 600 }), 4, false).base_price).toBe(2400);
    expect(
      selectRate(withTable({ ...onlyWeek, extra_day_price: null }, { price_full_day: 600 }), 4, false).base_price,
    ).toBe(2400);
  });
});

describe('round_up: the first tier with at least n days, then extra days past the last', () => {
  it('every row', () => {
    // 1 → the 1-day tier; 2 and 3 → the 3-day tier; 4..7 → the 7-day tier.
    const want: [number, number, number][] = [
      [1, 1000, 1000],
      [2, 2500, 1250],
      [3, 2500, 833], // 2500 / 3 = 833.33
      [4, 7500, 1875],
      [7, 7500, 1071], // 7500 / 7 = 1071.43
    ];
    for (const [n, base, perDay] of want) {
      expect(selectRate(withTable(roundUp), n, false), `${n} days`).toEqual({
        base_price: base,
        rate_per_day: perDay,
        rate_basis: 'rate_table',
        hourly_units: null,
      });
    }
  });

  it('past the last tier: 7500 + 3 × 1000 for 10 days, or × extra_day_price', () => {
    expect(priced(withTable(roundUp), 10).base_price).toBe(10500);
    expect(priced(withTable({ ...roundUp, extra_day_price: 800 }), 10).base_price).toBe(9900);
  });

  it('at the bounds: 730 days past a 1-day tier of 1e11 is 7.3e13, exactly', () => {
    const big = withTable({ tiers: [{ days: 1, price: 1e11 }], strategy: 'round_up' }, { price_full_day: 1e11 });
    expect(selectRate(big, 730, false)).toMatchObject({ base_price: 73_000_000_000_000, rate_per_day: 1e11 });
    const bigBest = withTable({ tiers: [{ days: 730, price: 1e11 }], strategy: 'best' }, { price_full_day: 1e11 });
    expect(selectRate(bigBest, 730, false).base_price).toBe(1e11);
  });
});

describe('what a rate table replaces', () => {
  it('the 1-day, multi-day and weekly rates', () => {
    const fi = withTable(roundUp, { price_full_day: 5000, price_multi_day: 100, price_weekly: 100 });
    expect(priced(fi, 1).base_price).toBe(1000);
    expect(priced(fi, 5).base_price).toBe(7500);
    expect(priced(fi, 7).base_price).toBe(7500);
  });

  it('not the half-day', () => {
    const fi = withTable(roundUp, { price_full_day: 5000, price_half_day: 3000 });
    const r = calculatePrice({ item: fi, pickup_date: '2026-07-01T09:00', return_date: '2026-07-01T12:00' });
    expect(r.base_price).toBe(3000);
    expect(r.breakdown.rate_basis).toBe('half_day');
  });

  it('n is the days priced: charged days when closed days are not charged', () => {
    // Friday to Tuesday, Sunday skipped: 3 charged days → the 3-day tier.
    const r = calculatePrice({
      item: withTable(roundUp),
      pickup_date: '2026-07-03T10:00',
      return_date: '2026-07-07T10:00',
      schedule: { opening_hours: MON_SAT, charge_closed_days: false },
    });
    expect(r.breakdown).toMatchObject({ days: 3, rental_days: 4, rate_per_day: 833 });
    expect(r.base_price).toBe(2500);
  });
});

describe('validation of the new fleet item fields', () => {
  const bad = (fi: Record<string, unknown>, code: string, param: string) =>
    expectPricingError(
      () => calculatePrice({ item: { id: 'fi_1', price_full_day: 1000, ...fi }, ...window(2) } as PriceInput),
      code,
      param,
    );

  it('rate_table: 1..20 tiers with days strictly increasing in 1..730 and prices 0..1e11', () => {
    bad({ rate_table: { tiers: [], strategy: 'best' } }, 'parameter_invalid', 'item.rate_table.tiers');
    const many = Array.from({ length: 21 }, (_, i) => ({ days: i + 1, price: 100 }));
    bad({ rate_table: { tiers: many, strategy: 'best' } }, 'parameter_invalid', 'item.rate_table.tiers');
    expect(() => priced(withTable({ tiers: many.slice(0, 20), strategy: 'best' }), 25)).not.toThrow();
    const t = (list: { days: number; price: number }[]) => ({ rate_table: { tiers: list, strategy: 'round_up' } });
    bad(
      t([
        { days: 3, price: 1 },
        { days: 3, price: 2 },
      ]),
      'parameter_invalid',
      'item.rate_table.tiers.1.days',
    );
    bad(
      t([
        { days: 5, price: 1 },
        { days: 3, price: 2 },
      ]),
      'parameter_invalid',
      'item.rate_table.tiers.1.days',
    );
    bad(t([{ days: 0, price: 1 }]), 'parameter_invalid', 'item.rate_table.tiers.0.days');
    bad(t([{ days: 731, price: 1 }]), 'parameter_invalid', 'item.rate_table.tiers.0.days');
    bad(t([{ days: 1.5, price: 1 }]), 'parameter_invalid', 'item.rate_table.tiers.0.days');
    bad(t([{ days: 1, price: -1 }]), 'parameter_invalid', 'item.rate_table.tiers.0.price');
    bad(t([{ days: 1, price: 1e11 + 1 }]), 'parameter_invalid', 'item.rate_table.tiers.0.price');
  });

  it('rate_table: strategy, extra_day_price, and no unknown fields', () => {
    bad({ rate_table: { tiers, strategy: 'cheapest' } }, 'parameter_invalid', 'item.rate_table.strategy');
    // A missing value of a closed list of values is invalid, as for every such field of the engine (a rule's type).
    bad({ rate_table: { tiers } }, 'parameter_invalid', 'item.rate_table.strategy');
    bad({ rate_table: { strategy: 'best' } }, 'parameter_missing', 'item.rate_table.tiers');
    bad(
      { rate_table: { tiers, strategy: 'best', extra_day_price: -1 } },
      'parameter_invalid',
      'item.rate_table.extra_day_price',
    );
    bad({ rate_table: { tiers, strategy: 'best', discount: 5 } }, 'parameter_unknown', 'item.rate_table.discount');
    bad(
      { rate_table: { tiers: [{ days: 1, price: 1, note: 'x' }], strategy: 'best' } },
      'parameter_unknown',
      'item.rate_table.tiers.0.note',
    );
    expect(RateTableSchema.safeParse(best).success).toBe(true);
    expect(RateTableSchema.safeParse({ ...best, tiers: [] }).success).toBe(false);
  });

  it('price_hourly, hourly_increment_minutes, min_rental_minutes, max_rental_days', () => {
    bad({ price_hourly: -1 }, 'parameter_invalid', 'item.price_hourly');
    bad({ price_hourly: 1e11 + 1 }, 'parameter_invalid', 'item.price_hourly');
    bad({ hourly_increment_minutes: 20 }, 'parameter_invalid', 'item.hourly_increment_minutes');
    bad({ hourly_increment_minutes: '60' }, 'parameter_invalid', 'item.hourly_increment_minutes');
    bad({ min_rental_minutes: 0 }, 'parameter_invalid', 'item.min_rental_minutes');
    bad({ min_rental_minutes: 525_601 }, 'parameter_invalid', 'item.min_rental_minutes');
    bad({ max_rental_days: 0 }, 'parameter_invalid', 'item.max_rental_days');
    bad({ max_rental_days: 731 }, 'parameter_invalid', 'item.max_rental_days');
    // The bounds themselves, and null for each.
    const fine: Partial<FleetItem>[] = [
      { price_hourly: 0, hourly_increment_minutes: 15, min_rental_minutes: 1, max_rental_days: 730 },
      { price_hourly: 1e11, hourly_increment_minutes: 30, min_rental_minutes: null, max_rental_days: null },
      { price_hourly: null, hourly_increment_minutes: null, rate_table: null },
    ];
    for (const ok of fine) {
      expect(() => calculatePrice({ item: { id: 'fi_1', price_full_day: 1000, ...ok }, ...window(2) })).not.toThrow();
    }
  });
});
