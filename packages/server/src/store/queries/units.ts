/**
 * Numbered units of fleet items. A unit's `status` is kept by the writes here: a pick-up takes a unit
 * with an update that only matches an `available` one and counts the rows it changed, so two
 * transactions (on one instance or many) never both take a unit: the second waits for the first's
 * row lock and then finds the unit `out`. Retiring takes a unit the same way (only from `available`
 * or `in_maintenance`), so a pick-up and a retire racing for one unit leave it either out or retired.
 * Every statement filters on tenant_id and livemode. The columns, the row and the record are the
 * declaration's (`model/unit.ts`); a create or an edit writes the declared fields it is given.
 */
import type { PageRequest, Slice } from '../../core/paging.js';
import type { Scope } from '../../core/scope.js';
import {
  Unit,
  type UnitCondition,
  type UnitCreate,
  type UnitRecord,
  type UnitStatus,
  type UnitUpdate,
} from '../../model/unit.js';
import type { Row } from '../rows.js';
import { asBool, type Param, placeholders, type Sql } from '../sql.js';
import { toRecord } from './resources.js';

/** A unit as the features see it: its record, and whether it was ever picked up (stored, never shown). */
export type UnitRow = UnitRecord & { ever_out: (typeof Unit.fields.ever_out)['_value'] };

type StoredUnit = Omit<Row<'units'>, 'tenant_id'>;

/** Every column of the declaration, hidden ones included. */
const COLUMNS = ['id', 'livemode', ...Unit.columns.keys(), 'created_at', 'updated_at'].join(', ');

function toUnit(r: StoredUnit): UnitRow {
  return { ...toRecord(Unit.table, r), ever_out: asBool(r.ever_out) };
}

/** The columns a write sets (those it gives a value) and their values, in one order. */
function columnValues(fields: Readonly<Record<string, Param | undefined>>): [string[], Param[]] {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  return [entries.map(([k]) => k), entries.map(([, v]): Param => v ?? null)];
}

/** The list's filters: a fleet item, a status. */
export type UnitListQuery = Partial<Pick<UnitRecord, 'fleet_item_id' | 'status'>>;

export class UnitQueries {
  constructor(private readonly sql: Sql) {}

  /** A new unit: the fields Create takes; the rest start as the migration's defaults (`Unit.initial`). */
  async insert(scope: Scope, id: string, u: UnitCreate, now: string): Promise<UnitRow> {
    const [columns, values] = columnValues(u);
    await this.sql.run(
      `INSERT INTO units (tenant_id, livemode, id, ${columns.join(', ')}, created_at, updated_at)
        VALUES (?, ?, ?, ${placeholders(columns.length)}, ?, ?)`,
      [scope.tenantId, scope.livemode, id, ...values, now, now],
    );
    return this.written(scope, id);
  }

  private async written(scope: Scope, id: string): Promise<UnitRow> {
    const row = await this.get(scope, id);
    if (row === undefined) throw new Error(`the unit ${id} just written is not there`);
    return row;
  }

  async get(scope: Scope, id: string): Promise<UnitRow | undefined> {
    const row = await this.sql.get<StoredUnit>(
      `SELECT ${COLUMNS} FROM units WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [scope.tenantId, scope.livemode, id],
    );
    return row === undefined ? undefined : toUnit(row);
  }

  /** Some units by id (those missing are left out). */
  async getMany(scope: Scope, ids: readonly string[]): Promise<Map<string, UnitRow>> {
    const out = new Map<string, UnitRow>();
    if (ids.length === 0) return out;
    const rows = await this.sql.all<StoredUnit>(
      `SELECT ${COLUMNS} FROM units WHERE tenant_id = ? AND livemode = ? AND id IN (${placeholders(ids.length)})`,
      [scope.tenantId, scope.livemode, ...ids],
    );
    for (const r of rows) out.set(r.id, toUnit(r));
    return out;
  }

  /** The units out on a booking, by id. */
  async outOn(scope: Scope, bookingId: string): Promise<UnitRow[]> {
    const rows = await this.sql.all<StoredUnit>(
      `SELECT ${COLUMNS} FROM units WHERE tenant_id = ? AND livemode = ? AND booking_id = ? ORDER BY id`,
      [scope.tenantId, scope.livemode, bookingId],
    );
    return rows.map(toUnit);
  }

  async update(scope: Scope, id: string, patch: UnitUpdate, now: string): Promise<UnitRow> {
    const [columns, values] = columnValues(patch);
    await this.sql.run(
      `UPDATE units SET ${[...columns.map((c) => `${c} = ?`), 'updated_at = ?'].join(', ')}
        WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [...values, now, scope.tenantId, scope.livemode, id],
    );
    return this.written(scope, id);
  }

