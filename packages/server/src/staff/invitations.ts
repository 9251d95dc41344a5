/**
 * Invitations: a random token, good for 72 hours, that lets a member set their password (and so
 * sign in for the first time, or again after losing it). Only its SHA-256 is stored; a new one voids
 * the one before. The link carries the token in its fragment, which browsers never send to a server,
 * so it never reaches a log.
 */
import { newSecret, secretHash } from '../sign-in/passwords.js';
import type { Tx } from '../store/store.js';

export const INVITE_MS = 72 * 60 * 60 * 1000;

export interface Invitation {
  token: string;
  url: string;
  expires_at: string;
}

/** `base`: the console's origin (`PUBLIC_URL`, or `http://HOST:PORT`). */
export async function newInvitation(
  tx: Tx,
  member: { tenant_id: string; id: string },
  base: string,
  now: Date,
): Promise<Invitation> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + INVITE_MS).toISOString();
  await tx.staff.setInvitation(member.tenant_id, member.id, secretHash(token), expiresAt, now.toISOString());
  return { token, url: inviteUrl(base, member.tenant_id, token), expires_at: expiresAt };
}

export const inviteUrl = (base: string, tenantId: string, token: string): string =>
  `${base}/console/invite?tenant=${encodeURIComponent(tenantId)}#${token}`;
