/**
 * Fleet items with their rates, how their units are tracked (a count, or numbered units), the buffer
 * before each rental, and their own late-fee policy (read-only here: the API edits them).
 */
import { useFleetItems } from '../../api/queries.js';
import type { FleetItem } from '../../api/types.js';
import { DataTable, NameWithId } from '../../components/DataTable.js';
import { Money, useMoney } from '../../components/format.js';

const rate = (cents: number | null) => (cents === null ? <span className="muted">—</span> : <Money cents={cents} />);

export function FleetItems() {
  const items = useFleetItems();
  const money = useMoney();
  const lateFee = (i: FleetItem) => {
    const p = i.late_fee;
    if (p === null) return <span className="muted">Shop's</span>;
    const rates = [p.per_hour !== null && `${money(p.per_hour)}/h`, p.per_day !== null && `${money(p.per_day)}/day`];
    return rates.filter(Boolean).join(' + ') + (p.cap !== null ? `, cap ${money(p.cap)}` : '');
  };
  if (items.data === undefined) return <p className="muted">Loading…</p>;
  if (items.data.length === 0) return <p className="empty">No fleet items yet.</p>;
  return (
    <DataTable
      label="Fleet items and rates"
      columns={[
        { label: 'Item' },
        { label: 'Units', numeric: true },
        { label: 'Half day', numeric: true },
        { label: 'Day', numeric: true },
        { label: 'Day, 2-6 days', numeric: true },
        { label: 'Week', numeric: true },
        { label: 'Deposit', numeric: true },
        { label: 'Turnaround', numeric: true },
        { label: 'Buffer before', numeric: true },
        { label: 'Tracking' },
        { label: 'Late fee' },
        { label: 'Status' },
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
        ],
      }))}
    />
  );
}
