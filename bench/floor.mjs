#!/usr/bin/env node
// The bare-SQL floor of the server figures: what a booking create and a list page cost when their
// statements are sent straight through better-sqlite3 or node-postgres, with no HTTP, no validation,
// no pricing and no JSON to build (the texts a booking stores are made by string templates). The
// same rows (a booking with its view, a line, an add-on half the time, its event), the same
// indexes and triggers (the server's own database, pre-filled), the same isolation (one write
// transaction per booking; on PostgreSQL the fleet item locked with SELECT … FOR UPDATE), the same
// statements as the server sends (its occupancy read, its list page read), and the same driver
// settings (SQLite pragmas; node-postgres pipelining, rows taken as they are parsed).
//
//   node bench/floor.mjs '<json>'   { store: 'sqlite'|'postgres', db: <path or URL>, what: 'create'|'list',
//                                    tenantId, livemode, items: [{id, name, price}], customers: [{id, name,
//                                    email, phone}], addon: {id, name, price, pricing}, viewVersion, seconds,
//                                    group? }
//
// It prints one JSON line: operations done, this process's CPU ms (all threads, user + system), and
// on PostgreSQL the server's CPU ms over the same time (every postgres process, see postgres.mjs).
// `group` (SQLite create): commit that many bookings a transaction, each in a savepoint, as the
// server's group commit does, instead of one transaction each.
import { createRequire } from 'node:module';
import { postgresCpu } from './postgres-cpu.mjs';

const serverRequire = createRequire(new URL('../packages/server/package.json', import.meta.url));
const args = JSON.parse(process.argv[2]);
const DAY = 86_400_000;
let serial = 0;
const id = (prefix) => `${prefix}_${Date.now().toString(36)}${(serial++).toString(36).padStart(6, '0')}floor`;

/** A booking as the server writes it: its row, its line, its add-on (or none) and its event. */
function newBooking(i) {
  const item = args.items[i % args.items.length];
  const customer = args.customers[(i * 7) % args.customers.length];
  const pickup = Date.parse('2027-01-01T14:00:00.000Z') + ((i * 7919) % 730) * DAY;
  const days = 1 + (i % 10);
  const ret = pickup + days * DAY;
  const at = new Date().toISOString();
  const bookingId = id('bk');
  const lineId = id('li');
  const addon = i % 2 === 0 ? { id: id('bao'), total: args.addon.price * days } : undefined;
  const subtotal = item.price * days + (addon?.total ?? 0);
  const tax = Math.round((subtotal * 825) / 10_000);
  const pickupAt = new Date(pickup).toISOString();
  const returnAt = new Date(ret).toISOString();
  const expires = new Date(Date.now() + 30 * 60_000).toISOString();
  const line = `{"id":"${lineId}","fleet_item_id":"${item.id}","fleet_item_name":"${item.name}","quantity":1,"unit_price":${item.price},"override_price":null,"line_total":${item.price * days},"unit_ids":[],"rate_basis":"daily","hourly_units":null}`;
  const addons = addon
    ? `[{"id":"${addon.id}","addon_id":"${args.addon.id}","addon_name":"${args.addon.name}","quantity":1,"unit_price":${args.addon.price},"line_total":${addon.total}}]`
    : '[]';
  const head = `{"id":"${bookingId}","object":"booking","status":"pending","customer_id":"${customer.id}","customer":{"id":"${customer.id}","name":"${customer.name}","email":"${customer.email}","phone":"${customer.phone}"},"overdue":false,"pickup_date":"${pickupAt}","return_date":"${returnAt}","pickup_location_id":null,"half_day":false,"subtotal":${subtotal},"tax_amount":${tax},"discount_amount":0,"service_fee_amount":0,"total":${subtotal + tax},"amount_paid":0,"amount_owed":${subtotal + tax},"deposit_hold_amount":0,"late_fee_amount":0,"coupon_id":null,"notes":null,"line_items":[${line}],"addons":${addons},"cancellation_reason":null,"cancelled_at":null,"expires_at":"${expires}","picked_up_at":null,"returned_at":null`;
  const tail = `,"livemode":${args.livemode},"created_at":"${at}","updated_at":"${at}"}`;
  return {
    item,
    pickup,
    ret,
    booking: [
      ...[
        args.tenantId,
        args.livemode,
        bookingId,
        'pending',
        customer.id,
        customer.name,
        customer.email,
        customer.phone,
      ],
      ...[pickupAt, returnAt, null, false, subtotal, tax, 0, 0, subtotal + tax, 0, 0, subtotal + tax],
      ...[
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        expires,
        0,
        null,
        at,
        at,
        null,
        null,
        head + tail,
        args.viewVersion,
      ],
    ],
    event: [
      args.tenantId,
      args.livemode,
      id('evt'),
      'booking.created',
      `${head},"adjustments":[],"change_log":[],"payments":[]${tail}`,
      at,
    ],
    line: [
      ...[args.tenantId, args.livemode, lineId, bookingId, 0, item.id, item.name, item.price, null, null, null, 0],
      ...[null, 60, null, 1, item.price, null, item.price * days, '[]', 'daily', null, at, at],
    ],
    addon: addon && [
      ...[args.tenantId, args.livemode, addon.id, bookingId, 0, args.addon.id, args.addon.name, 1, args.addon.price],
      ...[addon.total, args.addon.pricing, at, at],
    ],
    bookingId,
    at,
  };
}

