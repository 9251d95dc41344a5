/**
 * A returned booking's deposit captured in part or in full (the rest released), at a damaged return;
 * or the hold released. The API's refusals (more than authorised, no hold left) are shown where they
 * belong.
 */
import { useState } from 'react';
import { useCurrency } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { useCaptureDeposit, useReleaseDeposit } from '../../api/payments.js';
import type { BookingDetail } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { TextInput } from '../../components/fields.js';
import { Money } from '../../components/format.js';
import { DialogActions } from '../../components/Modal.js';
import { moneyInput, parseMoney } from '../../lib/money.js';

export function CaptureDepositForm({ booking: b, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const currency = useCurrency();
  const capture = useCaptureDeposit(b.id);
  const [amount, setAmount] = useState(moneyInput(b.deposit.amount_authorized, currency));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        const cents = parseMoney(amount, currency);
        if (cents === undefined) {
          setErrors({ fields: { amount: 'Enter an amount such as 45.00.' } });
          return;
        }
        capture
          .mutateAsync({ amount: cents, reason: reason.trim() })
          .then(onDone, (err) => setErrors(formErrors(err, ['amount', 'reason'])));
      }}
    >
      <p>
        Up to <Money cents={b.deposit.amount_authorized} /> is held. What you capture is added to the booking and paid
        by the deposit; the rest is released.
      </p>
      <TextInput
        name="amount"
        label="Amount to capture"
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        isRequired
        autoFocus
        description={`In ${currency.toUpperCase()}`}
      />
      <TextInput
        name="reason"
        label="Reason"
        value={reason}
        onChange={setReason}
        isRequired
        description="The damage, as the booking will show it"
      />
      <DialogActions busy={capture.isPending}>{capture.isPending ? 'Capturing…' : 'Capture'}</DialogActions>
    </ApiForm>
  );
}

export function ReleaseDepositForm({ booking: b, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const release = useReleaseDeposit(b.id);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        release.mutateAsync(undefined).then(onDone, (err) => setErrors(formErrors(err, [])));
      }}
    >
      <p>
        Let the hold of <Money cents={b.deposit.amount_authorized} /> go: nothing is charged, and the deposit cannot be
        captured afterwards.
      </p>
      <DialogActions busy={release.isPending} cancel="Keep holding">
        Release deposit
      </DialogActions>
    </ApiForm>
  );
}
