/**
 * Downtimes: units of a fleet item out of service over [start, end). Stored as `start_at`/`end_at`
 * (`start` and `end` are SQL keywords) and shown as the API's `start`/`end`. An open-ended downtime
 * (a unit in maintenance until it is released) is stored with the last instant as its end, so every
 * range read of downtimes (`end_at > ?`) finds it as it is, and shown with `end: null`.
 */
import { formatInstant, MAX_INSTANT_MS } from '@rentline/pricing-engine';
import type { PageRequest, Slice } from '../../core/paging.js';
import type { Scope } from '../../core/scope.js';
import type { Row } from '../rows.js';
import { asBool, type Param, type Sql } from '../sql.js';

export interface DowntimeRecord {
  id: string;
  object: 'downtime';
  fleet_item_id: string;
  quantity: number;
  start: string;
  /** null: open until ended (a unit's maintenance, until it is released). */
  end: string | null;
  reason: string | null;
  /** The unit this downtime keeps out of service (a maintenance downtime), or the one it names. */
  unit_id: string | null;
  livemode: boolean;
  created_at: string;
  updated_at: string;
}

export type DowntimeFields = Pick<
  DowntimeRecord,
  'fleet_item_id' | 'quantity' | 'start' | 'end' | 'reason' | 'unit_id'
>;

const COLUMNS = 'id, livemode, fleet_item_id, quantity, start_at, end_at, reason, unit_id, created_at, updated_at';

/** The stored end of an open-ended downtime: the last instant. */
export const OPEN_END = formatInstant(MAX_INSTANT_MS);
const storedEnd = (end: string | null) => end ?? OPEN_END;

function toDowntime(r: Omit<Row<'downtimes'>, 'tenant_id'>): DowntimeRecord {
  return {
    id: r.id,
    object: 'downtime',
    fleet_item_id: r.fleet_item_id,
    quantity: r.quantity,
    start: r.start_at,
    end: r.end_at === OPEN_END ? null : r.end_at,
    reason: r.reason,
    unit_id: r.unit_id,
    livemode: asBool(r.livemode),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export interface DowntimeListQuery {
  fleet_item_id?: string | undefined;
  /** Downtimes that overlap [from, to) (UTC instants). */
  from?: string | undefined;
  to?: string | undefined;
}

export class DowntimeQueries {
  constructor(private readonly sql: Sql) {}

  async insert(scope: Scope, id: string, d: DowntimeFields, now: string): Promise<DowntimeRecord> {
    await this.sql.run(
      `INSERT INTO downtimes (tenant_id, livemode, id, fleet_item_id, quantity, start_at, end_at, reason, unit_id,
         created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        scope.tenantId,
        scope.livemode,
        id,
        d.fleet_item_id,
        d.quantity,
        d.start,
        storedEnd(d.end),
        d.reason,
        d.unit_id,
        now,
        now,
      ],
    );
    return this.written(scope, id);
  }

  /** The downtime this transaction has just written. */
  private async written(scope: Scope, id: string): Promise<DowntimeRecord> {
    const row = await this.get(scope, id);
    if (row === undefined) throw new Error(`the downtime ${id} just written is not there`);
    return row;
  }

  async get(scope: Scope, id: string): Promise<DowntimeRecord | undefined> {
    const row = await this.sql.get<Omit<Row<'downtimes'>, 'tenant_id'>>(
      `SELECT ${COLUMNS} FROM downtimes WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [scope.tenantId, scope.livemode, id],
    );
    return row === undefined ? undefined : toDowntime(row);
  }

  async update(scope: Scope, id: string, d: DowntimeFields, now: string): Promise<DowntimeRecord> {
    await this.sql.run(
      `UPDATE downtimes SET quantity = ?, start_at = ?, end_at = ?, reason = ?, unit_id = ?, updated_at = ?
        WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [d.quantity, d.start, storedEnd(d.end), d.reason, d.unit_id, now, scope.tenantId, scope.livemode, id],
    );
    return this.written(scope, id);
  }

  /**
   * End a unit's open-ended downtimes at `at` (never before they started): its maintenance is over.
   * Returns how many ended.
   */
  endOpenOf(scope: Scope, unitId: string, at: string, now: string): Promise<number> {
    return this.sql.run(
      `UPDATE downtimes SET end_at = CASE WHEN start_at > ? THEN start_at ELSE ? END, updated_at = ?
        WHERE tenant_id = ? AND livemode = ? AND unit_id = ? AND end_at = ?`,
      [at, at, now, scope.tenantId, scope.livemode, unitId, OPEN_END],
    );
  }

  /** The ids of a unit's open-ended downtimes (its maintenance), oldest first. */
  async openOf(scope: Scope, unitId: string): Promise<string[]> {
    const rows = await this.sql.all<{ id: string }>(
      `SELECT id FROM downtimes WHERE tenant_id = ? AND livemode = ? AND unit_id = ? AND end_at = ? ORDER BY id`,
      [scope.tenantId, scope.livemode, unitId, OPEN_END],
    );
    return rows.map((r) => r.id);
  }

  async delete(scope: Scope, id: string): Promise<boolean> {
    const n = await this.sql.run('DELETE FROM downtimes WHERE tenant_id = ? AND livemode = ? AND id = ?', [
      scope.tenantId,
      scope.livemode,
      id,
    ]);
    return n > 0;
  }

  /** One page, newest first, with the list's filters. */
  async list(scope: Scope, q: DowntimeListQuery, page: PageRequest): Promise<Slice<DowntimeRecord>> {
    const where = ['tenant_id = ?', 'livemode = ?'];
    const params: Param[] = [scope.tenantId, scope.livemode];
    if (q.fleet_item_id !== undefined) {
      where.push('fleet_item_id = ?');
      params.push(q.fleet_item_id);
    }
    if (q.to !== undefined) {
      where.push('start_at < ?');
      params.push(q.to);
    }
    if (q.from !== undefined) {
      where.push('end_at > ?');
      params.push(q.from);
    }
    if (page.after) {
      where.push('(created_at < ? OR (created_at = ? AND id < ?))');
      params.push(page.after.created_at, page.after.created_at, page.after.id);
    }
    const rows = await this.sql.all<Omit<Row<'downtimes'>, 'tenant_id'>>(
      `SELECT ${COLUMNS} FROM downtimes WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...params, page.limit + 1],
    );
    return { data: rows.slice(0, page.limit).map(toDowntime), has_more: rows.length > page.limit };
  }
}
