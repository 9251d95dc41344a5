// Server: autocannon (50 connections, 10 s runs after a warm-up) against the real `rentline serve`
// process (RATE_LIMIT_PER_SECOND=0, LOG_LEVEL=silent) on a SQLite file in bench/.work/:
//  - POST /v1/pricing/calculate against a bare Koa app (bench/bare-koa.mjs, its own process) that
//    parses the same JSON body and answers a fixed body of the same size; interleaved runs
//    (bare, real, real, bare), ratio of the summed rates;
//  - GET /v1/bookings?status=confirmed&limit=100 and POST /v1/bookings (varying windows, items and
//    add-ons; availability checked) with 100,000 bookings pre-filled in the file.
// The catalog is made through the API; the bookings are written with SQL in one transaction while the
// server is stopped (see prefill()), then the server is started again.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CUSTOMER_COLUMNS,
  customerRow,
  people,
  searchFigures,
  searchTerms,
  sessionFigure,
  staffSession,
} from '../back-office.mjs';
import { alternate, buildBaseline, comparison, cpuMs, together } from '../compare.mjs';
import { costOf, FLOOR_SECONDS, floorFigure, runFloor, storedViewVersion } from '../floor-run.mjs';
import { figure, SMOKE } from '../lib.mjs';
import { pg, startPostgres, statementsProfile } from '../postgres.mjs';
import { postgresCpu } from '../postgres-cpu.mjs';
import {
  CLI,
  cannon,
  countStatus,
  createTenant,
  freePort,
  makeApi,
  serveEnv,
  serverRequire,
  startServe,
  workDir,
} from '../serve.mjs';

const PREFILL = SMOKE ? 200 : 100_000;
/** The customers the pre-filled bookings belong to, made before them. */
const PEOPLE = SMOKE ? 40 : 2_000;
const PEOPLE_CREATED = '2019-12-31T00:00:00.000Z';
const DURATION = SMOKE ? 0.5 : 10; // seconds per measured run
const WARMUP = 3; // seconds (smoke: 2 requests per connection)
const CONNECTIONS = 50;
const DAY = 86_400_000;

// ------------------------------------------------------------------------------------------ catalog

const ITEMS = [
  { name: 'Kayak', price_full_day: 4500, price_multi_day: 4000, price_weekly: 21000, deposit_amount: 10000 },
  { name: 'Canoe', price_full_day: 5500, price_multi_day: 5000, price_weekly: 26000, deposit_amount: 15000 },
  { name: 'Paddleboard', price_full_day: 3500, price_half_day: 2000, deposit_amount: 5000 },
  { name: 'Mountain bike', price_full_day: 3000, price_half_day: 1800, price_weekly: 15000, turnaround_minutes: 60 },
  { name: 'E-bike', price_full_day: 6000, price_multi_day: 5500, deposit_amount: 20000, turnaround_minutes: 120 },
  { name: 'Tent (4p)', price_full_day: 2500, price_weekly: 12000 },
  { name: 'Camp stove', price_full_day: 800 },
  { name: 'Cooler', price_full_day: 600, price_weekly: 3000 },
];

export async function makeCatalog(api) {
  await api('PATCH', '/v1/tenant', { timezone: 'America/New_York', tax_rate_bps: 825 });
  const items = [];
  for (const it of ITEMS) items.push((await api('POST', '/v1/fleet-items', { quantity: 100_000, ...it })).body);
  const vest = (await api('POST', '/v1/addons', { name: 'Life vest', price: 500, pricing: 'per_day' })).body;
  const map = (await api('POST', '/v1/addons', { name: 'Map', price: 300, pricing: 'per_item' })).body;
  await api('POST', '/v1/packages', {
    name: 'Kayak + vest',
    fleet_item_ids: [items[0].id],
    addon_ids: [vest.id],
    discount_type: 'percent',
    discount_value: 5,
  });
  await api('POST', '/v1/coupons', { code: 'SUMMER10', discount_type: 'percent', discount_value: 10 });
  const rules = [
    {
      type: 'seasonal',
      start_date: '2027-07-01',
      end_date: '2027-07-31',
      adjustment_type: 'percent',
      adjustment_value: 20,
      priority: 1,
    },
    {
      type: 'seasonal',
      start_date: '2027-07-04',
      end_date: '2027-07-05',
      adjustment_type: 'dollar',
      adjustment_value: 500,
      priority: 2,
    },
    {
      type: 'seasonal',
      fleet_item_id: items[0].id,
      start_date: '2027-06-20',
      end_date: '2027-07-03',
      adjustment_type: 'percent',
      adjustment_value: -10,
    },
    { type: 'multi_day', days_threshold: 3, adjustment_type: 'percent', adjustment_value: 5 },
    {
      type: 'multi_day',
      fleet_item_id: items[0].id,
      days_threshold: 7,
      adjustment_type: 'percent',
      adjustment_value: 10,
    },
  ];
  for (const r of rules) await api('POST', '/v1/pricing/rules', r);
  const customers = [];
  for (let i = 0; i < 20; i++) {
    customers.push(
      (
        await api('POST', '/v1/customers', {
          name: `Customer ${i}`,
          email: `c${i}@example.com`,
          phone: `+1555000${String(i).padStart(4, '0')}`,
        })
      ).body,
    );
  }
  return { items, addons: [vest, map], customers };
}

// ------------------------------------------------------------------------------------------ pre-fill

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const b62 = (n, w) => {
  let s = '';
  for (let i = 0; i < w; i++) {
    s = BASE62[n % 62] + s;
    n = Math.floor(n / 62);
  }
  return s;
};
/** A deterministic PRNG (mulberry32), so every run pre-fills the same data. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BOOKING_COLUMNS = `tenant_id, livemode, id, status, customer_id, customer_name, customer_email, customer_phone,
  pickup_date, return_date, pickup_location_id, half_day, subtotal, tax_amount, discount_amount, service_fee_amount,
  total, amount_paid, deposit_hold_amount, initial_total, notes, cancellation_reason, cancelled_at, created_at, updated_at`;
const LINE_COLUMNS = `tenant_id, livemode, id, booking_id, position, fleet_item_id, fleet_item_name, quantity, unit_price,
  override_price, line_total, price_full_day, price_half_day, price_multi_day, price_weekly, deposit_amount, created_at,
  updated_at`;
const ADDON_COLUMNS = `tenant_id, livemode, id, booking_id, position, addon_id, addon_name, quantity, unit_price,
  line_total, pricing, created_at, updated_at`;

/**
 * `n` bookings as rows of the bookings, booking_line_items and booking_addons tables (the schema of
 * both stores), ids in the server's format (`bk_` + 8 base62 of created_at ms + 4 of sequence + 8
 * random): created over 2020..now, picked up 0..540 days later for 1..14 days (some half days), 1 to
 * 3 lines over the 8 items, half of them with an add-on; statuses follow the window: past ones
 * completed or cancelled, current ones active, future ones pending, confirmed or cancelled.
 * `sink(booking, lines, addon)` receives each booking's rows (booleans as true/false).
 */
