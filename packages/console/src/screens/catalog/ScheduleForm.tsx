/**
 * The shop's schedule in this mode: opening hours per weekday (any number of intervals; a weekday
 * without one is closed), closed dates, whether closed days are charged, how rental days are
 * counted, and the notice a booking needs. Saving replaces the whole schedule. Loaded on demand,
 * with its tab. Every field is named by the API param it sends, so an interval the API refuses
 * (`schedule.opening_hours.6.0`) shows its message beside that interval's opening time, and a
 * closing time (`schedule.opening_hours.6.0.1`) beside itself.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useSession } from '../../api/context.js';
import { type FormErrors, formErrors, NO_ERRORS } from '../../api/errors.js';
import { useSaveSchedule, useTenantSettings } from '../../api/queries.js';
import type { Schedule } from '../../api/types.js';
import { ApiForm } from '../../components/ApiForm.js';
import { focusLater, SaveActions, SelectField, SwitchField, TextInput } from '../../components/fields.js';
import { WEEKDAY_NAMES } from '../../lib/schedule.js';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** What "set opening hours" starts from: every day 09:00-18:00, for the operator to change. */
const DEFAULT_INTERVAL: [string, string] = ['09:00', '18:00'];
const wholeNumber = (s: string) => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : undefined);
const P = 'schedule';

export function ScheduleSettings() {
  const tenant = useTenantSettings();
  // Kept out here: the form is made afresh from the saved settings, which a save changes.
  const [saved, setSaved] = useState(false);
  if (tenant.data === undefined) return <p className="muted">Loading…</p>;
  return (
    <ScheduleForm key={tenant.data.updated_at} schedule={tenant.data.schedule} saved={saved} setSaved={setSaved} />
  );
}

type Hours = Record<number, [string, string][]>;

interface SavedState {
  saved: boolean;
  setSaved: (saved: boolean) => void;
}

