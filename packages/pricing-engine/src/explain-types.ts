/**
 * Public data shapes of a price's explanation (the ledger: what each rental date costs and why) and
 * of a price calendar (the price of every pickup date for a fixed length). Snake case, integer cents.
 */
import type { PricingErrorCode } from './errors.js';
import type { PriceInput, PriceResult, RateBasis } from './types.js';

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

/**
 * Input of {@link priceCalendar}: a quote's input without its window, and the pickup dates and the
 * length that make one window per date.
 */
export interface PriceCalendarInput extends Omit<PriceInput, 'pickup_date' | 'return_date' | 'explain'> {
  /** The first pickup date, `YYYY-MM-DD` (tenant-local). */
  from: string;
  /** The last pickup date, inclusive; at most 366 dates from `from`. */
  to: string;
  /** Rental length in days (1..730): the return is the pickup's local wall-clock time + days × 24 h. Exactly one of `days` and `hours`. */
  days?: number;
  /** Rental length in hours of real time (1..24). Exactly one of `days` and `hours`. */
  hours?: number;
  /**
   * Local pickup time, `HH:mm`. Default: each date's first opening time under the schedule's
   * `opening_hours`, else 09:00.
   */
  time?: string;
}

/** The error a quote of one calendar date throws, as data. */
export interface PriceCalendarError {
  code: PricingErrorCode;
  message: string;
  param?: string;
}

/** One pickup date: its window and exactly what `calculatePrice` answers for it. */
export interface PriceCalendarEntry {
  /** The pickup's local date, `YYYY-MM-DD`. */
  date: string;
  /** The pickup and return instants, UTC with milliseconds. */
  pickup_date: string;
  return_date: string;
  /** `calculatePrice` of this window; `null` when it throws. */
  price: PriceResult | null;
  /** What `calculatePrice` throws for this window (`outside_opening_hours`, `rental_too_long`, ...), else `null`. */
  error: PriceCalendarError | null;
}

export interface PriceCalendarResult {
  entries: PriceCalendarEntry[];
  /** The dates whose `total` is the lowest of the priced entries (ascending); empty when none is priced. */
  cheapest: string[];
}
