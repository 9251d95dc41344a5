import { existsSync, readFileSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { parseSchedule } from '@rentline/pricing-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDemo } from '../src/demo.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import { MIGRATIONS, openDatabase, schemaVersion } from './db.js';
import { makeApi, runCli, spawnCli, tempDir } from './helpers.js';

const dirs: string[] = [];
const fresh = () => {
  const d = tempDir('rentline-cli-');
  dirs.push(d);
  return join(d, 'nested', 'rentline.db');
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Start `serve` on a free port; resolve once it logs its URL. */
async function serve(dbPath: string, args: string[] = []) {
  const child = spawnCli(['serve', ...args], {
    DATABASE_PATH: dbPath,
    PORT: '0',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_SECOND: '0',
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${out}`)), 30_000);
    child.stdout.on('data', (d) => {
      out += d.toString();
      const m = /"msg":"listening","url":"([^"]+)"/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    });
    child.stderr.on('data', (d) => {
      out += d.toString();
    });
    child.on('exit', (code) => reject(new Error(`serve exited ${code}:\n${out}`)));
  });
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<number | null>((resolve) => {
      child.on('exit', (code) => resolve(code));
      child.kill(signal);
    });
  return { child, url, stop, output: () => out };
}

describe('rentline CLI', () => {
  it('migrate creates the database (and its directory) and is idempotent', () => {
    const db = fresh();
    const first = runCli(['migrate'], { DATABASE_PATH: db });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('applied migrations: 1');
    const again = runCli(['migrate'], { DATABASE_PATH: db });
    expect(again.stdout).toContain('up to date');
    const conn = openDatabase(db, { migrate: false });
    expect(schemaVersion(conn)).toBe(Math.max(...MIGRATIONS.map((m) => m.version)));
    expect(conn.pragma('journal_mode', { simple: true })).toBe('wal');
    conn.close();
  });

  it('tenant create --json prints tenant_id, live_key and test_key; the DB holds only hashes', () => {
    const db = fresh();
    const r = runCli(['tenant', 'create', '--name', 'Acme', '--timezone', 'Europe/Berlin', '--json'], {
      DATABASE_PATH: db,
    });
    expect(r.status, r.stderr).toBe(0);
    const t = JSON.parse(r.stdout);
    expect(Object.keys(t).sort()).toEqual(['live_key', 'tenant_id', 'test_key']);
    expect(t.live_key).toMatch(/^rk_live_[0-9A-Za-z]{40}$/);
    expect(t.test_key).toMatch(/^rk_test_[0-9A-Za-z]{40}$/);
    const conn = openDatabase(db);
    const raw = JSON.stringify(conn.prepare('SELECT * FROM api_keys').all());
    expect(raw).not.toContain(t.live_key);
    expect(raw).not.toContain(t.test_key.slice(8));
    const settings = conn.prepare('SELECT livemode, timezone FROM tenant_settings ORDER BY livemode').all();
    expect(settings).toEqual([
      { livemode: 0, timezone: 'Europe/Berlin' },
      { livemode: 1, timezone: 'Europe/Berlin' },
    ]);
    conn.close();
  });

  it('tenant update sets the tier and name; errors exit non-zero with a message', () => {
    const db = fresh();
    const t = JSON.parse(runCli(['tenant', 'create', '--name', 'Acme', '--json'], { DATABASE_PATH: db }).stdout);
    const ok = runCli(['tenant', 'update', t.tenant_id, '--tier', 'growth', '--name', 'Acme Inc'], {
      DATABASE_PATH: db,
    });
    expect(ok.status, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ id: t.tenant_id, subscription_tier: 'growth', name: 'Acme Inc' });
    const badTier = runCli(['tenant', 'update', t.tenant_id, '--tier', 'platinum'], { DATABASE_PATH: db });
    expect(badTier.status).toBe(1);
    expect(badTier.stderr).toContain('--tier must be one of');
    const missing = runCli(['tenant', 'update', 'ten_nope', '--tier', 'growth'], { DATABASE_PATH: db });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No such tenant');
    expect(runCli(['tenant', 'create'], { DATABASE_PATH: db }).status).toBe(2);
    expect(runCli(['tenant', 'create', '--name', 'x', '--timezone', 'Mars/Base'], { DATABASE_PATH: db }).status).toBe(
      1,
    );
    expect(runCli(['frobnicate'], { DATABASE_PATH: db }).status).toBe(2);
    expect(runCli(['tenant', 'update', t.tenant_id, '--bogus'], { DATABASE_PATH: db }).status).toBe(2);
    const cfg = runCli(['migrate'], { DATABASE_PATH: db, RATE_LIMIT_PER_SECOND: 'lots' });
    expect(cfg.status).toBe(1);
    expect(cfg.stderr).toContain('RATE_LIMIT_PER_SECOND');
  });

  it("tenant update --stripe-account sets a mode's connected account (both by default); another tenant's is refused", () => {
    const db = fresh();
    const create = (name: string) =>
      JSON.parse(runCli(['tenant', 'create', '--name', name, '--json'], { DATABASE_PATH: db }).stdout).tenant_id;
    const harbor = create('Harbor');
    const other = create('Other');
    const accounts = (tenant: string) => {
      const conn = openDatabase(db);
      try {
        return conn
          .prepare('SELECT livemode, stripe_account FROM tenant_settings WHERE tenant_id = ? ORDER BY livemode')
          .all(tenant);
      } finally {
        conn.close();
      }
    };
    const set = runCli(['tenant', 'update', harbor, '--stripe-account', 'acct_1Harbor'], { DATABASE_PATH: db });
    expect(set.status, set.stderr).toBe(0);
    expect(accounts(harbor)).toEqual([
      { livemode: 0, stripe_account: 'acct_1Harbor' },
      { livemode: 1, stripe_account: 'acct_1Harbor' },
    ]);
    const taken = runCli(['tenant', 'update', other, '--stripe-account', 'acct_1Harbor', '--mode', 'test'], {
      DATABASE_PATH: db,
    });
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain(`acct_1Harbor is already the test account of tenant ${harbor}`);
    const cleared = runCli(['tenant', 'update', harbor, '--stripe-account', 'none', '--mode', 'live'], {
      DATABASE_PATH: db,
    });
    expect(cleared.status, cleared.stderr).toBe(0);
    expect(accounts(harbor)).toEqual([
      { livemode: 0, stripe_account: 'acct_1Harbor' },
      { livemode: 1, stripe_account: null },
    ]);
    expect(accounts(other)).toEqual([
      { livemode: 0, stripe_account: null },
      { livemode: 1, stripe_account: null },
    ]);
    const bad = runCli(['tenant', 'update', harbor, '--stripe-account', 'sk_live_oops'], { DATABASE_PATH: db });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--stripe-account must be a Stripe account id');
    expect(runCli(['tenant', 'update', harbor, '--mode', 'live'], { DATABASE_PATH: db }).status).toBe(2);
  });

  it('serve answers, logs JSON lines, and shuts down gracefully on SIGTERM (exit 0)', async () => {
    const db = fresh();
    const t = JSON.parse(runCli(['tenant', 'create', '--name', 'Acme', '--json'], { DATABASE_PATH: db }).stdout);
    const srv = await serve(db);
    const api = makeApi(srv.url, t.test_key);
    const res = await api('GET', '/v1/tenant');
    expect(res.status).toBe(200);
    // A request in flight while the signal arrives still completes: half its body is sent first.
    const payload = JSON.stringify({ name: 'Kayak', price_full_day: 4500 });
    const responded = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${srv.url}/v1/fleet-items`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${t.test_key}`,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
        },
      });
      req.on('response', (r) => {
        let body = '';
        r.on('data', (d) => {
          body += d;
        });
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write(payload.slice(0, 10));
      setTimeout(() => req.end(payload.slice(10)), 600);
    });
    await new Promise((r) => setTimeout(r, 200));
    const exited = srv.stop('SIGTERM');
    const answer = await responded;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).name).toBe('Kayak');
    const code = await exited;
    expect(code).toBe(0);
    const lines = srv
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l));
    const logLine = lines.find((l) => l.msg === 'request' && l.path === '/v1/tenant');
    expect(logLine).toMatchObject({ level: 'info', method: 'GET', status: 200 });
    expect(logLine.request_id).toMatch(/^req_/);
    expect(typeof logLine.duration_ms).toBe('number');
    expect(lines.some((l) => l.msg === 'stopped')).toBe(true);
  });

  it('quote prices from the database', async () => {
    const db = fresh();
    const srv = await serve(db, ['--demo']);
    await srv.stop();
    const r = runCli(
      [
        'quote',
        '--tenant',
        'ten_demo',
        '--item',
        'fi_demo_kayak',
        '--from',
        '2026-09-01T09:00',
        '--to',
        '2026-09-03T09:00',
        '--json',
      ],
      { DATABASE_PATH: db },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).base_price).toBe(8000);
    const table = runCli(
      ['quote', '--tenant', 'ten_demo', '--item', 'fi_demo_kayak', '--from', '2026-09-01', '--to', '2026-09-02'],
      {
        DATABASE_PATH: db,
      },
    );
    expect(table.stdout).toMatch(/total\s+\d+/);
    const bad = runCli(
      ['quote', '--tenant', 'ten_demo', '--item', 'fi_nope', '--from', '2026-09-01', '--to', '2026-09-02'],
      {
        DATABASE_PATH: db,
      },
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('resource_missing');
    // As SPEC section 8 writes it: no --tenant (the item's owner), add-ons, a coupon, a table in cents and dollars.
    const spec = runCli(
      [
        'quote',
        '--item',
        'fi_demo_kayak',
        '--from',
        '2026-07-01T09:00',
        '--to',
        '2026-07-04T09:00',
        '--addon',
        'ao_demo_lifejacket:1',
        '--coupon',
        'summer10',
        '--mode',
        'test',
      ],
      { DATABASE_PATH: db },
    );
    expect(spec.status, spec.stderr).toBe(0);
    expect(spec.stdout).toMatch(/^coupon_discount\s+-1431\s+-14\.31$/m);
    expect(spec.stdout).toMatch(/^total\s+14360\s+143\.60$/m);
    const unknown = runCli(['quote', '--item', 'fi_nope', '--from', '2026-09-01', '--to', '2026-09-02'], {
      DATABASE_PATH: db,
    });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('no fleet item fi_nope in test mode');
    const backwards = runCli(['quote', '--item', 'fi_demo_kayak', '--from', '2026-09-02', '--to', '2026-09-01'], {
      DATABASE_PATH: db,
    });
    expect(backwards.status).toBe(1);
    expect(backwards.stderr).toContain('parameter_invalid (return_date)');
  });
});

describe('rentline quote: rate plans and the shop schedule', () => {
  it('prints the rate basis, the hourly units, the rental days and the closed dates skipped', async () => {
    const dir = tempDir('rentline-cli-');
    dirs.push(dir);
    const db = join(dir, 'rentline.db');
    const store = new SqliteStore(db);
    await ensureDemo(store, db, new Date('2026-06-15T12:00:00.000Z'));
    // The demo's test mode, closed on Sunday 2026-09-06 and not charging it.
    const schedule = parseSchedule({ closed_dates: ['2026-09-06'], charge_closed_days: false });
    await store.write((tx) =>
      tx.tenants.updateSettings({ tenantId: 'ten_demo', livemode: false }, { schedule }, new Date().toISOString()),
    );
    await store.close();
    const quote = (item: string, from: string, to: string, json = false) =>
      runCli(['quote', '--item', item, '--from', from, '--to', to, ...(json ? ['--json'] : [])], {
        DATABASE_PATH: db,
      });

    // Three hours of the city bike: 3 × 9.00 beats the 30.00 day.
    const ride = quote('fi_demo_citybike', '2026-09-01T09:00', '2026-09-01T12:00');
    expect(ride.status, ride.stderr).toBe(0);
    expect(ride.stdout).toMatch(/^rate_basis\s+hourly$/m);
    expect(ride.stdout).toMatch(/^hourly_units\s+3$/m);
    expect(ride.stdout).toMatch(/^closed_dates_skipped\s+none$/m);
    expect(ride.stdout).toMatch(/^base_price\s+2700\s+27\.00$/m);

    // Saturday to Tuesday: three rental days, Sunday not charged.
    const weekend = quote('fi_demo_kayak', '2026-09-05T09:00', '2026-09-08T09:00');
    expect(weekend.status, weekend.stderr).toBe(0);
    expect(weekend.stdout).toMatch(/^days\s+2$/m);
    expect(weekend.stdout).toMatch(/^rate_basis\s+daily$/m);
    expect(weekend.stdout).toMatch(/^hourly_units\s+-$/m);
    expect(weekend.stdout).toMatch(/^rental_days\s+3$/m);
    expect(weekend.stdout).toMatch(/^closed_dates_skipped\s+2026-09-06$/m);
    const json = JSON.parse(quote('fi_demo_kayak', '2026-09-05T09:00', '2026-09-08T09:00', true).stdout);
    expect(json.breakdown).toMatchObject({ days: 2, rental_days: 3, closed_dates_skipped: ['2026-09-06'] });

    // A Sunday pickup is refused with the engine's code and param.
    const closed = quote('fi_demo_kayak', '2026-09-06T09:00', '2026-09-07T09:00');
    expect(closed.status).toBe(1);
    expect(closed.stderr).toContain('outside_opening_hours (pickup_date)');
  });
});

describe('serve --demo', () => {
  it('seeds fixed ids in both modes, writes demo-keys.json (0600), keeps the keys across restarts', async () => {
    const db = fresh();
    const keysPath = join(db, '..', 'demo-keys.json');
    const srv = await serve(db, ['--demo']);
    expect(existsSync(keysPath)).toBe(true);
    expect(statSync(keysPath).mode & 0o777).toBe(0o600);
    const keys = JSON.parse(readFileSync(keysPath, 'utf8'));
    expect(keys.tenant_id).toBe('ten_demo');
    for (const key of [keys.test_key, keys.live_key]) {
      const api = makeApi(srv.url, key);
      for (const path of [
        '/v1/fleet-items/fi_demo_kayak',
        '/v1/fleet-items/fi_demo_bike',
        '/v1/fleet-items/fi_demo_camera',
        '/v1/addons/ao_demo_lifejacket',
        '/v1/pricing/rules/pr_demo_summer',
        '/v1/pricing/rules/pr_demo_week',
        '/v1/packages/pkg_demo_paddle',
        '/v1/coupons/cpn_demo_summer10',
        '/v1/customers/cus_demo_ada',
        '/v1/locations/loc_demo_harbor',
      ]) {
        const res = await api('GET', path);
        expect(res.status, path).toBe(200);
        expect(res.body.livemode).toBe(key === keys.live_key);
      }
      const quote = await api('POST', '/v1/pricing/calculate', {
        body: {
          fleet_item_id: 'fi_demo_kayak',
          pickup_date: '2026-07-01T09:00',
          return_date: '2026-07-04T09:00',
          addons: [{ addon_id: 'ao_demo_lifejacket', quantity: 1 }],
          coupon_code: 'summer10',
        },
      });
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      expect(quote.body.package_savings).toBeGreaterThan(0);
    }
    const db1 = readFileSync(db).length;
    expect(db1).toBeGreaterThan(0);
    expect(await srv.stop('SIGINT')).toBe(0);

    // Restart: same keys.
    const again = await serve(db, ['--demo']);
    expect(JSON.parse(readFileSync(keysPath, 'utf8'))).toEqual(keys);
    expect((await makeApi(again.url, keys.test_key)('GET', '/v1/tenant')).status).toBe(200);
    await again.stop();

    // Keys file lost: new keys are issued and the old ones stop working.
    unlinkSync(keysPath);
    const third = await serve(db, ['--demo']);
    const rotated = JSON.parse(readFileSync(keysPath, 'utf8'));
    expect(rotated.test_key).not.toBe(keys.test_key);
    expect((await makeApi(third.url, rotated.test_key)('GET', '/v1/tenant')).status).toBe(200);
    expect((await makeApi(third.url, keys.test_key)('GET', '/v1/tenant')).status).toBe(401);
    await third.stop();
  });
});
