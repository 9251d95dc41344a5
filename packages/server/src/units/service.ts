/**
 * Numbered units: create, read, edit, retire, release from maintenance, delete. A `units` fleet
 * item's `quantity` is its units not retired, kept here in the transaction that changes them (under
 * the item's lock, as a booking's availability check takes it). Retiring or deleting a unit lowers
 * that quantity from now on, so it is refused as a downtime would be when holding bookings would be
 * left without units.
 */

import { MAX_INSTANT_MS } from '@rentline/pricing-engine';
import { conflictsOf } from '../availability/downtimes.js';
import { reindexBookingsOfUnit } from '../bookings/background/reindex.js';
import { invalid, missingRef, notFound, RentlineError } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import type { PageRequest, Slice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import type { UnitCreate, UnitRecord, UnitUpdate } from '../model/unit.js';
import { UniqueViolation } from '../store/errors.js';
import type { UnitListQuery, UnitRow } from '../store/queries/units.js';
import type { FleetItemRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { FLEET_ITEMS } from '../store/tables.js';

export interface RetiredUnit extends UnitRecord {
  /** Holding bookings left without units by retiring it (only ever set with `force`). */
  conflicting_booking_ids: string[];
}

/** A unit as the API shows it (without what only the store needs). */
export function unitView(row: UnitRow): UnitRecord {
  const { ever_out: _, ...record } = row;
  return record;
}

const identifierTaken = (identifier: string) =>
  new RentlineError(
    'resource_already_exists',
    `A unit with identifier '${identifier}' already exists (identifiers are compared case-insensitively).`,
    'identifier',
  );

/** Run a write that may clash with another unit's identifier (the database's unique index says so). */
async function uniqueIdentifier<T>(identifier: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof UniqueViolation) throw identifierTaken(identifier);
    throw err;
  }
}

export async function loadUnit(tx: Tx, scope: Scope, id: string): Promise<UnitRow> {
  const unit = await tx.units.get(scope, id);
  if (unit === undefined) throw notFound(`No such unit: '${id}'.`, 'id');
  return unit;
}

export async function getUnit(tx: Tx, scope: Scope, id: string): Promise<UnitRecord> {
  return unitView(await loadUnit(tx, scope, id));
}

export async function listUnits(
  tx: Tx,
  scope: Scope,
  query: UnitListQuery,
  page: PageRequest,
): Promise<Slice<UnitRecord>> {
  const slice = await tx.units.list(scope, query, page);
  return { data: slice.data.map(unitView), has_more: slice.has_more };
}

/** The fleet item, locked for the rest of the transaction (its quantity follows its units). */
async function lockedItem(tx: Tx, scope: Scope, id: string): Promise<FleetItemRecord | undefined> {
  await tx.availability.lockItems(scope, [id]);
  return tx.resources.get(FLEET_ITEMS, scope, id);
}

export async function createUnit(tx: Tx, scope: Scope, input: UnitCreate, now: Date): Promise<UnitRecord> {
  const at = now.toISOString();
  const item = await lockedItem(tx, scope, input.fleet_item_id);
  if (item === undefined) throw missingRef('fleet item', input.fleet_item_id, 'fleet_item_id');
  if (item.tracking !== 'units') {
    throw invalid(
      'parameter_invalid',
      `Fleet item ${item.id} is tracked by quantity; set its tracking to "units" to give it numbered units.`,
      'fleet_item_id',
    );
  }
  const unit = await uniqueIdentifier(input.identifier, () => tx.units.insert(scope, newId(ID_PREFIX.unit), input, at));
  await tx.units.syncQuantity(scope, item.id, at);
  return unitView(unit);
}

export async function updateUnit(tx: Tx, scope: Scope, id: string, patch: UnitUpdate, now: Date): Promise<UnitRecord> {
  const unit = await loadUnit(tx, scope, id);
  const before: Readonly<Record<string, unknown>> = unit;
  const changed = Object.entries(patch).some(([field, value]) => value !== undefined && value !== before[field]);
  if (!changed) return unitView(unit);
  const updated = await uniqueIdentifier(patch.identifier ?? unit.identifier, () =>
    tx.units.update(scope, id, patch, now.toISOString()),
  );
  if (updated.identifier !== unit.identifier) await reindexBookingsOfUnit(tx, scope, updated);
  return unitView(updated);
}

/** Why a unit cannot be retired or released as it stands: out on a booking, or retired already. */
function unavailableFor(unit: UnitRow, action: string): RentlineError {
  if (unit.status === 'out') {
    return new RentlineError(
      'unit_out',
      `Unit ${unit.id} is out on booking ${unit.booking_id ?? ''}; it cannot be ${action} before it is returned.`,
    );
  }
  return new RentlineError('unit_retired', `Unit ${unit.id} is retired.`);
}

