/**
 * A refund of (part of) one booking payment, through the provider that took it (a manual payment's
 * refund is recorded at once). `amount_paid` falls when it succeeds; a failed one changes nothing.
 */
import { z } from 'zod';
import { ID_PREFIX } from '../core/ids.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import { amount, id, text } from './values.js';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Who moves a refund's money: a card provider, or nobody (`manual`: the shop paid it back itself). */
export const REFUND_PROVIDERS = ['manual', 'test', 'stripe'] as const;
export type RefundProvider = (typeof REFUND_PROVIDERS)[number];

export const Refund = defineRecord({
  object: 'refund',
  table: 'refunds',
  prefix: ID_PREFIX.refund,
  label: 'refund',
  schemaId: 'Refund',
  fields: {
    booking_id: f.text(id),
    payment_id: f.text(id).meta({ description: 'The booking payment refunded (pay_…)' }),
    amount: f.amount(amount.min(1)).meta({ description: 'Cents' }),
    reason: f.text(text(500)).nullable().optional(),
    status: f.enum(REFUND_STATUSES).readOnly('pending'),
    provider: f.enum(REFUND_PROVIDERS),
    provider_reference: f
      .text(z.string())
      .nullable()
      .readOnly(null)
      .meta({ description: "The provider's id of the refund (Stripe: re_…); null for a manual one" }),
    failure_reason: f.text(z.string()).nullable().readOnly(null),
    // The Stripe account it was made on: its provider events are matched by it, mode and reference.
    provider_account: f.text(z.string()).nullable().hidden(null),
  },
});
export type RefundRecord = RecordOf<typeof Refund>;
