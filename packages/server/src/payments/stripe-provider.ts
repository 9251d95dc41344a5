/**
 * The `stripe` provider, on Stripe's official SDK, for a platform serving many shops (Connect): the
 * deployment's secret key of the mode, each call on the tenant's connected account
 * (`Stripe-Account`), the service fee as the platform's `application_fee_amount`. Deposits are card
 * authorisations (manual capture) that ask for Stripe's extended authorisation (up to 30 days where
 * the card network allows it) and save the card for off-session renewals. Every call passes the
 * server's idempotency key through, so a repeated call returns Stripe's first answer.
 */
import Stripe from 'stripe';
import type { StripeKeys } from '../config.js';
import { VERSION } from '../version.js';
import {
  CardDeclined,
  type IntentRef,
  type NewIntent,
  type PaymentProvider,
  type ProviderCall,
  type ProviderEvent,
  type ProviderEventSource,
  ProviderFailure,
  type ProviderIntent,
  type ProviderRefund,
} from './provider.js';
import { readStripeEvent } from './stripe-events.js';
import { intentOf, refundOf } from './stripe-objects.js';

export interface StripeOptions {
  /** `https://api.stripe.com` unless set (a local stand-in in tests). */
  apiUrl: string | undefined;
  timeoutMs: number;
}

/** The SDK's client, pointed at `apiUrl` when set. */
export function stripeClient(secretKey: string, options: StripeOptions): Stripe {
  const url = options.apiUrl === undefined ? undefined : new URL(options.apiUrl);
  return new Stripe(secretKey, {
    // One retry: the idempotency key makes it safe, and the caller holds a transaction meanwhile.
    maxNetworkRetries: 1,
    timeout: options.timeoutMs,
    telemetry: false,
    appInfo: { name: 'Rentline', version: VERSION },
    ...(url === undefined
      ? {}
      : {
          host: url.hostname,
          port: url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }),
  });
}

/** Stripe's errors in the server's terms: a card's refusal, or the provider's failure. */
function failure(err: unknown): Error {
  if (err instanceof Stripe.errors.StripeCardError) {
    const insufficient = err.decline_code === 'insufficient_funds' || err.code === 'insufficient_funds';
    return new CardDeclined(insufficient ? 'insufficient_funds' : 'card_declined', err.message);
  }
  if (err instanceof Stripe.errors.StripeError) return new ProviderFailure(`Stripe: ${err.message}`);
  return err instanceof Error ? new ProviderFailure(`Stripe: ${err.message}`) : new ProviderFailure('Stripe failed');
}

/** The request options of a call: its connected account and idempotency key (positional in the SDK). */
const optionsOf = (call: ProviderCall): Stripe.RequestOptions => ({
  ...(call.account === null ? {} : { stripeAccount: call.account }),
  idempotencyKey: call.idempotencyKey,
});

/** Card authorisations that ask for the longest hold the network allows. */
const DEPOSIT_CARD = { card: { request_extended_authorization: 'if_available' as const } };

export class StripeProvider implements PaymentProvider, ProviderEventSource {
  readonly name = 'stripe';
  private readonly client: Stripe;

  constructor(
    private readonly keys: StripeKeys,
    private readonly livemode: boolean,
    options: StripeOptions,
  ) {
    this.client = stripeClient(keys.secretKey, options);
  }

  parseEvent(payload: Uint8Array, header: string | undefined, now: Date): ProviderEvent {
    return readStripeEvent(payload, header, this.keys.webhookSecret, this.livemode, now);
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw failure(err);
    }
  }

  async createIntent(call: ProviderCall, input: NewIntent): Promise<ProviderIntent> {
    const deposit = input.purpose === 'deposit';
    // A deposit's card is saved on a customer of the connected account, for renewals off-session.
    const customer = deposit ? await this.customerFor(call, input.customer) : undefined;
    const intent = await this.call(() =>
      this.client.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
          payment_method_types: ['card'],
          capture_method: deposit ? 'manual' : 'automatic',
          ...(input.applicationFee > 0 ? { application_fee_amount: input.applicationFee } : {}),
          ...(customer === undefined
            ? {}
            : { customer, setup_future_usage: 'off_session' as const, payment_method_options: DEPOSIT_CARD }),
        },
        optionsOf(call),
      ),
    );
    return intentOf(intent);
  }

  private async customerFor(call: ProviderCall, who: NewIntent['customer']): Promise<string> {
    const created = await this.call(() =>
      this.client.customers.create(
        {
          name: who.name.slice(0, 256),
          ...(who.email === null ? {} : { email: who.email.slice(0, 512) }),
          ...(who.phone === null || who.phone.length > 20 ? {} : { phone: who.phone }),
        },
        { ...optionsOf(call), idempotencyKey: `${call.idempotencyKey}:customer` },
      ),
    );
    return created.id;
  }

  async confirmIntent(call: ProviderCall, intent: IntentRef, paymentMethod: string): Promise<ProviderIntent> {
    const confirmed = await this.call(() =>
      this.client.paymentIntents.confirm(
        intent.reference,
        { payment_method: paymentMethod, expand: ['latest_charge'] },
        optionsOf(call),
      ),
    );
    return intentOf(confirmed);
  }

  async captureIntent(call: ProviderCall, intent: IntentRef, amount: number): Promise<ProviderIntent> {
    const captured = await this.call(() =>
      this.client.paymentIntents.capture(intent.reference, { amount_to_capture: amount }, optionsOf(call)),
    );
    return intentOf(captured);
  }

  async cancelIntent(call: ProviderCall, intent: IntentRef): Promise<ProviderIntent> {
    try {
      return intentOf(await this.client.paymentIntents.cancel(intent.reference, {}, optionsOf(call)));
    } catch (err) {
      // Canceled already (by Stripe when an authorisation lapsed, or by an earlier attempt): say so.
      if (err instanceof Stripe.errors.StripeError && err.code === 'payment_intent_unexpected_state') {
        const current = await this.retrieveIntent(call, intent.reference);
        if (current.status === 'canceled') return current;
      }
      throw failure(err);
    }
  }

  async reauthorize(call: ProviderCall, intent: IntentRef): Promise<ProviderIntent> {
    if (intent.customer === null || intent.paymentMethod === null) {
      throw new ProviderFailure('Stripe: the deposit has no saved card to renew with');
    }
    const { customer, paymentMethod } = intent;
    const renewed = await this.call(() =>
      this.client.paymentIntents.create(
        {
          amount: intent.amount,
          currency: intent.currency,
          customer,
          payment_method: paymentMethod,
          payment_method_types: ['card'],
          capture_method: 'manual',
          off_session: true,
          confirm: true,
          payment_method_options: DEPOSIT_CARD,
          expand: ['latest_charge'],
        },
        optionsOf(call),
      ),
    );
    return intentOf(renewed);
  }

  async refund(call: ProviderCall, intent: IntentRef, amount: number): Promise<ProviderRefund> {
    const refund = await this.call(() =>
      this.client.refunds.create({ payment_intent: intent.reference, amount }, optionsOf(call)),
    );
    return refundOf(refund);
  }

  /** The intent as Stripe has it now, with its charge (whose authorisation says when it lapses). */
  async retrieveIntent(call: Pick<ProviderCall, 'account'>, reference: string): Promise<ProviderIntent> {
    const found = await this.call(() =>
      this.client.paymentIntents.retrieve(
        reference,
        { expand: ['latest_charge'] },
        call.account === null ? {} : { stripeAccount: call.account },
      ),
    );
    return intentOf(found);
  }
}
