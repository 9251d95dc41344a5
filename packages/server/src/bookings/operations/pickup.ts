/**
 * Pick-up, as its steps: load → check → hold from an early start → take the units → write → emit. A
 * confirmed booking becomes active at `picked_up_at` (default now, never in the future); every line
 * of a fleet item tracked by units names exactly its quantity of distinct units of that item, and
 * each is taken out on the booking with an update that only matches an available unit, so two
 * pick-ups (on any instances) never both take one: the second finds it out and the whole pick-up
 * rolls back (409 `unit_unavailable`). A booking picked up before its pickup date holds its units
 * from then: the units must be free from then on too (409 `item_unavailable`, param
 * `picked_up_at`). `PATCH {status: "active"}` is the same pick-up without units.
 */

import { formatInstant, resolveInstant } from '@rentline/pricing-engine';
import { holdFromEarlier } from '../../availability/units.js';
import type { Actor } from '../../core/actor.js';
import { invalid, missingRef, RentlineError } from '../../core/errors.js';
import type { Scope } from '../../core/scope.js';
import type { BookingRow, LineItemRow } from '../../store/queries/bookings.js';
import type { FleetItemRecord } from '../../store/records.js';
import type { Tx } from '../../store/store.js';
import { FLEET_ITEMS } from '../../store/tables.js';
import { loadTenant } from '../../tenants/service.js';
import { emitBookingEvent } from '../emit.js';
import { invalidTransition } from '../status.js';
import { type BookingView, loadBooking } from '../views.js';

export interface PickupInput {
  picked_up_at?: string | undefined;
  units?: { line_item_id: string; unit_ids: string[] }[] | undefined;
}

/** A unit to take out, with the request field that named it. */
interface Take {
  unitId: string;
  line: LineItemRow;
  param: string;
}

export async function pickupBooking(
  tx: Tx,
  scope: Scope,
  id: string,
  input: PickupInput,
  now: Date,
  actor: Actor,
): Promise<BookingView> {
  const row = await loadBooking(tx, scope, id);
  const timeZone = (await loadTenant(tx, scope)).settings.timezone;
  const pickedUpAt = instantNotAfter(input.picked_up_at, timeZone, now, 'picked_up_at');
  const lines = (await tx.bookings.lineItemsOf(scope, [id])).get(id) ?? [];
  const items = await tx.resources.getMany(
    FLEET_ITEMS,
    scope,
    lines.map((l) => l.fleet_item_id),
  );
  const takes = await namedUnits(tx, scope, lines, items, input.units ?? []);
  // The request checked, its status is the first conflict.
  if (row.status !== 'confirmed') throw invalidTransition(row.status, 'active');
  await applyPickup(tx, scope, row, takes, lines, pickedUpAt, now);
  return emitBookingEvent(tx, scope, id, 'booking.activated', now.toISOString(), actor);
}

/**
 * An instant of the request (default now) that may not be in the future: a pick-up or return is
 * recorded as it happened, never ahead of it.
 */
export function instantNotAfter(value: string | undefined, timeZone: string, now: Date, param: string): string {
  if (value === undefined) return now.toISOString();
  const ms = resolveInstant(value, { time_zone: timeZone, param });
  if (ms > now.getTime()) throw invalid('parameter_invalid', `${param} must not be in the future.`, param);
  return formatInstant(ms);
}

/** Whether a line's units are numbered (its item, as it is now, is tracked by units). */
const numbered = (line: LineItemRow, items: ReadonlyMap<string, FleetItemRecord>) =>
  items.get(line.fleet_item_id)?.tracking === 'units';

/**
 * The units a pick-up names, checked against the booking's lines: each named line is the booking's
 * and of a numbered item, no unit twice, each unit exists and is of its line's item, and every line
 * of a numbered item names exactly its quantity (400 `units_required`, param `units`).
 */
