/**
 * Payment intents of a booking. A rental intent follows the rules of recorded payments (a pending,
 * confirmed or active booking, or a completed one that owes; at most `amount_owed`, by default all
 * of it) and a booking has at most one open: a new one cancels the open one. A deposit intent is
 * the booking's `deposit_hold_amount`, one per booking. Confirming one (the test provider, or a
 * payment method Stripe.js collected) takes the card's answer at once.
 */
import { randomBytes } from 'node:crypto';
import { ensureNotExpired, isHolding } from '../bookings/status.js';
import { loadBooking } from '../bookings/views.js';
import { invalid, RentlineError } from '../core/errors.js';
import { ID_PREFIX, newId } from '../core/ids.js';
import type { PaymentPurpose } from '../model/payment-intent.js';
import type { BookingRow } from '../store/queries/bookings.js';
import type { IntentRow } from '../store/queries/payments.js';
import { loadTenant } from '../tenants/service.js';
import { atProvider, type PaymentContext, providerKey } from './context.js';
import { cancelIntent } from './deposits.js';
import { applyIntent } from './outcome.js';
import { callOf, lockIntent, refOf } from './records.js';

export interface CreateIntentInput {
  purpose: PaymentPurpose;
  amount?: number | undefined;
}

const notPayable = (booking: BookingRow) => {
  const owed = booking.total - booking.amount_paid;
  const what =
    booking.status === 'completed' && owed <= 0 ? 'completed booking that owes nothing' : `${booking.status} booking`;
  return new RentlineError('booking_not_payable', `A ${what} takes no payments.`);
};

/** What a rental intent is for: the amount asked (default all that is owed), on a booking that takes payments. */
function rentalAmount(booking: BookingRow, asked: number | undefined): number {
  const owed = booking.total - booking.amount_paid;
  if (!isHolding(booking.status) && !(booking.status === 'completed' && owed > 0)) throw notPayable(booking);
  const amount = asked ?? owed;
  if (amount < 1 || amount > owed) {
    throw invalid(
      'parameter_invalid',
      `amount must be between 1 and the amount owed (${Math.max(owed, 0)}).`,
      'amount',
    );
  }
  return amount;
}

/** What a deposit intent holds: the booking's `deposit_hold_amount`, once per booking. */
function depositAmount(
  booking: BookingRow,
  asked: number | undefined,
  intents: readonly IntentRow[],
  live: boolean,
): number {
  if (asked !== undefined) {
    throw invalid('parameter_invalid', "A deposit holds the booking's deposit_hold_amount: send no amount.", 'amount');
  }
  if (!isHolding(booking.status)) throw notPayable(booking);
  if (booking.deposit_hold_amount < 1) {
    throw invalid(
      'parameter_invalid',
      `Booking ${booking.id} has no deposit to hold (deposit_hold_amount 0).`,
      'purpose',
    );
  }
  const open = intents.some(
    (i) => i.purpose === 'deposit' && (i.status === 'requires_payment_method' || i.status === 'processing'),
  );
  if (live || open) throw new RentlineError('deposit_exists', `Booking ${booking.id} has a deposit already.`);
  return booking.deposit_hold_amount;
}

/**
 * The platform's service fee taken from a rental payment: what the booking's fee has not had from
 * earlier card payments, at most the payment.
 */
function applicationFee(booking: BookingRow, intents: readonly IntentRow[], amount: number): number {
  const taken = intents
    .filter((i) => i.purpose === 'rental' && i.status === 'succeeded')
    .reduce((sum, i) => sum + i.application_fee_amount, 0);
  return Math.max(0, Math.min(amount, booking.service_fee_amount - taken));
}

/**
 * `POST /v1/bookings/:id/payment-intents`. `requestKey`: the request's `Idempotency-Key`, passed
 * through to the provider, so a retry after a crash gets the intent the first attempt made.
 */
