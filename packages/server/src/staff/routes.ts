/**
 * `/v1/staff`: the members who sign in to the console, with a live secret key or an owner's
 * session (see `http/rights.ts`). Create answers the member's invitation once.
 */
import { listResult, type RouteDef, route } from '../http/route.js';
import { DeletedSchema, listOf } from '../http/schemas.js';
import { InvitedStaffSchema, StaffCreate, StaffListQuery, StaffSchema, StaffUpdate } from './schemas.js';
import {
  createMember,
  deleteMember,
  getMember,
  inviteMember,
  listMembers,
  unlockMember,
  updateMember,
  withoutInvitation,
} from './service.js';

const PATH = '/v1/staff';
const TAG = 'Staff';

export function staffRoutes(): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: PATH,
      operationId: 'listStaff',
      summary: 'List staff members, newest first',
      tag: TAG,
      list: true,
      query: StaffListQuery,
      response: listOf(StaffSchema),
      handler: async ({ tx, scope, page }) => listResult(await listMembers(tx, scope, page)),
    }),
    route({
      method: 'POST',
      path: PATH,
      operationId: 'createStaffMember',
      summary: 'Add a staff member and answer their invitation link (once)',
      tag: TAG,
      body: StaffCreate,
      response: InvitedStaffSchema,
      status: 201,
      errors: [409],
      example: { request: { email: 'sam@harbor-rentals.example', name: 'Sam Rivera', role: 'staff' } },
      handler: async ({ tx, body, scope, now, request }) => {
        const member = await createMember(tx, scope, body, request.consoleBase, now);
        return { status: 201, body: member, replayBody: withoutInvitation(member) };
      },
    }),
    route({
      method: 'GET',
      path: `${PATH}/:id`,
      operationId: 'getStaffMember',
      summary: 'Retrieve a staff member',
      tag: TAG,
      response: StaffSchema,
      errors: [404],
      handler: async ({ tx, params, scope }) => ({ body: await getMember(tx, scope, params.id) }),
    }),
    route({
      method: 'PATCH',
      path: `${PATH}/:id`,
      operationId: 'updateStaffMember',
      summary: "Update a staff member (a new role or deactivating ends the member's sessions)",
      tag: TAG,
      body: StaffUpdate,
      response: StaffSchema,
      errors: [404, 409],
      handler: async ({ tx, params, body, scope, now }) => ({
        body: await updateMember(tx, scope, params.id, body, now),
      }),
    }),
    route({
      method: 'DELETE',
      path: `${PATH}/:id`,
      operationId: 'deleteStaffMember',
      summary: 'Delete a staff member: their sessions end; what they did keeps their id as its actor',
      tag: TAG,
      response: DeletedSchema,
      errors: [404],
      handler: async ({ tx, params, scope }) => ({ body: await deleteMember(tx, scope, params.id) }),
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/invite`,
      operationId: 'inviteStaffMember',
      summary: 'A new invitation link for a member (the previous one stops working), e.g. for a lost password',
      tag: TAG,
      response: InvitedStaffSchema,
      errors: [404],
      handler: async ({ tx, params, scope, now, request }) => {
        const member = await inviteMember(tx, scope, params.id, request.consoleBase, now);
        return { body: member, replayBody: withoutInvitation(member) };
      },
    }),
    route({
      method: 'POST',
      path: `${PATH}/:id/unlock`,
      operationId: 'unlockStaffMember',
      summary: "End the lock failed sign-ins put on a member's email (and forget those failures)",
      tag: TAG,
      response: StaffSchema,
      errors: [404],
      handler: async ({ tx, params, scope }) => ({ body: await unlockMember(tx, scope, params.id) }),
    }),
  ];
}
