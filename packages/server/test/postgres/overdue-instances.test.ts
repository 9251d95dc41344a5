/**
 * The overdue sweeper with three `rentline serve` processes on one PostgreSQL database, each
 * sweeping every second on the system clock: every booking that turns overdue gets exactly one
 * `booking.overdue` event, within the 60 s the contract allows (here a few seconds); a booking
 * completed in time and one still inside the tenant's grace get none. Time is moved the way the
 * expiry test beside this one moves it: the bookings' return dates are set into the past in SQL.
 * The bookings turn overdue at one instant (the tenant's grace shrinks) while the test holds their
 * rows locked, until every instance's sweep has read them and waits with its claim: the three
 * claims of each booking then race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, makeApi } from '../helpers.js';
import { expectOneOverdueEach } from '../overdue-events.js';
import { createTestDatabase, type TestDatabase } from '../postgres.js';
import { ensureBuilt, runBuiltCli, type ServeProcess, serveBuilt } from '../process.js';
import { postgresTestSql, type TestSql } from '../sql.js';
import { eventually } from '../webhooks-receiver.js';

const INSTANCES = 3;
const OVERDUE = 12;

describe('the overdue sweeper on three instances of one PostgreSQL database', () => {
  let database: TestDatabase;
  let sql: TestSql;
  const servers: ServeProcess[] = [];
  let urls: string[] = [];
  let key: string;
  /** The API through instance i (mod 3). */
  let via: (i: number) => Api;

  beforeAll(async () => {
    ensureBuilt();
    database = await createTestDatabase();
    const env = { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn', RATE_LIMIT_PER_SECOND: '0' };
    const tenant = await runBuiltCli(['tenant', 'create', '--name', 'Overdue', '--json'], env);
    expect(tenant.code, tenant.stderr).toBe(0);
    key = JSON.parse(tenant.stdout).test_key;
    servers.push(...(await Promise.all(Array.from({ length: INSTANCES }, () => serveBuilt(env)))));
    urls = servers.map((s) => s.url);
    via = (i) => makeApi(urls[i % INSTANCES] as string, key);
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

  it('one booking.overdue per overdue booking; none for one completed in time or one inside the grace', async () => {
    const api = via(0);
    const grace = async (minutes: number) =>
      expect(
        (await api('PATCH', '/v1/tenant', { body: { late_fee: { grace_minutes: minutes, per_hour: 500 } } })).status,
      ).toBe(200);
    await grace(60);
    const customer = (await api('POST', '/v1/customers', { body: { name: 'Late' } })).body;
    const item = (await api('POST', '/v1/fleet-items', { body: { name: 'Tent', price_full_day: 2000, quantity: 50 } }))
      .body;
    const day = 86_400_000;
    const pickup = new Date(Date.now() + day).toISOString();
    const ret = new Date(Date.now() + 2 * day).toISOString();
    const activate = async (i: number) => {
      const made = await via(i)('POST', '/v1/bookings', {
        body: {
          customer_id: customer.id,
          pickup_date: pickup,
          return_date: ret,
          line_items: [{ fleet_item_id: item.id }],
        },
      });
      expect(made.status, made.text).toBe(201);
      for (const status of ['confirmed', 'active']) {
        const r = await via(i + 1)('PATCH', `/v1/bookings/${made.body.id}`, { body: { status } });
        expect(r.status, r.text).toBe(200);
      }
      return made.body.id as string;
    };
    const overdue: string[] = [];
    for (let i = 0; i < OVERDUE; i++) overdue.push(await activate(i));
    const inTime = await activate(OVERDUE);
    const inGrace = await activate(OVERDUE + 1);
    // Returned before its return date: no fee, never overdue.
    const completed = await via(2)('PATCH', `/v1/bookings/${inTime}`, { body: { status: 'completed' } });
    expect(completed.body).toMatchObject({ status: 'completed', late_fee_amount: 0, overdue: false });
    expect(await sql.all("SELECT id FROM events WHERE type = 'booking.overdue'")).toEqual([]);

    // Their return dates pass (the instances run on the system clock): ten minutes ago for the
    // overdue ones and the completed one (inside the grace of 60 minutes for now), one minute ago
    // for the last (inside the grace of 5 minutes set below).
    const list = (ids: string[]) => ids.map(() => '?').join(', ');
    const tenAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await sql.run(
      `UPDATE bookings SET return_date = ? WHERE id IN (${list([...overdue, inTime])})`,
      tenAgo,
      ...overdue,
      inTime,
    );
    await sql.run(
      'UPDATE bookings SET return_date = ? WHERE id = ?',
      new Date(Date.now() - 60_000).toISOString(),
      inGrace,
    );
    await new Promise((r) => setTimeout(r, 1_500)); // every instance sweeps at least once more
    expect(await sql.all("SELECT id FROM events WHERE type = 'booking.overdue'")).toEqual([]);

    // The grace shrinks to 5 minutes while another connection holds the overdue bookings' rows: every
    // instance's sweep reads them (a read is not blocked) and waits to lock the first of them (the
    // first on this transaction, the others on that one's row lock). Once all three wait, the rows
    // are let go, and three claims race for each booking.
    const holder = await postgresTestSql(database.url);
    await holder.run('BEGIN');
    await holder.all(`SELECT id FROM bookings WHERE id IN (${list(overdue)}) FOR UPDATE`, ...overdue);
    await grace(5);
    const started = Date.now();
    const waiting = async () =>
      (await sql.all<{ n: number }>('SELECT COUNT(DISTINCT pid) AS n FROM pg_locks WHERE NOT granted'))[0]?.n ?? 0;
    await eventually(async () => Number(await waiting()) >= INSTANCES, 30_000, 'every instance waiting with a claim');
    await holder.run('COMMIT');
    await holder.close();

    const tookMs = await expectOneOverdueEach(sql, {
      overdue,
      none: [inTime, inGrace],
      since: started,
      timeoutMs: 20_000,
    });
    console.log(`overdue-instances: ${OVERDUE} bookings notified in ${tookMs} ms over ${INSTANCES} instances`);
    // The claim is on the row; the event carries the booking as overdue.
    const claimed = await sql.all<{ id: string; overdue_notified_at: string | null }>(
      `SELECT id, overdue_notified_at FROM bookings WHERE id IN (${list([...overdue, inTime, inGrace])}) ORDER BY id`,
      ...overdue,
      inTime,
      inGrace,
    );
    for (const row of claimed) {
      expect(row.overdue_notified_at === null, row.id).toBe(row.id === inTime || row.id === inGrace);
    }
    const one = (await via(1)('GET', `/v1/bookings/${overdue[0]}`)).body;
    expect(one).toMatchObject({ status: 'active', overdue: true });
    const sample = await sql.get<{ data: string }>(
      "SELECT data FROM events WHERE type = 'booking.overdue' ORDER BY id LIMIT 1",
    );
    expect(JSON.parse(sample?.data ?? '{}')).toMatchObject({ status: 'active', overdue: true });
  });
});
