/**
 * Stage 3 for every date of a price calendar, with the work the dates share done once: which rules
 * cover each date of the calendar's whole span (one set of rules per date, numbered), and each set's
 * day amount (the exact numerator stage 3 computes for a date under those rules, which depends only on
 * the set, the amount spread and the days charged). A date's quote then counts its charged dates per
 * set and adds the amounts kept; the sum and its one rounding are stage 3's own (`Sums`), so the
 * adjustment is exactly the one `seasonalStage` gives.
 */
import { inScope, type PreparedRule } from '../_lib/rules.js';
import { ALL_WEEKDAYS, isoWeekday } from '../_lib/weekdays.js';
import type { ChargedDates } from '../days.js';
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

// Buffers reused from calendar to calendar, overwritten, never shrunk: the engine is synchronous and
// a calendar's stage 3 is used only while that calendar is priced. Allocating them for each calendar
// cost as much as pricing several of its dates.
const probeSums = new Sums();
const calendarSums = new Sums();
/** Which rules addDay saw adjust the probe's day (not needed: a set's rules are its mask's). */
const probeApplied = new Uint8Array(MASK_RULES);
let masksScratch: Int32Array = new Int32Array(1100);
let setOfScratch: Int32Array = new Int32Array(1100);
let beforeScratch: Int32Array = new Int32Array(PREFIX_SETS * 1100);
const countsScratch: number[] = [];
const metScratch: number[] = [];
const coveringScratch: PreparedRule[] = [];
const indexScratch: number[] = [];

/** A buffer of at least `n` slots, the zeroed first `n` of it (`buffer` itself when it is long enough). */
function zeroed(buffer: Int32Array, n: number): Int32Array {
  const out = buffer.length >= n ? buffer : new Int32Array(n * 2);
  out.fill(0, 0, n);
  return out;
}

/**
 * What a calendar's quotes share for stage 3: the stage itself, and the signature of a window's
 * charged dates under it (how many of them each set of rules covers), which, with the amount spread
 * and the days charged, decides the adjustment and the rules applied; undefined where the table does
 * not serve (the stage is then `seasonalStage` itself).
 */
export interface CalendarStage3 {
  stage3: Stage3;
  /** Pairs (set, dates it covers), flat, in the order the dates meet the sets. */
  signature: (dates: ChargedDates) => number[] | undefined;
}

/**
 * Stage 3 for the quotes of one item whose rental dates lie in [spanFirst, spanEnd) (day numbers):
 * `rules` are the quotes' stage-3 rules in contract order. A quote outside the span, or over more
 * rules than a mask holds, gets `seasonalStage` itself.
 */
