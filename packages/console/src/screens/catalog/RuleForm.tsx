/** Create or edit a pricing rule; the API checks it (dates in order, ranges) and its errors land on their fields. */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useCurrency } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { type RuleFields, useSaveRule } from '../../api/queries.js';
import type { FleetItem, PricingRule } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { SelectField, SwitchField, TextInput } from '../../components/fields.js';
import { moneyInput, parseMoney } from '../../lib/money.js';

const FIELDS = [
  'type',
  'fleet_item_id',
  'start_date',
  'end_date',
  'days_threshold',
  'adjustment_type',
  'adjustment_value',
  'priority',
  'active',
] as const;
const ALL_ITEMS = 'all';
const integer = (s: string) => (/^-?\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : undefined);

export function RuleForm({
  rule,
  items,
  onDone,
}: {
  rule: PricingRule | null;
  items: readonly FleetItem[];
  onDone: () => void;
}) {
  const currency = useCurrency();
  const save = useSaveRule();
  const [type, setType] = useState<RuleFields['type']>(rule?.type ?? 'seasonal');
  const [itemId, setItemId] = useState(rule?.fleet_item_id ?? ALL_ITEMS);
  const [start, setStart] = useState(rule?.start_date ?? '');
  const [end, setEnd] = useState(rule?.end_date ?? '');
  const [threshold, setThreshold] = useState(rule?.days_threshold?.toString() ?? '3');
  const [adjType, setAdjType] = useState<RuleFields['adjustment_type']>(rule?.adjustment_type ?? 'percent');
  const [value, setValue] = useState(
    rule === null
      ? '10'
      : rule.adjustment_type === 'dollar'
        ? moneyInput(rule.adjustment_value, currency)
        : String(rule.adjustment_value),
  );
  const [priority, setPriority] = useState(String(rule?.priority ?? 0));
  const [active, setActive] = useState(rule?.active ?? true);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  /** A percent is a whole number; an amount is money, negative allowed for a seasonal rule. */
  const parseValue = (): number | undefined => {
    if (adjType === 'percent') return integer(value);
    const negative = value.trim().startsWith('-');
    const cents = parseMoney(negative ? value.trim().slice(1) : value, currency);
    return cents === undefined ? undefined : negative ? -cents : cents;
  };

  const submit = async () => {
    const local: Record<string, string> = {};
    const adjustment = parseValue();
    const prio = integer(priority);
    const days = integer(threshold);
    if (adjustment === undefined)
      local.adjustment_value =
        adjType === 'percent' ? 'Enter a whole percent, such as 15 or -10.' : 'Enter an amount such as 5.00.';
    if (prio === undefined) local.priority = 'Enter a whole number.';
    if (type === 'multi_day' && days === undefined) local.days_threshold = 'Enter a whole number of days.';
    if (Object.keys(local).length > 0) {
      setErrors({ fields: local });
      return;
    }
    const fields: RuleFields = {
      type,
      fleet_item_id: itemId === ALL_ITEMS ? null : itemId,
      // A weekday rule's range is optional; its weekdays are not edited here, so a PATCH keeps them.
      start_date: type !== 'multi_day' ? start || null : null,
      end_date: type !== 'multi_day' ? end || null : null,
      days_threshold: type === 'multi_day' ? (days ?? null) : null,
      adjustment_type: adjType,
      adjustment_value: adjustment as number,
      priority: prio as number,
      active,
    };
    try {
      await save.mutateAsync({ id: rule?.id ?? null, fields });
      onDone();
    } catch (err) {
      setErrors(formErrors(err, FIELDS));
    }
  };

  return (
    <ApiForm
      errors={errors}
      onSubmit={() => {
        void submit();
      }}
    >
      <div className="field-pair">
        <SelectField
          name="type"
          label="Type"
          value={type}
          onChange={(v) => setType(v as RuleFields['type'])}
          options={[
            { id: 'seasonal', label: 'Seasonal (dates)' },
            { id: 'multi_day', label: 'Multi-day discount' },
            ...(rule?.type === 'weekday' ? [{ id: 'weekday', label: 'Weekdays' }] : []),
          ]}
        />
        <SelectField
          name="fleet_item_id"
          label="Applies to"
          value={itemId}
          onChange={setItemId}
          options={[{ id: ALL_ITEMS, label: 'All items' }, ...items.map((i) => ({ id: i.id, label: i.name }))]}
        />
      </div>
      {type !== 'multi_day' ? (
        <div className="field-pair">
          <TextInput
            name="start_date"
            label="First day"
            type="date"
            value={start}
            onChange={setStart}
            isRequired={type === 'seasonal'}
          />
          <TextInput
            name="end_date"
            label="Last day"
            type="date"
            value={end}
            onChange={setEnd}
            isRequired={type === 'seasonal'}
          />
        </div>
      ) : (
        <TextInput
          name="days_threshold"
          label="From rentals of (days)"
          inputMode="numeric"
          value={threshold}
          onChange={setThreshold}
          isRequired
        />
      )}
      <div className="field-pair">
        <SelectField
          name="adjustment_type"
          label="Adjustment"
          value={adjType}
          onChange={(v) => setAdjType(v as RuleFields['adjustment_type'])}
          options={[
            { id: 'percent', label: 'Percent' },
            { id: 'dollar', label: type === 'seasonal' ? 'Amount a day' : 'Amount off' },
          ]}
        />
        <TextInput
          name="adjustment_value"
          label={adjType === 'percent' ? 'Percent' : `Amount (${currency.toUpperCase()})`}
          inputMode={adjType === 'percent' ? 'numeric' : 'decimal'}
          value={value}
          onChange={setValue}
          isRequired
          description={type === 'seasonal' ? 'Negative lowers the price' : 'Taken off the rental'}
        />
      </div>
      <TextInput
        name="priority"
        label="Priority"
        inputMode="numeric"
        value={priority}
        onChange={setPriority}
        description="Higher first; among multi-day rules, the highest applies"
      />
      <SwitchField label="Active" isSelected={active} onChange={setActive} />
      <div className="dialog-actions">
        <Button className="button secondary" slot="close">
          Cancel
        </Button>
        <Button type="submit" className="button primary" isDisabled={save.isPending}>
          {rule === null ? 'Create rule' : 'Save rule'}
        </Button>
      </div>
    </ApiForm>
  );
}
