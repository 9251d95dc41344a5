/**
 * Fleet items with their rates, rate plan (an hourly price, a rate table of day tiers, the shortest
 * and longest rental), how their units are tracked (a count, or numbered units), the buffer before
 * each rental, and their own late-fee policy (read-only here: the API edits it). A new item, an
 * item's details (with its numbered units) and its rate plan are edited in dialogs loaded on demand;
 * an item is deleted after a confirmation.
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import type { DeleteTarget } from '../../api/catalog-deletes.js';
import { useFleetItems } from '../../api/queries.js';
import type { FleetItem } from '../../api/types.js';
import { ActiveCell, DataTable, EditButton, NameWithId } from '../../components/DataTable.js';
import { ADD_BUTTON_ID, DeleteButton, DeleteDialog } from '../../components/DeleteRecord.js';
import { Money, useMoney } from '../../components/format.js';
import { EditDialog, type Editing, ModalSheet } from '../../components/Modal.js';

const RatePlanForm = lazy(() => import('./RatePlanForm.js').then((m) => ({ default: m.RatePlanForm })));
const ItemForm = lazy(() => import('./ItemForm.js').then((m) => ({ default: m.ItemForm })));

const rate = (cents: number | null) => (cents === null ? <span className="muted">—</span> : <Money cents={cents} />);
const INCREMENT: Record<FleetItem['hourly_increment_minutes'], string> = { 15: '15 min', 30: '30 min', 60: 'hour' };

export function FleetItems() {
  const items = useFleetItems();
  const money = useMoney();
  const [editing, setEditing] = useState<FleetItem | null>(null);
  // The item whose details are open (null: a new one), or none open.
  const [details, setDetails] = useState<Editing<FleetItem>>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const lateFee = (i: FleetItem) => {
    const p = i.late_fee;
    if (p === null) return <span className="muted">Shop's</span>;
    const rates = [p.per_hour !== null && `${money(p.per_hour)}/h`, p.per_day !== null && `${money(p.per_day)}/day`];
    return rates.filter(Boolean).join(' + ') + (p.cap !== null ? `, cap ${money(p.cap)}` : '');
  };
  // Every part of the plan the item has, each on its line; the tiers in full, since they are the price.
  const ratePlan = (i: FleetItem) => {
    const t = i.rate_table;
    const limits = [
      i.min_rental_minutes !== null && `at least ${i.min_rental_minutes} min`,
      i.max_rental_days !== null && `at most ${i.max_rental_days} day${i.max_rental_days === 1 ? '' : 's'}`,
    ].filter(Boolean);
    const parts = [
      i.price_hourly !== null && (
        <PlanLine key="hourly" label="Hourly">
          {`${money(i.price_hourly)} per ${INCREMENT[i.hourly_increment_minutes]}`}
        </PlanLine>
      ),
      t !== null && (
        <PlanLine key="table" label="Tiers">
          {t.tiers.map((x) => `${x.days} d ${money(x.price)}`).join(' · ')}
          <span className="muted small block">
            {t.strategy === 'best' ? 'cheapest mix' : 'next tier up'};{' '}
            {`${money(t.extra_day_price ?? i.price_full_day)} a day past ${t.tiers[t.tiers.length - 1]?.days} d`}
          </span>
        </PlanLine>
      ),
      limits.length > 0 && (
        <PlanLine key="length" label="Length">
          {limits.join(', ')}
        </PlanLine>
      ),
    ].filter(Boolean);
    return (
      <div className="rate-plan">
        {parts.length === 0 ? <span className="muted">Day rates only</span> : parts}
        <Button
          className="button secondary small"
          aria-label={`Edit the rate plan of ${i.name}`}
          onPress={() => setEditing(i)}
        >
          Edit
        </Button>
      </div>
    );
  };
  if (items.data === undefined) return <p className="muted">Loading…</p>;
  return (
    <>
      <div className="panel-actions">
        <Button id={ADD_BUTTON_ID.fleetItem} className="button primary" onPress={() => setDetails({ record: null })}>
          New item
        </Button>
      </div>
      {items.data.length === 0 && <p className="empty">No fleet items yet.</p>}
      <DataTable
        label="Fleet items and rates"
        columns={[
          { label: 'Item' },
          { label: 'Units', numeric: true },
          { label: 'Half day', numeric: true },
          { label: 'Day', numeric: true },
          { label: 'Day, 2-6 days', numeric: true },
          { label: 'Week', numeric: true },
          { label: 'Rate plan' },
          { label: 'Deposit', numeric: true },
          { label: 'Turnaround', numeric: true },
          { label: 'Buffer before', numeric: true },
          { label: 'Tracking' },
          { label: 'Late fee' },
          { label: 'Status' },
          { label: 'Actions', hidden: true },
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
            ratePlan(i),
            rate(i.deposit_amount),
            `${i.turnaround_minutes} min`,
            `${i.buffer_before_minutes} min`,
            i.tracking === 'units' ? 'Numbered units' : 'Count',
            lateFee(i),
            <ActiveCell key="status" active={i.active} />,
            <span key="actions" className="row-actions">
              <EditButton name={i.name} onPress={() => setDetails({ record: i })} />
              <DeleteButton name={i.name} onPress={() => setDeleting({ kind: 'fleetItem', id: i.id, name: i.name })} />
            </span>,
          ],
        }))}
      />
      <EditDialog
        editing={details}
        onClose={() => setDetails(null)}
        title={(item) => (item === null ? 'New fleet item' : `Edit ${item.name}`)}
        wide
      >
        {(item, close) => (
          <Suspense fallback={<p className="muted">Loading…</p>}>
            <ItemForm item={item} onDone={close} />
          </Suspense>
        )}
      </EditDialog>
      <DeleteDialog target={deleting} onClose={() => setDeleting(null)} />
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

/** One part of a rate plan: its name, then what it is ("Tiers: 1 d $50.00 · 3 d $120.00"). */
function PlanLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <span className="muted">{label}:</span> <span>{children}</span>
    </div>
  );
}
