/**
 * Public data shapes of a price's explanation (the ledger: what each rental date costs and why).
 * Snake case, integer cents.
 */
/** How a line's base was priced: half a day, by the hour, by the day, or from its rate table. */
export type RateBasis = 'half_day' | 'hourly' | 'daily' | 'rate_table';

/** One seasonal or weekday rule's share of one date's price, in cents (negative when it lowers it). */
export interface LedgerAdjustment {
  rule_id: string;
  type: 'seasonal' | 'weekday';
  amount: number;
}

/**
 * One rental date of one unit. A charged date holds its share of the line's base, of its multi-day
 * discount and of each rule that covers it; a date the schedule leaves uncharged (a closed day) has
 * `charged: false`, every amount 0 and no adjustments.
 */
export interface LedgerDay {
  /** The tenant-local date, `YYYY-MM-DD`. */
  date: string;
  charged: boolean;
  base: number;
  multi_day_discount: number;
  /** Every rule covering the date, in the order the rules apply, even where its share is 0 cents. */
  adjustments: LedgerAdjustment[];
  /** base - multi_day_discount + Σ adjustments. */
  amount: number;
}

/**
 * One priced line, for one unit: its dates' `base` sum to the line's `base_price`, their
 * `multi_day_discount` to its discount, all adjustments to its `seasonal_adjustment`, and their
 * `amount` to its unit price. A line with an `override_price` has no days.
 */
export interface LedgerLine {
  fleet_item_id: string;
  quantity: number;
  rate_basis: RateBasis;
  days: LedgerDay[];
}

/**
 * The result's cart amounts again, so the ledger adds up to `total`: `lines_total + addon_total -
 * package_savings - coupon_discount` is the subtotal, to which `tax` adds when prices exclude it and
 * `service_fee` when the customer pays it.
 */
export interface LedgerCart {
  /** Σ line totals: unit price (or override) × quantity. */
  lines_total: number;
  addon_total: number;
  package_savings: number;
  coupon_discount: number;
  tax: number;
  service_fee: number;
  total: number;
}

/** Why a price is what it is: each line's dates, then the cart. */
export interface PriceLedger {
  lines: LedgerLine[];
  cart: LedgerCart;
}
