/**
 * `GET /v1/fleet-items/:id/price-calendar`: for each pickup date of a range, the rental of a fixed
 * length starting then, its price (exactly what `POST /v1/pricing/calculate` answers for that item
 * and window: one unit, no add-ons or coupon, the same clock and `half_day`), its units free, and
 * whether Create Booking would take it. Reads only: the records the quote needs (kept in memory like Calculate's)
 * and, in one statement, what occupies the item over every window at once.
 */
import { type PriceCalendarEntry, priceCalendar } from '@rentline/pricing-engine';
import { occupancyOf, usagesOf } from '../availability/occupancy.js';
import { windowPeaks } from '../availability/window-peaks.js';
import { invalid, notFound } from '../core/errors.js';
import { LIMITS } from '../core/limits.js';
import type { Scope } from '../core/scope.js';
import type { FleetItemRecord } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { type PricingContext, priceInput } from './engine-input.js';
import type { ItemQuoteRecords, Quote } from './quote.js';

export interface PriceCalendarQuery {
  from: string;
  to: string;
  days?: number | undefined;
  hours?: number | undefined;
  time?: string | undefined;
  half_day?: boolean | undefined;
  quantity: number;
}

/** Why a date cannot be booked: the price's own error, or what Create Booking would refuse. */
export const CALENDAR_REASONS = [
  'outside_opening_hours',
  'rental_too_short',
  'rental_too_long',
  'pickup_too_soon',
  'item_unavailable',
  'resource_inactive',
  'half_day_not_allowed',
  'parameter_invalid',
  'amount_too_large',
] as const;

export type CalendarReason = (typeof CALENDAR_REASONS)[number];

export interface PriceCalendarDate {
  date: string;
  pickup_date: string;
  return_date: string;
  available: boolean;
  free_units: number;
  bookable: boolean;
  reason: CalendarReason | null;
  price: Quote | null;
}

export interface PriceCalendar {
  object: 'price_calendar';
  fleet_item_id: string;
  time_zone: string;
  data: PriceCalendarDate[];
  cheapest: string[];
}

/** Where the calendar takes its item and pricing records from (the records Calculate keeps). */
export type ItemQuoteSource = (tx: Tx, scope: Scope, id: string) => Promise<ItemQuoteRecords>;

export async function priceCalendarOf(
  tx: Tx,
  scope: Scope,
  id: string,
  query: PriceCalendarQuery,
  now: Date,
  source: ItemQuoteSource,
  shopper = false,
): Promise<PriceCalendar> {
  checkRange(query, shopper);
  const { item, context } = await source(tx, scope, id);
  if (item === null) throw notFound(`No such fleet item: '${id}'.`, 'id');
  const entries = priceDates(item, context, query, now);
  const free = await unitsFree(tx, scope, item, entries, now);
  const data = entries.map((entry, i) => dateOf(entry, free[i] ?? 0, query.quantity, scope, context, now));
  return {
    object: 'price_calendar',
    fleet_item_id: item.id,
    time_zone: context.time_zone,
    data,
    cheapest: cheapestOf(data),
  };
}

/**
 * One of days and hours, and 1..62 dates from `from` to `to`; for a shopper, dates × days at most
 * 2,000 (a page anyone can load must not ask for 62 quotes of two years each).
 */
function checkRange(query: PriceCalendarQuery, shopper: boolean): void {
  if (query.days === undefined && query.hours === undefined) {
    throw invalid('parameter_missing', 'Give the rental length: days, or hours.', 'days');
  }
  if (query.days !== undefined && query.hours !== undefined) {
    throw invalid('parameter_invalid', 'Give days or hours, not both.', 'hours');
  }
  const dates = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 + 1;
  const max = LIMITS.max_price_calendar_dates;
  if (dates < 1 || dates > max) {
    throw invalid('parameter_invalid', `to must be from to ${max - 1} days after from (at most ${max} dates).`, 'to');
  }
  const most = LIMITS.max_shopper_calendar_day_dates;
  if (shopper && query.days !== undefined && dates * query.days > most) {
    throw invalid(
      'parameter_invalid',
      `With a publishable key, dates × days is at most ${most} (here ${dates} × ${query.days}): ask for fewer dates or a shorter rental.`,
      'days',
    );
  }
}

