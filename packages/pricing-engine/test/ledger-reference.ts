/**
 * A ledger computed the slow, obvious way, sharing no code with the engine: local dates read through
 * Intl, each rule's coverage from its fields, stage 3 date by date in exact fractions (BigInt), and
 * the largest-remainder method over those fractions. The property tests hold the engine's ledger to it.
 */
import type { LedgerDay, PriceResult, PricingRule } from '../src/index.js';
import { local } from './local-time.js';
import { type Q, q, qadd, qmul } from './references.js';

const DAY = 86_400_000;

/** The local date (YYYY-MM-DD) of an instant, through Intl. */
export const localDateOf = (ms: number, zone: string): string => local(ms, zone).date;

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** ISO weekday of a date: 1 = Monday .. 7 = Sunday. */
const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Whether `rule` adjusts `date` for item `itemId` (stage 3 rules only). */
function covers(rule: PricingRule, date: string, itemId: string): boolean {
  if (rule.active === false || (rule.fleet_item_id != null && rule.fleet_item_id !== itemId)) return false;
  const inRange = rule.start_date == null || (rule.start_date <= date && date <= (rule.end_date as string));
  if (rule.type === 'seasonal') return inRange;
  if (rule.type === 'weekday') return inRange && (rule.weekdays ?? []).includes(weekdayOf(date));
  return false;
}

/** Priority desc, item-specific before global, older first, smaller id (every rule has a created_at). */
function contractOrder(a: PricingRule, b: PricingRule): number {
  return (
    (b.priority ?? 0) - (a.priority ?? 0) ||
    (a.fleet_item_id == null ? 1 : 0) - (b.fleet_item_id == null ? 1 : 0) ||
    Date.parse(a.created_at as string) - Date.parse(b.created_at as string) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

const floorQ = (x: Q): bigint => {
  const t = x.n / x.d;
  return x.n < 0n && t * x.d !== x.n ? t - 1n : t;
};
const sub = (a: Q, b: Q): Q => qadd(a, qmul(b, q(-1n)));

/** Cents of exact shares by the largest-remainder method: floors, then +1 by fraction desc, ties to the first. */
export function apportion(shares: Q[], total: bigint): bigint[] {
  const floors = shares.map(floorQ);
  const fracs = shares.map((s, i) => sub(s, q(floors[i] as bigint)));
  let missing = total - floors.reduce((a, b) => a + b, 0n);
  const order = shares
    .map((_, i) => i)
    .filter((i) => (fracs[i] as Q).n !== 0n)
    .sort((i, j) => {
      const a = fracs[i] as Q;
      const b = fracs[j] as Q;
      const d = b.n * a.d - a.n * b.d;
      return d > 0n ? 1 : d < 0n ? -1 : i - j;
    });
  if (missing < 0n || missing > BigInt(order.length)) throw new Error(`reference: ${missing} cents to give`);
  const out = [...floors];
  for (const i of order) {
    if (missing === 0n) break;
    out[i] = (out[i] as bigint) + 1n;
    missing -= 1n;
  }
  return out;
}

/**
 * The ledger days of one unit of `itemId`, from the pickup instant, the result's figures of the line
 * (base, discount, seasonal adjustment, rental days, closed dates skipped) and the input's rules.
 */
export function referenceDays(
  line: { base_price: number; multi_day_discount: number; seasonal_adjustment: number },
  breakdown: Pick<PriceResult['breakdown'], 'rental_days' | 'closed_dates_skipped'>,
  pickupMs: number,
  zone: string,
  rules: readonly PricingRule[],
  itemId: string,
): { days: LedgerDay[]; exactSeasonal: Q } {
  const first = localDateOf(pickupMs, zone);
  const dates = Array.from({ length: breakdown.rental_days }, (_, i) => addDays(first, i));
  const charged = dates.filter((d) => !breakdown.closed_dates_skipped.includes(d));
  const n = BigInt(charged.length);
  const amount = BigInt(line.base_price - line.multi_day_discount);
  const ordered = rules.filter((r) => r.type !== 'multi_day').sort(contractOrder);

  // Each charged date's rules and their exact effects.
  const effects: { rule: PricingRule; share: Q }[][] = charged.map((date) => {
    let p = q(amount, n);
    return ordered
      .filter((r) => covers(r, date, itemId))
      .map((rule) => {
        const v = BigInt(rule.adjustment_value);
        let next = rule.adjustment_type === 'percent' ? qmul(p, q(100n + v, 100n)) : qadd(p, q(v));
        if (next.n < 0n) next = q(0n);
        const share = sub(next, p);
        p = next;
        return { rule, share };
      });
  });
  const flat = effects.flat();
  const exactSeasonal = flat.reduce((s, e) => qadd(s, e.share), q(0n));
  const adjustments = apportion(
    flat.map((e) => e.share),
    BigInt(line.seasonal_adjustment),
  );
  const bases = apportion(
    charged.map(() => q(BigInt(line.base_price), n)),
    BigInt(line.base_price),
  );
  const discounts = apportion(
    charged.map(() => q(BigInt(line.multi_day_discount), n)),
    BigInt(line.multi_day_discount),
  );

  let k = 0;
  let at = 0;
  const days = dates.map((date): LedgerDay => {
    if (!charged.includes(date)) {
      return { date, charged: false, base: 0, multi_day_discount: 0, adjustments: [], amount: 0 };
    }
    const base = Number(bases[k]);
    const discount = Number(discounts[k]);
    const adj = (effects[k] as { rule: PricingRule }[]).map(({ rule }) => ({
      rule_id: rule.id,
      type: rule.type as 'seasonal' | 'weekday',
      amount: Number(adjustments[at++]),
    }));
    k += 1;
    return {
      date,
      charged: true,
      base,
      multi_day_discount: discount,
      adjustments: adj,
      amount: base - discount + adj.reduce((s, a) => s + a.amount, 0),
    };
  });
  return { days, exactSeasonal };
}
