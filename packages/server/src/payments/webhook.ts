/**
 * Stripe's events, posted to `POST /v1/providers/stripe/webhook`. The signature is checked with the
 * signing secret of each mode whose keys are set (the one that verifies is the event's mode); the
 * event is matched to the intent or refund it is about by Stripe's account, the mode and Stripe's
 * own id of the object, never by metadata alone. Each event is acted on once: its id is recorded in
 * the transaction that acts on it, so a repeated delivery (Stripe retries until it gets a 2xx) is
 * acknowledged and changes nothing. Events of types the server does not use, and of objects it does
 * not know, are acknowledged too.
 */
import { loadBooking } from '../bookings/views.js';
import { type Actor, SYSTEM } from '../core/actor.js';
import { isRentlineError, RentlineError } from '../core/errors.js';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';
import { atProvider, type PaymentContext } from './context.js';
import { applyIntent } from './outcome.js';
import type { ProviderEvent, ProviderEventSource } from './provider.js';
import type { PaymentProviders } from './providers.js';
import { lockIntent } from './records.js';
import { recordProviderRefund, settleRefund } from './refunds.js';

const STRIPE: Actor = SYSTEM.stripeWebhook;

/** Verify and read a posted event with the first mode's secret that verifies it. */
function readEvent(
  providers: PaymentProviders,
  payload: Uint8Array,
  header: string | undefined,
  now: Date,
): { event: ProviderEvent; source: ProviderEventSource } {
  const sources = providers.stripeSources();
  if (sources.length === 0) {
    throw new RentlineError('provider_not_configured', 'This server has no Stripe keys: it takes no Stripe events.');
  }
  let refused: unknown;
  for (const { source } of sources) {
    try {
      return { event: source.parseEvent(payload, header, now), source };
    } catch (err) {
      if (!(isRentlineError(err) && err.code === 'signature_invalid')) throw err;
      refused = err;
    }
  }
  throw refused;
}

export interface WebhookDeps {
  tx: Tx;
  now: Date;
  providers: PaymentProviders;
}

/** Act on one posted Stripe event, in the request's transaction. */
export async function receiveStripeEvent(
  deps: WebhookDeps,
  payload: Uint8Array,
  header: string | undefined,
): Promise<void> {
  const { event, source } = readEvent(deps.providers, payload, header, deps.now);
  const { tx } = deps;
  const ctx = (scope: Scope): PaymentContext => ({ ...deps, scope, actor: STRIPE });
  /** Record the event as acted on; false when it was already (a repeated delivery). */
  const firstTime = (scope: Scope, reference: string) =>
    tx.payments.recordProviderEvent(scope, {
      id: event.id,
      provider: 'stripe',
      type: event.type,
      provider_reference: reference,
      account: event.account,
      created_at: deps.now.toISOString(),
      updated_at: deps.now.toISOString(),
    });

  if (event.kind === 'intent') {
    const found = await tx.payments.intentByReference('stripe', event.livemode, event.account, event.intent.reference);
    if (found === undefined || !(await firstTime(found.scope, event.intent.reference))) return;
    const { intent, booking } = await lockIntent(ctx(found.scope), found.row.id);
    // An authorisation's deadline is on its charge, which an event's copy of the intent lacks.
    const update =
      event.intent.status === 'requires_capture' && !event.exactDeadline
        ? await atProvider(() => source.retrieveIntent({ account: event.account }, event.intent.reference))
        : event.intent;
    await applyIntent(ctx(found.scope), booking, intent, update);
    return;
  }
  if (event.kind === 'refund') {
    const { refund } = event;
    const byReference = () => tx.payments.refundByReference('stripe', event.livemode, event.account, refund.reference);
    const known = await byReference();
    if (known !== undefined) {
      if (await firstTime(known.scope, refund.reference)) {
        await settleRefund(ctx(known.scope), known.row, refund.status, refund.failureReason);
      }
      return;
    }
    if (refund.status !== 'succeeded' || refund.intentReference === null) return;
    const paid = await tx.payments.intentByReference('stripe', event.livemode, event.account, refund.intentReference);
    if (paid === undefined) return;
    // A request making this very refund holds the booking: once it commits, the refund is known.
    await loadBooking(tx, paid.scope, paid.row.booking_id);
    if (!(await firstTime(paid.scope, refund.reference))) return;
    const made = await byReference();
    if (made !== undefined) await settleRefund(ctx(paid.scope), made.row, refund.status, refund.failureReason);
    else await recordProviderRefund(ctx(paid.scope), paid.row, refund.reference, refund.amount);
  }
}