/** The engine's calendar of the quotes Calculate would make for the item, without add-ons or coupon. */
function priceDates(
  item: FleetItemRecord,
  context: PricingContext,
  query: PriceCalendarQuery,
  now: Date,
): PriceCalendarEntry[] {
  const {
    pickup_date: _p,
    return_date: _r,
    ...quote
  } = priceInput(context, item, {
    addons: [],
    pickup_date: '',
    return_date: '',
    half_day: query.half_day,
    coupon: null,
    now,
  });
  return priceCalendar({
    ...quote,
    from: query.from,
    to: query.to,
    ...(query.days === undefined ? { hours: query.hours ?? 0 } : { days: query.days }),
    ...(query.time === undefined ? {} : { time: query.time }),
  }).entries;
}

/**
 * Units free over each date's rental (its occupancy: the item's buffer before, its turnaround after),
 * as the availability check counts them, from one read of what occupies the item over all of them.
 * An inactive item has none.
 */
async function unitsFree(
  tx: Tx,
  scope: Scope,
  item: FleetItemRecord,
  entries: readonly PriceCalendarEntry[],
  now: Date,
): Promise<number[]> {
  if (!item.active) return entries.map(() => 0);
  const windows = entries.map((e) => occupancyOf(item, Date.parse(e.pickup_date), Date.parse(e.return_date)));
  const span = {
    start: Math.min(...windows.map((w) => w.start)),
    end: Math.max(...windows.map((w) => w.end)),
  };
  const peaks = windowPeaks(await usagesOf(tx, scope, item, span, now), windows);
  return peaks.map((peak) => Math.max(item.quantity - peak, 0));
}

/**
 * A date of the answer. Its reason is the first Create Booking would give: the price's error, then
 * the booking notice (`pickup_too_soon`), then the units (`item_unavailable`); the last two keep
 * the price.
 */
function dateOf(
  entry: PriceCalendarEntry,
  free: number,
  quantity: number,
  scope: Scope,
  context: PricingContext,
  now: Date,
): PriceCalendarDate {
  const available = free >= quantity;
  const notice = context.schedule.min_notice_minutes;
  const tooSoon = notice > 0 && Date.parse(entry.pickup_date) < now.getTime() + notice * 60_000;
  const reason: CalendarReason | null =
    calendarReason(entry.error?.code) ?? (tooSoon ? 'pickup_too_soon' : available ? null : 'item_unavailable');
  return {
    date: entry.date,
    pickup_date: entry.pickup_date,
    return_date: entry.return_date,
    available,
    free_units: free,
    bookable: reason === null,
    reason,
    price:
      entry.price === null
        ? null
        : { object: 'price_calculation', livemode: scope.livemode, currency: context.currency, ...entry.price },
  };
}

/** The bookable dates of the lowest total. */
function cheapestOf(data: readonly PriceCalendarDate[]): string[] {
  let lowest = Number.POSITIVE_INFINITY;
  for (const d of data) if (d.bookable && d.price !== null && d.price.total < lowest) lowest = d.price.total;
  return data.filter((d) => d.bookable && d.price?.total === lowest).map((d) => d.date);
}

/**
 * The reason a date's own quote failed with, as the calendar lists it. Every error a quote of a
 * valid calendar query can end in is listed; one that is not is a defect here, not a bookable date.
 */
function calendarReason(code: string | undefined): CalendarReason | undefined {
  if (code === undefined) return undefined;
  for (const reason of CALENDAR_REASONS) if (reason === code) return reason;
  throw new Error(`A quote failed with ${code}, which the price calendar does not list.`);
}
