/** Extend: a later return, its new price shown before confirming. */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTimeZone } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { useChangeQuote, useExtend } from '../../api/queries.js';
import type { BookingDetail } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { TextInput } from '../../components/fields.js';
import { useDebounced } from '../../lib/debounce.js';
import { addDays, formatDateTime, localDateTime } from '../../lib/time.js';
import { ChangeQuoteView } from './ChangeQuoteView.js';

export function ExtendForm({ booking, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const zone = useTimeZone();
  const extend = useExtend(booking.id);
  const current = localDateTime(booking.return_date, zone);
  const [value, setValue] = useState(`${addDays(current.slice(0, 10), 1)}${current.slice(10)}`);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const settled = useDebounced(value);
  const quote = useChangeQuote(booking, settled === '' ? null : { return_date: settled });
  const quoteErrors = formErrors(quote.error, ['new_return_date'], { return_date: 'new_return_date' });
  const shown = errors === NO_ERRORS ? quoteErrors : errors;

  return (
    <ApiForm
      errors={{ fields: shown.fields, form: errors.form }}
      onSubmit={() => {
        extend
          .mutateAsync({ new_return_date: value })
          .then(onDone, (err) => setErrors(formErrors(err, ['new_return_date'])));
      }}
    >
      <TextInput
        name="new_return_date"
        label="New return"
        type="datetime-local"
        value={value}
        onChange={(v) => {
          setValue(v);
          setErrors(NO_ERRORS);
        }}
        isRequired
        autoFocus
        description={`Now due back ${formatDateTime(booking.return_date, zone)}`}
      />
      <ChangeQuoteView
        quote={quote.data}
        error={quoteErrors.fields.new_return_date ? undefined : quote.error}
        pending={quote.isFetching}
      />
      <div className="dialog-actions">
        <Button className="button secondary" slot="close">
          Cancel
        </Button>
        <Button type="submit" className="button primary" isDisabled={extend.isPending}>
          Extend booking
        </Button>
      </div>
    </ApiForm>
  );
}
