/**
 * Never overbooked, never over-redeemed: 20 simultaneous requests, each on its own TCP connection,
 * race for the last unit of an item (and for a coupon with max_redemptions 1). Once against the
 * in-process server, once against two `rentline serve` processes sharing one database file (the
 * built CLI), so the transaction has to hold across processes, not just within one event loop.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEvents } from './bookings-fixtures.js';
import { openDatabase } from './db.js';
import { type Api, makeApi, startServer, type TestServer, tempDir } from './helpers.js';
import { createTestDatabase, type TestDatabase } from './postgres.js';
import { postgresTestSql, STORE, sqliteTestSql, type TestSql } from './sql.js';
import { CLI, ensureBuilt, serveBuilt } from './process.js';
import { type RawResponse, race } from './race.js';

const RACERS = 20;

/** The same POST `RACERS` times over `urls`, arriving together (see race.ts). */
const raceSame = (urls: string[], key: string, path: string, body: unknown) =>
  race(
    urls,
    key,
    path,
    Array.from({ length: RACERS }, () => body),
  );

function tally(results: RawResponse[]) {
  const out: Record<string, number> = {};
  for (const r of results) {
    const k = r.status < 300 ? String(r.status) : `${r.status} ${r.body.error.code}`;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

/** The two races against `urls`; `db` reaches the same database for checking rows. */
async function runRaces(api: Api, urls: string[], key: string, db: TestSql) {
  const customer = (await api('POST', '/v1/customers', { body: { name: 'Racer' } })).body;
  const window = { pickup_date: '2026-07-01T09:00', return_date: '2026-07-03T09:00' };

  // The last unit: 3 in stock, 2 already booked.
  const item = (await api('POST', '/v1/fleet-items', { body: { name: 'Canoe', price_full_day: 5000, quantity: 3 } }))
    .body;
  for (let i = 0; i < 2; i++) {
    const r = await api('POST', '/v1/bookings', {
      body: { customer_id: customer.id, ...window, line_items: [{ fleet_item_id: item.id }] },
    });
    expect(r.status, r.text).toBe(201);
  }
  const eventsBefore = (await allEvents(db)).length;
  const units = await raceSame(urls, key, '/v1/bookings', {
    customer_id: customer.id,
    ...window,
    line_items: [{ fleet_item_id: item.id }],
  });
  const unitTally = tally(units);
  expect(unitTally).toEqual({ '201': 1, '409 item_unavailable': RACERS - 1 });
  for (const r of units.filter((x) => x.status === 409)) {
    expect(r.body.error.param).toBe('line_items.0.fleet_item_id');
  }
  const held = (await db.get(
    `SELECT count(*) AS n FROM booking_line_items li JOIN bookings b ON b.id = li.booking_id
      WHERE li.fleet_item_id = ? AND b.status = 'pending'`,
    item.id,
  )) as { n: number };
  expect(held.n).toBe(3);
  const newEvents = (await allEvents(db)).slice(eventsBefore);
  expect(newEvents.map((e) => e.type)).toEqual(['booking.created']);
  expect(newEvents[0]?.data.id).toBe(units.find((r) => r.status === 201)?.body.id);

  // The last redemption: plenty of units, a coupon that may be redeemed once.
  const roomy = (await api('POST', '/v1/fleet-items', { body: { name: 'Bike', price_full_day: 3000, quantity: 1000 } }))
    .body;
  const coupon = (
    await api('POST', '/v1/coupons', {
      body: { code: 'ONCE', discount_type: 'percent', discount_value: 50, max_redemptions: 1 },
    })
  ).body;
  const before = (await allEvents(db)).length;
  const coupons = await raceSame(urls, key, '/v1/bookings', {
    customer_id: customer.id,
    ...window,
    line_items: [{ fleet_item_id: roomy.id }],
    coupon_code: 'once',
  });
  const couponTally = tally(coupons);
  expect(couponTally).toEqual({ '201': 1, '400 coupon_exhausted': RACERS - 1 });
  const redeemed = (await api('GET', `/v1/coupons/${coupon.id}`)).body.times_redeemed;
  expect(redeemed).toBe(1);
  const withCoupon = (await db.get('SELECT count(*) AS n FROM bookings WHERE coupon_id = ?', coupon.id)) as {
    n: number;
  };
  expect(withCoupon.n).toBe(1);
  expect((await allEvents(db)).slice(before).map((e) => e.type)).toEqual(['booking.created']);
  return { units: unitTally, coupons: couponTally };
}

describe('concurrent creates, in-process server', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  it('20 racing requests: one gets the last unit, one gets the coupon', async () => {
    const result = await runRaces(s.api, [s.url], s.tenant.test_key, s.sql);
    console.log('in-process race:', JSON.stringify(result));
  });
});

describe('concurrent creates, two separate `rentline serve` processes on one database', () => {
  const dir = tempDir('rentline-race-');
  const dbPath = join(dir, 'rentline.db');
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  let tenant: { tenant_id: string; test_key: string };
  let db: TestSql;
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    ensureBuilt();
    if (STORE === 'postgres') database = await createTestDatabase();
    const env = {
      ...process.env,
      ...(database ? { DATABASE_URL: database.url } : { DATABASE_PATH: dbPath }),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_SECOND: '0',
    };
    tenant = JSON.parse(
      execFileSync(process.execPath, [CLI, 'tenant', 'create', '--name', 'Race Rentals', '--json'], {
        env,
        encoding: 'utf8',
      }),
    );
    for (let i = 0; i < 2; i++) {
      const { child, url } = await serveBuilt(env);
      children.push(child);
      urls.push(url);
    }
    db = database
      ? await postgresTestSql(database.url)
      : sqliteTestSql(openDatabase(dbPath, { migrate: false }), { owned: true });
  });

  afterAll(async () => {
    await db?.close();
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
          }),
      ),
    );
    await database?.drop();
    const { rmSync } = await import('node:fs');
    rmSync(dir, { recursive: true, force: true });
  });

  it('20 racing requests split over both processes: one unit, one redemption', async () => {
    const api = makeApi(urls[0] as string, tenant.test_key);
    const result = await runRaces(api, urls, tenant.test_key, db);
    console.log('separate-process race:', JSON.stringify(result));
  });
});
