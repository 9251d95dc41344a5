/**
 * Create or edit a pricing rule: seasonal (dates), multi-day (a threshold) or weekday (weekdays, and
 * an optional date range). The API checks it (dates in order, ranges, weekdays) and its errors land
 * on their fields.
 */
import { useState } from 'react';
import { useCurrency } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { useCreateRule, useUpdateRule } from '../../api/queries.js';
import { type RuleDraft, ruleCreateBody, ruleUpdateBody } from '../../api/rules.js';
import type { FleetItem, PricingRule } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { CheckboxGroupField, SelectField, SwitchField, TextInput } from '../../components/fields.js';
import { DialogActions } from '../../components/Modal.js';
import { moneyInput, parseMoney } from '../../lib/money.js';
import { WEEKDAY_NAMES } from '../../lib/schedule.js';

const FIELDS = [
  'type',
  'fleet_item_id',
  'start_date',
  'end_date',
  'days_threshold',
  'weekdays',
  'adjustment_type',
  'adjustment_value',
  'priority',
  'active',
] as const;
const ALL_ITEMS = 'all';
const integer = (s: string) => (/^-?\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : undefined);
const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((label, i) => ({ id: String(i + 1), label }));

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
  const create = useCreateRule();
  const update = useUpdateRule();
  const pending = create.isPending || update.isPending;
  const [type, setType] = useState<RuleDraft['type']>(rule?.type ?? 'seasonal');
  const [itemId, setItemId] = useState(rule?.fleet_item_id ?? ALL_ITEMS);
  const [start, setStart] = useState(rule?.start_date ?? '');
  const [end, setEnd] = useState(rule?.end_date ?? '');
  const [weekdays, setWeekdays] = useState<string[]>((rule?.weekdays ?? [6, 7]).map(String));
  const [threshold, setThreshold] = useState(rule?.days_threshold?.toString() ?? '3');
  const [adjType, setAdjType] = useState<RuleDraft['adjustment_type']>(rule?.adjustment_type ?? 'percent');
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
    const draft: RuleDraft = {
      type,
      fleet_item_id: itemId === ALL_ITEMS ? null : itemId,
      start_date: start || null,
      end_date: end || null,
      weekdays: weekdays.map(Number).sort((a, b) => a - b),
      days_threshold: days ?? null,
      adjustment_type: adjType,
      adjustment_value: adjustment as number,
      priority: prio as number,
      active,
    };
    try {
      if (rule === null) await create.mutateAsync(ruleCreateBody(draft));
      else await update.mutateAsync({ id: rule.id, body: ruleUpdateBody(draft) });
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
          onChange={(v) => setType(v as RuleDraft['type'])}
          options={[
            { id: 'seasonal', label: 'Seasonal (dates)' },
            { id: 'multi_day', label: 'Multi-day discount' },
            { id: 'weekday', label: 'Weekdays' },
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
      {type === 'weekday' && (
        <CheckboxGroupField
          name="weekdays"
          label="Weekdays"
          value={weekdays}
          onChange={setWeekdays}
          options={WEEKDAY_OPTIONS}
          className="weekday-picker"
        />
      )}
      {type !== 'multi_day' ? (
        <div className="field-pair">
          <TextInput
            name="start_date"
            label="First day"
            type="date"
            value={start}
            onChange={setStart}
            isRequired={type === 'seasonal'}
            {...(type === 'weekday' ? { description: 'Optional: both or neither' } : {})}
          />
          <TextInput
            name="end_date"
            label="Last day"
            type="date"
            value={end}
            onChange={setEnd}
            isRequired={type === 'seasonal'}
            {...(type === 'weekday' ? { description: 'Optional: both or neither' } : {})}
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
          onChange={(v) => setAdjType(v as RuleDraft['adjustment_type'])}
          options={[
            { id: 'percent', label: 'Percent' },
            { id: 'dollar', label: type === 'multi_day' ? 'Amount off' : 'Amount a day' },
          ]}
        />
        <TextInput
          name="adjustment_value"
          label={adjType === 'percent' ? 'Percent' : `Amount (${currency.toUpperCase()})`}
          inputMode={adjType === 'percent' ? 'numeric' : 'decimal'}
          value={value}
          onChange={setValue}
          isRequired
          description={type === 'multi_day' ? 'Taken off the rental' : 'Negative lowers the price'}
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
      <DialogActions busy={pending}>{rule === null ? 'Create rule' : 'Save rule'}</DialogActions>
    </ApiForm>
  );
}
