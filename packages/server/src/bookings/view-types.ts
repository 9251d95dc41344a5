/** The shapes of a booking as the API shows it (built in views.ts). */
import type { Actor } from '../core/actor.js';
import type { BookingDeposit, BookingIntent, BookingRefund } from '../payments/views.js';
import type { AdjustmentRow, BookingStatus, ChangeRow, PaymentRow } from '../store/queries/bookings.js';
import type { RateBasis } from '../store/rows.js';

export interface BookingLineItemView {
  id: string;
  fleet_item_id: string;
  fleet_item_name: string;
  quantity: number;
  unit_price: number;
  override_price: number | null;
  line_total: number;
  unit_ids: string[];
  rate_basis: RateBasis;
  hourly_units: number | null;
}

export interface BookingAddonView {
  id: string;
  addon_id: string;
  addon_name: string;
  quantity: number;
  unit_price: number;
  line_total: number;
}

export interface BookingView {
  id: string;
  object: 'booking';
  status: BookingStatus;
  customer_id: string;
  customer: { id: string; name: string; email: string; phone: string };
  /** Active and past its return date plus the tenant's grace, judged when the view is shown. */
  overdue: boolean;
  pickup_date: string;
  return_date: string;
  pickup_location_id: string | null;
  half_day: boolean;
  subtotal: number;
  tax_amount: number;
  discount_amount: number;
  service_fee_amount: number;
  total: number;
  amount_paid: number;
  amount_owed: number;
  deposit_hold_amount: number;
  /** The deposit hold taken through the payments provider (its latest), `none` without one. */
  deposit: BookingDeposit;
  /** The late fee charged at the return, tax included (0 until a late return). */
  late_fee_amount: number;
  coupon_id: string | null;
  notes: string | null;
  line_items: BookingLineItemView[];
  addons: BookingAddonView[];
  cancellation_reason: string | null;
  cancelled_at: string | null;
  /** A pending booking's hold ends then (null: it holds until it changes status). */
  expires_at: string | null;
  picked_up_at: string | null;
  returned_at: string | null;
  livemode: boolean;
  created_at: string;
  updated_at: string;
}

/** Get Booking (and the `data` of booking events): the booking plus its history. */
export interface BookingDetailView extends BookingView {
  adjustments: Shown<AdjustmentRow>[];
  change_log: Shown<ChangeRow>[];
  payments: Shown<PaymentRow>[];
  payment_intents: BookingIntent[];
  refunds: BookingRefund[];
}

/** A history row as Get Booking shows it: without its booking, its actor as one object. */
type Shown<R> = Omit<R, 'booking_id' | 'actor_type' | 'actor_id'> & { actor: Actor };
