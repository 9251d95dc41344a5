/**
 * A member of a shop's staff: who signs in to the console, and with which role. Members belong to
 * the tenant, not to a mode (a session acts in either), so they are stored as live records. The
 * email is the sign-in name: stored lowercased, unique per tenant. The password and the invitation
 * are kept apart (`staff_credentials`), never in the record.
 */
import { z } from 'zod';
import { ROLES } from '../core/actor.js';
import { ID_PREFIX } from '../core/ids.js';
import { LIMITS } from '../core/limits.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import { name, timestamp } from './values.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const staffEmail = z
  .string()
  .max(LIMITS.max_email)
  .regex(EMAIL, { message: 'must be an email address' })
  .meta({ description: 'The sign-in name; unique per tenant, compared case-insensitively (stored lowercased)' });

export const Staff = defineRecord({
  object: 'staff_member',
  table: 'staff_members',
  prefix: ID_PREFIX.staff,
  label: 'staff member',
  schemaId: 'StaffMember',
  fields: {
    email: f.text(staffEmail),
    name: f.text(name),
    role: f.enum(ROLES).meta({
      description:
        'staff: the day at the counter (bookings, payments, pick-up, return; reading all but staff, keys and webhook endpoints); ' +
        'manager: also the catalog, pricing rules, the schedule, units and downtimes; owner: also staff, webhook endpoints and tenant settings',
    }),
    active: f
      .bool()
      .default(true)
      .meta({ description: 'An inactive member cannot sign in; deactivating one ends their sessions' }),
    last_sign_in_at: f
      .text(timestamp, timestamp)
      .nullable()
      .readOnly(null)
      .meta({ description: 'The last successful sign-in (or password set from an invitation); null: never' }),
  },
});
export type StaffRecord = RecordOf<typeof Staff>;
