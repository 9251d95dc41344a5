/**
 * A fleet item created or edited: its name, day rates, deposit, how its stock is counted (a quantity,
 * or numbered units), turnaround and buffer, and whether it is rented. A tracked item gets its
 * numbered units here too, added after the item is saved; if one is refused (an identifier the shop
 * already uses), the item stays saved and the form offers the units not yet added again, so a second
 * save neither makes the item twice nor adds a unit twice. The rate plan has its own dialog.
 */
import { useState } from 'react';
import {
  type FleetItemCreate,
  type FleetItemUpdate,
  UnitsRefused,
  useAddUnits,
  useSaveFleetItem,
} from '../../api/catalog-writes.js';
import { useCurrency } from '../../api/context.js';
import { errorMessage, type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import type { FleetItem } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { NameFields, SelectField, SwitchField, TextInput } from '../../components/fields.js';
import { DialogActions } from '../../components/Modal.js';
import { fieldReader, splitIdentifiers, textOrNull } from '../../lib/form-values.js';
import { moneyInput } from '../../lib/money.js';

const FIELDS = [
  'name',
  'description',
  'price_full_day',
  'price_half_day',
  'price_multi_day',
  'price_weekly',
  'deposit_amount',
  'tracking',
  'quantity',
  'unit_identifiers',
  'turnaround_minutes',
  'buffer_before_minutes',
];

type Tracking = FleetItem['tracking'];

export function ItemForm({ item, onDone }: { item: FleetItem | null; onDone: () => void }) {
  const currency = useCurrency();
  const save = useSaveFleetItem();
  const addUnits = useAddUnits();
  const money = (cents: number | null | undefined) => (cents == null ? '' : moneyInput(cents, currency));
  // The item once saved: a save after a refused unit changes it rather than making another.
  const [saved, setSaved] = useState<FleetItem | null>(item);
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [fullDay, setFullDay] = useState(money(item?.price_full_day));
  const [halfDay, setHalfDay] = useState(money(item?.price_half_day));
  const [multiDay, setMultiDay] = useState(money(item?.price_multi_day));
  const [weekly, setWeekly] = useState(money(item?.price_weekly));
  const [deposit, setDeposit] = useState(money(item?.deposit_amount ?? 0));
  const [tracking, setTracking] = useState<Tracking>(item?.tracking ?? 'quantity');
  const [quantity, setQuantity] = useState(String(item?.quantity ?? 1));
  const [identifiers, setIdentifiers] = useState('');
  const [turnaround, setTurnaround] = useState(String(item?.turnaround_minutes ?? 0));
  const [buffer, setBuffer] = useState(String(item?.buffer_before_minutes ?? 0));
  const [active, setActive] = useState(item?.active ?? true);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const busy = save.isPending || addUnits.isPending;

  const submit = async () => {
    const read = fieldReader(currency);
    const units = tracking === 'units' ? splitIdentifiers(identifiers) : [];
    const repeated = units.find((u, i) => units.indexOf(u) !== i);
    if (repeated !== undefined) read.bad.unit_identifiers = `${repeated} is listed twice.`;
    const common = {
      name: name.trim(),
      description: textOrNull(description),
      price_full_day: read.amount('price_full_day', fullDay),
      price_half_day: read.optionalAmount('price_half_day', halfDay),
      price_multi_day: read.optionalAmount('price_multi_day', multiDay),
      price_weekly: read.optionalAmount('price_weekly', weekly),
      deposit_amount: read.optionalAmount('deposit_amount', deposit) ?? 0,
      turnaround_minutes: read.count('turnaround_minutes', turnaround),
      buffer_before_minutes: read.count('buffer_before_minutes', buffer),
      active,
    };
    // A tracked item's quantity is the count of its units: the API takes none.
    const stock = tracking === 'quantity' ? { quantity: read.count('quantity', quantity) } : {};
    if (Object.keys(read.bad).length > 0) return setErrors({ fields: read.bad });
    let current = saved;
    try {
      if (current === null) {
        const body: FleetItemCreate = { ...common, ...stock, tracking };
        current = await save.mutateAsync({ id: null, body });
      } else {
        // Tracking is sent only when it changes: the API refuses any change while bookings hold the item.
        const body: FleetItemUpdate = { ...common, ...stock, ...(tracking === current.tracking ? {} : { tracking }) };
        current = await save.mutateAsync({ id: current.id, body });
      }
      setSaved(current);
    } catch (err) {
      return setErrors(formErrors(err, FIELDS));
    }
    if (units.length === 0) return onDone();
    try {
      await addUnits.mutateAsync({ itemId: current.id, identifiers: units });
      onDone();
    } catch (err) {
      if (!(err instanceof UnitsRefused)) return setErrors({ fields: {}, form: errorMessage(err) });
      setIdentifiers(units.filter((u) => !err.added.includes(u)).join(', '));
      const added = err.added.length > 0 ? ` ${err.added.join(', ')} added;` : '';
      setErrors({
        fields: {
          unit_identifiers: `${current.name} is saved;${added} ${err.identifier}: ${errorMessage(err.error)}`,
        },
      });
    }
  };

  return (
    <ApiForm errors={errors} onSubmit={() => void submit()}>
      <NameFields name={name} onName={setName} description={description} onDescription={setDescription} multiline />
      <fieldset className="fieldset">
        <legend>Rates ({currency.toUpperCase()})</legend>
        <div className="field-pair">
          <TextInput
            name="price_full_day"
            label="Day"
            inputMode="decimal"
            value={fullDay}
            onChange={setFullDay}
            isRequired
          />
          <TextInput
            name="price_half_day"
            label="Half day"
            inputMode="decimal"
            value={halfDay}
            onChange={setHalfDay}
            description="Blank: no half-day rate"
          />
        </div>
        <div className="field-pair">
          <TextInput
            name="price_multi_day"
            label="A day, for 2-6 days"
            inputMode="decimal"
            value={multiDay}
            onChange={setMultiDay}
            description="Blank: the day rate"
          />
          <TextInput
            name="price_weekly"
            label="Week"
            inputMode="decimal"
            value={weekly}
            onChange={setWeekly}
            description="Blank: no weekly rate"
          />
        </div>
        <TextInput
          name="deposit_amount"
          label="Deposit"
          inputMode="decimal"
          value={deposit}
          onChange={setDeposit}
          description="Blank: none"
        />
      </fieldset>
      <fieldset className="fieldset">
        <legend>Stock</legend>
        <SelectField
          name="tracking"
          label="Counted as"
          value={tracking}
          onChange={(v) => setTracking(v === 'units' ? 'units' : 'quantity')}
          options={[
            { id: 'quantity', label: 'A quantity' },
            { id: 'units', label: 'Numbered units, each picked up and returned by name' },
          ]}
        />
        {tracking === 'quantity' ? (
          <TextInput name="quantity" label="How many" inputMode="numeric" value={quantity} onChange={setQuantity} />
        ) : (
          <TextInput
            name="unit_identifiers"
            label={item?.tracking === 'units' ? 'Add numbered units' : 'Numbered units'}
            value={identifiers}
            onChange={setIdentifiers}
            description={`Identifiers as painted on each unit, separated by commas (K-01, K-02)${
              item?.tracking === 'units' ? `; it has ${item.quantity} now` : ''
            }`}
          />
        )}
      </fieldset>
      <div className="field-pair">
        <TextInput
          name="turnaround_minutes"
          label="Turnaround (minutes)"
          inputMode="numeric"
          value={turnaround}
          onChange={setTurnaround}
          description="After each return, before the next rental"
        />
        <TextInput
          name="buffer_before_minutes"
          label="Buffer before (minutes)"
          inputMode="numeric"
          value={buffer}
          onChange={setBuffer}
          description="Before each pickup"
        />
      </div>
      <SwitchField label="Rented (active)" isSelected={active} onChange={setActive} />
      <DialogActions busy={busy}>{item === null ? 'Create item' : 'Save item'}</DialogActions>
    </ApiForm>
  );
}
