/**
 * Rules prepared once per pricing call: inactive ones dropped, dates turned into day numbers, and each
 * kind sorted into the order the contract applies it, so the result never depends on input order.
 */
import type { PricingRule } from '../types.js';
import { parseDate, parseInstant } from './instant.js';
import { ALL_WEEKDAYS, weekdayBit } from './weekdays.js';

export interface PreparedRule {
  rule: PricingRule;
  id: string;
  scope: string | null;
  priority: number;
  created: number;
  /** Seasonal and weekday rules: inclusive day-number range (a weekday rule without one: ±Infinity). */
  start: number;
  end: number;
  threshold: number;
  /** The ISO weekdays a stage-3 rule adjusts, as a mask (every weekday for a seasonal rule). */
  weekdays: number;
  /**
   * Stage-3 arithmetic. A percent rule multiplies by (100 + v) / 100, kept in lowest terms `value /
   * den` with den = 2^e2 × 5^e5 (110 % is 11 / 10), so day amounts grow by 11, not 110, per rule and
   * stay plain safe integers far longer. A dollar rule adds `value` = v cents per day.
   */
  percent: boolean;
  value: number;
  den: number;
  e2: number;
  e5: number;
}

/** Parsed `created_at` values per time zone (a rule's is read on every quote). */
const zonedCache = new Map<string, Map<string, number>>();
let cachedCount = 0;

/** The cache of one zone (a quote's rules all read the same one). */
function zoneCache(zone: string): Map<string, number> {
  let byValue = zonedCache.get(zone);
  if (byValue === undefined) {
    byValue = new Map();
    zonedCache.set(zone, byValue);
  }
  return byValue;
}

/** `created_at` as epoch ms; one without an offset is wall-clock time in the tenant's zone, as every instant. */
function createdMs(rule: PricingRule, index: number, zone: string, byValue: Map<string, number>): number {
  const at = rule.created_at;
  if (at == null) return Number.NaN;
  let ms = byValue.get(at);
  if (ms === undefined) {
    ms = parseInstant(at, zone, `rules.${index}.created_at`);
    if (cachedCount > 10_000) {
      // Every zone's values go; this zone's map is emptied in place, as the caller holds it.
      for (const [z, m] of zonedCache) if (m !== byValue) zonedCache.delete(z);
      byValue.clear();
      cachedCount = 0;
    }
    byValue.set(at, ms);
    cachedCount += 1;
  }
  return ms;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Older first; a rule without a (parsable) `created_at` compares equal on this key. */
function compareCreated(a: PreparedRule, b: PreparedRule): number {
  if (Number.isNaN(a.created) || Number.isNaN(b.created)) return 0;
  return a.created - b.created;
}

export interface PreparedRules {
  multiDay: PreparedRule[];
  /** Stage 3: seasonal and weekday rules together, in the one order they apply in. */
  seasonal: PreparedRule[];
}

/** Day number of an optional rule date; a missing or unreadable one is NaN (it then covers no date). */
function ruleDay(date: string | null | undefined): number {
  return date == null ? Number.NaN : (parseDate(date) ?? Number.NaN);
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

function prepare(rule: PricingRule, index: number, zone: string, created: Map<string, number>): PreparedRule {
  const weekday = rule.type === 'weekday';
  const open = weekday && rule.start_date == null;
  let weekdays = ALL_WEEKDAYS;
  if (weekday) {
    weekdays = 0;
    for (const w of rule.weekdays ?? []) weekdays |= weekdayBit(w);
  }
  const v = rule.adjustment_value;
  const percent = rule.adjustment_type === 'percent';
  // (100 + v) / 100 in lowest terms; gcd(0, 100) = 100, so -100 % is 0 / 1.
  const g = percent ? gcd(100 + v, 100) : 1;
  const den = percent ? 100 / g : 1;
  let e2 = 0;
  let e5 = 0;
  if (percent) {
    for (let x = den; x % 2 === 0; x /= 2) e2 += 1;
    for (let x = den; x % 5 === 0; x /= 5) e5 += 1;
  }
  return {
    rule,
    id: rule.id,
    scope: rule.fleet_item_id ?? null,
    priority: rule.priority ?? 0,
    created: createdMs(rule, index, zone, created),
    start: open ? -Infinity : ruleDay(rule.start_date),
    end: open ? Infinity : ruleDay(rule.end_date),
    threshold: rule.days_threshold ?? 0,
    weekdays,
    percent,
    value: percent ? (100 + v) / g : v,
    den,
    e2,
    e5,
  };
}

/**
 * Multi-day order: priority desc, higher threshold, item-specific before global, older, smaller id.
 * Seasonal and weekday rules, together: priority desc, item-specific before global, older, smaller id.
 */
export function prepareRules(rules: readonly PricingRule[] | undefined, zone = 'UTC'): PreparedRules {
  const multiDay: PreparedRule[] = [];
  const seasonal: PreparedRule[] = [];
  if (rules != null && rules.length > 0) {
    const created = zoneCache(zone);
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i] as PricingRule;
      // A hole is skipped, as `forEach` skips it (an unchecked list reaches here from `seasonalAdjustment`).
      if (rule === undefined && !(i in rules)) continue;
      if (rule.active === false) continue;
      if (rule.type === 'multi_day') multiDay.push(prepare(rule, i, zone, created));
      else if (rule.type === 'seasonal' || rule.type === 'weekday') seasonal.push(prepare(rule, i, zone, created));
    }
  }
  sortRules(multiDay, compareMultiDay);
  sortRules(seasonal, compareStage3);
  return { multiDay, seasonal };
}

