import { add, mul } from '../_lib/money.js';
import { invalid, PricingError } from '../errors.js';
import type { AddonLine, AddonSelection } from '../types.js';

export interface AddonsResult {
  addon_total: number;
  addons: AddonLine[];
  /** One unit's total per add-on id (price × days for per-day add-ons), for the package stage. */
  unitTotals: Map<string, number>;
}

/**
 * Stage 4, add-ons: total = price × quantity × (per_day ? days : 1); `unit_price` is `price`.
 * An inactive add-on is `resource_inactive`, the same add-on twice is `parameter_invalid` (the param
 * names the second occurrence).
 */
/**
 * `resource_inactive` for the first inactive add-on selected: the pipeline checks its records before
 * the shop's hours, so an inactive add-on is reported before a closed day.
 */
export function assertAddonsActive(selections: readonly AddonSelection[] | undefined): void {
  (selections ?? []).forEach((sel, i) => {
    if (sel.addon.active === false) {
      throw new PricingError('resource_inactive', `Add-on ${sel.addon.id} is inactive.`, `addons.${i}.addon_id`);
    }
  });
}

export function priceAddons(selections: readonly AddonSelection[] | undefined, days: number): AddonsResult {
  const addons: AddonLine[] = [];
  const unitTotals = new Map<string, number>();
  let addon_total = 0;
  (selections ?? []).forEach((sel, i) => {
    const { addon, quantity } = sel;
    if (addon.active === false) {
      throw new PricingError('resource_inactive', `Add-on ${addon.id} is inactive.`, `addons.${i}.addon_id`);
    }
    if (unitTotals.has(addon.id)) throw invalid(`addons.${i}.addon_id`, `Add-on ${addon.id} is listed twice.`);
    const unit = addon.pricing === 'per_day' ? mul(addon.price, days) : addon.price;
    const total = mul(unit, quantity);
    unitTotals.set(addon.id, unit);
    addon_total = add(addon_total, total);
    addons.push({ addon_id: addon.id, name: addon.name, quantity, unit_price: addon.price, total });
  });
  return { addon_total, addons, unitTotals };
}
