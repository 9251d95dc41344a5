/**
 * What the server needs of a payment provider: make an intent, confirm it with a payment method,
 * capture an authorised one (in part), cancel one, authorise a deposit again with the saved card,
 * and refund. Every call carries an idempotency key made from the server's own records
 * (`keys.ts`), so a call repeated after a crash or a retried transaction gets the provider's first
 * answer instead of moving money twice. A provider that reports later by HTTP (Stripe) also reads
 * its events (`ProviderEventSource`); the test provider answers every call at once.
 */
import type { IntentStatus, PaymentPurpose } from '../model/payment-intent.js';
import type { RefundStatus } from '../model/refund.js';

/** The provider's intent as the server keeps it. */
export interface ProviderIntent {
  /** The provider's id of it. */
  reference: string;
  status: IntentStatus;
  clientSecret: string;
  /** Cents captured. */
  amountReceived: number;
  /** An authorisation can be captured until then (ISO instant); null when nothing is authorised. */
  captureBefore: string | null;
  paymentMethod: string | null;
  /** The provider's customer holding the saved card (deposits), if any. */
  customer: string | null;
}

export interface ProviderRefund {
  reference: string;
  status: RefundStatus;
  failureReason: string | null;
}

/** Where a call goes and what makes it repeatable. */
export interface ProviderCall {
  /** The connected account (Stripe Connect), or null. */
  account: string | null;
  livemode: boolean;
  /** The same key for the same money movement, however often it is attempted. */
  idempotencyKey: string;
  /** The server's clock, for providers that simulate time (the test provider's holds). */
  now: Date;
}

/** An intent the server already has, as a provider call names it. */
export interface IntentRef {
  reference: string;
  purpose: PaymentPurpose;
  amount: number;
  currency: string;
  paymentMethod: string | null;
  customer: string | null;
}

export interface NewIntent {
  purpose: PaymentPurpose;
  amount: number;
  /** Lowercase ISO 4217. */
  currency: string;
  /** The platform's share (Stripe Connect's application fee); 0 for none. */
  applicationFee: number;
  /** Shown in the provider's dashboard. */
  description: string;
  /** Who pays: a deposit keeps their card for renewals. */
  customer: { name: string; email: string | null; phone: string | null };
  /** The server's own ids, for the provider's dashboard only: events are never matched by them. */
  metadata: Record<string, string>;
}

/** The card refused: a 402 for the request that tried it; the intent needs another payment method. */
export class CardDeclined extends Error {
  override name = 'CardDeclined';
  constructor(
    readonly code: 'card_declined' | 'insufficient_funds',
    message: string,
  ) {
    super(message);
  }
}

/** The provider failed or refused for a reason that is not the card's (network, a bad request, an outage). */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  createIntent(call: ProviderCall, input: NewIntent): Promise<ProviderIntent>;
  /** Throws {@link CardDeclined} when the card refuses. */
  confirmIntent(call: ProviderCall, intent: IntentRef, paymentMethod: string): Promise<ProviderIntent>;
  /** Capture `amount` of an authorisation; the rest is released. */
  captureIntent(call: ProviderCall, intent: IntentRef, amount: number): Promise<ProviderIntent>;
  cancelIntent(call: ProviderCall, intent: IntentRef): Promise<ProviderIntent>;
  /**
   * A new authorisation of the same amount with the card saved for off-session use (a deposit
   * renewed before its hold lapses). Throws {@link CardDeclined} when the card refuses.
   */
  reauthorize(call: ProviderCall, intent: IntentRef): Promise<ProviderIntent>;
  refund(call: ProviderCall, intent: IntentRef, amount: number): Promise<ProviderRefund>;
}

/** A provider's event, read and verified, in the server's terms. */
export type ProviderEvent = {
  /** The provider's event id (a repeated event has the same). */
  id: string;
  type: string;
  livemode: boolean;
  /** The connected account it concerns, or null. */
  account: string | null;
} & (
  | {
      kind: 'intent';
      intent: ProviderIntent;
      /** Whether `captureBefore` was read from the charge (false: estimated; re-read it when it matters). */
      exactDeadline: boolean;
    }
  | { kind: 'refund'; refund: ProviderRefund & { intentReference: string | null; amount: number } }
  | { kind: 'unused' }
);

/** A provider that reports by signed HTTP requests: reads and verifies one. */
export interface ProviderEventSource {
  /** Throws `signature_invalid` when the signature does not verify with this source's secret. */
  parseEvent(payload: Uint8Array, header: string | undefined, now: Date): ProviderEvent;
  /** The intent as the provider has it now (an event's copy may lack what the server needs). */
  retrieveIntent(call: Pick<ProviderCall, 'account'>, reference: string): Promise<ProviderIntent>;
}
