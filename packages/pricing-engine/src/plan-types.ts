/**
 * Public data shapes of rate plans and shop schedules: rate tables, opening hours, the schedule and
 * late-fee policies. Like the rest of the engine's types they mirror the wire format (snake_case).
 */

/** Minutes an hourly rate is billed in. */
export type HourlyIncrement = 15 | 30 | 60;

/**
 * How a rate table prices n days:
 * - `round_up`: the first tier of at least n days; past the last tier, its price + each further day
 *   at `extra_day_price`.
 * - `best`: the cheapest mix of tiers (each any number of times) and single days at `extra_day_price`
 *   that covers at least n days.
 */
export type RateTableStrategy = 'round_up' | 'best';

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