  /**
   * Take an available unit of `fleetItemId` out on a booking; false when it is not available (or
   * not of that item). The row count is the answer: of two transactions taking one unit, the second
   * waits for the first's row lock and then matches nothing.
   */
  async takeOut(scope: Scope, id: string, fleetItemId: string, bookingId: string, now: string): Promise<boolean> {
    const n = await this.sql.run(
      `UPDATE units SET status = 'out', booking_id = ?, ever_out = ?, updated_at = ?
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND fleet_item_id = ? AND status = 'available'`,
      [bookingId, true, now, scope.tenantId, scope.livemode, id, fleetItemId],
    );
    return n === 1;
  }

  /** A unit out on `bookingId` back: available, or in maintenance, with the condition recorded. */
  async bringBack(
    scope: Scope,
    id: string,
    bookingId: string,
    back: { condition: UnitCondition; notes?: string | null | undefined },
    now: string,
  ): Promise<boolean> {
    const status: UnitStatus = back.condition === 'ok' ? 'available' : 'in_maintenance';
    const notes = back.notes === undefined ? '' : ', notes = ?';
    const n = await this.sql.run(
      `UPDATE units SET status = ?, condition = ?, booking_id = NULL, updated_at = ?${notes}
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND booking_id = ? AND status = 'out'`,
      [
        status,
        back.condition,
        now,
        ...(back.notes === undefined ? [] : [back.notes]),
        scope.tenantId,
        scope.livemode,
        id,
        bookingId,
      ],
    );
    return n === 1;
  }

  /** Retire a unit that is not out nor retired; false when it is (the caller reads it to say which). */
  async retire(scope: Scope, id: string, reason: string | null, now: string): Promise<boolean> {
    const n = await this.sql.run(
      `UPDATE units SET status = 'retired', retired_at = ?, retired_reason = ?, updated_at = ?
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND status IN ('available', 'in_maintenance')`,
      [now, reason, now, scope.tenantId, scope.livemode, id],
    );
    return n === 1;
  }

  /** End a unit's maintenance: available, condition ok; false when it was not in maintenance. */
  async release(scope: Scope, id: string, now: string): Promise<boolean> {
    const n = await this.sql.run(
      `UPDATE units SET status = 'available', condition = 'ok', updated_at = ?
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND status = 'in_maintenance'`,
      [now, scope.tenantId, scope.livemode, id],
    );
    return n === 1;
  }

  /** Delete a unit never picked up; false when it was (or is gone). */
  async deleteUnused(scope: Scope, id: string): Promise<boolean> {
    const n = await this.sql.run(
      `DELETE FROM units WHERE tenant_id = ? AND livemode = ? AND id = ? AND status <> 'out'
          AND ever_out = ?`,
      [scope.tenantId, scope.livemode, id, false],
    );
    return n === 1;
  }

  /** The units of an item that are not retired: a `units` item's quantity. */
  async countInService(scope: Scope, fleetItemId: string): Promise<number> {
    const row = await this.sql.get<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM units
        WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ? AND status <> 'retired'`,
      [scope.tenantId, scope.livemode, fleetItemId],
    );
    return Number(row?.n ?? 0);
  }

  /** Set a `units` item's quantity to its units not retired; returns it. */
  async syncQuantity(scope: Scope, fleetItemId: string, now: string): Promise<number> {
    const n = await this.countInService(scope, fleetItemId);
    await this.sql.run(
      `UPDATE fleet_items SET quantity = ?, updated_at = ?
        WHERE tenant_id = ? AND livemode = ? AND id = ? AND quantity <> ?`,
      [n, now, scope.tenantId, scope.livemode, fleetItemId, n],
    );
    return n;
  }

  /**
   * Whether a booking holds the item's units or will (pending and not expired at `now`, confirmed,
   * active): its tracking may not change then.
   */
  async itemInUse(scope: Scope, fleetItemId: string, now: string): Promise<boolean> {
    const row = await this.sql.get<{ one: number }>(
      `SELECT 1 AS one FROM unit_holds
        WHERE tenant_id = ? AND livemode = ? AND fleet_item_id = ? AND phase < 2
          AND (expires_at IS NULL OR expires_at > ?)
        LIMIT 1`,
      [scope.tenantId, scope.livemode, fleetItemId, now],
    );
    return row !== undefined;
  }

  /** One page, newest first, with the list's filters. */
  async list(scope: Scope, q: UnitListQuery, page: PageRequest): Promise<Slice<UnitRow>> {
    const where = ['tenant_id = ?', 'livemode = ?'];
    const params: Param[] = [scope.tenantId, scope.livemode];
    if (q.fleet_item_id !== undefined) {
      where.push('fleet_item_id = ?');
      params.push(q.fleet_item_id);
    }
    if (q.status !== undefined) {
      where.push('status = ?');
      params.push(q.status);
    }
    if (page.after) {
      where.push('(created_at < ? OR (created_at = ? AND id < ?))');
      params.push(page.after.created_at, page.after.created_at, page.after.id);
    }
    const rows = await this.sql.all<StoredUnit>(
      `SELECT ${COLUMNS} FROM units WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...params, page.limit + 1],
    );
    return { data: rows.slice(0, page.limit).map(toUnit), has_more: rows.length > page.limit };
  }
}