function ScheduleForm({ schedule, saved, setSaved }: { schedule: Schedule } & SavedState) {
  const { live } = useSession();
  const save = useSaveSchedule();
  const [hasHours, setHasHours] = useState(schedule.opening_hours !== null);
  const [hours, setHours] = useState<Hours>(() =>
    Object.fromEntries(
      WEEKDAYS.map((d) => [
        d,
        schedule.opening_hours === null ? [DEFAULT_INTERVAL] : (schedule.opening_hours[String(d)] ?? []),
      ]),
    ),
  );
  const [dates, setDates] = useState<string[]>(schedule.closed_dates);
  const [chargeClosed, setChargeClosed] = useState(schedule.charge_closed_days);
  const [dayCount, setDayCount] = useState<Schedule['day_count']>(schedule.day_count);
  const [returnBy, setReturnBy] = useState(schedule.return_by ?? '');
  const [leeway, setLeeway] = useState(String(schedule.leeway_minutes));
  const [notice, setNotice] = useState(String(schedule.min_notice_minutes));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const setTime = (day: number, i: number, at: 0 | 1, value: string) =>
    setHours((h) => ({
      ...h,
      [day]: (h[day] ?? []).map((iv, j) =>
        j === i ? ((at === 0 ? [value, iv[1]] : [iv[0], value]) as [string, string]) : iv,
      ),
    }));

  const fields = [
    ...WEEKDAYS.flatMap((d) =>
      (hours[d] ?? []).flatMap((_, i) => [`${P}.opening_hours.${d}.${i}`, `${P}.opening_hours.${d}.${i}.1`]),
    ),
    ...dates.map((_, i) => `${P}.closed_dates.${i}`),
    `${P}.day_count`,
    `${P}.return_by`,
    `${P}.leeway_minutes`,
    `${P}.min_notice_minutes`,
  ];

  const submit = () => {
    setSaved(false);
    const bad: Record<string, string> = {};
    const minutes = (field: string, s: string) => {
      const n = wholeNumber(s);
      if (n === undefined) bad[`${P}.${field}`] = 'Enter whole minutes.';
      return n ?? 0;
    };
    // A date row left blank is dropped (and the list with it), so the indices the API names are the rows shown.
    const closed = dates.filter((d) => d.trim() !== '');
    setDates(closed);
    const body: Schedule = {
      // Every weekday is sent, a closed one as []: what is saved is what the form shows.
      opening_hours: hasHours ? Object.fromEntries(WEEKDAYS.map((d) => [String(d), hours[d] ?? []])) : null,
      closed_dates: closed,
      charge_closed_days: chargeClosed,
      day_count: dayCount,
      return_by: returnBy.trim() === '' ? null : returnBy.trim(),
      leeway_minutes: minutes('leeway_minutes', leeway),
      min_notice_minutes: minutes('min_notice_minutes', notice),
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
      (err) => setErrors(formErrors(err, fields)),
    );
  };

  return (
    <section className="panel" aria-labelledby="schedule-title">
      <h2 id="schedule-title">Shop schedule ({live ? 'live' : 'test'} mode)</h2>
      <p className="muted">
        Pickups and returns must fall inside the opening hours and not on a closed day. Times are the shop's.
      </p>
      <ApiForm errors={errors} onSubmit={submit}>
        <fieldset className="fieldset">
          <legend>Opening hours</legend>
          <SwitchField label="Open only at set hours (off: always open)" isSelected={hasHours} onChange={setHasHours} />
          {hasHours && (
            <div className="weekday-hours">
              {WEEKDAYS.map((d) => {
                const name = WEEKDAY_NAMES[d - 1] as string;
                const intervals = hours[d] ?? [];
                return (
                  // A named group of one weekday's intervals (a fieldset would nest inside the one above).
                  // biome-ignore lint/a11y/useSemanticElements: see above
                  <div key={d} role="group" aria-labelledby={`weekday-${d}`} className="weekday-row">
                    <h3 id={`weekday-${d}`}>
                      {name}
                      {intervals.length === 0 && <span className="closed-tag"> Closed</span>}
                    </h3>
                    {intervals.length > 0 && (
                      <ol className="tier-list">
                        {intervals.map((iv, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: an interval is its position in the day
                          <li key={i} className="tier-row">
                            <TextInput
                              name={`${P}.opening_hours.${d}.${i}`}
                              context={`${name}, hours ${i + 1}`}
                              label="Opens"
                              placeholder="09:00"
                              value={iv[0]}
                              onChange={(v) => setTime(d, i, 0, v)}
                            />
                            <TextInput
                              name={`${P}.opening_hours.${d}.${i}.1`}
                              context={`${name}, hours ${i + 1}`}
                              label="Closes"
                              placeholder="18:00"
                              value={iv[1]}
                              onChange={(v) => setTime(d, i, 1, v)}
                            />
                            <Button
                              className="button secondary small"
                              aria-label={`Remove ${name} hours ${i + 1}`}
                              onPress={() => {
                                setHours((h) => ({ ...h, [d]: intervals.filter((_, j) => j !== i) }));
                                focusLater(`add-hours-${d}`);
                              }}
                            >
                              Remove
                            </Button>
                          </li>
                        ))}
                      </ol>
                    )}
                    <Button
                      id={`add-hours-${d}`}
                      className="button secondary small"
                      aria-label={`Add hours on ${name}`}
                      onPress={() => {
                        // A first interval starts as the usual day; a further one (after a lunch break, say) blank.
                        const next: [string, string] = intervals.length === 0 ? DEFAULT_INTERVAL : ['', ''];
                        setHours((h) => ({ ...h, [d]: [...intervals, next] }));
                      }}
                    >
                      Add hours
                    </Button>
                  </div>
                );
              })}
              <p className="form-note">Times are HH:mm; a day may close at 24:00. A weekday without hours is closed.</p>
            </div>
          )}
        </fieldset>
        <fieldset className="fieldset">
          <legend>Closed dates</legend>
          {dates.length === 0 && <p className="muted">No closed dates.</p>}
          <ol className="tier-list">
            {dates.map((date, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a date row is its position in the list
              <li key={i} className="date-row">
                <TextInput
                  name={`${P}.closed_dates.${i}`}
                  context={`Closed date ${i + 1}`}
                  label="Date"
                  type="date"
                  value={date}
                  onChange={(v) => setDates((ds) => ds.map((x, j) => (j === i ? v : x)))}
                />
                <Button
                  className="button secondary small"
                  aria-label={`Remove closed date ${i + 1}`}
                  onPress={() => {
                    setDates((ds) => ds.filter((_, j) => j !== i));
                    focusLater('add-closed-date');
                  }}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ol>
          <Button id="add-closed-date" className="button secondary small" onPress={() => setDates((ds) => [...ds, ''])}>
            Add a closed date
          </Button>
        </fieldset>
        <fieldset className="fieldset">
          <legend>Counting rental days</legend>
          <SwitchField
            label="Charge closed days inside a rental"
            isSelected={chargeClosed}
            onChange={setChargeClosed}
          />
          <div className="field-pair">
            <SelectField
              name={`${P}.day_count`}
              label="A rental day is"
              value={dayCount}
              onChange={(v) => setDayCount(v as Schedule['day_count'])}
              options={[
                { id: 'elapsed', label: 'Each started 24 hours' },
                { id: 'calendar', label: 'Each calendar date' },
              ]}
            />
            <TextInput
              name={`${P}.return_by`}
              label="Return by (HH:mm)"
              placeholder="10:00"
              value={returnBy}
              onChange={setReturnBy}
              description="Calendar dates only: a return by this time does not count its date. Blank: none"
            />
          </div>
          <div className="field-pair">
            <TextInput
              name={`${P}.leeway_minutes`}
              label="Leeway (minutes)"
              inputMode="numeric"
              value={leeway}
              onChange={setLeeway}
              description="A return this much later still counts as on time for the day count"
            />
            <TextInput
              name={`${P}.min_notice_minutes`}
              label="Minimum notice (minutes)"
              inputMode="numeric"
              value={notice}
              onChange={setNotice}
              description="A new booking's pickup is at least this far ahead"
            />
          </div>
        </fieldset>
        <SaveActions label="Save schedule" saved={saved} pending={save.isPending} />
      </ApiForm>
    </section>
  );
}
