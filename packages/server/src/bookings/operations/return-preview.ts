/**
 * The return preview: the booking as a return with this body would leave it (completed, its late
 * fee, totals and adjustments, each unit's status and condition), from the same plan the return runs,
 * with the same errors, in a read-only transaction: it writes nothing and emits nothing. A screen
 * shows this before the operator confirms, instead of computing the fee itself.
 */
import type { Actor } from '../../core/actor.js';
import type { Scope } from '../../core/scope.js';
import type { UnitRecord } from '../../model/unit.js';
import type { Tx } from '../../store/store.js';
import { unitView } from '../../units/service.js';
import type { BookingDetailView } from '../view-types.js';
import { detailWith, loadBooking, toView } from '../views.js';
import { lateFeeAdjustment, withLateFee } from './late-fee.js';
import { planReturn, type ReturnInput } from './return.js';

export interface ReturnPreview extends BookingDetailView {
  /** The units out on the booking as the return would leave them. */
  units: UnitRecord[];
}

export async function previewReturn(
  tx: Tx,
  scope: Scope,
  id: string,
  input: ReturnInput,
  now: Date,
  actor: Actor,
): Promise<ReturnPreview> {
  const plan = await planReturn(tx, scope, await loadBooking(tx, scope, id), input, now);
  const { row, charge, returnedAt } = plan;
  const at = now.toISOString();
  const after = {
    ...row,
    status: 'completed' as const,
    returned_at: returnedAt,
    updated_at: at,
    ...(plan.notes === undefined ? {} : { notes: plan.notes }),
    ...(charge.fee === 0 ? {} : withLateFee(row, charge)),
  };
  const ids = [row.id];
  const adjustments = (await tx.bookings.adjustmentsOf(scope, ids)).get(row.id) ?? [];
  const detail = detailWith(
    await toView(tx, scope, after, now),
    charge.fee === 0 ? adjustments : [...adjustments, lateFeeAdjustment(row, charge, new Date(returnedAt), now, actor)],
    (await tx.bookings.changesOf(scope, ids)).get(row.id) ?? [],
    (await tx.bookings.paymentsOf(scope, ids)).get(row.id) ?? [],
  );
  const units = plan.units.map(({ unit, condition, notes }) =>
    unitView({
      ...unit,
      status: condition === 'ok' ? 'available' : 'in_maintenance',
      condition,
      booking_id: null,
      updated_at: at,
      ...(notes === undefined ? {} : { notes }),
    }),
  );
  return { ...detail, units };
}
