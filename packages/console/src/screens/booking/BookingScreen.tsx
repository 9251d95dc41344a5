/**
 * One booking: who and when (picked up and returned included), its lines with the units they took,
 * add-ons and totals (a late fee included), its payments, adjustments and change log, and the
 * actions the API allows in its status.
 */
import { Link } from 'wouter';
import { useTimeZone } from '../../api/context.js';
import { errorMessage } from '../../api/errors.js';
import { useBooking, useUnits } from '../../api/queries.js';
import type { BookingDetail } from '../../api/types.js';
import { DataTable } from '../../components/DataTable.js';
import { Money, StatusBadge, When } from '../../components/format.js';
import { Row } from '../../components/QuotePanel.js';
import { addonQuantity, owedFigure } from '../../lib/booking-text.js';
import { duration } from '../../lib/time.js';
import { BookingActions } from './BookingActions.js';
import { DepositPanel } from './DepositPanel.js';
import { History } from './History.js';
import { LateWarning } from './LateWarning.js';

export function BookingScreen({ id }: { id: string }) {
  const booking = useBooking(id);
  if (booking.isError)
    return (
      <section className="screen">
        <h1>Booking {id}</h1>
        <p className="form-error" role="alert">
          {errorMessage(booking.error)}
        </p>
        <Link href="/">Back to today</Link>
      </section>
    );
  if (booking.data === undefined)
    return (
      <section className="screen">
        <p className="muted">Loading…</p>
      </section>
    );
  return <BookingView booking={booking.data} />;
}

function BookingView({ booking: b }: { booking: BookingDetail }) {
  const zone = useTimeZone();
  const units = useUnits();
  const unitName = (id: string) => units.data?.find((u) => u.id === id)?.identifier ?? id;
  const owed = owedFigure(b);
  return (
    <section className="screen" aria-labelledby="booking-title">
      <div className="screen-head booking-head">
        <div>
          <p className="eyebrow">
            Booking <span className="mono">{b.id}</span>
          </p>
          <h1 id="booking-title">
            {b.customer.name} <StatusBadge status={b.status} />
            {b.overdue && (
              <>
                {' '}
                <span className="badge is-overdue">Overdue</span>
              </>
            )}
          </h1>
          <p className="muted">
            {[b.customer.email, b.customer.phone].filter((x) => x !== '').join(' · ') || 'No contact details'}
          </p>
        </div>
        <BookingActions booking={b} />
      </div>
      <LateWarning booking={b} />
      <div className="booking-grid">
        <section className="panel" aria-labelledby="when-title">
          <h2 id="when-title">When</h2>
          <dl className="facts">
            <div>
              <dt>Pickup</dt>
              <dd>
                <When iso={b.pickup_date} />
              </dd>
            </div>
            <div>
              <dt>Return</dt>
              <dd>
                <When iso={b.return_date} />
              </dd>
            </div>
            <div>
              <dt>Length</dt>
              <dd>
                {duration(b.pickup_date, b.return_date)}
                {b.half_day ? ' (half day)' : ''}
              </dd>
            </div>
            {b.picked_up_at && (
              <div>
                <dt>Picked up</dt>
                <dd>
                  <When iso={b.picked_up_at} />
                </dd>
              </div>
            )}
            {b.returned_at && (
              <div>
                <dt>Returned</dt>
                <dd>
                  <When iso={b.returned_at} />
                </dd>
              </div>
            )}
            {b.expires_at && (
              <div>
                <dt>Hold expires</dt>
                <dd>
                  <When iso={b.expires_at} />
                </dd>
              </div>
            )}
            {b.cancelled_at && (
              <div>
                <dt>Cancelled</dt>
                <dd>
                  <When iso={b.cancelled_at} />
                  {b.cancellation_reason ? `: ${b.cancellation_reason}` : ''}
                </dd>
              </div>
            )}
            <div>
              <dt>Times in</dt>
              <dd>{zone}</dd>
            </div>
          </dl>
          {b.notes && <p className="notes">{b.notes}</p>}
        </section>
        <div className="booking-side">
          <section className="panel" aria-labelledby="totals-title">
            <h2 id="totals-title">Totals</h2>
            <dl className="figures">
              {b.discount_amount > 0 && (
                <>
                  <Row label="Before discounts" cents={b.subtotal + b.discount_amount} />
                  <Row label="Discounts" cents={-b.discount_amount} />
                </>
              )}
              <Row label="Subtotal" cents={b.subtotal} />
              <Row label="Tax" cents={b.tax_amount} />
              {b.service_fee_amount > 0 && <Row label="Service fee" cents={b.service_fee_amount} />}
              {b.late_fee_amount > 0 && <Row label="Includes a late fee of" cents={b.late_fee_amount} muted />}
              <div className="figure total">
                <dt>Total</dt>
                <dd>
                  <output aria-label="Booking total">
                    <Money cents={b.total} />
                  </output>
                </dd>
              </div>
              <Row label="Paid" cents={b.amount_paid} />
              <div className={`figure owed-row ${owed.owing ? 'is-owing' : ''}`}>
                <dt>{owed.label}</dt>
                <dd>
                  <output aria-label="Amount owed">
                    <Money cents={owed.cents} />
                  </output>
                </dd>
              </div>
            </dl>
          </section>
          <DepositPanel booking={b} />
        </div>
      </div>
      <section className="panel" aria-labelledby="lines-title">
        <h2 id="lines-title">Items</h2>
        <DataTable
          label="Items and add-ons"
          columns={[
            { label: 'Item' },
            { label: 'Units', numeric: true },
            { label: 'Unit price', numeric: true },
            { label: 'Line total', numeric: true },
          ]}
          rows={[
            ...b.line_items.map((l) => ({
              key: l.id,
              cells: [
                <>
                  {l.fleet_item_name} <span className="muted small mono">{l.fleet_item_id}</span>
                  {l.unit_ids.length > 0 && (
                    <span className="small block">Units: {l.unit_ids.map(unitName).join(', ')}</span>
                  )}
                </>,
                l.quantity,
                <>
                  <Money cents={l.override_price ?? l.unit_price} />
                  {l.override_price !== null && <span className="muted small"> fixed</span>}
                </>,
                <Money key="total" cents={l.line_total} />,
              ],
            })),
            ...b.addons.map((a) => ({
              key: a.id,
              cells: [
                <>
                  {a.addon_name} <span className="muted small">add-on</span>
                </>,
                addonQuantity(a),
                <Money key="price" cents={a.unit_price} />,
                <Money key="total" cents={a.line_total} />,
              ],
            })),
          ]}
        />
      </section>
      <History booking={b} />
    </section>
  );
}
