/**
 * SPEC section 2 (bookings paragraph) and section 3: priceCart prices every line through stages 1-3
 * (unit_price = one unit's computed price, line_total = (override_price ?? unit_price) × quantity),
 * then stages 4-8 over the cart; an overridden line counts 0 multi-day and 0 seasonal; the cart's
 * multi-day discount is Σ line discount × quantity; deposit_hold_amount = deposit_amount × quantity.
 */
import { describe, expect, it } from 'vitest';
import { type CartInput, calculatePrice, priceCart } from '../src/index.js';
import {
  addon,
  coupon,
  expectIdentities,
  expectPricingError,
  item,
  multiDay,
  pkg,
  seasonal,
  window,
} from './_helpers.js';

describe('quantities, overrides and the cart multi-day discount', () => {
  // 3 days. A: multi 800 → base 2400; md 10 % = 240 → 2160; daily 720, +10 % on day 1 → +72 → unit 2232.
  // B: full 5000 → base 15000; md 1500 → 13500; daily 4500, +10 % on day 1 → +450 → computed unit 13950;
  //    but B is overridden at 4000 → line_total 4000 × 2 = 8000, counts 0 multi-day and 0 seasonal.
  const input: CartInput = {
    ...window(3),
    rules: [multiDay(3, 10), seasonal('2026-07-01', '2026-07-01', 10)],
    line_items: [
      {
        item: item({ id: 'fi_a', name: 'A', price_full_day: 1000, price_multi_day: 800, deposit_amount: 25000 }),
        quantity: 3,
      },
      {
        item: item({ id: 'fi_b', name: 'B', price_full_day: 5000, deposit_amount: 1000 }),
        quantity: 2,
        override_price: 4000,
      },
    ],
  };

  it('line unit_price and line_total', () => {
    const r = priceCart(input);
    expect(r.line_items[0]?.unit_price).toBe(2232);
    expect(r.line_items[0]?.line_total).toBe(6696); // 2232 × 3
    expect(r.line_items[1]?.unit_price).toBe(13950);
    expect(r.line_items[1]?.override_price).toBe(4000);
    expect(r.line_items[1]?.line_total).toBe(8000); // 4000 × 2
  });

  it('cart multi-day discount = Σ line discount × quantity = 240 × 3 + 0 (overridden) = 720', () => {
    const r = priceCart(input);
    expect(r.breakdown.multi_day_discount).toBe(720);
    expect(r.discount_amount).toBe(720);
  });

  it('the overridden line adds no seasonal adjustment: cart seasonal = 72 × 3 = 216', () => {
    const r = priceCart(input);
    expect(r.seasonal_adjustment).toBe(216);
  });

  it('subtotal = Σ line_total = 6696 + 8000 = 14696, and the identities hold', () => {
    const r = priceCart(input);
    expect(r.subtotal).toBe(14696);
    expect(r.total).toBe(14696);
    expectIdentities(r);
  });

  it('deposit_hold_amount = Σ deposit_amount × quantity = 25000 × 3 + 1000 × 2 = 77000, never in total', () => {
    const r = priceCart(input);
    expect(r.deposit_hold_amount).toBe(77000);
    expect(r.total).toBe(14696);
  });

  it('quantity defaults to 1', () => {
    const r = priceCart({ ...window(1), line_items: [{ item: item({ price_full_day: 1234, deposit_amount: 50 }) }] });
    expect(r.subtotal).toBe(1234);
    expect(r.deposit_hold_amount).toBe(50);
  });

  it('override_price 0 makes a free line', () => {
    const r = priceCart({ ...window(2), line_items: [{ item: item(), quantity: 5, override_price: 0 }] });
    expect(r.line_items[0]?.line_total).toBe(0);
    expect(r.subtotal).toBe(0);
  });

  it('override_price null is no override', () => {
    const r = priceCart({
      ...window(2),
      line_items: [{ item: item({ price_full_day: 700 }), quantity: 2, override_price: null }],
    });
    expect(r.subtotal).toBe(2800); // 700 × 2 days × 2
  });
});

