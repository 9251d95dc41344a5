/** The price of an extension or a swap, shown before the operator confirms it. */
import { errorMessage } from '../../api/errors.js';
import type { ChangeQuote } from '../../api/quote.js';
import { Money } from '../../components/format.js';

export function ChangeQuoteView({
  quote,
  error,
  pending,
}: {
  quote: ChangeQuote | undefined;
  error: unknown;
  pending: boolean;
}) {
  return (
    <section className="quote" aria-labelledby="change-quote-title" aria-busy={pending}>
      <h3 id="change-quote-title">New price {pending && <span className="muted small">updating…</span>}</h3>
      {error ? (
        <p className="muted">{errorMessage(error)}</p>
      ) : quote === undefined ? (
        <p className="muted">Choose the change to see its price.</p>
      ) : quote.kind === 'exact' ? (
        <dl className="figures">
          <div className="figure total">
            <dt>New total</dt>
            <dd>
              <output aria-label="New total">
                <Money cents={quote.total} />
              </output>
            </dd>
          </div>
          <div className="figure">
            <dt>Difference</dt>
            <dd>
              <Money cents={quote.difference} />
            </dd>
          </div>
        </dl>
      ) : (
        <>
          <dl className="figures">
            {quote.lines.map((l) => (
              <div className="figure" key={l.name}>
                <dt>
                  {l.name} × {l.quantity}, per unit
                </dt>
                <dd>
                  {l.after === null ? (
                    <>
                      <Money cents={l.before} /> (fixed)
                    </>
                  ) : (
                    <>
                      <Money cents={l.before} /> → <Money cents={l.after} />
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className="note">
            Add-ons, the booking's coupon, tax and the service fee are applied again over the whole booking; the new
            total and its adjustment appear on the booking once confirmed.
          </p>
        </>
      )}
    </section>
  );
}
