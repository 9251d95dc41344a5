/**
 * The deposit sweeper with three `rentline serve` processes on one PostgreSQL database, each
 * sweeping every second on the system clock: holds that come due for renewal at one instant are
 * renewed exactly once (one new authorisation, the old one let go, one `deposit.authorized`), however
 * many instances find them due at once. The bookings' rows are held locked while their holds come
 * due, until every instance's sweep has read them and waits for the first lock: the three renewals
 * of each hold then race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, makeApi } from '../helpers.js';
import { createTestDatabase, type TestDatabase } from '../postgres.js';
import { ensureBuilt, runBuiltCli, type ServeProcess, serveBuilt } from '../process.js';
import { postgresTestSql, type TestSql } from '../sql.js';
import { eventually } from '../webhooks-receiver.js';

const INSTANCES = 3;
const HOLDS = 6;

describe('deposit renewals on three instances of one PostgreSQL database', () => {
  let database: TestDatabase;
  let sql: TestSql;
  const servers: ServeProcess[] = [];
  let via: (i: number) => Api;

  beforeAll(async () => {
    ensureBuilt();
    database = await createTestDatabase();
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_SECOND: '0',
      // An hour's hold: nothing comes due on its own while the test runs.
      TEST_PROVIDER_HOLD_MINUTES: '60',
    };
    const tenant = await runBuiltCli(['tenant', 'create', '--name', 'Deposits', '--json'], env);
    expect(tenant.code, tenant.stderr).toBe(0);
    const key = JSON.parse(tenant.stdout).test_key;
    servers.push(...(await Promise.all(Array.from({ length: INSTANCES }, () => serveBuilt(env)))));
    via = (i) => makeApi((servers[i % INSTANCES] as ServeProcess).url, key);
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
    await database?.drop();
  });

  it('each hold due is renewed once: one new authorisation, the old one canceled, one deposit.authorized', async () => {
    const call = async (i: number, method: string, path: string, body?: unknown) => {
      const res = await via(i)(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
      return res.body;
    };
    await call(0, 'PATCH', '/v1/tenant', { payments: { provider: 'test' } });
    const customer = await call(1, 'POST', '/v1/customers', { name: 'Ada' });
    const item = await call(2, 'POST', '/v1/fleet-items', {
      name: 'Canoe',
      price_full_day: 6000,
      deposit_amount: 5000,
      quantity: 50,
    });
    const day = 86_400_000;
    const held: string[] = [];
    for (let i = 0; i < HOLDS; i++) {
      const b = await call(i, 'POST', '/v1/bookings', {
        customer_id: customer.id,
        pickup_date: new Date(Date.now() + day).toISOString(),
        return_date: new Date(Date.now() + 21 * day).toISOString(),
        line_items: [{ fleet_item_id: item.id }],
      });
      await call(i + 1, 'PATCH', `/v1/bookings/${b.id}`, { status: 'confirmed' });
      const intent = await call(i + 2, 'POST', `/v1/bookings/${b.id}/payment-intents`, { purpose: 'deposit' });
      await call(i, 'POST', `/v1/payment-intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' });
      held.push(b.id);
    }
    const list = held.map(() => '?').join(', ');
    // Another connection holds the bookings' rows; their holds come due (as if their renewal time
    // had come); every instance's sweep reads them and waits for the first booking's lock.
    const holder = await postgresTestSql(database.url);
    await holder.run('BEGIN');
    await holder.all(`SELECT id FROM bookings WHERE id IN (${list}) FOR UPDATE`, ...held);
    await sql.run(
      `UPDATE deposits SET renew_at = ? WHERE booking_id IN (${list})`,
      new Date(Date.now() - 1000).toISOString(),
      ...held,
    );
    const waiting = async () =>
      Number(
        (await sql.all<{ n: number }>('SELECT COUNT(DISTINCT pid) AS n FROM pg_locks WHERE NOT granted'))[0]?.n ?? 0,
      );
    await eventually(async () => (await waiting()) >= INSTANCES, 30_000, 'every instance waiting for a hold');
    await holder.run('COMMIT');
    await holder.close();

    const renewed = async () =>
      Number(
        (
          await sql.get<{ n: number }>(
            `SELECT COUNT(*) AS n FROM deposits WHERE renewals > 0 AND booking_id IN (${list})`,
            ...held,
          )
        )?.n ?? 0,
      );
    await eventually(async () => (await renewed()) === HOLDS, 30_000, 'every hold renewed');
    // Every instance sweeps a few more times: none renews again.
    await new Promise((r) => setTimeout(r, 3_000));
    const deposits = await sql.all<{ booking_id: string; renewals: number; status: string }>(
      `SELECT booking_id, renewals, status FROM deposits WHERE booking_id IN (${list}) ORDER BY booking_id`,
      ...held,
    );
    expect(deposits.map((d) => [d.renewals, d.status])).toEqual(held.map(() => [1, 'authorized']));
    for (const id of held) {
      const intents = await sql.all<{ status: string; renewal_of: string | null }>(
        "SELECT status, renewal_of FROM payment_intents WHERE booking_id = ? AND purpose = 'deposit' ORDER BY id",
        id,
      );
      expect(
        intents.map((i) => i.status),
        id,
      ).toEqual(['canceled', 'requires_capture']);
      const events = await sql.all<{ data: string }>(
        "SELECT data FROM events WHERE type = 'deposit.authorized' AND data LIKE ? ORDER BY id",
        `%"booking_id":"${id}"%`,
      );
      expect(
        events.map((e) => JSON.parse(e.data).renewals),
        id,
      ).toEqual([0, 1]);
      const booking = (await via(1)('GET', `/v1/bookings/${id}`)).body;
      expect(booking.deposit).toMatchObject({ status: 'authorized', amount_authorized: 5000 });
    }
  });
});
