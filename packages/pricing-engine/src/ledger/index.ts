/**
 * The ledger of a priced cart: what each rental date of each line costs, and why. A line's base and
 * its multi-day discount are spread over its charged dates; each seasonal or weekday rule's exact
 * effect on each charged date it covers (stage 3 as rational numbers: the date's amount after the
 * rule minus before it, clamping included) is one share of the line's seasonal adjustment. Each of
 * the three totals is turned into cents by the largest-remainder method (see `apportion.ts`), so
 * every column adds up to the result's amount exactly.
 */
import { type Int, iadd, ifloorDiv, imul, ipow25, isub } from '../_lib/exact-int.js';
import { tooLarge } from '../_lib/money.js';
import { inScope, type PreparedRule } from '../_lib/rules.js';
import { isoWeekday } from '../_lib/weekdays.js';
import { formatDay } from '../_lib/zone.js';
import type { ChargedDates, RentalWindow } from '../days.js';
import type { CartPriceResult, LedgerAdjustment, LedgerDay, LedgerLine, PriceLedger } from '../types.js';
import { largestRemainders, type Share } from './apportion.js';

/** The ledger of `result`, priced over `window` with the stage-3 `rules` (in contract order). */
export function ledgerOf(result: CartPriceResult, window: RentalWindow, rules: readonly PreparedRule[]): PriceLedger {
  let linesTotal = 0;
  const lines: LedgerLine[] = [];
  for (const line of result.line_items) {
    // Each line total is a safe integer and so is their sum: the result's subtotal was built from it.
    linesTotal += line.line_total;
    lines.push({
      fleet_item_id: line.fleet_item_id,
      quantity: line.quantity,
      rate_basis: line.rate_basis,
      days:
        line.override_price !== null
          ? []
          : lineDays(
              line.base_price,
              line.multi_day_discount,
              line.seasonal_adjustment,
              window.dates,
              rules,
              line.fleet_item_id,
            ),
    });
  }
  return {
    lines,
    cart: {
      lines_total: linesTotal,
      addon_total: result.addon_total,
      package_savings: result.package_savings,
      coupon_discount: result.coupon_discount,
      tax: result.tax,
      service_fee: result.service_fee_amount,
      total: result.total,
    },
  };
}

/**
 * The charged dates that the same rules cover have the same shares: each such group of dates is
 * computed once. `steps` are its rules in the order they apply; `floors` and `fracs` each step's
 * share of one date as floor(share) and its fractional part over the common denominator.
 */
interface Group {
  steps: PreparedRule[];
  /** The date's amount before each step and after it (scaled by the charged days), over `dens`. */
  xs: Int[];
  dens: Int[];
  e2s: number[];
  e5s: number[];
  floors: Int[];
  fracs: Int[];
}

/** One unit's dates: every rental date, ascending, uncharged ones at 0. */
function lineDays(
  base: number,
  discount: number,
  seasonal: number,
  dates: ChargedDates,
  rules: readonly PreparedRule[],
  itemId: string,
): LedgerDay[] {
  const n = dates.charged;
  const first = dates.first;
  const last = first + dates.count - 1;
  const relevant: PreparedRule[] = [];
  for (const r of rules) if (r.start <= last && r.end >= first && inScope(r, itemId)) relevant.push(r);

  // The rental dates, whether each is charged, and each charged date's group.
  const charged: boolean[] = [];
  const groupOf: number[] = [];
  const groups: Group[] = [];
  const keys = new Map<string | number, number>();
  let skippedAt = 0;
  let w = isoWeekday(first) - 1;
  for (let d = first; d <= last; d++, w = w === 6 ? 0 : w + 1) {
    if (dates.skipped[skippedAt] === d) {
      skippedAt += 1;
      charged.push(false);
      continue;
    }
    if (dates.closedWeekdays & (1 << w)) {
      charged.push(false);
      continue;
    }
    charged.push(true);
    const bit = 1 << w;
    const steps: PreparedRule[] = [];
    let mask = 0;
    let text = '';
    for (let i = 0; i < relevant.length; i++) {
      const r = relevant[i] as PreparedRule;
      if (r.start <= d && r.end >= d && (r.weekdays & bit) !== 0) {
        steps.push(r);
        if (relevant.length <= 30) mask |= 1 << i;
        else text += `${i},`;
      }
    }
    const key = relevant.length <= 30 ? mask : text;
    let g = keys.get(key);
    if (g === undefined) {
      g = groups.length;
      keys.set(key, g);
      groups.push(stepAmounts(base - discount, n, steps));
    }
    groupOf.push(g);
  }
  sharesOf(groups, n);

  // Base and discount: equal shares, the cents left over to the earliest dates (all tie).
  const baseRest = base % n;
  const baseEach = (base - baseRest) / n;
  const discountRest = discount % n;
  const discountEach = (discount - discountRest) / n;
  const bonus = adjustmentBonus(groups, groupOf, seasonal);

  const out: LedgerDay[] = [];
  let k = 0;
  let at = 0;
  for (let i = 0; i < charged.length; i++) {
    const date = formatDay(first + i);
    if (!charged[i]) {
      out.push({ date, charged: false, base: 0, multi_day_discount: 0, adjustments: [], amount: 0 });
      continue;
    }
    const g = groups[groupOf[k] as number] as Group;
    const dayBase = baseEach + (k < baseRest ? 1 : 0);
    const dayDiscount = discountEach + (k < discountRest ? 1 : 0);
    let amount = dayBase - dayDiscount;
    const adjustments: LedgerAdjustment[] = [];
    for (let s = 0; s < g.steps.length; s++) {
      const rule = g.steps[s] as PreparedRule;
      const share = cents(g.floors[s] as Int) + (bonus[at] as number);
      at += 1;
      amount += share;
      adjustments.push({
        rule_id: rule.id,
        type: rule.rule.type === 'weekday' ? 'weekday' : 'seasonal',
        amount: share,
      });
    }
    out.push({
      date,
      charged: true,
      base: dayBase,
      multi_day_discount: dayDiscount,
      adjustments,
      amount: cents(amount),
    });
    k += 1;
  }
  return out;
}

