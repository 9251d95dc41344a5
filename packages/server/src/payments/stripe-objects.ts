/** Stripe's objects in the server's terms: a PaymentIntent's status folded, a hold's deadline, a refund. */
import type Stripe from 'stripe';
import type { IntentStatus } from '../model/payment-intent.js';
import type { RefundStatus } from '../model/refund.js';
import type { ProviderIntent, ProviderRefund } from './provider.js';

/** Stripe's seven statuses in the server's five: confirmation pending, or a customer's action (3-D Secure) pending. */
export function statusOf(status: Stripe.PaymentIntent.Status): IntentStatus {
  switch (status) {
    case 'requires_payment_method':
    case 'requires_confirmation':
      return 'requires_payment_method';
    case 'requires_action':
    case 'processing':
      return 'processing';
    default:
      return status;
  }
}

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : v.id;

/** What the server reads of a Stripe PaymentIntent (the SDK's, or an event's copy checked field by field). */
export interface StripeIntentFields {
  id: string;
  status: Stripe.PaymentIntent.Status;
  client_secret?: string | null | undefined;
  amount_received: number;
  created: number;
  latest_charge?:
    | string
    | { payment_method_details?: { card?: { capture_before?: number | null | undefined } | null } | null }
    | null
    | undefined;
  payment_method?: string | { id: string } | null | undefined;
  customer?: string | { id: string } | null | undefined;
}

/** What the server reads of a Stripe Refund. */
export interface StripeRefundFields {
  id: string;
  status?: string | null | undefined;
  failure_reason?: string | null | undefined;
}

/**
 * When an authorisation lapses: the charge's `capture_before` (extended authorisations included)
 * when the charge is at hand, else Stripe's standard 7 days for an online card payment from the
 * intent's creation (the caller reads the charge when it can).
 */
export function captureBeforeOf(intent: StripeIntentFields): string | null {
  if (intent.status !== 'requires_capture') return null;
  const charge = intent.latest_charge;
  const seconds =
    typeof charge === 'object' && charge !== null
      ? (charge.payment_method_details?.card?.capture_before ?? undefined)
      : undefined;
  return new Date((seconds ?? intent.created + 7 * 86_400) * 1000).toISOString();
}

/** Whether the intent's hold deadline was read from its charge (not estimated). */
export const chargeAtHand = (intent: StripeIntentFields): boolean =>
  typeof intent.latest_charge === 'object' && intent.latest_charge !== null;

export function intentOf(intent: StripeIntentFields): ProviderIntent {
  return {
    reference: intent.id,
    status: statusOf(intent.status),
    clientSecret: intent.client_secret ?? '',
    amountReceived: intent.amount_received,
    captureBefore: captureBeforeOf(intent),
    paymentMethod: idOf(intent.payment_method),
    customer: idOf(intent.customer),
  };
}

/** Stripe's refund statuses in the server's three: waiting (or needing action) is pending, canceled failed. */
export function refundStatusOf(status: string | null | undefined): RefundStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

export function refundOf(refund: StripeRefundFields): ProviderRefund {
  return {
    reference: refund.id,
    status: refundStatusOf(refund.status),
    failureReason: refund.failure_reason ?? null,
  };
}
