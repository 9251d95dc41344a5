/**
 * Downtimes: units of a fleet item out of service (repair, inspection) over [start, end). They
 * occupy units as bookings do, so nothing can be booked onto them. A downtime that would leave
 * holding bookings without units at some instant is refused (409 `item_unavailable`) unless the
 * request says `force: true`; then it is stored and the response names those bookings, so the shop
 * can move or cancel them.
 */
import { formatInstant, MAX_INSTANT_MS } from '@rentline/pricing-engine';
import { invalid, missingRef, notFound, RentlineError } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import type { PageRequest, Slice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import type { DowntimeFields, DowntimeRecord } from '../store/queries/downtimes.js';
import type { FleetItemRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { FLEET_ITEMS } from '../store/tables.js';
import { usagesOf } from './occupancy.js';
import { shortfalls, type Window } from './peak.js';
import { rangeEnd, rangeStart, tenantZone } from './window.js';

export interface DowntimeWrite extends DowntimeRecord {
  /** Holding bookings this downtime leaves without units at some instant (only ever set with `force`). */
  conflicting_booking_ids: string[];
}

export interface DowntimeCreateInput {
  fleet_item_id: string;
  quantity: number;
  start: string;
  /** null: open until ended (it occupies from `start` on). */
  end: string | null;
  reason?: string | null | undefined;
  unit_id?: string | null | undefined;
  force: boolean;
}

export type DowntimeUpdateInput = Partial<Omit<DowntimeCreateInput, 'fleet_item_id'>>;

/** The end of a downtime's window: an open-ended one runs to the last instant. */
const endOf = (end: string | null, timeZone: string): number =>
  end === null ? MAX_INSTANT_MS : rangeStart(end, timeZone, 'end');

/** A downtime's `unit_id` names a unit of its own item (it only names it: the unit's status stays). */
async function checkUnit(tx: Tx, scope: Scope, item: string, unitId: string | null | undefined): Promise<void> {
  if (unitId === null || unitId === undefined) return;
  const unit = await tx.units.get(scope, unitId);
  if (unit === undefined) throw missingRef('unit', unitId, 'unit_id');
  if (unit.fleet_item_id !== item) {
    throw invalid('parameter_invalid', `Unit ${unitId} is not a unit of fleet item ${item}.`, 'unit_id');
  }
}

/**
 * The bookings left short by `quantity` more units out of service over `window`: those whose
 * occupancy meets an instant where other downtimes, holding bookings and this one pass the stock.
 * `short` is also true when downtimes alone pass it (more units out of service than exist).
 */
export async function conflictsOf(
  tx: Tx,
  scope: Scope,
  item: FleetItemRecord,
  window: Window,
  quantity: number,
  now: Date,
  downtimeId?: string,
): Promise<{ short: boolean; bookingIds: string[] }> {
  const [stock] = [...(await tx.availability.lockItems(scope, [item.id])).values()];
  const usages = await usagesOf(tx, scope, item, window, now, downtimeId ? { downtimeId } : {});
  const short = shortfalls(usages, window, stock?.quantity ?? item.quantity, quantity);
  const ids = new Set<string>();
  for (const u of usages) {
    if (u.kind === 'booking' && short.some((s) => u.start < s.end && u.end > s.start)) ids.add(u.source);
  }
  return { short: short.length > 0, bookingIds: [...ids].sort() };
}

function checkQuantity(quantity: number, item: FleetItemRecord): void {
  if (quantity > item.quantity) {
    throw invalid(
      'parameter_invalid',
      `quantity must be at most the fleet item's quantity (${item.quantity}).`,
      'quantity',
    );
  }
}

export function refuse(item: FleetItemRecord, bookingIds: readonly string[]): RentlineError {
  const why =
    bookingIds.length > 0
      ? `it would leave booking${bookingIds.length === 1 ? '' : 's'} ${bookingIds.join(', ')} without units`
      : 'more units would be out of service than the item has';
  return new RentlineError(
    'item_unavailable',
    `This downtime of fleet item ${item.id} conflicts: ${why}. Send "force": true to store it anyway.`,
    'force',
  );
}

export async function createDowntime(
  tx: Tx,
  scope: Scope,
  input: DowntimeCreateInput,
  now: Date,
): Promise<DowntimeWrite> {
  const item = await tx.resources.get(FLEET_ITEMS, scope, input.fleet_item_id);
  if (item === undefined) throw missingRef('fleet item', input.fleet_item_id, 'fleet_item_id');
  const timeZone = await tenantZone(tx, scope);
  // A date alone is 00:00 of that day for `end` too, as for a booking's return_date.
  const window = {
    start: rangeStart(input.start, timeZone, 'start'),
    end: endOf(input.end, timeZone),
  };
  if (!(window.end > window.start)) throw invalid('parameter_invalid', 'end must be after start.', 'end');
  checkQuantity(input.quantity, item);
  await checkUnit(tx, scope, item.id, input.unit_id);
  const { short, bookingIds } = await conflictsOf(tx, scope, item, window, input.quantity, now);
  if (short && !input.force) throw refuse(item, bookingIds);
  const fields: DowntimeFields = {
    fleet_item_id: item.id,
    quantity: input.quantity,
    start: formatInstant(window.start),
    end: input.end === null ? null : formatInstant(window.end),
    reason: input.reason ?? null,
    unit_id: input.unit_id ?? null,
  };
  const record = await tx.downtimes.insert(scope, newId(ID_PREFIX.downtime), fields, now.toISOString());
  return { ...record, conflicting_booking_ids: bookingIds };
}

async function loadDowntime(tx: Tx, scope: Scope, id: string): Promise<DowntimeRecord> {
  const found = await tx.downtimes.get(scope, id);
  if (found === undefined) throw notFound(`No such downtime: '${id}'.`, 'id');
  return found;
}

export const getDowntime = loadDowntime;

/**
 * A PATCH changes what it names; the fleet item stays. A new window or quantity is checked as a new
 * downtime would be (a forced downtime that stays short needs `force` again); the response names the
 * bookings it leaves short either way.
 */
export async function updateDowntime(
  tx: Tx,
  scope: Scope,
  id: string,
  patch: DowntimeUpdateInput,
  now: Date,
): Promise<DowntimeWrite> {
  const current = await loadDowntime(tx, scope, id);
  const timeZone = await tenantZone(tx, scope);
  const start = patch.start === undefined ? Date.parse(current.start) : rangeStart(patch.start, timeZone, 'start');
  const endValue = patch.end === undefined ? current.end : patch.end;
  const end = endValue === current.end && endValue !== null ? Date.parse(endValue) : endOf(endValue, timeZone);
  if (!(end > start)) throw invalid('parameter_invalid', 'end must be after start.', 'end');
  if (patch.unit_id !== undefined) await checkUnit(tx, scope, current.fleet_item_id, patch.unit_id);
  const fields: DowntimeFields = {
    fleet_item_id: current.fleet_item_id,
    quantity: patch.quantity ?? current.quantity,
    start: formatInstant(start),
    end: endValue === null ? null : formatInstant(end),
    reason: patch.reason === undefined ? current.reason : patch.reason,
    unit_id: patch.unit_id === undefined ? current.unit_id : patch.unit_id,
  };
  const moved = fields.start !== current.start || fields.end !== current.end || fields.quantity !== current.quantity;
  const item = await tx.resources.get(FLEET_ITEMS, scope, current.fleet_item_id);
  let bookingIds: string[] = [];
  if (item !== undefined) {
    if (moved) checkQuantity(fields.quantity, item);
    const conflicts = await conflictsOf(tx, scope, item, { start, end }, fields.quantity, now, id);
    if (moved && conflicts.short && patch.force !== true) throw refuse(item, conflicts.bookingIds);
    bookingIds = conflicts.bookingIds;
  }
  const changed = moved || fields.reason !== current.reason || fields.unit_id !== current.unit_id;
  const record = changed ? await tx.downtimes.update(scope, id, fields, now.toISOString()) : current;
  return { ...record, conflicting_booking_ids: bookingIds };
}

export async function deleteDowntime(tx: Tx, scope: Scope, id: string) {
  if (!(await tx.downtimes.delete(scope, id))) throw notFound(`No such downtime: '${id}'.`, 'id');
  return { id, object: 'downtime' as const, deleted: true as const };
}

export async function listDowntimes(
  tx: Tx,
  scope: Scope,
  query: { fleet_item_id?: string | undefined; from?: string | undefined; to?: string | undefined },
  page: PageRequest,
): Promise<Slice<DowntimeRecord>> {
  let from: string | undefined;
  let to: string | undefined;
  if (query.from !== undefined || query.to !== undefined) {
    const timeZone = await tenantZone(tx, scope);
    if (query.from !== undefined) from = formatInstant(rangeStart(query.from, timeZone, 'from'));
    if (query.to !== undefined) to = formatInstant(rangeEnd(query.to, timeZone, 'to'));
  }
  return tx.downtimes.list(scope, { fleet_item_id: query.fleet_item_id, from, to }, page);
}
