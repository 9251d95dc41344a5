/** The event log (SPEC section 7): insert in the caller's transaction, read one, list newest first. */
import { type Db, stmt } from '../connection.js';
import { modeInt, type Scope } from './scope.js';

export interface EventRow {
  tenant_id: string;
  livemode: number;
  id: string;
  type: string;
  /** JSON text of `data`. */
  data: string;
  created_at: string;
}

export function insertEvent(db: Db, scope: Scope, id: string, type: string, data: string, createdAt: string): void {
  stmt(db, 'INSERT INTO events (tenant_id, livemode, id, type, data, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    scope.tenantId,
    modeInt(scope),
    id,
    type,
    data,
    createdAt,
  );
}

export function getEventRow(db: Db, scope: Scope, id: string): EventRow | undefined {
  return stmt(db, 'SELECT * FROM events WHERE tenant_id = ? AND livemode = ? AND id = ?').get(
    scope.tenantId,
    modeInt(scope),
    id,
  ) as EventRow | undefined;
}

export interface EventListQuery {
  type?: string | undefined;
  after?: { created_at: string; id: string } | undefined;
  limit: number;
}

/** One page, newest first (`created_at DESC, id DESC`), plus whether more rows follow. */
export function listEventRows(db: Db, scope: Scope, q: EventListQuery): { rows: EventRow[]; has_more: boolean } {
  const where = ['tenant_id = ?', 'livemode = ?'];
  const params: unknown[] = [scope.tenantId, modeInt(scope)];
  if (q.type !== undefined) {
    where.push('type = ?');
    params.push(q.type);
  }
  if (q.after) {
    where.push('(created_at < ? OR (created_at = ? AND id < ?))');
    params.push(q.after.created_at, q.after.created_at, q.after.id);
  }
  const sql = `SELECT * FROM events WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`;
  const rows = stmt(db, sql).all(...params, q.limit + 1) as EventRow[];
  return { rows: rows.slice(0, q.limit), has_more: rows.length > q.limit };
}
