/**
 * Properties of bookings over HTTP:
 * - a one-line booking costs exactly what `POST /v1/pricing/calculate` quotes for the same item,
 *   window, add-ons, coupon and explicit `half_day`;
 * - after any sequence of extends and swaps (with the catalog and tax changing in between), the total
 *   at creation plus the sum of the adjustments is the current total, and every operation left exactly
 *   one event of its kind.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEvents, mkAddon, mkCoupon, mkCustomer, mkItem, ok } from './bookings-fixtures.js';
import { startServer, type TestServer } from './helpers.js';

let s: TestServer;
const now = new Date('2026-06-15T12:00:00.000Z');
let customer: any;
let items: any[];
let addons: any[];
let coupons: (any | null)[];

beforeAll(async () => {
  s = await startServer({ clock: () => now, timezone: 'Europe/Berlin' });
  customer = await mkCustomer(s.api);
  items = [
    await mkItem(s.api, {
      name: 'Kayak',
      price_full_day: 4500,
      price_half_day: 3000,
      price_multi_day: 4000,
      price_weekly: 21000,
      deposit_amount: 20000,
      quantity: 100_000,
      turnaround_minutes: 60,
    }),
    await mkItem(s.api, { name: 'Bike', price_full_day: 6000, price_multi_day: 5200, quantity: 100_000 }),
    await mkItem(s.api, { name: 'Camera', price_full_day: 7500, price_weekly: 35000, quantity: 100_000 }),
    await mkItem(s.api, { name: 'Tent', price_full_day: 1999, price_half_day: 999, quantity: 100_000 }),
    await mkItem(s.api, { name: 'Board', price_full_day: 3333, deposit_amount: 5000, quantity: 100_000 }),
  ];
  addons = [
    await mkAddon(s.api, { name: 'Vest', price: 500, pricing: 'per_day' }),
    await mkAddon(s.api, { name: 'Insurance', price: 1500, pricing: 'per_item' }),
  ];
  coupons = [
    null,
    await mkCoupon(s.api, { discount_type: 'percent', discount_value: 15 }),
    await mkCoupon(s.api, { discount_type: 'dollar', discount_value: 2500 }),
    await mkCoupon(s.api, { discount_type: 'percent', discount_value: 20, fleet_item_ids: [items[0].id] }),
  ];
  const rule = (body: object) => ok(s.api, 'POST', '/v1/pricing/rules', body, 201);
  await rule({ type: 'seasonal', start_date: '2026-07-01', end_date: '2026-07-20', adjustment_value: 25, priority: 2 });
  await rule({
    type: 'seasonal',
    fleet_item_id: items[0].id,
    start_date: '2026-07-10',
    end_date: '2026-08-10',
    adjustment_type: 'dollar',
    adjustment_value: -333,
  });
  await rule({ type: 'multi_day', days_threshold: 3, adjustment_value: 10 });
  await rule({ type: 'multi_day', fleet_item_id: items[1].id, days_threshold: 5, adjustment_value: 17, priority: 1 });
  await ok(
    s.api,
    'POST',
    '/v1/packages',
    {
      name: 'Paddle bundle',
      fleet_item_ids: [items[0].id],
      addon_ids: [addons[0].id],
      discount_type: 'percent',
      discount_value: 10,
    },
    201,
  );
  await ok(s.api, 'PATCH', '/v1/tenant', { tax_rate_bps: 825 });
});
afterAll(() => s.close());

/** A local wall-clock instant `hours` after 2026-06-25T00:00 (Europe/Berlin), without offset. */
function local(hours: number): string {
  const d = new Date(Date.UTC(2026, 5, 25) + hours * 3_600_000);
  return d.toISOString().slice(0, 16);
}