describe('deposits in calculatePrice', () => {
  it('deposit_hold_amount = deposit_amount × 1, not in total', () => {
    const r = calculatePrice({
      item: item({ price_full_day: 10000, deposit_amount: 25000 }),
      ...window(2),
      tax: { rate_bps: 825 },
      service_fee: { rate_bps: 300 },
    });
    expect(r.deposit_hold_amount).toBe(25000);
    // 20000 + 1650 tax = 21650; fee 649.5 → 650; total 22300
    expect(r.tax).toBe(1650);
    expect(r.service_fee_amount).toBe(650);
    expect(r.total).toBe(22300);
    expectIdentities(r);
  });

  it('deposit_amount defaults to 0', () => {
    expect(calculatePrice({ item: item(), ...window(1) }).deposit_hold_amount).toBe(0);
  });
});

describe('a full cart through all eight stages', () => {
  it('matches the hand computation', () => {
    const r = priceCart({
      ...window(2),
      now: '2026-06-30T12:00:00Z',
      rules: [
        multiDay(2, 100, { adjustment_type: 'dollar' }),
        seasonal('2026-07-02', '2026-07-02', 20, { fleet_item_id: 'fi_a' }),
      ],
      line_items: [
        { item: item({ id: 'fi_a', price_full_day: 3000, deposit_amount: 5000 }), quantity: 2 },
        { item: item({ id: 'fi_b', price_full_day: 2000, price_multi_day: 1500 }), quantity: 1 },
        { item: item({ id: 'fi_c', price_full_day: 9000 }), quantity: 1, override_price: 5000 },
      ],
      addons: [{ addon: addon({ id: 'ao_gps', price: 500, pricing: 'per_day' }), quantity: 1 }],
      packages: [
        pkg({ id: 'pkg_ab', name: 'AB', fleet_item_ids: ['fi_a', 'fi_b'], addon_ids: ['ao_gps'], discount_value: 10 }),
      ],
      coupon: coupon({ code: 'C841', discount_type: 'dollar', discount_value: 841, fleet_item_ids: ['fi_c'] }),
      tax: { rate_bps: 825 },
      service_fee: { rate_bps: 150 },
    });
    // A: base 6000, md 100 → 5900, daily 2950, day 2 +20 % → +590 → unit 6490, line 12980
    // B: base 1500 × 2 = 3000, md 100 → 2900, no seasonal (rule is A's) → unit 2900, line 2900
    // C: overridden 5000 → line 5000, no md, no seasonal
    expect(r.line_items.map((l) => l.line_total)).toEqual([12980, 2900, 5000]);
    expect(r.breakdown.multi_day_discount).toBe(300); // 100 × 2 + 100 × 1 + 0
    expect(r.seasonal_adjustment).toBe(1180); // 590 × 2
    // GPS: 500 × 1 × 2 days = 1000
    expect(r.addon_total).toBe(1000);
    // package: 10 % of (6490 + 2900 + 1000) = 10 % of 10390 = 1039
    expect(r.package_savings).toBe(1039);
    expect(r.breakdown.package).toEqual({ package_id: 'pkg_ab', name: 'AB', savings: 1039 });
    // after stage 5: 12980 + 2900 + 5000 + 1000 - 1039 = 20841; coupon 841 → 20000
    expect(r.coupon_discount).toBe(841);
    expect(r.subtotal).toBe(20000);
    expect(r.tax).toBe(1650); // 20000 × 825 / 10000
    expect(r.service_fee_amount).toBe(325); // 21650 × 150 / 10000 = 324.75 → 325
    expect(r.total).toBe(21975);
    expect(r.discount_amount).toBe(2180); // 300 + 1039 + 841
    expect(r.deposit_hold_amount).toBe(10000); // 5000 × 2
    expect(r.breakdown.coupon).toEqual({ code: 'C841', discount_type: 'dollar', discount_value: 841 });
    expect(r.breakdown.days).toBe(2);
    expectIdentities(r);
  });
});

