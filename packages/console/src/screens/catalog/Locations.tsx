/** The shop's locations (where rentals are picked up): listed, created, edited and deleted. */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { DeleteTarget } from '../../api/catalog-deletes.js';
import { type LocationCreate, useLocations, useSaveLocation } from '../../api/catalog-writes.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import type { Location } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { DataTable, EditButton, NameWithId } from '../../components/DataTable.js';
import { ADD_BUTTON_ID, DeleteButton, DeleteDialog } from '../../components/DeleteRecord.js';
import { TextInput } from '../../components/fields.js';
import { DialogActions, EditDialog, type Editing } from '../../components/Modal.js';
import { textOrNull } from '../../lib/form-values.js';

export function Locations() {
  const locations = useLocations();
  const [editing, setEditing] = useState<Editing<Location>>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  if (locations.data === undefined) return <p className="muted">Loading…</p>;
  return (
    <div>
      <div className="panel-actions">
        <Button id={ADD_BUTTON_ID.location} className="button primary" onPress={() => setEditing({ record: null })}>
          New location
        </Button>
      </div>
      {locations.data.length === 0 ? (
        <p className="empty">No locations yet.</p>
      ) : (
        <DataTable
          label="Locations"
          columns={[
            { label: 'Location' },
            { label: 'Address' },
            { label: 'Time zone' },
            { label: 'Actions', hidden: true },
          ]}
          rows={locations.data.map((l) => ({
            key: l.id,
            cells: [
              <NameWithId key="name" name={l.name} id={l.id} />,
              l.address ?? <span className="muted">—</span>,
              l.timezone ?? <span className="muted">The shop's</span>,
              <span key="actions" className="row-actions">
                <EditButton name={l.name} onPress={() => setEditing({ record: l })} />
                <DeleteButton name={l.name} onPress={() => setDeleting({ kind: 'location', id: l.id, name: l.name })} />
              </span>,
            ],
          }))}
        />
      )}
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(l) => (l === null ? 'New location' : `Edit ${l.name}`)}
      >
        {(location, close) => <LocationForm location={location} onDone={close} />}
      </EditDialog>
      <DeleteDialog target={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

const FIELDS = ['name', 'address', 'timezone'];

function LocationForm({ location, onDone }: { location: Location | null; onDone: () => void }) {
  const save = useSaveLocation();
  const [name, setName] = useState(location?.name ?? '');
  const [address, setAddress] = useState(location?.address ?? '');
  const [timezone, setTimezone] = useState(location?.timezone ?? '');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const submit = () => {
    const body: LocationCreate = {
      name: name.trim(),
      address: textOrNull(address),
      timezone: textOrNull(timezone),
    };
    save
      .mutateAsync(location === null ? { id: null, body } : { id: location.id, body })
      .then(onDone, (err) => setErrors(formErrors(err, FIELDS)));
  };
  return (
    <ApiForm errors={errors} onSubmit={submit}>
      <TextInput name="name" label="Name" value={name} onChange={setName} isRequired autoFocus />
      <TextInput
        name="address"
        label="Address"
        value={address}
        onChange={setAddress}
        multiline
        description="Optional"
      />
      <TextInput
        name="timezone"
        label="Time zone"
        value={timezone}
        onChange={setTimezone}
        placeholder="America/New_York"
        description="Blank: the shop's time zone"
      />
      <DialogActions busy={save.isPending}>{location === null ? 'Create location' : 'Save location'}</DialogActions>
    </ApiForm>
  );
}
