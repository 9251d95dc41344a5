/**
 * Locks against guessing passwords: ten failed sign-ins for one email of a tenant within 15 minutes
 * lock that email for 15 minutes, and fifty from one client address lock the address likewise. An
 * email no member has is counted and locked alike, so a lock tells nothing about who exists. The
 * failures and locks are rows of the database, so every instance counts the same ones.
 */
import { RentlineError } from '../core/errors.js';
import type { Tx } from '../store/store.js';

export const WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
export const EMAIL_FAILURES = 10;
export const ADDRESS_FAILURES = 50;

export const emailSubject = (tenantId: string, email: string) => `email:${tenantId}:${email}`;
export const addressSubject = (address: string) => `address:${address}`;

/** Refuse with 429 `sign_in_locked` while either subject is locked. */
export async function ensureNotLocked(tx: Tx, subjects: readonly string[], now: Date): Promise<void> {
  const until = await tx.staff.lockedUntil(subjects, now.toISOString());
  if (until === undefined) return;
  const seconds = Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 1000));
  throw new RentlineError(
    'sign_in_locked',
    `Too many failed sign-ins. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}, or ask an owner to unlock the account.`,
    undefined,
    { retryAfter: seconds },
  );
}

/** Count a failed sign-in of the email and of the address, locking either that reached its limit. */
export async function recordFailure(tx: Tx, email: string, address: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const until = new Date(now.getTime() + LOCK_MS).toISOString();
  // Failures and locks older than the window count for nothing any more.
  await tx.staff.forgetOldFailures(since);
  if ((await tx.staff.addFailure(email, at, since)) >= EMAIL_FAILURES) await tx.staff.lock(email, until);
  if ((await tx.staff.addFailure(address, at, since)) >= ADDRESS_FAILURES) await tx.staff.lock(address, until);
}
