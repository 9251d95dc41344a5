/** Tenants, their per-mode settings and their API keys. */
import type { Scope } from '../../core/scope.js';
import { asBool, type Sql } from '../sql.js';

export type SubscriptionTier = 'starter' | 'growth' | 'enterprise';
export type FeePayer = 'customer' | 'tenant';

export interface TenantRow {
  id: string;
  name: string;
  subscription_tier: SubscriptionTier;
  created_at: string;
  updated_at: string;
}

/** The settings of one mode (test and live each have their own copy). */
export interface TenantSettings {
  name: string;
  timezone: string;
  tax_rate_bps: number;
  tax_inclusive: boolean;
  service_fee_payer: FeePayer;
  currency: string;
  /** Minutes a new pending booking holds its units before it expires; null: it never expires. */
  pending_expiry_minutes: number | null;
  created_at: string;
  updated_at: string;
}

export interface ApiKeyRow {
  id: string;
  tenant_id: string;
  livemode: boolean;
  key_prefix: string;
  last4: string;
  created_at: string;
}

const SETTINGS_COLUMNS = [
  'name',
  'timezone',
  'tax_rate_bps',
  'tax_inclusive',
  'service_fee_payer',
  'currency',
  'pending_expiry_minutes',
] as const;

export class TenantQueries {
  constructor(private readonly sql: Sql) {}

  async insertTenant(t: TenantRow): Promise<void> {
    await this.sql.run(
      'INSERT INTO tenants (id, name, subscription_tier, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      [t.id, t.name, t.subscription_tier, t.created_at, t.updated_at],
    );
  }

  getTenant(id: string): Promise<TenantRow | undefined> {
    return this.sql.get<TenantRow>(
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
    await this.sql.run(
      `INSERT INTO tenant_settings (tenant_id, livemode, name, timezone, tax_rate_bps, tax_inclusive,
         service_fee_payer, currency, pending_expiry_minutes, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        scope.tenantId,
        scope.livemode,
        s.name,
        s.timezone,
        s.tax_rate_bps,
        s.tax_inclusive,
        s.service_fee_payer,
        s.currency,
        s.pending_expiry_minutes,
        s.created_at,
        s.updated_at,
      ],
    );
  }

  async getSettings(scope: Scope): Promise<TenantSettings | undefined> {
    const row = await this.sql.get<Omit<TenantSettings, 'tax_inclusive'> & { tax_inclusive: unknown }>(
      `SELECT name, timezone, tax_rate_bps, tax_inclusive, service_fee_payer, currency, pending_expiry_minutes,
              created_at, updated_at
         FROM tenant_settings WHERE tenant_id = ? AND livemode = ?`,
      [scope.tenantId, scope.livemode],
    );
    return row === undefined ? undefined : { ...row, tax_inclusive: asBool(row.tax_inclusive) };
  }

  /** The tenant and the settings of the scope's mode, in one read. */
  async getTenantWithSettings(scope: Scope): Promise<{ tenant: TenantRow; settings: TenantSettings } | undefined> {
    const row = await this.sql.get<Record<string, unknown>>(
      `SELECT t.id, t.name AS tenant_name, t.subscription_tier, t.created_at AS tenant_created_at,
              t.updated_at AS tenant_updated_at, s.name, s.timezone, s.tax_rate_bps, s.tax_inclusive,
              s.service_fee_payer, s.currency, s.pending_expiry_minutes, s.created_at, s.updated_at
         FROM tenants t JOIN tenant_settings s ON s.tenant_id = t.id
        WHERE t.id = ? AND s.livemode = ?`,
      [scope.tenantId, scope.livemode],
    );
    if (row === undefined) return undefined;
    return {
      tenant: {
        id: row.id as string,
        name: row.tenant_name as string,
        subscription_tier: row.subscription_tier as SubscriptionTier,
        created_at: row.tenant_created_at as string,
        updated_at: row.tenant_updated_at as string,
      },
      settings: {
        name: row.name as string,
        timezone: row.timezone as string,
        tax_rate_bps: Number(row.tax_rate_bps),
        tax_inclusive: asBool(row.tax_inclusive),
        service_fee_payer: row.service_fee_payer as FeePayer,
        currency: row.currency as string,
        pending_expiry_minutes: (row.pending_expiry_minutes as number | null) ?? null,
        created_at: row.created_at as string,
        updated_at: row.updated_at as string,
      },
    };
  }

  async updateSettings(scope: Scope, patch: Partial<TenantSettings>, now: string): Promise<void> {
    const cols = SETTINGS_COLUMNS.filter((c) => patch[c] !== undefined);
    if (cols.length === 0) return;
    await this.sql.run(
      `UPDATE tenant_settings SET ${cols.map((c) => `${c} = ?`).join(', ')}, updated_at = ?
        WHERE tenant_id = ? AND livemode = ?`,
      [...cols.map((c) => patch[c] ?? null), now, scope.tenantId, scope.livemode],
    );
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
    const row = await this.sql.get<Omit<ApiKeyRow, 'livemode'> & { livemode: unknown }>(
      `SELECT id, tenant_id, livemode, key_prefix, last4, created_at FROM api_keys
        WHERE key_hash = ? AND revoked_at IS NULL`,
      [keyHash],
    );
    return row === undefined ? undefined : { ...row, livemode: asBool(row.livemode) };
  }

  /** The cache version of this tenant and mode in this transaction's snapshot (see `Store.cacheVersion`). */
  async cacheVersion(scope: Scope): Promise<number> {
    const row = await this.sql.get<{ version: number }>(
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