/**
 * The holding bookings left short when a unit of `item` leaves its stock from now on (a downtime of
 * one unit from now to the end of time), the unit's own maintenance downtime left out (it ends with
 * it). Only a `units` item's quantity follows its units; a unit of an item tracked by quantity is
 * unused and leaves no one short.
 */
async function shortIfGone(
  tx: Tx,
  scope: Scope,
  item: FleetItemRecord | undefined,
  unit: UnitRow,
  now: Date,
): Promise<{ short: boolean; bookingIds: string[] }> {
  if (item === undefined || item.tracking !== 'units' || unit.status === 'retired') {
    return { short: false, bookingIds: [] };
  }
  const [maintenance] = await tx.downtimes.openOf(scope, unit.id);
  return conflictsOf(tx, scope, item, { start: now.getTime(), end: MAX_INSTANT_MS }, 1, now, maintenance);
}

function refuseRemoval(unit: UnitRow, action: string, bookingIds: readonly string[]): RentlineError {
  const why =
    bookingIds.length > 0
      ? `it would leave booking${bookingIds.length === 1 ? '' : 's'} ${bookingIds.join(', ')} without units`
      : 'too few units would be left for what is held or in downtime';
  return new RentlineError(
    'item_unavailable',
    `Unit ${unit.id} cannot be ${action}: ${why}.${action === 'retired' ? ' Send "force": true to retire it anyway.' : ''}`,
    action === 'retired' ? 'force' : undefined,
  );
}

export async function retireUnit(
  tx: Tx,
  scope: Scope,
  id: string,
  input: { reason?: string | null | undefined; force: boolean },
  now: Date,
): Promise<RetiredUnit> {
  const at = now.toISOString();
  const before = await loadUnit(tx, scope, id);
  if (before.status === 'out' || before.status === 'retired') throw unavailableFor(before, 'retired');
  const item = await lockedItem(tx, scope, before.fleet_item_id);
  const { short, bookingIds } = await shortIfGone(tx, scope, item, before, now);
  if (short && !input.force) throw refuseRemoval(before, 'retired', bookingIds);
  // Only a unit still available or in maintenance is retired: a pick-up that took it meanwhile wins.
  if (!(await tx.units.retire(scope, id, input.reason ?? null, at))) {
    throw unavailableFor(await loadUnit(tx, scope, id), 'retired');
  }
  await tx.downtimes.endOpenOf(scope, id, at, at);
  if (item?.tracking === 'units') await tx.units.syncQuantity(scope, item.id, at);
  return { ...unitView(await loadUnit(tx, scope, id)), conflicting_booking_ids: bookingIds };
}

/** End a unit's maintenance now: available, condition ok, its downtime ended. */
export async function releaseUnit(tx: Tx, scope: Scope, id: string, now: Date): Promise<UnitRecord> {
  const at = now.toISOString();
  const unit = await loadUnit(tx, scope, id);
  if (unit.status !== 'in_maintenance' || !(await tx.units.release(scope, id, at))) {
    throw new RentlineError(
      'unit_not_in_maintenance',
      `Unit ${id} is ${unit.status.replace('_', ' ')}, not in maintenance; there is nothing to release.`,
    );
  }
  await tx.downtimes.endOpenOf(scope, id, at, at);
  return getUnit(tx, scope, id);
}

/** Delete a unit that was never picked up (one that was stays, as history: retire it instead). */
export async function deleteUnit(tx: Tx, scope: Scope, id: string, now: Date) {
  const at = now.toISOString();
  const unit = await loadUnit(tx, scope, id);
  if (unit.ever_out) {
    throw new RentlineError(
      'unit_in_history',
      `Unit ${id} has been picked up on a booking; retire it instead of deleting it.`,
    );
  }
  const item = await lockedItem(tx, scope, unit.fleet_item_id);
  const { short, bookingIds } = await shortIfGone(tx, scope, item, unit, now);
  if (short) throw refuseRemoval(unit, 'deleted', bookingIds);
  // A pick-up that took it meanwhile makes it history.
  if (!(await tx.units.deleteUnused(scope, id))) {
    throw new RentlineError('unit_in_history', `Unit ${id} has been picked up on a booking; retire it instead.`);
  }
  await tx.downtimes.endOpenOf(scope, id, at, at);
  if (item?.tracking === 'units') await tx.units.syncQuantity(scope, item.id, at);
  return { id, object: 'unit' as const, deleted: true as const };
}
