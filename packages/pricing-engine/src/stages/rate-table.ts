import { add, mul } from '../_lib/money.js';
import type { RateTable } from '../types.js';

/**
 * The least total of tiers (each any number of times) and single days at `extra` whose days add up
 * to at least `n`. Exact integer dynamic programming over 0..n: `cost[i]` is the cheapest cover of at
 * least i days, so a tier longer than what is left still counts (7 days bought for 5). Every partial
 * sum is at most n × 1e11 (< 2^53 for n <= 730), so plain numbers hold them exactly.
 */
/** Reused between calls (the engine is synchronous): n is at most 730. */
const scratch = new Float64Array(731);

function bestCover(table: RateTable, n: number, extra: number): number {
  const cost = n < scratch.length ? scratch : new Float64Array(n + 1);
  cost[0] = 0;
  const tiers = table.tiers;
  for (let i = 1; i <= n; i++) {
    let c = (cost[i - 1] as number) + extra;
    for (let t = 0; t < tiers.length; t++) {
      const tier = tiers[t] as RateTable['tiers'][number];
      const rest = i - tier.days;
      const v = tier.price + (rest > 0 ? (cost[rest] as number) : 0);
      if (v < c) c = v;
    }
    cost[i] = c;
  }
  return cost[n] as number;
}

/**
 * Stage 1 from a rate table, for `n` days priced:
 * - `round_up`: the first tier with `days >= n`; past the last tier, its price + each further day at
 *   `extra_day_price`;
 * - `best`: the cheapest combination of tiers and single days at `extra_day_price` covering at least
 *   `n` days.
 * `extra_day_price` defaults to `fullDay` (the item's `price_full_day`).
 */
export function rateTablePrice(table: RateTable, n: number, fullDay: number): number {
  const extra = table.extra_day_price ?? fullDay;
  if (table.strategy === 'best') return bestCover(table, n, extra);
  for (const tier of table.tiers) if (tier.days >= n) return tier.price;
  const last = table.tiers[table.tiers.length - 1] as RateTable['tiers'][number];
  return add(last.price, mul(n - last.days, extra));
}
