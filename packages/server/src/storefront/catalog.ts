/**
 * What a shop shows its customers: the catalog (its active items with the fields a shop page shows,
 * the add-ons, the shop's name, zone, currency and schedule) and the price sheet (everything the
 * engine needs to price any cart of the shop in the customer's browser, exactly as the server does:
 * the items' rates, the add-ons, active packages and rules, the mode's tax, the tier's fee and the
 * schedule). Neither holds a coupon, a customer, a booking or a stock count.
 */
import type { Scope } from '../core/scope.js';
import { RATE_FIELDS } from '../model/fleet-item.js';
import { loadPricingBase } from '../pricing/engine-input.js';
import type { AddonRecord, FleetItemRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { ADDONS, FLEET_ITEMS } from '../store/tables.js';
import { loadTenant } from '../tenants/service.js';

/** Active items (and add-ons) one catalog or price sheet lists at most: the shop's first ones. */
export const MAX_STOREFRONT_RECORDS = 1000;

/** The fields of a fleet item a shop page shows: its name and rates, nothing of its stock or operations. */
export const STOREFRONT_ITEM_FIELDS = ['id', 'object', ...RATE_FIELDS] as const;

/**
 * A fleet item as a shop page shows it. What it leaves out is named here; the response schema names
 * what it shows (`STOREFRONT_ITEM_FIELDS`), so a field added to the record fails the build until it
 * is in one or the other.
 */
export function storefrontItem(item: FleetItemRecord) {
  const {
    livemode,
    created_at,
    updated_at,
    quantity,
    turnaround_minutes,
    active,
    tracking,
    buffer_before_minutes,
    late_fee,
    ...shown
  } = item;
  return shown;
}

/** The fields of an add-on a shop page shows: what it is and its price. */
export const STOREFRONT_ADDON_FIELDS = ['id', 'object', 'name', 'description', 'price', 'pricing'] as const;

export function storefrontAddon(addon: AddonRecord) {
  const { livemode, created_at, updated_at, active, ...shown } = addon;
  return shown;
}

/** The active items and add-ons of the scope, oldest first (the order a shop added them). */
async function activeRecords(tx: Tx, scope: Scope) {
  const page = { limit: MAX_STOREFRONT_RECORDS, after: undefined };
  const active = [{ column: 'active', value: true }];
  const items = await tx.resources.list(FLEET_ITEMS, scope, page, active);
  const addons = await tx.resources.list(ADDONS, scope, page, active);
  return { items: items.data.reverse(), addons: addons.data.reverse() };
}

export async function storefrontCatalog(tx: Tx, scope: Scope) {
  const { settings } = await loadTenant(tx, scope);
  const { items, addons } = await activeRecords(tx, scope);
  return {
    object: 'storefront_catalog' as const,
    livemode: scope.livemode,
    shop: {
      name: settings.name,
      time_zone: settings.timezone,
      currency: settings.currency,
      schedule: settings.schedule,
    },
    fleet_items: items.map(storefrontItem),
    addons: addons.map(storefrontAddon),
  };
}

export async function priceSheet(tx: Tx, scope: Scope) {
  const base = await loadPricingBase(tx, scope);
  const { items, addons } = await activeRecords(tx, scope);
  // The rules a quote of any listed item applies: the global ones and those of the items.
  const rules = await tx.catalog.activeRulesFor(
    scope,
    items.map((i) => i.id),
  );
  return {
    object: 'price_sheet' as const,
    livemode: scope.livemode,
    currency: base.currency,
    time_zone: base.time_zone,
    tax: { rate_bps: base.tax.rate_bps, inclusive: base.tax.inclusive ?? false },
    service_fee: { rate_bps: base.service_fee.rate_bps, payer: base.service_fee.payer ?? 'customer' },
    schedule: base.schedule,
    fleet_items: items.map(storefrontItem),
    addons: addons.map(storefrontAddon),
    packages: base.packages,
    rules,
  };
}