function compareMultiDay(a: PreparedRule, b: PreparedRule): number {
  return (
    b.priority - a.priority ||
    b.threshold - a.threshold ||
    (a.scope === null ? 1 : 0) - (b.scope === null ? 1 : 0) ||
    compareCreated(a, b) ||
    compareStrings(a.id, b.id)
  );
}

function compareStage3(a: PreparedRule, b: PreparedRule): number {
  return (
    b.priority - a.priority ||
    (a.scope === null ? 1 : 0) - (b.scope === null ? 1 : 0) ||
    compareCreated(a, b) ||
    compareStrings(a.id, b.id)
  );
}

/**
 * Sort `list` in place by `compare`, in exactly the order `Array.prototype.sort` gives in V8. The
 * comparators are not transitive when some rules have no `created_at` (such a rule ties with every
 * other on that key), so the order depends on the algorithm, and it must not change. V8's sort is a
 * TimSort: below 64 elements that is the leading run (reversed when strictly descending) followed
 * by a binary insertion sort, done here without the built-in's fixed cost (a quote sorts its rules
 * twice, usually a handful of them); longer lists use the built-in.
 */
export function sortRules(list: PreparedRule[], compare: (a: PreparedRule, b: PreparedRule) => number): void {
  const n = list.length;
  if (n < 2) return;
  if (n >= 64) {
    list.sort(compare);
    return;
  }
  // The leading run: ascending (each element >= the one before), or strictly descending.
  let run = 2;
  const descending = compare(list[1] as PreparedRule, list[0] as PreparedRule) < 0;
  for (; run < n; run++) {
    const order = compare(list[run] as PreparedRule, list[run - 1] as PreparedRule);
    if (descending ? order >= 0 : order < 0) break;
  }
  if (descending) {
    for (let i = 0, j = run - 1; i < j; i++, j--) {
      const t = list[i] as PreparedRule;
      list[i] = list[j] as PreparedRule;
      list[j] = t;
    }
  }
  // Binary insertion of the rest: each after every element it does not sort before.
  for (let start = run; start < n; start++) {
    const pivot = list[start] as PreparedRule;
    let left = 0;
    let right = start;
    while (left < right) {
      const mid = left + ((right - left) >> 1);
      if (compare(pivot, list[mid] as PreparedRule) < 0) right = mid;
      else left = mid + 1;
    }
    for (let p = start; p > left; p--) list[p] = list[p - 1] as PreparedRule;
    list[left] = pivot;
  }
}

/** A rule applies to an item when it is global or names that item. */
export function inScope(rule: PreparedRule, itemId: string): boolean {
  return rule.scope === null || rule.scope === itemId;
}
