/**
 * The one pipeline that composes the eight stages (the table in the package README): stages 1-3 per
 * line item, then stages 4-8 over the cart. `calculatePrice` is a one-line cart of quantity 1.
 */
import { compileSchedule } from './_lib/compile-schedule.js';
import { fastValidCartInputBesidesSchedule, fastValidPriceInputBesidesSchedule } from './_lib/fast-paths.js';
import { parseInstant } from './_lib/instant.js';
import { add, mul } from './_lib/money.js';
import type { PreparedSchedule } from './_lib/prepared-schedule.js';
import { type PreparedRule, type PreparedRules, prepareRules } from './_lib/rules.js';
import { resolveTimeZone } from './_lib/time-zone.js';
import { priceCartStages } from './cart-stages.js';
import { type ChargedDates, type RentalWindow, rentalWindow } from './days.js';
import { invalid, PricingError } from './errors.js';
import type { Common, Line, LinesPriced, PricedLine, QuoteOptions } from './line-types.js';
import { assertRentalLimits } from './rental-limits.js';
import { assertOpenAtWall } from './schedule.js';
import { CartInputSchema, PriceInputSchema, parseOrThrow } from './schemas.js';
import { assertAddonsActive } from './stages/addons.js';
import { selectRate } from './stages/base-rate.js';
import { applyMultiDay } from './stages/multi-day.js';
import { appliedRule, seasonalStage } from './stages/seasonal.js';
import type { CartInput, CartLineResult, CartPriceResult, PriceInput, PriceLedger, PriceResult } from './types.js';

/** Stage 3 of one line: its adjustment and the rules that adjusted it (see `seasonalStage`). */
export type Stage3 = (
  amount: number,
  dates: ChargedDates,
  rules: readonly PreparedRule[],
  itemId: string,
) => { adjustment: number; applied: readonly PreparedRule[] };

/**
 * What a price calendar prepares once and every date's quote shares: the rules in contract order and
 * a stage 3 that reads the rules' effects per date from its table instead of finding them again.
 */
export type { Common, Line, LinesPriced, PricedLine, QuoteOptions } from './line-types.js';

export interface SharedWork {
  rules: PreparedRules;
  stage3: Stage3;
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
  stage3: Stage3,
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
  const seasonal = stage3(afterDiscount, window.dates, rules.seasonal, item.id);
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
  return priceWindow(lines, input, schedule, itemParam, listLineRules, zone, window, now, null);
}

/**
 * Everything a quote does once its window and `now` are read: the schedule's and the items' checks,
 * then the eight stages. `shared` (a price calendar's) replaces the rules' preparation and stage 3.
 */
export function priceWindow(
  lines: Line[],
  input: QuoteOptions,
  schedule: PreparedSchedule | null,
  itemParam: (i: number) => string,
  listLineRules: boolean,
  zone: string,
  window: RentalWindow,
  now: number | undefined,
  shared: SharedWork | null,
): CartPriceResult {
  const priced = checkAndPriceLines(lines, input, schedule, itemParam, listLineRules, zone, window, shared);
  return priceCartStages(lines, priced, input, zone, window, now);
}

/** The schedule's checks of the window and each line's (listed once, active, its limits), then stages 1-3. */
export function checkAndPriceLines(
  lines: Line[],
  input: QuoteOptions,
  schedule: PreparedSchedule | null,
  itemParam: (i: number) => string,
  listLineRules: boolean,
  zone: string,
  window: RentalWindow,
  shared: SharedWork | null,
): LinesPriced {
  const seen = checkLines(lines, input, schedule, itemParam, window);
  return priceCheckedLines(lines, input, listLineRules, zone, window, shared, seen);
}

/**
 * The schedule's checks of the window (opening hours at the ends the input asks for) and each line's
 * (listed once, active, its rental limits): the first that fails throws. The cart's item ids.
 */
export function checkLines(
  lines: Line[],
  input: QuoteOptions,
  schedule: PreparedSchedule | null,
  itemParam: (i: number) => string,
  window: RentalWindow,
): Set<string> {
  // The records first (each item once and active, each add-on active), then the shop's hours, then
  // each item's rental limits: when several fail, the first of these answers.
  const seen = checkRecords(lines, input, itemParam);
  checkWindow(lines, input, schedule, window);
  return seen;
}

/** Each line's item listed once and active, each add-on active: the cart's item ids. */
export function checkRecords(lines: Line[], input: QuoteOptions, itemParam: (i: number) => string): Set<string> {
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (seen.has(line.item.id)) throw invalid(itemParam(i), `Fleet item ${line.item.id} is listed twice.`);
    seen.add(line.item.id);
    if (line.item.active === false) {
      throw new PricingError('resource_inactive', `Fleet item ${line.item.id} is inactive.`, itemParam(i));
    }
  });
  assertAddonsActive(input.addons);
  return seen;
}

/** The window's checks once the records passed: the shop's hours, then each item's rental limits. */
export function checkWindow(
  lines: Line[],
  input: QuoteOptions,
  schedule: PreparedSchedule | null,
  window: RentalWindow,
): void {
  if (schedule !== null) {
    // A booking re-priced over its own window (or with a new return) was accepted at its pickup
    // under the hours of its day: the caller says which ends are new and must be open.
    const check = input.opening_hours_check ?? 'pickup_and_return';
    if (check === 'pickup_and_return') assertOpenAtWall(schedule, window.wall_pickup, 'pickup_date');
    if (check !== 'none') assertOpenAtWall(schedule, window.wall_return, 'return_date');
  }
  for (const line of lines) assertRentalLimits(line.item, window, 'return_date');
}

/** Stages 1-3 of lines that passed {@link checkLines} (`itemIds`: what it answered). */
export function priceCheckedLines(
  lines: Line[],
  input: QuoteOptions,
  listLineRules: boolean,
  zone: string,
  window: RentalWindow,
  shared: SharedWork | null,
  itemIds: ReadonlySet<string>,
): LinesPriced {
  // Stages 1-3, per line.
  const rules = shared === null ? prepareRules(input.rules, zone) : shared.rules;
  const stage3 = shared === null ? seasonalStage : shared.stage3;
  const pricedLines = lines.map((line) =>
    priceLine(line, window, input.half_day === true, rules, listLineRules, stage3),
  );
  return { lines: pricedLines, itemIds, rules };
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
 * // With explain: true the result also says what each date costs and why:
 * // quote.ledger.lines[0].days[0] // { date: '2026-07-01', charged: true, base: 3000, ..., amount: 3000 }
 */
export function calculatePrice(input: PriceInput & { explain: true }): PriceResult & { ledger: PriceLedger };
export function calculatePrice(input: PriceInput): PriceResult;
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
export function priceCart(input: CartInput & { explain: true }): CartPriceResult & { ledger: PriceLedger };
export function priceCart(input: CartInput): CartPriceResult;
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
