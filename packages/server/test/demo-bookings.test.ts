/**
 * The demo's day in the shop (`ensureDemo` seeds it in test mode): placed around the seed time in
 * the demo's zone, so the console's Today screen has a pickup, a return due later and a late rental
 * whenever the demo is created; the README's kayak quote is unchanged; live mode has no bookings.
 */
import { join } from 'node:path';
import { localDate } from '@rentline/pricing-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { ensureDemo } from '../src/demo.js';
import { silentLogger } from '../src/logger.js';
import { listen, type RunningServer } from '../src/server.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import { makeApi, tempDir } from './helpers.js';

const ZONE = 'America/New_York';
const running: RunningServer[] = [];
afterAll(async () => {
  for (const r of running) await r.close(1000);
});

async function demoAt(now: Date) {
  const path = join(tempDir('rentline-demo-day-'), 'rentline.db');
  const store = new SqliteStore(path);
  const demo = await ensureDemo(store, path, now);
  if (!('keys' in demo)) throw new Error('demo not seeded');
  const app = createApp({ store, clock: () => now, config: { logLevel: 'silent' }, logger: silentLogger });
  const server = await listen(app, 0, '127.0.0.1');
  running.push(server);
  return { test: makeApi(server.url, demo.keys.test_key), live: makeApi(server.url, demo.keys.live_key) };
}

describe('the demo bookings', () => {
  for (const [when, now, returnAt] of [
    ['a morning', new Date('2026-07-08T14:30:00.000Z'), '2026-07-08T22:00:00.000Z'], // 10:30 → back at 18:00
    ['an evening', new Date('2026-07-08T23:15:00.000Z'), '2026-07-09T03:30:00.000Z'], // 19:15 → back at 23:30
    ['a winter night', new Date('2026-01-15T04:45:00.000Z'), '2026-01-15T04:30:00.000Z'], // 23:45 → 23:30, passed
  ] as const) {
    it(`make ${when}'s day: a pickup today, a return later today, a late rental`, async () => {
      const { test, live } = await demoAt(now);
      const today = localDate(now.getTime(), ZONE);
      const list = await test('GET', '/v1/bookings?limit=100');
      const bookings: any[] = list.body.data;
      expect(bookings).toHaveLength(6);
      const on = (iso: string) => localDate(Date.parse(iso), ZONE);
      const pickups = bookings.filter(
        (b) => ['pending', 'confirmed'].includes(b.status) && on(b.pickup_date) === today,
      );
      const out = bookings.filter((b) => b.status === 'active');
      const returns = out.filter((b) => on(b.return_date) === today && Date.parse(b.return_date) >= now.getTime());
      const late = out.filter((b) => Date.parse(b.return_date) < now.getTime());
      expect(pickups.map((b) => [b.status, b.customer.name, b.amount_owed])).toEqual([
        ['confirmed', 'Grace Hopper', 0],
      ]);
      const alan = late.find((b) => b.customer.name === 'Alan Turing');
      expect(alan.amount_owed).toBeGreaterThan(0);
      if (when === 'a winter night') {
        // Seeded after 23:30: the return "later today" has already passed, so it is late too.
        expect(returns).toEqual([]);
        expect(late.map((b) => [b.customer.name, b.return_date]).sort()).toEqual([
          ['Ada Lovelace', returnAt],
          ['Alan Turing', alan.return_date],
        ]);
      } else {
        expect(late).toEqual([alan]);
        expect(returns.map((b) => [b.customer.name, b.return_date])).toEqual([['Ada Lovelace', returnAt]]);
      }
      // The kayak is only ever booked in the past, by a finished rental: nothing holds one.
      const kayaks = bookings.filter((b) => b.line_items.some((l: any) => l.fleet_item_id === 'fi_demo_kayak'));
      expect(kayaks.map((b) => [b.status, Date.parse(b.return_date) < now.getTime()])).toEqual([['completed', true]]);
      const downtimes = await test('GET', '/v1/downtimes');
      expect(downtimes.body.data.map((d: any) => [d.fleet_item_id, d.reason])).toEqual([
        ['fi_demo_camera', 'Sensor cleaning'],
      ]);
      expect((await live('GET', '/v1/bookings')).body.data).toEqual([]);
      expect((await live('GET', '/v1/downtimes')).body.data).toEqual([]);
    });
  }

  it("leave the README's kayak quote as it was", async () => {
    const { test } = await demoAt(new Date('2026-06-28T14:00:00.000Z'));
    const quote = await test('POST', '/v1/pricing/calculate', {
      body: {
        fleet_item_id: 'fi_demo_kayak',
        pickup_date: '2026-07-01T09:00',
        return_date: '2026-07-04T09:00',
        addons: [{ addon_id: 'ao_demo_lifejacket', quantity: 1 }],
        coupon_code: 'SUMMER10',
      },
    });
    expect(quote.body).toMatchObject({ base_price: 12000, package_savings: 1590, coupon_discount: 1431, total: 14360 });
    const check = await test('POST', '/v1/availability/check', {
      body: {
        line_items: [{ fleet_item_id: 'fi_demo_kayak', quantity: 2 }],
        pickup_date: '2026-07-01T09:00',
        return_date: '2026-07-04T09:00',
      },
    });
    expect(check.body.line_items[0].free).toBe(6);
  });
});
