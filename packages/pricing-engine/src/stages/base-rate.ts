import { mul, roundDiv } from '../_lib/money.js';
import type { FleetItem } from '../types.js';

export interface BaseRate {
  base_price: number;
  rate_per_day: number;
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
 * @example
 * selectRate({ id: 'fi_1', price_full_day: 5000, price_weekly: 30000 }, 10, false)
 * // { base_price: 42857, rate_per_day: 4286 }
 */
export function selectRate(
  item: Pick<FleetItem, 'price_full_day' | 'price_half_day' | 'price_multi_day' | 'price_weekly'>,
  days: number,
  halfDay: boolean,
): BaseRate {
  if (halfDay) {
    const rate = item.price_half_day ?? item.price_full_day;
    return { base_price: rate, rate_per_day: rate };
  }
  if (days <= 1) return { base_price: item.price_full_day, rate_per_day: item.price_full_day };
  if (days >= 7 && item.price_weekly != null) {
    return { base_price: roundDiv(mul(item.price_weekly, days), 7), rate_per_day: roundDiv(item.price_weekly, 7) };
  }
  const rate = item.price_multi_day ?? item.price_full_day;
  return { base_price: mul(rate, days), rate_per_day: rate };
}
