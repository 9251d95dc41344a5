/** The catalog kinds (fleet items, add-ons, packages, coupons, customers, locations) and their checks. */
import { formatInstant, resolveInstant } from '@rentline/pricing-engine';
import { invalid, RentlineError } from '../core/errors.js';
import { LIMITS } from '../core/limits.js';
import { Addon } from '../model/addon.js';
import { Coupon } from '../model/coupon.js';
import { Customer } from '../model/customer.js';
import { FleetItem } from '../model/fleet-item.js';
import { Location } from '../model/location.js';
import { Package } from '../model/package.js';
import { forgetCustomerDocument, writeCustomerDocument } from '../search/documents.js';
import type { AddonRecord, CouponRecord, FleetItemRecord, PackageRecord, ResourceRecord } from '../store/records.js';
import { ADDONS, FLEET_ITEMS, type TableDef } from '../store/tables.js';
import { type CheckContext, type Input, kindOf, type ResourceKind } from './crud.js';
import { checkTracking } from './tracking.js';

/** Every id of `ids` must exist in the scope; the same id twice is invalid (param names the second). */
export async function checkRefs<R extends ResourceRecord>(
  ctx: CheckContext<R>,
  def: TableDef,
  field: string,
  ids: unknown,
  label: string,
): Promise<void> {
  if (!Array.isArray(ids)) return;
  const list = ids.map(String);
  const seen = new Set<string>();
  list.forEach((id, i) => {
    if (seen.has(id)) throw invalid('parameter_invalid', `${label} ${id} is listed twice.`, `${field}.${i}`);
    seen.add(id);
  });
  const found = await ctx.tx.resources.existingIds(def, ctx.scope, list);
  list.forEach((id, i) => {
    if (!found.has(id)) throw invalid('resource_missing', `No such ${label}: '${id}'.`, `${field}.${i}`);
  });
}

/** percent 0..100, dollar 0..max amount, checked on the merged record. */
export function checkDiscount(merged: Input, typeField: string, valueField: string): void {
  const v = Number(merged[valueField]);
  const percent = merged[typeField] === 'percent';
  const { min, max } = percent ? LIMITS.discount_percent : { min: 0, max: LIMITS.max_amount };
  if (v < min || v > max) {
    throw invalid(
      'parameter_invalid',
      `${valueField} must be ${min}..${percent ? `${max} for a percent discount` : `${max} cents`}.`,
      valueField,
    );
  }
}

const lengthOf = (list: unknown) => (Array.isArray(list) ? list.length : 0);

export const fleetItems: ResourceKind<FleetItemRecord> = kindOf(FleetItem, { check: checkTracking });

export const addons: ResourceKind<AddonRecord> = kindOf(Addon);

export const packages: ResourceKind<PackageRecord> = kindOf(Package, {
  async check(merged, ctx) {
    if ('fleet_item_ids' in ctx.input) {
      await checkRefs(ctx, FLEET_ITEMS, 'fleet_item_ids', merged.fleet_item_ids, 'fleet item');
    }
    if ('addon_ids' in ctx.input) await checkRefs(ctx, ADDONS, 'addon_ids', merged.addon_ids, 'add-on');
    if (lengthOf(merged.fleet_item_ids) + lengthOf(merged.addon_ids) === 0) {
      throw invalid('parameter_invalid', 'A package lists at least one fleet item or add-on.', 'fleet_item_ids');
    }
    checkDiscount(merged, 'discount_type', 'discount_value');
    return merged;
  },
});

/**
 * A coupon instant as stored: resolved in the tenant's time zone when written (a date alone is the
 * start, or for `valid_until` the end, of that local day).
 */
async function resolveCouponInstant(
  ctx: CheckContext<CouponRecord>,
  field: 'valid_from' | 'valid_until',
  value: unknown,
): Promise<string | null> {
  if (value === null || value === undefined) return null;
  const tz = (await ctx.tx.tenants.getSettings(ctx.scope))?.timezone ?? 'UTC';
  const ms = resolveInstant(String(value), {
    time_zone: tz,
    param: field,
    bound: field === 'valid_until' ? 'end' : 'start',
  });
  return formatInstant(ms);
}

const codeTaken = (code: unknown) =>
  new RentlineError('resource_already_exists', `A coupon with code '${String(code)}' already exists.`, 'code');

export const coupons: ResourceKind<CouponRecord> = kindOf(Coupon, {
  async check(merged, ctx) {
    const out = { ...merged };
    if ('valid_from' in ctx.input) out.valid_from = await resolveCouponInstant(ctx, 'valid_from', ctx.input.valid_from);
    if ('valid_until' in ctx.input) {
      out.valid_until = await resolveCouponInstant(ctx, 'valid_until', ctx.input.valid_until);
    }
    if (out.valid_from != null && out.valid_until != null && String(out.valid_from) > String(out.valid_until)) {
      throw invalid('parameter_invalid', 'valid_until must not be before valid_from.', 'valid_until');
    }
    checkDiscount(out, 'discount_type', 'discount_value');
    if ('fleet_item_ids' in ctx.input) {
      await checkRefs(ctx, FLEET_ITEMS, 'fleet_item_ids', out.fleet_item_ids, 'fleet item');
    }
    if (
      'code' in ctx.input &&
      (await ctx.tx.catalog.couponCodeTaken(ctx.scope, String(out.code), ctx.existing?.id ?? ''))
    ) {
      throw codeTaken(out.code);
    }
    return out;
  },
  conflict: (fields) => codeTaken(fields.code),
});

/** A customer is found by search: their document, and their bookings', change with them. */
export const customers = kindOf(Customer, {
  afterWrite: writeCustomerDocument,
  afterDelete: forgetCustomerDocument,
});

export const locations = kindOf(Location);
