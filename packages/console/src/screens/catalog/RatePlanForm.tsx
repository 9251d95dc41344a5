/**
 * A fleet item's rate plan: an hourly price (charged in 15, 30 or 60 minutes), a rate table of day
 * tiers (the first tier that covers a rental, or the cheapest mix of tiers), and the shortest and
 * longest rental. Loaded on demand, with its dialog. Every field is named by the API param it sends,
 * so `rate_table.tiers.2.price` lands beside the third tier's price.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useCurrency } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { type RatePlanBody, useSaveRatePlan } from '../../api/queries.js';
import type { FleetItem, RateTable } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { focusLater, SelectField, SwitchField, TextInput } from '../../components/fields.js';
import { DialogActions } from '../../components/Modal.js';
import { moneyInput, parseMoney } from '../../lib/money.js';

const TIER_LIMIT = 20;
const INCREMENTS: Record<string, 15 | 30 | 60> = { '15': 15, '30': 30, '60': 60 };
const wholeNumber = (s: string) => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : undefined);

interface TierRow {
  /** A stable key for React while rows are added and removed. */
  key: number;
  days: string;
  price: string;
}

let nextKey = 0;

export function RatePlanForm({ item, onDone }: { item: FleetItem; onDone: () => void }) {
  const currency = useCurrency();
  const save = useSaveRatePlan(item.id);
  const money = (cents: number | null | undefined) => (cents == null ? '' : moneyInput(cents, currency));
  const [hourly, setHourly] = useState(money(item.price_hourly));
  const [increment, setIncrement] = useState(String(item.hourly_increment_minutes));
  const [hasTable, setHasTable] = useState(item.rate_table !== null);
  const [tiers, setTiers] = useState<TierRow[]>(() =>
    (item.rate_table?.tiers ?? [{ days: 1, price: item.price_full_day }]).map((t) => ({
      key: nextKey++,
      days: String(t.days),
      price: money(t.price),
    })),
  );
  const [strategy, setStrategy] = useState<RateTable['strategy']>(item.rate_table?.strategy ?? 'round_up');
  const [extraDay, setExtraDay] = useState(money(item.rate_table?.extra_day_price));
  const [minMinutes, setMinMinutes] = useState(item.min_rental_minutes?.toString() ?? '');
  const [maxDays, setMaxDays] = useState(item.max_rental_days?.toString() ?? '');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const fields = [
    'price_hourly',
    'hourly_increment_minutes',
    'rate_table.strategy',
    'rate_table.extra_day_price',
    ...tiers.flatMap((_, i) => [`rate_table.tiers.${i}.days`, `rate_table.tiers.${i}.price`]),
    'min_rental_minutes',
    'max_rental_days',
  ];

  const setTier = (i: number, change: Partial<TierRow>) =>
    setTiers((rows) => rows.map((r, j) => (j === i ? { ...r, ...change } : r)));

  const submit = () => {
    // What is not a number at all is said here; every range and order is the API's to check.
    const bad: Record<string, string> = {};
    const amount = (field: string, s: string, blankOk: boolean) => {
      if (s.trim() === '' && blankOk) return null;
      const cents = parseMoney(s, currency);
      if (cents === undefined) bad[field] = `Enter an amount such as 25.00${blankOk ? ', or leave it blank' : ''}.`;
      return cents ?? 0;
    };
    const count = (field: string, s: string, blankOk: boolean) => {
      if (s.trim() === '' && blankOk) return null;
      const n = wholeNumber(s);
      if (n === undefined) bad[field] = `Enter a whole number${blankOk ? ', or leave it blank' : ''}.`;
      return n ?? 0;
    };
    const body: RatePlanBody = {
      price_hourly: amount('price_hourly', hourly, true),
      hourly_increment_minutes: INCREMENTS[increment] ?? 60,
      rate_table: hasTable
        ? {
            tiers: tiers.map((t, i) => ({
              days: count(`rate_table.tiers.${i}.days`, t.days, false) as number,
              price: amount(`rate_table.tiers.${i}.price`, t.price, false) as number,
            })),
            strategy,
            extra_day_price: amount('rate_table.extra_day_price', extraDay, true),
          }
        : null,
      min_rental_minutes: count('min_rental_minutes', minMinutes, true),
      max_rental_days: count('max_rental_days', maxDays, true),
    };
    if (Object.keys(bad).length > 0) {
      setErrors({ fields: bad });
      return;
    }
    save.mutateAsync(body).then(onDone, (err) => setErrors(formErrors(err, fields)));
  };

  return (
    <ApiForm errors={errors} onSubmit={submit}>
      <fieldset className="fieldset">
        <legend>By the hour</legend>
        <div className="field-pair">
          <TextInput
            name="price_hourly"
            label="Hourly price"
            inputMode="decimal"
            value={hourly}
            onChange={setHourly}
            description={`In ${currency.toUpperCase()}; blank: not rented by the hour. A rental within one day costs the lower of the hours and the day rate`}
          />
          <SelectField
            name="hourly_increment_minutes"
            label="Charged per"
            value={increment}
            onChange={setIncrement}
            options={[
              { id: '15', label: '15 minutes' },
              { id: '30', label: '30 minutes' },
              { id: '60', label: 'Hour' },
            ]}
          />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Rate table</legend>
        <SwitchField
          label="Price by day tiers instead of the day, 2-6 day and week rates"
          isSelected={hasTable}
          onChange={setHasTable}
        />
        {hasTable && (
          <>
            <ol className="tier-list">
              {tiers.map((t, i) => (
                <li key={t.key} className="tier-row">
                  <TextInput
                    name={`rate_table.tiers.${i}.days`}
                    context={`Tier ${i + 1}`}
                    label="Days"
                    inputMode="numeric"
                    value={t.days}
                    onChange={(days) => setTier(i, { days })}
                  />
                  <TextInput
                    name={`rate_table.tiers.${i}.price`}
                    context={`Tier ${i + 1}`}
                    label={`Price (${currency.toUpperCase()})`}
                    inputMode="decimal"
                    value={t.price}
                    onChange={(price) => setTier(i, { price })}
                  />
                  <Button
                    className="button secondary small"
                    aria-label={`Remove tier ${i + 1}`}
                    isDisabled={tiers.length === 1}
                    onPress={() => {
                      setTiers((rows) => rows.filter((_, j) => j !== i));
                      focusLater('add-tier');
                    }}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ol>
            <Button
              id="add-tier"
              className="button secondary small"
              isDisabled={tiers.length >= TIER_LIMIT}
              onPress={() => {
                const last = wholeNumber(tiers[tiers.length - 1]?.days ?? '') ?? 0;
                setTiers((rows) => [...rows, { key: nextKey++, days: String(last + 1), price: '' }]);
              }}
            >
              Add tier
            </Button>
            <div className="field-pair">
              <SelectField
                name="rate_table.strategy"
                label="A rental between tiers costs"
                value={strategy}
                onChange={(v) => setStrategy(v as RateTable['strategy'])}
                options={[
                  { id: 'round_up', label: 'The next tier up' },
                  { id: 'best', label: 'The cheapest mix of tiers' },
                ]}
              />
              <TextInput
                name="rate_table.extra_day_price"
                label="Each day past the last tier"
                inputMode="decimal"
                value={extraDay}
                onChange={setExtraDay}
                description={`Blank: the day rate (${moneyInput(item.price_full_day, currency)})`}
              />
            </div>
          </>
        )}
      </fieldset>
      <fieldset className="fieldset">
        <legend>Rental length</legend>
        <div className="field-pair">
          <TextInput
            name="min_rental_minutes"
            label="Shortest rental (minutes)"
            inputMode="numeric"
            value={minMinutes}
            onChange={setMinMinutes}
            description="Blank: no minimum"
          />
          <TextInput
            name="max_rental_days"
            label="Longest rental (days)"
            inputMode="numeric"
            value={maxDays}
            onChange={setMaxDays}
            description="Blank: no maximum"
          />
        </div>
      </fieldset>
      <DialogActions busy={save.isPending}>Save rate plan</DialogActions>
    </ApiForm>
  );
}
