/** Tenants, their per-mode settings and their API keys. */
import { parseSchedule, type ResolvedLateFeePolicy, type ResolvedSchedule } from '@rentline/pricing-engine';
import type { Scope } from '../../core/scope.js';
import {
  type FeePayer,
  ModeSettings,
  type ModeSettingsFields,
  type PaymentsProvider,
} from '../../model/tenant-settings.js';
import type { Row, SubscriptionTier } from '../rows.js';
import { asBool, type Sql } from '../sql.js';

export type { FeePayer, PaymentsProvider } from '../../model/tenant-settings.js';
export type { SubscriptionTier } from '../rows.js';

/** The column holds only what the API wrote, one of the two (it has no CHECK of its own). */
const feePayer = (v: string): FeePayer => (v === 'tenant' ? 'tenant' : 'customer');

/** Every column of a mode's settings but its key, as the selects name them. */
const SETTINGS_SELECT = ['created_at', 'updated_at', ...ModeSettings.columns.keys()];

type SettingsRow = Omit<Row<'tenant_settings'>, 'tenant_id' | 'livemode'>;

/** Schedules parsed, by their stored text: a tenant's settings are read on most requests. */
const parsedSchedules = new Map<string, ResolvedSchedule>();
const MAX_PARSED_SCHEDULES = 1000;

/** `value` with every object and array in it frozen. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * The stored schedule (JSON, written whole by a PATCH), or the default schedule when the mode never
 * set one. Read through the engine's parser, which fills any default a stored object lacks; the
 * result is shared by every read of the same text, so it is deeply frozen: it cannot be changed in
 * place, and the engine, which prices with it on most requests, checks and prepares a frozen
 * schedule once instead of on every quote.
 */
function scheduleOf(json: string | null): ResolvedSchedule {
  const key = json ?? '{}';
  let schedule = parsedSchedules.get(key);
  if (schedule === undefined) {
    schedule = deepFreeze(parseSchedule(JSON.parse(key)));
    if (parsedSchedules.size >= MAX_PARSED_SCHEDULES) parsedSchedules.clear();
    parsedSchedules.set(key, schedule);
  }
  return schedule;
}

