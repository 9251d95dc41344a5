/**
 * The `rentline` CLI: serve (default), migrate, backup, tenant create, tenant update, quote, staff invite.
 * Every command honours DATABASE_PATH (default ./data/rentline.db).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { calculatePrice, isPricingError } from '@rentline/pricing-engine';
import { createApp } from './app.js';
import { type Config, ConfigError, consoleBaseOf, loadConfig } from './config.js';
import { isRentlineError, notFound } from './core/errors.js';
import { DemoKeysError, ensureDemo } from './demo.js';
import { createLogger } from './logger.js';
import { buildQuoteInput } from './pricing/quote.js';
import { listen } from './server.js';
import { newInvitation } from './staff/invitations.js';
import { openStore } from './store/open.js';
import type { SubscriptionTier } from './store/queries/tenants.js';
import { BackupError, backupDatabase } from './store/sqlite/backup.js';
import type { Store } from './store/store.js';
import { createTenant, operatorUpdateTenant, TenantInputError } from './tenants/service.js';
import { VERSION } from './version.js';

const USAGE = `rentline ${VERSION}

Usage:
  rentline serve [--demo]                      Start the API server (default command)
  rentline migrate                             Apply pending schema migrations
  rentline backup <file> [--force]             Online backup of the database (safe while serve runs)
  rentline tenant create --name <name> [--timezone <iana>] [--json]
  rentline tenant update <tenant_id> [--tier starter|growth|enterprise] [--name <name>]
                 [--stripe-account <acct_…|none> [--mode test|live]]
  rentline quote --item <fleet_item_id> --from <instant> --to <instant> [--tenant <id>]
                 [--addon <addon_id>:<qty>]... [--coupon <code>] [--mode test|live] [--json]
  rentline staff invite <staff_member_id>      Print a new invitation link (the previous one stops working)

Environment: PORT (3000), HOST (127.0.0.1), DATABASE_PATH (./data/rentline.db), DATABASE_URL (postgres://…:
PostgreSQL instead of the SQLite file), DATABASE_POOL_SIZE (10), DATABASE_BUSY_TIMEOUT_MS (10000), LOG_LEVEL (info),
RATE_LIMIT_PER_SECOND (100; 0 = off), WEBHOOK_ALLOW_PRIVATE_URLS, WEBHOOK_TIMEOUT_MS, WEBHOOK_RETRY_SCHEDULE,
WEBHOOK_DISABLE_AFTER_HOURS (120; 0 = never), PUBLIC_URL (the console's origin; http://HOST:PORT), TRUST_PROXY,
STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET (live), STRIPE_TEST_SECRET_KEY + STRIPE_TEST_WEBHOOK_SECRET (test),
TEST_PROVIDER_HOLD_MINUTES (10080).
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

/** A database URL fit for a log line. */
function withoutPassword(url: string): string {
  const u = new URL(url);
  if (u.password !== '') u.password = '***';
  return u.toString();
}

