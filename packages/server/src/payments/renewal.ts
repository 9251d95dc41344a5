/**
 * Keeping deposit holds alive, and ending them on time. A card authorisation lapses (about 7 days,
 * up to 30 with Stripe's extended authorisation); a rental can be longer. Before a hold lapses,
 * while its booking is confirmed or active (or returned less than 48 hours ago, if the hold would
 * lapse before then), the server authorises the same amount again with the saved card, then lets
 * the old authorisation go: `deposit.authorized` again, `renewals` counting. A renewal the card
 * refuses leaves the old authorisation capturable until its `capture_before` (`renewal_failed`,
 * `deposit.renewal_failed`); then the hold expires. A hold is released on its own 48 hours after the
 * return, and when its booking is cancelled or expires.
 */
import { ID_PREFIX, newId } from '../core/ids.js';
import type { BookingRow } from '../store/queries/bookings.js';
import type { DepositRow, IntentRow } from '../store/queries/payments.js';
import { type PaymentContext, providerKey } from './context.js';
import { cancelIntent, endHold, releaseHold, renewAtFor } from './deposits.js';
import { CardDeclined } from './provider.js';
import { callOf, emitDepositEvent, refOf } from './records.js';

/** How long a returned booking's deposit is kept for the shop to find damage. */
export const HOLD_AFTER_RETURN_MS = 48 * 3_600_000;

/** When a returned booking's hold is released on its own (null: not returned). */
const releaseAt = (booking: BookingRow): number | null =>
  booking.returned_at === null ? null : Date.parse(booking.returned_at) + HOLD_AFTER_RETURN_MS;

/** Whether the hold must outlive its authorisation: the booking still runs, or is returned and kept past it. */
function needsRenewal(booking: BookingRow, deposit: DepositRow): boolean {
  if (booking.status === 'confirmed' || booking.status === 'active') return true;
  const release = releaseAt(booking);
  return booking.status === 'completed' && release !== null && release > Date.parse(deposit.capture_before);
}

/**
 * What the sweeper does with `booking`'s live hold at `ctx.now` (the booking locked, the hold read
 * under the lock): release it (cancelled booking, or 48 hours after the return), expire it (past
 * its `capture_before`), renew it (due, and needed), or nothing. Returns whether it changed anything.
 */
export async function sweepHold(ctx: PaymentContext, booking: BookingRow): Promise<boolean> {
  const deposit = await ctx.tx.payments.liveDeposit(ctx.scope, booking.id);
  if (deposit === undefined) return false;
  const now = ctx.now.getTime();
  const release = releaseAt(booking);
  if (booking.status === 'cancelled' || (booking.status === 'completed' && release !== null && release <= now)) {
    await releaseHold(ctx, deposit);
    return true;
  }
  if (Date.parse(deposit.capture_before) <= now) {
    await expireHold(ctx, deposit);
    return true;
  }
  if (deposit.status !== 'authorized' || deposit.renew_at === null || Date.parse(deposit.renew_at) > now) return false;
  if (needsRenewal(booking, deposit)) {
    await renewHold(ctx, deposit);
    return true;
  }
  if (booking.status === 'completed') {
    // Returned, and released before it lapses: no renewal is needed any more.
    return ctx.tx.payments.updateLiveDeposit(ctx.scope, deposit.id, { renew_at: null });
  }
  return false;
}

/**
 * A hold past its `capture_before`: its authorisation has lapsed. The provider is told to let it go
 * too (it would on its own; a failure to reach it changes nothing), and the hold expires.
 */
async function expireHold(ctx: PaymentContext, deposit: DepositRow): Promise<void> {
  const intent = await ctx.tx.payments.getIntent(ctx.scope, deposit.payment_intent_id);
  if (intent !== undefined && intent.status === 'requires_capture') {
    await cancelIntent(ctx, intent).catch(async () => {
      await ctx.tx.payments.updateIntent(ctx.scope, intent.id, { status: 'canceled', capture_before: null });
    });
  }
  await endHold(ctx, deposit, 'expired');
}

/**
 * Authorise the hold again (a new intent, the same amount, the card saved off-session), then let
 * the old authorisation go. The provider's key names the deposit and the renewal's number, so a
 * renewal repeated after a crash, or by another instance, is the provider's first answer.
 */
async function renewHold(ctx: PaymentContext, deposit: DepositRow): Promise<void> {
  const { tx, scope } = ctx;
  const old = await tx.payments.getIntent(scope, deposit.payment_intent_id);
  if (old === undefined) throw new Error(`deposit ${deposit.id} names no intent`);
  const provider = ctx.providers.named(old.provider, scope.livemode);
  const key = providerKey(scope, 'renew', deposit.id, deposit.renewals + 1);
  let renewed: Awaited<ReturnType<typeof provider.reauthorize>>;
  try {
    renewed = await provider.reauthorize(callOf(ctx, old.provider_account, key), refOf(old));
  } catch (err) {
    if (!(err instanceof CardDeclined)) throw err;
    const refused = {
      ...deposit,
      status: 'renewal_failed' as const,
      renew_at: null,
      updated_at: ctx.now.toISOString(),
    };
    if (await tx.payments.updateLiveDeposit(scope, deposit.id, refused)) {
      await emitDepositEvent(ctx, 'deposit.renewal_failed', refused, deposit.booking_id);
    }
    return;
  }
  if (renewed.status !== 'requires_capture' || renewed.captureBefore === null) {
    throw new Error(`the renewal of deposit ${deposit.id} came back ${renewed.status}`);
  }
  const at = ctx.now.toISOString();
  const next: IntentRow = {
    ...old,
    id: newId(ID_PREFIX.payment_intent),
    status: 'requires_capture',
    client_secret: renewed.clientSecret,
    provider_reference: renewed.reference,
    capture_before: renewed.captureBefore,
    application_fee_amount: 0,
    amount_received: 0,
    payment_method: renewed.paymentMethod ?? old.payment_method,
    payment_id: null,
    renewal_of: old.id,
    provider_customer: renewed.customer ?? old.provider_customer,
    created_at: at,
    updated_at: at,
  };
  await tx.payments.insertIntent(scope, next);
  await cancelIntent(ctx, old);
  const held = {
    ...deposit,
    payment_intent_id: next.id,
    capture_before: renewed.captureBefore,
    renewals: deposit.renewals + 1,
    renew_at: renewAtFor(ctx.now, renewed.captureBefore),
    updated_at: at,
  };
  if (await tx.payments.updateLiveDeposit(scope, deposit.id, held)) {
    await emitDepositEvent(ctx, 'deposit.authorized', held, deposit.booking_id);
  }
}
