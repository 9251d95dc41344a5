import { parseDate } from '../_lib/instant.js';
import { inScope, type PreparedRule, prepareRules } from '../_lib/rules.js';
import { resolveTimeZone } from '../_lib/time-zone.js';
import { ALL_WEEKDAYS, countWeekdays, isoWeekday } from '../_lib/weekdays.js';
import type { ChargedDates } from '../days.js';
import { invalid } from '../errors.js';
import type { PricingRule, SeasonalRuleApplied } from '../types.js';
import { addDay, Sums } from './day-amounts.js';

export interface SeasonalResult {
  seasonal_adjustment: number;
  seasonal_rules_applied: SeasonalRuleApplied[];
}

/**
 * Stage 3, the seasonal adjustment (seasonal and weekday rules), computed exactly.
 *
 * `daily = amount / days` over the charged dates; for each charged date, `p = daily`, then each rule
 * covering that date in contract order (a weekday rule covers the dates of its weekdays, within its
 * dates if it has them): percent `p = p × (100 + v) / 100`, dollar `p = p + v`, then `p = max(p, 0)`.
 * The result is `round(Σp - amount)`, half away from zero, with no rounding before it.
 *
 * How it stays exact and fast however long the rental: every day's amount is scaled by `days` (so
 * `daily` becomes the integer `amount`) and held as an integer numerator over a power of 100 (one
 * factor per percent rule applied to it, in lowest terms). Dates covered by the same rules have the
 * same amount, so each distinct set of rules is computed once and counted: a short rental finds each
 * date's set directly; a long one is cut into segments between rule boundaries, within which dates
 * differ only by weekday, so the charged dates of each weekday are counted (closed weekdays and
 * skipped dates removed) and weekdays the weekday rules treat alike are grouped. One division ends it.
 *
 * `rules` must be in contract order (see `prepareRules`).
 */
export function applySeasonal(
  amount: number,
  dates: ChargedDates,
  rules: readonly PreparedRule[],
  itemId: string,
): SeasonalResult {
  const { adjustment, applied } = seasonalStage(amount, dates, rules, itemId);
  return { seasonal_adjustment: adjustment, seasonal_rules_applied: applied.map(appliedRule) };
}

/** How a rule that adjusted a price is listed in a result. */
export function appliedRule(r: PreparedRule): SeasonalRuleApplied {
  return {
    rule_id: r.id,
    type: r.rule.type === 'weekday' ? 'weekday' : 'seasonal',
    adjustment_type: r.rule.adjustment_type,
    adjustment_value: r.rule.adjustment_value,
  };
}

const NONE: readonly PreparedRule[] = [];

/** Up to this many rental dates, {@link shortRental} groups dates one by one. */
const SHORT_RENTAL_DAYS = 31;

// Stage 3's buffers, reused from quote to quote (the engine is synchronous) and overwritten, never
// truncated: shortening an array is a runtime call that cost more than the work it held.

/** Which of the relevant rules adjusted some date. */
let appliedScratch = new Uint8Array(64);
const sumsScratch = new Sums();
/** A short rental's groups of dates: each one's set of covering rules and its date count. */
const maskScratch: number[] = new Array(SHORT_RENTAL_DAYS).fill(0);
const countScratch: number[] = new Array(SHORT_RENTAL_DAYS).fill(0);
/** The rules covering one group or segment, in contract order, and their indices in `relevant`. */
const coveringScratch: PreparedRule[] = [];
const indexScratch: number[] = [];

/**
 * {@link applySeasonal} with the rules that adjusted some date as they are (in contract order), for
 * the pipeline, which lists them once for the cart.
 */
export function seasonalStage(
  amount: number,
  dates: ChargedDates,
  rules: readonly PreparedRule[],
  itemId: string,
): { adjustment: number; applied: readonly PreparedRule[] } {
  const first = dates.first;
  const end = first + dates.count;
  const last = end - 1;
  const chargedWeekdays = ALL_WEEKDAYS & ~dates.closedWeekdays;
  const relevant: PreparedRule[] = [];
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i] as PreparedRule;
    if (r.start <= last && r.end >= first && (r.weekdays & chargedWeekdays) !== 0 && inScope(r, itemId)) {
      relevant.push(r);
    }
  }
  if (relevant.length === 0) return { adjustment: 0, applied: NONE };
  if (appliedScratch.length < relevant.length) appliedScratch = new Uint8Array(relevant.length * 2);
  const applied = appliedScratch;
  applied.fill(0, 0, relevant.length);
  const sums = sumsScratch.reset();
  if (dates.count <= SHORT_RENTAL_DAYS && relevant.length <= 30) shortRental(amount, dates, relevant, applied, sums);
  else longRental(amount, dates, relevant, applied, sums);
  const adjustment = sums.adjustment(amount, dates.charged);
  const list: PreparedRule[] = [];
  for (let i = 0; i < relevant.length; i++) if (applied[i] === 1) list.push(relevant[i] as PreparedRule);
  return { adjustment, applied: list };
}

