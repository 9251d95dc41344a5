/**
 * Staff sessions: made at sign-in (a new one every time), ended by signing out, by an owner
 * (deactivating a member, changing their role) or by a new password; they lapse 12 hours after the
 * last request or 7 days after sign-in, whichever comes first. The browser holds the session id; the
 * database only its SHA-256.
 */
import type { SessionRow, StaffMemberRow } from '../store/queries/staff.js';
import type { Tx } from '../store/store.js';
import { newSecret, secretHash } from './passwords.js';

export const IDLE_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** How stale `last_seen_at` may get before a request writes it again: the idle timeout's precision. */
export const TOUCH_MS = 60 * 1000;

export interface StartedSession {
  /** The cookie's value: shown once, to the browser. */
  id: string;
  row: SessionRow;
}

/** A new session of `member`, from `now`. Sessions of the member that lapsed are forgotten meanwhile. */
export async function startSession(tx: Tx, member: StaffMemberRow, now: Date): Promise<StartedSession> {
  const at = now.toISOString();
  await tx.staff.deleteLapsedSessions(member.tenant_id, member.id, at, new Date(now.getTime() - IDLE_MS).toISOString());
  const id = newSecret();
  const row: SessionRow = {
    id_hash: secretHash(id),
    tenant_id: member.tenant_id,
    staff_id: member.id,
    created_at: at,
    last_seen_at: at,
    expires_at: new Date(now.getTime() + ABSOLUTE_MS).toISOString(),
  };
  await tx.staff.insertSession(row);
  await tx.staff.recordSignIn(member.tenant_id, member.id, at);
  return { id, row };
}

/** When a session lapses if no request comes: the idle end or its absolute end, whichever is first. */
export function sessionEnd(row: Pick<SessionRow, 'last_seen_at' | 'expires_at'>): number {
  return Math.min(Date.parse(row.last_seen_at) + IDLE_MS, Date.parse(row.expires_at));
}
