/**
 * Keyset paging as the features see it: a page request (how many, and after which row) and a slice
 * of rows with whether more follow. Cursors, their encoding and what they are bound to belong to the
 * HTTP layer (`http/cursor.ts`); features never see one.
 */

/** The sort key of every list: newest first by `created_at`, then `id`. */
export interface SortKey {
  created_at: string;
  id: string;
}

export interface PageRequest {
  limit: number;
  /** Rows strictly older than this key (the last row of the previous page). */
  after: SortKey | undefined;
}

export interface Slice<T> {
  data: T[];
  has_more: boolean;
}

/** Map the rows of a slice, keeping `has_more`. */
export function mapSlice<T, U>(slice: Slice<T>, fn: (row: T) => U): Slice<U> {
  return { data: slice.data.map(fn), has_more: slice.has_more };
}

/**
 * A piece of a JSON text: the text itself, or its UTF-8 bytes where they were made once to be
 * copied into many responses (encoding text that is not ASCII costs far more than copying bytes).
 */
export type JsonPiece = string | Uint8Array;

/** The text of `pieces` joined. */
export function joinPieces(pieces: readonly JsonPiece[]): string {
  let text = '';
  for (const p of pieces) text += typeof p === 'string' ? p : Buffer.from(p.buffer, p.byteOffset, p.length).toString();
  return text;
}

/**
 * A row of a list page that is already JSON (a booking's stored view), in pieces whose
 * concatenation is the row: the response is written by copying them into its bytes, with no parse
 * and no second serialisation. `toJSON` gives the value back for anything that serialises the page
 * as a whole.
 */
export class JsonRow implements SortKey {
  constructor(
    readonly id: string,
    readonly created_at: string,
    readonly parts: readonly JsonPiece[],
  ) {}

  toJSON(): unknown {
    return JSON.parse(joinPieces(this.parts));
  }
}