/**
 * A short rental: each charged date's covering rules (a bitmask over `relevant`) are found date by
 * date, and each distinct set is computed once, counted as many times as dates have it.
 */
function shortRental(
  amount: number,
  dates: ChargedDates,
  relevant: readonly PreparedRule[],
  applied: Uint8Array,
  sums: Sums,
): void {
  const end = dates.first + dates.count;
  const skipped = dates.skipped;
  // Each distinct set of covering rules (a mask over `relevant`) and how many dates have it.
  const masks = maskScratch;
  const counts = countScratch;
  let groups = 0;
  let j = 0;
  let w = isoWeekday(dates.first) - 1;
  for (let d = dates.first; d < end; d++, w = w === 6 ? 0 : w + 1) {
    if (skipped[j] === d) {
      j += 1;
      continue;
    }
    const bit = 1 << w;
    if (dates.closedWeekdays & bit) continue;
    let mask = 0;
    for (let i = 0; i < relevant.length; i++) {
      const r = relevant[i] as PreparedRule;
      if (r.start <= d && r.end >= d && (r.weekdays & bit) !== 0) mask |= 1 << i;
    }
    let k = 0;
    while (k < groups && masks[k] !== mask) k++;
    if (k === groups) {
      masks[k] = mask;
      counts[k] = 1;
      groups += 1;
    } else counts[k] = (counts[k] as number) + 1;
  }
  const covering = coveringScratch;
  const index = indexScratch;
  for (let k = 0; k < groups; k++) {
    const mask = masks[k] as number;
    let n = 0;
    for (let i = 0; i < relevant.length; i++) {
      if (mask & (1 << i)) {
        covering[n] = relevant[i] as PreparedRule;
        index[n] = i;
        n += 1;
      }
    }
    addDay(sums, counts[k] as number, amount, dates.charged, covering, n, ALL_WEEKDAYS, applied, index);
  }
}

/**
 * A long rental: cut into segments between rule boundaries, within which the dates differ only by
 * weekday; the charged dates of each weekday are counted and weekdays the rules treat alike grouped.
 */
function longRental(
  amount: number,
  dates: ChargedDates,
  relevant: readonly PreparedRule[],
  applied: Uint8Array,
  sums: Sums,
): void {
  const first = dates.first;
  const end = first + dates.count;
  const last = end - 1;

  // Segment boundaries: day numbers where the set of covering date ranges may change (a boundary
  // may appear twice: its empty segment is skipped).
  const points = [first, end];
  for (const r of relevant) {
    if (r.start > first) points.push(r.start);
    if (r.end < last) points.push(r.end + 1);
  }
  points.sort((a, b) => a - b);

  const days = dates.charged;
  const skipped = dates.skipped;
  const closed = dates.closedWeekdays;
  const perWeekday = [0, 0, 0, 0, 0, 0, 0];
  const sig = [0, 0, 0, 0, 0, 0, 0];
  const covering = coveringScratch;
  const index = indexScratch;
  let j = 0; // next skipped date

  for (let s = 0; s + 1 < points.length; s++) {
    const from = points[s] as number;
    const to = points[s + 1] as number;
    if (from === to) continue;
    let n = 0;
    let byWeekday = false;
    for (let i = 0; i < relevant.length; i++) {
      const r = relevant[i] as PreparedRule;
      if (r.start <= from && r.end >= from) {
        covering[n] = r;
        index[n] = i;
        n += 1;
        if (r.weekdays !== ALL_WEEKDAYS) byWeekday = true;
      }
    }
    if (!byWeekday) {
      // Every charged date of the segment is treated alike: one group.
      let count = to - from;
      if (closed !== 0) {
        countWeekdays(from, to, perWeekday);
        for (let w = 0; w < 7; w++) if (closed & (1 << w)) count -= perWeekday[w] as number;
      }
      while (j < skipped.length && (skipped[j] as number) < to) {
        count -= 1;
        j += 1;
      }
      if (count > 0) addDay(sums, count, amount, days, covering, n, ALL_WEEKDAYS, applied, index);
      continue;
    }
    countWeekdays(from, to, perWeekday);
    while (j < skipped.length && (skipped[j] as number) < to) {
      const w = isoWeekday(skipped[j] as number) - 1;
      perWeekday[w] = (perWeekday[w] as number) - 1;
      j += 1;
    }
    // Weekdays that every covering rule treats alike form one group (Monday-Friday, say): a
    // weekday's signature has one bit per covering weekday rule that lists it.
    let weekdayRules = 0;
    sig.fill(0);
    for (let i = 0; i < n; i++) {
      const r = covering[i] as PreparedRule;
      if (r.weekdays === ALL_WEEKDAYS) continue;
      // Past 30 weekday rules the signatures would not fit: every weekday is its own group then.
      if (weekdayRules === 30) {
        for (let w = 0; w < 7; w++) sig[w] = -1 - w;
        break;
      }
      for (let w = 0; w < 7; w++) if (r.weekdays & (1 << w)) sig[w] = (sig[w] as number) | (1 << weekdayRules);
      weekdayRules += 1;
    }
    let done = closed;
    for (let w = 0; w < 7; w++) {
      const bit = 1 << w;
      if (done & bit) continue;
      let count = perWeekday[w] as number;
      for (let w2 = w + 1; w2 < 7; w2++) {
        if ((done & (1 << w2)) === 0 && sig[w2] === sig[w]) {
          done |= 1 << w2;
          count += perWeekday[w2] as number;
        }
      }
      done |= bit;
      if (count > 0) addDay(sums, count, amount, days, covering, n, bit, applied, index);
    }
  }
}

