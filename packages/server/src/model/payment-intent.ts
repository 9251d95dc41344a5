/**
 * A payment intent: one attempt to take money for a booking through the tenant's payment provider,
 * either the rental (captured when the card is confirmed) or a deposit (only authorised: a hold the
 * shop captures in part or releases). It follows the provider's own intent (`provider_reference`)
 * and records the booking payment its success made (`payment_id`).
 */
import { z } from 'zod';
import { ID_PREFIX } from '../core/ids.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import { amount, id, timestamp } from './values.js';

/** What an intent is for: the rental (what the booking owes) or a deposit hold. */
export const PAYMENT_PURPOSES = ['rental', 'deposit'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** Stripe's statuses, folded: a card still in 3-D Secure is `processing`, one not yet confirmed `requires_payment_method`. */
export const INTENT_STATUSES = [
  'requires_payment_method',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** The providers that move money (`manual` only records payments taken elsewhere). */
export const CARD_PROVIDERS = ['test', 'stripe'] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];

export const PaymentIntent = defineRecord({
  object: 'payment_intent',
  table: 'payment_intents',
  prefix: ID_PREFIX.payment_intent,
  label: 'payment intent',
  schemaId: 'PaymentIntent',
  fields: {
    booking_id: f.text(id),
    purpose: f.enum(PAYMENT_PURPOSES).meta({
      description: 'rental: captured when confirmed, recorded as a payment; deposit: authorised only (a hold)',
    }),
    amount: f.amount(amount.min(1)).meta({ description: 'Cents' }),
    currency: f.text(z.string()).meta({ description: "The tenant's currency when the intent was made" }),
    status: f.enum(INTENT_STATUSES).readOnly('requires_payment_method'),
    client_secret: f.text(z.string()).readOnly('').meta({
      description:
        'Confirms this intent in a browser (Stripe.js, or the test provider); never put it in a URL or a log',
    }),
    provider: f.enum(CARD_PROVIDERS),
    provider_reference: f
      .text(z.string())
      .nullable()
      .readOnly(null)
      .meta({ description: "The provider's own id of this intent (Stripe: pi_…; the test provider: tpi_…)" }),
    capture_before: f
      .text(timestamp, timestamp)
      .nullable()
      .readOnly(null)
      .meta({ description: 'An authorised deposit can be captured until then; null otherwise' }),
    application_fee_amount: f
      .amount(amount)
      .readOnly(0)
      .meta({ description: "The platform's service fee taken from this payment (Stripe Connect's application fee)" }),
    amount_received: f.amount(amount).readOnly(0).meta({ description: 'Cents captured so far' }),
    payment_method: f
      .text(z.string())
      .nullable()
      .readOnly(null)
      .meta({ description: 'The payment method it was confirmed with (pm_…); null until then' }),
    payment_id: f
      .text(id)
      .nullable()
      .readOnly(null)
      .meta({ description: 'The booking payment (pay_…) this intent recorded when money was taken; null until then' }),
    renewal_of: f
      .text(id)
      .nullable()
      .readOnly(null)
      .meta({ description: 'A deposit renewal: the intent whose hold this one replaced' }),
    // The Stripe account the intent lives on: provider events are matched by it, mode and reference.
    provider_account: f.text(z.string()).nullable().hidden(null),
    // The provider's customer that holds the saved card a deposit is renewed with.
    provider_customer: f.text(z.string()).nullable().hidden(null),
  },
});
export type PaymentIntentRecord = RecordOf<typeof PaymentIntent>;
