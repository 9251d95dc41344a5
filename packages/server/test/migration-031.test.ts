/**
 * Migrations 030-032 upgrade a database in place, on the store the suite runs on. A version-16
 * database's events, adjustments, payments and change-log entries get their actors (the sweepers' and
 * the webhook worker's events the system's, the rest the mode's only key, or `unknown` where the mode
 * has had several keys); its customers and bookings become searchable once the server has filled
 * their search documents (in the background, as after any upgrade).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../src/app.js';
import { hashApiKey } from '../src/core/api-keys.js';
import { silentLogger } from '../src/logger.js';
import { listen } from '../src/server.js';
import { MIGRATIONS as PG_MIGRATIONS } from '../src/store/postgres/migrations/index.js';
import { PgStore } from '../src/store/postgres/store.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import type { Store } from '../src/store/store.js';
import { MIGRATIONS, migrate, openDatabase } from './db.js';
import { makeApi, tempDir } from './helpers.js';
import { STORE } from './sql.js';

const AT = '2026-01-01T00:00:00.000Z';
const KEY = `rk_test_${'a'.repeat(40)}`;
const HASH = hashApiKey(KEY);

/** The rows of a version-16 database: one test key, two live keys; history in both modes. */
function oldRows(bool: (b: boolean) => boolean | number): [string, unknown[]][] {
  const key = (id: string, livemode: boolean, hash: string) => [
    `INSERT INTO api_keys (id, tenant_id, livemode, key_hash, key_prefix, last4, created_at) VALUES (?, 'ten_old', ?, ?, 'rk', 'xxxx', ?)`,
    [id, bool(livemode), hash, AT],
  ];
  const event = (id: string, livemode: boolean, type: string) => [
    `INSERT INTO events (tenant_id, livemode, id, type, data, created_at) VALUES ('ten_old', ?, ?, ?, '{}', ?)`,
    [bool(livemode), id, type, AT],
  ];
  const booking = (id: string, livemode: boolean) => [
    `INSERT INTO bookings (tenant_id, livemode, id, status, customer_id, customer_name, customer_email, pickup_date,
       return_date, half_day, subtotal, tax_amount, discount_amount, service_fee_amount, total, amount_paid,
       deposit_hold_amount, initial_total, created_at, updated_at)
     VALUES ('ten_old', ?, ?, 'confirmed', 'cus_old', 'Zoë Ångström', 'zoe@old.example', '2026-07-01T09:00:00.000Z',
       '2026-07-02T09:00:00.000Z', ?, 3000, 0, 0, 0, 3000, 1000, 0, 3000, ?, ?)`,
    [bool(livemode), id, bool(false), AT, AT],
  ];
  const child = (table: string, columns: string, values: string, livemode: boolean, id: string, bookingId: string) => [
    `INSERT INTO ${table} (tenant_id, livemode, id, booking_id, ${columns}, created_at) VALUES ('ten_old', ?, ?, ?, ${values}, ?)`,
    [bool(livemode), id, bookingId, AT],
  ];
  return [
    [
      'INSERT INTO tenants (id, name, subscription_tier, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      ['ten_old', 'Old', 'starter', AT, AT],
    ],
    ...[false, true].map(
      (livemode) =>
        [
          `INSERT INTO tenant_settings (tenant_id, livemode, name, timezone, created_at, updated_at)
           VALUES ('ten_old', ?, 'Old', 'Europe/Berlin', ?, ?)`,
          [bool(livemode), AT, AT],
        ] as [string, unknown[]],
    ),
    key('key_test_only', false, HASH),
    key('key_live_one', true, 'hash-live-1'),
    key('key_live_two', true, 'hash-live-2'),
    [
      `INSERT INTO customers (tenant_id, livemode, id, name, email, phone, created_at, updated_at)
       VALUES ('ten_old', ?, 'cus_old', 'Zoë Ångström', 'zoe@old.example', '+46 8 123 45 67', ?, ?)`,
      [bool(false), AT, AT],
    ],
    booking('bk_test', false),
    booking('bk_live', true),
    event('evt_created', false, 'booking.created'),
    event('evt_expired', false, 'booking.expired'),
    event('evt_overdue', false, 'booking.overdue'),
    event('evt_disabled', true, 'webhook_endpoint.disabled'),
    event('evt_live', true, 'booking.created'),
    child('booking_adjustments', 'type, amount, description', "'extension', 100, 'x'", false, 'adj_test', 'bk_test'),
    child('booking_adjustments', 'type, amount, description', "'late_fee', 100, 'x'", true, 'adj_live', 'bk_live'),
    child('booking_payments', 'amount', '1000', false, 'pay_test', 'bk_test'),
    child(
      'booking_changes',
      'type, line_item_id, from_fleet_item_id, to_fleet_item_id, previous_total, new_total',
      "'item_swapped', 'li_x', 'fi_a', 'fi_b', 1, 2",
      true,
      'chg_live',
      'bk_live',
    ),
  ] as [string, unknown[]][];
}

