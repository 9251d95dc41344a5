/**
 * The shop's late-fee policy (per mode): a grace, then per started hour and/or per started day, at
 * most a cap per unit. A fleet item may carry its own policy (through the API); this is the one
 * every other item uses.
 */
import { useState } from 'react';
import { useCurrency, useRole } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { useSaveLateFee, useTenantSettings } from '../../api/queries.js';
import { may, whoMay } from '../../api/rights.js';
import type { LateFeePolicy } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { SaveActions, SwitchField, TextInput } from '../../components/fields.js';
import { moneyInput, parseMoney } from '../../lib/money.js';

const FIELDS = ['late_fee.grace_minutes', 'late_fee.per_hour', 'late_fee.per_day', 'late_fee.cap'];

export function ShopSettings() {
  const tenant = useTenantSettings();
  // Kept out here: the form is made afresh from the saved settings, which a save changes.
  const [saved, setSaved] = useState(false);
  if (tenant.data === undefined) return <p className="muted">Loading…</p>;
  return <LateFeeForm key={tenant.data.updated_at} policy={tenant.data.late_fee} saved={saved} setSaved={setSaved} />;
}

function LateFeeForm({
  policy,
  saved,
  setSaved,
}: {
  policy: LateFeePolicy | null;
  saved: boolean;
  setSaved: (saved: boolean) => void;
}) {
  const currency = useCurrency();
  const save = useSaveLateFee();
  // Shown to every role; changed only by those the API lets change it.
  const editable = may(useRole(), 'editLateFees');
  const money = (cents: number | null | undefined) => (cents == null ? '' : moneyInput(cents, currency));
  const [on, setOn] = useState(policy !== null);
  const [grace, setGrace] = useState(String(policy?.grace_minutes ?? 0));
  const [perHour, setPerHour] = useState(money(policy?.per_hour));
  const [perDay, setPerDay] = useState(money(policy?.per_day));
  const [cap, setCap] = useState(money(policy?.cap));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = () => {
    setSaved(false);
    if (!on) {
      save.mutateAsync(null).then(
        () => setSaved(true),
        (err) => setErrors(formErrors(err, FIELDS)),
      );
      return;
    }
    // A blank amount is "not set"; anything else must be money (checked here, with the field named).
    const bad: Record<string, string> = {};
    const amount = (field: string, s: string) => {
      if (s.trim() === '') return null;
      const cents = parseMoney(s, currency);
      if (cents === undefined) bad[field] = 'Enter an amount such as 5.00, or leave it blank.';
      return cents ?? null;
    };
    const graceMinutes = /^\d{1,5}$/.test(grace.trim()) ? Number(grace.trim()) : Number.NaN;
    if (Number.isNaN(graceMinutes)) bad['late_fee.grace_minutes'] = 'Enter whole minutes.';
    const body = {
      grace_minutes: graceMinutes,
      per_hour: amount('late_fee.per_hour', perHour),
      per_day: amount('late_fee.per_day', perDay),
      cap: amount('late_fee.cap', cap),
    };
    if (Object.keys(bad).length > 0) {
      setErrors({ fields: bad });
      return;
    }
    save.mutateAsync(body).then(
      () => {
        setErrors(NO_ERRORS);
        setSaved(true);
      },
      // A policy with neither rate is refused as a whole: shown beside the hourly rate.
      (err) => setErrors(formErrors(err, FIELDS, { late_fee: 'late_fee.per_hour' })),
    );
  };

  return (
    <section className="panel" aria-labelledby="late-fee-title">
      <h2 id="late-fee-title">Late returns</h2>
      {!editable && (
        <p className="muted" role="note">
          Only {whoMay('editLateFees')} can change the late-fee policy.
        </p>
      )}
      <ApiForm errors={errors} onSubmit={submit}>
        <fieldset className="plain" disabled={!editable}>
          <SwitchField label="Charge a late fee" isSelected={on} onChange={setOn} />
          {on && (
            <>
              <TextInput
                name="late_fee.grace_minutes"
                label="Grace (minutes)"
                inputMode="numeric"
                value={grace}
                onChange={setGrace}
                description="A return within the grace costs nothing; past it, the whole lateness counts"
              />
              <TextInput
                name="late_fee.per_hour"
                label="Per started hour"
                inputMode="decimal"
                value={perHour}
                onChange={setPerHour}
                description={`In ${currency.toUpperCase()}; blank: not charged by the hour`}
              />
              <TextInput
                name="late_fee.per_day"
                label="Per started day"
                inputMode="decimal"
                value={perDay}
                onChange={setPerDay}
                description="Blank: not charged by the day. With both, the hours of a part day cost at most a day"
              />
              <TextInput
                name="late_fee.cap"
                label="Cap per unit"
                inputMode="decimal"
                value={cap}
                onChange={setCap}
                description="Blank: no cap"
              />
            </>
          )}
        </fieldset>
        {editable && <SaveActions label="Save late fees" saved={saved} pending={save.isPending} />}
      </ApiForm>
    </section>
  );
}
