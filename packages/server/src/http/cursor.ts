/**
 * Opaque keyset cursors. A cursor is base64url JSON of the last row's sort key (`created_at`, `id`)
 * and a hash binding it to the list it came from: the path, tenant, mode and filters. A cursor used
 * anywhere else, or garbage, is 400 `parameter_invalid` with param `cursor`. Features never see
 * cursors: they take a `PageRequest` and return a `Slice`.
 */
import { createHash } from 'node:crypto';
import { invalid } from '../core/errors.js';
import { LIMITS } from '../core/limits.js';
import { type JsonPiece, JsonRow, type PageRequest, type Slice, type SortKey } from '../core/paging.js';
import type { Scope } from '../core/scope.js';

export interface Page<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/** What a cursor is bound to: the list's path, the key's scope and the list's filters. */
export interface CursorBinding {
  path: string;
  scope: Scope;
  filters: Record<string, unknown>;
}

/** Bindings hashed lately, by their text: a list is paged through with the same filters again and again. */
const hashes = new Map<string, string>();
const HASHES_KEPT = 1_000;

function bindingHash({ path, scope, filters }: CursorBinding): string {
  const f = Object.keys(filters)
    .filter((k) => filters[k] !== undefined)
    .sort()
    .map((k) => [k, filters[k]]);
  const text = JSON.stringify([path, scope.tenantId, scope.livemode, f]);
  let hash = hashes.get(text);
  if (hash === undefined) {
    hash = createHash('sha256').update(text).digest('base64url').slice(0, 16);
    if (hashes.size >= HASHES_KEPT) hashes.clear();
    hashes.set(text, hash);
  }
  return hash;
}

export function encodeCursor(key: SortKey, binding: CursorBinding): string {
  return Buffer.from(JSON.stringify({ c: key.created_at, i: key.id, b: bindingHash(binding) })).toString('base64url');
}

const badCursor = () =>
  invalid('parameter_invalid', 'Invalid cursor: pass next_cursor of the previous page unchanged.', 'cursor');

export function decodeCursor(cursor: string, binding: CursorBinding): SortKey {
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
  if (b !== bindingHash(binding)) throw badCursor();
  return { created_at: c, id: i };
}

/** `limit` and `cursor` of a validated list query; every other query field is a filter. */
export function pageRequest(query: Record<string, unknown>, binding: CursorBinding): PageRequest {
  const limit = query.limit === undefined ? LIMITS.default_page_limit : Number(query.limit);
  const after = typeof query.cursor === 'string' ? decodeCursor(query.cursor, binding) : undefined;
  return { limit, after };
}

/** The query fields a cursor is bound to: all of them but `limit` and `cursor`. */
export function listFilters(query: Record<string, unknown>): Record<string, unknown> {
  const { limit: _limit, cursor: _cursor, ...filters } = query;
  return filters;
}

/** The list envelope of one page. */
export function toPage<T extends SortKey>(slice: Slice<T>, binding: CursorBinding): Page<T> {
  const last = slice.data[slice.data.length - 1];
  return {
    object: 'list',
    data: slice.data,
    has_more: slice.has_more,
    next_cursor: slice.has_more && last !== undefined ? encodeCursor(last, binding) : null,
  };
}

/**
 * The JSON of a page whose rows are already JSON ({@link JsonRow}), in pieces: joined, they are the
 * text `JSON.stringify(page)` gives, without parsing the rows back. `undefined` for any other page.
 * Pieces, not one string: the response writes them straight into its body's bytes
 * (`BodyBuffers.encodePieces`), so a page of stored texts makes no string of its own.
 */
export function jsonRowsPagePieces(body: unknown): JsonPiece[] | undefined {
  const page = body as Page<unknown> | undefined;
  if (page?.object !== 'list' || !Array.isArray(page.data) || page.data.length === 0) return undefined;
  if (!page.data.every((r) => r instanceof JsonRow)) return undefined;
  const pieces: JsonPiece[] = ['{"object":"list","data":['];
  (page.data as JsonRow[]).forEach((row, i) => {
    if (i > 0) pieces.push(',');
    for (const p of row.parts) pieces.push(p);
  });
  pieces.push(`],"has_more":${page.has_more},"next_cursor":${JSON.stringify(page.next_cursor)}}`);
  return pieces;
}
