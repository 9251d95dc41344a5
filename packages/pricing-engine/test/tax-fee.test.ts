/**
 * SPEC section 2, stages 7 and 8. Exclusive: tax = round(subtotal × bps / 10000). Inclusive:
 * tax = subtotal - round(subtotal × 10000 / (10000 + bps)). gross = subtotal + (exclusive ? tax : 0);
 * fee = round(gross × bps / 10000); total = gross + (payer = customer ? fee : 0).
 */
import { describe, expect, it } from 'vitest';
import { calculatePrice, computeTax, type PriceInput } from '../src/index.js';
import { expectIdentities, expectPricingError, item, window } from './_helpers.js';

const at = (price: number, days = 1): PriceInput => ({ item: item({ price_full_day: price }), ...window(days) });

describe('tax exclusive', () => {
  it('10000 at 825 bps → 825; fee 300 bps on gross 10825 = 324.75 → 325; total 11150', () => {
    const r = calculatePrice({
      ...at(10000),
      tax: { rate_bps: 825 },
      service_fee: { rate_bps: 300, payer: 'customer' },
    });
    expect(r.subtotal).toBe(10000);
    expect(r.tax).toBe(825);
    expect(r.service_fee_amount).toBe(325);
    expect(r.total).toBe(11150);
    expectIdentities(r);
  });

  it('half away from zero: 200 at 825 bps = 16.5 → 17; fee 300 bps on 217 = 6.51 → 7; total 224', () => {
    const r = calculatePrice({ ...at(200), tax: { rate_bps: 825 }, service_fee: { rate_bps: 300 } });
    expect(r.tax).toBe(17);
    expect(r.service_fee_amount).toBe(7);
    expect(r.total).toBe(224);
    expectIdentities(r);
  });

  it('inclusive: false is exclusive', () => {
    const r = calculatePrice({ ...at(10000), tax: { rate_bps: 825, inclusive: false } });
    expect(r.tax).toBe(825);
    expect(r.total).toBe(10825);
  });

  it('rate 0 → tax 0', () => {
    const r = calculatePrice({ ...at(10000), tax: { rate_bps: 0 } });
    expect(r.tax).toBe(0);
    expect(r.total).toBe(10000);
  });

  it('rate 10000 bps (100 %) on 3 → 3', () => {
    expect(calculatePrice({ ...at(3), tax: { rate_bps: 10000 } }).tax).toBe(3);
  });
});

describe('tax inclusive', () => {
  it('10000 at 825 bps: 10000 - round(10000 × 10000 / 10825) = 10000 - round(9237.875) = 10000 - 9238 = 762', () => {
    const r = calculatePrice({ ...at(10000), tax: { rate_bps: 825, inclusive: true }, service_fee: { rate_bps: 300 } });
    expect(r.subtotal).toBe(10000);
    expect(r.tax).toBe(762);
    // fee on gross = subtotal (tax already inside): 10000 × 300 / 10000 = 300
    expect(r.service_fee_amount).toBe(300);
    expect(r.total).toBe(10300);
    expectIdentities(r, { inclusive: true });
  });

  it('half away from zero: 3 at 10000 bps: 3 - round(3 × 10000 / 20000) = 3 - round(1.5) = 3 - 2 = 1', () => {
    const r = calculatePrice({ ...at(3), tax: { rate_bps: 10000, inclusive: true } });
    expect(r.tax).toBe(1);
    expect(r.total).toBe(3);
  });

  it('1000 at 2000 bps: 1000 - round(1000 × 10000 / 12000) = 1000 - round(833.33) = 1000 - 833 = 167', () => {
    const r = calculatePrice({ ...at(1000), tax: { rate_bps: 2000, inclusive: true } });
    expect(r.tax).toBe(167);
    expect(r.total).toBe(1000);
  });

  it('computeTax on its own', () => {
    expect(computeTax(10000, { rate_bps: 825, inclusive: true })).toBe(762);
    expect(computeTax(10000, { rate_bps: 825 })).toBe(825);
  });
});

