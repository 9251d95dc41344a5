/** Fleet items with their rates (read-only here: the API and its reference edit them). */
import { useFleetItems } from '../../api/queries.js';
import { Money } from '../../components/format.js';
import { TableWrap } from '../../components/TableWrap.js';

const rate = (cents: number | null) => (cents === null ? <span className="muted">—</span> : <Money cents={cents} />);

export function FleetItems() {
  const items = useFleetItems();
  if (items.data === undefined) return <p className="muted">Loading…</p>;
  if (items.data.length === 0) return <p className="empty">No fleet items yet.</p>;
  return (
    <TableWrap label="Fleet items and rates">
      <table>
        <caption className="visually-hidden">Fleet items and their rates</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="num">
              Units
            </th>
            <th scope="col" className="num">
              Half day
            </th>
            <th scope="col" className="num">
              Day
            </th>
            <th scope="col" className="num">
              Day, 2-6 days
            </th>
            <th scope="col" className="num">
              Week
            </th>
            <th scope="col" className="num">
              Deposit
            </th>
            <th scope="col" className="num">
              Turnaround
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {items.data.map((i) => (
            <tr key={i.id}>
              <th scope="row">
                {i.name}
                <span className="muted small mono block">{i.id}</span>
              </th>
              <td className="num">{i.quantity}</td>
              <td className="num">{rate(i.price_half_day)}</td>
              <td className="num">{rate(i.price_full_day)}</td>
              <td className="num">{rate(i.price_multi_day)}</td>
              <td className="num">{rate(i.price_weekly)}</td>
              <td className="num">{rate(i.deposit_amount)}</td>
              <td className="num">{i.turnaround_minutes} min</td>
              <td>{i.active ? 'Active' : <span className="muted">Inactive</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