const INSERT_BOOKING = `INSERT INTO bookings (tenant_id, livemode, id, status, customer_id, customer_name, customer_email,
  customer_phone, pickup_date, return_date, pickup_location_id, half_day, subtotal, tax_amount, discount_amount,
  service_fee_amount, total, deposit_hold_amount, amount_paid, initial_total, coupon_id, coupon_code, coupon_discount_type,
  coupon_discount_value, coupon_fleet_item_ids, notes, cancellation_reason, cancelled_at, expires_at, late_fee_amount,
  overdue_notified_at, created_at, updated_at, picked_up_at, returned_at, view_json, view_version)
  VALUES (${Array.from({ length: 37 }, () => '?').join(', ')})`;
const INSERT_EVENT = 'INSERT INTO events (tenant_id, livemode, id, type, data, created_at) VALUES (?, ?, ?, ?, ?, ?)';
const INSERT_LINE = `INSERT INTO booking_line_items (tenant_id, livemode, id, booking_id, position, fleet_item_id,
  fleet_item_name, price_full_day, price_half_day, price_multi_day, price_weekly, deposit_amount, price_hourly,
  hourly_increment_minutes, rate_table, quantity, unit_price, override_price, line_total, unit_ids, rate_basis,
  hourly_units, created_at, updated_at) VALUES (${Array.from({ length: 24 }, () => '?').join(', ')})`;
const INSERT_ADDON = `INSERT INTO booking_addons (tenant_id, livemode, id, booking_id, position, addon_id, addon_name,
  quantity, unit_price, line_total, pricing, created_at, updated_at) VALUES (${Array.from({ length: 13 }, () => '?').join(', ')})`;
const CUSTOMER = 'SELECT name, email, phone FROM customers WHERE tenant_id = ? AND livemode = ? AND id = ?';
const SUBSCRIBERS = `SELECT id FROM webhook_endpoints WHERE tenant_id = ? AND livemode = ? AND active = ? AND
  ${args.store === 'postgres' ? 'jsonb_exists_any(events::jsonb, ARRAY[?, ?]::text[])' : 'EXISTS (SELECT 1 FROM json_each(events) WHERE value IN (?, ?))'}`;
const STOCK = `SELECT quantity, turnaround_minutes, buffer_before_minutes FROM fleet_items
  WHERE tenant_id = ? AND livemode = ? AND id = ?${args.store === 'postgres' ? ' FOR UPDATE' : ''}`;
// The item's holds that can meet the window (picked up since the window's start less its longest
// hold), its late ones (out past their return date), its downtimes and its longest hold.
const OCCUPANCY = `SELECT quantity, pickup_date, return_date FROM unit_holds
  WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ? AND pickup_date >= ? AND pickup_date < ? AND return_date > ?
    AND booking_id <> ? AND (expires_at IS NULL OR expires_at > ?)
  UNION ALL
  SELECT quantity, pickup_date, return_date FROM unit_holds${args.store === 'postgres' ? '' : ' INDEXED BY unit_holds_out'}
  WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ? AND phase = 1 AND return_date <= ? AND return_date < ?
    AND pickup_date < ? AND booking_id <> ?
  UNION ALL
  SELECT quantity, start_at, end_at FROM downtimes
  WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ? AND start_at < ? AND end_at > ?
  UNION ALL
  SELECT longest_ms, NULL, NULL FROM hold_spans WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ?`;
/** Holds may start up to this long before a window and still meet it (the pre-filled longest is 14 days). */
const LONGEST = 15 * DAY;

