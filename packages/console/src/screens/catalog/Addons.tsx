/** Add-ons (read-only). */
import { useAddons } from '../../api/queries.js';
import { DataTable, NameWithId } from '../../components/DataTable.js';
import { Money } from '../../components/format.js';

export function Addons() {
  const addons = useAddons();
  if (addons.data === undefined) return <p className="muted">Loading…</p>;
  if (addons.data.length === 0) return <p className="empty">No add-ons yet.</p>;
  return (
    <DataTable
      label="Add-ons"
      columns={[{ label: 'Add-on' }, { label: 'Price', numeric: true }, { label: 'Charged' }, { label: 'Status' }]}
      rows={addons.data.map((a) => ({
        key: a.id,
        cells: [
          <NameWithId key="name" name={a.name} id={a.id} />,
          <Money key="price" cents={a.price} />,
          a.pricing === 'per_day' ? 'per day' : 'once per booking',
          a.active ? (
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
