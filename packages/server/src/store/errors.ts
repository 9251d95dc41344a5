/** Errors a store raises that callers may handle. */
import { RentlineError } from '../core/errors.js';

/**
 * Another process held the database's write lock past the store's busy timeout. Nothing was
 * written; the request may be retried (the API answers 503 `database_busy` with `retry-after`).
 */
export const databaseBusy = (cause?: unknown) =>
  new RentlineError('database_busy', 'The database is busy. Retry the request shortly.', undefined, { cause });
