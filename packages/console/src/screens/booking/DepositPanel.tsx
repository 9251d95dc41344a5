/**
 * The booking's deposit: what it holds on the card, until when it can be captured, and what became
 * of it. The server renews a hold before it lapses while the booking needs it.
 */
import type { BookingDetail } from '../../api/types.js';
import { Money, When } from '../../components/format.js';

type Status = BookingDetail['deposit']['status'];

const LABEL: Record<Status, string> = {
  none: 'Not held',
  authorized: 'Held',
  renewal_failed: 'Renewal refused',
  captured: 'Captured',
  released: 'Released',
  expired: 'Expired',
};

const NOTE: Record<Status, string> = {
  none: 'Nothing is held on a card yet.',
  authorized:
    'Held on the card, not charged. The server renews the hold before it lapses; it is released 48 hours after the return unless captured.',
  renewal_failed: 'The card refused to renew the hold: capture it before the deadline if needed, or it expires.',
  captured: 'Part or all of it was captured at the return; the rest was released.',
  released: 'Released: nothing was charged.',
  expired: 'The hold lapsed without being captured.',
};

export function DepositPanel({ booking: b }: { booking: BookingDetail }) {
  const d = b.deposit;
  return (
    <section className="panel" aria-labelledby="deposit-title">
      <h2 id="deposit-title">
        Deposit <span className={`badge deposit-${d.status}`}>{LABEL[d.status]}</span>
      </h2>
      {b.deposit_hold_amount === 0 && d.status === 'none' ? (
        <p className="empty">This booking has no deposit to hold.</p>
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>{d.status === 'none' ? 'To hold' : 'Authorised'}</dt>
              <dd>
                <Money cents={d.status === 'none' ? b.deposit_hold_amount : d.amount_authorized} />
              </dd>
            </div>
            {d.status === 'captured' && (
              <div>
                <dt>Captured</dt>
                <dd>
                  <Money cents={d.amount_captured} />
                </dd>
              </div>
            )}
            {d.capture_before !== null && (
              <div>
                <dt>Capture by</dt>
                <dd>
                  <output aria-label="Deposit deadline">
                    <When iso={d.capture_before} />
                  </output>
                </dd>
              </div>
            )}
          </dl>
          <p className="note">{NOTE[d.status]}</p>
        </>
      )}
    </section>
  );
}