export async function createPaymentIntent(
  ctx: PaymentContext,
  bookingId: string,
  input: CreateIntentInput,
  requestKey: string | undefined,
): Promise<IntentRow> {
  const { tx, scope } = ctx;
  const booking = await loadBooking(tx, scope, bookingId);
  const { settings } = await loadTenant(tx, scope);
  const { provider, account } = ctx.providers.forSetting(settings.payments, scope.livemode);
  ensureNotExpired(booking, ctx.now);
  const intents = (await tx.payments.intentsOf(scope, [booking.id])).get(booking.id) ?? [];
  const deposit = input.purpose === 'deposit';
  const live = deposit && (await tx.payments.liveDeposit(scope, booking.id)) !== undefined;
  const amount = deposit ? depositAmount(booking, input.amount, intents, live) : rentalAmount(booking, input.amount);
  if (!deposit) await cancelOpenRentalIntents(ctx, intents);

  const id = newId(ID_PREFIX.payment_intent);
  const fee = deposit ? 0 : applicationFee(booking, intents, amount);
  const key = providerKey(scope, 'create', booking.id, requestKey ?? id);
  const made = await atProvider(() =>
    provider.createIntent(callOf(ctx, account, key), {
      purpose: input.purpose,
      amount,
      currency: settings.currency,
      applicationFee: fee,
      description: `${deposit ? 'Deposit' : 'Rental'} for booking ${booking.id}`,
      customer: { name: booking.customer_name, email: booking.customer_email, phone: booking.customer_phone },
      metadata: { rentline_booking: booking.id, rentline_payment_intent: id },
    }),
  );
  const at = ctx.now.toISOString();
  const row: IntentRow = {
    id,
    booking_id: booking.id,
    purpose: input.purpose,
    amount,
    currency: settings.currency,
    status: made.status,
    client_secret: made.clientSecret,
    provider: provider.name,
    provider_reference: made.reference,
    capture_before: made.captureBefore,
    application_fee_amount: fee,
    amount_received: made.amountReceived,
    payment_method: made.paymentMethod,
    payment_id: null,
    renewal_of: null,
    provider_account: account,
    provider_customer: made.customer,
    created_at: at,
    updated_at: at,
  };
  await tx.payments.insertIntent(scope, row);
  return row;
}

/** A new rental intent replaces the open one; one the provider is processing must settle first. */
async function cancelOpenRentalIntents(ctx: PaymentContext, intents: readonly IntentRow[]): Promise<void> {
  for (const intent of intents) {
    if (intent.purpose !== 'rental') continue;
    if (intent.status === 'processing') {
      throw new RentlineError(
        'payment_in_progress',
        `Payment intent ${intent.id} is being processed; wait for its outcome before starting another.`,
      );
    }
    if (intent.status === 'requires_payment_method') await cancelIntent(ctx, intent);
  }
}

/** `POST /v1/payment-intents/:id/confirm`: the card's answer, taken at once (a refusal is the 402 answered). */
export async function confirmPaymentIntent(
  ctx: PaymentContext,
  id: string,
  paymentMethod: string,
  requestKey: string | undefined,
): Promise<IntentRow> {
  const { intent, booking } = await lockIntent(ctx, id);
  if (intent.status !== 'requires_payment_method') {
    throw new RentlineError(
      'payment_intent_unexpected_state',
      `Payment intent ${intent.id} is ${intent.status}; only one that requires a payment method can be confirmed.`,
    );
  }
  ensureNotExpired(booking, ctx.now);
  if (intent.purpose === 'rental') {
    const owed = booking.total - booking.amount_paid;
    if (!isHolding(booking.status) && !(booking.status === 'completed' && owed > 0)) throw notPayable(booking);
  } else {
    if (!isHolding(booking.status)) throw notPayable(booking);
    if ((await ctx.tx.payments.liveDeposit(ctx.scope, booking.id)) !== undefined) {
      throw new RentlineError('deposit_exists', `Booking ${booking.id} has a deposit already.`);
    }
  }
  const provider = ctx.providers.named(intent.provider, ctx.scope.livemode);
  // A confirmation the card refused may be tried again with the same card: each attempt is its own.
  const key = providerKey(ctx.scope, 'confirm', intent.id, requestKey ?? randomBytes(12).toString('hex'));
  const answer = await atProvider(() =>
    provider.confirmIntent(callOf(ctx, intent.provider_account, key), refOf(intent), paymentMethod),
  );
  return applyIntent(ctx, booking, intent, answer);
}

/** `GET /v1/payment-intents/:id`. */
export async function getPaymentIntent(ctx: Pick<PaymentContext, 'tx' | 'scope'>, id: string): Promise<IntentRow> {
  const intent = await ctx.tx.payments.getIntent(ctx.scope, id);
  if (intent === undefined) throw new RentlineError('not_found', `No such payment intent: '${id}'.`, 'id');
  return intent;
}
