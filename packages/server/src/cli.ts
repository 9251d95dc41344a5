/**
 * The `rentline` CLI (SPEC section 8): serve (default), migrate, backup, tenant create, tenant update,
 * quote.
 * Every command honours DATABASE_PATH (default ./data/rentline.db).
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { calculatePrice, isPricingError } from '@rentline/pricing-engine';
import { createApp } from './app.js';
import { ConfigError, type Config, loadConfig } from './config.js';
import { DatabaseBusyError, migrate, openDatabase, schemaVersion } from './db/connection.js';
import { purgeIdempotencyKeys } from './db/repositories/idempotency.js';
import { type SubscriptionTier, tenantsWithFleetItem } from './db/repositories/tenants.js';
import { ApiError } from './http/errors.js';
import { createLogger } from './logger.js';
import { listen } from './server.js';
import { ensureDemo } from './services/demo.js';
import { buildPriceInput } from './services/pricing.js';
import { createTenant, operatorUpdateTenant, TenantInputError } from './services/tenants.js';
import { VERSION } from './version.js';

const USAGE = `rentline ${VERSION}

Usage:
  rentline serve [--demo]                      Start the API server (default command)
  rentline migrate                             Apply pending schema migrations
  rentline backup <file> [--force]             Online backup of the database (safe while serve runs)
  rentline tenant create --name <name> [--timezone <iana>] [--json]
  rentline tenant update <tenant_id> [--tier starter|growth|enterprise] [--name <name>]
  rentline quote --item <fleet_item_id> --from <instant> --to <instant> [--tenant <id>]
                 [--addon <addon_id>:<qty>]... [--coupon <code>] [--mode test|live] [--json]

Environment: PORT (3000), HOST (127.0.0.1), DATABASE_PATH (./data/rentline.db), LOG_LEVEL (info),
RATE_LIMIT_PER_SECOND (100; 0 = off), WEBHOOK_ALLOW_PRIVATE_URLS, WEBHOOK_TIMEOUT_MS, WEBHOOK_RETRY_SCHEDULE.
`;

class UsageError extends Error {}

function parse<T extends Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>>(
  args: string[],
  options: T,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

async function serve(config: Config, args: string[]): Promise<void> {
  const { values } = parse(args, { demo: { type: 'boolean' } });
  const logger = createLogger(config.logLevel);
  const db = openDatabase(config.databasePath);
  if (values.demo) {
    const demo = ensureDemo(db, config.databasePath);
    if (demo.status === 'skipped') {
      logger.warn('demo skipped: the database already holds other tenants', { database: config.databasePath });
    } else {
      logger.info(`demo ${demo.status}`, { tenant_id: demo.keys.tenant_id, keys_file: demo.keysPath });
    }
  }
  const app = createApp({ db, config, logger });
  // Stored Idempotency-Key outcomes older than the replay window are dropped at start and hourly.
  const purge = () => {
    if (!db.open) return;
    const removed = purgeIdempotencyKeys(db, new Date(Date.now() - config.idempotencyTtlMs).toISOString());
    if (removed > 0) logger.debug('purged idempotency keys', { removed });
  };
  purge();
  setInterval(purge, 3_600_000).unref();
  const running = await listen(app, config.port, config.host);
  logger.info('listening', {
    url: running.url,
    database: config.databasePath,
    rate_limit_per_second: config.rateLimitPerSecond,
    webhook_allow_private_urls: config.webhookAllowPrivateUrls,
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    running.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (err) => {
        logger.error('shutdown failed', { error: String(err) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

function runMigrate(config: Config): void {
  const db = openDatabase(config.databasePath, { migrate: false });
  try {
    const applied = migrate(db);
    console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date');
  } finally {
    db.close();
  }
}

class BackupError extends Error {}

/**
 * `rentline backup <file>`: SQLite's online backup API (better-sqlite3 `db.backup`) from
 * DATABASE_PATH to `<file>`, while servers keep reading and writing. The pages are copied in one
 * step under one read transaction, so the copy is the database as of one commit (a multi-step copy
 * would restart whenever another connection writes). The copy is then checked with
 * `PRAGMA integrity_check`. An existing `<file>` is only replaced with `--force`.
 */