function occupancyParams(b, now) {
  const t = [args.tenantId, args.livemode, b.item.id];
  const from = new Date(b.pickup - LONGEST).toISOString();
  const start = new Date(b.pickup).toISOString();
  const end = new Date(b.ret).toISOString();
  return [...t, from, end, start, b.bookingId, now, ...t, start, now, end, b.bookingId, ...t, end, start, ...t];
}

/** The most units held at once within the window, from the occupancy rows (a sweep over their ends). */
function peak(rows, b) {
  const edges = [];
  for (const [units, from, to] of rows) {
    if (from === null) continue;
    const s = Math.max(Date.parse(from), b.pickup);
    const e = Math.min(Date.parse(to), b.ret);
    if (s < e) edges.push([s, Number(units)], [e, -Number(units)]);
  }
  edges.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  let held = 0;
  let most = 0;
  for (const [, d] of edges) {
    held += d;
    most = Math.max(most, held);
  }
  return most;
}

const LIST_WHERE = 'b.tenant_id = ? AND b.livemode = ? AND b.status = ?';
const LIST_ORDER = 'ORDER BY b.created_at DESC, b.id DESC LIMIT ?';
const LIST_COLUMNS = `b.id, b.created_at, b.customer_id, CASE WHEN b.view_version = ? THEN b.view_json END`;
const LIST_DUE = "CASE WHEN b.status = 'active' THEN b.return_date END";

/**
 * The CPU spent so far, sampled when the operations end: `{ cpu_ms, postgres_cpu_ms? }`. Set by
 * `loop` before the connections close, because PostgreSQL's share is read from its live processes:
 * a backend that has exited counts only once the postmaster has reaped it, and sampled after the
 * floor's connections closed, their whole run was missing (3 µs a list page, against the hundreds
 * the same statement costs under the server).
 */
let spent;

/** Run `step` (resolving with nothing) `width` at a time for `seconds`; operations done. */
async function loop(width, step) {
  let n = 0;
  const until = Date.now() + args.seconds * 1000;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (Date.now() < until) {
        await step(n++);
      }
    }),
  );
  spent = { cpu_ms: cpu(), ...(pgCpu ? { postgres_cpu_ms: pgCpu() } : {}) };
  return n;
}

async function sqlite() {
  const Database = serverRequire('better-sqlite3');
  const db = new Database(args.db);
  for (const p of ['journal_mode = WAL', 'synchronous = NORMAL', 'foreign_keys = ON', 'cache_size = -65536']) {
    db.pragma(p);
  }
  db.pragma('mmap_size = 268435456');
  db.pragma('temp_store = MEMORY');
  db.pragma('busy_timeout = 5000');
  const st = (sql) => db.prepare(sql);
  if (args.what === 'list') {
    const page = st(`SELECT ${LIST_COLUMNS}, ${LIST_DUE} FROM bookings b WHERE ${LIST_WHERE} ${LIST_ORDER}`).raw(true);
    const customers = new Map();
    const begin = st('BEGIN');
    const commit = st('COMMIT');
    return loop(1, async () => {
      begin.run();
      const rows = page.all(args.viewVersion, args.tenantId, args.livemode ? 1 : 0, 'confirmed', 101);
      const ids = [...new Set(rows.slice(0, 100).map((r) => r[2]))];
      let read = customers.get(ids.length);
      if (read === undefined) {
        read = st(
          `SELECT id, name, email, phone FROM customers WHERE tenant_id = ? AND livemode = ? AND id IN (${ids.map(() => '?').join(', ')})`,
        ).raw(true);
        customers.set(ids.length, read);
      }
      read.all(args.tenantId, args.livemode ? 1 : 0, ...ids);
      commit.run();
    });
  }
  const s = {
    customer: st(CUSTOMER),
    subscribers: st(SUBSCRIBERS),
    booking: st(INSERT_BOOKING),
    event: st(INSERT_EVENT),
    stock: st(STOCK),
    line: st(INSERT_LINE),
    addon: st(INSERT_ADDON),
    occupancy: st(OCCUPANCY).raw(true),
    begin: st('BEGIN IMMEDIATE'),
    commit: st('COMMIT'),
    savepoint: st('SAVEPOINT booking'),
    release: st('RELEASE booking'),
  };
  const bool = (row) => row.map((v) => (v === true ? 1 : v === false ? 0 : v));
  const group = args.group ?? 1;
  const one = (i) => {
    const b = newBooking(i);
    const now = new Date().toISOString();
    const t = [args.tenantId, args.livemode ? 1 : 0];
    s.customer.get(...t, b.booking[4]);
    s.subscribers.all(...t, 1, 'booking.created', '*');
    s.booking.run(...bool(b.booking));
    s.event.run(...bool(b.event));
    const stock = s.stock.get(...t, b.item.id);
    s.line.run(...bool(b.line));
    if (b.addon) s.addon.run(...bool(b.addon));
    const rows = s.occupancy.all(...bool(occupancyParams(b, now)));
    if (peak(rows, b) + 1 > stock.quantity) throw new Error('the floor ran out of units');
  };
  return loop(1, async (i) => {
    if (i % group === 0) s.begin.run();
    if (group > 1) s.savepoint.run();
    one(i);
    if (group > 1) s.release.run();
    if ((i + 1) % group === 0) s.commit.run();
  }).finally(() => {
    if (db.inTransaction) s.commit.run();
    db.close();
  });
}

