/**
 * Test harness: a real SQLite file in a temp dir, migrated, a tenant created through the same service
 * the CLI uses, and `createApp(...)` listening on 127.0.0.1:0. `api()` is a small fetch wrapper.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppDeps, createApp, type RentlineApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { silentLogger } from '../src/logger.js';
import { listen, type RunningServer } from '../src/server.js';
import { PgStore } from '../src/store/postgres/store.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import type { Store } from '../src/store/store.js';
import { type CreatedTenant, createTenant } from '../src/tenants/service.js';
import type { Db } from './db.js';
import { createTestDatabase } from './postgres.js';
import { postgresTestSql, STORE, type StoreKind, sqliteTestSql, type TestSql } from './sql.js';

export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface ApiOptions {
  /** API key; default the tenant's test key; `null` sends no Authorization header. */
  key?: string | null;
  body?: unknown;
  /** Raw body string (sent as is). */
  raw?: string;
  headers?: Record<string, string>;
}

export type Api = <T = any>(method: string, path: string, opts?: ApiOptions) => Promise<ApiResponse<T>>;

export interface TestServer {
  url: string;
  dir: string;
  /** The SQLite file (a PostgreSQL server has none). */
  dbPath: string;
  /** SQLite only: the store's write connection (use `sql` in tests that run on both stores). */
  db: Db;
  /** Raw SQL on the server's database, the same on both stores. */
  sql: TestSql;
  kind: StoreKind;
  /** The environment a CLI command needs to reach this server's database. */
  env: Record<string, string>;
  store: Store;
  tenant: CreatedTenant;
  api: Api;
  app: RentlineApp;
  /** With `config.metrics`: the metrics listener's `http://127.0.0.1:<port>/metrics`. */
  metricsUrl: string | undefined;
  /** A second tenant in the same database. */
  newTenant(name?: string, timezone?: string): Promise<CreatedTenant>;
  close(): Promise<void>;
}

export function tempDir(prefix = 'rentline-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function makeApi(url: string, defaultKey: string | null): Api {
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    const key = opts.key === undefined ? defaultKey : opts.key;
    if (key !== null) headers.authorization = `Bearer ${key}`;
    let body: string | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed as any, text };
  };
}

