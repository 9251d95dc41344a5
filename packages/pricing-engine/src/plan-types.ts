/**
 * Public data shapes of rate plans and shop schedules: rate tables, opening hours, the schedule and
 * late-fee policies. Like the rest of the engine's types they mirror the wire format (snake_case).
 */

/** Minutes an hourly rate is billed in. */
export type HourlyIncrement = 15 | 30 | 60;

/** One row of a rate table: `days` (1..730) cost `price` cents. */
export interface RateTier {
  days: number;
  price: number;
}

/**
 * How a rate table prices n days:
 * - `round_up`: the first tier of at least n days; past the last tier, its price + each further day
 *   at `extra_day_price`.
 * - `best`: the cheapest mix of tiers (each any number of times) and single days at `extra_day_price`
 *   that covers at least n days.
 */
export type RateTableStrategy = 'round_up' | 'best';

/** A fleet item's duration price list ("3 days for the price of 2", "a 4-day week"). */
export interface RateTable {
  /** 1..20 tiers, `days` strictly increasing. */
  tiers: RateTier[];
  strategy: RateTableStrategy;
  /** The price of a day beyond (`round_up`) or besides (`best`) the tiers. Default: `price_full_day`. */
  extra_day_price?: number | null;
}

/** `[open, close]`, local times `HH:mm`; `close` may be `24:00`. */
export type OpeningInterval = [string, string];

/**
 * Opening hours per ISO weekday, `"1"` (Monday) .. `"7"` (Sunday): sorted, non-overlapping intervals
 * (one may start where the previous ends). A weekday that is missing or `[]` is closed all day.
 */
export type OpeningHours = { [weekday in '1' | '2' | '3' | '4' | '5' | '6' | '7']?: OpeningInterval[] };

/**
 * How rental days are counted:
 * - `elapsed`: the wall-clock duration minus `leeway_minutes`, rounded up to whole days (at least 1).
 * - `calendar`: the local dates from pickup to return, without the return's date when the return is
 *   at 00:00, or (with `return_by`) on a later date than pickup at or before `return_by` + leeway.
 */
export type DayCount = 'elapsed' | 'calendar';

/** A shop's schedule. Every field is optional and takes its default ({@link DEFAULT_SCHEDULE}). */
export interface Schedule {
  /** `null` (default): always open. */
  opening_hours?: OpeningHours | null;
  /** `YYYY-MM-DD` local dates the shop is closed, unique, at most 366. Default `[]`. */
  closed_dates?: string[];
  /** `false`: closed dates inside a rental are not charged (and a week has W = open weekdays). Default `true`. */
  charge_closed_days?: boolean;
  /** Default `elapsed`. */
  day_count?: DayCount;
  /** `HH:mm` (00:00..23:59): with `calendar`, a return by then is not charged for its date. Default `null`. */
  return_by?: string | null;
  /** 0..1440 minutes of grace on the day count. Default 0. */
  leeway_minutes?: number;
  /** 0..525600: how long before pickup a booking must be made. A server checks it (it needs a clock). Default 0. */
  min_notice_minutes?: number;
}

/** A {@link Schedule} with every default filled in, as {@link parseSchedule} returns it. */
export interface ResolvedSchedule {
  opening_hours: OpeningHours | null;
  closed_dates: string[];
  charge_closed_days: boolean;
  day_count: DayCount;
  return_by: string | null;
  leeway_minutes: number;
  min_notice_minutes: number;
}

/**
 * A late-return fee policy. At least one of `per_hour` / `per_day` must be set (0 counts as set).
 * Omitted keys take their defaults (`grace_minutes` 0, the others `null`).
 */
export interface LateFeePolicy {
  /** 0..10080: a return this late or less costs nothing. Once past it, the whole lateness is charged. */
  grace_minutes?: number;
  /** Cents per started hour (`null`: none). */
  per_hour?: number | null;
  /** Cents per started 24 h (`null`: none). */
  per_day?: number | null;
  /** The most one unit's fee can be (`null`: no cap). */
  cap?: number | null;
}

/** A {@link LateFeePolicy} with every default filled in, as {@link parseLateFeePolicy} returns it. */
export interface ResolvedLateFeePolicy {
  grace_minutes: number;
  per_hour: number | null;
  per_day: number | null;
  cap: number | null;
}
