/**
 * Managing staff (`/v1/staff`): members are records of the tenant (stored as live records, whatever
 * the mode a request acts in), each invited by a link to set their password. A member whose role
 * changes, who is deactivated or deleted has every session ended at once.
 */
import { createResource, deleteResource, getResource, kindOf, listResources, updateResource } from '../catalog/crud.js';
import { RentlineError } from '../core/errors.js';
import type { PageRequest, Slice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import { Staff, type StaffRecord } from '../model/staff.js';
import { emailSubject } from '../sign-in/lockout.js';
import type { Tx } from '../store/store.js';
import { type Invitation, newInvitation } from './invitations.js';

/** Members are the tenant's, not a mode's: they are kept as live records. */
export const staffScope = (scope: Scope): Scope => ({ tenantId: scope.tenantId, livemode: true });

const emailTaken = (email: unknown) =>
  new RentlineError('resource_already_exists', `A staff member with email '${String(email)}' already exists.`, 'email');

export const members = kindOf(Staff, {
  async check(merged, ctx) {
    const email = String(merged.email).trim().toLowerCase();
    if ('email' in ctx.input) {
      const other = await ctx.tx.staff.memberByEmail(ctx.scope.tenantId, email);
      if (other !== undefined && other.id !== ctx.existing?.id) throw emailTaken(email);
    }
    return { ...merged, email };
  },
  conflict: (fields) => emailTaken(fields.email),
});

/** A member with their invitation, as Create Staff Member and a new invitation answer (once). */
export type InvitedMember = StaffRecord & { invite_token: string | null; invite_url: string | null };

const withInvitation = (member: StaffRecord, invitation: Invitation | null): InvitedMember => ({
  ...member,
  invite_token: invitation?.token ?? null,
  invite_url: invitation?.url ?? null,
});

/** The same answer without the secret: what a replay of the request shows. */
export const withoutInvitation = (member: InvitedMember): InvitedMember => ({
  ...member,
  invite_token: null,
  invite_url: null,
});

export async function createMember(
  tx: Tx,
  scope: Scope,
  input: Record<string, unknown>,
  base: string,
  now: Date,
): Promise<InvitedMember> {
  const member = await createResource(tx, members, staffScope(scope), input, now);
  return withInvitation(member, await newInvitation(tx, { tenant_id: scope.tenantId, id: member.id }, base, now));
}

export const getMember = (tx: Tx, scope: Scope, id: string) => getResource(tx, members, staffScope(scope), id);

export const listMembers = (tx: Tx, scope: Scope, page: PageRequest): Promise<Slice<StaffRecord>> =>
  listResources(tx, members, staffScope(scope), page);

export async function updateMember(
  tx: Tx,
  scope: Scope,
  id: string,
  patch: Record<string, unknown>,
  now: Date,
): Promise<StaffRecord> {
  const before = await getMember(tx, scope, id);
  const after = await updateResource(tx, members, staffScope(scope), id, patch, now);
  // A new role takes effect at the next sign-in; someone deactivated may not go on.
  if (after.role !== before.role || (before.active && !after.active)) {
    await tx.staff.deleteSessionsOf(scope.tenantId, id);
  }
  return after;
}

export async function deleteMember(tx: Tx, scope: Scope, id: string) {
  const deleted = await deleteResource(tx, members, staffScope(scope), id);
  await tx.staff.deleteSessionsOf(scope.tenantId, id);
  await tx.staff.deleteCredentials(scope.tenantId, id);
  return deleted;
}

/** A new invitation for a member (the previous one is void): for a lost link, or a lost password. */
export async function inviteMember(tx: Tx, scope: Scope, id: string, base: string, now: Date): Promise<InvitedMember> {
  const member = await getMember(tx, scope, id);
  return withInvitation(member, await newInvitation(tx, { tenant_id: scope.tenantId, id }, base, now));
}

/** End the lock that failed sign-ins put on a member's email, and forget those failures. */
export async function unlockMember(tx: Tx, scope: Scope, id: string): Promise<StaffRecord> {
  const member = await getMember(tx, scope, id);
  await tx.staff.clearFailures(emailSubject(scope.tenantId, member.email));
  return member;
}
