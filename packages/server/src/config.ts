/** Server configuration, read from the environment (the variables are listed in the README). */
import { isAbsolute, resolve } from 'node:path';
import { LIMITS } from './core/limits.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the SQLite file (the store when no `databaseUrl` is set). */
  databasePath: string;
  /** `postgres://…`: run on PostgreSQL instead of the SQLite file. */
  databaseUrl: string | undefined;
  /** Connections per process in the PostgreSQL pool. */
  databasePoolSize: number;
  /** How long a write keeps retrying while another process holds the database lock, then 503. */
  databaseBusyTimeoutMs: number;
  logLevel: LogLevel;
  /** Requests per second per API key; bursts of twice that. 0 turns the limit off. */
  rateLimitPerSecond: number;
  /** Largest accepted request body in bytes (1 MiB). */
  bodyLimitBytes: number;
  /** How long a stored `Idempotency-Key` outcome is replayed. */
  idempotencyTtlMs: number;
  /** Grace period for in-flight requests on shutdown before connections are cut. */
  shutdownTimeoutMs: number;
  webhookAllowPrivateUrls: boolean;
  webhookTimeoutMs: number;
  /** Delays in seconds before each retry of a webhook delivery. */
  webhookRetrySchedule: number[];
  /**
   * Hours of nothing but failed attempts after which an endpoint is disabled (`failing`); fractions
   * allowed; 0 never disables.
   */
  webhookDisableAfterHours: number;
  /** Serve Prometheus metrics at `/metrics` on a listener of their own (`metricsHost`:`metricsPort`). */
  metrics: boolean;
  metricsPort: number;
  /** The address the metrics listener binds: loopback unless set, whatever `host` is. */
  metricsHost: string;
  /** The deployment's Stripe keys per mode (environment only, never stored); a mode without keys cannot use `stripe`. */
  stripe: StripeConfig;
  /** How long the built-in test provider's deposit holds last, in minutes (a real card's is about 7 days). */
  testProviderHoldMinutes: number;
  /**
   * The origin the console is served from (`https://rent.example.com`): staff session cookies count
   * only on requests from it, and invitation links point to it. Unset: `http://HOST:PORT` as the
   * server is reached (with `localhost` for a loopback address).
   */
  publicUrl: string | undefined;
  /** The server is behind a proxy that appends the client's address to `X-Forwarded-For`: trust its entry. */
  trustProxy: boolean;
}

/** A Stripe secret key and the signing secret of the webhook endpoint its events come to. */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

export interface StripeConfig {
  live: StripeKeys | undefined;
  test: StripeKeys | undefined;
  /**
   * Where the Stripe API is (`https://api.stripe.com` unless set): a local stand-in for tests, such
   * as stripe-mock. Never set in production.
   */
  apiUrl: string | undefined;
  /** How long one Stripe request may take, in milliseconds. */
  timeoutMs: number;
}

export const DEFAULT_RETRY_SCHEDULE = [30, 120, 600, 3600, 10_800, 21_600, 43_200, 86_400];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function int(env: Record<string, string | undefined>, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return def;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be an integer, got "${raw}".`);
  const n = Number(raw.trim());
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}.`);
  return n;
}

function bool(env: Record<string, string | undefined>, name: string, def: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return def;
  const v = raw.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

/** A non-negative decimal number of hours (`120`, `0.001`); at most ten years. */
function hours(env: Record<string, string | undefined>, name: string, def: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return def;
  const v = raw.trim();
  if (!/^\d+(\.\d+)?$/.test(v)) throw new ConfigError(`${name} must be a non-negative number of hours, got "${raw}".`);
  const n = Number(v);
  if (n > 87_600) throw new ConfigError(`${name} must be at most 87600 (ten years), got ${n}.`);
  return n;
}

/** An http(s) URL without path, query or credentials, as its origin (`https://example.com`). */
function publicUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// URL, got "${raw}".`);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== ''
  ) {
    throw new ConfigError(
      `PUBLIC_URL must be an http:// or https:// origin without a path (https://rent.example.com), got "${raw}".`,
    );
  }
  return url.origin;
}

function databaseUrl(raw: string | undefined): string | undefined {
  const url = raw?.trim();
  if (url === undefined || url === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// (or postgresql://) URL; leave it unset for SQLite.');
  }
  return url;
}

/**
 * One mode's Stripe keys: both or neither, and the secret key of that mode (`sk_live_` for live,
 * `sk_test_` for test): a test key set as the live one (or the other way) stops the server before it
 * takes a payment in the wrong mode. Messages name the variable and the prefix found, never the key.
 */
