/**
 * The built-in test provider: a simulated card processor for demos and tests, with no network and
 * no state of its own. It takes Stripe's test payment methods: `pm_card_visa` succeeds,
 * `pm_card_chargeDeclined` is declined (`card_declined`), `pm_card_chargeDeclinedInsufficientFunds`
 * too (`insufficient_funds`), and `pm_card_visa_renewal_declined` authorises once and refuses every
 * renewal. A hold lasts `holdMinutes` from the server's clock; refunds succeed at once. Its ids are
 * derived from the call's idempotency key, so a repeated call answers exactly as the first did.
 */
import { createHash, randomBytes } from 'node:crypto';
import { invalid } from '../core/errors.js';
import {
  CardDeclined,
  type IntentRef,
  type NewIntent,
  type PaymentProvider,
  type ProviderCall,
  type ProviderIntent,
  type ProviderRefund,
} from './provider.js';

/** The payment methods the test provider takes. */
export const TEST_PAYMENT_METHODS = [
  'pm_card_visa',
  'pm_card_chargeDeclined',
  'pm_card_chargeDeclinedInsufficientFunds',
  'pm_card_visa_renewal_declined',
] as const;

/** A stable id for a call: the same key gives the same id. */
const idOf = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('base64url').replace(/[-_]/g, '').slice(0, 24)}`;

export class TestProvider implements PaymentProvider {
  readonly name = 'test';

  constructor(private readonly holdMinutes: number) {}

  private authorised(intent: IntentRef, reference: string, paymentMethod: string, now: Date): ProviderIntent {
    const hold = intent.purpose === 'deposit';
    return {
      reference,
      status: hold ? 'requires_capture' : 'succeeded',
      clientSecret: '',
      amountReceived: hold ? 0 : intent.amount,
      captureBefore: hold ? new Date(now.getTime() + this.holdMinutes * 60_000).toISOString() : null,
      paymentMethod,
      customer: intent.customer,
    };
  }

  async createIntent(call: ProviderCall, input: NewIntent): Promise<ProviderIntent> {
    const reference = idOf('tpi', call.idempotencyKey);
    return {
      reference,
      status: 'requires_payment_method',
      clientSecret: `${reference}_secret_${randomBytes(18).toString('base64url')}`,
      amountReceived: 0,
      captureBefore: null,
      paymentMethod: null,
      // A deposit's card is kept for renewals, as Stripe keeps it on a customer.
      customer: input.purpose === 'deposit' ? idOf('tcus', call.idempotencyKey) : null,
    };
  }

  async confirmIntent(call: ProviderCall, intent: IntentRef, paymentMethod: string): Promise<ProviderIntent> {
    switch (paymentMethod) {
      case 'pm_card_visa':
      case 'pm_card_visa_renewal_declined':
        return this.authorised(intent, intent.reference, paymentMethod, call.now);
      case 'pm_card_chargeDeclined':
        throw new CardDeclined('card_declined', 'Your card was declined.');
      case 'pm_card_chargeDeclinedInsufficientFunds':
        throw new CardDeclined('insufficient_funds', 'Your card has insufficient funds.');
      default:
        throw invalid(
          'parameter_invalid',
          `The test provider takes the payment methods ${TEST_PAYMENT_METHODS.join(', ')}.`,
          'payment_method',
        );
    }
  }

  async captureIntent(_call: ProviderCall, intent: IntentRef, amount: number): Promise<ProviderIntent> {
    return settled(intent, 'succeeded', amount);
  }

  async cancelIntent(_call: ProviderCall, intent: IntentRef): Promise<ProviderIntent> {
    return settled(intent, 'canceled', 0);
  }

  async reauthorize(call: ProviderCall, intent: IntentRef): Promise<ProviderIntent> {
    if (intent.paymentMethod === 'pm_card_visa_renewal_declined') {
      throw new CardDeclined('card_declined', 'Your card was declined.');
    }
    return this.authorised(intent, idOf('tpi', call.idempotencyKey), intent.paymentMethod ?? 'pm_card_visa', call.now);
  }

  async refund(call: ProviderCall): Promise<ProviderRefund> {
    return { reference: idOf('tre', call.idempotencyKey), status: 'succeeded', failureReason: null };
  }
}

/** An intent that holds nothing any more: captured (`amountReceived` taken) or canceled. */
const settled = (intent: IntentRef, status: 'succeeded' | 'canceled', amountReceived: number): ProviderIntent => ({
  reference: intent.reference,
  status,
  clientSecret: '',
  amountReceived,
  captureBefore: null,
  paymentMethod: intent.paymentMethod,
  customer: intent.customer,
});