export interface SeasonalAdjustmentInput {
  /** One unit's base price minus its multi-day discount. */
  amount: number;
  /** Days charged: the rental dates less `skipped_dates`. */
  days: number;
  /** Tenant-local date of the first rental day, `YYYY-MM-DD`. */
  first_date: string;
  /**
   * Rental dates that are not charged (closed days), `YYYY-MM-DD`; the rental then runs over
   * `days + skipped_dates.length` consecutive dates from `first_date`. Default none.
   */
  skipped_dates?: readonly string[];
  fleet_item_id: string;
  rules: readonly PricingRule[];
  /** Reads a rule's `created_at` without offset (tie-breaker). Default `UTC`. */
  time_zone?: string;
}

/**
 * Stage 3 on its own: the seasonal adjustment of one unit over its charged rental dates, from
 * seasonal and weekday rules. `days`, `first_date` and `skipped_dates` are what
 * {@link countRentalDays} returns as `days`, `first_date` and `closed_dates_skipped`.
 *
 * @example
 * seasonalAdjustment({ amount: 10000, days: 2, first_date: '2026-07-04', fleet_item_id: 'fi_1', rules: [
 *   { id: 'pr_1', type: 'seasonal', start_date: '2026-07-04', end_date: '2026-07-04',
 *     adjustment_type: 'percent', adjustment_value: 50 },
 * ] }).seasonal_adjustment // 2500
 * seasonalAdjustment({ amount: 9000, days: 3, first_date: '2026-07-03', fleet_item_id: 'fi_1', rules: [
 *   { id: 'pr_we', type: 'weekday', weekdays: [6, 7], adjustment_type: 'dollar', adjustment_value: 1000 },
 * ] }).seasonal_adjustment // 2000 (Friday 3000, Saturday and Sunday 3000 + 1000)
 */
export function seasonalAdjustment(input: SeasonalAdjustmentInput): SeasonalResult {
  const first = parseDate(input.first_date);
  if (first === undefined) throw invalid('first_date', 'first_date must be a YYYY-MM-DD date.');
  const list = input.skipped_dates ?? [];
  const count = input.days + list.length;
  const skipped: number[] = [];
  const seen = new Set<number>();
  list.forEach((date, i) => {
    const d = parseDate(date);
    if (d === undefined || d < first || d >= first + count || seen.has(d)) {
      throw invalid(`skipped_dates.${i}`, 'skipped_dates must be distinct dates of the rental.');
    }
    seen.add(d);
    skipped.push(d);
  });
  skipped.sort((a, b) => a - b);
  return applySeasonal(
    input.amount,
    { first, count, closedWeekdays: 0, skipped, charged: input.days },
    prepareRules(input.rules, resolveTimeZone(input.time_zone)).seasonal,
    input.fleet_item_id,
  );
}
