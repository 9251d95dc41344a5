/**
 * Payment records as the API shows them: intents (without the provider's account and customer; in a
 * booking's list also without the client secret), refunds, and a booking's `deposit`.
 */
import type { Scope } from '../core/scope.js';
import { Deposit, type DepositRecord } from '../model/deposit.js';
import { PaymentIntent, type PaymentIntentRecord } from '../model/payment-intent.js';
import { Refund, type RefundRecord } from '../model/refund.js';
import type { DepositRow, IntentRow, RefundRow } from '../store/queries/payments.js';
import { toRecord } from '../store/queries/resources.js';

/** A booking's deposit as every booking shows it (`none` until a hold is authorised). */
export interface BookingDeposit {
  status: 'none' | DepositRecord['status'];
  amount_authorized: number;
  amount_captured: number;
  capture_before: string | null;
}

export const NO_DEPOSIT: BookingDeposit = {
  status: 'none',
  amount_authorized: 0,
  amount_captured: 0,
  capture_before: null,
};

/** The booking's latest deposit as its `deposit` field. */
export function bookingDeposit(row: DepositRow | undefined): BookingDeposit {
  if (row === undefined) return NO_DEPOSIT;
  return {
    status: row.status,
    amount_authorized: row.amount_authorized,
    amount_captured: row.amount_captured,
    capture_before: row.status === 'authorized' || row.status === 'renewal_failed' ? row.capture_before : null,
  };
}

export const intentRecord = (scope: Scope, row: IntentRow): PaymentIntentRecord =>
  toRecord(PaymentIntent.table, { ...row, livemode: scope.livemode });

/** An intent in a booking's `payment_intents`: everything but its client secret. */
export type BookingIntent = Omit<PaymentIntentRecord, 'client_secret' | 'livemode'>;

export function bookingIntent(row: IntentRow): BookingIntent {
  // The booking shows the mode once, for all of them.
  const {
    client_secret: _secret,
    livemode: _livemode,
    ...shown
  } = toRecord(PaymentIntent.table, {
    ...row,
    livemode: false,
  });
  return shown;
}

export const refundRecord = (scope: Scope, row: RefundRow): RefundRecord =>
  toRecord(Refund.table, { ...row, livemode: scope.livemode });

/** A refund in a booking's `refunds`. */
export type BookingRefund = Omit<RefundRecord, 'livemode'>;

export function bookingRefund(row: RefundRow): BookingRefund {
  const { livemode: _livemode, ...shown } = toRecord(Refund.table, { ...row, livemode: false });
  return shown;
}

export const depositRecord = (scope: Scope, row: DepositRow): DepositRecord =>
  toRecord(Deposit.table, { ...row, livemode: scope.livemode });
