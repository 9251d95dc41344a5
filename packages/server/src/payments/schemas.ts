/**
 * Payments: the request bodies (a new intent, its confirmation, a deposit's capture, a refund), the
 * records as responses show them, a booking's `deposit`, `payment_intents` and `refunds`, and the
 * `data` of the deposit and refund events.
 */
import { z } from 'zod';
import { DEPOSIT_STATUSES, Deposit } from '../model/deposit.js';
import { PAYMENT_PURPOSES, PaymentIntent } from '../model/payment-intent.js';
import { schemaWithout } from '../model/record.js';
import { Refund } from '../model/refund.js';
import { amount, constraints, id, text, timestamp } from '../model/values.js';
import { BOOKING_STATUSES } from '../store/queries/bookings.js';
import { TEST_PAYMENT_METHODS } from './test-provider.js';

export const PaymentIntentCreate = z.strictObject({
  purpose: z.enum(PAYMENT_PURPOSES).meta({
    description:
      'rental: the booking owes it, captured when confirmed; deposit: the booking’s deposit_hold_amount, authorised only',
  }),
  amount: amount
    .min(1)
    .optional()
    .meta({
      description: 'A rental’s cents, at most amount_owed (default amount_owed); a deposit takes none',
      ...constraints({
        code: 'parameter_invalid',
        rule: 'not with purpose deposit (a deposit holds deposit_hold_amount)',
      }),
    }),
});

export const PaymentIntentConfirm = z.strictObject({
  // An id of a payment method the provider keeps (`pm_…`): never card data, which only the
  // provider's page (Stripe.js) ever sees.
  payment_method: z
    .string()
    .max(255)
    .regex(/^(pm|card|src)_[A-Za-z0-9_]+$/, { message: 'must be a payment method id (pm_…)' })
    .meta({
      description: `A payment method id: with the test provider one of ${TEST_PAYMENT_METHODS.join(', ')}; with Stripe a pm_… collected by Stripe.js`,
      examples: ['pm_card_visa'],
      ...constraints(
        { code: 'parameter_invalid', rule: `with the test provider, one of ${TEST_PAYMENT_METHODS.join(', ')}` },
        { code: 'card_declined', rule: 'the card refuses (402 card_error; the intent can be confirmed again)' },
        { code: 'insufficient_funds', rule: 'the card has too little (402 card_error)' },
      ),
    }),
});

export const DepositCapture = z.strictObject({
  amount: amount.min(1).meta({ description: 'Cents, at most amount_authorized; the rest is released' }),
  reason: text(500, 1).meta({ description: 'Why: stored as the deposit_capture adjustment’s description' }),
});

export const RefundCreate = z.strictObject({
  payment_id: id.meta({ description: 'A payment of this booking (pay_…)' }),
  amount: amount.min(1).meta({ description: 'Cents, at most what the payment has left (pending refunds count)' }),
  reason: text(500, 1).nullable().optional(),
});

export const PaymentIntentSchema = PaymentIntent.schema;
export const RefundSchema = Refund.schema;

export const BookingDepositSchema = z
  .strictObject({
    status: z.enum(['none', ...DEPOSIT_STATUSES]).meta({
      description:
        'none until a deposit is authorised; authorized (held, renewed by the server before it lapses), ' +
        'renewal_failed (the card refused a renewal: capturable until capture_before), captured, released, expired',
    }),
    amount_authorized: z.int(),
    amount_captured: z.int(),
    capture_before: timestamp
      .nullable()
      .meta({ description: 'While the hold is authorised (or its renewal failed): it can be captured until then' }),
  })
  .meta({ id: 'BookingDeposit' });

export const BookingIntentSchema = schemaWithout(PaymentIntent, ['client_secret', 'livemode'], {
  id: 'BookingPaymentIntent',
  description: 'A payment intent of the booking (GET /v1/payment-intents/{id} has its client_secret)',
});

export const BookingRefundSchema = schemaWithout(Refund, ['livemode'], { id: 'BookingRefund' });

const bookingStatus = z.enum(BOOKING_STATUSES).meta({ description: 'The booking status after the change' });

export const DepositEventDataSchema = Deposit.schema
  .extend({ booking_status: bookingStatus })
  .meta({ id: 'DepositEventData' });

export const RefundEventDataSchema = Refund.schema
  .extend({ booking_status: bookingStatus })
  .meta({ id: 'RefundEventData' });

/** What Stripe posts: an event, read from the raw bytes once its signature verifies. */
export const StripeEventBody = z
  .looseObject({
    id: z.string(),
    object: z.literal('event'),
    type: z.string(),
    livemode: z.boolean(),
    account: z.string().optional(),
    data: z.looseObject({ object: z.looseObject({}) }),
  })
  .meta({
    id: 'StripeEvent',
    description:
      "A Stripe event, as Stripe sends it to a Connect webhook endpoint; the Stripe-Signature header must verify with the mode's signing secret",
  });

export const WebhookReceipt = z.strictObject({ received: z.literal(true) }).meta({ id: 'ProviderEventReceipt' });
