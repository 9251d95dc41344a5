/** Errors a store raises that callers may handle, the same on every database. */
import { RentlineError } from '../core/errors.js';

/**
 * Another process held a lock the transaction needed past the store's busy timeout. Nothing was
 * written; the request may be retried (the API answers 503 `database_busy` with `retry-after`).
 */
export const databaseBusy = (cause?: unknown) =>
  new RentlineError('database_busy', 'The database is busy. Retry the request shortly.', undefined, { cause });

/** A write broke a unique constraint (another request wrote the same key first). */
export class UniqueViolation extends Error {
  override name = 'UniqueViolation';
  constructor(
    /** The constraint or index, when the database names it. */
    readonly constraint: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(`unique constraint ${constraint ?? ''} violated`, options);
  }
}

/** Driver errors the features handle, as store errors; anything else unchanged. */
export function translateDriverError(err: unknown): unknown {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  // PostgreSQL's unique_violation, and SQLite's.
  if (e?.code === '23505')
    return new UniqueViolation(typeof e.constraint === 'string' ? e.constraint : undefined, { cause: err });
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const m = /UNIQUE constraint failed: (.*)$/.exec(String(e.message ?? ''));
    return new UniqueViolation(m?.[1], { cause: err });
  }
  return err;
}
