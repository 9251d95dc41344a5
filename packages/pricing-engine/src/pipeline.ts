/**
 * The one pipeline that composes the eight stages (the table in the package README): stages 1-3 per
 * line item, then stages 4-8 over the cart. `calculatePrice` is a one-line cart of quantity 1.
 */
import { compileSchedule } from './_lib/compile-schedule.js';
import { fastValidCartInputBesidesSchedule, fastValidPriceInputBesidesSchedule } from './_lib/fast-check-input.js';
import { parseInstant } from './_lib/instant.js';
import { add, mul, sub } from './_lib/money.js';
import type { PreparedSchedule } from './_lib/prepared-schedule.js';
import { type PreparedRule, type PreparedRules, prepareRules } from './_lib/rules.js';
import { resolveTimeZone } from './_lib/time-zone.js';
import { type RentalWindow, rentalWindow } from './days.js';
import { invalid, PricingError } from './errors.js';
import { assertRentalLimits } from './rental-limits.js';
import { assertOpenAtWall } from './schedule.js';
import { CartInputSchema, PriceInputSchema, parseOrThrow } from './schemas.js';
import { assertAddonsActive, priceAddons } from './stages/addons.js';
import { selectRate } from './stages/base-rate.js';
import { couponDiscount } from './stages/coupon.js';
import { applyMultiDay } from './stages/multi-day.js';
import { packageSavings } from './stages/package.js';
import { appliedRule, seasonalStage } from './stages/seasonal.js';
import { computeServiceFee } from './stages/service-fee.js';
import { computeTax } from './stages/tax.js';
import type {
  CartInput,
  CartLineResult,
  CartPriceResult,
  FleetItem,
  PriceInput,
  PriceResult,
  RateBasis,
} from './types.js';

interface Line {
  item: FleetItem;
  quantity: number;
  override_price: number | null;
}

type Common = Omit<CartInput, 'line_items'>;

interface PricedLine {
  result: CartLineResult;
  /** The stage-3 rules that adjusted this line, in the order they apply. */
  applied: readonly PreparedRule[];
}

/**
 * Stages 1-3 for one unit of one line. Its `seasonal_rules_applied` is listed only when `listRules`
 * (a cart returns its lines; `calculatePrice` lists its one line's rules once, for the cart).
 */
function priceLine(
  line: Line,
  window: RentalWindow,
  halfDayForced: boolean,
  rules: PreparedRules,
  listRules: boolean,
): PricedLine {
  const { item } = line;
  const days = window.days;
  const rate = selectRate(item, days, window.half_day, {
    week_days: window.week_days,
    elapsed_ms: window.return_ms - window.pickup_ms,
    rental_days: window.rental_days,
    half_day_forced: halfDayForced,
  });
  const md = applyMultiDay(rate.base_price, rules.multiDay, item.id, days);
  const afterDiscount = rate.base_price - md.multi_day_discount;
  const seasonal = seasonalStage(afterDiscount, window.dates, rules.seasonal, item.id);
  const unit = add(afterDiscount, seasonal.adjustment);
  const overridden = line.override_price !== null;
  const applied = overridden ? NO_RULES : seasonal.applied;
  const result: CartLineResult = {
    fleet_item_id: item.id,
    fleet_item_name: item.name ?? null,
    quantity: line.quantity,
    unit_price: unit,
    override_price: line.override_price,
    line_total: mul(overridden ? (line.override_price as number) : unit, line.quantity),
    base_price: rate.base_price,
    rate_basis: rate.rate_basis,
    hourly_units: rate.hourly_units,
    rate_per_day: rate.rate_per_day,
    multi_day_discount: overridden ? 0 : md.multi_day_discount,
    seasonal_adjustment: overridden ? 0 : seasonal.adjustment,
    seasonal_rules_applied: listRules ? applied.map(appliedRule) : [],
  };
  return { result, applied };
}

const NO_RULES: readonly PreparedRule[] = [];

/**
 * The cart's applied seasonal and weekday rules, in application order: each rule of `ordered` whose
 * id is that of a rule that adjusted some line (two rules may share an id).
 */
