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

/** `created_at` as epoch ms; one without an offset is wall-clock time in the tenant's zone, as every instant. */
function createdMs(rule: PricingRule, index: number, zone: string): number {
  const at = rule.created_at;
  if (at == null) return Number.NaN;
  let byValue = zonedCache.get(zone);
  if (byValue === undefined) {
    byValue = new Map();
    zonedCache.set(zone, byValue);
  }
  let ms = byValue.get(at);
  if (ms === undefined) {
    ms = parseInstant(at, zone, `rules.${index}.created_at`);
    if (cachedCount > 10_000) {
      zonedCache.clear();
      cachedCount = 0;
      byValue = new Map();
      zonedCache.set(zone, byValue);
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

function prepare(rule: PricingRule, index: number, zone: string): PreparedRule {
  const weekday = rule.type === 'weekday';
  const open = weekday && rule.start_date == null;
  const start = open ? -Infinity : rule.start_date == null ? Number.NaN : (parseDate(rule.start_date) ?? Number.NaN);
  const end = open ? Infinity : rule.end_date == null ? Number.NaN : (parseDate(rule.end_date) ?? Number.NaN);
  let weekdays = ALL_WEEKDAYS;
  if (weekday) {
    weekdays = 0;
    for (const w of rule.weekdays ?? []) weekdays |= weekdayBit(w);
  }
  const prepared: PreparedRule = {
    rule,
    id: rule.id,
    scope: rule.fleet_item_id ?? null,
    priority: rule.priority ?? 0,
    created: createdMs(rule, index, zone),
    start,
    end,
    threshold: rule.days_threshold ?? 0,
    weekdays,
    percent: false,
    value: rule.adjustment_value,
    den: 1,
    e2: 0,
    e5: 0,
  };
  if (rule.adjustment_type === 'percent') percentArithmetic(prepared, rule.adjustment_value);
  return prepared;
}

function gcd(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** (100 + v) / 100 in lowest terms; gcd(0, 100) = 100, so -100 % is 0 / 1. */
function percentArithmetic(r: PreparedRule, v: number): void {
  const g = gcd(100 + v, 100);
  r.percent = true;
  r.value = (100 + v) / g;
  r.den = 100 / g;
  for (let x = r.den; x % 2 === 0; x /= 2) r.e2 += 1;
  for (let x = r.den; x % 5 === 0; x /= 5) r.e5 += 1;
}

/**
 * Multi-day order: priority desc, higher threshold, item-specific before global, older, smaller id.
 * Seasonal and weekday rules, together: priority desc, item-specific before global, older, smaller id.
 */
export function prepareRules(rules: readonly PricingRule[] | undefined, zone = 'UTC'): PreparedRules {
  const multiDay: PreparedRule[] = [];
  const seasonal: PreparedRule[] = [];
  (rules ?? []).forEach((rule, i) => {
    if (rule.active === false) return;
    if (rule.type === 'multi_day') multiDay.push(prepare(rule, i, zone));
    else if (rule.type === 'seasonal' || rule.type === 'weekday') seasonal.push(prepare(rule, i, zone));
  });
  multiDay.sort(
    (a, b) =>
      b.priority - a.priority ||
      b.threshold - a.threshold ||
      (a.scope === null ? 1 : 0) - (b.scope === null ? 1 : 0) ||
      compareCreated(a, b) ||
      compareStrings(a.id, b.id),
  );
  seasonal.sort(
    (a, b) =>
      b.priority - a.priority ||
      (a.scope === null ? 1 : 0) - (b.scope === null ? 1 : 0) ||
      compareCreated(a, b) ||
      compareStrings(a.id, b.id),
  );
  return { multiDay, seasonal };
}

/** A rule applies to an item when it is global or names that item. */
export function inScope(rule: PreparedRule, itemId: string): boolean {
  return rule.scope === null || rule.scope === itemId;
}
