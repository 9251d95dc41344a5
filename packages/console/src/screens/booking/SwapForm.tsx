/** Swap a line's item for another, with the new price shown before confirming. */
import { useState } from 'react';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { useChangeQuote, useFleetItems, useSwap } from '../../api/queries.js';
import type { BookingDetail } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { SelectField } from '../../components/fields.js';
import { DialogActions } from '../../components/Modal.js';
import { ChangeQuoteView } from './ChangeQuoteView.js';

export function SwapForm({ booking, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const items = useFleetItems();
  const swap = useSwap(booking.id);
  const [lineId, setLineId] = useState(booking.line_items[0]?.id ?? '');
  const line = booking.line_items.find((l) => l.id === lineId);
  const candidates = (items.data ?? []).filter(
    (i) => i.active && !booking.line_items.some((l) => l.fleet_item_id === i.id),
  );
  const [itemId, setItemId] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const quote = useChangeQuote(
    booking,
    itemId === '' ? null : { swap: { line_item_id: lineId, fleet_item_id: itemId } },
  );

  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        if (itemId === '') {
          setErrors({ fields: { new_fleet_item_id: 'Choose the replacement item.' } });
          return;
        }
        swap
          .mutateAsync({ line_item_id: lineId, new_fleet_item_id: itemId })
          .then(onDone, (err) => setErrors(formErrors(err, ['line_item_id', 'new_fleet_item_id'])));
      }}
    >
      {booking.line_items.length > 1 && (
        <SelectField
          name="line_item_id"
          label="Line"
          value={lineId}
          onChange={setLineId}
          options={booking.line_items.map((l) => ({ id: l.id, label: `${l.quantity} × ${l.fleet_item_name}` }))}
        />
      )}
      <SelectField
        name="new_fleet_item_id"
        label={`Replace ${line?.fleet_item_name ?? 'the item'} with`}
        value={itemId}
        onChange={(v) => {
          setItemId(v);
          setErrors(NO_ERRORS);
        }}
        options={candidates.map((i) => ({ id: i.id, label: i.name }))}
      />
      {itemId !== '' && <ChangeQuoteView quote={quote.data} error={quote.error} pending={quote.isFetching} />}
      <DialogActions busy={swap.isPending}>Swap item</DialogActions>
    </ApiForm>
  );
}
