/**
 * A booking cancelled (by a request, or its hold expiring) takes its payments with it: its open
 * intents are canceled at the provider, so nobody pays for it any more, and its deposit hold is
 * released (`deposit.released`). A provider that cannot be reached does not stop the cancellation:
 * the sweeper releases the hold of a cancelled booking on its next pass, and a payment that still
 * succeeds later is refunded at once.
 */
import type { OnCancel } from '../bookings/changes.js';
import { isRentlineError } from '../core/errors.js';
import type { PaymentContext } from './context.js';
import { cancelIntent, releaseHold } from './deposits.js';
import type { PaymentProviders } from './providers.js';

/** Ignore a provider that cannot be reached now: what is left is done later (see above). */
const meanwhile = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (err) {
    if (!(isRentlineError(err) && err.code === 'provider_error')) throw err;
  }
};

export function settleOnCancel(providers: PaymentProviders): OnCancel {
  // What the cancellation ends is done by whoever cancelled (a request's credential, the expiry sweeper).
  return async (tx, scope, row, at, actor) => {
    const ctx: PaymentContext = { tx, scope, now: new Date(at), actor, providers };
    const intents = (await tx.payments.intentsOf(scope, [row.id])).get(row.id) ?? [];
    for (const intent of intents) {
      if (intent.status === 'requires_payment_method') await meanwhile(() => cancelIntent(ctx, intent));
    }
    const deposit = await tx.payments.liveDeposit(scope, row.id);
    if (deposit !== undefined) await meanwhile(() => releaseHold(ctx, deposit));
  };
}
