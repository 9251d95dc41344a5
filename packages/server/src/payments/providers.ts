/**
 * The providers a deployment has: the built-in test provider, and Stripe in each mode whose keys are
 * in the environment. Which one a new intent goes through is the tenant's setting for the mode;
 * an intent made earlier keeps its own.
 */
import type { Config } from '../config.js';
import { RentlineError } from '../core/errors.js';
import type { CardProvider } from '../model/payment-intent.js';
import type { PaymentsSetting } from '../store/queries/tenants.js';
import type { PaymentProvider, ProviderEventSource } from './provider.js';
import { StripeProvider } from './stripe-provider.js';
import { TestProvider } from './test-provider.js';

const notConfigured = (message: string) => new RentlineError('provider_not_configured', message);

const modeName = (livemode: boolean) => (livemode ? 'live' : 'test');

export class PaymentProviders {
  readonly test: TestProvider;
  private readonly stripe: { live: StripeProvider | undefined; test: StripeProvider | undefined };

  constructor(config: Pick<Config, 'stripe' | 'testProviderHoldMinutes'>) {
    this.test = new TestProvider(config.testProviderHoldMinutes);
    const options = { apiUrl: config.stripe.apiUrl, timeoutMs: config.stripe.timeoutMs };
    this.stripe = {
      live: config.stripe.live && new StripeProvider(config.stripe.live, true, options),
      test: config.stripe.test && new StripeProvider(config.stripe.test, false, options),
    };
  }

  /** Whether this server can take Stripe payments in the mode (its keys are set). */
  hasStripe(livemode: boolean): boolean {
    return this.stripe[modeName(livemode)] !== undefined;
  }

  /**
   * The provider a new intent of the mode goes through and the account it goes to; throws
   * `provider_not_configured` when the mode takes no card payments.
   */
  forSetting(payments: PaymentsSetting, livemode: boolean): { provider: PaymentProvider; account: string | null } {
    switch (payments.provider) {
      case 'manual':
        throw notConfigured(
          'This mode records payments only (payments.provider is manual): record them with POST /v1/bookings/{id}/payments, ' +
            'or set payments.provider to test or stripe.',
        );
      case 'test':
        if (livemode) throw notConfigured('Live mode cannot use the test provider.');
        return { provider: this.test, account: null };
      case 'stripe':
        if (payments.stripe_account === null) {
          throw notConfigured(
            "No Stripe connected account is set for this mode: the operator names it (the CLI's --stripe-account option).",
          );
        }
        return { provider: this.named('stripe', livemode), account: payments.stripe_account };
    }
  }

  /** The provider an intent or refund was made with. */
  named(name: CardProvider, livemode: boolean): PaymentProvider {
    if (name === 'test') return this.test;
    const stripe = this.stripe[modeName(livemode)];
    if (stripe === undefined) {
      const variable = livemode ? 'STRIPE_SECRET_KEY' : 'STRIPE_TEST_SECRET_KEY';
      throw notConfigured(`This server has no Stripe keys for ${modeName(livemode)} mode (${variable}).`);
    }
    return stripe;
  }

  /** Where Stripe's events come from, by mode: the modes whose keys are set. */
  stripeSources(): { livemode: boolean; source: ProviderEventSource }[] {
    const out: { livemode: boolean; source: ProviderEventSource }[] = [];
    if (this.stripe.live) out.push({ livemode: true, source: this.stripe.live });
    if (this.stripe.test) out.push({ livemode: false, source: this.stripe.test });
    return out;
  }
}
