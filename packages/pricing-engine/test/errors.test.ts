/**
 * SPEC section 3 and 5: invalid input throws PricingError with `code` and `param` (dotted path);
 * unknown top-level fields → parameter_unknown; missing required → parameter_missing;
 * amount_too_large has no param (SPEC 9). The engine is pure and deterministic.
 */
import { describe, expect, it } from 'vitest';
import {
  type CartInput,
  calculatePrice,
  isPricingError,
  PRICING_ERROR_CODES,
  type PriceInput,
  PriceInputSchema,
  PricingError,
  priceCart,
} from '../src/index.js';
import { addon, coupon, expectPricingError, item, multiDay, pkg, seasonal, window } from './_helpers.js';

const base: PriceInput = { item: item(), ...window(2) };

describe('PricingError', () => {
  it('is an Error with code and param', () => {
    let caught: unknown;
    try {
      calculatePrice({ ...base, return_date: base.pickup_date });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(Error);
    expect(caught).toBeInstanceOf(PricingError);
    expect(isPricingError(caught)).toBe(true);
    const e = caught as PricingError;
    expect(e.code).toBe('parameter_invalid');
    expect(e.param).toBe('return_date');
    expect(typeof e.message).toBe('string');
    expect(e.message.length).toBeGreaterThan(0);
  });

  it('isPricingError is false for other errors', () => {
    expect(isPricingError(new Error('x'))).toBe(false);
    expect(isPricingError(null)).toBe(false);
  });

  it('lists every code the contract names for the engine', () => {
    for (const code of [
      'parameter_missing',
      'parameter_invalid',
      'parameter_unknown',
      'half_day_not_allowed',
      'resource_inactive',
      'coupon_inactive',
      'coupon_not_yet_valid',
      'coupon_expired',
      'coupon_exhausted',
      'coupon_not_applicable',
      'coupon_minimum_not_met',
      'amount_too_large',
    ]) {
      expect(PRICING_ERROR_CODES).toContain(code);
    }
  });
});

describe('parameter_unknown', () => {
  it('an unknown top-level field in calculatePrice names it', () => {
    expectPricingError(
      () => calculatePrice({ ...base, halfday: true } as unknown as PriceInput),
      'parameter_unknown',
      'halfday',
    );
  });

  it('an unknown top-level field in priceCart names it', () => {
    expectPricingError(
      () => priceCart({ ...window(1), line_items: [{ item: item() }], discount: 5 } as unknown as CartInput),
      'parameter_unknown',
      'discount',
    );
  });

  it('an unknown field in tax settings', () => {
    expectPricingError(
      () => calculatePrice({ ...base, tax: { rate_bps: 825, inclusve: true } as unknown as PriceInput['tax'] }),
      'parameter_unknown',
      'tax.inclusve',
    );
  });

  it('records as the API returns them may carry extra fields (items, rules, coupons)', () => {
    const r = calculatePrice({
      ...base,
      item: { ...item(), quantity: 4, created_at: '2026-01-01T00:00:00Z' } as PriceInput['item'],
      rules: [
        { ...multiDay(2, 10), updated_at: '2026-01-02T00:00:00Z', livemode: false } as ReturnType<typeof multiDay>,
      ],
    });
    // 2 × 10000 = 20000, 10 % → 2000
    expect(r.subtotal).toBe(18000);
  });
});

describe('parameter_missing', () => {
  it('pickup_date', () => {
    const { pickup_date: _p, ...rest } = base;
    expectPricingError(() => calculatePrice(rest as PriceInput), 'parameter_missing', 'pickup_date');
  });

  it('return_date', () => {
    const { return_date: _r, ...rest } = base;
    expectPricingError(() => calculatePrice(rest as PriceInput), 'parameter_missing', 'return_date');
  });

  it('item', () => {
    const { item: _i, ...rest } = base;
    expectPricingError(() => calculatePrice(rest as PriceInput), 'parameter_missing', 'item');
  });

  it('item.price_full_day', () => {
    expectPricingError(
      () => calculatePrice({ ...base, item: { id: 'fi_x' } as PriceInput['item'] }),
      'parameter_missing',
      'item.price_full_day',
    );
  });

  it('line_items in priceCart', () => {
    expectPricingError(() => priceCart({ ...window(1) } as CartInput), 'parameter_missing', 'line_items');
  });

  it('tax.rate_bps', () => {
    expectPricingError(
      () => calculatePrice({ ...base, tax: { inclusive: true } as PriceInput['tax'] }),
      'parameter_missing',
      'tax.rate_bps',
    );
  });
});

describe('parameter_invalid on amounts and rules', () => {
  it('price_full_day negative, fractional or above 1e11', () => {
    for (const bad of [-1, 10.5, 100_000_000_001]) {
      expectPricingError(
        () => calculatePrice({ ...base, item: item({ price_full_day: bad }) }),
        'parameter_invalid',
        'item.price_full_day',
      );
    }
  });

  it('price_full_day 1e11 is accepted', () => {
    expect(calculatePrice({ ...base, ...window(1), item: item({ price_full_day: 100_000_000_000 }) }).subtotal).toBe(
      100_000_000_000,
    );
  });

  it('non-finite or non-number amounts → parameter_invalid', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '100', null]) {
      expectPricingError(
        () => calculatePrice({ ...base, item: item({ price_full_day: bad as unknown as number }) }),
        'parameter_invalid',
        'item.price_full_day',
      );
    }
    expectPricingError(
      () => calculatePrice({ ...base, item: item({ price_weekly: Number.NaN }) }),
      'parameter_invalid',
      'item.price_weekly',
    );
  });

  it('an empty fleet item id → parameter_invalid, param item.id', () => {
    expectPricingError(() => calculatePrice({ ...base, item: item({ id: '' }) }), 'parameter_invalid', 'item.id');
  });

  it('a multi-day rule without days_threshold is rejected (it is required)', () => {
    let caught: unknown;
    try {
      calculatePrice({ ...base, rules: [multiDay(2, 10, { days_threshold: null })] });
    } catch (e) {
      caught = e;
    }
    expect(isPricingError(caught)).toBe(true);
    expect(['parameter_missing', 'parameter_invalid']).toContain((caught as PricingError).code);
    expect((caught as PricingError).param).toBe('rules.0.days_threshold');
  });

  it('a seasonal rule may send days_threshold: null, but not a number', () => {
    expectPricingError(
      () => calculatePrice({ ...base, rules: [seasonal('2026-07-01', '2026-07-01', 10, { days_threshold: 3 })] }),
      'parameter_invalid',
      'rules.0.days_threshold',
    );
  });

  it('half_day must be a boolean', () => {
    expectPricingError(
      () => calculatePrice({ ...base, half_day: 'yes' as unknown as boolean }),
      'parameter_invalid',
      'half_day',
    );
  });

  it('multi-day percent above 100 → parameter_invalid', () => {
    expectPricingError(
      () => calculatePrice({ ...base, rules: [multiDay(2, 101)] }),
      'parameter_invalid',
      'rules.0.adjustment_value',
    );
  });

  it('multi-day days_threshold 0 or 731 → parameter_invalid', () => {
    for (const t of [0, 731]) {
      expectPricingError(
        () => calculatePrice({ ...base, rules: [multiDay(t, 10)] }),
        'parameter_invalid',
        'rules.0.days_threshold',
      );
    }
  });

  it('seasonal percent -101 and 1001 → parameter_invalid; -100 and 1000 are fine', () => {
    for (const v of [-101, 1001]) {
      expectPricingError(
        () => calculatePrice({ ...base, rules: [seasonal('2026-07-01', '2026-07-01', v)] }),
        'parameter_invalid',
        'rules.0.adjustment_value',
      );
    }
    // 2 days × 10000; day 1: -100 % → -10000; +1000 % → +100000
    expect(calculatePrice({ ...base, rules: [seasonal('2026-07-01', '2026-07-01', -100)] }).seasonal_adjustment).toBe(
      -10000,
    );
    expect(calculatePrice({ ...base, rules: [seasonal('2026-07-01', '2026-07-01', 1000)] }).seasonal_adjustment).toBe(
      100000,
    );
  });

  it('seasonal start_date after end_date → parameter_invalid', () => {
    let caught: unknown;
    try {
      calculatePrice({ ...base, rules: [seasonal('2026-07-02', '2026-07-01', 10)] });
    } catch (e) {
      caught = e;
    }
    expect(isPricingError(caught)).toBe(true);
    expect((caught as PricingError).code).toBe('parameter_invalid');
    expect((caught as PricingError).param).toMatch(/^rules\.0\./);
  });

  it('coupon percent above 100 → parameter_invalid', () => {
    expectPricingError(
      () => calculatePrice({ ...base, now: '2026-06-01T00:00:00Z', coupon: coupon({ discount_value: 101 }) }),
      'parameter_invalid',
      'coupon.discount_value',
    );
  });

  it('the zod schemas are exported and agree', () => {
    expect(PriceInputSchema.safeParse(base).success).toBe(true);
    expect(PriceInputSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });
});

