/** SPEC section 2, stage 1: the rate table and its fallbacks. */
import { describe, expect, it } from 'vitest';
import { calculatePrice, selectRate } from '../src/index.js';
import { expectIdentities, item, window } from './_helpers.js';

const full = item({ price_full_day: 10000, price_half_day: 6000, price_multi_day: 8000, price_weekly: 50000 });

function price(fi: ReturnType<typeof item>, days: number) {
  return calculatePrice({ item: fi, ...window(days), half_day: false });
}

describe('rate table: every row', () => {
  it('half-day uses price_half_day for base and rate_per_day', () => {
    const r = calculatePrice({ item: full, pickup_date: '2026-07-01T09:00Z', return_date: '2026-07-01T12:00Z' });
    // 3 h <= 5 h → half-day; base = price_half_day = 6000
    expect(r.breakdown.half_day).toBe(true);
    expect(r.breakdown.days).toBe(1);
    expect(r.base_price).toBe(6000);
    expect(r.breakdown.rate_per_day).toBe(6000);
    expectIdentities(r);
  });

  it('half-day without price_half_day falls back to price_full_day', () => {
    const it0 = item({ price_full_day: 10000, price_half_day: null });
    const r = calculatePrice({ item: it0, pickup_date: '2026-07-01T09:00Z', return_date: '2026-07-01T12:00Z' });
    // half-day, no half rate → price_full_day 10000
    expect(r.breakdown.half_day).toBe(true);
    expect(r.base_price).toBe(10000);
    expect(r.breakdown.rate_per_day).toBe(10000);
  });

  it('half-day with price_half_day absent (undefined) falls back to price_full_day', () => {
    const r = calculatePrice({
      item: { id: 'fi_x', price_full_day: 7000 },
      pickup_date: '2026-07-01T09:00Z',
      return_date: '2026-07-01T10:00Z',
    });
    expect(r.base_price).toBe(7000);
    expect(r.breakdown.rate_per_day).toBe(7000);
  });

  it('1 day uses price_full_day even when multi-day and weekly rates exist', () => {
    const r = price(full, 1);
    expect(r.breakdown.days).toBe(1);
    expect(r.breakdown.half_day).toBe(false);
    expect(r.base_price).toBe(10000);
    expect(r.breakdown.rate_per_day).toBe(10000);
    expect(r.total).toBe(10000); // no tax, no fee given
    expectIdentities(r);
  });

  it('2 days with price_multi_day: 8000 × 2 = 16000', () => {
    const r = price(full, 2);
    expect(r.base_price).toBe(16000);
    expect(r.breakdown.rate_per_day).toBe(8000);
  });

  it('6 days with price_multi_day (weekly not used below 7): 8000 × 6 = 48000', () => {
    const r = price(full, 6);
    expect(r.breakdown.days).toBe(6);
    expect(r.base_price).toBe(48000);
    expect(r.breakdown.rate_per_day).toBe(8000);
  });

  it('2-6 days without price_multi_day: price_full_day × days (3 × 10000 = 30000)', () => {
    const r = price(item({ price_full_day: 10000, price_multi_day: null, price_weekly: 50000 }), 3);
    expect(r.base_price).toBe(30000);
    expect(r.breakdown.rate_per_day).toBe(10000);
  });

  it('7 days with price_weekly: round(50000 × 7 / 7) = 50000, rate round(50000 / 7) = round(7142.857) = 7143', () => {
    const r = price(full, 7);
    expect(r.breakdown.days).toBe(7);
    expect(r.base_price).toBe(50000);
    expect(r.breakdown.rate_per_day).toBe(7143);
  });

  it('10 days weekly 10000: round(10000 × 10 / 7) = round(14285.714) = 14286; rate round(1428.571) = 1429', () => {
    const r = price(item({ price_full_day: 3000, price_weekly: 10000 }), 10);
    expect(r.base_price).toBe(14286);
    expect(r.breakdown.rate_per_day).toBe(1429);
    expectIdentities(r);
  });

  it('weekly rounding goes down too: 10000 × 9 / 7 = 12857.142 → 12857; 10000 × 8 / 7 = 11428.571 → 11429', () => {
    const it0 = item({ price_full_day: 3000, price_weekly: 10000 });
    expect(price(it0, 9).base_price).toBe(12857);
    expect(price(it0, 8).base_price).toBe(11429);
  });

  it('7+ days without price_weekly falls back to price_multi_day × days (7 × 8000 = 56000)', () => {
    const r = price(item({ price_full_day: 10000, price_multi_day: 8000, price_weekly: null }), 7);
    expect(r.base_price).toBe(56000);
    expect(r.breakdown.rate_per_day).toBe(8000);
  });

  it('7+ days without weekly or multi-day falls back to price_full_day × days (8 × 10000 = 80000)', () => {
    const r = price(item({ price_full_day: 10000 }), 8);
    expect(r.base_price).toBe(80000);
    expect(r.breakdown.rate_per_day).toBe(10000);
  });

  it('730 days weekly 7000: round(7000 × 730 / 7) = 730000, rate 1000', () => {
    const r = price(item({ price_full_day: 5000, price_weekly: 7000 }), 730);
    expect(r.breakdown.days).toBe(730);
    expect(r.base_price).toBe(730000);
    expect(r.breakdown.rate_per_day).toBe(1000);
  });

  it('a zero rate is a valid rate (price_multi_day 0 is set, not missing): 0 × 3 = 0', () => {
    const r = price(item({ price_full_day: 10000, price_multi_day: 0 }), 3);
    expect(r.base_price).toBe(0);
    expect(r.total).toBe(0);
  });
});

describe('selectRate on its own', () => {
  it('matches the table', () => {
    const rates = { price_full_day: 10000, price_half_day: 6000, price_multi_day: 8000, price_weekly: 10000 };
    const daily = { rate_basis: 'daily', hourly_units: null };
    expect(selectRate(rates, 1, true)).toEqual({
      base_price: 6000,
      rate_per_day: 6000,
      rate_basis: 'half_day',
      hourly_units: null,
    });
    expect(selectRate(rates, 1, false)).toEqual({ base_price: 10000, rate_per_day: 10000, ...daily });
    expect(selectRate(rates, 4, false)).toEqual({ base_price: 32000, rate_per_day: 8000, ...daily });
    // 10000 × 10 / 7 = 14285.714 → 14286; 10000 / 7 = 1428.571 → 1429
    expect(selectRate(rates, 10, false)).toEqual({ base_price: 14286, rate_per_day: 1429, ...daily });
    expect(selectRate({ price_full_day: 900 }, 7, false)).toEqual({ base_price: 6300, rate_per_day: 900, ...daily });
  });
});
