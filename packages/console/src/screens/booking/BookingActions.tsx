/**
 * The actions a booking allows in its status, each in a dialog of its own: pay, confirm, pick up
 * (choosing units), return (condition per unit, the late fee first), extend, swap a line, cancel,
 * and the payment actions (a card, the deposit, a refund). What the API would refuse is not
 * offered. A returned booking that still owes (a late fee, say) can still be paid.
 */
import { lazy, Suspense } from 'react';
import type { BookingDetail, BookingStatus } from '../../api/types.js';
import { ModalButton } from '../../components/Modal.js';
import { CancelForm } from './CancelForm.js';
import { ExtendForm } from './ExtendForm.js';
import { PaymentActions, usePaymentActions } from './PaymentActions.js';
import { PaymentForm } from './PaymentForm.js';
import { PickupForm } from './PickupForm.js';
import { StatusForm } from './StatusForm.js';
import { SwapForm } from './SwapForm.js';

// The return dialog carries the pricing engine (for the late fee): loaded when it is first opened.
const ReturnForm = lazy(() => import('./ReturnForm.js').then((m) => ({ default: m.ReturnForm })));

const CHANGEABLE: readonly BookingStatus[] = ['pending', 'confirmed', 'active'];

export function BookingActions({ booking: b }: { booking: BookingDetail }) {
  const expired = b.status === 'pending' && b.expires_at !== null && Date.parse(b.expires_at) <= Date.now();
  const money = usePaymentActions(b);
  if (expired) return <p className="warning">This booking's hold has expired: it will be cancelled.</p>;
  const changeable = CHANGEABLE.includes(b.status);
  const payable = b.amount_owed > 0 && (changeable || b.status === 'completed');
  if (!changeable && !payable && !Object.values(money).some(Boolean)) return null;
  return (
    <div className="actions">
      {payable && (
        <ModalButton label="Record payment" title="Record a payment" variant="primary">
          {(close) => <PaymentForm booking={b} onDone={close} />}
        </ModalButton>
      )}
      <PaymentActions booking={b} />
      {b.status === 'pending' && (
        <ModalButton label="Confirm" title="Confirm this booking">
          {(close) => (
            <StatusForm
              booking={b}
              to="confirmed"
              onDone={close}
              text="Confirm the booking without a payment. A payment also confirms a pending booking."
            />
          )}
        </ModalButton>
      )}
      {b.status === 'confirmed' && (
        <ModalButton label="Mark picked up" title="Mark as picked up">
          {(close) => <PickupForm booking={b} onDone={close} />}
        </ModalButton>
      )}
      {b.status === 'active' && (
        <ModalButton label="Mark returned" title="Mark as returned">
          {(close) => (
            <Suspense fallback={<p className="muted">Loading…</p>}>
              <ReturnForm booking={b} onDone={close} />
            </Suspense>
          )}
        </ModalButton>
      )}
      {changeable && (
        <>
          <ModalButton label="Extend" title="Extend the booking">
            {(close) => <ExtendForm booking={b} onDone={close} />}
          </ModalButton>
          <ModalButton label="Swap item" title="Swap an item">
            {(close) => <SwapForm booking={b} onDone={close} />}
          </ModalButton>
        </>
      )}
      {(b.status === 'pending' || b.status === 'confirmed') && (
        <ModalButton label="Cancel booking" title="Cancel the booking" variant="danger">
          {(close) => <CancelForm booking={b} onDone={close} />}
        </ModalButton>
      )}
    </div>
  );
}
