/**
 * A hand-written pre-check of the engine inputs that says "valid" only when the zod schemas in
 * `schemas.ts` would accept the input unchanged. It is only a fast path: when it says anything but
 * "valid", the zod schemas run and report the precise error. A property test holds the two together
 * (`fastValid(x)` implies `Schema.safeParse(x).success`).
 */
import { LIMITS, MAX_INSTANT_LENGTH } from '../limits.js';
import { isBool, isInt, isObj, nullish, type Obj, onlyKeys, optional } from './checks.js';
import { parseClock } from './clock.js';
import { fastValidSchedule } from './compile-schedule.js';
import { parseDate } from './instant.js';

const { max_amount: MAX_AMOUNT, days_threshold: DAYS, multi_day_percent, seasonal_percent, discount_percent } = LIMITS;
const MAX_NAME = LIMITS.max_name_length * 4;

const isId = (v: unknown): boolean => typeof v === 'string' && v.length >= 1 && v.length <= LIMITS.max_id_length;
const isAmount = (v: unknown): boolean => isInt(v, 0, MAX_AMOUNT);
const isInstant = (v: unknown): boolean =>
  (typeof v === 'string' && v.length <= MAX_INSTANT_LENGTH) || (v instanceof Date && !Number.isNaN(v.getTime()));
const isDate = (v: unknown): boolean => typeof v === 'string' && parseDate(v) !== undefined;
/** Every index, holes included (`Array.prototype.every` skips holes; zod does not). */
function all(v: unknown[], check: (x: unknown) => boolean): boolean {
  for (let i = 0; i < v.length; i++) if (!check(v[i])) return false;
  return true;
}
const isIdList = (v: unknown): boolean => Array.isArray(v) && v.length <= LIMITS.max_ids_per_list && all(v, isId);
const isType = (v: unknown): boolean => v === 'percent' || v === 'dollar';

const RATE_TABLE_KEYS = new Set(['tiers', 'strategy', 'extra_day_price']);

function rateTable(v: unknown): boolean {
  if (!isObj(v) || !onlyKeys(v, RATE_TABLE_KEYS)) return false;
  const tiers = v.tiers;
  if (
    !Array.isArray(tiers) ||
    tiers.length < LIMITS.rate_table_tiers.min ||
    tiers.length > LIMITS.rate_table_tiers.max
  ) {
    return false;
  }
  let prev = 0;
  for (let i = 0; i < tiers.length; i++) {
    const t = tiers[i];
    if (!isObj(t) || !isInt(t.days, prev + 1, LIMITS.max_rental_days) || !isAmount(t.price)) return false;
    for (const k in t) if (k !== 'days' && k !== 'price') return false;
    prev = t.days as number;
  }
  return (v.strategy === 'round_up' || v.strategy === 'best') && nullish(v.extra_day_price, isAmount);
}

const isIncrement = (x: unknown): boolean => x === 15 || x === 30 || x === 60;

function item(v: unknown): boolean {
  if (!isObj(v)) return false;
  return (
    isId(v.id) &&
    optional(v.name, (x) => typeof x === 'string' && x.length <= MAX_NAME) &&
    isAmount(v.price_full_day) &&
    nullish(v.price_half_day, isAmount) &&
    nullish(v.price_multi_day, isAmount) &&
    nullish(v.price_weekly, isAmount) &&
    optional(v.deposit_amount, isAmount) &&
    optional(v.active, isBool) &&
    nullish(v.price_hourly, isAmount) &&
    nullish(v.hourly_increment_minutes, isIncrement) &&
    nullish(v.rate_table, rateTable) &&
    nullish(v.min_rental_minutes, (x) => isInt(x, LIMITS.min_rental_minutes.min, LIMITS.min_rental_minutes.max)) &&
    nullish(v.max_rental_days, (x) => isInt(x, 1, LIMITS.max_rental_days))
  );
}

/** 1..7 distinct ISO weekdays. */
function weekdayList(v: unknown): boolean {
  if (!Array.isArray(v) || v.length === 0 || v.length > 7) return false;
  let seen = 0;
  for (let i = 0; i < v.length; i++) {
    const w = v[i];
    if (!isInt(w, 1, 7)) return false;
    const bit = 1 << (w as number);
    if (seen & bit) return false;
    seen |= bit;
  }
  return true;
}

