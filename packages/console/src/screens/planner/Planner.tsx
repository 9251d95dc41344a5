/**
 * The planner: fleet items by rows, the shop's days by columns, bookings as bars across their
 * occupancy, downtimes shaded, free units per day. Choosing a first and a last free day of an item
 * starts a booking.
 */
import { useState } from 'react';
import { Button, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTimeZone } from '../../api/context.js';
import { errorMessage } from '../../api/errors.js';
import { usePlanner, useTenantSettings } from '../../api/queries.js';
import type { FleetItem } from '../../api/types.js';
import { closedDays } from '../../lib/schedule.js';
import { addDays, formatDate, formatRange, monthRange, todayIn, weekStart } from '../../lib/time.js';
import { NewBooking, type NewBookingStart } from './NewBooking.js';
import { PlannerGrid, type Selection } from './PlannerGrid.js';

type View = 'week' | 'month';

function rangeOf(view: View, anchor: string): { from: string; to: string } {
  if (view === 'month') return monthRange(anchor);
  const from = weekStart(anchor);
  return { from, to: addDays(from, 6) };
}

function step(view: View, anchor: string, direction: 1 | -1): string {
  if (view === 'week') return addDays(anchor, 7 * direction);
  const { from } = monthRange(anchor);
  return direction === 1 ? addDays(monthRange(from).to, 1) : monthRange(addDays(from, -1)).from;
}

export function Planner() {
  const zone = useTimeZone();
  const today = todayIn(zone);
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(today);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [draft, setDraft] = useState<NewBookingStart | null>(null);
  const [hint, setHint] = useState('');
  const { from, to } = rangeOf(view, anchor);
  const planner = usePlanner(from, to);
  // The schedule as it is now (it may have been changed since sign-in, in the catalog).
  const schedule = useTenantSettings().data?.schedule;
  const closed =
    planner.data === undefined || schedule === undefined
      ? new Set<string>()
      : closedDays(
          planner.data.days.map((d) => d.date),
          schedule,
        );

  const choose = (item: FleetItem, date: string, available: number) => {
    if (selection === null || selection.item.id !== item.id) {
      if (available === 0) {
        setHint(`No ${item.name} is free on ${formatDate(date)}.`);
        return;
      }
      setSelection({ item, from: date });
      setHint(
        `${item.name} from ${formatDate(date)}: choose the last day (the same day again for one day), or press Escape.`,
      );
      return;
    }
    const [first, last] = selection.from <= date ? [selection.from, date] : [date, selection.from];
    setSelection(null);
    setHint('');
    // A day is 09:00 to 09:00 by default; the form lets the operator change both times.
    setDraft({ item, pickup_date: `${first}T09:00`, return_date: `${addDays(last, 1)}T09:00` });
  };

  return (
    <section
      className="screen"
      aria-labelledby="planner-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && selection !== null) {
          setSelection(null);
          setHint('');
        }
      }}
    >
      <div className="screen-head">
        <h1 id="planner-title">Planner</h1>
        <p className="muted">Select a free day of an item, then its last day, to start a booking.</p>
      </div>
      <div className="toolbar">
        <div className="toolbar-group">
          <Button
            className="button secondary"
            onPress={() => setAnchor(step(view, anchor, -1))}
            aria-label={`Previous ${view}`}
          >
            ‹ Previous
          </Button>
          <Button className="button secondary" onPress={() => setAnchor(today)}>
            Today
          </Button>
          <Button
            className="button secondary"
            onPress={() => setAnchor(step(view, anchor, 1))}
            aria-label={`Next ${view}`}
          >
            Next ›
          </Button>
        </div>
        <h2 className="range-title" aria-live="polite">
          {formatRange(from, to)}
        </h2>
        <ToggleButtonGroup
          aria-label="Range"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[view]}
          onSelectionChange={(keys) => {
            const [k] = [...keys];
            if (k === 'week' || k === 'month') setView(k);
          }}
          className="segmented"
        >
          <ToggleButton id="week" className="segment">
            Week
          </ToggleButton>
          <ToggleButton id="month" className="segment">
            Month
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <p className="hint" aria-live="polite">
        {hint}
      </p>
      {planner.isError && (
        <p className="form-error" role="alert">
          {errorMessage(planner.error)}
        </p>
      )}
      {planner.data === undefined ? (
        <p className="muted">Loading…</p>
      ) : (
        <PlannerGrid
          data={planner.data}
          today={today}
          compact={view === 'month'}
          selection={selection}
          closed={closed}
          onChoose={choose}
        />
      )}
      <ul className="legend" aria-label="Legend">
        <li>
          <span className="swatch status-pending" /> Pending
        </li>
        <li>
          <span className="swatch status-confirmed" /> Confirmed
        </li>
        <li>
          <span className="swatch status-active" /> Out
        </li>
        <li>
          <span className="swatch status-completed" /> Returned
        </li>
        <li>
          <span className="swatch late-swatch" /> Late
        </li>
        <li>
          <span className="swatch downtime-swatch" /> Downtime
        </li>
        <li>
          <span className="swatch closed-swatch" /> Shop closed
        </li>
      </ul>
      {draft !== null && <NewBooking start={draft} onClose={() => setDraft(null)} />}
    </section>
  );
}