describe('service fee payer and tiers', () => {
  it('payer defaults to customer: the fee is added', () => {
    const r = calculatePrice({ ...at(10000), service_fee: { rate_bps: 300 } });
    expect(r.service_fee_amount).toBe(300);
    expect(r.total).toBe(10300);
  });

  it('payer tenant, exclusive tax: fee 325 reported, not added → total 10825', () => {
    const r = calculatePrice({ ...at(10000), tax: { rate_bps: 825 }, service_fee: { rate_bps: 300, payer: 'tenant' } });
    expect(r.service_fee_amount).toBe(325);
    expect(r.total).toBe(10825);
    expectIdentities(r, { payer: 'tenant' });
  });

  it('payer tenant, inclusive tax: fee 300 reported, total = subtotal 10000', () => {
    const r = calculatePrice({
      ...at(10000),
      tax: { rate_bps: 825, inclusive: true },
      service_fee: { rate_bps: 300, payer: 'tenant' },
    });
    expect(r.tax).toBe(762);
    expect(r.service_fee_amount).toBe(300);
    expect(r.total).toBe(10000);
    expectIdentities(r, { inclusive: true, payer: 'tenant' });
  });

  it('growth 150 bps: 10825 × 150 / 10000 = 162.375 → 162; total 10987', () => {
    const r = calculatePrice({ ...at(10000), tax: { rate_bps: 825 }, service_fee: { rate_bps: 150 } });
    expect(r.service_fee_amount).toBe(162);
    expect(r.total).toBe(10987);
  });

  it('enterprise 0 bps: fee 0', () => {
    const r = calculatePrice({ ...at(10000), tax: { rate_bps: 825 }, service_fee: { rate_bps: 0 } });
    expect(r.service_fee_amount).toBe(0);
    expect(r.total).toBe(10825);
  });

  it('fee half away from zero: 50 × 300 / 10000 = 1.5 → 2; total 52 (customer), 50 (tenant)', () => {
    expect(calculatePrice({ ...at(50), service_fee: { rate_bps: 300 } }).total).toBe(52);
    const t = calculatePrice({ ...at(50), service_fee: { rate_bps: 300, payer: 'tenant' } });
    expect(t.service_fee_amount).toBe(2);
    expect(t.total).toBe(50);
  });

  it('rates above 10000 bps → parameter_invalid', () => {
    expectPricingError(
      () => calculatePrice({ ...at(100), tax: { rate_bps: 10001 } }),
      'parameter_invalid',
      'tax.rate_bps',
    );
    expectPricingError(
      () => calculatePrice({ ...at(100), service_fee: { rate_bps: 10001 } }),
      'parameter_invalid',
      'service_fee.rate_bps',
    );
  });
});

describe('exact arithmetic near the bounds', () => {
  // base = 99,999,999,999 × 730 = 72,999,999,999,270
  const big = at(99_999_999_999, 730);

  it('exclusive: tax = round(72,999,999,999,270 × 825 / 10000) = round(6,022,499,999,939.775) = 6,022,499,999,940', () => {
    const r = calculatePrice({ ...big, tax: { rate_bps: 825 }, service_fee: { rate_bps: 300 } });
    expect(r.base_price).toBe(72_999_999_999_270);
    expect(r.tax).toBe(6_022_499_999_940);
    // gross = 79,022,499,999,210; fee = round(2,370,674,999,976.3) = 2,370,674,999,976
    expect(r.service_fee_amount).toBe(2_370_674_999_976);
    expect(r.total).toBe(81_393_174_999_186);
    expectIdentities(r);
  });

  it('inclusive: round(72,999,999,999,270 × 10000 / 10825) = round(67,436,489,606,715.935) = 67,436,489,606,716', () => {
    const r = calculatePrice({ ...big, tax: { rate_bps: 825, inclusive: true }, service_fee: { rate_bps: 300 } });
    // tax = 72,999,999,999,270 - 67,436,489,606,716 = 5,563,510,392,554
    expect(r.tax).toBe(5_563_510_392_554);
    // fee = round(72,999,999,999,270 × 0.03) = round(2,189,999,999,978.1) = 2,189,999,999,978
    expect(r.service_fee_amount).toBe(2_189_999_999_978);
    expect(r.total).toBe(75_189_999_999_248);
    expectIdentities(r, { inclusive: true });
  });
});
