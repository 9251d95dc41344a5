/**
 * Stripe's webhook events, read: the `Stripe-Signature` header verified over the exact bytes with
 * the signing secret of the mode's webhook endpoint by our own `@rentline/webhook-signer` (its format
 * is Stripe's), at most 300 seconds old (Stripe's own tolerance) and no more ahead; then the event
 * in the server's terms. The intent and refund events carry Stripe's object; every other type is
 * `unused` (acknowledged, nothing done).
 */
import { verify, WebhookVerificationError } from '@rentline/webhook-signer';
import { z } from 'zod';
import { RentlineError } from '../core/errors.js';
import type { ProviderEvent } from './provider.js';
import { chargeAtHand, intentOf, refundOf } from './stripe-objects.js';

/** How old (or how far ahead) a signature may be, in seconds. */
export const STRIPE_TOLERANCE_SECONDS = 300;

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The parts of an event the server reads; Stripe adds fields freely, so the rest passes. */
const StripeEventShape = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  livemode: z.boolean(),
  account: z.string().nullish(),
  data: z.looseObject({ object: z.looseObject({ id: z.string(), object: z.string() }) }),
});

const reference = z.union([z.string(), z.looseObject({ id: z.string() })]).nullish();

const PaymentIntentShape = z.looseObject({
  id: z.string(),
  object: z.literal('payment_intent'),
  client_secret: z.string().nullish(),
  latest_charge: z
    .union([
      z.string(),
      z.looseObject({
        payment_method_details: z
          .looseObject({ card: z.looseObject({ capture_before: z.int().nullish() }).nullish() })
          .nullish(),
      }),
    ])
    .nullish(),
  payment_method: reference,
  customer: reference,
  status: z.enum([
    'requires_payment_method',
    'requires_confirmation',
    'requires_action',
    'processing',
    'requires_capture',
    'canceled',
    'succeeded',
  ]),
  amount: z.int(),
  amount_received: z.int(),
  created: z.int(),
});

const RefundShape = z.looseObject({
  id: z.string(),
  object: z.literal('refund'),
  amount: z.int(),
  status: z.string().nullish(),
  failure_reason: z.string().nullish(),
  payment_intent: reference,
});

const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

/** A verification failure as the API answers it: 400 `signature_invalid`, with the signer's reason. */
const refused = (reason: string) =>
  new RentlineError('signature_invalid', `The Stripe-Signature header does not verify (${reason}).`);

/**
 * Verify `payload` with `secret` at `now`, then read it. Throws `signature_invalid` when the header
 * is missing, malformed, of another secret, or older (or newer) than the tolerance, and when the
 * body is not a Stripe event of this `livemode`.
 */
export function readStripeEvent(
  payload: Uint8Array,
  header: string | undefined,
  secret: string,
  livemode: boolean,
  now: Date,
): ProviderEvent {
  try {
    verify(payload, header, secret, { tolerance: STRIPE_TOLERANCE_SECONDS, now: Math.floor(now.getTime() / 1000) });
  } catch (err) {
    if (err instanceof WebhookVerificationError) throw refused(err.code);
    throw err;
  }
  let parsed: z.infer<typeof StripeEventShape>;
  try {
    parsed = StripeEventShape.parse(JSON.parse(UTF8.decode(payload)));
  } catch {
    throw refused('payload_invalid');
  }
  // Signed with this mode's secret, so a body saying otherwise was not made for this endpoint.
  if (parsed.livemode !== livemode) throw refused('livemode_mismatch');
  const base = { id: parsed.id, type: parsed.type, livemode, account: parsed.account ?? null };
  const object = parsed.data.object;
  if (parsed.type.startsWith('payment_intent.') && object.object === 'payment_intent') {
    const intent = PaymentIntentShape.safeParse(object);
    if (!intent.success) return { ...base, kind: 'unused' };
    return { ...base, kind: 'intent', intent: intentOf(intent.data), exactDeadline: chargeAtHand(intent.data) };
  }
  if (REFUND_EVENTS.has(parsed.type) && object.object === 'refund') {
    const refund = RefundShape.safeParse(object);
    if (!refund.success) return { ...base, kind: 'unused' };
    const pi = refund.data.payment_intent;
    return {
      ...base,
      kind: 'refund',
      refund: {
        ...refundOf(refund.data),
        amount: refund.data.amount,
        intentReference: pi === null || pi === undefined ? null : typeof pi === 'string' ? pi : pi.id,
      },
    };
  }
  return { ...base, kind: 'unused' };
}
