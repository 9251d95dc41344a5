/** Tenants and API keys: created by the CLI (and the demo), read per request by the API. */
import { isValidTimeZone } from '@rentline/pricing-engine';
import { type Db, withTransaction } from '../db/connection.js';
import type { Scope } from '../db/repositories/scope.js';
import {
  getSettings,
  getTenant,
  insertApiKey,
  insertSettings,
  insertTenant,
  revokeApiKeys,
  type SubscriptionTier,
  type TenantSettings,
  updateSettings,
  updateTenant,
} from '../db/repositories/tenants.js';
import { hashApiKey } from '../http/auth.js';
import { ApiError, notFound } from '../http/errors.js';
import { ID_PREFIX, newId, randomBase62 } from '../ids.js';

export const TIERS = ['starter', 'growth', 'enterprise'] as const;
/** Service fee per tier, in basis points (SPEC section 2, stage 8). */
export const TIER_FEE_BPS: Record<SubscriptionTier, number> = { starter: 300, growth: 150, enterprise: 0 };

export interface CreatedTenant {
  tenant_id: string;
  live_key: string;
  test_key: string;
}

export interface CreateTenantInput {
  name: string;
  timezone?: string;
  /** Fixed id (the demo); default a new `ten_…` id. */
  id?: string;
  tier?: SubscriptionTier;
}

/** A new secret key: `rk_live_` / `rk_test_` + 40 random base62 characters. */
export function generateApiKey(livemode: boolean): string {
  return `rk_${livemode ? 'live' : 'test'}_${randomBase62(40)}`;
}

/** Store a new key for the tenant in one mode; returns the secret (shown once, never stored). */
export function issueApiKey(db: Db, tenantId: string, livemode: boolean, now: string): string {
  const key = generateApiKey(livemode);
  insertApiKey(db, {
    id: newId(ID_PREFIX.api_key),
    tenant_id: tenantId,
    livemode,
    key_hash: hashApiKey(key),
    key_prefix: key.slice(0, 12),
    last4: key.slice(-4),
    created_at: now,
  });
  return key;
}

export class TenantInputError extends Error {
  override name = 'TenantInputError';
}

function checkName(name: string): void {
  const n = [...name].length;
  if (n < 1 || n > 200) throw new TenantInputError('The tenant name must be 1 to 200 characters.');
}

/** Create a tenant with equal settings in both modes and one live and one test key. */
export function createTenant(db: Db, input: CreateTenantInput, now: Date = new Date()): CreatedTenant {
  checkName(input.name);
  const timezone = input.timezone ?? 'UTC';
  if (!isValidTimeZone(timezone)) throw new TenantInputError(`Unknown IANA time zone: ${timezone}.`);
  const at = now.toISOString();
  return withTransaction(db, () => {
    const id = input.id ?? newId(ID_PREFIX.tenant);
    insertTenant(db, {
      id,
      name: input.name,
      subscription_tier: input.tier ?? 'starter',
      created_at: at,
      updated_at: at,
    });
    for (const livemode of [false, true]) {
      insertSettings(
        db,
        { tenantId: id, livemode },
        {
          name: input.name,
          timezone,
          tax_rate_bps: 0,
          tax_inclusive: false,
          service_fee_payer: 'customer',
          currency: 'usd',
          created_at: at,
          updated_at: at,
        },
      );
    }
    return { tenant_id: id, live_key: issueApiKey(db, id, true, at), test_key: issueApiKey(db, id, false, at) };
  });
}

/** Revoke every key of the tenant and issue a new live and test key (the demo, when its keys file is lost). */
export function rotateTenantKeys(db: Db, tenantId: string, now: Date = new Date()): CreatedTenant {
  const at = now.toISOString();
  return withTransaction(db, () => {
    revokeApiKeys(db, tenantId, at);
    return {
      tenant_id: tenantId,
      live_key: issueApiKey(db, tenantId, true, at),
      test_key: issueApiKey(db, tenantId, false, at),
    };
  });
}

/** The operator's update (CLI): tier for both modes, and the name (tenant and both modes' settings). */
export function operatorUpdateTenant(
  db: Db,
  tenantId: string,
  patch: { tier?: SubscriptionTier; name?: string },
  now: Date = new Date(),
) {
  if (patch.tier !== undefined && !TIERS.includes(patch.tier)) {
    throw new TenantInputError(`--tier must be one of ${TIERS.join(', ')}.`);
  }
  if (patch.name !== undefined) checkName(patch.name);
  const at = now.toISOString();
  return withTransaction(db, () => {
    if (getTenant(db, tenantId) === undefined) throw new TenantInputError(`No such tenant: ${tenantId}.`);
    updateTenant(db, tenantId, { name: patch.name, subscription_tier: patch.tier }, at);
    if (patch.name !== undefined) {
      for (const livemode of [false, true]) updateSettings(db, { tenantId, livemode }, { name: patch.name }, at);
    }
    return getTenant(db, tenantId);
  });
}

export interface TenantContext {
  tenant: NonNullable<ReturnType<typeof getTenant>>;
  settings: TenantSettings;
}

/** The tenant and its settings in the scope's mode, read fresh (the CLI may have changed the tier). */
export function loadTenant(db: Db, scope: Scope): TenantContext {
  const tenant = getTenant(db, scope.tenantId);
  const settings = getSettings(db, scope);
  if (tenant === undefined || settings === undefined) {
    throw new ApiError(401, 'authentication_error', 'api_key_invalid', 'Invalid API key provided.');
  }
  return { tenant, settings };
}

export function tenantView(scope: Scope, t: TenantContext) {
  return {
    id: t.tenant.id,
    object: 'tenant' as const,
    name: t.settings.name,
    timezone: t.settings.timezone,
    tax_rate_bps: t.settings.tax_rate_bps,
    tax_inclusive: t.settings.tax_inclusive,
    service_fee_payer: t.settings.service_fee_payer,
    currency: t.settings.currency,
    subscription_tier: t.tenant.subscription_tier,
    livemode: scope.livemode,
    created_at: t.settings.created_at,
    updated_at: t.settings.updated_at,
  };
}

export function getTenantView(db: Db, scope: Scope) {
  return tenantView(scope, loadTenant(db, scope));
}

/** PATCH /v1/tenant: changes this mode's settings only. */
export function patchTenant(db: Db, scope: Scope, patch: Partial<TenantSettings>, now: Date) {
  return withTransaction(db, () => {
    if (getTenant(db, scope.tenantId) === undefined) throw notFound();
    updateSettings(db, scope, patch, now.toISOString());
    return getTenantView(db, scope);
  });
}
