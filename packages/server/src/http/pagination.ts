/**
 * Keyset pagination with opaque cursors. A cursor is base64url JSON of the last row's sort key
 * (`created_at`, `id`) and a binding hash of the endpoint, tenant, mode and filters: a cursor used
 * anywhere else, or garbage, is 400 `parameter_invalid` with param `cursor`.
 */
import { createHash } from 'node:crypto';
import type { Scope } from '../db/repositories/scope.js';
import { invalidRequest } from './errors.js';

export interface SortKey {
  created_at: string;
  id: string;
}

export interface Page<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export const DEFAULT_LIMIT = 20;

function binding(endpoint: string, scope: Scope, filters: Record<string, unknown>): string {
  const f = Object.keys(filters)
    .filter((k) => filters[k] !== undefined)
    .sort()
    .map((k) => [k, filters[k]]);
  return createHash('sha256')
    .update(JSON.stringify([endpoint, scope.tenantId, scope.livemode, f]))
    .digest('base64url')
    .slice(0, 16);
}

export function encodeCursor(key: SortKey, endpoint: string, scope: Scope, filters: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify({ c: key.created_at, i: key.id, b: binding(endpoint, scope, filters) })).toString(
    'base64url',
  );
}

const badCursor = () =>
  invalidRequest('parameter_invalid', 'Invalid cursor: pass next_cursor of the previous page unchanged.', 'cursor');

export function decodeCursor(
  cursor: string,
  endpoint: string,
  scope: Scope,
  filters: Record<string, unknown>,
): SortKey {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor();
  let v: unknown;
  try {
    v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (typeof v !== 'object' || v === null) throw badCursor();
  const { c, i, b } = v as Record<string, unknown>;
  if (typeof c !== 'string' || typeof i !== 'string' || typeof b !== 'string' || c.length > 64 || i.length > 255) {
    throw badCursor();
  }
  if (b !== binding(endpoint, scope, filters)) throw badCursor();
  return { created_at: c, id: i };
}

export interface PageRequest {
  limit: number;
  after: SortKey | undefined;
}

/** Read `limit` and `cursor` of a validated query. */
export function pageRequest(
  query: { limit?: string | undefined; cursor?: string | undefined },
  endpoint: string,
  scope: Scope,
  filters: Record<string, unknown>,
): PageRequest {
  const limit = query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, endpoint, scope, filters);
  return { limit, after };
}

/** The list envelope of one page. */
export function toPage<T extends SortKey>(
  rows: { data: T[]; has_more: boolean },
  endpoint: string,
  scope: Scope,
  filters: Record<string, unknown>,
): Page<T> {
  const last = rows.data[rows.data.length - 1];
  return {
    object: 'list',
    data: rows.data,
    has_more: rows.has_more,
    next_cursor: rows.has_more && last !== undefined ? encodeCursor(last, endpoint, scope, filters) : null,
  };
}