function generateBookings(scope, catalog, n, sink) {
  const rnd = prng(7);
  const now = Date.now();
  const from = Date.parse('2020-01-01T00:00:00Z');
  const id = (prefix, ms, seq) =>
    `${prefix}_${b62(ms, 8)}${b62(seq, 4)}${b62(Math.floor(rnd() * 62 ** 4), 4)}${b62(Math.floor(rnd() * 62 ** 4), 4)}`;
  const t = scope.tenantId;
  const mode = scope.livemode;
  const counts = {};
  for (let i = 0; i < n; i++) {
    const createdMs = Math.floor(from + ((now - DAY - from) * (i + rnd() * 0.5)) / n);
    const created = new Date(createdMs).toISOString();
    const pickupMs = Math.floor((createdMs + rnd() ** 2 * 540 * DAY) / 3_600_000) * 3_600_000;
    const halfDay = rnd() < 0.05;
    const days = halfDay ? 1 : 1 + Math.floor(rnd() ** 2 * 14);
    const returnMs = pickupMs + (halfDay ? 4 * 3_600_000 : days * DAY);
    let status;
    const r = rnd();
    if (returnMs < now) status = r < 0.85 ? 'completed' : 'cancelled';
    else if (pickupMs < now) status = r < 0.9 ? 'active' : 'cancelled';
    else status = r < 0.3 ? 'pending' : r < 0.9 ? 'confirmed' : 'cancelled';
    counts[status] = (counts[status] ?? 0) + 1;
    const l = rnd();
    const nLines = l < 0.8 ? 1 : l < 0.98 ? 2 : 3;
    const first = Math.floor(rnd() * catalog.items.length);
    const lines = Array.from({ length: nLines }, (_, k) => catalog.items[(first + k * 3) % catalog.items.length]);
    const customers = catalog.people ?? catalog.customers;
    const customer = customers[Math.floor(rnd() * customers.length)];
    const bookingId = id('bk', createdMs, i % 62 ** 4);
    let subtotal = 0;
    const lineRows = lines.map((item, k) => {
      const qty = rnd() < 0.9 ? 1 : 2;
      const unit =
        halfDay && item.price_half_day
          ? item.price_half_day
          : days > 1 && item.price_multi_day
            ? item.price_multi_day
            : item.price_full_day;
      const total = unit * qty * days;
      subtotal += total;
      return [
        t,
        mode,
        id('li', createdMs, k),
        bookingId,
        k,
        item.id,
        item.name,
        qty,
        unit,
        null,
        total,
        item.price_full_day,
        item.price_half_day,
        item.price_multi_day,
        item.price_weekly,
        item.deposit_amount,
        created,
        created,
      ];
    });
    const withAddon = rnd() < 0.5;
    const addon = catalog.addons[i % 2];
    const addonTotal = withAddon ? addon.price * (addon.pricing === 'per_day' ? days : 1) : 0;
    subtotal += addonTotal;
    const tax = Math.round((subtotal * 825) / 10_000);
    const total = subtotal + tax;
    const deposit = lines.reduce((s, it) => s + it.deposit_amount, 0);
    const paid =
      status === 'completed' || status === 'active' ? total : status === 'confirmed' ? Math.round(total / 2) : 0;
    const cancelled = status === 'cancelled' ? new Date(Math.min(createdMs + DAY, now)).toISOString() : null;
    const updated = cancelled ?? created;
    const booking = [
      t,
      mode,
      bookingId,
      status,
      customer.id,
      customer.name,
      customer.email,
      customer.phone,
      new Date(pickupMs).toISOString(),
      new Date(returnMs).toISOString(),
      null,
      halfDay,
      subtotal,
      tax,
      0,
      0,
      total,
      paid,
      deposit,
      total,
      i % 10 === 0 ? 'Prefilled by the bench' : null,
      cancelled ? 'Customer changed plans' : null,
      cancelled,
      created,
      updated,
    ];
    const addonRow = withAddon
      ? [
          t,
          mode,
          id('bao', createdMs, 0),
          bookingId,
          0,
          addon.id,
          addon.name,
          1,
          addon.price,
          addonTotal,
          addon.pricing,
          created,
          created,
        ]
      : null;
    sink(booking, lineRows, addonRow);
  }
  return counts;
}

const marks = (cols) =>
  cols
    .split(',')
    .map(() => '?')
    .join(', ');

/**
 * Wait until the server has stored the view of every pre-filled booking (they are written without
 * one, as by a server from before views were stored, and its sweeper rebuilds them in the
 * background), so no figure is measured while that runs. Resolves with how long it took.
 */