function toSettings(row: SettingsRow): TenantSettings {
  return {
    name: row.name,
    timezone: row.timezone,
    tax_rate_bps: row.tax_rate_bps,
    tax_inclusive: asBool(row.tax_inclusive),
    service_fee_payer: feePayer(row.service_fee_payer),
    currency: row.currency,
    pending_expiry_minutes: row.pending_expiry_minutes,
    schedule: scheduleOf(row.schedule),
    late_fee: lateFeeOf(row),
    payments: { provider: row.payments_provider, stripe_account: row.stripe_account },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

// ---------------------------------------------------------------------------------------- late fees
/** The late-fee policy's four columns; no policy is stored as both rates null (and grace 0). */
const LATE_FEE_COLUMNS = 'late_fee_grace_minutes, late_fee_per_hour, late_fee_per_day, late_fee_cap';

function lateFeeOf(row: SettingsRow): ResolvedLateFeePolicy | null {
  if (row.late_fee_per_hour === null && row.late_fee_per_day === null) return null;
  return {
    grace_minutes: row.late_fee_grace_minutes,
    per_hour: row.late_fee_per_hour,
    per_day: row.late_fee_per_day,
    cap: row.late_fee_cap,
  };
}

/** The columns' values for a policy, in {@link LATE_FEE_COLUMNS} order. */
const lateFeeValues = (p: ResolvedLateFeePolicy | null) =>
  p === null ? [0, null, null, null] : [p.grace_minutes, p.per_hour, p.per_day, p.cap];

export interface TenantRow {
  id: string;
  name: string;
  subscription_tier: SubscriptionTier;
  created_at: string;
  updated_at: string;
}

/**
 * The settings of one mode (test and live each have their own copy): the declared fields
 * (`model/tenant-settings.ts`; `pending_expiry_minutes` null: a pending booking never expires) and
 * those read from the hidden columns.
 */
export interface TenantSettings extends ModeSettingsFields {
  /** The shop schedule of this mode (opening hours, closed dates, day count, notice). */
  schedule: ResolvedSchedule;
  /** The late-return fee policy of this mode; null: late returns cost nothing. */
  late_fee: ResolvedLateFeePolicy | null;
  /** Who takes this mode's payments, and the Stripe connected account they go to (set by the operator). */
  payments: PaymentsSetting;
  created_at: string;
  updated_at: string;
}

/** A mode's payments setting: `manual` records payments taken elsewhere; `test` and `stripe` take them. */
export interface PaymentsSetting {
  provider: PaymentsProvider;
  stripe_account: string | null;
}

export interface ApiKeyRow {
  id: string;
  tenant_id: string;
  livemode: boolean;
  key_prefix: string;
  last4: string;
  created_at: string;
}

const isUpdatable = (c: string): c is keyof ModeSettingsFields => Object.hasOwn(ModeSettings.update.shape, c);
/** The columns written by name (a new mode, a PATCH): the declared fields Update takes, and the schedule (JSON). */
const SETTINGS_COLUMNS = [...Object.keys(ModeSettings.update.shape).filter(isUpdatable), 'schedule' as const];

/** A settings value as bound: the schedule as its JSON text. */
const encodeSetting = (value: TenantSettings[(typeof SETTINGS_COLUMNS)[number]] | undefined) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : (value ?? null);

export class TenantQueries {
  constructor(private readonly sql: Sql) {}

  async insertTenant(t: TenantRow): Promise<void> {
    await this.sql.run(
      'INSERT INTO tenants (id, name, subscription_tier, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      [t.id, t.name, t.subscription_tier, t.created_at, t.updated_at],
    );
  }

  getTenant(id: string): Promise<TenantRow | undefined> {
    return this.sql.get<Row<'tenants'>>(
      'SELECT id, name, subscription_tier, created_at, updated_at FROM tenants WHERE id = ?',
      [id],
    );
  }

  async countTenants(): Promise<number> {
    const row = await this.sql.get<{ n: number }>('SELECT count(*) AS n FROM tenants');
    return Number(row?.n ?? 0);
  }

  async updateTenant(id: string, patch: { name?: string; subscription_tier?: SubscriptionTier }, now: string) {
    if (patch.name !== undefined) {
      await this.sql.run('UPDATE tenants SET name = ?, updated_at = ? WHERE id = ?', [patch.name, now, id]);
    }
    if (patch.subscription_tier !== undefined) {
      await this.sql.run('UPDATE tenants SET subscription_tier = ?, updated_at = ? WHERE id = ?', [
        patch.subscription_tier,
        now,
        id,
      ]);
    }
  }

  async insertSettings(scope: Scope, s: TenantSettings): Promise<void> {
    // The payments setting starts as the columns' defaults: manual, no Stripe account.
    const values = [
      scope.tenantId,
      scope.livemode,
      ...SETTINGS_COLUMNS.map((c) => encodeSetting(s[c])),
      s.created_at,
      s.updated_at,
      ...lateFeeValues(s.late_fee),
    ];
    await this.sql.run(
      `INSERT INTO tenant_settings (tenant_id, livemode, ${SETTINGS_COLUMNS.join(', ')}, created_at, updated_at,
         ${LATE_FEE_COLUMNS})
       VALUES (${values.map(() => '?').join(', ')})`,
      values,
    );
  }

  async getSettings(scope: Scope): Promise<TenantSettings | undefined> {
    const row = await this.sql.get<SettingsRow>(
      `SELECT ${SETTINGS_SELECT.join(', ')} FROM tenant_settings WHERE tenant_id = ? AND livemode = ?`,
      [scope.tenantId, scope.livemode],
    );
    return row === undefined ? undefined : toSettings(row);
  }

  /** The tenant and the settings of the scope's mode, in one read. */
  async getTenantWithSettings(scope: Scope): Promise<{ tenant: TenantRow; settings: TenantSettings } | undefined> {
    const row = await this.sql.get<
      SettingsRow & {
        id: string;
        tenant_name: string;
        subscription_tier: SubscriptionTier;
        tenant_created_at: string;
        tenant_updated_at: string;
      }
    >(
      `SELECT t.id, t.name AS tenant_name, t.subscription_tier, t.created_at AS tenant_created_at,
              t.updated_at AS tenant_updated_at, ${SETTINGS_SELECT.map((c) => `s.${c}`).join(', ')}
         FROM tenants t JOIN tenant_settings s ON s.tenant_id = t.id
        WHERE t.id = ? AND s.livemode = ?`,
      [scope.tenantId, scope.livemode],
    );
    if (row === undefined) return undefined;
    return {
      tenant: {
        id: row.id,
        name: row.tenant_name,
        subscription_tier: row.subscription_tier,
        created_at: row.tenant_created_at,
        updated_at: row.tenant_updated_at,
      },
      settings: toSettings(row),
    };
  }

  async updateSettings(scope: Scope, patch: Partial<TenantSettings>, now: string): Promise<void> {
    if (patch.late_fee !== undefined) await this.updateLateFee(scope, patch.late_fee, now);
    if (patch.payments !== undefined) await this.updatePayments(scope, patch.payments, now);
    const cols = SETTINGS_COLUMNS.filter((c) => patch[c] !== undefined);
    if (cols.length === 0) return;
    await this.sql.run(
      `UPDATE tenant_settings SET ${cols.map((c) => `${c} = ?`).join(', ')}, updated_at = ?
        WHERE tenant_id = ? AND livemode = ?`,
      [...cols.map((c) => encodeSetting(patch[c])), now, scope.tenantId, scope.livemode],
    );
  }

  /** Replace this mode's late-fee policy (null: none), all four columns at once. */
  async updateLateFee(scope: Scope, policy: ResolvedLateFeePolicy | null, now: string): Promise<void> {
    await this.sql.run(
      `UPDATE tenant_settings SET late_fee_grace_minutes = ?, late_fee_per_hour = ?, late_fee_per_day = ?,
              late_fee_cap = ?, updated_at = ?
        WHERE tenant_id = ? AND livemode = ?`,
      [...lateFeeValues(policy), now, scope.tenantId, scope.livemode],
    );
  }

  /** Change this mode's payments setting: the provider, and (the operator only) the Stripe account. */
  async updatePayments(scope: Scope, patch: Partial<PaymentsSetting>, now: string): Promise<void> {
    if (patch.provider !== undefined) {
      await this.sql.run(
        'UPDATE tenant_settings SET payments_provider = ?, updated_at = ? WHERE tenant_id = ? AND livemode = ?',
        [patch.provider, now, scope.tenantId, scope.livemode],
      );
    }
    if (patch.stripe_account !== undefined) {
      await this.sql.run(
        'UPDATE tenant_settings SET stripe_account = ?, updated_at = ? WHERE tenant_id = ? AND livemode = ?',
        [patch.stripe_account, now, scope.tenantId, scope.livemode],
      );
    }
  }

  /** The tenant whose mode `livemode` is connected to the Stripe account (at most one: a unique index). */
  async tenantOfStripeAccount(account: string, livemode: boolean): Promise<string | undefined> {
    const row = await this.sql.get<{ tenant_id: string }>(
      'SELECT tenant_id FROM tenant_settings WHERE stripe_account = ? AND livemode = ?',
      [account, livemode],
    );
    return row?.tenant_id;
  }

  async insertApiKey(k: ApiKeyRow & { key_hash: string }): Promise<void> {
    await this.sql.run(
      `INSERT INTO api_keys (id, tenant_id, livemode, key_hash, key_prefix, last4, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [k.id, k.tenant_id, k.livemode, k.key_hash, k.key_prefix, k.last4, k.created_at],
    );
  }

  /** The active key with this SHA-256 hash. The indexed lookup by hash is the comparison. */
  async findApiKeyByHash(keyHash: string): Promise<ApiKeyRow | undefined> {
    const row = await this.sql.get<Omit<Row<'api_keys'>, 'key_hash' | 'revoked_at'>>(
      `SELECT id, tenant_id, livemode, key_prefix, last4, created_at FROM api_keys
        WHERE key_hash = ? AND revoked_at IS NULL`,
      [keyHash],
    );
    return row === undefined ? undefined : { ...row, livemode: asBool(row.livemode) };
  }

  /** The cache version of this tenant and mode in this transaction's snapshot (see `Store.cacheVersion`). */
  async cacheVersion(scope: Scope): Promise<number> {
    const row = await this.sql.get<Pick<Row<'cache_versions'>, 'version'>>(
      'SELECT version FROM cache_versions WHERE tenant_id = ? AND livemode = ?',
      [scope.tenantId, scope.livemode],
    );
    return row?.version ?? 0;
  }

  revokeApiKeys(tenantId: string, now: string): Promise<number> {
    return this.sql.run('UPDATE api_keys SET revoked_at = ? WHERE tenant_id = ? AND revoked_at IS NULL', [
      now,
      tenantId,
    ]);
  }

  /** The tenants that have a fleet item with this id in this mode (ids are unique per tenant and mode). */
  async tenantsWithFleetItem(fleetItemId: string, livemode: boolean): Promise<string[]> {
    const rows = await this.sql.all<{ tenant_id: string }>(
      'SELECT DISTINCT tenant_id FROM fleet_items WHERE id = ? AND livemode = ? LIMIT 2',
      [fleetItemId, livemode],
    );
    return rows.map((r) => r.tenant_id);
  }
}
