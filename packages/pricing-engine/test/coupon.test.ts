/**
 * SPEC section 2, stage 6: coupon checks against `now` in order (coupon_inactive, coupon_not_yet_valid,
 * coupon_expired, coupon_exhausted, coupon_not_applicable, coupon_minimum_not_met), each with param
 * coupon_code; valid means valid_from <= now <= valid_until; a date-only valid_until is the end of that
 * local day. Discount: percent → round(v % of the amount after stage 5), dollar → v, capped.
 */
import { describe, expect, it } from 'vitest';
import { type Coupon, calculatePrice, type PriceInput, priceCart } from '../src/index.js';
import { addon, coupon, expectIdentities, expectPricingError, item, multiDay, pkg, window } from './_helpers.js';

const NOW = '2026-06-15T12:00:00.000Z';
// 1 day at 10000 → amount after stage 5 = 10000
const base: PriceInput = { item: item({ id: 'fi_item', price_full_day: 10000 }), ...window(1), now: NOW };

function withCoupon(c: Coupon, extra: Partial<PriceInput> = {}) {
  return calculatePrice({ ...base, coupon: c, ...extra });
}

describe('a valid coupon', () => {
  it('percent: 10 % of 10000 = 1000; breakdown.coupon {code, discount_type, discount_value}', () => {
    const r = withCoupon(coupon());
    expect(r.coupon_discount).toBe(1000);
    expect(r.discount_amount).toBe(1000);
    expect(r.subtotal).toBe(9000);
    expect(r.breakdown.coupon).toEqual({ code: 'SUMMER10', discount_type: 'percent', discount_value: 10 });
    expectIdentities(r);
  });

  it('breakdown.coupon is null without a coupon (absent or null)', () => {
    expect(calculatePrice(base).breakdown.coupon).toBeNull();
    const r = calculatePrice({ ...base, coupon: null });
    expect(r.breakdown.coupon).toBeNull();
    expect(r.coupon_discount).toBe(0);
  });

  it('breakdown.coupon.code is the stored code, as written', () => {
    expect(withCoupon(coupon({ code: 'Summer-Ten' })).breakdown.coupon?.code).toBe('Summer-Ten');
  });

  it('percent rounds half away from zero: 10 % of 10005 = 1000.5 → 1001', () => {
    const r = calculatePrice({ ...base, item: item({ price_full_day: 10005 }), coupon: coupon() });
    expect(r.coupon_discount).toBe(1001);
    expect(r.subtotal).toBe(9004);
  });

  it('dollar: 2500 off → subtotal 7500', () => {
    const r = withCoupon(coupon({ discount_type: 'dollar', discount_value: 2500 }));
    expect(r.coupon_discount).toBe(2500);
    expect(r.subtotal).toBe(7500);
    expect(r.breakdown.coupon).toEqual({ code: 'SUMMER10', discount_type: 'dollar', discount_value: 2500 });
  });

  it('dollar is capped at the amount: 50000 off 10000 → 10000, subtotal 0, total 0', () => {
    const r = withCoupon(coupon({ discount_type: 'dollar', discount_value: 50000 }), {
      tax: { rate_bps: 825 },
      service_fee: { rate_bps: 300 },
    });
    expect(r.coupon_discount).toBe(10000);
    expect(r.subtotal).toBe(0);
    expect(r.tax).toBe(0);
    expect(r.service_fee_amount).toBe(0);
    expect(r.total).toBe(0);
  });

  it('applies to the amount after stage 5 (base - multi-day + seasonal + add-ons - package)', () => {
    // 3 days × 10000 = 30000; multi-day 10 % = 3000 → 27000; add-on per_item 2000 → 29000;
    // package dollar 1500 on the item → 27500; coupon 10 % = 2750 → subtotal 24750
    const r = calculatePrice({
      ...base,
      ...window(3),
      rules: [multiDay(3, 10)],
      addons: [{ addon: addon({ id: 'ao_x', price: 2000, pricing: 'per_item' }), quantity: 1 }],
      packages: [pkg({ fleet_item_ids: ['fi_item'], discount_type: 'dollar', discount_value: 1500 })],
      coupon: coupon(),
    });
    expect(r.coupon_discount).toBe(2750);
    expect(r.subtotal).toBe(24750);
    // discount_amount = 3000 + 1500 + 2750
    expect(r.discount_amount).toBe(7250);
    expectIdentities(r);
  });

  it('dollar cap is the amount after stage 5, not the base: 99999 off (10000 + 2000 - 1500) → 10500', () => {
    const r = calculatePrice({
      ...base,
      addons: [{ addon: addon({ id: 'ao_x', price: 2000, pricing: 'per_item' }), quantity: 1 }],
      packages: [pkg({ fleet_item_ids: ['fi_item'], discount_type: 'dollar', discount_value: 1500 })],
      coupon: coupon({ discount_type: 'dollar', discount_value: 99999 }),
    });
    expect(r.coupon_discount).toBe(10500);
    expect(r.subtotal).toBe(0);
  });

  it('100 % takes it all', () => {
    expect(withCoupon(coupon({ discount_value: 100 })).subtotal).toBe(0);
  });

  it('max_redemptions null is unlimited; times_redeemed below max passes', () => {
    expect(withCoupon(coupon({ max_redemptions: null, times_redeemed: 1_000_000 })).coupon_discount).toBe(1000);
    expect(withCoupon(coupon({ max_redemptions: 5, times_redeemed: 4 })).coupon_discount).toBe(1000);
  });
});

