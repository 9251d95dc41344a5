/**
 * Several `rentline serve` processes on one PostgreSQL database, requests spread over them:
 * - 30 concurrent creates for the last unit → exactly one 201, 29 × 409 `item_unavailable`;
 * - a `max_redemptions: 1` coupon raced the same way → exactly one redemption;
 * - 12 storefront checkouts for the last unit → one 201, and no customer written by the refused ones;
 * - one `Idempotency-Key` sent to all three at once → one booking; one coupon code created on all
 *   three at once → one coupon, the others 409 (never a 500 from the unique index);
 * - 20 creates over overlapping windows for the last units → only 201 or 409, and the units in use
 *   never pass the stock at any minute; an expired hold is cancelled once though every instance sweeps;
 * - 2,000 events produced across the three, one receiver → every event delivered, each delivery
 *   attempted by exactly one instance (the instances' attempt logs never name a delivery twice), no
 *   event received twice.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgStore } from '../../src/store/postgres/store.js';
import { rotateTenantKeys } from '../../src/tenants/service.js';
import { type Api, makeApi } from '../helpers.js';
import { createTestDatabase, type TestDatabase } from '../postgres.js';
import { checkStaleReads } from '../pricing-cache-checks.js';
import { ensureBuilt, runBuiltCli, type ServeProcess, serveBuilt } from '../process.js';
import { postgresTestSql, type TestSql } from '../sql.js';
import { eventually, type Receiver, startReceiver } from '../webhooks-receiver.js';

const INSTANCES = 3;

/** POST `body` to `path` on every url at once (round-robin `n` requests), released together. */
async function race(urls: string[], key: string, path: string, n: number, body: (i: number) => unknown, headers = {}) {
  let open: () => void = () => {};
  const gate = new Promise<void>((r) => {
    open = r;
  });
  const agents = Array.from({ length: n }, (_, i) => {
    const url = new URL(path, urls[i % urls.length]);
    const data = Buffer.from(JSON.stringify(body(i)));
    return new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${key}`,
            'content-type': 'application/json',
            'content-length': data.length,
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
          );
        },
      );
      req.on('error', reject);
      // Headers now, the body together with everyone else's: the requests arrive as one burst.
      req.flushHeaders();
      gate.then(() => req.end(data));
    });
  });
  await new Promise((r) => setTimeout(r, 100));
  open();
  return Promise.all(agents);
}

const tally = (rs: { status: number; body: any }[]) => {
  const out: Record<string, number> = {};
  for (const r of rs) {
    const k = r.status >= 400 ? `${r.status} ${r.body.error.code}` : String(r.status);
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
};

describe('three instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let sql: TestSql;
  let rx: Receiver;
  const servers: ServeProcess[] = [];
  const attempts: { instance: number; delivery: string; event: string; status: string }[] = [];
  let urls: string[] = [];
  let key: string;
  let api: Api;

  beforeAll(async () => {
    ensureBuilt();
    database = await createTestDatabase();
    rx = await startReceiver(() => 200);
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_SECOND: '0',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      DATABASE_POOL_SIZE: '5',
    };
    // Every instance migrates at start, at the same time: the advisory lock takes them in turn.
    const tenant = await runBuiltCli(['tenant', 'create', '--name', 'Three', '--json'], env);
    expect(tenant.code, tenant.stderr).toBe(0);
    key = JSON.parse(tenant.stdout).test_key;
    const started = await Promise.all(
      Array.from({ length: INSTANCES }, (_, instance) =>
        serveBuilt(env, {
          onLog: (line) => {
            if (!line.includes('"webhook attempt"')) return;
            const l = JSON.parse(line);
            attempts.push({ instance, delivery: l.delivery_id, event: l.event_id, status: l.status });
          },
        }),
      ),
    );
    servers.push(...started);
    urls = servers.map((s) => s.url);
    api = makeApi(urls[0] as string, key);
    sql = await postgresTestSql(database.url);
  });

  afterAll(async () => {
    await Promise.all(
      servers.map(async (s) => {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
        await s.exited();
      }),
    );
    await sql?.close();
    await rx?.close();
    await database?.drop();
  });

  it('30 creates for the last unit: one 201, 29 × 409; a single-use coupon: one redemption', async () => {
    const customer = (await api('POST', '/v1/customers', { body: { name: 'Race' } })).body;
    const item = (await api('POST', '/v1/fleet-items', { body: { name: 'Kayak', price_full_day: 4500, quantity: 3 } }))
      .body;
    const window = { pickup_date: '2026-08-01T09:00', return_date: '2026-08-04T09:00' };
    // Two units taken beforehand, through different instances.
    for (const url of urls.slice(1)) {
      const r = await makeApi(url, key)('POST', '/v1/bookings', {
        body: { customer_id: customer.id, ...window, line_items: [{ fleet_item_id: item.id }] },
      });
      expect(r.status, r.text).toBe(201);
    }
    const units = await race(urls, key, '/v1/bookings', 30, () => ({
      customer_id: customer.id,
      ...window,
      line_items: [{ fleet_item_id: item.id }],
    }));
    expect(tally(units)).toEqual({ '201': 1, '409 item_unavailable': 29 });
    const held = await sql.get(
      `SELECT coalesce(sum(li.quantity), 0) AS n FROM booking_line_items li JOIN bookings b ON b.id = li.booking_id
        WHERE li.fleet_item_id = ? AND b.status = 'pending'`,
      item.id,
    );
    expect(held.n).toBe(3);

    const roomy = (
      await api('POST', '/v1/fleet-items', { body: { name: 'Bike', price_full_day: 3000, quantity: 1000 } })
    ).body;
    const coupon = (
      await api('POST', '/v1/coupons', {
        body: { code: 'ONCE', discount_type: 'percent', discount_value: 50, max_redemptions: 1 },
      })
    ).body;
    const coupons = await race(urls, key, '/v1/bookings', 30, () => ({
      customer_id: customer.id,
      ...window,
      line_items: [{ fleet_item_id: roomy.id }],
      coupon_code: 'once',
    }));
    expect(tally(coupons)).toEqual({ '201': 1, '400 coupon_exhausted': 29 });
    expect((await api('GET', `/v1/coupons/${coupon.id}`)).body.times_redeemed).toBe(1);
    expect((await sql.get('SELECT count(*) AS n FROM bookings WHERE coupon_id = ?', coupon.id)).n).toBe(1);
    console.log('instances race:', JSON.stringify({ units: tally(units), coupons: tally(coupons) }));
  });

  it('12 storefront checkouts for the last unit across the three: one 201, the refused ones write no customer', async () => {
    const item = (await api('POST', '/v1/fleet-items', { body: { name: 'Canoe', price_full_day: 5000, quantity: 1 } }))
      .body;
    const pk = (await api('POST', '/v1/publishable-keys', { body: { allowed_origins: ['https://shop.example'] } }))
      .body;
    const customers = async () => Number((await sql.get('SELECT count(*) AS n FROM customers')).n);
    const before = await customers();
    const checkouts = await race(
      urls,
      pk.key,
      '/v1/storefront/checkouts',
      12,
      (i) => ({
        line_items: [{ fleet_item_id: item.id }],
        pickup_date: '2026-08-10T09:00',
        return_date: '2026-08-12T09:00',
        customer: { name: `Shopper ${i}`, email: `shopper${i}@example.com` },
      }),
      { origin: 'https://shop.example' },
    );
    expect(tally(checkouts)).toEqual({ '201': 1, '409 item_unavailable': 11 });
    expect(await customers()).toBe(before + 1);
    expect(Number((await sql.get('SELECT count(*) AS n FROM checkouts')).n)).toBe(1);
  });

  it('20 racers over overlapping windows across the three: 201 or 409 only, never more units in use than stock', async () => {
    const customer = (await api('POST', '/v1/customers', { body: { name: 'Peak' } })).body;
    const stock = 3;
    const item = (
      await api('POST', '/v1/fleet-items', {
        body: { name: 'Canoe', price_full_day: 4000, quantity: stock, turnaround_minutes: 30 },
      })
    ).body;
    const core = Date.parse('2026-09-10T12:00:00Z');
    const at = (quarters: number) => new Date(core + quarters * 15 * 60_000).toISOString();
    // Every window covers the core hour, each with its own edges; some ask for two units.
    const results = await race(urls, key, '/v1/bookings', 20, (i) => ({
      customer_id: customer.id,
      pickup_date: at(-((i * 7) % 24)),
      return_date: at(4 + ((i * 5) % 20)),
      line_items: [{ fleet_item_id: item.id, quantity: 1 + (i % 3 === 0 ? 1 : 0) }],
    }));
    for (const r of results)
      expect(r.status === 201 || (r.status === 409 && r.body.error.code === 'item_unavailable')).toBe(true);
    expect(results.some((r) => r.status === 201)).toBe(true);
    const held = await sql.all(
      `SELECT b.pickup_date, b.return_date, li.quantity FROM booking_line_items li
         JOIN bookings b ON b.id = li.booking_id AND b.tenant_id = li.tenant_id AND b.livemode = li.livemode
        WHERE li.fleet_item_id = ? AND b.status IN ('pending', 'confirmed', 'active')`,
      item.id,
    );
    expect(held).toHaveLength(results.filter((r) => r.status === 201).length);
    // Minute by minute over the whole span: the units in use never pass the stock.
    for (let t = core - 7 * 3_600_000; t < core + 7 * 3_600_000; t += 60_000) {
      const inUse = held
        .filter((h: any) => Date.parse(h.pickup_date) <= t && t < Date.parse(h.return_date) + 30 * 60_000)
        .reduce((n: number, h: any) => n + Number(h.quantity), 0);
      expect(inUse).toBeLessThanOrEqual(stock);
    }
  });

  it('an expired hold is swept once though three sweepers run: one booking.expired event', async () => {
    const customer = (await api('POST', '/v1/customers', { body: { name: 'Late' } })).body;
    const item = (await api('POST', '/v1/fleet-items', { body: { name: 'Tent', price_full_day: 2000 } })).body;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await makeApi(urls[i % INSTANCES] as string, key)('POST', '/v1/bookings', {
        body: {
          customer_id: customer.id,
          pickup_date: `2026-10-0${i + 1}`,
          return_date: `2026-10-0${i + 2}`,
          line_items: [{ fleet_item_id: item.id }],
          hold_minutes: 60,
        },
      });
      expect(r.status, r.text).toBe(201);
      ids.push(r.body.id);
    }
    // Their holds ran out a moment ago (the instances run on the system clock).
    await sql.run(
      `UPDATE bookings SET expires_at = ? WHERE id IN (${ids.map(() => '?').join(', ')})`,
      new Date(Date.now() - 1000).toISOString(),
      ...ids,
    );
    await eventually(async () => {
      const n = await sql.get(
        `SELECT count(*) AS n FROM bookings WHERE status = 'cancelled' AND id IN (${ids.map(() => '?').join(', ')})`,
        ...ids,
      );
      return Number(n.n) === ids.length;
    }, 10_000);
    const events = await sql.all("SELECT data FROM events WHERE type = 'booking.expired'");
    const perBooking = ids.map((id) => events.filter((e: any) => JSON.parse(e.data).id === id).length);
    expect(perBooking).toEqual(ids.map(() => 1));
  });

  it('one coupon code created on all three at once: one 201, the others 409 resource_already_exists', async () => {
    const results = await race(urls, key, '/v1/coupons', 12, (i) => ({
      code: i % 2 ? 'SPRING' : 'spring',
      discount_type: 'percent',
      discount_value: 5,
    }));
    expect(tally(results)).toEqual({ '201': 1, '409 resource_already_exists': 11 });
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.param).toBe('code');
  });

  it('one Idempotency-Key sent to all three at once books once', async () => {
    const customer = (await api('POST', '/v1/customers', { body: { name: 'Idem' } })).body;
    const item = (await api('POST', '/v1/fleet-items', { body: { name: 'Canoe', price_full_day: 5000, quantity: 10 } }))
      .body;
    const body = {
      customer_id: customer.id,
      pickup_date: '2026-09-01T09:00',
      return_date: '2026-09-02T09:00',
      line_items: [{ fleet_item_id: item.id }],
    };
    const results = await race(urls, key, '/v1/bookings', INSTANCES * 3, () => body, {
      'idempotency-key': 'once-across',
    });
    const created = results.filter((r) => r.status === 201);
    // The first claim runs it; the others are told it is in flight, or (once it is done) replayed.
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    for (const r of results) expect([201, 409]).toContain(r.status);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error.code).toBe('idempotency_key_in_use');
    const rows = await sql.all('SELECT id FROM bookings WHERE customer_id = ?', customer.id);
    expect(rows).toEqual([{ id: created[0]?.body.id }]);
    console.log('idempotency across instances:', JSON.stringify(tally(results)));
  });

  it('2,000 events made across the three reach one receiver, each delivery attempted by one instance', async () => {
    const ep = await api('POST', '/v1/webhook-endpoints', {
      body: { url: `${rx.url}/hooks`, events: ['booking.created'] },
    });
    expect(ep.status, ep.text).toBe(201);
    const before = attempts.length;
    const EVENTS = 2000;
    // Customers are the cheapest change that emits nothing; bookings emit booking.created.
    const customer = (await api('POST', '/v1/customers', { body: { name: 'Many' } })).body;
    const item = (
      await api('POST', '/v1/fleet-items', { body: { name: 'Tent', price_full_day: 1000, quantity: 100_000 } })
    ).body;
    const apis = urls.map((u) => makeApi(u, key));
    let made = 0;
    await Promise.all(
      Array.from({ length: 12 }, async (_, worker) => {
        while (made < EVENTS) {
          made++;
          const r = await (apis[worker % apis.length] as Api)('POST', '/v1/bookings', {
            body: {
              customer_id: customer.id,
              pickup_date: '2026-10-01T09:00',
              return_date: '2026-10-02T09:00',
              line_items: [{ fleet_item_id: item.id }],
            },
          });
          expect(r.status, r.text).toBe(201);
        }
      }),
    );
    const events = (
      await sql.all("SELECT id FROM events WHERE type = 'booking.created' AND data LIKE ?", `%${item.id}%`)
    ).map((r) => r.id as string);
    expect(events.length).toBe(made);
    const mine = new Set(events);
    await eventually(
      () => {
        const seen = new Set(rx.received.map((r) => r.json?.id));
        // The instance logs an attempt once it has recorded it, a moment after the receiver answered.
        return events.every((id) => seen.has(id)) && attempts.filter((a) => mine.has(a.event)).length >= events.length;
      },
      60_000,
      'every event received and every attempt logged',
    );
    const received = rx.received.filter((r) => mine.has(r.json?.id));
    const ours = attempts.slice(before).filter((a) => mine.has(a.event));
    const byDelivery = new Map<string, Set<number>>();
    for (const a of ours) byDelivery.set(a.delivery, (byDelivery.get(a.delivery) ?? new Set()).add(a.instance));
    const perInstance = [0, 1, 2].map((i) => ours.filter((a) => a.instance === i).length);
    console.log(
      'deliveries across instances:',
      JSON.stringify({
        events: events.length,
        received: received.length,
        attempts: ours.length,
        per_instance: perInstance,
      }),
    );
    expect(received.length).toBe(events.length); // no event received twice
    expect(ours.length).toBe(events.length); // one attempt per delivery, all succeeded
    expect([...byDelivery.values()].every((s) => s.size === 1)).toBe(true);
    expect(perInstance.filter((n) => n > 0).length).toBeGreaterThanOrEqual(2); // the work was shared
    const failedOrPending = await sql.get(
      "SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = ? AND status <> 'succeeded'",
      ep.body.id,
    );
    expect(failedOrPending.n).toBe(0);
  }, 180_000);
  it('the pricing cache: a rate changed through one instance is quoted by another at once; rotated keys refused by all', async () => {
    const env = { ...process.env, DATABASE_URL: database.url };
    const created = await runBuiltCli(['tenant', 'create', '--name', 'Cache', '--json'], env);
    expect(created.code, created.stderr).toBe(0);
    const tenant = JSON.parse(created.stdout);
    await checkStaleReads({
      a: makeApi(urls[0] as string, tenant.test_key),
      b: makeApi(urls[1] as string, tenant.test_key),
      rotateKeys: async () => {
        const store = new PgStore(database.url, { migrate: false });
        try {
          return (await store.write((tx) => rotateTenantKeys(tx, tenant.tenant_id))).test_key;
        } finally {
          await store.close();
        }
      },
    });
  });
});