export async function viewsRebuilt(dbPath, databaseUrl) {
  const t0 = Date.now();
  // A server clears the views stored in another shape than its own at its first sweep (about a
  // second after it starts) and then rebuilds them: none missing counts only after that.
  const firstSweep = t0 + 3000;
  const SQL = 'SELECT COUNT(*) AS n FROM bookings WHERE view_json IS NULL';
  let missing;
  let close;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    missing = async () => Number((await client.query(SQL)).rows[0].n);
    close = () => client.end();
  } else {
    const Database = serverRequire('better-sqlite3');
    const db = new Database(dbPath, { readonly: true });
    const stmt = db.prepare(SQL);
    missing = async () => Number(stmt.get().n);
    close = async () => db.close();
  }
  try {
    while ((await missing()) > 0 || Date.now() < firstSweep) {
      if (Date.now() - t0 > 600_000) throw new Error('the server did not rebuild the booking views in 10 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await close();
  }
  return (Date.now() - t0) / 1000;
}

/** Pre-fill a SQLite file in one transaction (the server is stopped). */
export function prefill(dbPath, scope, catalog, n) {
  const Database = serverRequire('better-sqlite3');
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  const ins = {
    customer: db.prepare(`INSERT INTO customers (${CUSTOMER_COLUMNS}) VALUES (${marks(CUSTOMER_COLUMNS)})`),
    booking: db.prepare(`INSERT INTO bookings (${BOOKING_COLUMNS}) VALUES (${marks(BOOKING_COLUMNS)})`),
    line: db.prepare(`INSERT INTO booking_line_items (${LINE_COLUMNS}) VALUES (${marks(LINE_COLUMNS)})`),
    addon: db.prepare(`INSERT INTO booking_addons (${ADDON_COLUMNS}) VALUES (${marks(ADDON_COLUMNS)})`),
  };
  const sqlite = (row) => row.map((v) => (v === true ? 1 : v === false ? 0 : v));
  let counts;
  db.transaction(() => {
    for (const p of catalog.people ?? []) ins.customer.run(...sqlite(customerRow(scope, p, PEOPLE_CREATED)));
    counts = generateBookings(scope, catalog, n, (booking, lines, addon) => {
      ins.booking.run(...sqlite(booking));
      for (const row of lines) ins.line.run(...sqlite(row));
      if (addon) ins.addon.run(...sqlite(addon));
    });
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return counts;
}

/**
 * Pre-fill a PostgreSQL database in one transaction, in multi-row INSERTs of 500, with the row
 * triggers off (`session_replication_role = replica`); the unit holds and longest spans they would
 * have written are then filled with one INSERT … SELECT each, as the migrations that created them do.
 */
export async function prefillPostgres(url, scope, catalog, n) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const batches = { bookings: [], booking_line_items: [], booking_addons: [] };
  const columns = { bookings: BOOKING_COLUMNS, booking_line_items: LINE_COLUMNS, booking_addons: ADDON_COLUMNS };
  const flush = async (table) => {
    const rows = batches[table];
    if (rows.length === 0) return;
    const width = rows[0].length;
    const values = rows.map(
      (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
    );
    await client.query(`INSERT INTO ${table} (${columns[table]}) VALUES ${values.join(', ')}`, rows.flat());
    batches[table] = [];
  };
  const pending = [];
  await client.query('BEGIN');
  await client.query('SET LOCAL session_replication_role = replica');
  // The customers, and (their insert trigger being off) their empty search documents.
  const peopleRows = (catalog.people ?? []).map((p) => customerRow(scope, p, PEOPLE_CREATED));
  for (let i = 0; i < peopleRows.length; i += 500) {
    const rows = peopleRows.slice(i, i + 500);
    const values = rows.map((_, r) => `(${Array.from({ length: 8 }, (_, c) => `$${r * 8 + c + 1}`).join(', ')})`);
    await client.query(`INSERT INTO customers (${CUSTOMER_COLUMNS}) VALUES ${values.join(', ')}`, rows.flat());
  }
  await client.query(
    `INSERT INTO customer_search (tenant_id, livemode, customer_id, text)
    SELECT tenant_id, livemode, id, NULL FROM customers WHERE tenant_id = $1 AND livemode = $2
    ON CONFLICT DO NOTHING`,
    [scope.tenantId, scope.livemode],
  );
  const counts = generateBookings(scope, catalog, n, (booking, lines, addon) => {
    pending.push([booking, lines, addon]);
  });
  for (const [booking, lines, addon] of pending) {
    batches.bookings.push(booking);
    batches.booking_line_items.push(...lines);
    if (addon) batches.booking_addons.push(addon);
    if (batches.bookings.length >= 500) {
      await flush('bookings');
      await flush('booking_line_items');
      await flush('booking_addons');
    }
  }
  await flush('bookings');
  await flush('booking_line_items');
  await flush('booking_addons');
  await client.query(`INSERT INTO unit_holds
    SELECT li.tenant_id, li.livemode, li.id, li.booking_id, li.fleet_item_id, li.quantity, b.pickup_date, b.return_date
      FROM booking_line_items li
      JOIN bookings b ON b.tenant_id = li.tenant_id AND b.livemode = li.livemode AND b.id = li.booking_id
     WHERE b.status IN ('pending', 'confirmed', 'active')
    ON CONFLICT DO NOTHING`);
  // And each item's longest hold, which the triggers of unit_holds would have kept.
  await client.query(`INSERT INTO hold_spans (tenant_id, livemode, fleet_item_id, longest_ms)
    SELECT tenant_id, livemode, fleet_item_id,
           MAX(round(extract(epoch FROM (return_date::timestamptz - pickup_date::timestamptz)) * 1000)::bigint)
      FROM unit_holds GROUP BY tenant_id, livemode, fleet_item_id
    ON CONFLICT (tenant_id, livemode, fleet_item_id) DO UPDATE SET longest_ms = excluded.longest_ms`);
  await client.query('COMMIT');
  await client.query('ANALYZE');
  await client.end();
  return counts;
}

/**
 * Storing 100,000 views rewrote every booking row: on PostgreSQL that leaves 100,000 dead row
 * versions and their index entries, which autovacuum would clear a minute into the figures (its
 * scan of the table competing with them) and which every list read walks past until then. A
 * database that has held its bookings for a while has had that done: vacuum now, and checkpoint,
 * so the figures measure that state and not the aftermath of the bulk load.
 */
async function settled(url) {
  const t0 = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
  console.error(`  vacuumed and checkpointed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

// ------------------------------------------------------------------------------------------ runs

async function startBare(bodyBytes) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('../bare-koa.mjs', import.meta.url))], {
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), BARE_BODY_BYTES: String(bodyBytes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`bare koa exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const round1 = (x) => Math.round(x * 10) / 10;
const warmUp = (opts) =>
  cannon({ ...opts, ...(SMOKE ? { amount: 2 * (opts.connections ?? CONNECTIONS) } : { duration: WARMUP }) });

/** Unexpected answers fail the suite; timeouts and socket errors are results (noted on the figure). */
function check(result, what, okStatus) {
  const bad = result.non2xx - (okStatus === 201 ? countStatus(result, 409) : 0);
  if (bad > 0) throw new Error(`${what}: status codes ${JSON.stringify(result.statusCodeStats)}`);
}
/** autocannon counts a timeout (no answer within 10 s) as an error too. */
const errorsNote = (r) =>
  (r.timeouts > 0 ? `; ${r.timeouts} timed out (10 s)` : '') +
  (r.errors > r.timeouts ? `; ${r.errors - r.timeouts} socket errors` : '');

export function run() {
  return runServer('sqlite');
}

/** The day calendar of `itemId` over 90 days from the first of next month. */
function calendarPath(itemId) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const from = first.toISOString().slice(0, 10);
  const to = new Date(first.getTime() + 89 * DAY).toISOString().slice(0, 10);
  return `/v1/fleet-items/${itemId}/availability?from=${from}&to=${to}`;
}

/**
 * Latencies of the day calendar over 90 days from the first of next month (where the pre-filled future
 * bookings are densest), one request at a time so each is the server's own time: `{ median, p99 }` in
 * ms, rounded to 0.01, and the units in use on the busiest slot as a sign the range is not empty.
 */
async function calendarLatencies(api, itemId) {
  const path = calendarPath(itemId);
  const sample = await api('GET', path);
  if (sample.body.slots?.length !== 90) throw new Error(`calendar: ${JSON.stringify(sample.body).slice(0, 300)}`);
  const holds = Math.max(...sample.body.slots.map((s) => s.in_use));
  if (!SMOKE && holds === 0) throw new Error('calendar: no booking in the measured range');
  const n = SMOKE ? 5 : 400;
  for (let i = 0; i < Math.min(n, 50); i++) await api('GET', path); // warm-up
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await api('GET', path);
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`calendar answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 100) / 100;
  return { median: at(0.5), p99: at(0.99), n, holds };
}

/** The price calendar of `itemId`: 31 pickup dates of 7-day rentals from the first of next month. */
function priceCalendarPath(itemId) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const from = first.toISOString().slice(0, 10);
  const to = new Date(first.getTime() + 30 * DAY).toISOString().slice(0, 10);
  return `/v1/fleet-items/${itemId}/price-calendar?from=${from}&to=${to}&days=7`;
}

/**
 * Latencies of the price calendar (31 dates of 7-day rentals of the busiest item, where the
 * pre-filled future bookings are densest: one read of what occupies the item, 31 priced windows)
 * and of the typical quote, one request at a time, taking turns so both see the same machine:
 * `{ calendar, calculate }` medians in ms and their ratio, with the calendar's p99.
 */
async function priceCalendarLatencies(api, catalog) {
  const path = priceCalendarPath(catalog.items[0].id);
  const body = JSON.parse(calculateBody(catalog));
  const sample = await api('GET', path);
  if (sample.body.data?.length !== 31 || sample.body.data.some((d) => d.price === null)) {
    throw new Error(`price calendar: ${JSON.stringify(sample.body).slice(0, 300)}`);
  }
  const held = Math.min(...sample.body.data.map((d) => d.free_units));
  if (!SMOKE && held === catalog.items[0].quantity) throw new Error('price calendar: no booking in the measured range');
  const n = SMOKE ? 5 : 400;
  for (let i = 0; i < Math.min(n, 50); i++) {
    await api('GET', path);
    await api('POST', '/v1/pricing/calculate', body);
  }
  const calendar = [];
  const calculate = [];
  const time = async (into, fn) => {
    const t0 = performance.now();
    await fn();
    into.push(performance.now() - t0);
  };
  for (let i = 0; i < n; i++) {
    // Alternate which goes first, so neither always follows the other.
    const steps = [
      () => time(calendar, () => api('GET', path)),
      () => time(calculate, () => api('POST', '/v1/pricing/calculate', body)),
    ];
    if (i % 2) steps.reverse();
    for (const step of steps) await step();
  }
  const at = (xs, q) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 100) / 100;
  };
  const median = (xs) => at(xs, 0.5);
  return {
    calendar: median(calendar),
    calculate: median(calculate),
    ratio: median(calendar) / median(calculate),
    p99: at(calendar, 0.99),
    n,
    bytes: sample.bytes,
    held: catalog.items[0].quantity - held,
  };
}

/**
 * `BENCH_FIGURES=bookings,list` measures only those figures of the server suites (calculate, session, list, search,
 * calendar, price-calendar, bookings, pickup and return, two: the PostgreSQL two-instance run), for a before/after of one change; the
 * others are left out of the results. Unset: all of them.
 */
const ONLY = process.env.BENCH_FIGURES ? new Set(process.env.BENCH_FIGURES.split(',')) : undefined;
const wanted = (name) => ONLY === undefined || ONLY.has(name);

/** The typical quote's body: 7 days in July 2027, both add-ons, the package and the coupon apply. */
function calculateBody(catalog) {
  const [vest, map] = catalog.addons;
  return JSON.stringify({
    fleet_item_id: catalog.items[0].id,
    pickup_date: '2027-07-01T09:00',
    return_date: '2027-07-08T09:00',
    addons: [
      { addon_id: vest.id, quantity: 2 },
      { addon_id: map.id, quantity: 1 },
    ],
    coupon_code: 'SUMMER10',
  });
}

/** Create Booking bodies, each new: windows over 2027..2028 of 1..10 days, 1-2 items, add-on or not. */
function bookingBodies(catalog) {
  const [vest] = catalog.addons;
  const rnd = prng(11);
  const pad = (n) => String(n).padStart(2, '0');
  const localDay = (ms) => {
    const d = new Date(ms);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  };
  const start = Date.parse('2027-01-01T00:00:00Z');
  return () => {
    const p = start + Math.floor(rnd() * 730) * DAY;
    const days = 1 + Math.floor(rnd() * 10);
    const i = Math.floor(rnd() * catalog.items.length);
    const lines = [{ fleet_item_id: catalog.items[i].id, quantity: 1 + Math.floor(rnd() * 2) }];
    if (rnd() < 0.2) lines.push({ fleet_item_id: catalog.items[(i + 1) % catalog.items.length].id, quantity: 1 });
    return JSON.stringify({
      customer_id: catalog.customers[Math.floor(rnd() * catalog.customers.length)].id,
      pickup_date: `${localDay(p)}T09:00`,
      return_date: `${localDay(p + days * DAY)}T09:00`,
      line_items: lines,
      ...(rnd() < 0.5 ? { addons: [{ addon_id: vest.id, quantity: 1 }] } : {}),
    });
  };
}

/** `fn(i)` for i in 0..n-1, `width` at a time; resolves with the results in order. */
async function pool(n, width, fn) {
  const out = new Array(n);
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      out[i] = await fn(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, n) }, worker));
  return out;
}

/**
 * A counter's day in bulk: a numbered item with `n` units and `n` confirmed bookings of one unit
 * each, made through the API (16 requests at a time). Every booking was to be picked up an hour
 * ago; a third of them were due back an hour ago (their return is late: the tenant charges by the
 * hour), the others in 1-2 days. Resolves with `[{ i, id, line, unit }]`: the booking's index, the
 * booking, its line, and the unit its pick-up will name.
 */
async function counterRentals(api, catalog, n) {
  await api('PATCH', '/v1/tenant', { late_fee: { grace_minutes: 15, per_hour: 500, cap: 5000 } });
  const item = (
    await api('POST', '/v1/fleet-items', { name: 'Numbered e-bike', price_full_day: 6000, tracking: 'units' })
  ).body;
  const units = await pool(n, 16, async (i) => {
    const unit = await api('POST', '/v1/units', {
      fleet_item_id: item.id,
      identifier: `NB-${String(i).padStart(5, '0')}`,
    });
    return unit.body.id;
  });
  const now = Date.now();
  const hour = 3_600_000;
  return pool(n, 16, async (i) => {
    const late = i % 3 === 0;
    const booking = await api('POST', '/v1/bookings', {
      customer_id: catalog.customers[i % catalog.customers.length].id,
      pickup_date: new Date(now - (late ? 3 : 1) * hour).toISOString(),
      return_date: new Date(late ? now - hour : now + (1 + (i % 2)) * DAY).toISOString(),
      line_items: [{ fleet_item_id: item.id, quantity: 1 }],
    });
    await api('PATCH', `/v1/bookings/${booking.body.id}`, { status: 'confirmed' });
    return { i, id: booking.body.id, line: booking.body.line_items[0].id, unit: units[i] };
  });
}

/**
 * One request per rental of `rentals`, `path(r)` with `body(r)`, over the connections: an autocannon
 * run of exactly that many requests (each rental is picked up or returned once).
 */
function perRental(url, headers, rentals, path, body) {
  let next = 0;
  return {
    url,
    headers,
    connections: Math.min(CONNECTIONS, rentals.length),
    amount: rentals.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const r = rentals[next++ % rentals.length];
          return { ...req, path: path(r), body: JSON.stringify(body(r)) };
        },
      },
    ],
  };
}

/** Targets per store: PostgreSQL pays a network round trip per statement. */
const TARGETS = {
  sqlite: { calcRatio: 0.5, calcP99: 25, bookings: 1000, bookP99: 50, listP99: 60, listPages: 1000, searchP99: 60 },
  postgres: {
    calcRatio: 0.4,
    calcP99: undefined,
    bookings: 500,
    bookP99: 80,
    listP99: 80,
    listPages: undefined,
    searchP99: 80,
  },
};

const COMPARE = comparison();

/**
 * BENCH_BASELINE_REF / BENCH_ENV / BENCH_BASELINE_ENV (see compare.mjs): the wanted figures of
 * calculate, bookings, list and calendar, measured on this build and on the baseline (`base.cli`),
 * each on its own copy of the pre-filled database (its views stored, PostgreSQL's vacuumed),
 * alternating in pairs. With BENCH_RATE both are offered the same fixed rate and the figure is the
 * server's CPU time a request.
 */
async function compareBuilds({ suite, env, dbPath, postgres, databaseUrl, headers, catalog, base }) {
  const { subject, baseline, pairs, rate } = COMPARE;
  const measurePairs = COMPARE.together ? together : alternate;
  // The baseline's copy of the database, made while no server has it open.
  let baseEnv;
  if (databaseUrl) {
    const copyUrl = new URL(databaseUrl);
    copyUrl.pathname = '/bench_server_baseline';
    const admin = new pg.Client({ connectionString: postgres.adminUrl });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS bench_server_baseline WITH (FORCE)');
    await admin.query(`CREATE DATABASE bench_server_baseline TEMPLATE ${new URL(databaseUrl).pathname.slice(1)}`);
    await admin.end();
    baseEnv = { ...env, DATABASE_URL: copyUrl.toString() };
  } else {
    const copy = join(dirname(dbPath), 'baseline.db');
    for (const suffix of ['', '-wal']) if (existsSync(dbPath + suffix)) copyFileSync(dbPath + suffix, copy + suffix);
    baseEnv = { ...env, DATABASE_PATH: copy };
  }
  // Which database copy each side's server has: `env`'s (the one set up) or `baseEnv`'s.
  const slots = { subject: env, baseline: baseEnv };
  const servers = {
    subject: await startServe({ ...slots.subject, ...subject.env }),
    baseline: await startServe({ ...slots.baseline, ...baseline.env }, base.cli),
  };
  // One build under two environments: half way through a figure measured at once, each side moves to
  // the other's copy (a build that is not this one keeps its own: this build has upgraded the other).
  const swapSlots =
    COMPARE.together && COMPARE.ref === undefined
      ? async () => {
          await Promise.all([servers.subject.stop(), servers.baseline.stop()]);
          [slots.subject, slots.baseline] = [slots.baseline, slots.subject];
          servers.subject = await startServe({ ...slots.subject, ...subject.env });
          servers.baseline = await startServe({ ...slots.baseline, ...baseline.env }, base.cli);
          // Both servers wait out their first sweep at once (each wait is at least 3 s).
          await Promise.all([
            viewsRebuilt(dbPath, databaseUrl),
            viewsRebuilt(baseEnv.DATABASE_PATH, baseEnv.DATABASE_URL),
          ]);
          console.error('    (the servers changed database copies)');
          return servers;
        }
      : undefined;
  // Either build may store views in another shape than the one that set the database up: it rebuilds
  // them first, as a deployed one would, before anything is measured.
  await viewsRebuilt(dbPath, databaseUrl);
  await viewsRebuilt(baseEnv.DATABASE_PATH, baseEnv.DATABASE_URL);
  const paced = (opts, most = Number.POSITIVE_INFINITY) =>
    rate === undefined ? opts : { ...opts, overallRate: Math.min(rate, most, opts.overallRate ?? rate) };
  const bookingBody = bookingBodies(catalog);
  const runs = {
    calculate: (url) => ({
      url: `${url}/v1/pricing/calculate`,
      method: 'POST',
      headers,
      body: calculateBody(catalog),
      connections: CONNECTIONS,
    }),
    bookings: (url) => ({
      url,
      headers,
      connections: CONNECTIONS,
      requests: [{ method: 'POST', path: '/v1/bookings', setupRequest: (req) => ({ ...req, body: bookingBody() }) }],
    }),
    list: (url) => ({ url: `${url}/v1/bookings?status=confirmed&limit=100`, headers, connections: CONNECTIONS }),
    // One request at a time, as the calendar figure measures it (at most 100 a second when paced).
    calendar: (url) => paced({ url: `${url}${calendarPath(catalog.items[0].id)}`, headers, connections: 1 }, 100),
  };
  const figures = [];
  try {
    for (const name of Object.keys(runs).filter(wanted)) {
      console.error(`  ${name}: ${subject.label} against ${baseline.label}, ${pairs} pairs`);
      const ok = name === 'bookings' ? 201 : 200;
      const result = await measurePairs(
        pairs,
        servers.subject,
        servers.baseline,
        async (s) => {
          const opts = paced(runs[name](s.url));
          await warmUp(opts);
          const cpu0 = cpuMs(s.child.pid);
          const r = await cannon({ ...opts, duration: DURATION });
          const cpu1 = cpuMs(s.child.pid);
          check(r, `${name} (compare)`, ok);
          const answered = r.requests.total;
          return {
            value: countStatus(r, ok) / r.duration,
            p99: r.latency.p99,
            cpu: cpu0 === undefined || cpu1 === undefined || answered === 0 ? undefined : (cpu1 - cpu0) / answered,
          };
        },
        swapSlots,
      );
      const mean = (xs, key = 'value') => xs.reduce((a, r) => a + r[key], 0) / xs.length;
      const pairsNote = `pairs ${result.ratios.map((x) => x.toFixed(3)).join(', ')}; p99 this ${result.subject.map((r) => r.p99).join('/')} ms, baseline ${result.baseline.map((r) => r.p99).join('/')} ms`;
      if (rate !== undefined) {
        if (result.cpuRatio === undefined) throw new Error("BENCH_RATE needs the servers' CPU time (/proc)");
        const cpuRatio = result.cpuRatio;
        figures.push(
          figure({
            suite,
            name: `${name}: ${subject.label} against ${baseline.label}, CPU a request at ${runs[name]('').overallRate ?? rate} req/s offered (${pairs} ${COMPARE.together ? 'windows, both at once' : 'alternated pairs'}, ${DURATION} s each)`,
            value: Number(mean(result.subject, 'cpu').toFixed(3)),
            unit: 'ms CPU',
            baseline: Number(mean(result.baseline, 'cpu').toFixed(3)),
            ratio: Number(cpuRatio.toFixed(3)),
            target: '<= 1.05×',
            pass: cpuRatio <= 1.05,
            note: `CPU pairs ${result.cpuRatios.map((x) => x.toFixed(3)).join(', ')}; answered a second this ${result.subject.map((r) => r.value.toFixed(0)).join('/')}, baseline ${result.baseline.map((r) => r.value.toFixed(0)).join('/')}; ${pairsNote}`,
          }),
        );
        continue;
      }
      figures.push(
        figure({
          suite,
          name: `${name}: ${subject.label} against ${baseline.label} (${pairs} alternated pairs, ${CONNECTIONS} connections, ${DURATION} s each)`,
          value: Math.round(mean(result.subject)),
          unit: 'req/s',
          baseline: Math.round(mean(result.baseline)),
          ratio: Number(result.ratio.toFixed(3)),
          target: '>= 0.95×',
          pass: result.ratio >= 0.95,
          note:
            pairsNote +
            (result.cpuRatio === undefined
              ? ''
              : `; the server's CPU a request, this / baseline: median ${result.cpuRatio.toFixed(3)}× (pairs ${result.cpuRatios.map((x) => x.toFixed(3)).join(', ')})`),
        }),
      );
    }
  } finally {
    await servers.subject.stop();
    await servers.baseline.stop();
  }
  return figures;
}

