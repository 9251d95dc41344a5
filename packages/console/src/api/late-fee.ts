/**
 * The late fee a return would charge, shown before the operator confirms it. It is the server's own
 * arithmetic: each line is priced by the engine's `priceLateReturn` under its policy (its fleet
 * item's own, else the tenant's; none: nothing), F is their sum, and the tax on F follows the
 * tenant's settings (exclusive: A = F + tax; inclusive: A = F, the tax inside it). So the preview
 * is the `late_fee_amount` the return then records, to the cent, for the same return time.
 */
import { computeTax, priceLateReturn } from '@rentline/pricing-engine';
import type { Tenant } from './context.js';
import type { Booking, FleetItem } from './types.js';

export interface LateFeePreview {
  /** Milliseconds past the return date (0 when on time or early). */
  lateMs: number;
  /** F: the fee before tax. */
  fee: number;
  /** A: what the booking's total grows by (the fee with its tax, when tax is added on top). */
  amount: number;
  /** True when no line has a policy: a late return costs nothing extra. */
  noPolicy: boolean;
}

/** The preview for returning `booking` at the instant `returnedMs`. */
export function previewLateFee(
  booking: Pick<Booking, 'return_date' | 'line_items'>,
  returnedMs: number,
  tenant: Pick<Tenant, 'late_fee' | 'tax_rate_bps' | 'tax_inclusive'>,
  items: readonly Pick<FleetItem, 'id' | 'late_fee'>[],
): LateFeePreview {
  const policies = booking.line_items.map(
    (l) => items.find((i) => i.id === l.fleet_item_id)?.late_fee ?? tenant.late_fee ?? null,
  );
  const actual = new Date(returnedMs).toISOString();
  let sum = 0n;
  booking.line_items.forEach((line, i) => {
    const policy = policies[i] ?? null;
    if (policy === null) return;
    sum += BigInt(
      priceLateReturn({
        scheduled_return: booking.return_date,
        actual_return: actual,
        policy,
        quantity: line.quantity,
      }),
    );
  });
  const fee = Number(sum);
  const tax = computeTax(fee, { rate_bps: tenant.tax_rate_bps, inclusive: tenant.tax_inclusive });
  return {
    lateMs: Math.max(0, returnedMs - Date.parse(booking.return_date)),
    fee,
    amount: tenant.tax_inclusive ? fee : fee + tax,
    noPolicy: policies.every((p) => p === null),
  };
}
