/** Errors a store raises that callers may handle, the same on every database. */
import { propertyOf } from '../core/errors.js';
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
  const code = propertyOf(err, 'code');
  // PostgreSQL's unique_violation, and SQLite's.
  if (code === '23505') {
    const constraint = propertyOf(err, 'constraint');
    return new UniqueViolation(typeof constraint === 'string' ? constraint : undefined, { cause: err });
  }
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const m = /UNIQUE constraint failed: (.*)$/.exec(String(propertyOf(err, 'message') ?? ''));
    return new UniqueViolation(m?.[1], { cause: err });
  }
  return err;
}
