import { add, percentOf } from '../_lib/money.js';
import type { Package, PackageApplied } from '../types.js';

export interface PackageResult {
  package_savings: number;
  package: PackageApplied | null;
}

/**
 * Stage 5, the package discount. A package applies when the cart holds every listed fleet item and
 * every listed add-on. Its components: one unit's effective price per listed item (`unitPrices`) plus
 * one unit's add-on total per listed add-on (`addonUnitTotals`). Savings: percent → round(v % of the
 * components), dollar → v, capped at the components. Of all that apply, the largest savings wins, then
 * the smaller id.
 */
export function packageSavings(
  packages: readonly Package[] | undefined,
  unitPrices: ReadonlyMap<string, number>,
  addonUnitTotals: ReadonlyMap<string, number>,
): PackageResult {
  let best: { pkg: Package; savings: number } | null = null;
  for (const pkg of packages ?? []) {
    if (pkg.active === false) continue;
    let components = 0;
    let holds = true;
    for (const id of pkg.fleet_item_ids) {
      const price = unitPrices.get(id);
      if (price === undefined) {
        holds = false;
        break;
      }
      components = add(components, price);
    }
    if (!holds) continue;
    for (const id of pkg.addon_ids) {
      const unit = addonUnitTotals.get(id);
      if (unit === undefined) {
        holds = false;
        break;
      }
      components = add(components, unit);
    }
    if (!holds) continue;
    const raw = pkg.discount_type === 'percent' ? percentOf(components, pkg.discount_value) : pkg.discount_value;
    const savings = Math.min(raw, components);
    if (best === null || savings > best.savings || (savings === best.savings && pkg.id < best.pkg.id)) {
      best = { pkg, savings };
    }
  }
  if (best === null) return { package_savings: 0, package: null };
  return {
    package_savings: best.savings,
    package: { package_id: best.pkg.id, name: best.pkg.name, savings: best.savings },
  };
}
