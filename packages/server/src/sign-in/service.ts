/**
 * Signing in: with an email and password, or by setting the password an invitation asks for. The
 * slow part (scrypt) runs between two short transactions, never inside one: the first reads the
 * locks and the member, the second records the outcome (a failure, or the new session).
 */
import { RentlineError } from '../core/errors.js';
import type { StaffMemberRow } from '../store/queries/staff.js';
import type { Store } from '../store/store.js';
import { addressSubject, emailSubject, ensureNotLocked, recordFailure } from './lockout.js';
import { hashPassword, secretHash, verifyNobody, verifyPassword } from './passwords.js';
import { type StartedSession, startSession } from './sessions.js';

export interface SignedIn {
  session: StartedSession;
  member: StaffMemberRow;
}

const signInFailed = () =>
  new RentlineError('sign_in_failed', 'The email or password is not right (or the account is not active).');

const tokenInvalid = () =>
  new RentlineError(
    'token_invalid',
    'This invitation was used, replaced by a newer one, or is older than 72 hours. Ask an owner for a new one.',
    'token',
  );

/**
 * Sign in as the member of `tenant_id` with `email` and `password`, from `address`. A wrong
 * password, an unknown email or tenant, an inactive member and one without a password yet all fail
 * the same way, after the same work.
 */
export async function signIn(
  store: Store,
  input: { tenant_id: string; email: string; password: string },
  address: string,
  clock: () => Date,
): Promise<SignedIn> {
  const email = input.email.trim().toLowerCase();
  const subjects = { email: emailSubject(input.tenant_id, email), address: addressSubject(address) };
  const found = await store.read(async (tx) => {
    await ensureNotLocked(tx, [subjects.email, subjects.address], clock());
    const member = await tx.staff.memberByEmail(input.tenant_id, email);
    const credentials = member === undefined ? undefined : await tx.staff.credentials(member.tenant_id, member.id);
    return { member, hash: credentials?.password_hash ?? null };
  });
  const { member, hash } = found;
  const usable = member !== undefined && Boolean(member.active) && hash !== null;
  const ok = usable ? await verifyPassword(input.password, hash) : await verifyNobody(input.password);
  if (!ok || member === undefined) {
    await store.write((tx) => recordFailure(tx, subjects.email, subjects.address, clock()));
    throw signInFailed();
  }
  return store.write(async (tx) => {
    // Checked again: the member may have been deactivated, or the password changed, meanwhile.
    const now = clock();
    const current = await tx.staff.memberByEmail(input.tenant_id, email);
    const credentials = current === undefined ? undefined : await tx.staff.credentials(current.tenant_id, current.id);
    if (current === undefined || !current.active || credentials?.password_hash !== hash) throw signInFailed();
    await tx.staff.clearFailures(subjects.email);
    return {
      session: await startSession(tx, current, now),
      member: { ...current, last_sign_in_at: now.toISOString() },
    };
  });
}

/**
 * Set the password an invitation asks for, and sign in. The invitation is used up; every other
 * session of the member ends (a new password signs everyone else out).
 */
export async function setPassword(
  store: Store,
  input: { token: string; password: string },
  clock: () => Date,
): Promise<SignedIn> {
  const inviteHash = secretHash(input.token);
  const invited = await store.read(async (tx) => {
    const credentials = await tx.staff.credentialsByInvite(inviteHash);
    if (credentials === undefined) return undefined;
    const member = await tx.staff.memberById(credentials.staff_id);
    return member === undefined ? undefined : { credentials, member };
  });
  if (!isOpen(invited, clock())) throw tokenInvalid();
  const hash = await hashPassword(input.password);
  return store.write(async (tx) => {
    const now = clock();
    const { tenant_id: tenantId, id } = invited.member;
    const member = await tx.staff.memberById(id);
    const credentials = await tx.staff.credentials(tenantId, id);
    const still = member && credentials ? { member, credentials } : undefined;
    if (!isOpen(still, now)) throw tokenInvalid();
    if (!(await tx.staff.usePasswordInvitation(tenantId, id, inviteHash, hash, now.toISOString())))
      throw tokenInvalid();
    await tx.staff.deleteSessionsOf(tenantId, id);
    const session = await startSession(tx, still.member, now);
    return { session, member: { ...still.member, last_sign_in_at: now.toISOString() } };
  });
}

/** An invitation that can still be used: not expired, of an active member. */
function isOpen(
  invited: { member: StaffMemberRow; credentials: { invite_expires_at: string | null } } | undefined | false,
  now: Date,
): invited is { member: StaffMemberRow; credentials: { invite_expires_at: string | null } } {
  if (!invited) return false;
  const expires = invited.credentials.invite_expires_at;
  return Boolean(invited.member.active) && expires !== null && Date.parse(expires) > now.getTime();
}
