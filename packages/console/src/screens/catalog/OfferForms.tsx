/**
 * A package (a discount when items and add-ons are booked together) and a coupon (a code that takes
 * a discount off, within dates, a number of uses, a smallest subtotal and, optionally, only on some
 * items), each created or edited. A percent is whole; an amount is money in the shop's currency.
 */
import { useState } from 'react';
import { type CouponCreate, type PackageCreate, useSaveCoupon, useSavePackage } from '../../api/catalog-writes.js';
import { useCurrency, useTimeZone } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { useAddons, useFleetItems } from '../../api/queries.js';
import type { Coupon, Package } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { CheckboxGroupField, NameFields, SelectField, SwitchField, TextInput } from '../../components/fields.js';
import { DialogActions } from '../../components/Modal.js';
import { type FieldReader, fieldReader, textOrNull } from '../../lib/form-values.js';
import { moneyInput } from '../../lib/money.js';
import { localDate } from '../../lib/time.js';

type DiscountType = Package['discount_type'];

/** The discount's two fields: its kind, and a whole percent or an amount. */
function useDiscount(given: { discount_type: DiscountType; discount_value: number } | null) {
  const currency = useCurrency();
  const [type, setType] = useState<DiscountType>(given?.discount_type ?? 'percent');
  const [value, setValue] = useState(
    given === null
      ? ''
      : given.discount_type === 'percent'
        ? String(given.discount_value)
        : moneyInput(given.discount_value, currency),
  );
  const read = (r: FieldReader) =>
    type === 'percent' ? r.count('discount_value', value) : r.amount('discount_value', value);
  const fields = (
    <div className="field-pair">
      <SelectField
        name="discount_type"
        label="Discount"
        value={type}
        onChange={(v) => setType(v === 'dollar' ? 'dollar' : 'percent')}
        options={[
          { id: 'percent', label: 'A percentage' },
          { id: 'dollar', label: `An amount (${currency.toUpperCase()})` },
        ]}
      />
      <TextInput
        name="discount_value"
        label={type === 'percent' ? 'Percent off' : 'Amount off'}
        inputMode={type === 'percent' ? 'numeric' : 'decimal'}
        value={value}
        onChange={setValue}
        isRequired
      />
    </div>
  );
  return { type, read, fields };
}

const PACKAGE_FIELDS = ['name', 'description', 'fleet_item_ids', 'addon_ids', 'discount_type', 'discount_value'];

export function PackageForm({ pkg, onDone }: { pkg: Package | null; onDone: () => void }) {
  const currency = useCurrency();
  const save = useSavePackage();
  const items = useFleetItems();
  const addons = useAddons();
  const discount = useDiscount(pkg);
  const [name, setName] = useState(pkg?.name ?? '');
  const [description, setDescription] = useState(pkg?.description ?? '');
  const [itemIds, setItemIds] = useState<string[]>(pkg?.fleet_item_ids ?? []);
  const [addonIds, setAddonIds] = useState<string[]>(pkg?.addon_ids ?? []);
  const [active, setActive] = useState(pkg?.active ?? true);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const submit = () => {
    const read = fieldReader(currency);
    const value = discount.read(read);
    if (Object.keys(read.bad).length > 0) return setErrors({ fields: read.bad });
    const common = {
      name: name.trim(),
      description: textOrNull(description),
      fleet_item_ids: itemIds,
      addon_ids: addonIds,
      discount_value: value,
      active,
    };
    const body: PackageCreate =
      discount.type === 'percent' ? { ...common, discount_type: 'percent' } : { ...common, discount_type: 'dollar' };
    save
      .mutateAsync(pkg === null ? { id: null, body } : { id: pkg.id, body })
      .then(onDone, (err) => setErrors(formErrors(err, PACKAGE_FIELDS)));
  };
  return (
    <ApiForm errors={errors} onSubmit={submit}>
      <NameFields name={name} onName={setName} description={description} onDescription={setDescription} />
      <CheckboxGroupField
        name="fleet_item_ids"
        label="Items in the package"
        value={itemIds}
        onChange={setItemIds}
        options={(items.data ?? []).map((i) => ({ id: i.id, label: i.name }))}
      />
      <CheckboxGroupField
        name="addon_ids"
        label="Add-ons in the package"
        value={addonIds}
        onChange={setAddonIds}
        options={(addons.data ?? []).map((a) => ({ id: a.id, label: a.name }))}
        description="The discount applies when everything ticked is booked together"
      />
      {discount.fields}
      <SwitchField label="Offered (active)" isSelected={active} onChange={setActive} />
      <DialogActions busy={save.isPending}>{pkg === null ? 'Create package' : 'Save package'}</DialogActions>
    </ApiForm>
  );
}

