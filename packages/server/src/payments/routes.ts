/**
 * The payment endpoints: a booking's payment intents (create; confirm with the test provider or a
 * Stripe payment method; get), its deposit (capture at a damaged return, release), refunds, and the
 * endpoint Stripe posts its events to.
 */
import { BookingSchema } from '../bookings/schemas.js';
import type { Actor } from '../core/actor.js';
import type { Scope } from '../core/scope.js';
import { type HandlerInput, type RouteDef, route } from '../http/route.js';
import type { Tx } from '../store/store.js';
import { type BookingAccess, ensureAmountAllowed, ensureMayActOnBooking } from './access.js';
import type { PaymentContext } from './context.js';
import { captureDeposit, releaseDeposit } from './deposits.js';
import { confirmPaymentIntent, createPaymentIntent, getPaymentIntent } from './intents.js';
import type { PaymentProviders } from './providers.js';
import { createRefund, getRefund } from './refunds.js';
import {
  DepositCapture,
  PaymentIntentConfirm,
  PaymentIntentCreate,
  PaymentIntentSchema,
  RefundCreate,
  RefundSchema,
  StripeEventBody,
  WebhookReceipt,
} from './schemas.js';
import { intentRecord, refundRecord } from './views.js';
import { receiveStripeEvent } from './webhook.js';

const TAG = 'Payments';

type Input = Pick<HandlerInput, 'tx' | 'scope' | 'now' | 'actor' | 'request'>;

const accessOf = ({ actor, request }: Pick<Input, 'actor' | 'request'>): BookingAccess => ({
  actor,
  clientSecret: request.header('rentline-client-secret'),
});

/** The request's `Idempotency-Key`, passed through to the provider (undefined without one). */
const requestKey = ({ request }: Pick<Input, 'request'>) => request.header('idempotency-key') || undefined;

export function paymentRoutes(providers: PaymentProviders): RouteDef[] {
  const ctxOf = ({ tx, scope, now, actor }: { tx: Tx; scope: Scope; now: Date; actor: Actor }): PaymentContext => ({
    tx,
    scope,
    now,
    actor,
    providers,
  });
  return [
    route({
      method: 'POST',
      path: '/v1/bookings/:id/payment-intents',
      operationId: 'createBookingPaymentIntent',
      summary:
        "Start a card payment of the booking through the mode's payments provider: rental (default amount_owed) or its deposit hold",
      tag: TAG,
      body: PaymentIntentCreate,
      response: PaymentIntentSchema,
      status: 201,
      errors: [404, 409, 502],
      example: { request: { purpose: 'rental' } },
      handler: async (input) => {
        await ensureMayActOnBooking(input.tx, input.scope, accessOf(input), input.params.id);
        ensureAmountAllowed(accessOf(input), input.body.amount);
        const intent = await createPaymentIntent(ctxOf(input), input.params.id, input.body, requestKey(input));
        return { status: 201, body: intentRecord(input.scope, intent) };
      },
    }),
    route({
      method: 'POST',
      path: '/v1/payment-intents/:id/confirm',
      operationId: 'confirmPaymentIntent',
      summary:
        'Confirm an intent with a payment method: a rental is captured and recorded as a payment, a deposit authorised (402 when the card is declined)',
      tag: TAG,
      body: PaymentIntentConfirm,
      response: PaymentIntentSchema,
      errors: [402, 404, 409, 502],
      example: { request: { payment_method: 'pm_card_visa' } },
      handler: async (input) => {
        const intent = await getPaymentIntent(input, input.params.id);
        await ensureMayActOnBooking(input.tx, input.scope, accessOf(input), intent.booking_id);
        const confirmed = await confirmPaymentIntent(
          ctxOf(input),
          input.params.id,
          input.body.payment_method,
          requestKey(input),
        );
        return { body: intentRecord(input.scope, confirmed) };
      },
    }),
    route({
      method: 'GET',
      path: '/v1/payment-intents/:id',
      operationId: 'getPaymentIntent',
      summary: 'Retrieve a payment intent, with its client secret',
      tag: TAG,
      response: PaymentIntentSchema,
      errors: [404],
      handler: async (input) => {
        const intent = await getPaymentIntent(input, input.params.id);
        await ensureMayActOnBooking(input.tx, input.scope, accessOf(input), intent.booking_id);
        return { body: intentRecord(input.scope, intent) };
      },
    }),
    route({
      method: 'POST',
      path: '/v1/bookings/:id/deposit/capture',
      operationId: 'captureBookingDeposit',
      summary:
        "Capture part or all of a returned booking's deposit (the rest is released): a deposit_capture adjustment paid by a deposit payment",
      tag: TAG,
      body: DepositCapture,
      response: BookingSchema,
      errors: [404, 409, 502],
      example: { request: { amount: 4500, reason: 'Cracked paddle blade' } },
      handler: async (input) => ({ body: await captureDeposit(ctxOf(input), input.params.id, input.body) }),
    }),
    route({
      method: 'POST',
      path: '/v1/bookings/:id/deposit/release',
      operationId: 'releaseBookingDeposit',
      summary: "Release the booking's deposit hold",
      tag: TAG,
      response: BookingSchema,
      errors: [404, 409, 502],
      handler: async (input) => ({ body: await releaseDeposit(ctxOf(input), input.params.id) }),
    }),
    route({
      method: 'POST',
      path: '/v1/bookings/:id/refunds',
      operationId: 'createBookingRefund',
      summary:
        "Refund part or all of a booking's payment through the provider that took it (a manual payment's refund is recorded at once)",
      tag: TAG,
      body: RefundCreate,
      response: RefundSchema,
      status: 201,
      errors: [404, 502],
      example: { request: { payment_id: 'pay_0Vbey8Wb00004PlvNhKd', amount: 2000, reason: 'Returned a day early' } },
      handler: async (input) => ({
        status: 201,
        body: refundRecord(input.scope, await createRefund(ctxOf(input), input.params.id, input.body)),
      }),
    }),
    route({
      method: 'GET',
      path: '/v1/refunds/:id',
      operationId: 'getRefund',
      summary: 'Retrieve a refund (a pending one settles when the provider says so)',
      tag: TAG,
      response: RefundSchema,
      errors: [404],
      handler: async (input) => ({ body: refundRecord(input.scope, await getRefund(input, input.params.id)) }),
    }),
    route({
      method: 'POST',
      path: '/v1/providers/stripe/webhook',
      operationId: 'receiveStripeEvent',
      summary:
        "Stripe's events (its Connect webhook endpoint): verified with the mode's signing secret, each acted on once; unused types are acknowledged",
      tag: TAG,
      auth: false,
      rawBody: true,
      headers: [
        {
          name: 'Stripe-Signature',
          description: 't=<unix seconds>,v1=<hex HMAC-SHA256>: at most 300 seconds old or ahead',
        },
      ],
      documentedBody: StripeEventBody,
      response: WebhookReceipt,
      errors: [502],
      handler: async ({ tx, now, request }) => {
        await receiveStripeEvent(
          { tx, now, providers },
          request.rawBody ?? new Uint8Array(),
          request.header('stripe-signature') || undefined,
        );
        return { body: { received: true } };
      },
    }),
  ];
}