export function calendarStage3(
  rules: readonly PreparedRule[],
  itemId: string,
  spanFirst: number,
  spanEnd: number,
): CalendarStage3 {
  const relevant: PreparedRule[] = [];
  for (const r of rules) if (r.start < spanEnd && r.end >= spanFirst && inScope(r, itemId)) relevant.push(r);
  if (relevant.length > MASK_RULES) return { stage3: seasonalStage, signature: () => undefined };
  const span = spanEnd - spanFirst;

  // Which rules cover each date of the span (a mask), found once; each distinct mask numbered.
  masksScratch = zeroed(masksScratch, span);
  const masks = masksScratch;
  for (let i = 0; i < relevant.length; i++) {
    const r = relevant[i] as PreparedRule;
    const from = Math.max(r.start, spanFirst);
    const to = Math.min(r.end, spanEnd - 1);
    for (let d = from, w = isoWeekday(from) - 1; d <= to; d++, w = w === 6 ? 0 : w + 1) {
      if (r.weekdays & (1 << w)) masks[d - spanFirst] = (masks[d - spanFirst] as number) | (1 << i);
    }
  }
  setOfScratch = zeroed(setOfScratch, span);
  const setOf = setOfScratch;
  const setMasks: number[] = [];
  // Dates next to each other mostly share their set: the previous date's is tried first.
  let k = -1;
  for (let i = 0; i < span; i++) {
    const mask = masks[i] as number;
    if (k < 0 || setMasks[k] !== mask) {
      k = setMasks.indexOf(mask);
      if (k < 0) k = setMasks.push(mask) - 1;
    }
    setOf[i] = k;
  }
  const sets = setMasks.length;

  // With few sets, how many dates of the span before each date each set covers: a window whose every
  // date is charged counts its dates per set in one subtraction each.
  const width = span + 1;
  let before: Int32Array | undefined;
  if (sets <= PREFIX_SETS) {
    beforeScratch = zeroed(beforeScratch, sets * width);
    before = beforeScratch;
    for (let i = 0; i < span; i++) {
      for (let s = 0; s < sets; s++)
        before[s * width + i + 1] = (before[s * width + i] as number) + (setOf[i] === s ? 1 : 0);
    }
  }

  // Each set's day amount, for the amount and charged days it was computed with.
  const amounts: (DayAmount | undefined)[] = [];
  let amountsOf = Number.NaN;
  let amountsDays = Number.NaN;
  const dayAmount = (mask: number, amount: number, days: number): DayAmount => {
    let n = 0;
    for (let i = 0; i < relevant.length; i++) {
      if (mask & (1 << i)) {
        coveringScratch[n] = relevant[i] as PreparedRule;
        indexScratch[n] = i;
        n += 1;
      }
    }
    addDay(probeSums.reset(), 1, amount, days, coveringScratch, n, ALL_WEEKDAYS, probeApplied, indexScratch);
    return probeSums.single();
  };

  // How many charged dates of one quote each set covers, and the sets it met.
  const counts = countsScratch;
  const met = metScratch;
  for (let s = 0; s < sets; s++) counts[s] = 0;
  const served = (dates: ChargedDates) => dates.first >= spanFirst && dates.first + dates.count <= spanEnd;
  /** Fills `counts` and `met` for the charged dates of `dates`; returns how many sets it met. */
  const countSets = (dates: ChargedDates): number => {
    const first = dates.first;
    const end = first + dates.count;
    let found = 0;
    const skipped = dates.skipped;
    if (before !== undefined && skipped.length === 0 && dates.closedWeekdays === 0) {
      const a = first - spanFirst;
      const b = end - spanFirst;
      for (let s = 0; s < sets; s++) {
        const c = (before[s * width + b] as number) - (before[s * width + a] as number);
        if (c > 0) {
          counts[s] = c;
          met[found++] = s;
        }
      }
      return found;
    }
    let skippedAt = 0;
    for (let d = first, w = isoWeekday(first) - 1; d < end; d++, w = w === 6 ? 0 : w + 1) {
      if (skipped[skippedAt] === d) {
        skippedAt += 1;
        continue;
      }
      if (dates.closedWeekdays & (1 << w)) continue;
      const s = setOf[d - spanFirst] as number;
      const c = (counts[s] as number) + 1;
      counts[s] = c;
      if (c === 1) met[found++] = s;
    }
    return found;
  };

  const stage3: Stage3 = (amount, dates, stageRules, id) => {
    if (stageRules !== rules || id !== itemId || !served(dates)) return seasonalStage(amount, dates, stageRules, id);
    if (amount !== amountsOf || dates.charged !== amountsDays) {
      amounts.length = 0;
      amountsOf = amount;
      amountsDays = dates.charged;
    }
    const found = countSets(dates);
    let any = 0;
    for (let j = 0; j < found; j++) any |= setMasks[met[j] as number] as number;
    const sums = calendarSums.reset();
    for (let j = 0; j < found; j++) {
      const s = met[j] as number;
      const count = counts[s] as number;
      counts[s] = 0;
      if (any === 0) continue;
      let day = amounts[s];
      if (day === undefined) {
        day = dayAmount(setMasks[s] as number, amount, dates.charged);
        amounts[s] = day;
      }
      if (typeof day.value === 'number') sums.add(day.e2, day.e5, count, day.value);
      else sums.addBig(day.e2, day.e5, count, day.value);
    }
    if (any === 0) return { adjustment: 0, applied: NO_RULES };
    const applied: PreparedRule[] = [];
    for (let i = 0; i < relevant.length; i++) if (any & (1 << i)) applied.push(relevant[i] as PreparedRule);
    return { adjustment: sums.adjustment(amount, dates.charged), applied };
  };

  const signature = (dates: ChargedDates): number[] | undefined => {
    if (!served(dates)) return undefined;
    const found = countSets(dates);
    const pairs: number[] = new Array(found * 2);
    for (let j = 0; j < found; j++) {
      const s = met[j] as number;
      pairs[2 * j] = s;
      pairs[2 * j + 1] = counts[s] as number;
      counts[s] = 0;
    }
    return pairs;
  };
  return { stage3, signature };
}
