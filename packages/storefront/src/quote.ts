/**
 * The price of the customer's choice, worked out in the browser by the pricing engine over the
 * shop's price sheet: exactly what the server would answer for the same cart, with no request.
 */
import { type CartPriceResult, isPricingError, priceCart } from '@rentline/pricing-engine';
import type { PriceSheet } from './api.js';

/** What the customer has chosen. Dates are the shop's local wall-clock times, `YYYY-MM-DDTHH:mm`. */
export interface Choice {
  fleet_item_id: string;
  quantity: number;
  pickup_date: string;
  return_date: string;
}

export type LocalQuote =
  | { ok: true; result: CartPriceResult }
  | { ok: false; code: string; message: string; param: string | undefined };

/**
 * The cart of `choice` priced by the engine over `sheet` at `now`, or the engine's refusal; with
 * `explain`, the result carries the engine's ledger (what each date costs and why).
 */
export function quoteLocally(sheet: PriceSheet, choice: Choice, now: Date, explain = false): LocalQuote {
  const item = sheet.fleet_items.find((i) => i.id === choice.fleet_item_id);
  if (item === undefined) return { ok: false, code: 'resource_missing', message: 'Unknown item.', param: 'item' };
  try {
    const result = priceCart({
      line_items: [{ item, quantity: choice.quantity }],
      pickup_date: choice.pickup_date,
      return_date: choice.return_date,
      rules: sheet.rules,
      packages: sheet.packages,
      tax: sheet.tax,
      service_fee: sheet.service_fee,
      time_zone: sheet.time_zone,
      schedule: sheet.schedule,
      now,
      ...(explain ? { explain } : {}),
    });
    return { ok: true, result };
  } catch (err) {
    if (isPricingError(err)) return { ok: false, code: err.code, message: err.message, param: err.param };
    throw err;
  }
}
