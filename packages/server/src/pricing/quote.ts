/**
 * `POST /v1/pricing/calculate` (and the CLI's `quote`): look up the records the engine needs in the
 * key's tenant and mode and call `calculatePrice`. Reads only: it writes nothing.
 */
import { type AddonSelection, calculatePrice, type PriceInput, type PriceResult } from '@rentline/pricing-engine';
import { missingRef } from '../core/errors.js';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';
import { ADDONS, FLEET_ITEMS } from '../store/tables.js';
import { loadCouponByCode, loadPricingContext, priceInput } from './engine-input.js';

export interface CalculateInput {
  fleet_item_id: string;
  pickup_date: string;
  return_date: string;
  half_day?: boolean | undefined;
  addons?: { addon_id: string; quantity: number }[] | undefined;
  coupon_code?: string | null | undefined;
}

export interface Quote extends PriceResult {
  object: 'price_calculation';
  livemode: boolean;
  currency: string;
}

/** The engine input and the tenant's currency, read in the caller's transaction (one snapshot). */
export async function buildQuoteInput(
  tx: Tx,
  scope: Scope,
  input: CalculateInput,
  now: Date,
): Promise<{ priceInput: PriceInput; currency: string }> {
  const item = await tx.resources.get(FLEET_ITEMS, scope, input.fleet_item_id);
  if (item === undefined) throw missingRef('fleet item', input.fleet_item_id, 'fleet_item_id');
  const selections = input.addons ?? [];
  const found = await tx.resources.getMany(
    ADDONS,
    scope,
    selections.map((s) => s.addon_id),
  );
  const addons: AddonSelection[] = selections.map((sel, i) => {
    const addon = found.get(sel.addon_id);
    if (addon === undefined) throw missingRef('add-on', sel.addon_id, `addons.${i}.addon_id`);
    return { addon, quantity: sel.quantity };
  });
  const coupon = input.coupon_code == null ? null : await loadCouponByCode(tx, scope, input.coupon_code);
  const ctx = await loadPricingContext(tx, scope, [item.id]);
  const req = {
    addons,
    pickup_date: input.pickup_date,
    return_date: input.return_date,
    half_day: input.half_day,
    coupon,
    now,
  };
  return { priceInput: priceInput(ctx, item, req), currency: ctx.currency };
}

export async function calculateQuote(tx: Tx, scope: Scope, input: CalculateInput, now: Date): Promise<Quote> {
  const { priceInput: engineInput, currency } = await buildQuoteInput(tx, scope, input, now);
  // A PricingError becomes a 400 with its code and param in the HTTP layer.
  return { object: 'price_calculation', livemode: scope.livemode, currency, ...calculatePrice(engineInput) };
}
