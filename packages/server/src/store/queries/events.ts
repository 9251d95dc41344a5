/** The event log: insert in the caller's transaction, read one, list newest first. */
import type { Actor } from '../../core/actor.js';
import type { PageRequest, Slice } from '../../core/paging.js';
import type { Scope } from '../../core/scope.js';
import { Event } from '../../model/event.js';
import type { Row } from '../rows.js';
import { asBool, type Param, type Sql } from '../sql.js';

/** A stored event, its mode decoded; `data` is the JSON text as written (webhook bodies splice it in as is). */
export type EventRow = Omit<Row<'events'>, 'livemode'> & { livemode: boolean };

const COLUMNS = ['tenant_id', 'livemode', 'id', 'created_at', ...Event.columns.keys()].join(', ');
const toEvent = (r: Row<'events'>): EventRow => ({ ...r, livemode: asBool(r.livemode) });

export class EventQueries {
  constructor(private readonly sql: Sql) {}

  async insertEvent(
    scope: Scope,
    e: { id: string; type: string; data: string; created_at: string; actor: Actor },
  ): Promise<void> {
    await this.sql.run(
      `INSERT INTO events (tenant_id, livemode, id, type, data, created_at, actor_type, actor_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [scope.tenantId, scope.livemode, e.id, e.type, e.data, e.created_at, e.actor.type, e.actor.id],
    );
  }

  async getEvent(scope: Scope, id: string): Promise<EventRow | undefined> {
    const row = await this.sql.get<Row<'events'>>(
      `SELECT ${COLUMNS} FROM events WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [scope.tenantId, scope.livemode, id],
    );
    return row === undefined ? undefined : toEvent(row);
  }

  /** One page, newest first (`created_at DESC, id DESC`), of one type and by one actor when asked. */
  async listEvents(
    scope: Scope,
    q: { type?: string | undefined; actor_id?: string | undefined },
    page: PageRequest,
  ): Promise<Slice<EventRow>> {
    const where = ['tenant_id = ?', 'livemode = ?'];
    const params: Param[] = [scope.tenantId, scope.livemode];
    if (q.type !== undefined) {
      where.push('type = ?');
      params.push(q.type);
    }
    if (q.actor_id !== undefined) {
      where.push('actor_id = ?');
      params.push(q.actor_id);
    }
    if (page.after) {
      where.push('(created_at < ? OR (created_at = ? AND id < ?))');
      params.push(page.after.created_at, page.after.created_at, page.after.id);
    }
    const rows = await this.sql.all<Row<'events'>>(
      `SELECT ${COLUMNS} FROM events WHERE ${where.join(' AND ')}
        ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...params, page.limit + 1],
    );
    return { data: rows.slice(0, page.limit).map(toEvent), has_more: rows.length > page.limit };
  }
}
