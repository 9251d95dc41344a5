/**
 * The payment actions a booking allows: take a card payment or hold the deposit (with the test
 * provider), capture the deposit at a damaged return, release it, refund a payment.
 */
import { useRole } from '../../api/context.js';
import { paymentActions } from '../../api/payments.js';
import { useTenantSettings } from '../../api/queries.js';
import { may } from '../../api/rights.js';
import type { BookingDetail } from '../../api/types.js';
import { ModalButton } from '../../components/Modal.js';
import { CardPaymentForm } from './CardPaymentForm.js';
import { CaptureDepositForm, ReleaseDepositForm } from './DepositForms.js';
import { RefundForm } from './RefundForm.js';

/** What the booking's state allows, less what the member's role does not (giving money back). */
export function usePaymentActions(b: BookingDetail) {
  const tenant = useTenantSettings();
  const role = useRole();
  const can = paymentActions(b, tenant.data?.payments.provider === 'test');
  return {
    ...can,
    capture: can.capture && may(role, 'captureDeposit'),
    release: can.release && may(role, 'releaseDeposit'),
    refund: can.refund && may(role, 'refund'),
  };
}

export function PaymentActions({ booking: b }: { booking: BookingDetail }) {
  const can = usePaymentActions(b);
  return (
    <>
      {can.card && (
        <ModalButton label="Take card payment" title="Take a card payment">
          {(close) => <CardPaymentForm booking={b} purpose="rental" onDone={close} />}
        </ModalButton>
      )}
      {can.deposit && (
        <ModalButton label="Hold deposit" title="Hold the deposit">
          {(close) => <CardPaymentForm booking={b} purpose="deposit" onDone={close} />}
        </ModalButton>
      )}
      {can.capture && (
        <ModalButton label="Capture deposit" title="Capture the deposit">
          {(close) => <CaptureDepositForm booking={b} onDone={close} />}
        </ModalButton>
      )}
      {can.release && (
        <ModalButton label="Release deposit" title="Release the deposit">
          {(close) => <ReleaseDepositForm booking={b} onDone={close} />}
        </ModalButton>
      )}
      {can.refund && (
        <ModalButton label="Refund" title="Refund a payment">
          {(close) => <RefundForm booking={b} onDone={close} />}
        </ModalButton>
      )}
    </>
  );
}