function cartRules(lines: readonly PricedLine[], ordered: readonly PreparedRule[]): PreparedRule[] {
  if (lines.length === 1) {
    // One line, a few rules (the usual quote): compared in place, without building a set.
    const applied = (lines[0] as PricedLine).applied;
    if (applied.length === 0) return [];
    if (applied.length <= 8) {
      const out: PreparedRule[] = [];
      for (const r of ordered) {
        for (const a of applied) {
          if (a.id === r.id) {
            out.push(r);
            break;
          }
        }
      }
      return out;
    }
  }
  const ids = new Set<string>();
  for (const l of lines) for (const r of l.applied) ids.add(r.id);
  return ordered.filter((r) => ids.has(r.id));
}

/** The cart's rate basis: the lines' when they agree, else `mixed`; hourly units likewise, else null. */
function cartBasis(priced: readonly CartLineResult[]): {
  rate_basis: RateBasis | 'mixed';
  hourly_units: number | null;
} {
  const first = priced[0] as CartLineResult;
  let rate_basis: RateBasis | 'mixed' = first.rate_basis;
  let hourly_units = first.hourly_units;
  for (const p of priced) {
    if (p.rate_basis !== first.rate_basis) rate_basis = 'mixed';
    if (p.hourly_units !== first.hourly_units) hourly_units = null;
  }
  return { rate_basis, hourly_units: rate_basis === 'hourly' ? hourly_units : null };
}

/**
 * The input as validated: the cheap pre-check (with the schedule checked and prepared in the same
 * pass) when it accepts the input, else zod, which throws the first problem.
 */
function validate<T extends PriceInput | CartInput>(
  input: T,
  fastValid: (v: unknown) => boolean,
  schema: typeof PriceInputSchema | typeof CartInputSchema,
): { input: T; schedule: PreparedSchedule | null } {
  if (fastValid(input)) {
    if (input.schedule == null) return { input, schedule: null };
    const schedule = compileSchedule(input.schedule);
    if (schedule !== undefined) return { input, schedule };
  }
  const parsed = parseOrThrow(schema as never, input) as T;
  // zod's output (defaults filled in) passes the pre-check.
  const schedule = parsed.schedule == null ? null : (compileSchedule(parsed.schedule) as PreparedSchedule);
  return { input: parsed, schedule };
}

function run(
  lines: Line[],
  input: Common,
  schedule: PreparedSchedule | null,
  itemParam: (i: number) => string,
  listLineRules = true,
): CartPriceResult {
  const zone = resolveTimeZone(input.time_zone);
  const window = rentalWindow(input.pickup_date, input.return_date, zone, input.half_day, schedule);
  const now = input.now === undefined ? undefined : parseInstant(input.now, zone, 'now');
  const { days } = window;
  // The records first (each item once and active, each add-on active), then the shop's hours, then
  // each item's rental limits: when several fail, the first of these answers.
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (seen.has(line.item.id)) throw invalid(itemParam(i), `Fleet item ${line.item.id} is listed twice.`);
    seen.add(line.item.id);
    if (line.item.active === false) {
      throw new PricingError('resource_inactive', `Fleet item ${line.item.id} is inactive.`, itemParam(i));
    }
  });
  assertAddonsActive(input.addons);
  if (schedule !== null) {
    // A booking re-priced over its own window (or with a new return) was accepted at its pickup
    // under the hours of its day: the caller says which ends are new and must be open.
    const check = input.opening_hours_check ?? 'pickup_and_return';
    if (check === 'pickup_and_return') assertOpenAtWall(schedule, window.wall_pickup, 'pickup_date');
    if (check !== 'none') assertOpenAtWall(schedule, window.wall_return, 'return_date');
  }
  for (const line of lines) assertRentalLimits(line.item, window, 'return_date');

  // Stages 1-3, per line.
  const rules = prepareRules(input.rules, zone);
  const pricedLines = lines.map((line) => priceLine(line, window, input.half_day === true, rules, listLineRules));
  const priced = pricedLines.map((p) => p.result);
  const basis = cartBasis(priced);
  let base = 0;
  let multiDay = 0;
  let seasonal = 0;
  let lineTotal = 0;
  let ratePerDay = 0;
  let deposit = 0;
  const unitPrices = new Map<string, number>();
  for (const [i, p] of priced.entries()) {
    const q = p.quantity;
    base = add(base, mul(p.override_price ?? p.base_price, q));
    multiDay = add(multiDay, mul(p.multi_day_discount, q));
    seasonal = add(seasonal, mul(p.seasonal_adjustment, q));
    lineTotal = add(lineTotal, p.line_total);
    ratePerDay = add(ratePerDay, mul(p.rate_per_day, q));
    deposit = add(deposit, mul((lines[i] as Line).item.deposit_amount ?? 0, q));
    unitPrices.set(p.fleet_item_id, p.override_price ?? p.unit_price);
  }
  const seasonalApplied = cartRules(pricedLines, rules.seasonal).map(appliedRule);

  // Stages 4-8, over the cart.
  const addons = priceAddons(input.addons, days);
  const pkg = packageSavings(input.packages, unitPrices, addons.unitTotals);
  const afterPackage = sub(add(lineTotal, addons.addon_total), pkg.package_savings);
  const coupon = couponDiscount(input.coupon, afterPackage, seen, now, zone, input.coupon_mode ?? 'validate');
  const subtotal = sub(afterPackage, coupon.coupon_discount);
  const tax = computeTax(subtotal, input.tax);
  const fee = computeServiceFee(subtotal, tax, input.tax, input.service_fee);

  return {
    base_price: base,
    discount_amount: add(add(multiDay, pkg.package_savings), coupon.coupon_discount),
    seasonal_adjustment: seasonal,
    addon_total: addons.addon_total,
    package_savings: pkg.package_savings,
    coupon_discount: coupon.coupon_discount,
    subtotal,
    tax,
    total: fee.total,
    deposit_hold_amount: deposit,
    service_fee_amount: fee.service_fee_amount,
    breakdown: {
      days,
      half_day: basis.rate_basis === 'half_day',
      rate_basis: basis.rate_basis,
      hourly_units: basis.hourly_units,
      rental_days: window.rental_days,
      closed_dates_skipped: window.closed_dates_skipped,
      rate_per_day: ratePerDay,
      multi_day_discount: multiDay,
      seasonal_rules_applied: seasonalApplied,
      coupon: coupon.coupon,
      package: pkg.package,
      addons: addons.addons,
    },
    line_items: priced,
  };
}