async function serve(config: Config, args: string[]): Promise<void> {
  const { values } = parse(args, { demo: { type: 'boolean' } });
  const logger = createLogger(config.logLevel);
  const store = openStore(config);
  if (values.demo) {
    const demo = await ensureDemo(store, config.databasePath).catch(async (e: unknown) => {
      await store.close();
      throw e;
    });
    if (demo.status === 'skipped') {
      logger.warn('demo skipped: the database already holds other tenants', { database: config.databasePath });
    } else {
      logger.info(`demo ${demo.status}`, { tenant_id: demo.keys.tenant_id, keys_file: demo.keysPath });
    }
  }
  const app = createApp({ store, config, logger });
  // Stored Idempotency-Key outcomes older than the replay window are dropped at start and hourly.
  const purge = async () => {
    if (!store.isOpen) return;
    const cutoff = new Date(Date.now() - config.idempotencyTtlMs).toISOString();
    const removed = await store.write((tx) => tx.idempotency.purge(cutoff));
    if (removed > 0) logger.debug('purged idempotency keys', { removed });
  };
  const purgeLogged = () =>
    purge().catch((err) => logger.warn('could not purge idempotency keys', { error: (err as Error).message }));
  await purgeLogged();
  setInterval(purgeLogged, 3_600_000).unref();
  const running = await listen(app, config.port, config.host);
  logger.info('listening', {
    url: running.url,
    database: config.databaseUrl === undefined ? config.databasePath : withoutPassword(config.databaseUrl),
    rate_limit_per_second: config.rateLimitPerSecond,
    webhook_allow_private_urls: config.webhookAllowPrivateUrls,
    ...(running.metricsUrl === undefined ? {} : { metrics: running.metricsUrl }),
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

async function runMigrate(config: Config): Promise<void> {
  const store = openStore(config, { migrate: false });
  try {
    const applied = await store.migrate();
    console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await store.close();
  }
}

/** `rentline backup <file>`: an online, integrity-checked copy of the SQLite database. */
async function backup(config: Config, args: string[]): Promise<void> {
  const { values, positionals } = parse(args, { force: { type: 'boolean' } });
  const [target, ...extra] = positionals;
  if (!target) throw new UsageError('backup needs <file>');
  if (extra.length) throw new UsageError(`unexpected argument: ${extra[0]}`);
  const file = resolve(target);
  if (config.databaseUrl !== undefined) {
    throw new BackupError('rentline backup copies the SQLite file; on PostgreSQL (DATABASE_URL) use pg_dump');
  }
  if (config.databasePath === ':memory:' || !existsSync(config.databasePath)) {
    throw new BackupError(`no database at ${config.databasePath} (set DATABASE_PATH)`);
  }
  if (file === config.databasePath) throw new BackupError('the backup file is the database itself');
  if (existsSync(file) && !values.force) throw new BackupError(`${file} exists; pass --force to replace it`);
  console.log(JSON.stringify(await backupDatabase(config.databasePath, file)));
}

/** Open the store, run `fn`, close it. */
async function withStore<T>(config: Config, fn: (store: Store) => Promise<T>): Promise<T> {
  const store = openStore(config);
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

async function tenant(config: Config, args: string[]): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === 'create') {
    const { values, positionals } = parse(rest, {
      name: { type: 'string' },
      timezone: { type: 'string' },
      json: { type: 'boolean' },
    });
    if (positionals.length) throw new UsageError(`unexpected argument: ${positionals[0]}`);
    if (!values.name) throw new UsageError('tenant create needs --name <name>');
    const name = values.name;
    const t = await withStore(config, (store) =>
      store.write((tx) => createTenant(tx, { name, ...(values.timezone ? { timezone: values.timezone } : {}) })),
    );
    if (values.json) console.log(JSON.stringify(t));
    else {
      console.log(`tenant:   ${t.tenant_id}\nlive key: ${t.live_key}\ntest key: ${t.test_key}`);
      console.log('Keys are shown only now: the database stores their SHA-256 hashes.');
    }
    return;
  }
  if (sub === 'update') {
    const { values, positionals } = parse(rest, {
      tier: { type: 'string' },
      name: { type: 'string' },
      'stripe-account': { type: 'string' },
      mode: { type: 'string' },
    });
    const [id, ...extra] = positionals;
    if (!id) throw new UsageError('tenant update needs <tenant_id>');
    if (extra.length) throw new UsageError(`unexpected argument: ${extra[0]}`);
    const account = values['stripe-account'];
    if (values.tier === undefined && values.name === undefined && account === undefined)
      throw new UsageError('nothing to update: pass --tier, --name and/or --stripe-account');
    if (values.mode !== undefined && account === undefined) throw new UsageError('--mode goes with --stripe-account');
    if (values.mode !== undefined && values.mode !== 'test' && values.mode !== 'live')
      throw new UsageError('--mode must be test or live');
    const patch = {
      ...(values.tier === undefined ? {} : { tier: values.tier as SubscriptionTier }),
      ...(values.name === undefined ? {} : { name: values.name }),
      ...(account === undefined
        ? {}
        : {
            stripeAccount: {
              account: account === 'none' ? null : account,
              // Without --mode both modes: one connected account takes live and test payments alike.
              modes: values.mode === undefined ? [false, true] : [values.mode === 'live'],
            },
          }),
    };
    const t = await withStore(config, (store) => store.write((tx) => operatorUpdateTenant(tx, id, patch)));
    console.log(JSON.stringify(t));
    return;
  }
  throw new UsageError(`unknown tenant command: ${sub ?? '(none)'}; use create or update`);
}

/** `rentline staff invite <stf_id>`: a new invitation link for a member; the previous one is void. */
async function staff(config: Config, args: string[]): Promise<void> {
  const [sub, ...rest] = args;
  if (sub !== 'invite') throw new UsageError(`unknown staff command: ${sub ?? '(none)'}; use invite`);
  const { positionals } = parse(rest, {});
  const [id, ...extra] = positionals;
  if (!id) throw new UsageError('staff invite needs <staff_member_id>');
  if (extra.length) throw new UsageError(`unexpected argument: ${extra[0]}`);
  const { member, invitation } = await withStore(config, (store) =>
    store.write(async (tx) => {
      const found = await tx.staff.memberById(id);
      if (found === undefined) throw notFound(`No such staff member: '${id}'.`, 'id');
      return { member: found, invitation: await newInvitation(tx, found, consoleBaseOf(config), new Date()) };
    }),
  );
  console.log(
    `A new invitation for ${member.name} <${member.email}>, until ${invitation.expires_at} (the previous one no longer works):`,
  );
  console.log(invitation.url);
}

async function quote(config: Config, args: string[]): Promise<void> {
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
  const livemode = values.mode === 'live';
  const item = values.item;
  const input = await withStore(config, (store) =>
    store.read(async (tx) => {
      // Without --tenant, the tenant is the one that owns the fleet item in that mode.
      let tenantId = values.tenant;
      if (tenantId === undefined) {
        const owners = await tx.tenants.tenantsWithFleetItem(item, livemode);
        if (owners.length === 0) throw new UsageError(`no fleet item ${item} in ${livemode ? 'live' : 'test'} mode`);
        if (owners.length > 1) throw new UsageError(`several tenants have a fleet item ${item}: pass --tenant`);
        tenantId = owners[0] as string;
      }
      const built = await buildQuoteInput(
        tx,
        { tenantId, livemode },
        {
          fleet_item_id: item,
          pickup_date: values.from as string,
          return_date: values.to as string,
          addons,
          coupon_code: values.coupon ?? null,
        },
        new Date(),
      );
      return built.priceInput;
    }),
  );
  const r = calculatePrice(input);
  if (values.json) {
    console.log(JSON.stringify(r, null, 2));
    return;
  }
  const b = r.breakdown;
  const rows: [string, number | string][] = [
    ['days', `${b.days}${b.half_day ? ' (half-day)' : ''}`],
    // How stage 1 priced the rental, and what the shop's schedule left uncharged.
    ['rate_basis', b.rate_basis],
    ['hourly_units', b.hourly_units === null ? '-' : String(b.hourly_units)],
    ['rental_days', String(b.rental_days)],
    ['closed_dates_skipped', b.closed_dates_skipped.length === 0 ? 'none' : b.closed_dates_skipped.join(', ')],
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
    console.log(
      `${k.padEnd(22)}${String(v).padStart(14)}${(typeof v === 'number' ? money(v) : '').padStart(14)}`.trimEnd(),
    );
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
      await runMigrate(config);
      return 0;
    case 'backup':
      await backup(config, args);
      return 0;
    case 'tenant':
      await tenant(config, args);
      return 0;
    case 'quote':
      await quote(config, args);
      return 0;
    case 'staff':
      await staff(config, args);
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
    } else if (
      err instanceof ConfigError ||
      err instanceof TenantInputError ||
      err instanceof BackupError ||
      err instanceof DemoKeysError
    ) {
      process.stderr.write(`rentline: ${err.message}\n`);
      process.exitCode = 1;
    } else if (isRentlineError(err) && err.code === 'database_busy') {
      process.stderr.write(`rentline: the database is locked by another process; try again (${err.message})\n`);
      process.exitCode = 1;
    } else if (isRentlineError(err) || isPricingError(err)) {
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
