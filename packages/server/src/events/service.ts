/** The events API: one event, or a page of them newest first (filters: type, actor_id). */
import { notFound } from '../core/errors.js';
import type { PageRequest, Slice } from '../core/paging.js';
import { mapSlice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';
import { toEventRecord } from './emit.js';
import type { EventRecord } from './types.js';

export async function getEvent(tx: Tx, scope: Scope, id: string): Promise<EventRecord> {
  const row = await tx.events.getEvent(scope, id);
  if (row === undefined) throw notFound(`No such event: '${id}'.`, 'id');
  return toEventRecord(row);
}

export async function listEvents(
  tx: Tx,
  scope: Scope,
  page: PageRequest,
  filters: { type?: string | undefined; actor_id?: string | undefined },
): Promise<Slice<EventRecord>> {
  return mapSlice(await tx.events.listEvents(scope, filters, page), toEventRecord);
}
