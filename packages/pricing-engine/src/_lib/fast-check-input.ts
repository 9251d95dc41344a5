/**
 * A hand-written pre-check of the engine inputs that says "valid" only when the zod schemas in
 * `schemas.ts` would accept the input unchanged. It is only a fast path: when it says anything but
 * "valid", the zod schemas run and report the precise error. A property test holds the two together
 * (`fastValid(x)` implies `Schema.safeParse(x).success`).
 */
import { parseDate } from './instant.js';
import { MAX_AMOUNT } from './money.js';

type Obj = Record<string, unknown>;

const MAX_ID = 255;
const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
const isInt = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
const isId = (v: unknown): boolean => typeof v === 'string' && v.length >= 1 && v.length <= MAX_ID;
const isAmount = (v: unknown): boolean => isInt(v, 0, MAX_AMOUNT);
const optional = (v: unknown, check: (x: unknown) => boolean) => v === undefined || check(v);
const nullish = (v: unknown, check: (x: unknown) => boolean) => v === undefined || v === null || check(v);
const isBool = (v: unknown): boolean => typeof v === 'boolean';
const isInstant = (v: unknown): boolean =>
  (typeof v === 'string' && v.length <= 64) || (v instanceof Date && !Number.isNaN(v.getTime()));
const isDate = (v: unknown): boolean => typeof v === 'string' && parseDate(v) !== undefined;
/** Every index, holes included (`Array.prototype.every` skips holes; zod does not). */
function all(v: unknown[], check: (x: unknown) => boolean): boolean {
  for (let i = 0; i < v.length; i++) if (!check(v[i])) return false;
  return true;
}
const isIdList = (v: unknown): boolean => Array.isArray(v) && v.length <= 100 && all(v, isId);
const isType = (v: unknown): boolean => v === 'percent' || v === 'dollar';

function onlyKeys(o: Obj, allowed: ReadonlySet<string>): boolean {
  for (const k in o) if (!allowed.has(k)) return false;
  return true;
}

function item(v: unknown): boolean {
  if (!isObj(v)) return false;
  return (
    isId(v.id) &&
    optional(v.name, (x) => typeof x === 'string' && x.length <= 800) &&
    isAmount(v.price_full_day) &&
    nullish(v.price_half_day, isAmount) &&
    nullish(v.price_multi_day, isAmount) &&
    nullish(v.price_weekly, isAmount) &&
    optional(v.deposit_amount, isAmount) &&
    optional(v.active, isBool)
  );
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
  if (v.type === 'multi_day') {
    return isInt(v.days_threshold, 1, 730) && (percent ? value >= 0 && value <= 100 : value >= 0 && value <= MAX_AMOUNT);
  }
  if (v.type === 'seasonal') {
    return (
      typeof v.start_date === 'string' &&
      typeof v.end_date === 'string' &&
      v.start_date <= v.end_date &&
      v.days_threshold == null &&
      (percent ? value >= -100 && value <= 1000 : value >= -MAX_AMOUNT && value <= MAX_AMOUNT)
    );
  }
  return false;
}

const SELECTION_KEYS = new Set(['addon', 'quantity']);
function selection(v: unknown): boolean {
  if (!isObj(v) || !onlyKeys(v, SELECTION_KEYS) || !isInt(v.quantity, 1, 1000)) return false;
  const a = v.addon;
  return (
    isObj(a) &&
    isId(a.id) &&
    typeof a.name === 'string' &&
    a.name.length <= 800 &&
    isAmount(a.price) &&
    (a.pricing === 'per_item' || a.pricing === 'per_day') &&
    optional(a.active, isBool)
  );
}

function discount(v: Obj): boolean {
  const value = v.discount_value;
  if (!isType(v.discount_type)) return false;
  return v.discount_type === 'percent' ? isInt(value, 0, 100) : isInt(value, 0, MAX_AMOUNT);
}

function pkg(v: unknown): boolean {
  if (!isObj(v)) return false;
  return (
    isId(v.id) &&
    typeof v.name === 'string' &&
    v.name.length <= 800 &&
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

function common(v: Obj): boolean {
  return (
    isInstant(v.pickup_date) &&
    isInstant(v.return_date) &&
    optional(v.half_day, isBool) &&
    optional(v.rules, (x) => listOf(x, 10_000, rule)) &&
    optional(v.addons, (x) => listOf(x, 50, selection)) &&
    optional(v.packages, (x) => listOf(x, 1000, pkg)) &&
    nullish(v.coupon, coupon) &&
    optional(v.coupon_mode, (x) => x === 'validate' || x === 'reapply') &&
    optional(v.tax, (x) => isObj(x) && onlyKeys(x, TAX_KEYS) && isInt(x.rate_bps, 0, 10_000) && optional(x.inclusive, isBool)) &&
    optional(
      v.service_fee,
      (x) =>
        isObj(x) &&
        onlyKeys(x, FEE_KEYS) &&
        isInt(x.rate_bps, 0, 10_000) &&
        optional(x.payer, (p) => p === 'customer' || p === 'tenant'),
    ) &&
    optional(v.time_zone, (x) => typeof x === 'string' && x.length <= 64) &&
    optional(v.now, isInstant)
  );
}

const COMMON_KEYS = [
  'pickup_date',
  'return_date',
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
];
const PRICE_KEYS = new Set(['item', ...COMMON_KEYS]);
const CART_KEYS = new Set(['line_items', ...COMMON_KEYS]);
const LINE_KEYS = new Set(['item', 'quantity', 'override_price']);

/** True only if `PriceInputSchema` accepts `v` as it is. */
export function fastValidPriceInput(v: unknown): boolean {
  return isObj(v) && onlyKeys(v, PRICE_KEYS) && item(v.item) && common(v);
}

/** True only if `CartInputSchema` accepts `v` as it is. */
export function fastValidCartInput(v: unknown): boolean {
  return (
    isObj(v) &&
    onlyKeys(v, CART_KEYS) &&
    Array.isArray(v.line_items) &&
    v.line_items.length >= 1 &&
    v.line_items.length <= 50 &&
    all(
      v.line_items,
      (l: unknown) =>
        isObj(l) &&
        onlyKeys(l, LINE_KEYS) &&
        item(l.item) &&
        optional(l.quantity, (q) => isInt(q, 1, 1000)) &&
        nullish(l.override_price, isAmount),
    ) &&
    common(v)
  );
}