const COUPON_FIELDS = [
  'code',
  'discount_type',
  'discount_value',
  'valid_from',
  'valid_until',
  'max_redemptions',
  'min_subtotal',
  'fleet_item_ids',
];

export function CouponForm({ coupon, onDone }: { coupon: Coupon | null; onDone: () => void }) {
  const currency = useCurrency();
  const zone = useTimeZone();
  const save = useSaveCoupon();
  const items = useFleetItems();
  const discount = useDiscount(coupon);
  const date = (iso: string | null | undefined) => (iso == null ? '' : localDate(iso, zone));
  const [code, setCode] = useState(coupon?.code ?? '');
  const [validFrom, setValidFrom] = useState(date(coupon?.valid_from));
  const [validUntil, setValidUntil] = useState(date(coupon?.valid_until));
  const [maxUses, setMaxUses] = useState(coupon?.max_redemptions?.toString() ?? '');
  const [minSubtotal, setMinSubtotal] = useState(
    coupon?.min_subtotal == null ? '' : moneyInput(coupon.min_subtotal, currency),
  );
  const [itemIds, setItemIds] = useState<string[]>(coupon?.fleet_item_ids ?? []);
  const [active, setActive] = useState(coupon?.active ?? true);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const submit = () => {
    const read = fieldReader(currency);
    const value = discount.read(read);
    const common = {
      code: code.trim(),
      discount_value: value,
      // A date alone: the coupon is valid from the start of that day to the end of the last, in the shop's time.
      valid_from: textOrNull(validFrom),
      valid_until: textOrNull(validUntil),
      max_redemptions: read.optionalCount('max_redemptions', maxUses),
      min_subtotal: read.optionalAmount('min_subtotal', minSubtotal),
      // None ticked: every item.
      fleet_item_ids: itemIds.length === 0 ? null : itemIds,
      active,
    };
    if (Object.keys(read.bad).length > 0) return setErrors({ fields: read.bad });
    const body: CouponCreate =
      discount.type === 'percent' ? { ...common, discount_type: 'percent' } : { ...common, discount_type: 'dollar' };
    save
      .mutateAsync(coupon === null ? { id: null, body } : { id: coupon.id, body })
      .then(onDone, (err) => setErrors(formErrors(err, COUPON_FIELDS)));
  };
  return (
    <ApiForm errors={errors} onSubmit={submit}>
      <TextInput
        name="code"
        label="Code"
        value={code}
        onChange={setCode}
        isRequired
        autoFocus
        description="What the customer types (SUMMER10); upper and lower case are the same"
      />
      {discount.fields}
      <div className="field-pair">
        <TextInput
          name="valid_from"
          label="Valid from"
          type="date"
          value={validFrom}
          onChange={setValidFrom}
          description="Blank: from now"
        />
        <TextInput
          name="valid_until"
          label="Valid until"
          type="date"
          value={validUntil}
          onChange={setValidUntil}
          description="The last day, included; blank: no end"
        />
      </div>
      <div className="field-pair">
        <TextInput
          name="max_redemptions"
          label="Times it may be used"
          inputMode="numeric"
          value={maxUses}
          onChange={setMaxUses}
          description="Blank: no limit"
        />
        <TextInput
          name="min_subtotal"
          label={`Smallest subtotal (${currency.toUpperCase()})`}
          inputMode="decimal"
          value={minSubtotal}
          onChange={setMinSubtotal}
          description="Blank: none"
        />
      </div>
      <CheckboxGroupField
        name="fleet_item_ids"
        label="Only on these items"
        value={itemIds}
        onChange={setItemIds}
        options={(items.data ?? []).map((i) => ({ id: i.id, label: i.name }))}
        description="None ticked: every item"
      />
      <SwitchField label="Accepted (active)" isSelected={active} onChange={setActive} />
      <DialogActions busy={save.isPending}>{coupon === null ? 'Create coupon' : 'Save coupon'}</DialogActions>
    </ApiForm>
  );
}
