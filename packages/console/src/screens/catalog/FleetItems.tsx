/** Fleet items with their rates (read-only here: the API and its reference edit them). */
import { useFleetItems } from '../../api/queries.js';
import { DataTable, NameWithId } from '../../components/DataTable.js';
import { Money } from '../../components/format.js';

const rate = (cents: number | null) => (cents === null ? <span className="muted">—</span> : <Money cents={cents} />);

export function FleetItems() {
  const items = useFleetItems();
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