async function backup(config: Config, args: string[]): Promise<void> {
  const { values, positionals } = parse(args, { force: { type: 'boolean' } });
  const [target, ...extra] = positionals;
  if (!target) throw new UsageError('backup needs <file>');
  if (extra.length) throw new UsageError(`unexpected argument: ${extra[0]}`);
  const file = resolve(target);
  if (config.databasePath === ':memory:' || !existsSync(config.databasePath)) {
    throw new BackupError(`no database at ${config.databasePath} (set DATABASE_PATH)`);
  }
  if (file === config.databasePath) throw new BackupError('the backup file is the database itself');
  if (existsSync(file) && !values.force) throw new BackupError(`${file} exists; pass --force to replace it`);
  const db = openDatabase(config.databasePath, { migrate: false });
  try {
    const started = Date.now();
    const result = await db.backup(file, { progress: () => 0x7fffffff });
    const copy = openDatabase(file, { migrate: false });
    try {
      const integrity = copy.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') throw new BackupError(`the backup failed its integrity check: ${integrity}`);
      console.log(
        JSON.stringify({
          backup: file,
          database: config.databasePath,
          pages: result.totalPages,
          bytes: statSync(file).size,
          schema_version: schemaVersion(copy),
          integrity_check: integrity,
          duration_ms: Date.now() - started,
        }),
      );
    } finally {
      copy.close();
    }
  } finally {
    db.close();
  }
}

function tenant(config: Config, args: string[]): void {
  const [sub, ...rest] = args;
  if (sub === 'create') {
    const { values, positionals } = parse(rest, {
      name: { type: 'string' },
      timezone: { type: 'string' },
      json: { type: 'boolean' },
    });
    if (positionals.length) throw new UsageError(`unexpected argument: ${positionals[0]}`);
    if (!values.name) throw new UsageError('tenant create needs --name <name>');
    const db = openDatabase(config.databasePath);
    try {
      const t = createTenant(db, { name: values.name, ...(values.timezone ? { timezone: values.timezone } : {}) });
      if (values.json) console.log(JSON.stringify(t));
      else {
        console.log(`tenant:   ${t.tenant_id}\nlive key: ${t.live_key}\ntest key: ${t.test_key}`);
        console.log('Keys are shown only now: the database stores their SHA-256 hashes.');
      }
    } finally {
      db.close();
    }
    return;
  }
  if (sub === 'update') {
    const { values, positionals } = parse(rest, { tier: { type: 'string' }, name: { type: 'string' } });
    const [id, ...extra] = positionals;
    if (!id) throw new UsageError('tenant update needs <tenant_id>');
    if (extra.length) throw new UsageError(`unexpected argument: ${extra[0]}`);
    if (values.tier === undefined && values.name === undefined)
      throw new UsageError('nothing to update: pass --tier and/or --name');
    const db = openDatabase(config.databasePath);
    try {
      const t = operatorUpdateTenant(db, id, {
        ...(values.tier === undefined ? {} : { tier: values.tier as SubscriptionTier }),
        ...(values.name === undefined ? {} : { name: values.name }),
      });
      console.log(JSON.stringify(t));
    } finally {
      db.close();
    }
    return;
  }
  throw new UsageError(`unknown tenant command: ${sub ?? '(none)'}; use create or update`);
}

