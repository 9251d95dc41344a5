/**
 * The actions a booking allows in its status, each in a dialog of its own: pay, confirm, mark picked
 * up, mark returned, extend, swap a line, cancel. What the API would refuse is not offered.
 */
import type { BookingDetail, BookingStatus } from '../../api/types.js';
import { ModalButton } from '../../components/Modal.js';
import { CancelForm } from './CancelForm.js';
import { ExtendForm } from './ExtendForm.js';
import { PaymentForm } from './PaymentForm.js';
import { StatusForm } from './StatusForm.js';
import { SwapForm } from './SwapForm.js';

const CHANGEABLE: readonly BookingStatus[] = ['pending', 'confirmed', 'active'];

export function BookingActions({ booking: b }: { booking: BookingDetail }) {
  const expired = b.status === 'pending' && b.expires_at !== null && Date.parse(b.expires_at) <= Date.now();
  if (expired) return <p className="warning">This booking's hold has expired: it will be cancelled.</p>;
  const changeable = CHANGEABLE.includes(b.status);
  if (!changeable) return null;
  return (
    <div className="actions">
      {b.amount_owed > 0 && (
        <ModalButton label="Record payment" title="Record a payment" variant="primary">
          {(close) => <PaymentForm booking={b} onDone={close} />}
        </ModalButton>
      )}
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
          {(close) => (
            <StatusForm
              booking={b}
              to="active"
              onDone={close}
              text="The customer has taken the items: the booking is out."
            />
          )}
        </ModalButton>
      )}
      {b.status === 'active' && (
        <ModalButton label="Mark returned" title="Mark as returned">
          {(close) => (
            <StatusForm booking={b} to="completed" onDone={close} text="Everything is back: the booking is complete." />
          )}
        </ModalButton>
      )}
      <ModalButton label="Extend" title="Extend the booking">
        {(close) => <ExtendForm booking={b} onDone={close} />}
      </ModalButton>
      <ModalButton label="Swap item" title="Swap an item">
        {(close) => <SwapForm booking={b} onDone={close} />}
      </ModalButton>
      {(b.status === 'pending' || b.status === 'confirmed') && (
        <ModalButton label="Cancel booking" title="Cancel the booking" variant="danger">
          {(close) => <CancelForm booking={b} onDone={close} />}
        </ModalButton>
      )}
    </div>
  );
}
