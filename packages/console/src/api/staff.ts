/**
 * The shop's staff members, for the owner: the list, an invitation (its link is in the create answer
 * only, once), a new role or a disabled account (either ends the member's sessions), a new link,
 * unlocking a member locked out by failed sign-ins, and removal. Managed with an owner's session or a
 * live key only: a test key's scripts never reach the people who sign in to the live shop.
 */
import type { InvitedStaffMember } from '@rentline/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Session, useSession } from './context.js';
import { keys } from './keys.js';
import { may } from './rights.js';
import { all, type BodyOf, uniqueById } from './types.js';

export type StaffInvite = BodyOf<'/v1/staff', 'post'>;
export type StaffUpdate = BodyOf<'/v1/staff/{id}', 'patch'>;
export type { InvitedStaffMember };

/**
 * Whether this session may manage staff: an owner in either mode (members belong to the shop, not to
 * a mode), or a live key (a test key may not).
 */
export const canManageStaff = (s: Pick<Session, 'role' | 'live'>): boolean =>
  (s.role !== null || s.live) && may(s.role, 'manageStaff');

export function useStaff() {
  const { client } = useSession();
  return useQuery({
    queryKey: keys.staff,
    queryFn: async () => uniqueById(await all(client.list('/v1/staff', { params: { query: { limit: 100 } } }))),
  });
}

function useStaffChange<T, R>(act: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: act, onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.staff }) });
}

export function useInviteStaff() {
  const { client } = useSession();
  return useStaffChange((body: StaffInvite) => client.post('/v1/staff', { body }));
}

export function useUpdateStaff() {
  const { client } = useSession();
  return useStaffChange(({ id, body }: { id: string; body: StaffUpdate }) =>
    client.patch('/v1/staff/{id}', { params: { path: { id } }, body }),
  );
}

/** A new invitation link for a member (the previous one stops working). */
export function useReinviteStaff() {
  const { client } = useSession();
  return useStaffChange((id: string) => client.post('/v1/staff/{id}/invite', { params: { path: { id } } }));
}

/** Ends a lock that failed sign-ins put on a member's email, and forgets those failures. */
export function useUnlockStaff() {
  const { client } = useSession();
  return useStaffChange((id: string) => client.post('/v1/staff/{id}/unlock', { params: { path: { id } } }));
}

export function useRemoveStaff() {
  const { client } = useSession();
  return useStaffChange((id: string) => client.delete('/v1/staff/{id}', { params: { path: { id } } }));
}
