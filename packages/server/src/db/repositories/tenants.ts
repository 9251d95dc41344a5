/** Tenants, their per-mode settings and their API keys. */
import { type Db, stmt } from '../connection.js';
import { modeInt, type Scope } from './scope.js';

export type SubscriptionTier = 'starter' | 'growth' | 'enterprise';
export type FeePayer = 'customer' | 'tenant';

export interface TenantRow {
  id: string;
  name: string;
  subscription_tier: SubscriptionTier;
  created_at: string;
  updated_at: string;
}

export interface TenantSettings {
  name: string;
  timezone: string;
  tax_rate_bps: number;
  tax_inclusive: boolean;
  service_fee_payer: FeePayer;
  currency: string;
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

export function insertTenant(db: Db, t: TenantRow): void {
  stmt(db, 'INSERT INTO tenants (id, name, subscription_tier, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(
    t.id,
    t.name,
    t.subscription_tier,
    t.created_at,
    t.updated_at,
  );
}

export function getTenant(db: Db, id: string): TenantRow | undefined {
  return stmt(db, 'SELECT * FROM tenants WHERE id = ?').get(id) as TenantRow | undefined;
}

export function countTenants(db: Db): number {
  return (stmt(db, 'SELECT count(*) AS n FROM tenants').get() as { n: number }).n;
}

export function updateTenant(
  db: Db,
  id: string,
  patch: { name?: string; subscription_tier?: SubscriptionTier },
  now: string,
) {
  if (patch.name !== undefined)
    stmt(db, 'UPDATE tenants SET name = ?, updated_at = ? WHERE id = ?').run(patch.name, now, id);
  if (patch.subscription_tier !== undefined) {
    stmt(db, 'UPDATE tenants SET subscription_tier = ?, updated_at = ? WHERE id = ?').run(
      patch.subscription_tier,
      now,
      id,
    );
  }
}

export function insertSettings(db: Db, scope: Scope, s: TenantSettings): void {
  stmt(
    db,
    `INSERT INTO tenant_settings (tenant_id, livemode, name, timezone, tax_rate_bps, tax_inclusive, service_fee_payer,
      currency, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    scope.tenantId,
    modeInt(scope),
    s.name,
    s.timezone,
    s.tax_rate_bps,
    s.tax_inclusive ? 1 : 0,
    s.service_fee_payer,
    s.currency,
    s.created_at,
    s.updated_at,
  );
}

export function getSettings(db: Db, scope: Scope): TenantSettings | undefined {
  const row = stmt(db, 'SELECT * FROM tenant_settings WHERE tenant_id = ? AND livemode = ?').get(
    scope.tenantId,
    modeInt(scope),
  ) as (Omit<TenantSettings, 'tax_inclusive'> & { tax_inclusive: number }) | undefined;
  if (row === undefined) return undefined;
  return {
    name: row.name,
    timezone: row.timezone,
    tax_rate_bps: row.tax_rate_bps,
    tax_inclusive: row.tax_inclusive === 1,
    service_fee_payer: row.service_fee_payer,
    currency: row.currency,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const SETTINGS_COLUMNS = [
  'name',
  'timezone',
  'tax_rate_bps',
  'tax_inclusive',
  'service_fee_payer',
  'currency',
] as const;

export function updateSettings(db: Db, scope: Scope, patch: Partial<TenantSettings>, now: string): void {
  const cols = SETTINGS_COLUMNS.filter((c) => patch[c] !== undefined);
  if (cols.length === 0) return;
  const values = cols.map((c) => (c === 'tax_inclusive' ? (patch[c] ? 1 : 0) : patch[c]));
  stmt(
    db,
    `UPDATE tenant_settings SET ${cols.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE tenant_id = ? AND livemode = ?`,
  ).run(...values, now, scope.tenantId, modeInt(scope));
}

export function insertApiKey(db: Db, k: ApiKeyRow & { key_hash: string }): void {
  stmt(
    db,
    `INSERT INTO api_keys (id, tenant_id, livemode, key_hash, key_prefix, last4, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(k.id, k.tenant_id, k.livemode ? 1 : 0, k.key_hash, k.key_prefix, k.last4, k.created_at);
}

/** The active key with this SHA-256 hash. The indexed lookup by hash is the comparison. */
export function findApiKeyByHash(db: Db, keyHash: string): ApiKeyRow | undefined {
  const row = stmt(
    db,
    'SELECT id, tenant_id, livemode, key_prefix, last4, created_at FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL',
  ).get(keyHash) as (Omit<ApiKeyRow, 'livemode'> & { livemode: number }) | undefined;
  return row === undefined ? undefined : { ...row, livemode: row.livemode === 1 };
}

export function revokeApiKeys(db: Db, tenantId: string, now: string): number {
  return stmt(db, 'UPDATE api_keys SET revoked_at = ? WHERE tenant_id = ? AND revoked_at IS NULL').run(now, tenantId)
    .changes;
}

/** The tenants that have a fleet item with this id in this mode (ids are unique per tenant and mode). */
export function tenantsWithFleetItem(db: Db, fleetItemId: string, livemode: boolean): string[] {
  const rows = stmt(db, 'SELECT DISTINCT tenant_id FROM fleet_items WHERE id = ? AND livemode = ? LIMIT 2').all(
    fleetItemId,
    livemode ? 1 : 0,
  ) as { tenant_id: string }[];
  return rows.map((r) => r.tenant_id);
}
