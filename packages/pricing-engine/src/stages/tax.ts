import { bpsOf, mulDivRound, sub } from '../_lib/money.js';
import type { TaxSettings } from '../types.js';

/**
 * Stage 7, tax on the subtotal. Exclusive: round(subtotal × bps / 10000). Inclusive (the subtotal
 * already holds tax): subtotal - round(subtotal × 10000 / (10000 + bps)).
 */
export function computeTax(subtotal: number, tax: TaxSettings | undefined): number {
  const bps = tax?.rate_bps ?? 0;
  if (bps === 0) return 0;
  if (tax?.inclusive === true) return sub(subtotal, mulDivRound(subtotal, 10_000, 10_000 + bps));
  return bpsOf(subtotal, bps);
}