/**
 * Price one unit of one fleet item through all eight stages.
 *
 * @example
 * const quote = calculatePrice({
 *   item: { id: 'fi_kayak', price_full_day: 4500, price_weekly: 21000 },
 *   pickup_date: '2026-07-01T09:00', return_date: '2026-07-08T09:00',
 *   time_zone: 'America/New_York',
 *   tax: { rate_bps: 825 }, service_fee: { rate_bps: 300 },
 * })
 * quote.base_price // 21000 (weekly rate, 7 days)
 * quote.total      // 23415 (21000 + 1733 tax + 682 fee on 22733)
 */
export function calculatePrice(input: PriceInput): PriceResult {
  // Validation happens once, here at the boundary; the cheap pre-check skips zod for inputs it accepts.
  const { input: parsed, schedule } = validate(input, fastValidPriceInputBesidesSchedule, PriceInputSchema);
  const { item, ...common } = parsed;
  const { line_items: _lines, ...result } = run(
    [{ item, quantity: 1, override_price: null }],
    common,
    schedule,
    () => 'fleet_item_id',
    false,
  );
  return result;
}

/**
 * Price a cart of line items with quantities (a booking): stages 1-3 per line, stages 4-8 over the
 * cart. A line's `override_price` replaces its computed unit price and counts no multi-day discount
 * and no seasonal adjustment.
 *
 * @example
 * const cart = priceCart({
 *   line_items: [{ item: kayak, quantity: 2 }, { item: paddleBoard, override_price: 2000 }],
 *   pickup_date: '2026-07-01', return_date: '2026-07-03', time_zone: 'Europe/Berlin',
 * })
 * cart.line_items[0].line_total // 2 × the kayak's unit price
 */
export function priceCart(input: CartInput): CartPriceResult {
  const { input: parsed, schedule } = validate(input, fastValidCartInputBesidesSchedule, CartInputSchema);
  const { line_items, ...common } = parsed;
  const lines = line_items.map((l) => ({
    item: l.item,
    quantity: l.quantity ?? 1,
    override_price: l.override_price ?? null,
  }));
  return run(lines, common, schedule, (i) => `line_items.${i}.fleet_item_id`);
}
