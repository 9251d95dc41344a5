/**
 * Take a card payment (the rental: what is owed by default) or hold the deposit, with one of the test
 * provider's cards. A declined card is shown beside the card with the API's message; the intent it
 * left open is confirmed again with the next card.
 */
import { useState } from 'react';
import { useCurrency } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { openIntent, type PaymentPurpose, TEST_CARDS, useConfirmIntent, useCreateIntent } from '../../api/payments.js';
import type { BookingDetail } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { SelectField, TextInput } from '../../components/fields.js';
import { Money } from '../../components/format.js';
import { DialogActions } from '../../components/Modal.js';
import { moneyInput, parseMoney } from '../../lib/money.js';

export function CardPaymentForm(p: { booking: BookingDetail; purpose: PaymentPurpose; onDone: () => void }) {
  const { booking: b, purpose } = p;
  const currency = useCurrency();
  const create = useCreateIntent(b.id);
  const confirm = useConfirmIntent();
  const open = openIntent(b, purpose);
  const [intent, setIntent] = useState(open === undefined ? undefined : { id: open.id, amount: open.amount });
  const [amount, setAmount] = useState(
    moneyInput(purpose === 'rental' ? b.amount_owed : b.deposit_hold_amount, currency),
  );
  const [card, setCard] = useState<string>(TEST_CARDS[0].id);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const busy = create.isPending || confirm.isPending;

  const submit = async () => {
    const cents = purpose === 'rental' ? parseMoney(amount, currency) : b.deposit_hold_amount;
    if (cents === undefined) {
      setErrors({ fields: { amount: 'Enter an amount such as 45.00.' } });
      return;
    }
    try {
      // The intent an earlier attempt left open is confirmed again; another amount is a new intent.
      let id = intent !== undefined && intent.amount === cents ? intent.id : undefined;
      if (id === undefined) {
        const made = await create.mutateAsync(purpose === 'rental' ? { purpose, amount: cents } : { purpose });
        id = made.id;
        setIntent({ id, amount: made.amount });
      }
      await confirm.mutateAsync({ id, payment_method: card });
      p.onDone();
    } catch (err) {
      setErrors(formErrors(err, ['amount', 'payment_method']));
    }
  };

  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        void submit();
      }}
    >
      {purpose === 'rental' ? (
        <TextInput
          name="amount"
          label="Amount"
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          isRequired
          autoFocus
          description={`In ${currency.toUpperCase()}, at most what is owed`}
        />
      ) : (
        <p>
          Hold <Money cents={b.deposit_hold_amount} /> on the card. Nothing is charged: the hold is captured at the
          return if there is damage, else released. The server renews it before it lapses.
        </p>
      )}
      <SelectField
        name="payment_method"
        label="Card"
        value={card}
        onChange={setCard}
        options={TEST_CARDS}
        description="The test provider's cards"
      />
      <DialogActions busy={busy}>
        {busy ? 'Charging…' : purpose === 'rental' ? 'Take payment' : 'Hold deposit'}
      </DialogActions>
    </ApiForm>
  );
}