describe('amount_too_large (no param)', () => {
  const huge = item({ price_full_day: 100_000_000_000 });

  it('quantity 1000 × 1e11 × 730 days = 7.3e16 > MAX_SAFE_INTEGER', () => {
    const err = expectPricingError(
      () =>
        priceCart({
          pickup_date: '2026-01-01',
          return_date: '2028-01-01',
          line_items: [{ item: huge, quantity: 1000 }],
        }),
      'amount_too_large',
      undefined,
    );
    expect(err.param).toBeUndefined();
  });

  it('seasonal +1000 % stacked: 1e11 × 730 × 11 × 11 = 8.833e15 is still safe, × 11 again = 9.7163e16 is not', () => {
    const rule = (id: string) => seasonal('2026-01-01', '2027-12-31', 1000, { id });
    const input: PriceInput = { item: huge, pickup_date: '2026-01-01', return_date: '2028-01-01' };
    const ok = calculatePrice({ ...input, rules: [rule('pr_1'), rule('pr_2')] });
    // 73,000,000,000,000 × 121 = 8,833,000,000,000,000 <= 9,007,199,254,740,991
    expect(ok.subtotal).toBe(8_833_000_000_000_000);
    expect(ok.seasonal_adjustment).toBe(8_760_000_000_000_000);
    expectPricingError(
      () => calculatePrice({ ...input, rules: [rule('pr_1'), rule('pr_2'), rule('pr_3')] }),
      'amount_too_large',
      undefined,
    );
  });

  it('tax pushing the total over the limit: 8.833e15 + 100 % tax', () => {
    const rule = (id: string) => seasonal('2026-01-01', '2027-12-31', 1000, { id });
    expectPricingError(
      () =>
        calculatePrice({
          item: huge,
          pickup_date: '2026-01-01',
          return_date: '2028-01-01',
          rules: [rule('pr_1'), rule('pr_2')],
          tax: { rate_bps: 10000 },
        }),
      'amount_too_large',
      undefined,
    );
  });
});