describe('fleet_item_ids is a condition, not a scope', () => {
  it('the cart holds one of the items → the coupon applies to the whole amount: 10 % of (10000 + 5000) = 1500', () => {
    const r = priceCart({
      ...window(1),
      now: NOW,
      line_items: [
        { item: item({ id: 'fi_a', price_full_day: 10000 }) },
        { item: item({ id: 'fi_b', price_full_day: 5000 }) },
      ],
      coupon: coupon({ fleet_item_ids: ['fi_b', 'fi_zzz'] }),
    });
    expect(r.coupon_discount).toBe(1500);
    expect(r.subtotal).toBe(13500);
  });

  it('calculatePrice: the item is among the listed ones → applies (10 % of 10000)', () => {
    expect(withCoupon(coupon({ fleet_item_ids: ['fi_other', 'fi_item'] })).coupon_discount).toBe(1000);
  });

  it('the condition also covers add-ons in the amount: 10 % of (10000 + 3000 add-on) = 1300', () => {
    const r = withCoupon(coupon({ fleet_item_ids: ['fi_item'] }), {
      addons: [{ addon: addon({ id: 'ao_x', price: 3000, pricing: 'per_item' }), quantity: 1 }],
    });
    expect(r.coupon_discount).toBe(1300);
  });
});

describe('every coupon code, param coupon_code', () => {
  it('coupon_inactive', () => {
    expectPricingError(() => withCoupon(coupon({ active: false })), 'coupon_inactive', 'coupon_code');
  });

  it('coupon_not_yet_valid: valid_from after now', () => {
    expectPricingError(
      () => withCoupon(coupon({ valid_from: '2026-06-15T12:00:00.001Z' })),
      'coupon_not_yet_valid',
      'coupon_code',
    );
  });

  it('coupon_expired: valid_until before now', () => {
    expectPricingError(
      () => withCoupon(coupon({ valid_until: '2026-06-15T11:59:59.999Z' })),
      'coupon_expired',
      'coupon_code',
    );
  });

  it('coupon_exhausted: times_redeemed = max_redemptions', () => {
    expectPricingError(
      () => withCoupon(coupon({ max_redemptions: 5, times_redeemed: 5 })),
      'coupon_exhausted',
      'coupon_code',
    );
  });

  it('coupon_exhausted: max_redemptions 0', () => {
    expectPricingError(() => withCoupon(coupon({ max_redemptions: 0 })), 'coupon_exhausted', 'coupon_code');
  });

  it('coupon_not_applicable: none of its items in the cart', () => {
    expectPricingError(
      () => withCoupon(coupon({ fleet_item_ids: ['fi_other'] })),
      'coupon_not_applicable',
      'coupon_code',
    );
  });

  it('coupon_not_applicable: an empty fleet_item_ids list matches nothing', () => {
    expectPricingError(() => withCoupon(coupon({ fleet_item_ids: [] })), 'coupon_not_applicable', 'coupon_code');
  });

  it('coupon_minimum_not_met: amount after stage 5 (10000) below min_subtotal 10001', () => {
    expectPricingError(() => withCoupon(coupon({ min_subtotal: 10001 })), 'coupon_minimum_not_met', 'coupon_code');
  });

  it('min_subtotal equal to the amount passes: 10000 >= 10000 → 1000 off', () => {
    expect(withCoupon(coupon({ min_subtotal: 10000 })).coupon_discount).toBe(1000);
  });

  it('min_subtotal is compared with the amount after stage 5: 10000 + 2000 - 1500 = 10500', () => {
    const extra: Partial<PriceInput> = {
      addons: [{ addon: addon({ id: 'ao_x', price: 2000, pricing: 'per_item' }), quantity: 1 }],
      packages: [pkg({ fleet_item_ids: ['fi_item'], discount_type: 'dollar', discount_value: 1500 })],
    };
    expectPricingError(
      () => withCoupon(coupon({ min_subtotal: 10501 }), extra),
      'coupon_minimum_not_met',
      'coupon_code',
    );
    // 10 % of 10500 = 1050
    expect(withCoupon(coupon({ min_subtotal: 10500 }), extra).coupon_discount).toBe(1050);
  });
});