function rule(v: unknown): boolean {
  if (!isObj(v)) return false;
  if (
    !isId(v.id) ||
    !nullish(v.fleet_item_id, isId) ||
    !nullish(v.start_date, isDate) ||
    !nullish(v.end_date, isDate) ||
    !nullish(v.days_threshold, (x) => isInt(x, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)) ||
    !isType(v.adjustment_type) ||
    !isInt(v.adjustment_value, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER) ||
    !optional(v.priority, (x) => isInt(x, -Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)) ||
    !optional(v.active, isBool) ||
    !nullish(v.created_at, (x) => typeof x === 'string')
  ) {
    return false;
  }
  const value = v.adjustment_value as number;
  const percent = v.adjustment_type === 'percent';
  const seasonalValue = percent
    ? value >= seasonal_percent.min && value <= seasonal_percent.max
    : value >= -MAX_AMOUNT && value <= MAX_AMOUNT;
  if (v.type === 'weekday') {
    const start = v.start_date;
    const end = v.end_date;
    const dates = start == null ? end == null : end != null && (start as string) <= (end as string);
    return weekdayList(v.weekdays) && dates && v.days_threshold == null && seasonalValue;
  }
  if (v.weekdays != null) return false;
  if (v.type === 'multi_day') {
    const pct = multi_day_percent;
    return (
      isInt(v.days_threshold, DAYS.min, DAYS.max) &&
      (percent ? value >= pct.min && value <= pct.max : value >= 0 && value <= MAX_AMOUNT)
    );
  }
  if (v.type === 'seasonal') {
    return (
      typeof v.start_date === 'string' &&
      typeof v.end_date === 'string' &&
      v.start_date <= v.end_date &&
      v.days_threshold == null &&
      seasonalValue
    );
  }
  return false;
}

const SELECTION_KEYS = new Set(['addon', 'quantity']);
function selection(v: unknown): boolean {
  if (!isObj(v) || !onlyKeys(v, SELECTION_KEYS) || !isInt(v.quantity, 1, LIMITS.max_quantity)) return false;
  const a = v.addon;
  return (
    isObj(a) &&
    isId(a.id) &&
    typeof a.name === 'string' &&
    a.name.length <= MAX_NAME &&
    isAmount(a.price) &&
    (a.pricing === 'per_item' || a.pricing === 'per_day') &&
    optional(a.active, isBool)
  );
}

function discount(v: Obj): boolean {
  const value = v.discount_value;
  if (!isType(v.discount_type)) return false;
  return v.discount_type === 'percent'
    ? isInt(value, discount_percent.min, discount_percent.max)
    : isInt(value, 0, MAX_AMOUNT);
}

function pkg(v: unknown): boolean {
  if (!isObj(v)) return false;
  return (
    isId(v.id) &&
    typeof v.name === 'string' &&
    v.name.length <= MAX_NAME &&
    isIdList(v.fleet_item_ids) &&
    isIdList(v.addon_ids) &&
    discount(v) &&
    optional(v.active, isBool)
  );
}

function coupon(v: unknown): boolean {
  if (!isObj(v)) return false;
  return (
    optional(v.id, isId) &&
    isId(v.code) &&
    discount(v) &&
    optional(v.active, isBool) &&
    nullish(v.valid_from, isInstant) &&
    nullish(v.valid_until, isInstant) &&
    nullish(v.max_redemptions, (x) => isInt(x, 0, Number.MAX_SAFE_INTEGER)) &&
    optional(v.times_redeemed, (x) => isInt(x, 0, Number.MAX_SAFE_INTEGER)) &&
    nullish(v.min_subtotal, isAmount) &&
    nullish(v.fleet_item_ids, isIdList)
  );
}

const TAX_KEYS = new Set(['rate_bps', 'inclusive']);
const FEE_KEYS = new Set(['rate_bps', 'payer']);

function listOf(v: unknown, max: number, check: (x: unknown) => boolean): boolean {
  return Array.isArray(v) && v.length <= max && all(v, check);
}

/** A quote's fields besides its item (or lines), its window and `explain` (schemas' `quoteFields`). */
function quoteFields(v: Obj): boolean {
  return (
    optional(v.half_day, isBool) &&
    optional(v.rules, (x) => listOf(x, LIMITS.max_rules, rule)) &&
    optional(v.addons, (x) => listOf(x, LIMITS.max_addons, selection)) &&
    optional(v.packages, (x) => listOf(x, LIMITS.max_packages, pkg)) &&
    nullish(v.coupon, coupon) &&
    optional(v.coupon_mode, (x) => x === 'validate' || x === 'reapply') &&
    optional(
      v.tax,
      (x) => isObj(x) && onlyKeys(x, TAX_KEYS) && isInt(x.rate_bps, 0, LIMITS.max_bps) && optional(x.inclusive, isBool),
    ) &&
    optional(
      v.service_fee,
      (x) =>
        isObj(x) &&
        onlyKeys(x, FEE_KEYS) &&
        isInt(x.rate_bps, 0, LIMITS.max_bps) &&
        optional(x.payer, (p) => p === 'customer' || p === 'tenant'),
    ) &&
    optional(v.time_zone, (x) => typeof x === 'string' && x.length <= MAX_INSTANT_LENGTH) &&
    optional(v.now, isInstant) &&
    optional(v.opening_hours_check, (x) => x === 'pickup_and_return' || x === 'return' || x === 'none')
  );
}

function common(v: Obj): boolean {
  return isInstant(v.pickup_date) && isInstant(v.return_date) && quoteFields(v) && optional(v.explain, isBool);
}

