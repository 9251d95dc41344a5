/**
 * The new booking's price calendar: the rental the form holds (its length, its pickup time) priced
 * on each of two weeks of start dates, one unit, as the booking would charge it before add-ons and
 * coupon; the cheapest bookable dates are marked. A date that cannot be booked says why (closed,
 * too soon, booked out, too long). Choosing a date moves the form's window there, its length kept.
 */
import { Button } from 'react-aria-components';
import { type CalendarPlan, calendarPlan, windowOn } from '../../api/price-calendar.js';
import { usePriceCalendar } from '../../api/queries.js';
import { useMoney } from '../../components/format.js';
import { formatDate } from '../../lib/time.js';

const REASON: Record<string, string> = {
  outside_opening_hours: 'Closed',
  rental_too_short: 'Too short',
  rental_too_long: 'Too long',
  pickup_too_soon: 'Too soon',
  item_unavailable: 'Booked out',
  resource_inactive: 'Not for hire',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const lengthText = (plan: CalendarPlan) =>
  plan.days === undefined ? plural(plan.hours ?? 0, 'hour') : plural(plan.days, 'day');

export function PriceCalendar({
  itemId,
  pickup,
  ret,
  anchor,
  quantity,
  onPick,
}: {
  itemId: string;
  pickup: string;
  ret: string;
  /** The date the form started with: the calendar's dates stay around it. */
  anchor: string;
  quantity: number;
  onPick: (window: { pickup: string; ret: string }) => void;
}) {
  const money = useMoney();
  const plan = calendarPlan(pickup, ret, anchor);
  const calendar = usePriceCalendar(itemId, plan, quantity);
  if (plan === null) return null;
  const chosen = pickup.slice(0, 10);
  const cheapest = new Set(calendar.data?.cheapest ?? []);
  return (
    <section className="price-calendar" aria-labelledby="price-calendar-title" aria-busy={calendar.isFetching}>
      <h3 id="price-calendar-title">Price by start date</h3>
      <p className="note">
        {lengthText(plan)} from {plan.time} on each date, one unit, before add-ons and coupons. The cheapest dates are
        marked.
      </p>
      {calendar.error ? (
        <p className="muted">The prices of other dates are not available.</p>
      ) : calendar.data === undefined ? (
        <p className="muted">Loading…</p>
      ) : (
        <ul className="calendar-days">
          {calendar.data.data.map((d) => {
            const isCheapest = cheapest.has(d.date);
            const why = d.reason === null ? null : (REASON[d.reason] ?? 'Not bookable');
            // The name is the button's own text (what is seen, and what a voice command says), with
            // the words the layout shows by position written out for a screen reader.
            return (
              <li key={d.date}>
                <Button
                  className={`calendar-day${isCheapest ? ' is-cheapest' : ''}${d.date === chosen ? ' is-chosen' : ''}`}
                  isDisabled={!d.bookable}
                  onPress={() => onPick(windowOn(plan, d.date))}
                >
                  <span className="visually-hidden">Start </span>
                  <span className="calendar-day-date">{formatDate(d.date)}</span>
                  <span className="calendar-day-price">
                    <span className="visually-hidden">, </span>
                    {d.price === null ? 'no price' : money(d.price.total)}
                  </span>
                  {why !== null && (
                    <span className="calendar-day-why">
                      <span className="visually-hidden">, </span>
                      {why}
                    </span>
                  )}
                  {isCheapest && (
                    <span className="calendar-day-mark">
                      <span className="visually-hidden">, </span>Cheapest
                    </span>
                  )}
                  {d.date === chosen && <span className="visually-hidden">, chosen</span>}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
