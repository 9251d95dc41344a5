/**
 * A quote's breakdown, in the order the pipeline computes it. With `exact` the total is what the
 * booking will charge; otherwise the per-unit figures are shown and the panel says what the booking
 * adds over the whole cart.
 */
import { useSession } from '../api/context.js';
import type { Quote } from '../api/quote.js';
import { Money } from './format.js';
import { WhyThisPrice } from './WhyThisPrice.js';

export function QuotePanel({ quote, pending }: { quote: Quote | undefined; pending: boolean }) {
  const { tenant } = useSession();
  return (
    <section className="quote" aria-labelledby="quote-title" aria-busy={pending}>
      <h3 id="quote-title">Quote {pending && <span className="muted small">updating…</span>}</h3>
      {quote === undefined ? (
        <p className="muted">Choose the dates to see the price.</p>
      ) : (
        <QuoteRows
          quote={quote}
          customerPaysFee={tenant.service_fee_payer === 'customer'}
          taxInclusive={tenant.tax_inclusive}
        />
      )}
    </section>
  );
}

function QuoteRows({
  quote,
  customerPaysFee,
  taxInclusive,
}: {
  quote: Quote;
  customerPaysFee: boolean;
  taxInclusive: boolean;
}) {
  const c = quote.calc;
  const b = c.breakdown;
  const days = rentalBasis(b);
  if (quote.kind === 'per_unit') {
    return (
      <>
        <dl className="figures">
          <Row label={`Rental, one unit (${days})`} cents={quote.unitPrice} />
          <Row label={`Rental, ${quote.quantity} units`} cents={quote.rental} />
          {c.addon_total > 0 && <Row label="Add-ons" cents={c.addon_total} />}
          {c.package_savings > 0 && <Row label={`Package: ${b.package?.name ?? ''}`} cents={-c.package_savings} />}
        </dl>
        <p className="note">
          {quote.quantity} units are priced together when booked: the coupon, tax and service fee are computed over the
          whole booking, whose total the booking screen shows as soon as it is created.
        </p>
        <dl className="figures">
          <Row label="Deposit hold (not charged)" cents={c.deposit_hold_amount * quote.quantity} muted />
        </dl>
        <WhyThisPrice calc={c} />
      </>
    );
  }
  return (
    <>
      <dl className="figures">
        <Row label={`Rental (${days})`} cents={c.base_price} />
        {b.multi_day_discount > 0 && <Row label="Multi-day discount" cents={-b.multi_day_discount} />}
        {c.seasonal_adjustment !== 0 && <Row label="Seasonal" cents={c.seasonal_adjustment} />}
        {b.addons.map((a) => (
          <Row key={a.addon_id} label={`${a.name} × ${a.quantity}`} cents={a.total} />
        ))}
        {c.package_savings > 0 && <Row label={`Package: ${b.package?.name ?? ''}`} cents={-c.package_savings} />}
        {c.coupon_discount > 0 && <Row label={`Coupon ${b.coupon?.code ?? ''}`} cents={-c.coupon_discount} />}
        <Row label="Subtotal" cents={c.subtotal} />
        <Row label={taxInclusive ? 'Tax (included)' : 'Tax'} cents={c.tax} />
        {c.service_fee_amount > 0 && (
          <Row
            label={customerPaysFee ? 'Service fee' : 'Service fee (paid by the shop)'}
            cents={c.service_fee_amount}
            muted={!customerPaysFee}
          />
        )}
        <div className="figure total">
          <dt>Total</dt>
          <dd>
            <output aria-label="Quote total">
              <Money cents={c.total} />
            </output>
          </dd>
        </div>
        <Row label="Deposit hold (not charged)" cents={c.deposit_hold_amount} muted />
      </dl>
      <p className="note">This is exactly what the booking will charge.</p>
      <WhyThisPrice calc={c} />
    </>
  );
}

/**
 * How stage 1 priced the rental, as the item's rate plan and the shop's schedule decided: "3 days,
 * rate table", "hourly rate, 3 periods", "4 days, 1 closed day not charged".
 */
function rentalBasis(b: Quote['calc']['breakdown']): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const skipped = b.closed_dates_skipped.length;
  const closed = skipped > 0 ? `, ${plural(skipped, 'closed day')} not charged` : '';
  switch (b.rate_basis) {
    case 'hourly':
      return `hourly rate, ${plural(b.hourly_units ?? 0, 'period')}`;
    case 'half_day':
      return `${plural(b.days, 'day')} (half day)`;
    case 'rate_table':
      return `${plural(b.days, 'day')}, rate table${closed}`;
    default:
      return `${plural(b.days, 'day')}${closed}`;
  }
}

export function Row({ label, cents, muted }: { label: string; cents: number; muted?: boolean }) {
  return (
    <div className={`figure ${muted ? 'muted' : ''}`}>
      <dt>{label}</dt>
      <dd>
        <Money cents={cents} />
      </dd>
    </div>
  );
}
