/**
 * The shapes a quote's lines take through the pipeline: what `pipeline.ts` prices them with (stages
 * 1-3) and what `cart-stages.ts` sums (stages 4-8), apart from both so neither imports the other.
 */
import type { PreparedRule, PreparedRules } from './_lib/rules.js';
import type { CartInput, CartLineResult, FleetItem } from './types.js';

export interface Line {
  item: FleetItem;
  quantity: number;
  override_price: number | null;
}

export type Common = Omit<CartInput, 'line_items'>;

/** What a quote is priced with besides its lines and its window. */
export type QuoteOptions = Omit<Common, 'pickup_date' | 'return_date'>;

export interface PricedLine {
  result: CartLineResult;
  /** The stage-3 rules that adjusted this line, in the order they apply. */
  applied: readonly PreparedRule[];
}

/** Each line after stages 1-3, with what the cart stages need besides. */
export interface LinesPriced {
  lines: PricedLine[];
  /** The cart's fleet item ids (a coupon's condition). */
  itemIds: ReadonlySet<string>;
  rules: PreparedRules;
}