export interface StartOptions {
  config?: Partial<Config>;
  clock?: () => Date;
  /** The rate limiter's clock (milliseconds); freeze it to make a test of the limit exact. */
  rateLimitClock?: () => number;
  timezone?: string;
  /** Webhook worker options (it runs by default once the app listens). */
  webhooks?: AppDeps['webhooks'];
  /** Expiry sweeper options (it runs by default once the app listens). */
  expiry?: AppDeps['expiry'];
  /** Deposit sweeper options (it runs by default once the app listens). */
  deposits?: AppDeps['deposits'];
  /** Where the server logs (default nowhere): a test that reads what the server logged. */
  logger?: AppDeps['logger'];
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const dir = tempDir();
  const dbPath = join(dir, 'rentline.db');
  const busy =
    options.config?.databaseBusyTimeoutMs === undefined ? {} : { busyTimeoutMs: options.config.databaseBusyTimeoutMs };
  let store: Store;
  let sql: TestSql;
  let env: Record<string, string>;
  let dropDatabase = async () => {};
  if (STORE === 'postgres') {
    const database = await createTestDatabase();
    const pgStore = new PgStore(database.url, busy);
    await pgStore.whenReady();
    store = pgStore;
    sql = await postgresTestSql(database.url);
    env = { DATABASE_URL: database.url };
    dropDatabase = database.drop;
  } else {
    const sqliteStore = new SqliteStore(dbPath, busy);
    store = sqliteStore;
    sql = sqliteTestSql(sqliteStore.connection);
    env = { DATABASE_PATH: dbPath };
  }
  const tenant = await store.write((tx) =>
    createTenant(tx, { name: 'Test Rentals', timezone: options.timezone ?? 'UTC' }),
  );
  const app = createApp({
    store,
    config: { rateLimitPerSecond: 0, logLevel: 'silent', databasePath: dbPath, ...options.config },
    logger: options.logger ?? silentLogger,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.rateLimitClock ? { rateLimitClock: options.rateLimitClock } : {}),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    ...(options.expiry ? { expiry: options.expiry } : {}),
    ...(options.deposits ? { deposits: options.deposits } : {}),
  });
  const running: RunningServer = await listen(app, 0, '127.0.0.1');
  return {
    url: running.url,
    dir,
    dbPath,
    get db(): Db {
      if (store instanceof SqliteStore) return store.connection;
      throw new Error('s.db is the SQLite connection; this server runs on PostgreSQL: use s.sql');
    },
    sql,
    kind: STORE,
    env,
    store,
    tenant,
    api: makeApi(running.url, tenant.test_key),
    app,
    metricsUrl: running.metricsUrl,
    newTenant: (name = 'Other Rentals', timezone = 'UTC') => store.write((tx) => createTenant(tx, { name, timezone })),
    async close() {
      await running.close(1000);
      await sql.close();
      await dropDatabase();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Run the CLI against `dbPath`; resolves with its exit code and output. From the build when the test
 * command has built it (RENTLINE_BUILT=1), else from source (tsx).
 */
export function runCli(args: string[], env: Record<string, string> = {}) {
  const entry = process.env.RENTLINE_BUILT === '1' ? ['dist/cli.js'] : ['--import', 'tsx', 'src/cli.ts'];
  const r = spawnSync(process.execPath, [...entry, ...args], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * `runCli` without blocking this process: for a CLI run while a server of this test process is
 * answering (a synchronous run stops its event loop, and on a slow machine its idle keep-alive
 * connections expire meanwhile, so the next request meets a closed socket).
 */
export function runCliAsync(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const entry = process.env.RENTLINE_BUILT === '1' ? ['dist/cli.js'] : ['--import', 'tsx', 'src/cli.ts'];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...entry, ...args],
      { cwd: SERVER_DIR, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent', ...env }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ status: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Start the CLI as a child process (for serve): from the build when built, else from source. */
export function spawnCli(args: string[], env: Record<string, string> = {}) {
  const entry = process.env.RENTLINE_BUILT === '1' ? ['dist/cli.js'] : ['--import', 'tsx', 'src/cli.ts'];
  return spawn(process.execPath, [...entry, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The id of a tenant's API key of a mode (the `actor.id` of what that key does). */
export async function keyIdOf(sql: TestSql, tenantId: string, livemode = false): Promise<string> {
  const row = await sql.get<{ id: string }>(
    `SELECT id FROM api_keys WHERE tenant_id = ? AND livemode = ${livemode ? '(1 = 1)' : '(1 = 0)'}`,
    tenantId,
  );
  if (row === undefined) throw new Error(`no ${livemode ? 'live' : 'test'} key for ${tenantId}`);
  return row.id;
}

/** Minimal valid bodies per catalog resource. */
export const samples = {
  fleetItem: { name: 'Kayak', price_full_day: 4500 },
  addon: { name: 'Helmet', price: 300 },
  customer: { name: 'Ada', email: 'ada@example.com' },
  location: { name: 'Harbor', timezone: 'America/New_York' },
};

/** Every table's rows (for read-only checks). */
export function snapshot(db: Db): Record<string, unknown[]> {
  const tables = db
    .prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as {
    name: string;
  }[];
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) out[name] = db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all();
  return out;
}

/**
 * Cheap "did any row change?" for a server's database: the full snapshot as JSON, recomputed only
 * when the database's change counter has moved (any INSERT, UPDATE or DELETE, even one rolled back
 * later, moves it). `without` leaves tables out of the comparison.
 */
export function rowWatch(sql: TestSql) {
  let cached: { changes: number; without: string; json: string } | undefined;
  return async (without: string[] = []): Promise<string> => {
    const n = await sql.changes();
    const key = without.join(',');
    if (cached && cached.changes === n && cached.without === key) return cached.json;
    const snap = await sql.snapshot();
    for (const t of without) delete snap[t];
    cached = { changes: n, without: key, json: JSON.stringify(snap) };
    return cached.json;
  };
}
