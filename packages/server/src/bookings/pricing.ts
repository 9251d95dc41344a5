/**
 * Bookings and the engine: pricing a booking's lines, what a priced cart stores on the booking and
 * its lines, and re-pricing (extend, swap) with the current records and the coupon terms kept from
 * the redemption.
 */
import {
  type AddonSelection,
  type CartLineInput,
  type CartLineResult,
  type CartPriceResult,
  type Coupon,
  type FleetItem,
  type OpeningHoursCheck,
  priceCart,
} from '@rentline/pricing-engine';
import { issued } from '../core/issued.js';
import type { Scope } from '../core/scope.js';
import { rateSnapshot, snapshotItem, withoutRentalLimits } from '../model/fleet-item.js';
import { cartInput, loadPricingContext } from '../pricing/engine-input.js';
import type { BookingAddonRow, BookingRow, LineItemRow } from '../store/queries/bookings.js';
import type { Tx } from '../store/store.js';
import { ADDONS, FLEET_ITEMS } from '../store/tables.js';

/** The rates stored on a line: what it was last priced with. */
export function itemSnapshot(item: FleetItem) {
  return {
    fleet_item_name: item.name ?? item.id,
    ...rateSnapshot(item),
  };
}

/** How stage 1 priced a line: stored on it, shown on the booking. */
export function rateOf(priced: Pick<CartLineResult, 'rate_basis' | 'hourly_units'>) {
  return { rate_basis: priced.rate_basis, hourly_units: priced.hourly_units };
}

/** The booking-level amounts of a priced cart. */
export function totalsOf(result: CartPriceResult) {
  return {
    half_day: result.breakdown.half_day,
    subtotal: result.subtotal,
    tax_amount: result.tax,
    discount_amount: result.discount_amount,
    service_fee_amount: result.service_fee_amount,
    total: result.total,
    deposit_hold_amount: result.deposit_hold_amount,
  };
}

/** The coupon terms kept from the redemption, applied again without validation. */
export function storedCoupon(row: BookingRow): Coupon | null {
  if (row.coupon_code === null || row.coupon_discount_type === null || row.coupon_discount_value === null) return null;
  return {
    code: row.coupon_code,
    discount_type: row.coupon_discount_type,
    discount_value: row.coupon_discount_value,
    fleet_item_ids: row.coupon_fleet_item_ids,
  };
}

/**
 * The engine's view of stored lines: each fleet item as it is now (active or not: an item made
 * inactive or deleted since the booking was made does not block re-pricing it), or as the line
 * stored it when the item is gone. `replacing` overrides the record of some items (a swap).
 */
async function engineItems(
  tx: Tx,
  scope: Scope,
  lines: readonly LineItemRow[],
  replacing: ReadonlyMap<string, FleetItem>,
): Promise<[LineItemRow, FleetItem][]> {
  const current = await tx.resources.getMany(
    FLEET_ITEMS,
    scope,
    lines.map((l) => l.fleet_item_id),
  );
  return lines.map((l) => [l, engineItem(l, replacing.get(l.fleet_item_id) ?? current.get(l.fleet_item_id))]);
}

/** The engine's item of a line: the record as it is now (active: it does not block re-pricing), or the line's snapshot. */
function engineItem(l: LineItemRow, found: FleetItem | undefined): FleetItem {
  if (found !== undefined) return { ...found, active: true };
  return snapshotItem(l.fleet_item_id, l.fleet_item_name, l);
}

/** Stored add-ons as the engine sees them: the add-on as it is now, or as stored when deleted. */
async function engineAddons(tx: Tx, scope: Scope, addons: readonly BookingAddonRow[]): Promise<AddonSelection[]> {
  const current = await tx.resources.getMany(
    ADDONS,
    scope,
    addons.map((a) => a.addon_id),
  );
  return addons.map((a) => {
    const found = current.get(a.addon_id);
    const addon =
      found !== undefined
        ? { ...found, active: true }
        : { id: a.addon_id, name: a.addon_name, price: a.unit_price, pricing: a.pricing, active: true };
    return { addon, quantity: a.quantity };
  });
}

