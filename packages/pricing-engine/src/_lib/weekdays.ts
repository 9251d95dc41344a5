/**
 * ISO weekdays of day numbers (days since 1970-01-01, a Thursday) and counts of them over ranges, so
 * that a rule or a closed weekday over two years costs a few divisions, not a loop over its days.
 * A set of weekdays is a 7-bit mask: bit w - 1 for ISO weekday w (1 = Monday .. 7 = Sunday).
 */

/** Every weekday. */
export const ALL_WEEKDAYS = 0x7f;

/** ISO weekday (1 = Monday .. 7 = Sunday) of a day number. */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The mask of one ISO weekday. */
export function weekdayBit(weekday: number): number {
  return 1 << (weekday - 1);
}

/** Number of weekdays in a mask. */
export function weekdayCount(mask: number): number {
  let n = 0;
  for (let m = mask & ALL_WEEKDAYS; m !== 0; m &= m - 1) n += 1;
  return n;
}

/**
 * How many days of [from, to) fall on each ISO weekday: `out[w - 1]` for weekday w. `out` is
 * overwritten (a 7-slot array the caller reuses).
 */
export function countWeekdays(from: number, to: number, out: number[]): number[] {
  const len = Math.max(0, to - from);
  const whole = Math.floor(len / 7);
  for (let i = 0; i < 7; i++) out[i] = whole;
  const first = isoWeekday(from) - 1;
  for (let i = 0; i < len - whole * 7; i++) {
    const w = (first + i) % 7;
    out[w] = (out[w] as number) + 1;
  }
  return out;
}
