/**
 * Fleet items with their rates, rate plan (an hourly price, a rate table of day tiers, the shortest
 * and longest rental), how their units are tracked (a count, or numbered units), the buffer before
 * each rental, and their own late-fee policy (read-only here: the API edits it). The rate plan is
 * edited in a dialog loaded on demand.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useFleetItems } from '../../api/queries.js';
import type { FleetItem } from '../../api/types.js';
import { DataTable, NameWithId } from '../../components/DataTable.js';
import { Money, useMoney } from '../../components/format.js';
import { ModalSheet } from '../../components/Modal.js';

const RatePlanForm = lazy(() => import('./RatePlanForm.js').then((m) => ({ default: m.RatePlanForm })));

const rate = (cents: number | null) => (cents === null ? <span className="muted">—</span> : <Money cents={cents} />);
const none = <span className="muted">—</span>;
const INCREMENT: Record<FleetItem['hourly_increment_minutes'], string> = { 15: '15 min', 30: '30 min', 60: 'hour' };

export function FleetItems() {
  const items = useFleetItems();
  const money = useMoney();
  const [editing, setEditing] = useState<FleetItem | null>(null);
  const lateFee = (i: FleetItem) => {
    const p = i.late_fee;
    if (p === null) return <span className="muted">Shop's</span>;
    const rates = [p.per_hour !== null && `${money(p.per_hour)}/h`, p.per_day !== null && `${money(p.per_day)}/day`];
    return rates.filter(Boolean).join(' + ') + (p.cap !== null ? `, cap ${money(p.cap)}` : '');
  };
  const hourly = (i: FleetItem) =>
    i.price_hourly === null ? none : `${money(i.price_hourly)} per ${INCREMENT[i.hourly_increment_minutes]}`;
  // "1 d $50.00 · 3 d $120.00; next tier up, then $25.00 a day": every tier, since the table is the price.
  const table = (i: FleetItem) => {
    const t = i.rate_table;
    if (t === null) return none;
    const tiers = t.tiers.map((x) => `${x.days} d ${money(x.price)}`).join(' · ');
    const how = t.strategy === 'best' ? 'cheapest mix' : 'next tier up';
    const extra = `${money(t.extra_day_price ?? i.price_full_day)} a day past ${t.tiers[t.tiers.length - 1]?.days} d`;
    return (
      <span className="rate-table">
        {tiers}
        <span className="muted small block">
          {how}; {extra}
        </span>
      </span>
    );
  };
  const length = (i: FleetItem) => {
    const parts = [
      i.min_rental_minutes !== null && `at least ${i.min_rental_minutes} min`,
      i.max_rental_days !== null && `at most ${i.max_rental_days} day${i.max_rental_days === 1 ? '' : 's'}`,
    ].filter(Boolean);
    return parts.length === 0 ? none : parts.join(', ');
  };
  if (items.data === undefined) return <p className="muted">Loading…</p>;
  if (items.data.length === 0) return <p className="empty">No fleet items yet.</p>;
  return (
    <>
      <DataTable
        label="Fleet items and rates"
        columns={[
          { label: 'Item' },
          { label: 'Units', numeric: true },
          { label: 'Half day', numeric: true },
          { label: 'Day', numeric: true },
          { label: 'Day, 2-6 days', numeric: true },
          { label: 'Week', numeric: true },
          { label: 'Hourly' },
          { label: 'Rate table' },
          { label: 'Rental length' },
          { label: 'Deposit', numeric: true },
          { label: 'Turnaround', numeric: true },
          { label: 'Buffer before', numeric: true },
          { label: 'Tracking' },
          { label: 'Late fee' },
          { label: 'Status' },
          { label: 'Edit', hidden: true },
        ]}
        rows={items.data.map((i) => ({
          key: i.id,
          cells: [
            <NameWithId key="name" name={i.name} id={i.id} />,
            i.quantity,
            rate(i.price_half_day),
            rate(i.price_full_day),
            rate(i.price_multi_day),
            rate(i.price_weekly),
            hourly(i),
            table(i),
            length(i),
            rate(i.deposit_amount),
            `${i.turnaround_minutes} min`,
            `${i.buffer_before_minutes} min`,
            i.tracking === 'units' ? 'Numbered units' : 'Count',
            lateFee(i),
            i.active ? (
              'Active'
            ) : (
              <span key="status" className="muted">
                Inactive
              </span>
            ),
            <Button
              key="edit"
              className="button secondary small"
              aria-label={`Edit the rate plan of ${i.name}`}
              onPress={() => setEditing(i)}
            >
              Rate plan
            </Button>,
          ],
        }))}
      />
      {editing !== null && (
        <ModalSheet title={`Rate plan: ${editing.name}`} isOpen onOpenChange={(o) => !o && setEditing(null)}>
          {(close) => (
            <Suspense fallback={<p className="muted">Loading…</p>}>
              <RatePlanForm item={editing} onDone={close} />
            </Suspense>
          )}
        </ModalSheet>
      )}
    </>
  );
}
