/**
 * Refund part or all of one of the booking's payments, through the provider that took it (a payment
 * recorded by hand is refunded by hand and recorded at once). At most what the payment has left.
 */
import { useState } from 'react';
import { useCurrency } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { refundable, useRefund } from '../../api/payments.js';
import type { BookingDetail } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { SelectField, TextInput } from '../../components/fields.js';
import { useMoney } from '../../components/format.js';
import { DialogActions } from '../../components/Modal.js';
import { moneyInput, parseMoney } from '../../lib/money.js';

export function RefundForm({ booking: b, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const currency = useCurrency();
  const money = useMoney();
  const refund = useRefund(b.id);
  const payments = refundable(b);
  const [paymentId, setPaymentId] = useState(payments[0]?.id ?? '');
  const left = payments.find((p) => p.id === paymentId)?.left ?? 0;
  const [amount, setAmount] = useState(moneyInput(left, currency));
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
        refund
          .mutateAsync({ payment_id: paymentId, amount: cents, reason: reason.trim() || null })
          .then(onDone, (err) => setErrors(formErrors(err, ['payment_id', 'amount', 'reason'])));
      }}
    >
      <SelectField
        name="payment_id"
        label="Payment"
        value={paymentId}
        onChange={(id) => {
          setPaymentId(id);
          setAmount(moneyInput(payments.find((p) => p.id === id)?.left ?? 0, currency));
        }}
        options={payments.map((p) => ({
          id: p.id,
          label: `${money(p.amount)} ${p.label}${p.left < p.amount ? `, ${money(p.left)} left` : ''}`,
        }))}
      />
      <TextInput
        name="amount"
        label="Amount to refund"
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        isRequired
        autoFocus
        description={`In ${currency.toUpperCase()}, at most ${money(left)}`}
      />
      <TextInput name="reason" label="Reason" value={reason} onChange={setReason} description="Optional" />
      <DialogActions busy={refund.isPending}>{refund.isPending ? 'Refunding…' : 'Refund'}</DialogActions>
    </ApiForm>
  );
}
