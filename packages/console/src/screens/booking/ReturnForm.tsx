/**
 * Return an active booking: the condition of each unit it took (one not "OK" goes into maintenance
 * until it is released), an optional return time (blank: now), and the late fee that return would
 * charge, shown before the operator confirms it (the engine's arithmetic, the same the server
 * charges; see `api/late-fee.ts`).
 */
import { useEffect, useState } from 'react';
import { useTimeZone } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { previewLateFee } from '../../api/late-fee.js';
import { useFleetItems, useReturn, useTenantSettings, useUnits } from '../../api/queries.js';
import type { BookingDetail, UnitCondition } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { SelectField, TextInput } from '../../components/fields.js';
import { Money } from '../../components/format.js';
import { DialogActions } from '../../components/Modal.js';
import { Row } from '../../components/QuotePanel.js';
import { instantOf } from '../../lib/time.js';

const CONDITIONS = [
  { id: 'ok', label: 'OK' },
  { id: 'damaged', label: 'Damaged' },
  { id: 'needs_inspection', label: 'Needs inspection' },
];

/** Now, re-read every half minute, so a preview left open stays true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

const lateness = (ms: number): string => {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  return hours >= 48 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${hours} h ${minutes} min`;
};

export function ReturnForm({ booking, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const zone = useTimeZone();
  const tenant = useTenantSettings();
  const items = useFleetItems();
  const units = useUnits();
  const doReturn = useReturn(booking.id);
  const now = useNow();
  const [at, setAt] = useState('');
  const [conditions, setConditions] = useState<Record<string, UnitCondition>>({});
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  if (tenant.data === undefined || items.data === undefined || units.data === undefined)
    return <p className="muted">Loading…</p>;

  const out = booking.line_items.flatMap((l) =>
    l.unit_ids.map((id) => ({
      id,
      label: `${l.fleet_item_name} ${units.data.find((u) => u.id === id)?.identifier ?? id}`,
    })),
  );
  const returnedMs = at.trim() === '' ? now : instantOf(at, zone);
  const preview = Number.isNaN(returnedMs) ? null : previewLateFee(booking, returnedMs, tenant.data, items.data);

  const submit = () => {
    const body = {
      ...(at.trim() === '' ? {} : { returned_at: at }),
      units: out.map((u) => ({ unit_id: u.id, condition: conditions[u.id] ?? 'ok' })),
    };
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
        {preview === null ? null : preview.lateMs === 0 ? (
          <p>On time: no late fee.</p>
        ) : (
          <>
            <p>
              Late by <strong>{lateness(preview.lateMs)}</strong>
              {preview.noPolicy ? ': the shop charges no late fee.' : '.'}
            </p>
            {!preview.noPolicy && (
              <dl className="figures">
                {preview.amount !== preview.fee && <Row label="Late fee before tax" cents={preview.fee} />}
                <div className="figure total">
                  <dt>Late fee</dt>
                  <dd>
                    <output aria-label="Late fee to charge">
                      <Money cents={preview.amount} />
                    </output>
                  </dd>
                </div>
                <Row label="Owed after the return" cents={booking.amount_owed + preview.amount} />
              </dl>
            )}
          </>
        )}
      </section>
      <DialogActions busy={doReturn.isPending} cancel="Not now">
        Mark returned
      </DialogActions>
    </ApiForm>
  );
}
