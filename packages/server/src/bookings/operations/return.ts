/**
 * Return, as its steps: load → plan (check everything, price the late fee) → bring the units back →
 * write → late fee → emit. An active booking becomes completed at `returned_at` (default now; not
 * before its pick-up, not in the future). Every unit out on it comes back: `available` when its
 * condition is ok (the default for a unit not listed), else `in_maintenance` with an open-ended
 * downtime of one unit from `returned_at` (until it is released) naming the unit and the booking.
 * Its lines keep their `unit_ids`. `PATCH {status: "completed"}` is the same return at now with
 * every unit ok. The preview (`return-preview.ts`) runs the same plan and writes nothing.
 */
import type { Actor } from '../../core/actor.js';
import { invalid } from '../../core/errors.js';
import { ID_PREFIX, newId } from '../../core/ids.js';
import type { Scope } from '../../core/scope.js';
import type { UnitCondition } from '../../model/unit.js';
import type { BookingRow } from '../../store/queries/bookings.js';
import type { UnitRow } from '../../store/queries/units.js';
import type { Tx } from '../../store/store.js';
import { loadTenant } from '../../tenants/service.js';
import { emitBookingEvent } from '../emit.js';
import { invalidTransition } from '../status.js';
import { type BookingView, loadBooking } from '../views.js';
import { type LateFeeCharge, lateFeeOf, writeLateFee } from './late-fee.js';
import { instantNotAfter } from './pickup.js';

export interface ReturnInput {
  returned_at?: string | undefined;
  units?: { unit_id: string; condition: UnitCondition; notes?: string | null | undefined }[] | undefined;
  notes?: string | null | undefined;
}

type UnitReturn = NonNullable<ReturnInput['units']>[number];

/** A return checked and priced, not yet written: what the return writes and the preview shows. */
export interface ReturnPlan {
  row: BookingRow;
  returnedAt: string;
  /** Every unit out on the booking, with the condition (and notes) it comes back with. */
  units: { unit: UnitRow; condition: UnitCondition; notes: string | null | undefined }[];
  charge: LateFeeCharge;
  /** The booking's notes as the request sets them (undefined: unchanged). */
  notes: string | null | undefined;
}

export async function returnBooking(
  tx: Tx,
  scope: Scope,
  id: string,
  input: ReturnInput,
  now: Date,
  actor: Actor,
): Promise<BookingView> {
  const plan = await planReturn(tx, scope, await loadBooking(tx, scope, id), input, now);
  await applyReturn(tx, scope, plan, now, actor);
  return emitBookingEvent(tx, scope, id, 'booking.completed', now.toISOString(), actor);
}

/**
 * plan: every check of a return, in the order the API reports (the instant, then the units listed,
 * then the booking's status), and the late fee it would charge. Reads only.
 */
export async function planReturn(
  tx: Tx,
  scope: Scope,
  row: BookingRow,
  input: ReturnInput,
  now: Date,
): Promise<ReturnPlan> {
  const timeZone = (await loadTenant(tx, scope)).settings.timezone;
  const returnedAt = instantNotAfter(input.returned_at, timeZone, now, 'returned_at');
  if (row.picked_up_at !== null && returnedAt < row.picked_up_at) {
    throw invalid(
      'parameter_invalid',
      `returned_at must not be before picked_up_at (${row.picked_up_at}).`,
      'returned_at',
    );
  }
  const units = await conditionsOf(tx, scope, row, input.units ?? []);
  if (row.status !== 'active') throw invalidTransition(row.status, 'completed');
  const charge = await lateFeeOf(tx, scope, row, new Date(returnedAt));
  return { row, returnedAt, units, charge, notes: input.notes };
}

/** Every unit out on the booking with the condition it comes back with; a listed one not out on it is 400. */
async function conditionsOf(
  tx: Tx,
  scope: Scope,
  row: BookingRow,
  listed: readonly UnitReturn[],
): Promise<ReturnPlan['units']> {
  const out = await tx.units.outOn(scope, row.id);
  const outIds = new Set(out.map((u) => u.id));
  const byUnit = new Map<string, UnitReturn>();
  for (const [n, entry] of listed.entries()) {
    const param = `units.${n}.unit_id`;
    if (!outIds.has(entry.unit_id)) {
      throw invalid('parameter_invalid', `Unit ${entry.unit_id} is not out on booking ${row.id}.`, param);
    }
    if (byUnit.has(entry.unit_id)) throw invalid('parameter_invalid', `Unit ${entry.unit_id} is listed twice.`, param);
    byUnit.set(entry.unit_id, entry);
  }
  return out.map((unit) => {
    const entry = byUnit.get(unit.id);
    return { unit, condition: entry?.condition ?? 'ok', notes: entry?.notes };
  });
}

/**
 * Bring back every unit out on the booking with its condition (one not ok into maintenance), complete
 * the booking and charge the late fee, in the caller's transaction.
 */
export async function applyReturn(tx: Tx, scope: Scope, plan: ReturnPlan, now: Date, actor: Actor): Promise<void> {
  const at = now.toISOString();
  const { row, returnedAt } = plan;
  for (const { unit, condition, notes } of plan.units) {
    await tx.units.bringBack(scope, unit.id, row.id, { condition, notes }, at);
    if (condition !== 'ok') {
      await tx.downtimes.insert(
        scope,
        newId(ID_PREFIX.downtime),
        {
          fleet_item_id: unit.fleet_item_id,
          quantity: 1,
          start: returnedAt,
          end: null,
          reason: `Unit ${unit.identifier} returned ${condition === 'damaged' ? 'damaged' : 'needing inspection'} from booking ${row.id}`,
          unit_id: unit.id,
        },
        at,
      );
    }
  }
  await tx.bookings.updateBooking(scope, row.id, {
    status: 'completed',
    returned_at: returnedAt,
    updated_at: at,
    ...(plan.notes === undefined ? {} : { notes: plan.notes }),
  });
  await writeLateFee(tx, scope, row, plan.charge, new Date(returnedAt), now, actor);
}