async function namedUnits(
  tx: Tx,
  scope: Scope,
  lines: readonly LineItemRow[],
  items: ReadonlyMap<string, FleetItemRecord>,
  named: NonNullable<PickupInput['units']>,
): Promise<Take[]> {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seenLines = new Set<string>();
  const seenUnits = new Set<string>();
  const takes: Take[] = [];
  for (const [n, entry] of named.entries()) {
    const line = byId.get(entry.line_item_id);
    const param = `units.${n}.line_item_id`;
    if (line === undefined) {
      throw invalid('parameter_invalid', `Line item ${entry.line_item_id} is not a line of this booking.`, param);
    }
    if (seenLines.has(line.id)) throw invalid('parameter_invalid', `Line item ${line.id} is named twice.`, param);
    seenLines.add(line.id);
    if (!numbered(line, items)) {
      throw invalid(
        'parameter_invalid',
        `Line item ${line.id} is of fleet item ${line.fleet_item_id}, which is tracked by quantity: it takes no units.`,
        param,
      );
    }
    for (const [m, unitId] of entry.unit_ids.entries()) {
      const unitParam = `units.${n}.unit_ids.${m}`;
      if (seenUnits.has(unitId)) throw invalid('parameter_invalid', `Unit ${unitId} is named twice.`, unitParam);
      seenUnits.add(unitId);
      takes.push({ unitId, line, param: unitParam });
    }
  }
  for (const line of lines) {
    if (!numbered(line, items)) continue;
    const count = takes.filter((t) => t.line === line).length;
    if (count !== line.quantity) {
      throw new RentlineError(
        'units_required',
        `Line item ${line.id} (${line.fleet_item_name}) needs exactly ${line.quantity} unit${line.quantity === 1 ? '' : 's'} named; ${count} given.`,
        'units',
      );
    }
  }
  const units = await tx.units.getMany(
    scope,
    takes.map((t) => t.unitId),
  );
  for (const take of takes) {
    const unit = units.get(take.unitId);
    if (unit === undefined) throw missingRef('unit', take.unitId, take.param);
    if (unit.fleet_item_id !== take.line.fleet_item_id) {
      throw invalid(
        'parameter_invalid',
        `Unit ${unit.id} is a unit of fleet item ${unit.fleet_item_id}, not of ${take.line.fleet_item_id}.`,
        take.param,
      );
    }
  }
  return takes;
}

/**
 * Hold from an early start (a pick-up before the pickup date holds the units from then), take every
 * unit out on the booking (in id order, so two pick-ups wait on each other's units in one order,
 * never in a circle), record each line's units and make the booking active. Units held by others in
 * the earlier span are 409 `item_unavailable`, a unit not available 409 `unit_unavailable` naming
 * it; the transaction then writes nothing.
 */
export async function applyPickup(
  tx: Tx,
  scope: Scope,
  row: BookingRow,
  takes: readonly Take[],
  lines: readonly LineItemRow[],
  pickedUpAt: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const fromMs = Date.parse(pickedUpAt);
  const pickupMs = Date.parse(row.pickup_date);
  if (fromMs < pickupMs) {
    const wants = lines.map((l) => ({ itemId: l.fleet_item_id, quantity: l.quantity }));
    await holdFromEarlier(tx, scope, wants, { fromMs, pickupMs }, now, { bookingId: row.id, param: 'picked_up_at' });
  }
  for (const take of [...takes].sort((a, b) => (a.unitId < b.unitId ? -1 : a.unitId > b.unitId ? 1 : 0))) {
    if (!(await tx.units.takeOut(scope, take.unitId, take.line.fleet_item_id, row.id, at))) {
      const unit = await tx.units.get(scope, take.unitId);
      const state = unit?.status === 'out' ? `out on booking ${unit.booking_id ?? ''}` : (unit?.status ?? 'gone');
      throw new RentlineError(
        'unit_unavailable',
        `Unit ${take.unitId} is not available (${state.replace('_', ' ')}).`,
        take.param,
      );
    }
  }
  for (const line of lines) {
    const ids = takes.filter((t) => t.line === line).map((t) => t.unitId);
    if (ids.length > 0) await tx.bookings.updateLineItem(scope, line.id, { unit_ids: JSON.stringify(ids) });
  }
  // Past pending, a booking holds its units until its status changes again: its hold no longer ends.
  await tx.bookings.updateBooking(scope, row.id, {
    status: 'active',
    picked_up_at: pickedUpAt,
    expires_at: null,
    updated_at: at,
  });
}

/**
 * `PATCH {status: "active"}`: the pick-up at now without units, refused (409 `units_required`) when a
 * line's item is tracked by units, since those units must be named.
 */
export async function pickupWithoutUnits(tx: Tx, scope: Scope, row: BookingRow, now: Date): Promise<void> {
  const lines = (await tx.bookings.lineItemsOf(scope, [row.id])).get(row.id) ?? [];
  const items = await tx.resources.getMany(
    FLEET_ITEMS,
    scope,
    lines.map((l) => l.fleet_item_id),
  );
  const line = lines.find((l) => numbered(l, items));
  if (line !== undefined) {
    throw new RentlineError(
      'units_required_to_activate',
      `Line item ${line.id} is of fleet item ${line.fleet_item_id}, tracked by units: pick it up with POST /v1/bookings/${row.id}/pickup naming its units.`,
      'status',
    );
  }
  await applyPickup(tx, scope, row, [], lines, now.toISOString(), now);
}