describe('precedence: the earlier code in the SPEC list wins', () => {
  const future = '2026-07-01T00:00:00Z';
  const past = '2026-06-01T00:00:00Z';

  it('inactive + not yet valid → coupon_inactive', () => {
    expectPricingError(
      () => withCoupon(coupon({ active: false, valid_from: future })),
      'coupon_inactive',
      'coupon_code',
    );
  });

  it('not yet valid + expired → coupon_not_yet_valid', () => {
    expectPricingError(
      () => withCoupon(coupon({ valid_from: future, valid_until: past })),
      'coupon_not_yet_valid',
      'coupon_code',
    );
  });

  it('expired + exhausted → coupon_expired', () => {
    expectPricingError(
      () => withCoupon(coupon({ valid_until: past, max_redemptions: 1, times_redeemed: 1 })),
      'coupon_expired',
      'coupon_code',
    );
  });

  it('exhausted + not applicable → coupon_exhausted', () => {
    expectPricingError(
      () => withCoupon(coupon({ max_redemptions: 1, times_redeemed: 1, fleet_item_ids: ['fi_other'] })),
      'coupon_exhausted',
      'coupon_code',
    );
  });

  it('not applicable + minimum not met → coupon_not_applicable', () => {
    expectPricingError(
      () => withCoupon(coupon({ fleet_item_ids: ['fi_other'], min_subtotal: 99999 })),
      'coupon_not_applicable',
      'coupon_code',
    );
  });

  it('all six at once → coupon_inactive', () => {
    expectPricingError(
      () =>
        withCoupon(
          coupon({
            active: false,
            valid_from: future,
            valid_until: past,
            max_redemptions: 0,
            fleet_item_ids: ['fi_other'],
            min_subtotal: 99999,
          }),
        ),
      'coupon_inactive',
      'coupon_code',
    );
  });

  it('expired + not applicable + minimum → coupon_expired', () => {
    expectPricingError(
      () => withCoupon(coupon({ valid_until: past, fleet_item_ids: ['fi_other'], min_subtotal: 99999 })),
      'coupon_expired',
      'coupon_code',
    );
  });
});

describe('validity window boundaries are inclusive', () => {
  it('now equal to valid_from passes', () => {
    expect(withCoupon(coupon({ valid_from: NOW })).coupon_discount).toBe(1000);
  });

  it('now equal to valid_until passes', () => {
    expect(withCoupon(coupon({ valid_until: NOW })).coupon_discount).toBe(1000);
  });

  it('valid_from = valid_until = now passes', () => {
    expect(withCoupon(coupon({ valid_from: NOW, valid_until: NOW })).coupon_discount).toBe(1000);
  });

  it('the same instant written with an offset or as a Date is equal too', () => {
    expect(withCoupon(coupon({ valid_until: '2026-06-15T14:00:00+02:00' })).coupon_discount).toBe(1000);
    expect(withCoupon(coupon({ valid_from: new Date(NOW) })).coupon_discount).toBe(1000);
    expect(calculatePrice({ ...base, now: new Date(NOW), coupon: coupon({ valid_until: NOW }) }).coupon_discount).toBe(
      1000,
    );
  });
});