async function postgres() {
  const pg = serverRequire('pg');
  const types = {
    getTypeParser: (oid, format) => (oid === 20 || oid === 1700 ? Number : pg.types.getTypeParser(oid, format)),
  };
  const config = { connectionString: args.db, pipeline: true, types };
  const names = new Map();
  /** `?` placeholders numbered, each text a prepared statement of its own. */
  const query = (client, text, values, rowMode) => {
    let name = names.get(text);
    if (name === undefined) {
      let n = 0;
      name = { name: `floor_${names.size}`, text: text.replace(/\?/g, () => `$${++n}`) };
      names.set(text, name);
    }
    return new Promise((resolve, reject) => {
      const q = new pg.Query({ ...name, values, ...(rowMode ? { rowMode } : {}) });
      const rows = [];
      q.on('row', (row) => rows.push(row));
      q.on('error', reject);
      q.on('end', () => resolve(rows));
      client.query(q);
    });
  };
  if (args.what === 'list') {
    const readers = await Promise.all(
      [0, 1].map(async () => {
        const c = new pg.Client(config);
        await c.connect();
        return c;
      }),
    );
    const text = `SELECT ${LIST_COLUMNS}, c.name, c.email, c.phone, ${LIST_DUE} FROM bookings b
      LEFT JOIN customers c ON c.tenant_id = b.tenant_id AND c.livemode = b.livemode AND c.id = b.customer_id
      WHERE ${LIST_WHERE} ${LIST_ORDER}`;
    try {
      return await loop(50, (i) =>
        query(readers[i % 2], text, [args.viewVersion, args.tenantId, args.livemode, 'confirmed', 101], 'array'),
      );
    } finally {
      await Promise.all(readers.map((c) => c.end()));
    }
  }
  const pool = new pg.Pool({ ...config, max: 10 });
  // An idle pooled connection that PostgreSQL ends is reported by the pool; without a listener that
  // would end this process with a stack naming no statement.
  pool.on('error', (e) => console.error(`floor: a PostgreSQL connection ended: ${e.message}`));
  try {
    return await loop(50, async (i) => {
      const client = await pool.connect();
      try {
        const b = newBooking(i);
        const now = new Date().toISOString();
        const t = [args.tenantId, args.livemode];
        // Sent together (one round trip): the reads, the booking and its event, the item's lock and
        // stock, the line and add-on, the occupancy; then COMMIT, or ROLLBACK without the units.
        const sent = [
          query(client, 'BEGIN', []),
          query(client, CUSTOMER, [...t, b.booking[4]]),
          query(client, SUBSCRIBERS, [...t, true, 'booking.created', '*']),
          query(client, INSERT_BOOKING, b.booking),
          query(client, INSERT_EVENT, b.event),
          query(client, STOCK, [...t, b.item.id]),
          query(client, INSERT_LINE, b.line),
          ...(b.addon ? [query(client, INSERT_ADDON, b.addon)] : []),
          query(client, OCCUPANCY, occupancyParams(b, now), 'array'),
        ];
        const answers = await Promise.all(sent);
        const stock = answers[5][0];
        const free = peak(answers[answers.length - 1], b) + 1 <= stock.quantity;
        await query(client, free ? 'COMMIT' : 'ROLLBACK', []);
        if (!free) throw new Error('the floor ran out of units');
      } finally {
        client.release();
      }
    });
  } finally {
    await pool.end();
  }
}

const pgCpu = args.store === 'postgres' ? await postgresCpu(args.db) : undefined;
function cpu() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
const pg0 = pgCpu?.();
const c0 = cpu();
const ops = await (args.store === 'postgres' ? postgres() : sqlite());
const result = {
  ops,
  cpu_ms: spent.cpu_ms - c0,
  ...(pgCpu ? { postgres_cpu_ms: spent.postgres_cpu_ms - pg0 } : {}),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
