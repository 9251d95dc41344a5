/**
 * Numbered units of the items tracked by unit: each with its status (available, out on a booking,
 * in maintenance, retired) and last condition; add one, release one from maintenance, retire one.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link } from 'wouter';
import { errorMessage, type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { useCreateUnit, useFleetItems, useReleaseUnit, useRetireUnit, useUnits } from '../../api/queries.js';
import type { FleetItem, Unit } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { DataTable } from '../../components/DataTable.js';
import { CheckboxField, SelectField, TextInput } from '../../components/fields.js';
import { DialogActions, ModalSheet } from '../../components/Modal.js';

const STATUS: Record<Unit['status'], string> = {
  available: 'Available',
  out: 'Out',
  in_maintenance: 'In maintenance',
  retired: 'Retired',
};
const CONDITION: Record<Unit['condition'], string> = {
  ok: 'OK',
  damaged: 'Damaged',
  needs_inspection: 'Needs inspection',
};

export function Units() {
  const units = useUnits();
  const items = useFleetItems();
  const release = useReleaseUnit();
  const [dialog, setDialog] = useState<{ kind: 'new' } | { kind: 'retire'; unit: Unit } | null>(null);
  const [error, setError] = useState<string | undefined>();
  if (units.data === undefined || items.data === undefined) return <p className="muted">Loading…</p>;
  const tracked = items.data.filter((i) => i.tracking === 'units');
  const itemName = (id: string) => items.data?.find((i) => i.id === id)?.name ?? id;
  const sorted = [...units.data].sort(
    (a, b) =>
      itemName(a.fleet_item_id).localeCompare(itemName(b.fleet_item_id)) ||
      a.identifier.localeCompare(b.identifier, 'en', { numeric: true }),
  );
  return (
    <div>
      <div className="panel-actions">
        <Button className="button primary" onPress={() => setDialog({ kind: 'new' })} isDisabled={tracked.length === 0}>
          New unit
        </Button>
      </div>
      {tracked.length === 0 && (
        <p className="muted">No fleet item is tracked by numbered units: set an item's tracking to units first.</p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {sorted.length === 0 ? (
        <p className="empty">No units yet.</p>
      ) : (
        <DataTable
          label="Units"
          columns={[
            { label: 'Unit' },
            { label: 'Item' },
            { label: 'Serial number' },
            { label: 'Status' },
            { label: 'Condition' },
            { label: 'Actions', hidden: true },
          ]}
          rows={sorted.map((u) => ({
            key: u.id,
            className: u.status === 'retired' ? 'is-inactive' : '',
            cells: [
              <>
                {u.identifier}
                <span className="muted small mono block">{u.id}</span>
              </>,
              itemName(u.fleet_item_id),
              u.serial_number ?? <span className="muted">—</span>,
              u.status === 'out' && u.booking_id !== null ? (
                <Link key="status" href={`~/console/bookings/${u.booking_id}`}>
                  Out on booking {u.booking_id}
                </Link>
              ) : (
                STATUS[u.status]
              ),
              CONDITION[u.condition],
              <span key="actions" className="row-actions">
                {u.status === 'in_maintenance' && (
                  <Button
                    className="button secondary small"
                    aria-label={`Release ${u.identifier} from maintenance`}
                    isDisabled={release.isPending}
                    onPress={() =>
                      release.mutateAsync(u.id).then(
                        () => setError(undefined),
                        (err) => setError(`${u.identifier}: ${errorMessage(err)}`),
                      )
                    }
                  >
                    Release
                  </Button>
                )}
                {(u.status === 'available' || u.status === 'in_maintenance') && (
                  <Button
                    className="button secondary small"
                    aria-label={`Retire ${u.identifier}`}
                    onPress={() => setDialog({ kind: 'retire', unit: u })}
                  >
                    Retire
                  </Button>
                )}
              </span>,
            ],
          }))}
        />
      )}
      {dialog !== null && (
        <ModalSheet
          title={dialog.kind === 'new' ? 'New unit' : `Retire ${dialog.unit.identifier}`}
          isOpen
          onOpenChange={(o) => !o && setDialog(null)}
        >
          {(close) =>
            dialog.kind === 'new' ? (
              <UnitForm items={tracked} onDone={close} />
            ) : (
              <RetireForm unit={dialog.unit} onDone={close} />
            )
          }
        </ModalSheet>
      )}
    </div>
  );
}

function UnitForm({ items, onDone }: { items: readonly FleetItem[]; onDone: () => void }) {
  const create = useCreateUnit();
  const [itemId, setItemId] = useState(items[0]?.id ?? '');
  const [identifier, setIdentifier] = useState('');
  const [serial, setSerial] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        create
          .mutateAsync({
            fleet_item_id: itemId,
            identifier: identifier.trim(),
            serial_number: serial.trim() || null,
            notes: null,
          })
          .then(onDone, (err) => setErrors(formErrors(err, ['fleet_item_id', 'identifier', 'serial_number'])));
      }}
    >
      <SelectField
        name="fleet_item_id"
        label="Fleet item"
        value={itemId}
        onChange={setItemId}
        options={items.map((i) => ({ id: i.id, label: i.name }))}
      />
      <TextInput
        name="identifier"
        label="Identifier"
        value={identifier}
        onChange={setIdentifier}
        isRequired
        autoFocus
        description="Unique in the shop, as painted on the unit (K-07)"
      />
      <TextInput
        name="serial_number"
        label="Serial number"
        value={serial}
        onChange={setSerial}
        description="Optional"
      />
      <DialogActions busy={create.isPending}>Add unit</DialogActions>
    </ApiForm>
  );
}

function RetireForm({ unit, onDone }: { unit: Unit; onDone: () => void }) {
  const retire = useRetireUnit();
  const [reason, setReason] = useState('');
  const [force, setForce] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        retire
          .mutateAsync({ id: unit.id, reason: reason.trim() || null, force })
          .then(onDone, (err) => setErrors(formErrors(err, ['reason', 'force'])));
      }}
    >
      <p>A retired unit is never rented again, and its item counts one unit fewer.</p>
      <TextInput name="reason" label="Reason" value={reason} onChange={setReason} autoFocus description="Optional" />
      <CheckboxField
        name="force"
        label="Retire it even if bookings are left without a unit"
        isSelected={force}
        onChange={setForce}
      />
      <DialogActions busy={retire.isPending} cancel="Keep unit" tone="danger">
        Retire unit
      </DialogActions>
    </ApiForm>
  );
}
