/**
 * Dates and times in the tenant's time zone, never the browser's. Calendar dates are `YYYY-MM-DD`
 * strings and wall-clock times `YYYY-MM-DDTHH:mm` strings: the API reads an instant without an
 * offset as the tenant's wall-clock time, so the console sends what the operator typed and lets the
 * server resolve it (DST gaps and overlaps included). Instants from the API are UTC ISO strings.
 */
import {
  type CalendarDate,
  endOfMonth,
  getDayOfWeek,
  parseAbsolute,
  parseDate,
  startOfMonth,
  toCalendarDate,
  toCalendarDateTime,
  today,
} from '@internationalized/date';

/** Today's date where the shop is. */
export const todayIn = (timeZone: string, now: Date = new Date()): string =>
  toCalendarDate(parseAbsolute(now.toISOString(), timeZone)).toString();

/** The shop's calendar date of an instant. */
export const localDate = (iso: string, timeZone: string): string =>
  toCalendarDate(parseAbsolute(iso, timeZone)).toString();

/** The shop's wall-clock time of an instant, as a `datetime-local` field shows it. */
export const localDateTime = (iso: string, timeZone: string): string =>
  toCalendarDateTime(parseAbsolute(iso, timeZone)).toString().slice(0, 16);

export const addDays = (date: string, days: number): string => parseDate(date).add({ days }).toString();

/** The Monday of the week holding `date`. */
export const weekStart = (date: string): string => {
  const d = parseDate(date);
  // en-GB weeks start on Monday: day 0 is Monday.
  return d.subtract({ days: getDayOfWeek(d, 'en-GB') }).toString();
};

export const monthRange = (date: string): { from: string; to: string } => {
  const d = parseDate(date);
  return { from: startOfMonth(d).toString(), to: endOfMonth(d).toString() };
};

export const daysBetween = (from: string, to: string): number => parseDate(to).compare(parseDate(from));

/** Today in the zone, as the library's date (for callers that need date arithmetic). */
export const calendarToday = (timeZone: string): CalendarDate => today(timeZone);

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formats.set(key, f);
  }
  return f;
}

/** "Wed, Jul 8, 9:00 AM" in the shop's zone. */
export const formatDateTime = (iso: string, timeZone: string): string =>
  format(timeZone, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

/** "9:00 AM" in the shop's zone. */
export const formatTime = (iso: string, timeZone: string): string =>
  format(timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** A calendar date with no zone of its own: formatted as the date it names. */
export const formatDate = (date: string, options: Intl.DateTimeFormatOptions = {}): string =>
  format('UTC', { weekday: 'short', month: 'short', day: 'numeric', ...options }).format(new Date(`${date}T00:00:00Z`));

/** "Jul 6 – 12, 2026", "Jun 29 – Jul 5, 2026" or "July 2026": the title of a planner range. */
export function formatRange(from: string, to: string): string {
  const a = parseDate(from);
  const b = parseDate(to);
  const monthDay = (d: string) => formatDate(d, { weekday: undefined });
  if (a.day === 1 && endOfMonth(a).compare(b) === 0)
    return formatDate(from, { weekday: undefined, day: undefined, month: 'long', year: 'numeric' });
  if (a.year !== b.year) return `${monthDay(from)}, ${a.year} – ${monthDay(to)}, ${b.year}`;
  if (a.month === b.month) return `${monthDay(from)} – ${b.day}, ${b.year}`;
  return `${monthDay(from)} – ${monthDay(to)}, ${b.year}`;
}

/** A wall-clock value for a `datetime-local` field: a date at a time of day. */
export const atTime = (date: string, time: string): string => `${date}T${time}`;

/** "2 days", "5 h", "1 d 3 h" between two instants, for labels only. */
export function duration(fromIso: string, toIso: string): string {
  const minutes = Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000);
  if (minutes < 60) return `${minutes} min`;
  if (minutes % 1440 === 0) return `${minutes / 1440} day${minutes === 1440 ? '' : 's'}`;
  if (minutes < 1440) return `${Math.round(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} d ${Math.round((minutes % 1440) / 60)} h`;
}
