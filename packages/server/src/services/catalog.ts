/** The catalog kinds (SPEC section 5) and their checks. */
import { formatInstant, resolveInstant } from '@rentline/pricing-engine';
import { stmt } from '../db/connection.js';
import { existingIds } from '../db/repositories/resources.js';
import { modeInt } from '../db/repositories/scope.js';
import {
  ADDONS,
  COUPONS,
  CUSTOMERS,
  FLEET_ITEMS,
  LOCATIONS,
  PACKAGES,
  type TableDef,
} from '../db/repositories/tables.js';
import { getSettings } from '../db/repositories/tenants.js';
import { conflict, invalidRequest } from '../http/errors.js';
import { ID_PREFIX } from '../ids.js';
import type { CheckContext, Fields, ResourceKind } from './resources.js';

const MAX_AMOUNT = 100_000_000_000;

/** Every id of `ids` must exist in the scope; the same id twice is invalid (param names the second). */
export function checkRefs(ctx: CheckContext, def: TableDef, field: string, ids: unknown, label: string): void {
  if (!Array.isArray(ids)) return;
  const seen = new Set<string>();
  ids.forEach((id: string, i) => {
    if (seen.has(id)) throw invalidRequest('parameter_invalid', `${label} ${id} is listed twice.`, `${field}.${i}`);
    seen.add(id);
  });
  const found = existingIds(ctx.db, def, ctx.scope, ids);
  ids.forEach((id: string, i) => {
    if (!found.has(id)) throw invalidRequest('resource_missing', `No such ${label}: '${id}'.`, `${field}.${i}`);
  });
}

/** percent 0..100, dollar 0..1e11, checked on the merged record. */
export function checkDiscount(merged: Fields, typeField: string, valueField: string): void {
  const v = merged[valueField] as number;
  const max = merged[typeField] === 'percent' ? 100 : MAX_AMOUNT;
  if (v < 0 || v > max) {
    throw invalidRequest(
      'parameter_invalid',
      `${valueField} must be 0..${max === 100 ? '100 for a percent discount' : `${MAX_AMOUNT} cents`}.`,
      valueField,
    );
  }
}

export const fleetItems: ResourceKind = { def: FLEET_ITEMS, prefix: ID_PREFIX.fleet_item, label: 'fleet item' };

export const addons: ResourceKind = { def: ADDONS, prefix: ID_PREFIX.addon, label: 'add-on' };

export const packages: ResourceKind = {
  def: PACKAGES,
  prefix: ID_PREFIX.package,
  label: 'package',
  check(merged, ctx) {
    if ('fleet_item_ids' in ctx.input)
      checkRefs(ctx, FLEET_ITEMS, 'fleet_item_ids', merged.fleet_item_ids, 'fleet item');
    if ('addon_ids' in ctx.input) checkRefs(ctx, ADDONS, 'addon_ids', merged.addon_ids, 'add-on');
    if ((merged.fleet_item_ids as string[]).length + (merged.addon_ids as string[]).length === 0) {
      throw invalidRequest('parameter_invalid', 'A package lists at least one fleet item or add-on.', 'fleet_item_ids');
    }
    checkDiscount(merged, 'discount_type', 'discount_value');
    return merged;
  },
};

/** A coupon instant as stored: resolved in the tenant's time zone when written (SPEC section 9). */
function resolveCouponInstant(ctx: CheckContext, field: 'valid_from' | 'valid_until', value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const tz = getSettings(ctx.db, ctx.scope)?.timezone ?? 'UTC';
  const ms = resolveInstant(value as string, {
    time_zone: tz,
    param: field,
    bound: field === 'valid_until' ? 'end' : 'start',
  });
  return formatInstant(ms);
}

export const coupons: ResourceKind = {
  def: COUPONS,
  prefix: ID_PREFIX.coupon,
  label: 'coupon',
  initial: { times_redeemed: 0 },
  check(merged, ctx) {
    const out = { ...merged };
    if ('valid_from' in ctx.input) out.valid_from = resolveCouponInstant(ctx, 'valid_from', ctx.input.valid_from);
    if ('valid_until' in ctx.input) out.valid_until = resolveCouponInstant(ctx, 'valid_until', ctx.input.valid_until);
    if (out.valid_from != null && out.valid_until != null && (out.valid_from as string) > (out.valid_until as string)) {
      throw invalidRequest('parameter_invalid', 'valid_until must not be before valid_from.', 'valid_until');
    }
    checkDiscount(out, 'discount_type', 'discount_value');
    if ('fleet_item_ids' in ctx.input) checkRefs(ctx, FLEET_ITEMS, 'fleet_item_ids', out.fleet_item_ids, 'fleet item');
    if ('code' in ctx.input) {
      const clash = stmt(
        ctx.db,
        'SELECT id FROM coupons WHERE tenant_id = ? AND livemode = ? AND lower(code) = lower(?) AND id != ?',
      ).get(ctx.scope.tenantId, modeInt(ctx.scope), out.code, ctx.existing?.id ?? '');
      if (clash) throw conflict('resource_already_exists', `A coupon with code '${out.code}' already exists.`, 'code');
    }
    return out;
  },
};

export const customers: ResourceKind = { def: CUSTOMERS, prefix: ID_PREFIX.customer, label: 'customer' };

export const locations: ResourceKind = { def: LOCATIONS, prefix: ID_PREFIX.location, label: 'location' };

/** Look up a coupon by code, case-insensitively, within the scope. */
export function findCouponByCode(ctx: Pick<CheckContext, 'db' | 'scope'>, code: string): string | undefined {
  const row = stmt(
    ctx.db,
    'SELECT id FROM coupons WHERE tenant_id = ? AND livemode = ? AND lower(code) = lower(?)',
  ).get(ctx.scope.tenantId, modeInt(ctx.scope), code) as { id: string } | undefined;
  return row?.id;
}