describe('cart seasonal_rules_applied', () => {
  it('lists every rule that covered a day of any priced line, in application order; overridden lines add none', () => {
    const forA = seasonal('2026-07-01', '2026-07-01', 10, { id: 'pr_for_a', fleet_item_id: 'fi_a', priority: 1 });
    const forB = seasonal('2026-07-01', '2026-07-01', 20, { id: 'pr_for_b', fleet_item_id: 'fi_b', priority: 5 });
    const forC = seasonal('2026-07-01', '2026-07-01', 30, { id: 'pr_for_c', fleet_item_id: 'fi_c', priority: 9 });
    const r = priceCart({
      ...window(1),
      rules: [forA, forC, forB],
      line_items: [
        { item: item({ id: 'fi_a', price_full_day: 1000 }), quantity: 2 },
        { item: item({ id: 'fi_b', price_full_day: 2000 }) },
        { item: item({ id: 'fi_c', price_full_day: 3000 }), override_price: 100 },
      ],
    });
    expect(r.breakdown.seasonal_rules_applied.map((x) => x.rule_id)).toEqual(['pr_for_b', 'pr_for_a']);
    // A: +100 × 2, B: +400 → 600; C overridden → 0
    expect(r.seasonal_adjustment).toBe(600);
    // 1100 × 2 + 2400 + 100
    expect(r.subtotal).toBe(4700);
    expectIdentities(r);
  });
});

describe('cart errors', () => {
  it('the same fleet item in two lines → parameter_invalid, param line_items.1.fleet_item_id', () => {
    expectPricingError(
      () =>
        priceCart({
          ...window(1),
          line_items: [{ item: item({ id: 'fi_a' }) }, { item: item({ id: 'fi_a' }), quantity: 2 }],
        }),
      'parameter_invalid',
      'line_items.1.fleet_item_id',
    );
  });

  it('the duplicate at index 2 names index 2', () => {
    expectPricingError(
      () =>
        priceCart({
          ...window(1),
          line_items: [{ item: item({ id: 'fi_a' }) }, { item: item({ id: 'fi_b' }) }, { item: item({ id: 'fi_a' }) }],
        }),
      'parameter_invalid',
      'line_items.2.fleet_item_id',
    );
  });

  it('an inactive fleet item in a cart → resource_inactive, param line_items.N.fleet_item_id', () => {
    expectPricingError(
      () =>
        priceCart({
          ...window(1),
          line_items: [{ item: item({ id: 'fi_a' }) }, { item: item({ id: 'fi_b', active: false }) }],
        }),
      'resource_inactive',
      'line_items.1.fleet_item_id',
    );
  });

  it('an inactive fleet item in calculatePrice → resource_inactive, param fleet_item_id', () => {
    expectPricingError(
      () => calculatePrice({ item: item({ active: false }), ...window(1) }),
      'resource_inactive',
      'fleet_item_id',
    );
  });

  for (const q of [0, 1001]) {
    it(`line quantity ${q} → parameter_invalid, param line_items.0.quantity`, () => {
      expectPricingError(
        () => priceCart({ ...window(1), line_items: [{ item: item(), quantity: q }] }),
        'parameter_invalid',
        'line_items.0.quantity',
      );
    });
  }

  it('override_price out of range → parameter_invalid, param line_items.0.override_price', () => {
    expectPricingError(
      () => priceCart({ ...window(1), line_items: [{ item: item(), override_price: -1 }] }),
      'parameter_invalid',
      'line_items.0.override_price',
    );
    expectPricingError(
      () => priceCart({ ...window(1), line_items: [{ item: item(), override_price: 100_000_000_001 }] }),
      'parameter_invalid',
      'line_items.0.override_price',
    );
  });
});
