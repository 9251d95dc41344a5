/** Add-ons (read-only). */
import { useAddons } from '../../api/queries.js';
import { Money } from '../../components/format.js';
import { TableWrap } from '../../components/TableWrap.js';

export function Addons() {
  const addons = useAddons();
  if (addons.data === undefined) return <p className="muted">Loading…</p>;
  if (addons.data.length === 0) return <p className="empty">No add-ons yet.</p>;
  return (
    <TableWrap label="Add-ons">
      <table>
        <caption className="visually-hidden">Add-ons</caption>
        <thead>
          <tr>
            <th scope="col">Add-on</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col">Charged</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {addons.data.map((a) => (
            <tr key={a.id}>
              <th scope="row">
                {a.name}
                <span className="muted small mono block">{a.id}</span>
              </th>
              <td className="num">
                <Money cents={a.price} />
              </td>
              <td>{a.pricing === 'per_day' ? 'per day' : 'once per booking'}</td>
              <td>{a.active ? 'Active' : <span className="muted">Inactive</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
