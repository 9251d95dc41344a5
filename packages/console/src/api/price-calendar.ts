/**
 * The price calendar a new booking shows: the same rental (its length, its pickup time) started on
 * each of two weeks of dates around the chosen pickup, priced by `GET /v1/fleet-items/:id/price-calendar`
 * exactly as Create Booking prices one unit (no half-day detection, no add-ons or coupon). The form's
 * dates are the shop's wall-clock times (`YYYY-MM-DDTHH:mm`), so lengths are counted on the wall
 * clock, as the API counts days.
 */
import type { RentlineClient, Schema } from '@rentline/client';
import { addDays } from '../lib/time.js';

export type PriceCalendar = Schema<'PriceCalendar'>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Dates shown before the chosen pickup date, and in all. */
const BEFORE = 3;
const DATES = 14;

export interface CalendarPlan {
  from: string;
  to: string;
  /** Whole days, or (for a rental within a day) whole hours, rounded up. */
  days?: number;
  hours?: number;
  /** The pickup's local time, `HH:mm`. */
  time: string;
  /** The rental's wall-clock length in ms, to move the form's window to another date. */
  length: number;
}

const WALL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const wallMs = (value: string) => Date.parse(`${value}:00Z`);

/**
 * The calendar of a window the form holds (null when it holds none yet): days when it lasts a day or
 * more (rounded up, as the API rounds days up), else hours (rounded up), from the pickup's local time.
 * The dates run from 3 days before `anchor` (default: the pickup's date) for two weeks, so picking a
 * date from them leaves them where they are; a pickup outside them brings them to it.
 */
export function calendarPlan(pickup: string, ret: string, anchor?: string): CalendarPlan | null {
  const p = WALL.exec(pickup);
  if (p === null || !WALL.test(ret)) return null;
  const length = wallMs(ret) - wallMs(pickup);
  if (!(length > 0)) return null;
  const date = p[1] as string;
  let from = addDays(anchor ?? date, -BEFORE);
  if (date < from || date > addDays(from, DATES - 1)) from = addDays(date, -BEFORE);
  const span = length >= DAY ? { days: Math.ceil(length / DAY) } : { hours: Math.ceil(length / HOUR) };
  return { from, to: addDays(from, DATES - 1), ...span, time: p[2] as string, length };
}

/** The form's window moved to start on `date` at the plan's time, its length kept. */
export function windowOn(plan: CalendarPlan, date: string): { pickup: string; ret: string } {
  const pickup = `${date}T${plan.time}`;
  return { pickup, ret: new Date(wallMs(pickup) + plan.length).toISOString().slice(0, 16) };
}

export function loadPriceCalendar(
  client: RentlineClient,
  itemId: string,
  plan: CalendarPlan,
  quantity: number,
): Promise<PriceCalendar> {
  return client.get('/v1/fleet-items/{id}/price-calendar', {
    params: {
      path: { id: itemId },
      query: {
        from: plan.from,
        to: plan.to,
        ...(plan.days === undefined ? { hours: plan.hours } : { days: plan.days }),
        time: plan.time,
        quantity,
        half_day: false,
      },
    },
  });
}
