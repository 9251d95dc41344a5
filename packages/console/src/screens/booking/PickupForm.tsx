/**
 * Pick up a confirmed booking. Each line of an item tracked by numbered units names exactly its
 * quantity of that item's available units (chosen here, in identifier order); lines counted by
 * quantity need nothing. The API's refusal of a unit (taken meanwhile, say) is shown under that
 * line's units.
 */
import { useState } from 'react';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { useFleetItems, usePickup, useUnits } from '../../api/queries.js';
import type { BookingDetail } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { CheckboxGroupField } from '../../components/fields.js';
import { Money } from '../../components/format.js';
import { DialogActions } from '../../components/Modal.js';
import { owes } from '../../lib/booking-text.js';

export function PickupForm({ booking, onDone }: { booking: BookingDetail; onDone: () => void }) {
  const items = useFleetItems();
  const units = useUnits();
  const pickup = usePickup(booking.id);
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  if (items.data === undefined || units.data === undefined) return <p className="muted">Loading…</p>;
  const tracked = new Set(items.data.filter((i) => i.tracking === 'units').map((i) => i.id));
  // The request's `units` lists these lines in this order: its index N is the form's field `units.N`.
  const lines = booking.line_items.filter((l) => tracked.has(l.fleet_item_id));
  const byIdentifier = (a: { identifier: string }, b: { identifier: string }) =>
    a.identifier.localeCompare(b.identifier, 'en', { numeric: true });

  const submit = () => {
    const body = { units: lines.map((l) => ({ line_item_id: l.id, unit_ids: chosen[l.id] ?? [] })) };
    pickup.mutateAsync(body).then(onDone, (err) =>
      setErrors(
        formErrors(
          err,
          lines.map((_, n) => `units.${n}`),
          // "Name the units" without a line: under the first line that is short of units.
          {
            units: `units.${Math.max(
              0,
              lines.findIndex((l) => (chosen[l.id]?.length ?? 0) !== l.quantity),
            )}`,
          },
        ),
      ),
    );
  };

  return (
    <ApiForm errors={errors} onSubmit={submit}>
      {owes(booking) && (
        <p className="warning" role="note">
          Not paid: this booking still owes <Money cents={booking.amount_owed} />. Take the payment before handing
          anything over, or mark it picked up knowing it is unpaid.
        </p>
      )}
      {lines.length === 0 ? (
        <p>The customer has taken the items: the booking is out.</p>
      ) : (
        <p>Choose the units the customer takes: as many of each item as the booking has.</p>
      )}
      {lines.map((l, n) => {
        const free = (units.data ?? []).filter((u) => u.fleet_item_id === l.fleet_item_id && u.status === 'available');
        const picked = chosen[l.id] ?? [];
        return (
          <CheckboxGroupField
            key={l.id}
            name={`units.${n}`}
            label={`${l.fleet_item_name}: ${l.quantity} unit${l.quantity === 1 ? '' : 's'}`}
            value={picked}
            onChange={(ids) => setChosen((c) => ({ ...c, [l.id]: ids }))}
            options={free.sort(byIdentifier).map((u) => ({ id: u.id, label: u.identifier }))}
            description={
              free.length === 0
                ? 'No unit of this item is available.'
                : `${picked.length} of ${l.quantity} chosen; ${free.length} available`
            }
          />
        );
      })}
      <DialogActions busy={pickup.isPending} cancel="Not now">
        Mark picked up
      </DialogActions>
    </ApiForm>
  );
}
