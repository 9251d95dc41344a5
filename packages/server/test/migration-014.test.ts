/**
 * Migration 014 (rate plans and the shop schedule) upgrades a database in place, on the store the
 * suite runs on: a database at version 13 with a tenant, a fleet item, a seasonal rule and two
 * bookings (one half-day) keeps its rows, reads the defaults of every new field (the default
 * schedule, no hourly rate or rate table, no limits), its booking lines read `half_day` or `daily`,
 * and the rebuilt rules table still bumps the cache version and takes weekday rules.
 */

import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS as PG_MIGRATIONS } from '../src/store/postgres/migrations/index.js';
import { PgStore } from '../src/store/postgres/store.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import type { Store } from '../src/store/store.js';
import { FLEET_ITEMS, PRICING_RULES } from '../src/store/tables.js';
import { MIGRATIONS, migrate, openDatabase } from './db.js';
import { tempDir } from './helpers.js';
import { STORE } from './sql.js';

const AT = '2026-01-01T00:00:00.000Z';
const scope = { tenantId: 'ten_old', livemode: false };

/** The rows of a version-13 database, as `?` statements; `bool` writes a boolean the store's way. */
function oldRows(bool: (b: boolean) => boolean | number): [string, unknown[]][] {
  const booking = (id: string, halfDay: boolean) => [
    `INSERT INTO bookings (tenant_id, livemode, id, status, customer_id, customer_name, pickup_date, return_date,
       half_day, subtotal, tax_amount, discount_amount, service_fee_amount, total, amount_paid, deposit_hold_amount,
       initial_total, created_at, updated_at)
     VALUES ('ten_old', ?, ?, 'confirmed', 'cus_old', 'Ada', '2026-07-01T09:00:00.000Z', ?, ?, 3000, 0, 0, 90, 3090,
       0, 0, 3090, ?, ?)`,
    [bool(false), id, halfDay ? '2026-07-01T12:00:00.000Z' : '2026-07-02T09:00:00.000Z', bool(halfDay), AT, AT],
  ];
  const line = (id: string, bookingId: string) => [
    `INSERT INTO booking_line_items (tenant_id, livemode, id, booking_id, position, fleet_item_id, fleet_item_name,
       quantity, unit_price, override_price, line_total, price_full_day, price_half_day, price_multi_day,
       price_weekly, deposit_amount, created_at, updated_at)
     VALUES ('ten_old', ?, ?, ?, 0, 'fi_old', 'Kayak', 1, 3000, NULL, 3000, 4500, 3000, NULL, NULL, 0, ?, ?)`,
    [bool(false), id, bookingId, AT, AT],
  ];
  return [
    [
      'INSERT INTO tenants (id, name, subscription_tier, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      ['ten_old', 'Old', 'starter', AT, AT],
    ],
    [
      `INSERT INTO tenant_settings (tenant_id, livemode, name, timezone, created_at, updated_at)
       VALUES ('ten_old', ?, 'Old', 'Europe/Berlin', ?, ?)`,
      [bool(false), AT, AT],
    ],
    [
      `INSERT INTO fleet_items (tenant_id, livemode, id, name, price_full_day, price_half_day, created_at, updated_at)
       VALUES ('ten_old', ?, 'fi_old', 'Kayak', 4500, 3000, ?, ?)`,
      [bool(false), AT, AT],
    ],
    [
      `INSERT INTO pricing_rules (tenant_id, livemode, id, fleet_item_id, type, start_date, end_date, adjustment_type,
         adjustment_value, priority, active, created_at, updated_at)
       VALUES ('ten_old', ?, 'pr_old', 'fi_old', 'seasonal', '2026-06-01', '2026-08-31', 'percent', 20, 3, ?, ?, ?)`,
      [bool(false), bool(true), AT, AT],
    ],
    booking('bk_full', false),
    booking('bk_half', true),
    line('li_full', 'bk_full'),
    line('li_half', 'bk_half'),
  ] as [string, unknown[]][];
}

let cleanup: () => Promise<void> = async () => {};
afterAll(() => cleanup());

/** A store over a database migrated to version 13 holding {@link oldRows}, and the versions it then applied. */
async function upgraded(): Promise<{ store: Store; applied: number[] }> {
  if (STORE === 'postgres') {
    const admin = inject('postgresAdminUrl');
    const name = `rentline_m014_${randomBytes(5).toString('hex')}`;
    const adminClient = new pg.Client({ connectionString: admin });
    await adminClient.connect();
    await adminClient.query(`CREATE DATABASE ${name}`);
    await adminClient.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const store = new PgStore(url.toString(), { migrate: false });
    await store.migrate(PG_MIGRATIONS.slice(0, 13));
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
  const dir = tempDir('rentline-m014-');
  const path = join(dir, 'old.db');
  const db = openDatabase(path, { migrate: false });
  migrate(db, MIGRATIONS.slice(0, 13));
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

describe(`migration 014 on ${STORE}`, () => {
  it('upgrades a version-13 database in place: old rows read the defaults and their rate basis', async () => {
    const { store, applied } = await upgraded();
    // 014 and every later one, in order.
    expect(applied).toEqual(MIGRATIONS.map((m) => m.version).filter((v) => v > 13));
    const read = await store.read(async (tx) => ({
      settings: await tx.tenants.getSettings(scope),
      item: await tx.resources.get(FLEET_ITEMS, scope, 'fi_old'),
      rule: await tx.resources.get(PRICING_RULES, scope, 'pr_old'),
      lines: await tx.bookings.lineItemsOf(scope, ['bk_full', 'bk_half']),
      version: await tx.tenants.cacheVersion(scope),
    }));
    expect(read.settings?.schedule).toEqual({
      opening_hours: null,
      closed_dates: [],
      charge_closed_days: true,
      day_count: 'elapsed',
      return_by: null,
      leeway_minutes: 0,
      min_notice_minutes: 0,
    });
    expect(read.item).toMatchObject({
      price_full_day: 4500,
      price_half_day: 3000,
      price_hourly: null,
      hourly_increment_minutes: 60,
      rate_table: null,
      min_rental_minutes: null,
      max_rental_days: null,
    });
    expect(read.rule).toMatchObject({
      type: 'seasonal',
      start_date: '2026-06-01',
      end_date: '2026-08-31',
      adjustment_value: 20,
      priority: 3,
      active: true,
      created_at: AT,
    });
    expect(read.rule).not.toHaveProperty('weekdays');
    const basis = (id: string) => read.lines.get(id)?.map((l) => [l.id, l.rate_basis, l.hourly_units, l.line_total]);
    expect(basis('bk_full')).toEqual([['li_full', 'daily', null, 3000]]);
    expect(basis('bk_half')).toEqual([['li_half', 'half_day', null, 3000]]);

    // The rebuilt rules table takes weekday rules, and a change of it still moves the cache version.
    const weekday = await store.write((tx) =>
      tx.resources.insert(
        PRICING_RULES,
        scope,
        'pr_weekend',
        {
          type: 'weekday',
          weekdays: [6, 7],
          adjustment_type: 'percent',
          adjustment_value: 25,
          priority: 0,
          active: true,
        },
        AT,
      ),
    );
    expect(weekday).toMatchObject({ type: 'weekday', weekdays: [6, 7] });
    const after = await store.read((tx) => tx.tenants.cacheVersion(scope));
    expect(after).toBeGreaterThan(read.version);
  });
});
