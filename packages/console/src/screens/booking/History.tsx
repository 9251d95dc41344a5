/** A booking's payments, refunds, adjustments and change log, oldest first, as the API lists them. */
import { useFleetItems } from '../../api/queries.js';
import type { BookingDetail } from '../../api/types.js';
import { DataTable } from '../../components/DataTable.js';
import { Money, When } from '../../components/format.js';

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
          <DataTable
            label="Payment list"
            columns={[
              { label: 'When' },
              { label: 'Method' },
              { label: 'Reference' },
              { label: 'Amount', numeric: true },
            ]}
            rows={b.payments.map((p) => ({
              key: p.id,
              cells: [
                <When key="when" iso={p.created_at} />,
                p.method ?? '—',
                <span key="reference" className="wrap-anywhere">
                  {p.reference ?? '—'}
                </span>,
                <Money key="amount" cents={p.amount} />,
              ],
            }))}
          />
        )}
      </section>
      <section className="panel" aria-labelledby="refunds-title">
        <h2 id="refunds-title">Refunds</h2>
        {b.refunds.length === 0 ? (
          <p className="empty">No refunds.</p>
        ) : (
          <DataTable
            label="Refund list"
            columns={[{ label: 'When' }, { label: 'Status' }, { label: 'Reason' }, { label: 'Amount', numeric: true }]}
            rows={b.refunds.map((r) => ({
              key: r.id,
              cells: [
                <When key="when" iso={r.created_at} />,
                r.status,
                r.reason ?? '—',
                <Money key="amount" cents={r.amount} />,
              ],
            }))}
          />
        )}
      </section>
      <section className="panel" aria-labelledby="adjustments-title">
        <h2 id="adjustments-title">Adjustments</h2>
        {b.adjustments.length === 0 ? (
          <p className="empty">No adjustments.</p>
        ) : (
          <DataTable
            label="Adjustment list"
            columns={[{ label: 'When' }, { label: 'What' }, { label: 'Amount', numeric: true }]}
            rows={b.adjustments.map((a) => ({
              key: a.id,
              cells: [<When key="when" iso={a.created_at} />, a.description, <Money key="amount" cents={a.amount} />],
            }))}
          />
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
