/**
 * A price calendar: the price of every pickup date from `from` to `to` for a rental of fixed length,
 * each exactly what `calculatePrice` answers for that window. The work the dates share is done once:
 * the input is validated and the schedule prepared once, the rules sorted once, and stage 3 reads
 * the rules' effects per date from one table (see `stage3.ts`). A date whose quote throws (a closed
 * day, a length limit) gets the error `calculatePrice` throws, from `calculatePrice` itself.
 */
import { parseClock } from '../_lib/clock.js';
import { compileSchedule } from '../_lib/compile-schedule.js';
import { fastValidCalendarInputBesidesSchedule } from '../_lib/fast-paths.js';
import { formatInstant, MAX_INSTANT_MS, MIN_INSTANT_MS, parseDate, parseInstant } from '../_lib/instant.js';
import type { PreparedSchedule } from '../_lib/prepared-schedule.js';
import { prepareRules } from '../_lib/rules.js';
import { resolveTimeZone } from '../_lib/time-zone.js';
import { isoWeekday } from '../_lib/weekdays.js';
import { formatDay, fromWallMs, MS_PER_DAY, toWallMs } from '../_lib/zone.js';
import type {
  PriceCalendarEntry,
  PriceCalendarError,
  PriceCalendarInput,
  PriceCalendarResult,
} from '../calendar-types.js';
import { priceCartStages } from '../cart-stages.js';
import { windowOf } from '../days.js';
import { isPricingError } from '../errors.js';
import {
  calculatePrice,
  checkRecords,
  checkWindow,
  type Line,
  priceCheckedLines,
  type QuoteOptions,
  type SharedWork,
} from '../pipeline.js';
import { parseOrThrow } from '../schemas.js';
import type { CartPriceResult, PriceResult } from '../types.js';
import { copyPrice } from './copy-price.js';
import { PriceKeys } from './price-keys.js';
import { PriceCalendarInputSchema } from './schema.js';
import { type CalendarStage3, calendarStage3 } from './stage3.js';

const MINUTE = 60_000;

/** A one-line cart's result as `calculatePrice` answers it: every field but `line_items`. */
const withoutLines = (r: CartPriceResult): PriceResult => copyPrice(r, r.breakdown);
const HOUR = 3_600_000;
/** The pickup time of a date without opening hours, when no `time` is given: 09:00. */
const DEFAULT_PICKUP_MINUTES = 9 * 60;

/** The input as validated, and its schedule prepared: the cheap pre-check, else zod (which throws). */
function validate(input: PriceCalendarInput): { input: PriceCalendarInput; schedule: PreparedSchedule | null } {
  if (fastValidCalendarInputBesidesSchedule(input)) {
    if (input.schedule == null) return { input, schedule: null };
    const schedule = compileSchedule(input.schedule);
    if (schedule !== undefined) return { input, schedule };
  }
  const parsed = parseOrThrow(PriceCalendarInputSchema, input) as PriceCalendarInput;
  const schedule = parsed.schedule == null ? null : (compileSchedule(parsed.schedule) as PreparedSchedule);
  return { input: parsed, schedule };
}

/** Minutes after midnight of a date's default pickup: its weekday's first opening time, else 09:00. */
function openingMinutes(schedule: PreparedSchedule | null, day: number): number {
  const hours = schedule?.hours;
  if (hours == null || schedule === null) return DEFAULT_PICKUP_MINUTES;
  const w = isoWeekday(day);
  const from = schedule.hourStarts[w - 1] as number;
  return from < (schedule.hourStarts[w] as number) ? (hours[from] as number) : DEFAULT_PICKUP_MINUTES;
}

/**
 * The rules prepared and stage 3's table over every rental date the calendar's windows can reach, or
 * null when the rules cannot be prepared (a `created_at` that does not read): each date's quote then
 * throws that error, after the checks of its own window, as `calculatePrice` does.
 */
function sharedWork(
  input: QuoteOptions,
  zone: string,
  itemId: string,
  first: number,
  end: number,
): (SharedWork & Pick<CalendarStage3, 'signature'>) | null {
  try {
    const rules = prepareRules(input.rules, zone);
    const table = calendarStage3(rules.seasonal, itemId, first, end);
    return { rules, stage3: table.stage3, signature: table.signature };
  } catch (e) {
    if (isPricingError(e)) return null;
    throw e;
  }
}

/** The cart's item ids when its records pass their checks, else null. */
function recordsOrNull(lines: Line[], quote: QuoteOptions, itemParam: (i: number) => string): Set<string> | null {
  try {
    return checkRecords(lines, quote, itemParam);
  } catch (e) {
    if (isPricingError(e)) return null;
    throw e;
  }
}

/** Each date's pickup: its instant, wall-clock time and text, and whether that time is the one asked for. */
interface Pickups {
  ms: number[];
  wall: number[];
  text: string[];
  asked: boolean[];
}

function pickupsOf(
  zone: string,
  schedule: PreparedSchedule | null,
  first: number,
  last: number,
  clock: number | undefined,
): Pickups {
  const out: Pickups = { ms: [], wall: [], text: [], asked: [] };
  for (let day = first; day <= last; day++) {
    // The pickup's wall-clock time is the one asked for, unless a DST gap moved it forward.
    const asked = day * MS_PER_DAY + (clock ?? openingMinutes(schedule, day)) * MINUTE;
    const p = fromWallMs(zone, asked);
    const wall = toWallMs(zone, p);
    out.ms.push(p);
    out.wall.push(wall);
    out.text.push(formatInstant(p));
    out.asked.push(wall === asked);
  }
  return out;
}