function stripeKeys(
  env: Record<string, string | undefined>,
  keyVar: string,
  secretVar: string,
  mode: 'live' | 'test',
): StripeKeys | undefined {
  const secretKey = env[keyVar]?.trim() ?? '';
  const webhookSecret = env[secretVar]?.trim() ?? '';
  if (secretKey === '' && webhookSecret === '') return undefined;
  if (secretKey === '' || webhookSecret === '') {
    throw new ConfigError(`${keyVar} and ${secretVar} go together: set both, or neither.`);
  }
  const prefix = `sk_${mode}_`;
  if (!secretKey.startsWith(prefix)) {
    const found = /^[a-z]+_[a-z]+_/.exec(secretKey)?.[0] ?? 'something else';
    throw new ConfigError(`${keyVar} must be a Stripe ${mode} secret key (${prefix}…); it starts with ${found}.`);
  }
  if (!webhookSecret.startsWith('whsec_')) {
    throw new ConfigError(`${secretVar} must be a Stripe webhook signing secret (whsec_…).`);
  }
  return { secretKey, webhookSecret };
}

function stripeApiUrl(raw: string | undefined): string | undefined {
  const url = raw?.trim();
  if (url === undefined || url === '') return undefined;
  if (!/^https?:\/\/[^/]+\/?$/.test(url)) {
    throw new ConfigError(`STRIPE_API_URL must be an origin like http://127.0.0.1:12111, got "${url}".`);
  }
  return url.replace(/\/$/, '');
}

/** The origin links to the console start with: `PUBLIC_URL`, or `http://HOST:PORT`. */
export function consoleBaseOf(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl !== undefined) return config.publicUrl;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}

/** Build the configuration from environment variables; unset ones take their defaults. */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const level = (env.LOG_LEVEL ?? 'info').trim().toLowerCase() || 'info';
  if (!['debug', 'info', 'warn', 'error', 'silent'].includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of debug, info, warn, error, silent; got "${env.LOG_LEVEL}".`);
  }
  const dbPath = env.DATABASE_PATH?.trim() || './data/rentline.db';
  let schedule = DEFAULT_RETRY_SCHEDULE;
  const rawSchedule = env.WEBHOOK_RETRY_SCHEDULE?.trim();
  if (rawSchedule) {
    const parts = rawSchedule.split(',').map((s) => s.trim());
    if (parts.some((p) => !/^\d+$/.test(p))) {
      throw new ConfigError(`WEBHOOK_RETRY_SCHEDULE must be comma-separated seconds, got "${rawSchedule}".`);
    }
    schedule = parts.map(Number);
  }
  return {
    port: int(env, 'PORT', 3000, 0, 65_535),
    host: env.HOST?.trim() || '127.0.0.1',
    databasePath: dbPath === ':memory:' || isAbsolute(dbPath) ? dbPath : resolve(cwd, dbPath),
    databaseBusyTimeoutMs: int(env, 'DATABASE_BUSY_TIMEOUT_MS', 10_000, 0, 600_000),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    logLevel: level as LogLevel,
    rateLimitPerSecond: int(env, 'RATE_LIMIT_PER_SECOND', 100, 0, 1_000_000),
    bodyLimitBytes: LIMITS.max_body_bytes,
    idempotencyTtlMs: 24 * 60 * 60 * 1000,
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    webhookAllowPrivateUrls: bool(env, 'WEBHOOK_ALLOW_PRIVATE_URLS', false),
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 30_000, 1, 600_000),
    webhookRetrySchedule: schedule,
    webhookDisableAfterHours: hours(env, 'WEBHOOK_DISABLE_AFTER_HOURS', 120),
    metrics: bool(env, 'METRICS', false),
    metricsPort: int(env, 'METRICS_PORT', 9464, 0, 65_535),
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    stripe: {
      live: stripeKeys(env, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'live'),
      test: stripeKeys(env, 'STRIPE_TEST_SECRET_KEY', 'STRIPE_TEST_WEBHOOK_SECRET', 'test'),
      apiUrl: stripeApiUrl(env.STRIPE_API_URL),
      timeoutMs: int(env, 'STRIPE_TIMEOUT_MS', 20_000, 1000, 120_000),
    },
    testProviderHoldMinutes: int(env, 'TEST_PROVIDER_HOLD_MINUTES', 10_080, 1, 43_200),
    publicUrl: publicUrl(env.PUBLIC_URL),
    trustProxy: bool(env, 'TRUST_PROXY', false),
  };
}