const QUOTE_KEYS = [
  'half_day',
  'rules',
  'addons',
  'packages',
  'coupon',
  'coupon_mode',
  'tax',
  'service_fee',
  'time_zone',
  'now',
  'schedule',
  'opening_hours_check',
];
const COMMON_KEYS = ['pickup_date', 'return_date', ...QUOTE_KEYS, 'explain'];
const PRICE_KEYS = new Set(['item', ...COMMON_KEYS]);
const CALENDAR_KEYS = new Set(['item', 'from', 'to', 'days', 'hours', 'time', ...QUOTE_KEYS]);
const CART_KEYS = new Set(['line_items', ...COMMON_KEYS]);
const LINE_KEYS = new Set(['item', 'quantity', 'override_price']);

/**
 * True only if `PriceInputSchema` accepts `v` as it is, its `schedule` aside: the pipeline checks
 * and prepares that in one pass ({@link compileSchedule}).
 */
export function fastValidPriceInputBesidesSchedule(v: unknown): boolean {
  return isObj(v) && onlyKeys(v, PRICE_KEYS) && item(v.item) && common(v);
}

/**
 * True only if `PriceCalendarInputSchema` accepts `v` as it is, its `schedule` aside: one item,
 * `from` <= `to` at most `max_calendar_dates` dates apart, exactly one of `days` and `hours`.
 */
export function fastValidCalendarInputBesidesSchedule(v: unknown): boolean {
  if (!isObj(v) || !onlyKeys(v, CALENDAR_KEYS) || !item(v.item) || !quoteFields(v)) return false;
  const from = typeof v.from === 'string' ? parseDate(v.from) : undefined;
  const to = typeof v.to === 'string' ? parseDate(v.to) : undefined;
  if (from === undefined || to === undefined || to < from || to - from >= LIMITS.max_calendar_dates) return false;
  const days = v.days === undefined ? undefined : isInt(v.days, 1, LIMITS.max_rental_days);
  const hours = v.hours === undefined ? undefined : isInt(v.hours, 1, LIMITS.max_calendar_hours);
  if (days === false || hours === false || (days === undefined) === (hours === undefined)) return false;
  return optional(v.time, (x) => parseClock(x) !== undefined);
}

/** True only if `PriceInputSchema` accepts `v` as it is. */
export function fastValidPriceInput(v: unknown): boolean {
  return fastValidPriceInputBesidesSchedule(v) && nullish((v as Obj).schedule, fastValidSchedule);
}

/** True only if `CartInputSchema` accepts `v` as it is. */
export function fastValidCartInput(v: unknown): boolean {
  return fastValidCartInputBesidesSchedule(v) && nullish((v as Obj).schedule, fastValidSchedule);
}

/** True only if `CartInputSchema` accepts `v` as it is, its `schedule` aside. */
export function fastValidCartInputBesidesSchedule(v: unknown): boolean {
  return (
    isObj(v) &&
    onlyKeys(v, CART_KEYS) &&
    Array.isArray(v.line_items) &&
    v.line_items.length >= 1 &&
    v.line_items.length <= LIMITS.max_line_items &&
    all(
      v.line_items,
      (l: unknown) =>
        isObj(l) &&
        onlyKeys(l, LINE_KEYS) &&
        item(l.item) &&
        optional(l.quantity, (q) => isInt(q, 1, LIMITS.max_quantity)) &&
        nullish(l.override_price, isAmount),
    ) &&
    common(v)
  );
}

const POLICY_KEYS = new Set(['grace_minutes', 'per_hour', 'per_day', 'cap']);
const LATE_RETURN_KEYS = new Set(['scheduled_return', 'actual_return', 'policy', 'quantity', 'time_zone']);

/** True only if `LateFeePolicySchema` accepts `v` as it is. */
export function fastValidLateFeePolicy(v: unknown): boolean {
  return (
    isObj(v) &&
    onlyKeys(v, POLICY_KEYS) &&
    optional(v.grace_minutes, (x) => isInt(x, LIMITS.grace_minutes.min, LIMITS.grace_minutes.max)) &&
    nullish(v.per_hour, isAmount) &&
    nullish(v.per_day, isAmount) &&
    nullish(v.cap, isAmount) &&
    (v.per_hour != null || v.per_day != null)
  );
}

/** True only if `LateReturnInputSchema` accepts `v` as it is. */
export function fastValidLateReturnInput(v: unknown): boolean {
  return (
    isObj(v) &&
    onlyKeys(v, LATE_RETURN_KEYS) &&
    isInstant(v.scheduled_return) &&
    isInstant(v.actual_return) &&
    fastValidLateFeePolicy(v.policy) &&
    optional(v.quantity, (q) => isInt(q, 1, LIMITS.max_quantity)) &&
    optional(v.time_zone, (x) => typeof x === 'string' && x.length <= MAX_INSTANT_LENGTH)
  );
}
