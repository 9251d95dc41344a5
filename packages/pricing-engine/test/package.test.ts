/**
 * SPEC section 2, stage 5: a package applies when the cart holds every listed fleet item and add-on;
 * components = one unit's effective price (override_price, else the price after stage 3) per listed
 * item + one unit's add-on total per listed add-on; percent → round(v % of components), dollar → v,
 * capped at the components; the largest savings wins, then the smaller id.
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, type PriceInput, priceCart } from '../src/index.js';
import { addon, expectIdentities, expectPricingError, item, pkg, seasonal, window } from './_helpers.js';

const kayak = item({ id: 'fi_kayak', name: 'Kayak', price_full_day: 10000 });
const gps = addon({ id: 'ao_gps', name: 'GPS', price: 500, pricing: 'per_day' });
const helmet = addon({ id: 'ao_helmet', name: 'Helmet', price: 300, pricing: 'per_item' });

// 2 days: base 20000; seasonal +10 % on both days → unit price 22000.
// GPS per_day 500 × qty 2 × 2 days = 2000 (one unit's add-on total: 500 × 2 days = 1000).
// Helmet per_item 300 × qty 3 = 900 (one unit: 300).
const base: PriceInput = {
  item: kayak,
  ...window(2),
  rules: [seasonal('2026-07-01', '2026-07-02', 10)],
  addons: [
    { addon: gps, quantity: 2 },
    { addon: helmet, quantity: 3 },
  ],
};

describe('package choice and amounts', () => {
  it('percent: 10 % of (22000 + 1000) = 2300', () => {
    const r = calculatePrice({
      ...base,
      packages: [pkg({ id: 'pkg_p', name: 'Kayak + GPS', fleet_item_ids: ['fi_kayak'], addon_ids: ['ao_gps'] })],
    });
    expect(r.seasonal_adjustment).toBe(2000);
    expect(r.addon_total).toBe(2900);
    expect(r.package_savings).toBe(2300);
    expect(r.breakdown.package).toEqual({ package_id: 'pkg_p', name: 'Kayak + GPS', savings: 2300 });
    // subtotal = 20000 + 2000 + 2900 - 2300 = 22600
    expect(r.subtotal).toBe(22600);
    expect(r.discount_amount).toBe(2300);
    expectIdentities(r);
  });

  it('a per_item add-on counts its price once (quantity 1): 10 % of (22000 + 300) = 2230', () => {
    const r = calculatePrice({
      ...base,
      packages: [pkg({ id: 'pkg_h', fleet_item_ids: ['fi_kayak'], addon_ids: ['ao_helmet'] })],
    });
    expect(r.package_savings).toBe(2230);
  });

  it('dollar: v cents → 2000', () => {
    const r = calculatePrice({
      ...base,
      packages: [pkg({ id: 'pkg_d', fleet_item_ids: ['fi_kayak'], discount_type: 'dollar', discount_value: 2000 })],
    });
    expect(r.package_savings).toBe(2000);
    expect(r.subtotal).toBe(22900); // 22000 + 2900 - 2000
  });

  it('dollar capped at the components: 999999 on 22000 + 1000 → 23000', () => {
    const r = calculatePrice({
      ...base,
      packages: [
        pkg({
          id: 'pkg_big',
          fleet_item_ids: ['fi_kayak'],
          addon_ids: ['ao_gps'],
          discount_type: 'dollar',
          discount_value: 999999,
        }),
      ],
    });
    expect(r.package_savings).toBe(23000);
    // the helmets (900) and the second GPS unit (1000) stay: 22000 + 2900 - 23000 = 1900
    expect(r.subtotal).toBe(1900);
  });

  it('percent rounds half away from zero: 1 day at 1005, 10 % = 100.5 → 101', () => {
    const r = calculatePrice({
      item: item({ id: 'fi_kayak', price_full_day: 1005 }),
      ...window(1),
      packages: [pkg({ fleet_item_ids: ['fi_kayak'] })],
    });
    expect(r.package_savings).toBe(101);
    expect(r.subtotal).toBe(904);
  });

  it('the largest savings wins: percent 2300 beats dollar 2000, whatever the input order', () => {
    const p = pkg({ id: 'pkg_z', fleet_item_ids: ['fi_kayak'], addon_ids: ['ao_gps'] });
    const d = pkg({ id: 'pkg_a', fleet_item_ids: ['fi_kayak'], discount_type: 'dollar', discount_value: 2000 });
    expect(calculatePrice({ ...base, packages: [d, p] }).breakdown.package?.package_id).toBe('pkg_z');
    expect(calculatePrice({ ...base, packages: [p, d] }).package_savings).toBe(2300);
  });

  it('only one package applies (savings never add up)', () => {
    const a = pkg({ id: 'pkg_a', fleet_item_ids: ['fi_kayak'], discount_type: 'dollar', discount_value: 100 });
    const b = pkg({ id: 'pkg_b', addon_ids: ['ao_gps'], discount_type: 'dollar', discount_value: 200 });
    const r = calculatePrice({ ...base, packages: [a, b] });
    expect(r.package_savings).toBe(200);
    expect(r.breakdown.package?.package_id).toBe('pkg_b');
  });

  it('a tie in savings → the smaller id', () => {
    const b = pkg({
      id: 'pkg_b',
      name: 'B',
      fleet_item_ids: ['fi_kayak'],
      discount_type: 'dollar',
      discount_value: 1000,
    });
    const a = pkg({ id: 'pkg_a', name: 'A', addon_ids: ['ao_gps'], discount_type: 'dollar', discount_value: 1000 });
    expect(calculatePrice({ ...base, packages: [b, a] }).breakdown.package).toEqual({
      package_id: 'pkg_a',
      name: 'A',
      savings: 1000,
    });
    expect(calculatePrice({ ...base, packages: [a, b] }).breakdown.package?.package_id).toBe('pkg_a');
  });
});

describe('packages that do not apply', () => {
  it('a listed add-on missing from the cart → no package', () => {
    const r = calculatePrice({
      ...base,
      packages: [pkg({ fleet_item_ids: ['fi_kayak'], addon_ids: ['ao_gps', 'ao_lifejacket'] })],
    });
    expect(r.package_savings).toBe(0);
    expect(r.breakdown.package).toBeNull();
  });

  it('a listed fleet item missing from the cart → no package', () => {
    const r = calculatePrice({ ...base, packages: [pkg({ fleet_item_ids: ['fi_kayak', 'fi_paddle'] })] });
    expect(r.package_savings).toBe(0);
    expect(r.breakdown.package).toBeNull();
  });

  it('an inactive package is ignored even when it would save more', () => {
    const inactive = pkg({ id: 'pkg_a', fleet_item_ids: ['fi_kayak'], discount_value: 50, active: false });
    const active = pkg({ id: 'pkg_b', fleet_item_ids: ['fi_kayak'], discount_value: 5 });
    const r = calculatePrice({ ...base, packages: [inactive, active] });
    // 5 % of 22000 = 1100
    expect(r.package_savings).toBe(1100);
    expect(r.breakdown.package?.package_id).toBe('pkg_b');
  });

  it('no packages → package_savings 0, breakdown.package null', () => {
    const r = calculatePrice(base);
    expect(r.package_savings).toBe(0);
    expect(r.breakdown.package).toBeNull();
  });

  it('an invalid package discount (percent 101) → parameter_invalid', () => {
    expectPricingError(
      () => calculatePrice({ ...base, packages: [pkg({ fleet_item_ids: ['fi_kayak'], discount_value: 101 })] }),
      'parameter_invalid',
      'packages.0.discount_value',
    );
  });
});

describe('packages in a cart (priceCart)', () => {
  const a = item({ id: 'fi_a', name: 'A', price_full_day: 1000 });
  const b = item({ id: 'fi_b', name: 'B', price_full_day: 9999 });

  it('components use one unit per listed item (not × quantity) and the override_price when set', () => {
    const r = priceCart({
      ...window(2),
      line_items: [
        { item: a, quantity: 3 },
        { item: b, quantity: 2, override_price: 2000 },
      ],
      packages: [pkg({ id: 'pkg_ab', fleet_item_ids: ['fi_a', 'fi_b'] })],
    });
    // unit A = 1000 × 2 = 2000; B's effective unit price = override 2000
    // components = 2000 + 2000 = 4000 → 10 % = 400
    expect(r.package_savings).toBe(400);
    // line totals: 2000 × 3 + 2000 × 2 = 10000 → subtotal 10000 - 400 = 9600
    expect(r.subtotal).toBe(9600);
    expectIdentities(r);
  });

  it('components use the price after stage 3 (multi-day + seasonal) of one unit', () => {
    const r = priceCart({
      ...window(2),
      line_items: [{ item: a, quantity: 5 }],
      rules: [seasonal('2026-07-02', '2026-07-02', 50)],
      packages: [pkg({ fleet_item_ids: ['fi_a'], discount_type: 'percent', discount_value: 20 })],
    });
    // unit: 2000 base, day 2 +50 % of 1000 → 2500; components 2500 → 20 % = 500
    expect(r.line_items[0]?.unit_price).toBe(2500);
    expect(r.package_savings).toBe(500);
    expect(r.subtotal).toBe(12000); // 2500 × 5 - 500
  });
});
