/** Signing in to the console: the requests, and the session as the console sees it. */
import { z } from 'zod';
import { id, text, timestamp } from '../http/schemas.js';
import { Staff, staffEmail } from '../model/staff.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords.js';

const password = text(PASSWORD_MAX, PASSWORD_MIN).meta({
  description: `${PASSWORD_MIN} to ${PASSWORD_MAX} characters; stored only as a scrypt hash`,
});

export const SignIn = z.strictObject({
  tenant_id: id.meta({ description: "The shop's tenant id (the invitation link names it)" }),
  email: staffEmail.meta({ description: 'The email the member was invited with (any case)' }),
  // Any password is checked (and counted when wrong): the length rule is for setting one.
  password: z.string().min(1).max(PASSWORD_MAX),
});

export const SetPassword = z.strictObject({
  token: z
    .string()
    .min(1)
    .max(100)
    .meta({ description: "The invitation's token: the part of the invitation link after #" }),
  password,
});

export const ConsoleSessionSchema = z
  .strictObject({
    object: z.literal('console_session'),
    tenant_id: z.string(),
    staff_member: Staff.schema,
    created_at: timestamp.meta({ description: 'When this session was signed in' }),
    idle_expires_at: timestamp.meta({
      description: 'It ends then unless a request comes first (each request moves this to 12 hours after it)',
    }),
    expires_at: timestamp.meta({ description: 'It ends then in any case: 7 days after signing in' }),
  })
  .meta({ id: 'ConsoleSession' });

export const SignedOutSchema = z
  .strictObject({ object: z.literal('console_session'), deleted: z.literal(true) })
  .meta({ id: 'ConsoleSessionDeleted' });