/**
 * The price of every pickup date from `from` to `to` (tenant-local, inclusive, at most 366) for a
 * rental of `days` days (the return at the pickup's local wall-clock time + days × 24 h) or `hours`
 * hours of real time. Each entry's `price` is exactly `calculatePrice` of its window with the rest of
 * the input, or `null` with the `error` that call throws. The pickup is at `time`, else at each date's
 * first opening time, else 09:00. `cheapest` lists the dates of the lowest total.
 *
 * An input that no date could be priced with (a bad item, rule, schedule, time zone or `now`) throws
 * its `PricingError`, as `calculatePrice` would for every date.
 *
 * @example
 * const calendar = priceCalendar({
 *   item: { id: 'fi_kayak', price_full_day: 4500 },
 *   rules: [{ id: 'pr_weekend', type: 'weekday', weekdays: [6, 7], adjustment_type: 'percent', adjustment_value: 20 }],
 *   from: '2026-07-01', to: '2026-07-07', days: 2, time_zone: 'America/New_York',
 * })
 * calendar.entries[0].price?.total // 9000 (Wednesday and Thursday)
 * calendar.cheapest                // ['2026-07-01', '2026-07-02', '2026-07-06', '2026-07-07']
 */
export function priceCalendar(input: PriceCalendarInput): PriceCalendarResult {
  const { input: parsed, schedule } = validate(input);
  const { item, from, to, days, hours, time, ...quote } = parsed;
  const zone = resolveTimeZone(quote.time_zone);
  const now = quote.now === undefined ? undefined : parseInstant(quote.now, zone, 'now');
  const first = parseDate(from) as number;
  const last = parseDate(to) as number;
  const clock = time === undefined ? undefined : (parseClock(time) as number);
  // A window's rental dates run from its pickup's date for at most its days, one more with the
  // calendar day count (an hourly one: two dates at most).
  const shared = sharedWork(quote, zone, item.id, first, last + (days ?? 1) + 2);
  const lines: Line[] = [{ item, quantity: 1, override_price: null }];
  const itemParam = () => 'fleet_item_id';
  // Prices by what decides them once a window passes its checks.
  const priced = new PriceKeys();
  const hourly = item.price_hourly != null;

  // The item and add-ons are the same for every date: checked once. When they fail, each date's
  // quote answers with its own error (a window's errors come first).
  const itemIds = recordsOrNull(lines, quote, itemParam);
  const pickups = pickupsOf(zone, schedule, first, last, clock);

  const entries: PriceCalendarEntry[] = [];
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0, day = first; day <= last; i++, day++) {
    const p = pickups.ms[i] as number;
    const wallP = pickups.wall[i] as number;
    const pickup_date = pickups.text[i] as string;
    let r: number;
    let wallR: number | undefined;
    let return_date: string;
    // A return days × 24 h of wall-clock time later is, when no DST gap moved either, a later date's
    // pickup: its instant and text are that date's.
    const j = days === undefined ? -1 : i + days;
    if (
      days !== undefined &&
      j < pickups.ms.length &&
      pickups.asked[j] &&
      pickups.wall[j] === wallP + days * MS_PER_DAY
    ) {
      r = pickups.ms[j] as number;
      wallR = pickups.wall[j] as number;
      return_date = pickups.text[j] as string;
    } else {
      r = days !== undefined ? fromWallMs(zone, wallP + days * MS_PER_DAY) : p + (hours ?? 1) * HOUR;
      return_date = formatInstant(r);
    }
    let price: PriceResult | null = null;
    let error: PriceCalendarError | null = null;
    if (shared !== null && itemIds !== null && p >= MIN_INSTANT_MS && r <= MAX_INSTANT_MS) {
      try {
        const window = windowOf(p, r, wallP, wallR ?? toWallMs(zone, r), quote.half_day, schedule);
        checkWindow(lines, quote, schedule, window);
        const key = priced.active ? priced.keyOf(window, shared.signature(window.dates), hourly) : undefined;
        const kept = key === undefined ? undefined : priced.find(key);
        if (kept !== undefined) price = copyPrice(kept);
        else {
          const stages = priceCheckedLines(lines, quote, false, zone, window, shared, itemIds);
          price = withoutLines(priceCartStages(lines, stages, quote, zone, window, now));
          if (key !== undefined) priced.keep(key, price);
        }
      } catch (e) {
        if (!isPricingError(e)) throw e;
      }
    }
    if (price === null) {
      // The quote itself, for its error (and the order in which its checks report one).
      try {
        price = calculatePrice({ ...quote, item, pickup_date, return_date });
      } catch (e) {
        if (!isPricingError(e)) throw e;
        error = e.toJSON();
      }
    }
    if (price !== null && price.total < lowest) lowest = price.total;
    entries.push({ date: formatDay(day), pickup_date, return_date, price, error });
  }
  const cheapest: string[] = [];
  for (const e of entries) if (e.price !== null && e.price.total === lowest) cheapest.push(e.date);
  return { entries, cheapest };
}
