/**
 * A booking's deposit hold: made when a deposit intent is authorised, renewed by the server before
 * its authorisation lapses (each renewal a new intent, `payment_intent_id` the current one), then
 * captured (in part; the rest released), released, or expired.
 */
import { z } from 'zod';
import { ID_PREFIX } from '../core/ids.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import { amount, id, text, timestamp } from './values.js';

/** `authorized` and `renewal_failed` still hold money (a live hold); the rest are final. */
export const DEPOSIT_STATUSES = ['authorized', 'renewal_failed', 'captured', 'released', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const LIVE_DEPOSIT_STATUSES: readonly DepositStatus[] = ['authorized', 'renewal_failed'];

export const Deposit = defineRecord({
  object: 'deposit',
  table: 'deposits',
  prefix: ID_PREFIX.deposit,
  label: 'deposit',
  schemaId: 'Deposit',
  fields: {
    booking_id: f.text(id),
    payment_intent_id: f.text(id).meta({ description: 'The intent whose authorisation holds the deposit now' }),
    status: f.enum(DEPOSIT_STATUSES).readOnly('authorized'),
    amount_authorized: f.amount(amount),
    amount_captured: f.amount(amount).readOnly(0),
    capture_before: f
      .text(timestamp, timestamp)
      .meta({ description: 'The current authorisation lapses then; the server renews it before, while needed' }),
    renewals: f.int(z.int()).readOnly(0).meta({ description: 'Authorisations made to replace one about to lapse' }),
    capture_reason: f.text(text(2000)).nullable().readOnly(null),
    ended_at: f
      .text(timestamp, timestamp)
      .nullable()
      .readOnly(null)
      .meta({ description: 'When it was captured, released or expired' }),
    // When the sweeper renews the hold (a margin before capture_before); null: no renewal planned.
    renew_at: f.text(timestamp).nullable().hidden(null),
  },
});
export type DepositRecord = RecordOf<typeof Deposit>;
