/**
 * Public data shapes of a price calendar (the price of every pickup date for a fixed length). Snake
 * case, integer cents.
 */
import type { PricingErrorCode } from './errors.js';
import type { PriceInput, PriceResult } from './types.js';

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