function quote(config: Config, args: string[]): void {
  const { values } = parse(args, {
    tenant: { type: 'string' },
    item: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    addon: { type: 'string', multiple: true },
    coupon: { type: 'string' },
    mode: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (!values.item || !values.from || !values.to) {
    throw new UsageError('quote needs --item, --from and --to');
  }
  if (values.mode !== undefined && values.mode !== 'test' && values.mode !== 'live')
    throw new UsageError('--mode is test or live');
  const addons = (values.addon ?? []).map((a) => {
    const m = /^([^:]+)(?::(\d+))?$/.exec(a);
    if (!m) throw new UsageError(`--addon takes <addon_id>:<quantity>, got ${a}`);
    return { addon_id: m[1] as string, quantity: m[2] === undefined ? 1 : Number(m[2]) };
  });
  const db = openDatabase(config.databasePath);
  try {
    const livemode = values.mode === 'live';
    // Without --tenant, the tenant is the one that owns the fleet item in that mode.
    let tenantId = values.tenant;
    if (tenantId === undefined) {
      const owners = tenantsWithFleetItem(db, values.item, livemode);
      if (owners.length === 0)
        throw new UsageError(`no fleet item ${values.item} in ${livemode ? 'live' : 'test'} mode`);
      if (owners.length > 1) throw new UsageError(`several tenants have a fleet item ${values.item}: pass --tenant`);
      tenantId = owners[0] as string;
    }
    const scope = { tenantId, livemode };
    const input = buildPriceInput(
      db,
      scope,
      {
        fleet_item_id: values.item,
        pickup_date: values.from,
        return_date: values.to,
        addons,
        coupon_code: values.coupon ?? null,
      },
      new Date(),
    );
    const r = calculatePrice(input);
    if (values.json) {
      console.log(JSON.stringify(r, null, 2));
      return;
    }
    const rows: [string, number | string][] = [
      ['days', `${r.breakdown.days}${r.breakdown.half_day ? ' (half-day)' : ''}`],
      ['base_price', r.base_price],
      ['multi_day_discount', -r.breakdown.multi_day_discount],
      ['seasonal_adjustment', r.seasonal_adjustment],
      ['addon_total', r.addon_total],
      ['package_savings', -r.package_savings],
      ['coupon_discount', -r.coupon_discount],
      ['subtotal', r.subtotal],
      ['tax', r.tax],
      ['service_fee_amount', r.service_fee_amount],
      ['total', r.total],
      ['deposit_hold_amount', r.deposit_hold_amount],
    ];
    const money = (c: number) => `${c < 0 ? '-' : ''}${(Math.abs(c) / 100).toFixed(2)}`;
    console.log(
      `${values.item}  ${values.from} → ${values.to}  (${input.time_zone}, ${livemode ? 'live' : 'test'} mode)`,
    );
    console.log(`${'figure'.padEnd(22)}${'cents'.padStart(14)}${'amount'.padStart(14)}`);
    for (const [k, v] of rows) {
      console.log(`${k.padEnd(22)}${String(v).padStart(14)}${(typeof v === 'number' ? money(v) : '').padStart(14)}`);
    }
  } finally {
    db.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command = 'serve', ...args] = argv;
  if (
    command === '--help' ||
    command === '-h' ||
    command === 'help' ||
    args.includes('--help') ||
    args.includes('-h')
  ) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (command === '--version' || command === '-v') {
    console.log(VERSION);
    return 0;
  }
  const config = loadConfig();
  switch (command) {
    case 'serve':
      await serve(config, args);
      return -1; // keeps running
    case 'migrate':
      runMigrate(config);
      return 0;
    case 'backup':
      await backup(config, args);
      return 0;
    case 'tenant':
      tenant(config, args);
      return 0;
    case 'quote':
      quote(config, args);
      return 0;
    default:
      throw new UsageError(`unknown command: ${command}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof UsageError) {
      process.stderr.write(`rentline: ${err.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else if (err instanceof ConfigError || err instanceof TenantInputError || err instanceof BackupError) {
      process.stderr.write(`rentline: ${err.message}\n`);
      process.exitCode = 1;
    } else if (err instanceof DatabaseBusyError) {
      process.stderr.write(`rentline: the database is locked by another process; try again (${err.message})\n`);
      process.exitCode = 1;
    } else if (err instanceof ApiError || isPricingError(err)) {
      const e = err as { code: string; message: string; param?: string };
      process.stderr.write(`rentline: ${e.code}${e.param ? ` (${e.param})` : ''}: ${e.message}\n`);
      process.exitCode = 1;
    } else if ((err as { code?: string }).code === 'EADDRINUSE' || (err as { code?: string }).code === 'EACCES') {
      process.stderr.write(`rentline: cannot listen: ${(err as Error).message} (set PORT or HOST)\n`);
      process.exitCode = 1;
    } else {
      process.stderr.write(`rentline: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exitCode = 1;
    }
  },
);
