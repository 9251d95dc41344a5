/** A booking's payments, adjustments and change log, oldest first, as the API lists them. */
import { useFleetItems } from '../../api/queries.js';
import type { BookingDetail } from '../../api/types.js';
import { Money, When } from '../../components/format.js';
import { TableWrap } from '../../components/TableWrap.js';

export function History({ booking: b }: { booking: BookingDetail }) {
  const items = useFleetItems();
  const name = (id: string) => items.data?.find((i) => i.id === id)?.name ?? id;
  return (
    <div className="history-grid">
      <section className="panel" aria-labelledby="payments-title">
        <h2 id="payments-title">Payments</h2>
        {b.payments.length === 0 ? (
          <p className="empty">No payments yet.</p>
        ) : (
          <TableWrap label="Payment list">
            <table>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Method</th>
                  <th scope="col">Reference</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {b.payments.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <When iso={p.created_at} />
                    </td>
                    <td>{p.method ?? '—'}</td>
                    <td>{p.reference ?? '—'}</td>
                    <td className="num">
                      <Money cents={p.amount} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>
      <section className="panel" aria-labelledby="adjustments-title">
        <h2 id="adjustments-title">Adjustments</h2>
        {b.adjustments.length === 0 ? (
          <p className="empty">No adjustments.</p>
        ) : (
          <TableWrap label="Adjustment list">
            <table>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {b.adjustments.map((a) => (
                  <tr key={a.id}>
                    <td>
                      <When iso={a.created_at} />
                    </td>
                    <td>{a.description}</td>
                    <td className="num">
                      <Money cents={a.amount} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>
      <section className="panel change-log-panel" aria-labelledby="changes-title">
        <h2 id="changes-title">Change log</h2>
        {b.change_log.length === 0 ? (
          <p className="empty">No changes.</p>
        ) : (
          <ul className="change-log">
            {b.change_log.map((c) => (
              <li key={c.id}>
                <When iso={c.created_at} />: {name(c.from_fleet_item_id)} swapped for {name(c.to_fleet_item_id)}, total{' '}
                <Money cents={c.previous_total} /> → <Money cents={c.new_total} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