export interface Repriced {
  result: CartPriceResult;
  items: FleetItem[];
}

/** How a re-price checks the window, besides pricing it. */
export interface RepriceOptions {
  /** A swap: only the item it brings in must accept the window (its rental limits). */
  limitsOfReplacingOnly?: boolean;
  /**
   * Which ends of the window today's opening hours apply to: the booking's pickup was accepted under
   * the hours of the day it was made, so an extension checks only its new return and a swap neither.
   */
  openingHours: OpeningHoursCheck;
}

/**
 * Re-price a booking (extend, swap) with the current fleet items, add-ons, packages, rules and tenant
 * settings (the schedule included: it counts and charges the days; the engine checks the ends of the
 * window `options.openingHours` names against today's opening hours, and the lines' rental limits);
 * `lines` are the line rows as they will be (a swap has replaced one item); override prices are
 * kept; the coupon's stored terms are re-applied.
 */
export async function reprice(
  tx: Tx,
  scope: Scope,
  row: BookingRow,
  lines: LineItemRow[],
  addons: BookingAddonRow[],
  window: { pickup: string; return: string; half_day: boolean },
  now: Date,
  replacing: ReadonlyMap<string, FleetItem>,
  options: RepriceOptions,
): Promise<Repriced> {
  const priced = await engineItems(tx, scope, lines, replacing);
  const items = priced.map(([, item]) => item);
  // A swap checks the rental limits of the item it brings in only: the other lines keep a window
  // their items accepted.
  const limited = (item: FleetItem): FleetItem =>
    options.limitsOfReplacingOnly && !replacing.has(item.id) ? withoutRentalLimits(item) : item;
  const ctx = await loadPricingContext(
    tx,
    scope,
    items.map((i) => i.id),
  );
  const cartLines: CartLineInput[] = priced.map(([l, item]) => ({
    item: limited(item),
    quantity: l.quantity,
    override_price: l.override_price,
  }));
  const input = cartInput(ctx, cartLines, {
    addons: await engineAddons(tx, scope, addons),
    pickup_date: window.pickup,
    return_date: window.return,
    half_day: window.half_day,
    coupon: storedCoupon(row),
    coupon_mode: 'reapply',
    now,
    opening_hours_check: options.openingHours,
  });
  return { result: priceCart(input), items };
}

/**
 * Store a re-priced cart on the booking's lines and add-ons: the lines' updates and the read of the
 * add-ons' current pricing go out together, then the add-ons' updates.
 */
export async function writeRepriced(
  tx: Tx,
  scope: Scope,
  lines: LineItemRow[],
  addons: BookingAddonRow[],
  { result, items }: Repriced,
  at: string,
): Promise<void> {
  if (result.line_items.length !== lines.length || items.length !== lines.length) {
    throw new Error('line count mismatch');
  }
  if (result.breakdown.addons.length !== addons.length) throw new Error('add-on count mismatch');
  const writes = lines.flatMap((l, i) => {
    const priced = result.line_items[i];
    const item = items[i];
    if (priced === undefined || item === undefined) return [];
    return issued(
      tx.bookings.updateLineItem(scope, l.id, {
        fleet_item_id: l.fleet_item_id,
        ...itemSnapshot(item),
        unit_price: priced.unit_price,
        override_price: priced.override_price,
        line_total: priced.line_total,
        ...rateOf(priced),
        updated_at: at,
      }),
    );
  });
  const current = issued(
    tx.resources.getMany(
      ADDONS,
      scope,
      addons.map((a) => a.addon_id),
    ),
  );
  for (const w of writes) await w;
  const pricing = await current;
  const addonWrites = addons.flatMap((a, i) => {
    const priced = result.breakdown.addons[i];
    if (priced === undefined) return [];
    return issued(
      tx.bookings.updateBookingAddon(scope, a.id, {
        addon_name: priced.name,
        unit_price: priced.unit_price,
        line_total: priced.total,
        pricing: pricing.get(a.addon_id)?.pricing ?? a.pricing,
        updated_at: at,
      }),
    );
  });
  for (const w of addonWrites) await w;
}