describe('one-line booking = POST /v1/pricing/calculate', () => {
  it('subtotal, tax, fee, total, discounts and deposit agree (or both refuse with the same error)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 60 * 24 }),
        fc.integer({ min: 1, max: 24 * 16 }),
        fc.constantFrom(false, false, true),
        fc.subarray([0, 1]),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        async (itemIdx, startHour, hours, halfDay, addonIdx, addonQty, couponIdx) => {
          const item = items[itemIdx];
          const pickup = local(startHour);
          const ret = local(startHour + hours);
          const chosen = addonIdx.map((i) => ({ addon_id: addons[i].id, quantity: addonQty }));
          const coupon = coupons[couponIdx];
          const common = {
            pickup_date: pickup,
            return_date: ret,
            half_day: halfDay,
            addons: chosen,
            ...(coupon ? { coupon_code: coupon.code } : {}),
          };
          const quote = await s.api('POST', '/v1/pricing/calculate', {
            body: { fleet_item_id: item.id, ...common },
          });
          const booking = await s.api('POST', '/v1/bookings', {
            body: { customer_id: customer.id, line_items: [{ fleet_item_id: item.id }], ...common },
          });
          if (quote.status !== 200) {
            expect(booking.status).toBe(quote.status);
            expect(booking.body.error.code).toBe(quote.body.error.code);
            return;
          }
          expect(booking.status, booking.text).toBe(201);
          const q = quote.body;
          const b = booking.body;
          expect({
            subtotal: b.subtotal,
            tax: b.tax_amount,
            fee: b.service_fee_amount,
            total: b.total,
            discount: b.discount_amount,
            deposit: b.deposit_hold_amount,
            half_day: b.half_day,
            unit: b.line_items[0].unit_price,
            addons: b.addons.map((a: any) => a.line_total),
          }).toEqual({
            subtotal: q.subtotal,
            tax: q.tax,
            fee: q.service_fee_amount,
            total: q.total,
            discount: q.discount_amount,
            deposit: q.deposit_hold_amount,
            half_day: q.breakdown.half_day,
            unit: q.base_price - q.breakdown.multi_day_discount + q.seasonal_adjustment,
            addons: q.breakdown.addons.map((a: any) => a.total),
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});

type Op =
  | { kind: 'extend'; hours: number }
  | { kind: 'swap'; line: number; item: number }
  | { kind: 'catalog'; item: number; price: number; tax: number };

describe('creation total + Σ adjustments = current total', () => {
  it('holds after any sequence of extends and swaps, with one event per operation', async () => {
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('extend' as const), hours: fc.integer({ min: 1, max: 24 * 9 }) }),
      fc.record({
        kind: fc.constant('swap' as const),
        line: fc.integer({ min: 0, max: 1 }),
        item: fc.integer({ min: 0, max: 4 }),
      }),
      fc.record({
        kind: fc.constant('catalog' as const),
        item: fc.integer({ min: 0, max: 4 }),
        price: fc.integer({ min: 100, max: 20_000 }),
        tax: fc.integer({ min: 0, max: 2000 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 2 }),
        fc.array(fc.option(fc.integer({ min: 0, max: 30_000 }), { freq: 3 }), { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 1, max: 3 }),
        fc.subarray([0, 1]),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 60 * 24 }),
        fc.integer({ min: 1, max: 24 * 6 }),
        fc.array(op, { minLength: 1, maxLength: 8 }),
        async (lineItems, overrides, qty, addonIdx, couponIdx, startHour, hours, ops) => {
          const coupon = coupons[couponIdx];
          const created = await s.api('POST', '/v1/bookings', {
            body: {
              customer_id: customer.id,
              pickup_date: local(startHour),
              return_date: local(startHour + hours),
              line_items: lineItems.map((i, n) => ({
                fleet_item_id: items[i].id,
                quantity: qty,
                override_price: overrides[n] ?? null,
              })),
              addons: addonIdx.map((i) => ({ addon_id: addons[i].id, quantity: 1 })),
              ...(coupon ? { coupon_code: coupon.code } : {}),
            },
          });
          if (created.status !== 201) {
            // A coupon that does not apply (or a too-small cart) is refused at creation; nothing to test.
            expect(created.body.error.code).toMatch(/^coupon_/);
            return;
          }
          const initial = created.body.total;
          let returnHour = startHour + hours;
          let adjustments = 0;
          let swaps = 0;
          for (const o of ops) {
            const before = (await allEvents(s.sql)).length;
            const current = await ok(s.api, 'GET', `/v1/bookings/${created.body.id}`, undefined);
            let expected: string | null = null;
            if (o.kind === 'extend') {
              returnHour += o.hours;
              const r = await s.api('POST', `/v1/bookings/${created.body.id}/extend`, {
                body: { new_return_date: local(returnHour) },
              });
              expect(r.status, r.text).toBe(200);
              expect(r.body.half_day).toBe(false);
              expected = 'booking.extended';
              adjustments++;
              const detail = await ok(s.api, 'GET', `/v1/bookings/${created.body.id}`, undefined);
              expect(detail.adjustments.at(-1)).toMatchObject({
                type: 'extension',
                amount: r.body.total - current.total,
              });
            } else if (o.kind === 'swap') {
              const line = current.line_items[o.line % current.line_items.length];
              const onBooking = new Set(current.line_items.map((l: any) => l.fleet_item_id));
              const target = items[o.item];
              const r = await s.api('POST', `/v1/bookings/${created.body.id}/swap-item`, {
                body: { line_item_id: line.id, new_fleet_item_id: target.id },
              });
              if (onBooking.has(target.id)) {
                expect(r.status, r.text).toBe(400);
                expect(r.body.error.param).toBe('new_fleet_item_id');
              } else {
                expect(r.status, r.text).toBe(200);
                expected = 'booking.item_swapped';
                adjustments++;
                swaps++;
                expect(r.body.line_items.find((l: any) => l.id === line.id)).toMatchObject({
                  fleet_item_id: target.id,
                  override_price: null,
                });
              }
            } else {
              await ok(s.api, 'PATCH', `/v1/fleet-items/${items[o.item].id}`, { price_full_day: o.price });
              await ok(s.api, 'PATCH', '/v1/tenant', { tax_rate_bps: o.tax });
            }
            const events = (await allEvents(s.sql)).slice(before);
            expect(events.map((e) => e.type)).toEqual(expected ? [expected] : []);
            const detail = await ok(s.api, 'GET', `/v1/bookings/${created.body.id}`, undefined);
            if (expected) expect(events[0]?.data).toEqual(detail);
            const sum = detail.adjustments.reduce((acc: number, a: any) => acc + a.amount, 0);
            expect(initial + sum).toBe(detail.total);
            expect(detail.adjustments).toHaveLength(adjustments);
            expect(detail.change_log).toHaveLength(swaps);
            expect(detail.amount_owed).toBe(detail.total - detail.amount_paid);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
