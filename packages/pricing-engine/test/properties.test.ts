import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatePrice,
  countRentalDays,
  isPricingError,
  type PriceInput,
  type PriceResult,
  type PricingRule,
  priceCart,
  seasonalAdjustment,
} from '../src/index.js';
import { itemArb, priceInputArb, ruleArb, ZONES } from './arbitraries.js';
import { q, qadd, qmul, roundQ } from './references.js';

/** CPU-bound properties on a shared 2-core machine: the 5 s default is too tight under load. */
const SLOW = 120_000;

const RUNS = { numRuns: 1000 };

/** Price, treating only amount_too_large as an acceptable refusal (everything generated is valid). */
function quote(input: PriceInput): PriceResult | null {
  try {
    return calculatePrice(input);
  } catch (e) {
    if (isPricingError(e) && e.code === 'amount_too_large') return null;
    throw e;
  }
}

function amounts(r: PriceResult): Record<string, number> {
  return {
    base_price: r.base_price,
    discount_amount: r.discount_amount,
    seasonal_adjustment: r.seasonal_adjustment,
    addon_total: r.addon_total,
    package_savings: r.package_savings,
    coupon_discount: r.coupon_discount,
    subtotal: r.subtotal,
    tax: r.tax,
    total: r.total,
    deposit_hold_amount: r.deposit_hold_amount,
    service_fee_amount: r.service_fee_amount,
    days: r.breakdown.days,
    rate_per_day: r.breakdown.rate_per_day,
    multi_day_discount: r.breakdown.multi_day_discount,
    ...Object.fromEntries(
      r.breakdown.addons.flatMap((a, i) => [
        [`addon${i}.total`, a.total],
        [`addon${i}.unit`, a.unit_price],
      ]),
    ),
  };
}

function shuffle<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('properties', { timeout: SLOW }, () => {
  it('the subtotal and total identities always hold', () => {
    fc.assert(
      fc.property(priceInputArb, (input) => {
        const r = quote(input);
        if (r === null) return;
        const md = r.breakdown.multi_day_discount;
        expect(r.subtotal).toBe(
          r.base_price - md + r.seasonal_adjustment + r.addon_total - r.package_savings - r.coupon_discount,
        );
        expect(r.discount_amount).toBe(md + r.package_savings + r.coupon_discount);
        const inclusive = input.tax?.inclusive === true;
        const gross = r.subtotal + (inclusive ? 0 : r.tax);
        const customerPays = (input.service_fee?.payer ?? 'customer') === 'customer';
        expect(r.total).toBe(gross + (customerPays ? r.service_fee_amount : 0));
        expect(r.addon_total).toBe(r.breakdown.addons.reduce((s, a) => s + a.total, 0));
      }),
      RUNS,
    );
  });

  it('every amount is a safe integer, and every amount but seasonal_adjustment is >= 0', () => {
    fc.assert(
      fc.property(priceInputArb, (input) => {
        const r = quote(input);
        if (r === null) return;
        for (const [name, v] of Object.entries(amounts(r))) {
          expect(Number.isSafeInteger(v), name).toBe(true);
          if (name !== 'seasonal_adjustment') expect(v, name).toBeGreaterThanOrEqual(0);
        }
        expect(Number.isSafeInteger(r.seasonal_adjustment)).toBe(true);
        // The unit price after stage 3 is never negative.
        expect(r.base_price - r.breakdown.multi_day_discount + r.seasonal_adjustment).toBeGreaterThanOrEqual(0);
        expect(r.breakdown.multi_day_discount).toBeLessThanOrEqual(r.base_price);
        // Rates are at most 100 %: tax never exceeds the subtotal, nor the fee its base.
        expect(r.tax).toBeLessThanOrEqual(r.subtotal);
        expect(r.service_fee_amount).toBeLessThanOrEqual(r.subtotal + r.tax);
      }),
      RUNS,
    );
  });

  it('results do not depend on the order rules, add-ons or packages are given in', () => {
    fc.assert(
      fc.property(priceInputArb, fc.integer(), (input, seed) => {
        const a = quote(input);
        const b = quote({
          ...input,
          rules: shuffle(input.rules ?? [], seed),
          packages: shuffle(input.packages ?? [], seed + 1),
        });
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      }),
      RUNS,
    );
  });

  it('is deterministic and does not mutate its input', () => {
    fc.assert(
      fc.property(priceInputArb, (input) => {
        const before = JSON.stringify(input);
        const a = quote(input);
        const b = quote(input);
        expect(JSON.stringify(input)).toBe(before);
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      }),
      RUNS,
    );
  });

  it('a one-line cart of quantity 1 prices exactly as calculatePrice', () => {
    fc.assert(
      fc.property(priceInputArb, (input) => {
        const single = quote(input);
        if (single === null) return;
        const { item, ...rest } = input;
        const { line_items, ...cart } = priceCart({ ...rest, line_items: [{ item }] });
        expect(cart).toEqual(single);
        expect(line_items[0]?.line_total).toBe(
          single.base_price - single.breakdown.multi_day_discount + single.seasonal_adjustment,
        );
      }),
      RUNS,
    );
  });

  it('a line of quantity q costs q units, and the deposit is held per unit', () => {
    fc.assert(
      fc.property(itemArb, fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 40 }), (item, q, days) => {
        const base = {
          pickup_date: '2026-03-01T10:00:00Z',
          return_date: new Date(Date.parse('2026-03-01T10:00:00Z') + days * 86_400_000).toISOString(),
        };
        const one = priceCart({ ...base, line_items: [{ item }] });
        const many = priceCart({ ...base, line_items: [{ item, quantity: q }] });
        const unit = one.line_items[0]?.unit_price as number;
        expect(many.line_items[0]?.line_total).toBe(unit * q);
        expect(many.subtotal).toBe(unit * q);
        expect(many.deposit_hold_amount).toBe((item.deposit_amount ?? 0) * q);
        expect(many.total).toBe(many.subtotal);
      }),
      RUNS,
    );
  });
});