/** The server figures with the store `kind` (`sqlite`, or `postgres` on an embedded server). */
export async function runServer(kind) {
  const suite = kind === 'postgres' ? 'server-postgres' : 'server';
  const target = TARGETS[kind];
  const work = workDir(suite);
  const dbPath = join(work.dir, 'rentline.db');
  const postgres = kind === 'postgres' ? await startPostgres(suite) : undefined;
  const databaseUrl = postgres ? await postgres.createDatabase('bench_server') : undefined;
  const env = serveEnv(dbPath, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  // A comparison against a commit sets the database up with that commit's build (its schema); this
  // build upgrades its own copy when it starts.
  const base = COMPARE === undefined ? undefined : buildBaseline(COMPARE.ref, CLI);
  const setupCli = base?.cli ?? CLI;
  const tenant = createTenant(env, 'Bench', setupCli);
  const scope = { tenantId: tenant.tenant_id, livemode: false };
  const headers = { authorization: `Bearer ${tenant.test_key}`, 'content-type': 'application/json' };
  let server = await startServe(env, setupCli);
  let bare;
  try {
    const catalog = await makeCatalog(makeApi(server.url, tenant.test_key));
    catalog.people = people(PEOPLE, Date.parse(PEOPLE_CREATED), (prefix, ms, seq) => {
      const r = (seq * 7919 + 13) % 62 ** 4;
      return `${prefix}_${b62(ms, 8)}${b62(seq, 4)}${b62(r, 4)}${b62((r * 31) % 62 ** 4, 4)}`;
    });
    await server.stop();
    const t0 = Date.now();
    const statuses = databaseUrl
      ? await prefillPostgres(databaseUrl, scope, catalog, PREFILL)
      : prefill(dbPath, scope, catalog, PREFILL);
    const prefillS = (Date.now() - t0) / 1000;
    console.error(`  pre-filled ${PREFILL} bookings in ${prefillS.toFixed(1)} s: ${JSON.stringify(statuses)}`);
    server = await startServe(env, setupCli);
    const rebuiltS = await viewsRebuilt(dbPath, databaseUrl);
    console.error(`  the server stored the views of the pre-filled bookings in ${rebuiltS.toFixed(1)} s`);
    if (databaseUrl) await settled(databaseUrl);
    const api = makeApi(server.url, tenant.test_key);

    const conn = `${CONNECTIONS} connections, ${DURATION} s`;
    // The bare-SQL floor's arguments (floor.mjs) and PostgreSQL's own CPU, for the floor figures.
    const pgCpu = databaseUrl ? await postgresCpu(databaseUrl) : undefined;
    const floorBase = {
      store: databaseUrl ? 'postgres' : 'sqlite',
      db: databaseUrl ?? dbPath,
      tenantId: scope.tenantId,
      livemode: scope.livemode,
      items: catalog.items.map((i) => ({ id: i.id, name: i.name, price: i.price_full_day })),
      customers: catalog.customers.map((c) => ({ id: c.id, name: c.name, email: c.email ?? '', phone: c.phone ?? '' })),
      addon: { ...catalog.addons[0] },
      viewVersion: await storedViewVersion(dbPath, databaseUrl),
      seconds: SMOKE ? 1 : FLOOR_SECONDS,
    };
    if (COMPARE !== undefined) {
      await server.stop();
      return await compareBuilds({ suite, env, dbPath, postgres, databaseUrl, headers, catalog, base });
    }
    const figures = [];

    // --- calculate vs bare Koa
    if (wanted('calculate')) {
      const calcBody = calculateBody(catalog);
      const sample = await api('POST', '/v1/pricing/calculate', JSON.parse(calcBody));
      if (
        sample.body.breakdown?.days !== 7 ||
        !(sample.body.package_savings > 0) ||
        !(sample.body.coupon_discount > 0)
      ) {
        throw new Error(`unexpected quote: ${JSON.stringify(sample.body)}`);
      }
      bare = await startBare(sample.bytes);
      const bareRes = await fetch(`${bare.url}/`, { method: 'POST', headers, body: calcBody });
      const bareBytes = (await bareRes.text()).length;
      if (bareBytes !== sample.bytes) throw new Error(`bare body ${bareBytes} bytes, real ${sample.bytes}`);
      const calcOpts = (url) => ({
        url: `${url}/v1/pricing/calculate`,
        method: 'POST',
        headers,
        body: calcBody,
        connections: CONNECTIONS,
      });
      await warmUp(calcOpts(server.url));
      await warmUp(calcOpts(bare.url));
      const real = [];
      const base = [];
      for (const order of [
        ['bare', 'real'],
        ['real', 'bare'],
      ]) {
        for (const who of order) {
          const r = await cannon({ ...calcOpts(who === 'real' ? server.url : bare.url), duration: DURATION });
          check(r, `calculate (${who})`, 200);
          (who === 'real' ? real : base).push(r);
        }
      }
      await bare.stop();
      bare = undefined;
      const sum = (rs) => rs.reduce((s, r) => s + r.requests.total / r.duration, 0);
      const calcRatio = sum(real) / sum(base);
      const calcP99 = Math.max(...real.map((r) => r.latency.p99));
      figures.push(
        figure({
          suite,
          name: `POST /v1/pricing/calculate vs bare Koa (${conn}, 2 interleaved runs each)`,
          value: Math.round(sum(real) / real.length),
          unit: 'req/s',
          baseline: Math.round(sum(base) / base.length),
          ratio: Number(calcRatio.toFixed(3)),
          target: `>= ${target.calcRatio}×`,
          pass: calcRatio >= target.calcRatio,
        }),
        figure({
          suite,
          name: `POST /v1/pricing/calculate p99 (${conn})`,
          value: calcP99,
          unit: 'ms',
          target: target.calcP99 === undefined ? 'reported' : `<= ${target.calcP99} ms`,
          pass: target.calcP99 === undefined || calcP99 <= target.calcP99,
        }),
      );
    }

    // --- what a staff session costs a request, against a secret key (the same calculate)
    if (wanted('session')) {
      const sessionHeaders = await staffSession(server.url, tenant.live_key);
      figures.push(
        await sessionFigure({
          suite,
          server,
          url: server.url,
          keyHeaders: { authorization: headers.authorization },
          sessionHeaders,
          body: calculateBody(catalog),
          duration: DURATION,
          warmUp,
          check,
        }),
      );
    }

    // --- create bookings: varying windows (2027..2028, 1..10 days), items, add-ons and customers
    const bookingBody = bookingBodies(catalog);
    const bookOpts = {
      url: server.url,
      headers,
      connections: CONNECTIONS,
      requests: [{ method: 'POST', path: '/v1/bookings', setupRequest: (req) => ({ ...req, body: bookingBody() }) }],
    };

    // --- list confirmed bookings (status index), at the pre-filled size (before any booking is made)
    if (wanted('list')) {
      const listOpts = {
        url: `${server.url}/v1/bookings?status=confirmed&limit=100`,
        headers,
        connections: CONNECTIONS,
      };
      const listSample = await api('GET', '/v1/bookings?status=confirmed&limit=100');
      if (listSample.body.data.length !== Math.min(100, statuses.confirmed ?? 0))
        throw new Error(`list returned ${listSample.body.data.length}`);
      await warmUp(listOpts);
      if (databaseUrl) await statementsProfile(databaseUrl);
      const listCost = await costOf(server, pgCpu, () => cannon({ ...listOpts, duration: DURATION }));
      const list = listCost.result;
      if (databaseUrl) await statementsProfile(databaseUrl, 'list, 50 connections');
      check(list, 'list', 200);
      const listFloor = await runFloor({ ...floorBase, what: 'list' });
      // The same request one at a time: the server's own latency, without 49 requests queued ahead.
      const list1 = await cannon({ ...listOpts, connections: 1, duration: DURATION });
      check(list1, 'list (1 connection)', 200);
      figures.push(
        figure({
          suite,
          name: `GET /v1/bookings?status=confirmed&limit=100 p99, ${PREFILL.toLocaleString('en-US')} pre-filled (${conn})`,
          value: list.latency.p99,
          unit: 'ms',
          target: `<= ${target.listP99} ms`,
          pass: list.latency.p99 <= target.listP99,
          note: `${round1(list.requests.total / list.duration)} req/s${errorsNote(list)}`,
        }),
        figure({
          suite,
          name: `GET /v1/bookings?status=confirmed&limit=100, pages/s (1 connection, ${DURATION} s)`,
          value: round1(list1.requests.total / list1.duration),
          unit: 'pages/s',
          target: target.listPages === undefined ? 'reported' : `>= ${target.listPages.toLocaleString('en-US')}`,
          pass: target.listPages === undefined || list1.requests.total / list1.duration >= target.listPages,
          note: `p99 ${list1.latency.p99} ms`,
        }),
        floorFigure(suite, 'GET /v1/bookings?status=confirmed&limit=100, CPU a page', 'list page', listCost, listFloor),
      );
    }

    // --- finding bookings: `q=` over names, emails, phones and ids, at the pre-filled size
    if (wanted('search')) {
      if (databaseUrl) await statementsProfile(databaseUrl);
      const sample = await api('GET', '/v1/bookings?limit=100');
      figures.push(
        ...(await searchFigures({
          suite,
          url: server.url,
          headers: { authorization: headers.authorization },
          terms: searchTerms(
            catalog.people,
            sample.body.data.map((b) => b.id),
          ),
          prefilled: PREFILL,
          target: target.searchP99,
          duration: DURATION,
          warmUp,
          check,
        })),
      );
      if (databaseUrl) await statementsProfile(databaseUrl, 'search');
    }

    // --- the availability calendar: 90 local-day slots of the busiest item, one request at a time
    if (wanted('calendar')) {
      const calendar = await calendarLatencies(api, catalog.items[0].id);
      figures.push(
        figure({
          suite,
          name: `GET /v1/fleet-items/:id/availability, 90 day slots, ${PREFILL.toLocaleString('en-US')} pre-filled (1 connection), median`,
          value: calendar.median,
          unit: 'ms',
          target: '< 5 ms',
          pass: calendar.median < 5,
          note: `p99 ${calendar.p99} ms over ${calendar.n} requests; ${calendar.holds} units at the busiest slot`,
        }),
      );
    }

    // --- the price calendar: 31 dates of 7-day rentals against one calculate request, same run
    if (wanted('price-calendar')) {
      const pc = await priceCalendarLatencies(api, catalog);
      figures.push(
        figure({
          suite,
          name: `GET /v1/fleet-items/:id/price-calendar, 31 dates of 7-day rentals, ${PREFILL.toLocaleString('en-US')} pre-filled (1 connection), median, against POST /v1/pricing/calculate`,
          value: pc.calendar,
          unit: 'ms',
          baseline: pc.calculate,
          ratio: Number(pc.ratio.toFixed(2)),
          target: '<= 3×',
          pass: pc.ratio <= 3,
          note: `calendar p99 ${pc.p99} ms over ${pc.n} requests each, taking turns; ${pc.bytes} bytes; up to ${pc.held} units held in the range`,
        }),
      );
    }

    let bookRate;
    if (wanted('bookings')) {
      await warmUp(bookOpts);
      if (databaseUrl) await statementsProfile(databaseUrl);
      const bookCost = await costOf(server, pgCpu, () => cannon({ ...bookOpts, duration: DURATION }));
      const book = bookCost.result;
      if (databaseUrl) await statementsProfile(databaseUrl, 'bookings');
      check(book, 'bookings', 201);
      const createFloor = await runFloor({ ...floorBase, what: 'create' });
      // On SQLite the server commits its writes in groups (up to 64, the 50 connections' worth);
      // the same statements committed 50 bookings a transaction, for comparison.
      const groupedFloor = databaseUrl ? undefined : await runFloor({ ...floorBase, what: 'create', group: 50 });
      const created = countStatus(book, 201);
      const conflicts = countStatus(book, 409);
      bookRate = created / book.duration;
      figures.push(
        figure({
          suite,
          name: `POST /v1/bookings, ${PREFILL.toLocaleString('en-US')} pre-filled (${conn})`,
          value: Math.round(bookRate),
          unit: 'bookings/s',
          target: `>= ${target.bookings.toLocaleString('en-US')}`,
          pass: bookRate >= target.bookings,
          note: `${created} × 201, ${conflicts} × 409${errorsNote(book)}`,
        }),
        figure({
          suite,
          name: `POST /v1/bookings p99 (${conn})`,
          value: book.latency.p99,
          unit: 'ms',
          target: `<= ${target.bookP99} ms`,
          pass: book.latency.p99 <= target.bookP99,
        }),
        floorFigure(suite, 'POST /v1/bookings, CPU a booking', 'booking create', bookCost, createFloor),
      );
      if (groupedFloor !== undefined) {
        figures.push(
          floorFigure(
            suite,
            'POST /v1/bookings, CPU a booking',
            'booking create, its statements committed 50 a transaction',
            bookCost,
            groupedFloor,
            'reported',
          ),
        );
      }
    }

    // --- pick-up and return of numbered units: every booking picked up naming its own unit, then
    // every one returned (every tenth with its unit damaged: into maintenance; a third of them late:
    // a late fee), 50 connections; the first tenth of each is the warm-up.
    if (wanted('pickup') || wanted('return')) {
      const n = SMOKE ? 40 : 3000;
      const t0 = Date.now();
      const rentals = await counterRentals(api, catalog, n);
      console.error(
        `  made ${n} units and ${n} confirmed bookings of them in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
      const warm = rentals.slice(0, n / 10);
      const measured = rentals.slice(n / 10);
      const pickupOf = (list) =>
        perRental(
          server.url,
          headers,
          list,
          (r) => `/v1/bookings/${r.id}/pickup`,
          (r) => ({ units: [{ line_item_id: r.line, unit_ids: [r.unit] }] }),
        );
      const returnOf = (list) =>
        perRental(
          server.url,
          headers,
          list,
          (r) => `/v1/bookings/${r.id}/return`,
          (r) => (r.i % 10 === 0 ? { units: [{ unit_id: r.unit, condition: 'damaged' }] } : {}),
        );
      const runOnce = async (opts, what) => {
        const r = await cannon(opts);
        if (countStatus(r, 200) !== opts.amount) {
          throw new Error(`${what}: status codes ${JSON.stringify(r.statusCodeStats)}${errorsNote(r)}`);
        }
        return r;
      };
      await runOnce(pickupOf(warm), 'pickup (warm-up)');
      const pickup = await runOnce(pickupOf(measured), 'pickup');
      await runOnce(returnOf(warm), 'return (warm-up)');
      const back = await runOnce(returnOf(measured), 'return');
      const late = (await api('GET', '/v1/bookings?status=completed&limit=100')).body.data.filter(
        (b) => b.late_fee_amount > 0,
      ).length;
      for (const [what, r] of [
        ['pickup', pickup],
        ['return', back],
      ]) {
        figures.push(
          figure({
            suite,
            name: `POST /v1/bookings/:id/${what} of a numbered unit p99 (${n - warm.length} bookings, ${CONNECTIONS} connections)`,
            value: r.latency.p99,
            unit: 'ms',
            target: 'reported',
            pass: true,
            note: `${round1(r.requests.total / r.duration)} req/s, median ${r.latency.p50} ms${what === 'return' ? `; every tenth unit damaged, a third late (${late} of the last 100 returned carry a late fee)` : ''}${errorsNote(r)}`,
          }),
        );
      }
    }

    // PostgreSQL: the same load over two instances on the database (25 connections each).
    if (kind === 'postgres' && bookRate !== undefined && wanted('two')) {
      const second = await startServe(env);
      let twoInstances;
      try {
        const half = { ...bookOpts, connections: CONNECTIONS / 2 };
        await Promise.all([warmUp(half), warmUp({ ...half, url: second.url })]);
        const both = await Promise.all([
          cannon({ ...half, duration: DURATION }),
          cannon({ ...half, url: second.url, duration: DURATION }),
        ]);
        for (const r of both) check(r, 'bookings (two instances)', 201);
        const rate = both.reduce((sum, r) => sum + countStatus(r, 201) / r.duration, 0);
        twoInstances = { rate, p99: Math.max(...both.map((r) => r.latency.p99)) };
      } finally {
        await second.stop();
      }
      figures.push(
        figure({
          suite,
          name: `POST /v1/bookings, two instances on the database (${CONNECTIONS / 2} connections each, ${DURATION} s), against one`,
          value: Math.round(twoInstances.rate),
          unit: 'bookings/s',
          baseline: Math.round(bookRate),
          ratio: Number((twoInstances.rate / bookRate).toFixed(3)),
          target: 'reported',
          pass: true,
          note: `p99 ${twoInstances.p99} ms`,
        }),
      );
    }
    return figures;
  } finally {
    await bare?.stop();
    await server.stop();
    await postgres?.stop();
    base?.remove();
    if (!process.env.BENCH_KEEP_WORK) work.remove();
  }
}
