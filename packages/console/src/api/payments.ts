/**
 * Card payments, deposit holds and refunds through the mode's payments provider. The console takes
 * cards only with the built-in test provider (Stripe's cards are entered in Stripe's own page, which
 * the console does not load); capture, release and refunds work with any provider.
 */
import { useBookingAction } from './queries.js';
import type { BookingDetail, BookingStatus } from './types.js';

/** The test provider's cards (Stripe's test payment method ids), as the console offers them. */
export const TEST_CARDS = [
  { id: 'pm_card_visa', label: 'Visa (pays)' },
  { id: 'pm_card_chargeDeclined', label: 'Visa (declined)' },
  { id: 'pm_card_chargeDeclinedInsufficientFunds', label: 'Visa (insufficient funds)' },
  { id: 'pm_card_visa_renewal_declined', label: 'Visa (refuses renewals)' },
] as const;

export type PaymentPurpose = 'rental' | 'deposit';
type Deposit = BookingDetail['deposit'];

/** A hold that still holds money: it can be captured or released. */
export const isLive = (d: Deposit) => d.status === 'authorized' || d.status === 'renewal_failed';

/** The intent of `purpose` the booking has open (a declined card leaves it open for another card). */
export const openIntent = (b: BookingDetail, purpose: PaymentPurpose) =>
  b.payment_intents.find((i) => i.purpose === purpose && i.status === 'requires_payment_method');

/** What each payment of the booking has left to refund (pending refunds count). */
export function refundable(b: BookingDetail): { id: string; amount: number; left: number; label: string }[] {
  return b.payments
    .map((p) => {
      const refunded = b.refunds
        .filter((r) => r.payment_id === p.id && r.status !== 'failed')
        .reduce((sum, r) => sum + r.amount, 0);
      return { id: p.id, amount: p.amount, left: p.amount - refunded, label: p.method ?? 'payment' };
    })
    .filter((p) => p.left > 0);
}

const HOLDING: readonly BookingStatus[] = ['pending', 'confirmed', 'active'];

/**
 * Which payment actions booking `b` allows at `nowMs`, as the API would: a card payment while it
 * owes and takes payments, a deposit hold on a booking that holds its units and has a deposit but no
 * live hold, capture once returned, release while held, a refund while a payment has some left.
 * `cards`: the mode takes cards through the test provider (the console's only card reader).
 */
export function paymentActions(b: BookingDetail, cards: boolean, nowMs = Date.now()) {
  const expired = b.status === 'pending' && b.expires_at !== null && Date.parse(b.expires_at) <= nowMs;
  const payable = !expired && b.amount_owed > 0 && (HOLDING.includes(b.status) || b.status === 'completed');
  return {
    card: cards && payable,
    deposit: cards && !expired && HOLDING.includes(b.status) && b.deposit_hold_amount > 0 && !isLive(b.deposit),
    capture: b.status === 'completed' && isLive(b.deposit),
    release: isLive(b.deposit),
    refund: refundable(b).length > 0,
  };
}

/** Make a payment intent: a rental payment (`amount`, default what is owed) or the deposit hold. */
export const useCreateIntent = (bookingId: string) =>
  useBookingAction((client, body: { purpose: PaymentPurpose; amount?: number }) =>
    client.post('/v1/bookings/{id}/payment-intents', { params: { path: { id: bookingId } }, body }),
  );

/** Confirm an intent with a card: 402 `card_error` when the card declines (the intent stays open). */
export const useConfirmIntent = () =>
  useBookingAction((client, { id, payment_method }: { id: string; payment_method: string }) =>
    client.post('/v1/payment-intents/{id}/confirm', { params: { path: { id } }, body: { payment_method } }),
  );

export const useCaptureDeposit = (bookingId: string) =>
  useBookingAction((client, body: { amount: number; reason: string }) =>
    client.post('/v1/bookings/{id}/deposit/capture', { params: { path: { id: bookingId } }, body }),
  );

export const useReleaseDeposit = (bookingId: string) =>
  useBookingAction((client, _: undefined) =>
    client.post('/v1/bookings/{id}/deposit/release', { params: { path: { id: bookingId } } }),
  );

export const useRefund = (bookingId: string) =>
  useBookingAction((client, body: { payment_id: string; amount: number; reason: string | null }) =>
    client.post('/v1/bookings/{id}/refunds', { params: { path: { id: bookingId } }, body }),
  );
