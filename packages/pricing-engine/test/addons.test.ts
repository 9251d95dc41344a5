/** SPEC section 2, stage 4: add-ons, per_day vs per_item, quantities, and their errors. */
import { describe, expect, it } from 'vitest';
import { calculatePrice, type PriceInput } from '../src/index.js';
import { addon, expectIdentities, expectPricingError, item, window } from './_helpers.js';

const gps = addon({ id: 'ao_gps', name: 'GPS', price: 500, pricing: 'per_day' });
const helmet = addon({ id: 'ao_helmet', name: 'Helmet', price: 1500, pricing: 'per_item' });

// 3 days at price_full_day 10000 → base 30000
const base: PriceInput = { item: item({ price_full_day: 10000 }), ...window(3) };

describe('add-on totals', () => {
  it('per_day: price × quantity × days = 500 × 2 × 3 = 3000; per_item: price × quantity = 1500 × 2 = 3000', () => {
    const r = calculatePrice({
      ...base,
      addons: [
        { addon: gps, quantity: 2 },
        { addon: helmet, quantity: 2 },
      ],
    });
    expect(r.addon_total).toBe(6000);
    expect(r.breakdown.addons).toEqual([
      { addon_id: 'ao_gps', name: 'GPS', quantity: 2, unit_price: 500, total: 3000 },
      { addon_id: 'ao_helmet', name: 'Helmet', quantity: 2, unit_price: 1500, total: 3000 },
    ]);
    // subtotal = 30000 + 6000
    expect(r.subtotal).toBe(36000);
    expectIdentities(r);
  });

  it('unit_price is the add-on price even for per_day (not price × days)', () => {
    const r = calculatePrice({ ...base, addons: [{ addon: gps, quantity: 1 }] });
    // 500 × 1 × 3 = 1500
    expect(r.breakdown.addons[0]).toEqual({
      addon_id: 'ao_gps',
      name: 'GPS',
      quantity: 1,
      unit_price: 500,
      total: 1500,
    });
  });

  it('a per_day add-on on a half-day counts 1 day: 500 × 3 × 1 = 1500', () => {
    const r = calculatePrice({
      item: item({ price_half_day: 4000 }),
      pickup_date: '2026-07-01T09:00Z',
      return_date: '2026-07-01T12:00Z',
      addons: [{ addon: gps, quantity: 3 }],
    });
    expect(r.breakdown.half_day).toBe(true);
    expect(r.addon_total).toBe(1500);
    expect(r.subtotal).toBe(5500);
  });

  it('a per_day add-on follows the rental days, not the rate table: 10 days weekly, 200 × 1 × 10 = 2000', () => {
    const r = calculatePrice({
      item: item({ price_full_day: 3000, price_weekly: 10000 }),
      ...window(10),
      addons: [{ addon: addon({ id: 'ao_x', price: 200, pricing: 'per_day' }), quantity: 1 }],
    });
    expect(r.addon_total).toBe(2000);
    expect(r.subtotal).toBe(16286); // 14286 + 2000
  });

  it('quantity 1000 is allowed: per_item 1500 × 1000 = 1500000', () => {
    const r = calculatePrice({ ...base, addons: [{ addon: helmet, quantity: 1000 }] });
    expect(r.addon_total).toBe(1_500_000);
  });

  it('no add-ons: addon_total 0 and an empty list', () => {
    const r = calculatePrice(base);
    expect(r.addon_total).toBe(0);
    expect(r.breakdown.addons).toEqual([]);
  });

  it('an add-on priced 0 is fine', () => {
    const r = calculatePrice({ ...base, addons: [{ addon: addon({ id: 'ao_free', price: 0 }), quantity: 4 }] });
    expect(r.addon_total).toBe(0);
    expect(r.breakdown.addons[0]?.total).toBe(0);
  });
});

describe('add-on errors', () => {
  it('an inactive add-on → resource_inactive, param addons.N.addon_id', () => {
    expectPricingError(
      () =>
        calculatePrice({
          ...base,
          addons: [
            { addon: gps, quantity: 1 },
            { addon: { ...helmet, active: false }, quantity: 1 },
          ],
        }),
      'resource_inactive',
      'addons.1.addon_id',
    );
  });

  it('the same add-on twice → parameter_invalid, param names the second occurrence (addons.1.addon_id)', () => {
    expectPricingError(
      () =>
        calculatePrice({
          ...base,
          addons: [
            { addon: gps, quantity: 1 },
            { addon: gps, quantity: 2 },
          ],
        }),
      'parameter_invalid',
      'addons.1.addon_id',
    );
  });

  it('the duplicate at index 2 is reported there (addons.2.addon_id)', () => {
    expectPricingError(
      () =>
        calculatePrice({
          ...base,
          addons: [
            { addon: gps, quantity: 1 },
            { addon: helmet, quantity: 1 },
            { addon: gps, quantity: 1 },
          ],
        }),
      'parameter_invalid',
      'addons.2.addon_id',
    );
  });

  for (const q of [0, 1001, 1.5, -1]) {
    it(`quantity ${q} → parameter_invalid, param addons.0.quantity`, () => {
      expectPricingError(
        () => calculatePrice({ ...base, addons: [{ addon: gps, quantity: q }] }),
        'parameter_invalid',
        'addons.0.quantity',
      );
    });
  }

  it('a negative add-on price → parameter_invalid, param addons.0.addon.price', () => {
    expectPricingError(
      () => calculatePrice({ ...base, addons: [{ addon: { ...gps, price: -1 }, quantity: 1 }] }),
      'parameter_invalid',
      'addons.0.addon.price',
    );
  });
});
