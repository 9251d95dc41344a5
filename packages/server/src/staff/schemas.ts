/** Staff members: the records, the create answer with its invitation, and the list query. */
import { z } from 'zod';
import { paginationQuery } from '../http/schemas.js';
import { Staff } from '../model/staff.js';

export const StaffCreate = Staff.create.meta({
  description: 'The new member gets an invitation link (in the answer, once) to set their password',
});
export const StaffUpdate = Staff.update.meta({
  description: 'A new role, or deactivating, ends every session of the member at once',
});
export const StaffSchema = Staff.schema;

const invitation = {
  invite_token: z.string().nullable().meta({
    description:
      'The invitation token (72 hours, once): shown only in this answer; null when the answer is a replay of an Idempotency-Key',
  }),
  invite_url: z.string().nullable().meta({
    description:
      "The invitation link to send the member: the console's /console/invite?tenant=<tenant id>#<token> (the token in the fragment, which never reaches a server); null in a replay",
  }),
};

export const InvitedStaffSchema = z
  .strictObject({ ...Staff.schema.shape, ...invitation })
  .meta({ id: 'InvitedStaffMember' });

export const StaffListQuery = z.strictObject({ ...paginationQuery });
