/**
 * Return an active booking: the condition of each unit it took (one not "OK" goes into maintenance
 * until it is released), an optional return time (blank: now), and the late fee that return would
 * charge, shown before the operator confirms it: the server's return preview of the same body, so
 * the fee shown is the fee the return records, to the cent.
 */
import { useState } from 'react';
import { useTimeZone } from '../../api/context.js';
import { errorMessage, type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { type ReturnBody, useReturn, useReturnPreview, useUnits } from '../../api/queries.js';
import type { BookingDetail, UnitCondition } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { SelectField, TextInput } from '../../components/fields.js';
import { Money } from '../../components/format.js';
import { DialogActions } from '../../components/Modal.js';
import { Row } from '../../components/QuotePanel.js';
import { useDebounced } from '../../lib/debounce.js';

const CONDITIONS = [
  { id: 'ok', label: 'OK' },
  { id: 'damaged', label: 'Damaged' },
  { id: 'needs_inspection', label: 'Needs inspection' },
];

const lateness = (ms: number): string => {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  return hours >= 48 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${hours} h ${minutes} min`;
};

/** What the return preview says of the fee, shown beside the form. */
function LateFee({ booking, body }: { booking: BookingDetail; body: ReturnBody }) {
  const preview = useReturnPreview(booking.id, body);
  if (preview.isError) return <p className="muted">{errorMessage(preview.error)}</p>;
  if (preview.data === undefined) return <p className="muted">Working out the late fee…</p>;
  const after = preview.data;
  const lateMs = Math.max(0, Date.parse(after.returned_at ?? '') - Date.parse(booking.return_date));
  if (!(lateMs > 0)) return <p>On time: no late fee.</p>;
  const beforeTax = after.subtotal - booking.subtotal;
  return (
    <>
      <p>
        Late by <strong>{lateness(lateMs)}</strong>
        {after.late_fee_amount === 0 ? ': no late fee (within the grace, or none is set).' : '.'}
      </p>
      {after.late_fee_amount > 0 && (
        <dl className="figures">
          {beforeTax !== after.late_fee_amount && <Row label="Late fee before tax" cents={beforeTax} />}
          <div className="figure total">
            <dt>Late fee</dt>
            <dd>
              <output aria-label="Late fee to charge">
                <Money cents={after.late_fee_amount} />
              </output>
            </dd>
          </div>
          <Row label="Owed after the return" cents={after.amount_owed} />
        </dl>
      )}
    </>
  );
}

export function ReturnForm({ booking, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const zone = useTimeZone();
  const units = useUnits();
  const doReturn = useReturn(booking.id);
  const [at, setAt] = useState('');
  const [conditions, setConditions] = useState<Record<string, UnitCondition>>({});
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const out = booking.line_items.flatMap((l) =>
    l.unit_ids.map((id) => ({
      id,
      label: `${l.fleet_item_name} ${units.data?.find((u) => u.id === id)?.identifier ?? id}`,
    })),
  );
  const body: ReturnBody = {
    ...(at.trim() === '' ? {} : { returned_at: at }),
    units: out.map((u) => ({ unit_id: u.id, condition: conditions[u.id] ?? 'ok' })),
  };
  // The preview asks once the return time has stopped changing.
  const previewed = useDebounced(body);
  if (units.data === undefined) return <p className="muted">Loading…</p>;

  const submit = () => {
    doReturn
      .mutateAsync(body)
      .then(onDone, (err) =>
        setErrors(
          formErrors(
            err,
            ['returned_at', ...out.map((_, n) => `units.${n}`)],
            Object.fromEntries(out.map((_, n) => [`units.${n}.unit_id`, `units.${n}`])),
          ),
        ),
      );
  };

  return (
    <ApiForm errors={errors} onSubmit={submit}>
      {out.length > 0 && <p>The condition of each unit: one that is not OK goes into maintenance until released.</p>}
      {out.map((u, n) => (
        <SelectField
          key={u.id}
          name={`units.${n}`}
          label={`Condition of ${u.label}`}
          value={conditions[u.id] ?? 'ok'}
          onChange={(c) => setConditions((all) => ({ ...all, [u.id]: c as UnitCondition }))}
          options={CONDITIONS}
        />
      ))}
      <TextInput
        name="returned_at"
        label="Returned at"
        type="datetime-local"
        value={at}
        onChange={setAt}
        description={`Leave blank for now; the shop's time (${zone})`}
      />
      <section className="late-fee" aria-label="Late fee">
        <LateFee booking={booking} body={previewed} />
      </section>
      <DialogActions busy={doReturn.isPending} cancel="Not now">
        Mark returned
      </DialogActions>
    </ApiForm>
  );
}