/**
 * A date's amount through its rules, exactly as stage 3 computes it: scaled by the charged days `n`
 * (so it starts at the integer `amount`), over a denominator 2^e2 × 5^e5 that each percent rule
 * multiplies; a dollar rule adds v × n × the denominator; never below 0.
 */
function stepAmounts(amount: number, n: number, steps: PreparedRule[]): Group {
  let x: Int = amount;
  let den: Int = 1;
  let e2 = 0;
  let e5 = 0;
  const xs: Int[] = [x];
  const dens: Int[] = [den];
  const e2s = [0];
  const e5s = [0];
  for (const r of steps) {
    if (r.percent) {
      x = imul(x, r.value);
      den = imul(den, r.den);
      e2 += r.e2;
      e5 += r.e5;
    } else {
      x = iadd(x, imul(imul(r.value, n), den));
    }
    if (x < 0) x = 0;
    xs.push(x);
    dens.push(den);
    e2s.push(e2);
    e5s.push(e5);
  }
  return { steps, xs, dens, e2s, e5s, floors: [], fracs: [] };
}

/**
 * Each step's share of one date, in cents: (after - before) / n, where after and before are brought
 * to the common denominator 2^maxE2 × 5^maxE5 of every group, so that the fractional parts of all
 * shares compare as integers over n × that denominator.
 */
function sharesOf(groups: Group[], n: number): void {
  let maxE2 = 0;
  let maxE5 = 0;
  for (const g of groups) {
    const last = g.steps.length;
    if ((g.e2s[last] as number) > maxE2) maxE2 = g.e2s[last] as number;
    if ((g.e5s[last] as number) > maxE5) maxE5 = g.e5s[last] as number;
  }
  const over = imul(n, ipow25(maxE2, maxE5));
  for (const g of groups) {
    let before = imul(g.xs[0] as Int, ipow25(maxE2, maxE5));
    for (let s = 1; s <= g.steps.length; s++) {
      const after = imul(g.xs[s] as Int, ipow25(maxE2 - (g.e2s[s] as number), maxE5 - (g.e5s[s] as number)));
      const [floor, frac] = ifloorDiv(isub(after, before), over);
      g.floors.push(floor);
      g.fracs.push(frac);
      before = after;
    }
  }
}

/**
 * The extra cent of each adjustment share (0 or 1), in ledger order (dates ascending, rules in the
 * order they apply): the cents between Σ floor(share) and the line's `seasonal` adjustment go to the
 * shares with the largest fractional parts.
 */
function adjustmentBonus(groups: readonly Group[], groupOf: readonly number[], seasonal: number): number[] {
  const shares: Share[] = [];
  let floors: Int = 0;
  for (let k = 0; k < groupOf.length; k++) {
    const g = groups[groupOf[k] as number] as Group;
    for (let s = 0; s < g.steps.length; s++) {
      floors = iadd(floors, g.floors[s] as Int);
      shares.push({ frac: g.fracs[s] as Int, bonus: 0 });
    }
  }
  largestRemainders(shares, isub(seasonal, floors));
  return shares.map((s) => s.bonus);
}

/** An amount of the ledger as a safe integer number, else `amount_too_large`. */
function cents(x: Int): number {
  if (typeof x === 'number' && Number.isSafeInteger(x)) return x;
  throw tooLarge();
}