describe('exact arithmetic at the safe-integer edge', () => {
  const huge = item({ price_full_day: 100_000_000_000 });
  const rule = (id: string, v = 1000) => seasonal('2026-01-01', '2027-12-31', v, { id });
  // 730 days × 1e11 = 73,000,000,000,000; two +1000 % rules: × 121 = 8,833,000,000,000,000 (safe)
  const twoStacked: PriceInput = {
    item: huge,
    pickup_date: '2026-01-01',
    return_date: '2028-01-01',
    rules: [rule('pr_1'), rule('pr_2')],
  };

  it('an intermediate beyond MAX_SAFE_INTEGER is fine when the result is safe: × 11 × 11 × 11 then -100 % → 0', () => {
    const r = calculatePrice({ ...twoStacked, rules: [rule('pr_1'), rule('pr_2'), rule('pr_3'), rule('pr_4', -100)] });
    // every day: daily × 1331 (9.7163e16 in total, over the limit) then × 0 = 0 → Σp = 0
    expect(r.seasonal_adjustment).toBe(-73_000_000_000_000);
    expect(r.subtotal).toBe(0);
  });

  it('inclusive tax on 8,833,000,000,000,000: round(s × 10000 / 10825) = round(8,159,815,242,494,226.33) → tax 673,184,757,505,774', () => {
    const r = calculatePrice({
      ...twoStacked,
      tax: { rate_bps: 825, inclusive: true },
      service_fee: { rate_bps: 150 },
    });
    expect(r.subtotal).toBe(8_833_000_000_000_000);
    expect(r.tax).toBe(673_184_757_505_774);
    // fee = 8,833,000,000,000,000 × 150 / 10000 = 132,495,000,000,000; total 8,965,495,000,000,000 (safe)
    expect(r.service_fee_amount).toBe(132_495_000_000_000);
    expect(r.total).toBe(8_965_495_000_000_000);
  });

  it('the fee pushing the total over: 300 bps → 8,833e12 + 264,990e9 = 9,097,990,000,000,000 → amount_too_large', () => {
    expectPricingError(
      () => calculatePrice({ ...twoStacked, tax: { rate_bps: 825, inclusive: true }, service_fee: { rate_bps: 300 } }),
      'amount_too_large',
      undefined,
    );
  });

  it('the same fee paid by the tenant is only reported: total stays 8,833,000,000,000,000', () => {
    const r = calculatePrice({
      ...twoStacked,
      tax: { rate_bps: 825, inclusive: true },
      service_fee: { rate_bps: 300, payer: 'tenant' },
    });
    expect(r.service_fee_amount).toBe(264_990_000_000_000);
    expect(r.total).toBe(8_833_000_000_000_000);
  });
});

