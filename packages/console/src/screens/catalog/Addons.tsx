/** Add-ons: listed, created, edited (name, price, charged once or per day, rented or not) and deleted. */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { DeleteTarget } from '../../api/catalog-deletes.js';
import { type AddonCreate, useSaveAddon } from '../../api/catalog-writes.js';
import { useCurrency } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { useAddons } from '../../api/queries.js';
import type { Addon } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { ActiveCell, DataTable, EditButton, NameWithId } from '../../components/DataTable.js';
import { ADD_BUTTON_ID, DeleteButton, DeleteDialog } from '../../components/DeleteRecord.js';
import { NameFields, SelectField, SwitchField, TextInput } from '../../components/fields.js';
import { Money } from '../../components/format.js';
import { DialogActions, EditDialog, type Editing } from '../../components/Modal.js';
import { fieldReader, textOrNull } from '../../lib/form-values.js';
import { moneyInput } from '../../lib/money.js';

export function Addons() {
  const addons = useAddons();
  const [editing, setEditing] = useState<Editing<Addon>>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  if (addons.data === undefined) return <p className="muted">Loading…</p>;
  return (
    <div>
      <div className="panel-actions">
        <Button id={ADD_BUTTON_ID.addon} className="button primary" onPress={() => setEditing({ record: null })}>
          New add-on
        </Button>
      </div>
      {addons.data.length === 0 ? (
        <p className="empty">No add-ons yet.</p>
      ) : (
        <DataTable
          label="Add-ons"
          columns={[
            { label: 'Add-on' },
            { label: 'Price', numeric: true },
            { label: 'Charged' },
            { label: 'Status' },
            { label: 'Actions', hidden: true },
          ]}
          rows={addons.data.map((a) => ({
            key: a.id,
            cells: [
              <NameWithId key="name" name={a.name} id={a.id} />,
              <Money key="price" cents={a.price} />,
              a.pricing === 'per_day' ? 'per day' : 'once per booking',
              <ActiveCell key="status" active={a.active} />,
              <span key="actions" className="row-actions">
                <EditButton name={a.name} onPress={() => setEditing({ record: a })} />
                <DeleteButton name={a.name} onPress={() => setDeleting({ kind: 'addon', id: a.id, name: a.name })} />
              </span>,
            ],
          }))}
        />
      )}
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(a) => (a === null ? 'New add-on' : `Edit ${a.name}`)}
      >
        {(addon, close) => <AddonForm addon={addon} onDone={close} />}
      </EditDialog>
      <DeleteDialog target={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

const FIELDS = ['name', 'description', 'price', 'pricing', 'active'];

function AddonForm({ addon, onDone }: { addon: Addon | null; onDone: () => void }) {
  const currency = useCurrency();
  const save = useSaveAddon();
  const [name, setName] = useState(addon?.name ?? '');
  const [description, setDescription] = useState(addon?.description ?? '');
  const [price, setPrice] = useState(addon === null ? '' : moneyInput(addon.price, currency));
  const [pricing, setPricing] = useState<Addon['pricing']>(addon?.pricing ?? 'per_item');
  const [active, setActive] = useState(addon?.active ?? true);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const submit = () => {
    const read = fieldReader(currency);
    const body: AddonCreate = {
      name: name.trim(),
      description: textOrNull(description),
      price: read.amount('price', price),
      pricing,
      active,
    };
    if (Object.keys(read.bad).length > 0) return setErrors({ fields: read.bad });
    save
      .mutateAsync(addon === null ? { id: null, body } : { id: addon.id, body })
      .then(onDone, (err) => setErrors(formErrors(err, FIELDS)));
  };
  return (
    <ApiForm errors={errors} onSubmit={submit}>
      <NameFields name={name} onName={setName} description={description} onDescription={setDescription} />
      <div className="field-pair">
        <TextInput
          name="price"
          label={`Price (${currency.toUpperCase()})`}
          inputMode="decimal"
          value={price}
          onChange={setPrice}
          isRequired
        />
        <SelectField
          name="pricing"
          label="Charged"
          value={pricing}
          onChange={(v) => setPricing(v === 'per_day' ? 'per_day' : 'per_item')}
          options={[
            { id: 'per_item', label: 'Once per booking' },
            { id: 'per_day', label: 'Per day' },
          ]}
        />
      </div>
      <SwitchField label="Offered (active)" isSelected={active} onChange={setActive} />
      <DialogActions busy={save.isPending}>{addon === null ? 'Create add-on' : 'Save add-on'}</DialogActions>
    </ApiForm>
  );
}
