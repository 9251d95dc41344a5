/** Record a payment: the amount owed by default; the API's refusal (too much, not payable) shown where it belongs. */
import { useState } from 'react';
import { useCurrency } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { usePay } from '../../api/queries.js';
import type { BookingDetail } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { SelectField, TextInput } from '../../components/fields.js';
import { DialogActions } from '../../components/Modal.js';
import { moneyInput, parseMoney } from '../../lib/money.js';

const METHODS = [
  { id: 'card', label: 'Card' },
  { id: 'cash', label: 'Cash' },
  { id: 'bank_transfer', label: 'Bank transfer' },
  { id: 'other', label: 'Other' },
];

export function PaymentForm({ booking, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const currency = useCurrency();
  const pay = usePay(booking.id);
  const [amount, setAmount] = useState(moneyInput(booking.amount_owed, currency));
  const [method, setMethod] = useState('card');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = async () => {
    const cents = parseMoney(amount, currency);
    if (cents === undefined) {
      setErrors({ fields: { amount: 'Enter an amount such as 45.00.' } });
      return;
    }
    try {
      await pay.mutateAsync({ amount: cents, method, reference: reference.trim() || null });
      onDone();
    } catch (err) {
      setErrors(formErrors(err, ['amount', 'method', 'reference']));
    }
  };

  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        void submit();
      }}
    >
      <TextInput
        name="amount"
        label="Amount"
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        isRequired
        autoFocus
        description={`In ${currency.toUpperCase()}`}
      />
      <SelectField name="method" label="Method" value={method} onChange={setMethod} options={METHODS} />
      <TextInput
        name="reference"
        label="Reference"
        value={reference}
        onChange={setReference}
        description="Optional: a receipt or terminal number"
      />
      <DialogActions busy={pay.isPending}>{pay.isPending ? 'Recording…' : 'Record payment'}</DialogActions>
    </ApiForm>
  );
}