describe('purity', () => {
  function deepFreeze<T>(o: T): T {
    if (o !== null && typeof o === 'object' && !(o instanceof Date)) {
      for (const v of Object.values(o)) deepFreeze(v);
      Object.freeze(o);
    }
    return o;
  }

  const full = (): CartInput => ({
    pickup_date: '2026-07-01T09:00',
    return_date: new Date(Date.UTC(2026, 6, 5, 13)),
    time_zone: 'America/New_York',
    now: '2026-06-20T12:00:00Z',
    rules: [
      multiDay(2, 10),
      seasonal('2026-07-02', '2026-07-03', 15),
      seasonal('2026-07-01', '2026-07-01', -200, { adjustment_type: 'dollar' }),
    ],
    line_items: [
      { item: item({ id: 'fi_a', price_full_day: 3333, deposit_amount: 100 }), quantity: 3 },
      { item: item({ id: 'fi_b', price_full_day: 777 }), quantity: 1, override_price: 1500 },
    ],
    addons: [{ addon: addon(), quantity: 2 }],
    packages: [pkg({ fleet_item_ids: ['fi_a'], addon_ids: ['ao_gps'] })],
    coupon: coupon({ fleet_item_ids: ['fi_b'] }),
    tax: { rate_bps: 825, inclusive: true },
    service_fee: { rate_bps: 150, payer: 'tenant' },
  });

  it('does not mutate its input (deep-frozen input works and is unchanged)', () => {
    const input = deepFreeze(full());
    const snapshot = structuredClone(input);
    priceCart(input);
    expect(input).toEqual(snapshot);
    const single: PriceInput = deepFreeze({
      ...base,
      rules: [multiDay(2, 5)],
      addons: [{ addon: addon(), quantity: 1 }],
    });
    const snap2 = structuredClone(single);
    calculatePrice(single);
    expect(single).toEqual(snap2);
  });

  it('is deterministic: the same input twice gives deep-equal, byte-identical JSON', () => {
    const input = full();
    const a = priceCart(input);
    const b = priceCart(structuredClone(input));
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const single: PriceInput = { ...base, rules: [multiDay(2, 5)] };
    const c = calculatePrice(single);
    const d = calculatePrice(single);
    expect(JSON.stringify(c)).toBe(JSON.stringify(d));
  });

  it('rule input order does not change the result', () => {
    const input = full();
    const reversed = { ...input, rules: [...(input.rules ?? [])].reverse() };
    expect(JSON.stringify(priceCart(reversed))).toBe(JSON.stringify(priceCart(input)));
  });
});
