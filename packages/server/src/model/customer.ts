/** A shop's customer: who a booking is for. */
import { z } from 'zod';
import { ID_PREFIX } from '../core/ids.js';
import { LIMITS } from '../core/limits.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import { name, text } from './values.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email address as a customer's record takes it. */
export const email = z.string().max(LIMITS.max_email).regex(EMAIL, { message: 'must be an email address' });

export const Customer = defineRecord({
  object: 'customer',
  table: 'customers',
  prefix: ID_PREFIX.customer,
  label: 'customer',
  schemaId: 'Customer',
  fields: {
    name: f.text(name),
    email: f.text(email).nullable().optional(),
    phone: f.text(text(LIMITS.max_phone)).nullable().optional(),
  },
});
export type CustomerRecord = RecordOf<typeof Customer>;
