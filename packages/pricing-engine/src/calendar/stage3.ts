/**
 * Stage 3 for every date of a price calendar, with the work the dates share done once: which rules
 * cover each date of the calendar's whole span (one mask per date), and each distinct set's day
 * amount (the exact numerator stage 3 computes for a date under those rules, which depends only on
 * the set, the amount spread and the days charged). A date's quote then counts its charged dates per
 * set and adds the amounts kept; the sum and its one rounding are stage 3's own (`Sums`), so the
 * adjustment is exactly the one `seasonalStage` gives.
 */
import { inScope, type PreparedRule } from '../_lib/rules.js';
import { ALL_WEEKDAYS, isoWeekday } from '../_lib/weekdays.js';
import type { Stage3 } from '../pipeline.js';
import { addDay, Sums } from '../stages/day-amounts.js';
import { seasonalStage } from '../stages/seasonal.js';

/** Rules a mask can hold (bit 30 is the last that keeps masks positive). */
const MASK_RULES = 30;
/** Up to this many distinct sets of rules over a span, each gets its running count of dates. */
const PREFIX_SETS = 16;

/** One set of covering rules' day amount: over 2^e2 × 5^e5, scaled by the days charged. */
interface DayAmount {
  e2: number;
  e5: number;
  value: number | bigint;
}

const NO_RULES: readonly PreparedRule[] = [];

/**
 * A stage 3 for the quotes of one item whose rental dates lie in [spanFirst, spanEnd) (day
 * numbers): `rules` are the quotes' stage-3 rules in contract order. A quote outside the span, or
 * over more rules than a mask holds, gets `seasonalStage` itself.
 */
export function calendarStage3(
  rules: readonly PreparedRule[],
  itemId: string,
  spanFirst: number,
  spanEnd: number,
): Stage3 {
  const relevant: PreparedRule[] = [];
  for (const r of rules) if (r.start < spanEnd && r.end >= spanFirst && inScope(r, itemId)) relevant.push(r);
  if (relevant.length > MASK_RULES) return seasonalStage;

  // Which rules cover each date of the span (a mask), found once; each distinct mask numbered.
  const masks: number[] = new Array(spanEnd - spanFirst).fill(0);
  relevant.forEach((r, i) => {
    const from = Math.max(r.start, spanFirst);
    const to = Math.min(r.end, spanEnd - 1);
    for (let d = from, w = isoWeekday(from) - 1; d <= to; d++, w = w === 6 ? 0 : w + 1) {
      if (r.weekdays & (1 << w)) masks[d - spanFirst] = (masks[d - spanFirst] as number) | (1 << i);
    }
  });
  const setOf: number[] = new Array(spanEnd - spanFirst).fill(0);
  const setMasks: number[] = [];
  // Dates next to each other mostly share their set: the previous date's is tried first.
  let k = -1;
  for (let i = 0; i < masks.length; i++) {
    const mask = masks[i] as number;
    if (k < 0 || setMasks[k] !== mask) {
      k = setMasks.indexOf(mask);
      if (k < 0) k = setMasks.push(mask) - 1;
    }
    setOf[i] = k;
  }

  // Each set's day amount, for the amount and charged days it was computed with.
  const amounts: (DayAmount | undefined)[] = new Array(setMasks.length).fill(undefined);
  let amountsOf = Number.NaN;
  let amountsDays = Number.NaN;
  const probe = new Sums();
  const probeApplied = new Uint8Array(relevant.length);
  const covering: PreparedRule[] = [];
  const index: number[] = [];
  const dayAmount = (mask: number, amount: number, days: number): DayAmount => {
    let n = 0;
    for (let i = 0; i < relevant.length; i++) {
      if (mask & (1 << i)) {
        covering[n] = relevant[i] as PreparedRule;
        index[n] = i;
        n += 1;
      }
    }
    addDay(probe.reset(), 1, amount, days, covering, n, ALL_WEEKDAYS, probeApplied, index);
    return probe.single();
  };

  // With few sets, how many dates of the span before each date each set covers: a window whose every
  // date is charged counts its dates per set in one subtraction each.
  const sets = setMasks.length;
  const width = masks.length + 1;
  const before: number[] | undefined = sets <= PREFIX_SETS ? new Array(sets * width).fill(0) : undefined;
  if (before !== undefined) {
    for (let k = 0; k < sets; k++) {
      for (let i = 0; i < masks.length; i++)
        before[k * width + i + 1] = (before[k * width + i] as number) + (setOf[i] === k ? 1 : 0);
    }
  }

  const sums = new Sums();
  // How many charged dates of one quote each set covers, and the sets it met.
  const counts: number[] = new Array(sets).fill(0);
  const met: number[] = new Array(sets).fill(0);
  return (amount, dates, stageRules, id) => {
    const first = dates.first;
    const end = first + dates.count;
    if (stageRules !== rules || id !== itemId || first < spanFirst || end > spanEnd) {
      return seasonalStage(amount, dates, stageRules, id);
    }
    if (amount !== amountsOf || dates.charged !== amountsDays) {
      amounts.fill(undefined);
      amountsOf = amount;
      amountsDays = dates.charged;
    }
    let found = 0;
    const skipped = dates.skipped;
    if (before !== undefined && skipped.length === 0 && dates.closedWeekdays === 0) {
      const a = first - spanFirst;
      const b = end - spanFirst;
      for (let k = 0; k < sets; k++) {
        const c = (before[k * width + b] as number) - (before[k * width + a] as number);
        if (c > 0) {
          counts[k] = c;
          met[found++] = k;
        }
      }
    } else {
      let skippedAt = 0;
      for (let d = first, w = isoWeekday(first) - 1; d < end; d++, w = w === 6 ? 0 : w + 1) {
        if (skipped[skippedAt] === d) {
          skippedAt += 1;
          continue;
        }
        if (dates.closedWeekdays & (1 << w)) continue;
        const k = setOf[d - spanFirst] as number;
        const c = (counts[k] as number) + 1;
        counts[k] = c;
        if (c === 1) met[found++] = k;
      }
    }
    let any = 0;
    for (let j = 0; j < found; j++) any |= setMasks[met[j] as number] as number;
    if (any === 0) {
      for (let j = 0; j < found; j++) counts[met[j] as number] = 0;
      return { adjustment: 0, applied: NO_RULES };
    }
    sums.reset();
    for (let j = 0; j < found; j++) {
      const k = met[j] as number;
      let day = amounts[k];
      if (day === undefined) {
        day = dayAmount(setMasks[k] as number, amount, dates.charged);
        amounts[k] = day;
      }
      const count = counts[k] as number;
      counts[k] = 0;
      if (typeof day.value === 'number') sums.add(day.e2, day.e5, count, day.value);
      else sums.addBig(day.e2, day.e5, count, day.value);
    }
    const applied: PreparedRule[] = [];
    for (let i = 0; i < relevant.length; i++) if (any & (1 << i)) applied.push(relevant[i] as PreparedRule);
    return { adjustment: sums.adjustment(amount, dates.charged), applied };
  };
}
