import { mul, roundDiv } from '../_lib/money.js';
import type { FleetItem, RateBasis } from '../types.js';
import { rateTablePrice } from './rate-table.js';

export interface BaseRate {
  base_price: number;
  rate_per_day: number;
  /** Which row priced it. */
  rate_basis: RateBasis;
  /** The increments billed when `rate_basis` is `hourly`, else `null`. */
  hourly_units: number | null;
}

export interface SelectRateOptions {
  /**
   * Days that make a week for the weekly rate, 1..7 (default 7): with closed days not charged, the
   * shop's open weekdays. The weekly rate then applies from that many days and the multi-day rate
   * below it; a 1-day rental is always `price_full_day`.
   */
  week_days?: number;
  /**
   * Real elapsed time of the rental in ms. Without it an item's `price_hourly` is not considered;
   * with it, the hourly rate applies when the rental has one rental date, lasts at most 24 h and
   * `half_day` is not forced, and only when it is lower (a tie keeps the other rate).
   */
  elapsed_ms?: number;
  /** Rental days before closed days are removed (default `days`): hourly needs exactly 1. */
  rental_days?: number;
  /** `half_day: true` was asked for: no hourly rate then. */
  half_day_forced?: boolean;
}

type RateFields = Pick<
  FleetItem,
  | 'price_full_day'
  | 'price_half_day'
  | 'price_multi_day'
  | 'price_weekly'
  | 'price_hourly'
  | 'hourly_increment_minutes'
  | 'rate_table'
>;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The 1-day, multi-day and weekly rows, or the rate table that replaces them, for `days` days. */
function dailyRate(item: RateFields, days: number, weekDays: number): BaseRate {
  if (item.rate_table != null) {
    const base = rateTablePrice(item.rate_table, days, item.price_full_day);
    return { base_price: base, rate_per_day: roundDiv(base, days), rate_basis: 'rate_table', hourly_units: null };
  }
  if (days <= 1) {
    return {
      base_price: item.price_full_day,
      rate_per_day: item.price_full_day,
      rate_basis: 'daily',
      hourly_units: null,
    };
  }
  if (days >= weekDays && item.price_weekly != null) {
    return {
      base_price: roundDiv(mul(item.price_weekly, days), weekDays),
      rate_per_day: roundDiv(item.price_weekly, weekDays),
      rate_basis: 'daily',
      hourly_units: null,
    };
  }
  const rate = item.price_multi_day ?? item.price_full_day;
  return { base_price: mul(rate, days), rate_per_day: rate, rate_basis: 'daily', hourly_units: null };
}

/**
 * Stage 1, the base rate of one unit (the rate table, also in the package README):
 *
 * | case     | base_price                                   | rate_per_day                          |
 * |----------|----------------------------------------------|---------------------------------------|
 * | half-day | price_half_day, else price_full_day          | same                                  |
 * | 1 day    | price_full_day                               | price_full_day                        |
 * | 2-6 days | price_multi_day × days, else full × days     | the rate used                         |
 * | 7+ days  | round(price_weekly × days / 7), else 2-6 rule | round(price_weekly / 7), else as 2-6 |
 *
 * An item's `rate_table` replaces the 1-day, 2-6 and 7+ rows (rate_per_day = round(base / days));
 * `options.week_days` (W) moves the weekly row to W+ days and the multi-day row to 2..W-1; with
 * `options.elapsed_ms`, an item's `price_hourly` × the started increments is the base when it is
 * lower than what the table gives (see {@link SelectRateOptions}).
 *
 * @example
 * selectRate({ id: 'fi_1', price_full_day: 5000, price_weekly: 30000 }, 10, false)
 * // { base_price: 42857, rate_per_day: 4286, rate_basis: 'daily', hourly_units: null }
 * selectRate({ id: 'fi_bike', price_full_day: 4000, price_hourly: 900 }, 1, false, { elapsed_ms: 3 * 3_600_000 })
 * // { base_price: 2700, rate_per_day: 2700, rate_basis: 'hourly', hourly_units: 3 }
 */
export function selectRate(
  item: RateFields,
  days: number,
  halfDay: boolean,
  options: SelectRateOptions = {},
): BaseRate {
  let rate: BaseRate;
  if (halfDay) {
    const half = item.price_half_day ?? item.price_full_day;
    rate = { base_price: half, rate_per_day: half, rate_basis: 'half_day', hourly_units: null };
  } else {
    rate = dailyRate(item, days, options.week_days ?? 7);
  }
  const elapsed = options.elapsed_ms;
  if (
    item.price_hourly == null ||
    elapsed === undefined ||
    options.half_day_forced === true ||
    (options.rental_days ?? days) !== 1 ||
    elapsed > DAY_MS
  ) {
    return rate;
  }
  const increment = ((item.hourly_increment_minutes ?? 60) * HOUR_MS) / 60;
  const units = Math.max(1, Math.ceil(elapsed / increment));
  const hourly = mul(item.price_hourly, units);
  // A tie keeps the half-day or daily rate.
  if (hourly >= rate.base_price) return rate;
  return { base_price: hourly, rate_per_day: hourly, rate_basis: 'hourly', hourly_units: units };
}
