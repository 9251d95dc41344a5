/**
 * The late fee of a return, charged as one step of completing a booking (PATCH `completed`, and the
 * return endpoint) and shown by the return preview: per line, the line's policy (its fleet item's own, else the tenant's; grace
 * included) prices the lateness with the engine's `priceLateReturn`; F, their sum, is taxed like a
 * booking's subtotal with the tenant's tax settings at the return, and the booking's totals grow by
 * it. No service fee is charged on a late fee, so `total` at creation plus the adjustments still
 * equals `total`.
 */

import {
  computeTax,
  formatInstant,
  PricingError,
  priceLateReturn,
  type ResolvedLateFeePolicy,
} from '@rentline/pricing-engine';
import type { Actor } from '../../core/actor.js';
import { ID_PREFIX, newId } from '../../core/ids.js';
import type { Scope } from '../../core/scope.js';
import type { AdjustmentRow, BookingRow, LineItemRow } from '../../store/queries/bookings.js';
import type { TenantSettings } from '../../store/queries/tenants.js';
import type { Tx } from '../../store/store.js';
import { FLEET_ITEMS } from '../../store/tables.js';
import { loadTenant } from '../../tenants/service.js';

/** What a return charged: the fee F, its tax t and the amount A added to `total` (0, 0, 0: nothing). */
export interface LateFeeCharge {
  fee: number;
  tax: number;
  amount: number;
}

const NONE: LateFeeCharge = { fee: 0, tax: 0, amount: 0 };

/** One line as the fee sees it: its units and the policy it is charged under (null: none). */
export interface LateLine {
  quantity: number;
  policy: ResolvedLateFeePolicy | null;
}

/**
 * The charge for returning `lines` at `returnedMs` instead of `scheduledMs` (pure: no clock, no
 * store). Exclusive tax: t = round(F × bps / 10000) and A = F + t; inclusive: F already holds its
 * tax, t = F - round(F × 10000 / (10000 + bps)) and A = F.
 */
export function lateFeeCharge(
  lines: readonly LateLine[],
  scheduledMs: number,
  returnedMs: number,
  tax: Pick<TenantSettings, 'tax_rate_bps' | 'tax_inclusive'>,
): LateFeeCharge {
  if (returnedMs <= scheduledMs) return NONE;
  let sum = 0n;
  for (const line of lines) {
    if (line.policy === null) continue;
    sum += BigInt(
      priceLateReturn({
        scheduled_return: formatInstant(scheduledMs),
        actual_return: formatInstant(returnedMs),
        policy: line.policy,
        quantity: line.quantity,
      }),
    );
  }
  if (sum === 0n) return NONE;
  if (sum > BigInt(Number.MAX_SAFE_INTEGER)) throw tooLarge();
  const fee = Number(sum);
  const t = computeTax(fee, { rate_bps: tax.tax_rate_bps, inclusive: tax.tax_inclusive });
  const amount = tax.tax_inclusive ? fee : fee + t;
  if (!Number.isSafeInteger(amount)) throw tooLarge();
  return { fee, tax: t, amount };
}

const tooLarge = () => new PricingError('amount_too_large', 'The late fee would pass the largest safe amount.');

/**
 * The late fee of returning `row` at `returnedAt` (reads only): each line under its item's policy,
 * else the tenant's (a line whose fleet item was deleted since is charged under the tenant's), F
 * taxed with the tenant's settings as they are now. A return within every line's grace, or with no
 * policy anywhere, charges nothing.
 */
export async function lateFeeOf(tx: Tx, scope: Scope, row: BookingRow, returnedAt: Date): Promise<LateFeeCharge> {
  const scheduledMs = Date.parse(row.return_date);
  const returnedMs = returnedAt.getTime();
  if (returnedMs <= scheduledMs) return NONE;
  const settings = (await loadTenant(tx, scope)).settings;
  const lines: LineItemRow[] = (await tx.bookings.lineItemsOf(scope, [row.id])).get(row.id) ?? [];
  const items = await tx.resources.getMany(
    FLEET_ITEMS,
    scope,
    lines.map((l) => l.fleet_item_id),
  );
  return lateFeeCharge(
    lines.map((l) => ({ quantity: l.quantity, policy: items.get(l.fleet_item_id)?.late_fee ?? settings.late_fee })),
    scheduledMs,
    returnedMs,
    settings,
  );
}

/** The `late_fee` adjustment a charge adds to `row` (its id made here), stamped `now`, by `actor`. */
export function lateFeeAdjustment(
  row: BookingRow,
  charge: LateFeeCharge,
  returnedAt: Date,
  now: Date,
  actor: Actor,
): AdjustmentRow {
  return {
    id: newId(ID_PREFIX.adjustment),
    booking_id: row.id,
    type: 'late_fee',
    amount: charge.amount,
    description: `Returned at ${returnedAt.toISOString()}, after the return date ${row.return_date}`,
    created_at: now.toISOString(),
    actor_type: actor.type,
    actor_id: actor.id,
  };
}

/** `row`'s totals with a charge added: `subtotal` += F, `tax_amount` += t, `total` += A, `late_fee_amount` = A. */
export const withLateFee = (row: BookingRow, charge: LateFeeCharge) => ({
  subtotal: row.subtotal + charge.fee,
  tax_amount: row.tax_amount + charge.tax,
  total: row.total + charge.amount,
  late_fee_amount: charge.amount,
});

/**
 * Write a charge (from {@link lateFeeOf}) on `row`, in the caller's transaction (which holds the
 * booking's lock): its totals ({@link withLateFee}) and one `late_fee` adjustment of A, stamped
 * `now`: a return recorded later than it happened is adjusted when it is recorded. A charge of
 * nothing writes nothing. The caller stores the status, `returned_at` and the view.
 */
export async function writeLateFee(
  tx: Tx,
  scope: Scope,
  row: BookingRow,
  charge: LateFeeCharge,
  returnedAt: Date,
  now: Date,
  actor: Actor,
): Promise<void> {
  if (charge.fee === 0) return;
  await tx.bookings.updateBooking(scope, row.id, withLateFee(row, charge));
  await tx.bookings.insertAdjustment(scope, lateFeeAdjustment(row, charge, returnedAt, now, actor));
}
