/**
 * The shop's calendar as the widget offers it: which local dates and times a rental may start and
 * end at. Everything is in the shop's wall-clock time (`YYYY-MM-DD`, `HH:mm`), the form the engine
 * and the API read in the shop's time zone, so the browser's own time zone never shifts a date.
 */
import type { OpeningHours, Schedule } from '@rentline/pricing-engine';

/** Minutes between two offered times of day. */
export const SLOT_MINUTES = 30;
/** Days ahead the widget offers for a pickup. */
export const PICKUP_DAYS = 90;
/** Days after the pickup the widget offers for a return, unless the item allows fewer. */
export const RETURN_DAYS = 60;

const pad = (n: number) => String(n).padStart(2, '0');

/** The shop's local date and minute of the day at `now`. */
export function shopNow(now: Date, timeZone: string): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    date: `${part('year')}-${pad(part('month'))}-${pad(part('day'))}`,
    minutes: part('hour') * 60 + part('minute'),
  };
}

const utcOf = (date: string) => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const t = new Date(utcOf(date) + days * 86_400_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / 86_400_000);

/** ISO weekdays (the opening hours' keys) by JavaScript's day number (0 = Sunday). */
const ISO_WEEKDAYS = ['7', '1', '2', '3', '4', '5', '6'] as const;

/** ISO weekday of a local date: `"1"` (Monday) .. `"7"` (Sunday). */
export const isoWeekday = (date: string): keyof OpeningHours => ISO_WEEKDAYS[new Date(utcOf(date)).getUTCDay()] ?? '7';

/** Minutes since midnight of a time of day, `HH:mm`. */
export const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The opening intervals of a date in minutes (`null` opening hours: open all day). */
function openIntervals(hours: OpeningHours | null | undefined, date: string): [number, number][] {
  if (hours == null) return [[0, 24 * 60]];
  return (hours[isoWeekday(date)] ?? []).map(([open, close]) => [minutesOf(open), minutesOf(close)]);
}

/** Whether the shop opens at all on `date`. */
export function isOpenOn(schedule: Schedule | null | undefined, date: string): boolean {
  if (schedule?.closed_dates?.includes(date)) return false;
  return openIntervals(schedule?.opening_hours, date).some(([open, close]) => close > open);
}

/**
 * The times of `date` a rental may start or end at: every {@link SLOT_MINUTES} inside the opening
 * hours (an interval's close included: a return at closing time is a return in opening hours), and
 * not before `notBefore` minutes of the day (today: now plus the shop's notice).
 */
export function timesOn(schedule: Schedule | null | undefined, date: string, notBefore = 0): string[] {
  if (!isOpenOn(schedule, date)) return [];
  const out = new Set<number>();
  for (const [open, close] of openIntervals(schedule?.opening_hours, date)) {
    const first = Math.ceil(Math.max(open, notBefore) / SLOT_MINUTES) * SLOT_MINUTES;
    // A close of 24:00 is the next day's 00:00: the last offered time is 23:30.
    const last = Math.min(close, 24 * 60 - SLOT_MINUTES);
    for (let m = first; m <= last; m += SLOT_MINUTES) out.add(m);
  }
  return [...out].sort((a, b) => a - b).map(hhmm);
}

/** The dates from `first` on, `count` of them, on which the shop has at least one time to offer. */
export function openDates(
  schedule: Schedule | null | undefined,
  first: string,
  count: number,
  notBefore: (date: string) => number = () => 0,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(first, i);
    if (timesOn(schedule, date, notBefore(date)).length > 0) out.push(date);
  }
  return out;
}

/** The time in `times` closest to `wanted` (the first one when none is given or none is near). */
export function nearestTime(times: readonly string[], wanted: string | undefined): string | undefined {
  if (wanted === undefined || times.length === 0) return times[0];
  const target = minutesOf(wanted);
  let best = times[0];
  for (const t of times) if (Math.abs(minutesOf(t) - target) < Math.abs(minutesOf(best ?? t) - target)) best = t;
  return best;
}