let cleanup: () => Promise<void> = async () => {};
afterAll(() => cleanup());

const BEFORE = MIGRATIONS.findIndex((m) => m.version === 30);

async function upgraded(): Promise<{ store: Store; applied: number[] }> {
  if (STORE === 'postgres') {
    const admin = inject('postgresAdminUrl');
    const name = `rentline_m031_${randomBytes(5).toString('hex')}`;
    const adminClient = new pg.Client({ connectionString: admin });
    await adminClient.connect();
    await adminClient.query(`CREATE DATABASE ${name}`);
    await adminClient.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const store = new PgStore(url.toString(), { migrate: false });
    await store.migrate(PG_MIGRATIONS.slice(0, BEFORE));
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    for (const [text, params] of oldRows((b) => b)) {
      let n = 0;
      await client.query(
        text.replace(/\?/g, () => `$${++n}`),
        params,
      );
    }
    await client.end();
    const applied = await store.migrate();
    cleanup = async () => {
      await store.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
    return { store, applied };
  }
  const dir = tempDir('rentline-m031-');
  const path = join(dir, 'old.db');
  const db = openDatabase(path, { migrate: false });
  migrate(db, MIGRATIONS.slice(0, BEFORE));
  for (const [text, params] of oldRows((b) => (b ? 1 : 0))) db.prepare(text).run(...params);
  const applied = migrate(db);
  db.close();
  const store = new SqliteStore(path);
  cleanup = async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { store, applied };
}

describe(`migrations 030-032 on ${STORE}`, () => {
  it('fills in the actors of what was recorded before, and makes the old rows searchable', async () => {
    const { store, applied } = await upgraded();
    expect(applied).toEqual(MIGRATIONS.map((m) => m.version).filter((v) => v >= 30));
    const app = createApp({ store, config: { rateLimitPerSecond: 0, logLevel: 'silent' }, logger: silentLogger });
    const running = await listen(app, 0, '127.0.0.1');
    try {
      const api = makeApi(running.url, KEY);
      const events = (await api('GET', '/v1/events?limit=100')).body.data;
      const actorOf = (id: string) => events.find((e: { id: string }) => e.id === id)?.actor;
      expect(actorOf('evt_created')).toEqual({ type: 'secret_key', id: 'key_test_only' });
      expect(actorOf('evt_expired')).toEqual({ type: 'system', id: 'expiry_sweeper' });
      expect(actorOf('evt_overdue')).toEqual({ type: 'system', id: 'overdue_sweeper' });
      const detail = (await api('GET', '/v1/bookings/bk_test')).body;
      expect(detail.adjustments[0].actor).toEqual({ type: 'secret_key', id: 'key_test_only' });
      expect(detail.payments[0].actor).toEqual({ type: 'secret_key', id: 'key_test_only' });
      // Live mode has had two keys: which one acted is unknown.
      const live = await store.read((tx) => tx.events.getEvent({ tenantId: 'ten_old', livemode: true }, 'evt_live'));
      expect([live?.actor_type, live?.actor_id]).toEqual(['secret_key', 'unknown']);
      const disabled = await store.read((tx) =>
        tx.events.getEvent({ tenantId: 'ten_old', livemode: true }, 'evt_disabled'),
      );
      expect([disabled?.actor_type, disabled?.actor_id]).toEqual(['system', 'webhook_worker']);
      const liveHistory = await store.read(async (tx) => ({
        adjustments: await tx.bookings.adjustmentsOf({ tenantId: 'ten_old', livemode: true }, ['bk_live']),
        changes: await tx.bookings.changesOf({ tenantId: 'ten_old', livemode: true }, ['bk_live']),
      }));
      expect(liveHistory.adjustments.get('bk_live')?.[0]).toMatchObject({
        actor_type: 'secret_key',
        actor_id: 'unknown',
      });
      expect(liveHistory.changes.get('bk_live')?.[0]).toMatchObject({ actor_type: 'secret_key', actor_id: 'unknown' });

      // Searchable once the server has filled the documents (as its sweeper does after a start).
      await app.expiry.repairOnce();
      const customers = await api('GET', '/v1/customers?q=angstrom');
      expect(customers.body.data.map((c: { id: string }) => c.id)).toEqual(['cus_old']);
      const bookings = await api('GET', '/v1/bookings?q=ZOE%20ANG');
      expect(bookings.body.data.map((b: { id: string }) => b.id)).toEqual(['bk_test']);
      expect((await api('GET', '/v1/bookings?q=4681234567')).body.data.map((b: { id: string }) => b.id)).toEqual([
        'bk_test',
      ]);
    } finally {
      await running.close(1000);
    }
  });
});
