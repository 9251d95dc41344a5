/** Tenants and API keys: created by the CLI (and the demo), read per request by the API. */
import { isValidTimeZone, parseSchedule } from '@rentline/pricing-engine';
import { generateApiKey, hashApiKey } from '../core/api-keys.js';
import { invalid, notFound, RentlineError } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import { LIMITS } from '../core/limits.js';
import type { Scope } from '../core/scope.js';
import type { PaymentsProvider, SubscriptionTier, TenantRow, TenantSettings } from '../store/queries/tenants.js';
import type { Tx } from '../store/store.js';

export const TIERS = ['starter', 'growth', 'enterprise'] as const;
/** Service fee per tier, in basis points (pricing stage 8). */
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

/** A mistake in an operator's command (CLI): printed as is. */
export class TenantInputError extends Error {
  override name = 'TenantInputError';
}

/** Store a new key for the tenant in one mode; returns the secret (shown once, never stored). */
async function issueApiKey(tx: Tx, tenantId: string, livemode: boolean, now: string): Promise<string> {
  const key = generateApiKey(livemode);
  await tx.tenants.insertApiKey({
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

function checkName(name: string): void {
  const n = [...name].length;
  if (n < 1 || n > LIMITS.max_name_length) {
    throw new TenantInputError(`The tenant name must be 1 to ${LIMITS.max_name_length} characters.`);
  }
}

/** Create a tenant with equal settings in both modes and one live and one test key. */
export async function createTenant(tx: Tx, input: CreateTenantInput, now: Date = new Date()): Promise<CreatedTenant> {
  checkName(input.name);
  const timezone = input.timezone ?? 'UTC';
  if (!isValidTimeZone(timezone)) throw new TenantInputError(`Unknown IANA time zone: ${timezone}.`);
  const at = now.toISOString();
  const id = input.id ?? newId(ID_PREFIX.tenant);
  await tx.tenants.insertTenant({
    id,
    name: input.name,
    subscription_tier: input.tier ?? 'starter',
    created_at: at,
    updated_at: at,
  });
  for (const livemode of [false, true]) {
    await tx.tenants.insertSettings(
      { tenantId: id, livemode },
      {
        name: input.name,
        timezone,
        tax_rate_bps: 0,
        tax_inclusive: false,
        service_fee_payer: 'customer',
        currency: 'usd',
        pending_expiry_minutes: null,
        schedule: parseSchedule({}),
        late_fee: null,
        payments: { provider: 'manual', stripe_account: null },
        created_at: at,
        updated_at: at,
      },
    );
  }
  return {
    tenant_id: id,
    live_key: await issueApiKey(tx, id, true, at),
    test_key: await issueApiKey(tx, id, false, at),
  };
}

/** Revoke every key of the tenant and issue a new live and test key (the demo, when its keys file is lost). */
export async function rotateTenantKeys(tx: Tx, tenantId: string, now: Date = new Date()): Promise<CreatedTenant> {
  const at = now.toISOString();
  await tx.tenants.revokeApiKeys(tenantId, at);
  return {
    tenant_id: tenantId,
    live_key: await issueApiKey(tx, tenantId, true, at),
    test_key: await issueApiKey(tx, tenantId, false, at),
  };
}

/** A Stripe connected account's id: `acct_` and letters and digits. */
const STRIPE_ACCOUNT = /^acct_[A-Za-z0-9]{1,64}$/;

/**
 * The operator's update (CLI): tier for both modes, the name (tenant and both modes' settings), and
 * the Stripe connected account of some modes (null: none). An account belongs to one tenant per
 * mode: naming another tenant's is refused, so a shop can never be paid into another shop's account.
 */
export async function operatorUpdateTenant(
  tx: Tx,
  tenantId: string,
  patch: {
    tier?: SubscriptionTier;
    name?: string;
    stripeAccount?: { account: string | null; modes: readonly boolean[] };
  },
  now: Date = new Date(),
): Promise<TenantRow | undefined> {
  if (patch.tier !== undefined && !TIERS.includes(patch.tier)) {
    throw new TenantInputError(`--tier must be one of ${TIERS.join(', ')}.`);
  }
  if (patch.name !== undefined) checkName(patch.name);
  const account = patch.stripeAccount?.account;
  if (account != null && !STRIPE_ACCOUNT.test(account)) {
    throw new TenantInputError('--stripe-account must be a Stripe account id (acct_…), or none.');
  }
  const at = now.toISOString();
  if ((await tx.tenants.getTenant(tenantId)) === undefined) throw new TenantInputError(`No such tenant: ${tenantId}.`);
  await tx.tenants.updateTenant(tenantId, { name: patch.name, subscription_tier: patch.tier }, at);
  if (patch.name !== undefined) {
    for (const livemode of [false, true])
      await tx.tenants.updateSettings({ tenantId, livemode }, { name: patch.name }, at);
  }
  for (const livemode of patch.stripeAccount?.modes ?? []) {
    const owner = account == null ? undefined : await tx.tenants.tenantOfStripeAccount(account, livemode);
    if (owner !== undefined && owner !== tenantId) {
      throw new TenantInputError(`${account} is already the ${livemode ? 'live' : 'test'} account of tenant ${owner}.`);
    }
    await tx.tenants.updatePayments({ tenantId, livemode }, { stripe_account: account ?? null }, at);
  }
  return tx.tenants.getTenant(tenantId);
}

export interface TenantContext {
  tenant: TenantRow;
  settings: TenantSettings;
}

/** The tenant and its settings in the scope's mode, read fresh (the CLI may have changed the tier). */
export async function loadTenant(tx: Tx, scope: Scope): Promise<TenantContext> {
  const found = await tx.tenants.getTenantWithSettings(scope);
  // The key authenticated a moment ago, so a missing tenant means it was removed meanwhile.
  if (found === undefined) throw new RentlineError('api_key_invalid', 'Invalid API key provided.');
  return found;
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
    pending_expiry_minutes: t.settings.pending_expiry_minutes,
    schedule: t.settings.schedule,
    late_fee: t.settings.late_fee,
    payments: t.settings.payments,
    subscription_tier: t.tenant.subscription_tier,
    livemode: scope.livemode,
    created_at: t.settings.created_at,
    updated_at: t.settings.updated_at,
  };
}

export type TenantView = ReturnType<typeof tenantView>;

export async function getTenantView(tx: Tx, scope: Scope): Promise<TenantView> {
  return tenantView(scope, await loadTenant(tx, scope));
}

/** PATCH /v1/tenant: changes this mode's settings only; the Stripe account is the operator's to set. */
export async function patchTenant(
  tx: Tx,
  scope: Scope,
  patch: Partial<Omit<TenantSettings, 'payments'>> & { payments?: { provider: PaymentsProvider } | undefined },
  now: Date,
): Promise<TenantView> {
  if ((await tx.tenants.getTenant(scope.tenantId)) === undefined) throw notFound();
  const { payments, ...settings } = patch;
  if (payments?.provider === 'test' && scope.livemode) {
    throw invalid('parameter_invalid', 'Live mode cannot use the test provider.', 'payments.provider');
  }
  await tx.tenants.updateSettings(scope, settings, now.toISOString());
  if (payments !== undefined) await tx.tenants.updatePayments(scope, payments, now.toISOString());
  return getTenantView(tx, scope);
}
