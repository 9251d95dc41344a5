/** A booking's payments, refunds, adjustments and change log, oldest first, as the API lists them. */

import { useTimeZone } from '../../api/context.js';
import { useFleetItems } from '../../api/queries.js';
import type { BookingDetail } from '../../api/types.js';
import { DataTable } from '../../components/DataTable.js';
import { Money, When } from '../../components/format.js';
import { changeLog, inShopTime } from '../../lib/booking-text.js';

export function History({ booking: b }: { booking: BookingDetail }) {
  const items = useFleetItems();
  const zone = useTimeZone();
  const name = (id: string) => items.data?.find((i) => i.id === id)?.name ?? id;
  const changes = changeLog(b, name, zone);
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
              cells: [
                <When key="when" iso={a.created_at} />,
                inShopTime(a.description, zone),
                <Money key="amount" cents={a.amount} />,
              ],
            }))}
          />
        )}
      </section>
      <section className="panel change-log-panel" aria-labelledby="changes-title">
        <h2 id="changes-title">Change log</h2>
        {changes.length === 0 ? (
          <p className="empty">No changes.</p>
        ) : (
          <ul className="change-log">
            {changes.map((c) => (
              <li key={c.id}>
                <When iso={c.at} />: {c.text}
                {c.totals && (
                  <>
                    , total <Money cents={c.totals.before} /> → <Money cents={c.totals.after} />
                  </>
                )}
                {c.amount !== undefined && (
                  <>
                    , <Money cents={c.amount} /> added
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