// ---- Day counting across DST -------------------------------------------------------------------

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

describe('properties: days', { timeout: SLOW }, () => {
  it('the same wall-clock time n days later is n days, in every zone and across DST', () => {
    const zones = ['America/New_York', 'Europe/Berlin', 'Australia/Sydney'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 3 * 366 }),
        // 05:00..23:59 avoids the transition hours themselves, where a wall time may not exist.
        fc.integer({ min: 5 * 60, max: 24 * 60 - 1 }),
        fc.integer({ min: 1, max: 730 }),
        (zone, dayOffset, minuteOfDay, n) => {
          const d0 = new Date(Date.UTC(2025, 0, 1) + dayOffset * 86_400_000);
          const d1 = new Date(d0.getTime() + n * 86_400_000);
          const t = `T${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
          const from = d0.toISOString().slice(0, 10) + t;
          const to = d1.toISOString().slice(0, 10) + t;
          const r = countRentalDays(from, to, { time_zone: zone, half_day: false });
          expect(r.days).toBe(n);
          expect(r.first_date).toBe(from.slice(0, 10));
        },
      ),
      RUNS,
    );
  });

  it('days = ceil(wall-clock duration / 24 h) and never depends on the process time zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 3 * 365 * 24 * 60 }),
        fc.integer({ min: 1, max: 700 * 24 * 60 }),
        (zone, startMin, durMin) => {
          const p = Date.UTC(2025, 0, 1) + startMin * 60_000;
          const r = p + durMin * 60_000;
          const out = countRentalDays(new Date(p), new Date(r), { time_zone: zone, half_day: false });
          // Independent wall-clock reading through Intl.
          const wall = (ms: number) => {
            const f = new Intl.DateTimeFormat('en-US', {
              timeZone: zone,
              hourCycle: 'h23',
              year: 'numeric',
              month: 'numeric',
              day: 'numeric',
              hour: 'numeric',
              minute: 'numeric',
            });
            const parts = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
            return Date.UTC(parts.year as number, (parts.month as number) - 1, parts.day, parts.hour, parts.minute);
          };
          const expected = Math.max(1, Math.ceil((wall(r) - wall(p)) / 86_400_000));
          if (expected > 730) return;
          expect(out.days).toBe(expected);
        },
      ),
      RUNS,
    );
  });
});

// ---- Seasonal stage against a day-by-day reference in exact rationals ---------------------------

function referenceSeasonal(
  amount: number,
  days: number,
  firstDate: string,
  rules: PricingRule[],
  itemId: string,
): number {
  const active = rules
    .filter(
      (r) => r.type === 'seasonal' && r.active !== false && (r.fleet_item_id == null || r.fleet_item_id === itemId),
    )
    .sort(
      (a, b) =>
        (b.priority ?? 0) - (a.priority ?? 0) ||
        (a.fleet_item_id == null ? 1 : 0) - (b.fleet_item_id == null ? 1 : 0) ||
        Date.parse(a.created_at ?? '') - Date.parse(b.created_at ?? '') ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const daily = q(BigInt(amount), BigInt(days));
  let sum = q(0n);
  const first = Date.parse(`${firstDate}T00:00:00Z`);
  for (let i = 0; i < days; i++) {
    const date = new Date(first + i * 86_400_000).toISOString().slice(0, 10);
    let p = daily;
    for (const r of active) {
      if ((r.start_date as string) > date || (r.end_date as string) < date) continue;
      const v = BigInt(r.adjustment_value);
      p = r.adjustment_type === 'percent' ? qmul(p, q(100n + v, 100n)) : qadd(p, q(v));
      if (p.n < 0n) p = q(0n);
    }
    sum = qadd(sum, p);
  }
  return Number(roundQ(qadd(sum, q(-BigInt(amount)))));
}

describe('properties: seasonal', { timeout: SLOW }, () => {
  it('the segment computation equals a day-by-day exact rational reference', () => {
    fc.assert(
      fc.property(
        // Small amounts and few days make half-cent ties common; large ones exercise big numerators.
        fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 10_000_000 })),
        fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 120 })),
        fc.array(ruleArb(['fi_a', 'fi_b']), { maxLength: 10 }),
        fc.integer({ min: -15, max: 15 }),
        (amount, days, rules, shift) => {
          // Start the rental near the first rule so that rules overlap it often.
          const anchor = rules[0]?.start_date ?? '2025-06-01';
          const firstDate = new Date(Date.parse(`${anchor}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);
          const got = seasonalAdjustment({ amount, days, first_date: firstDate, fleet_item_id: 'fi_a', rules });
          expect(got.seasonal_adjustment).toBe(referenceSeasonal(amount, days, firstDate, rules, 'fi_a'));
        },
      ),
      RUNS,
    );
  });
});
