/**
 * The largest-remainder method: exact shares of a whole number of cents, each floored, and the cents
 * still missing to reach the total given one each to the shares with the largest fractional parts.
 */
import { type Int, icmp } from '../_lib/exact-int.js';

/** One share: its fractional part (over a denominator common to all shares) and the cent it gets. */
export interface Share {
  frac: Int;
  bonus: number;
}

/**
 * Give `missing` shares (the total minus the sum of the floors) one cent each: the largest fractional
 * parts first, ties to the share listed first (the ledger lists dates ascending, and each date's rules
 * in the order they apply). `missing` lies between 0 and the number of shares with a fractional part
 * when the total is the rounded sum of the shares, as every total of the pipeline is.
 */
export function largestRemainders(shares: Share[], missing: Int): void {
  if (missing === 0) return;
  const order: number[] = [];
  for (let i = 0; i < shares.length; i++) if ((shares[i] as Share).frac !== 0) order.push(i);
  if (!(missing > 0 && missing <= order.length)) {
    throw new Error(`ledger: ${String(missing)} cents to give to ${order.length} shares with a fraction`);
  }
  // A stable sort keeps the listed order among equal fractions.
  order.sort((a, b) => icmp((shares[b] as Share).frac, (shares[a] as Share).frac));
  for (let k = 0; k < Number(missing); k++) (shares[order[k] as number] as Share).bonus = 1;
}