describe('date-only bounds are tenant-local days', () => {
  const ny: Partial<PriceInput> = { time_zone: 'America/New_York' };

  it('valid_until 2026-06-15 in New York ends at 23:59:59.999 EDT = 2026-06-16T03:59:59.999Z', () => {
    const c = coupon({ valid_until: '2026-06-15' });
    expect(withCoupon(c, { ...ny, now: '2026-06-16T03:59:59.999Z' }).coupon_discount).toBe(1000);
    expectPricingError(() => withCoupon(c, { ...ny, now: '2026-06-16T04:00:00Z' }), 'coupon_expired', 'coupon_code');
  });

  it('a `now` without offset is tenant wall-clock time: 2026-06-15T23:59:59.999 New York still passes', () => {
    const c = coupon({ valid_until: '2026-06-15' });
    expect(withCoupon(c, { ...ny, now: '2026-06-15T23:59:59.999' }).coupon_discount).toBe(1000);
    expectPricingError(() => withCoupon(c, { ...ny, now: '2026-06-16T00:00' }), 'coupon_expired', 'coupon_code');
  });

  it('valid_until 2026-06-15 in UTC ends at 2026-06-15T23:59:59.999Z', () => {
    const c = coupon({ valid_until: '2026-06-15' });
    expect(withCoupon(c, { now: '2026-06-15T23:59:59.999Z' }).coupon_discount).toBe(1000);
    expectPricingError(() => withCoupon(c, { now: '2026-06-16T00:00:00Z' }), 'coupon_expired', 'coupon_code');
  });

  it('valid_until 2026-06-15 in Pacific/Apia (UTC+13) ends at 2026-06-15T10:59:59.999Z', () => {
    const c = coupon({ valid_until: '2026-06-15' });
    const apia: Partial<PriceInput> = { time_zone: 'Pacific/Apia' };
    expect(withCoupon(c, { ...apia, now: '2026-06-15T10:59:59.999Z' }).coupon_discount).toBe(1000);
    expectPricingError(() => withCoupon(c, { ...apia, now: '2026-06-15T11:00:00Z' }), 'coupon_expired', 'coupon_code');
  });

  it('a date-only valid_from is the start of that local day: 2026-06-15 in New York = 04:00Z', () => {
    const c = coupon({ valid_from: '2026-06-15' });
    expectPricingError(
      () => withCoupon(c, { ...ny, now: '2026-06-15T03:59:59.999Z' }),
      'coupon_not_yet_valid',
      'coupon_code',
    );
    expect(withCoupon(c, { ...ny, now: '2026-06-15T04:00:00Z' }).coupon_discount).toBe(1000);
  });

  it('a one-day window: valid_from = valid_until = 2026-06-15 (New York) covers the whole local day', () => {
    const c = coupon({ valid_from: '2026-06-15', valid_until: '2026-06-15' });
    expect(withCoupon(c, { ...ny, now: '2026-06-15T00:00' }).coupon_discount).toBe(1000);
    expect(withCoupon(c, { ...ny, now: '2026-06-15T23:59' }).coupon_discount).toBe(1000);
  });
});

describe('now and coupon_mode', () => {
  it('a coupon without now → parameter_missing, param now', () => {
    const { now: _now, ...noNow } = base;
    expectPricingError(() => calculatePrice({ ...noNow, coupon: coupon() }), 'parameter_missing', 'now');
  });

  it('no coupon: now is not needed', () => {
    const { now: _now, ...noNow } = base;
    expect(calculatePrice(noNow).subtotal).toBe(10000);
  });

  it('a malformed now → parameter_invalid, param now', () => {
    expectPricingError(() => withCoupon(coupon(), { now: 'yesterday' }), 'parameter_invalid', 'now');
  });

  it("coupon_mode 'reapply' skips validation (inactive, expired, exhausted, minimum) and needs no now", () => {
    const { now: _now, ...noNow } = base;
    const r = calculatePrice({
      ...noNow,
      coupon_mode: 'reapply',
      coupon: coupon({
        active: false,
        valid_from: '2020-01-01',
        valid_until: '2020-12-31',
        max_redemptions: 1,
        times_redeemed: 1,
        min_subtotal: 999999,
      }),
    });
    // 10 % of 10000
    expect(r.coupon_discount).toBe(1000);
    expect(r.subtotal).toBe(9000);
  });

  it("coupon_mode 'reapply' gives 0 when none of its items is in the cart", () => {
    const r = calculatePrice({ ...base, coupon_mode: 'reapply', coupon: coupon({ fleet_item_ids: ['fi_other'] }) });
    expect(r.coupon_discount).toBe(0);
    expect(r.subtotal).toBe(10000);
    expectIdentities(r);
  });

  it("coupon_mode 'validate' is the default", () => {
    expectPricingError(
      () => withCoupon(coupon({ active: false }), { coupon_mode: 'validate' }),
      'coupon_inactive',
      'coupon_code',
    );
  });
});
