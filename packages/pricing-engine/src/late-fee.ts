/** Late returns: the fee a late return costs under a policy, in exact integer cents. */
import { fastValidLateReturnInput } from './_lib/fast-paths.js';
import { parseInstant } from './_lib/instant.js';
import { fromBig, mul } from './_lib/money.js';
import { resolveTimeZone } from './_lib/time-zone.js';
import { LateFeePolicySchema, LateReturnInputSchema, parseOrThrow } from './schemas.js';
import type { LateReturnInput, ResolvedLateFeePolicy } from './types.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** ceil(a / b) for a >= 0, b > 0, safe integers. */
function ceilDiv(a: number, b: number): bigint {
  const q = Math.floor(a / b);
  return BigInt(q * b < a ? q + 1 : q);
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * One unit's fee for `late` ms of lateness under a resolved policy: 0 within the grace; past it the
 * whole lateness counts (the grace is not deducted): per started hour, per started day, or both
 * (whole days at `per_day`, the rest at `per_hour` but never more than `per_day`), then at most `cap`.
 */
export function lateFee(late: number, policy: ResolvedLateFeePolicy): number {
  if (late <= policy.grace_minutes * MINUTE) return 0;
  // In BigInt: years late at a high rate pass the safe integers before a cap brings them back.
  const perHour = policy.per_hour === null ? null : BigInt(policy.per_hour);
  const perDay = policy.per_day === null ? null : BigInt(policy.per_day);
  let fee: bigint;
  if (perDay === null) fee = ceilDiv(late, HOUR) * (perHour as bigint);
  else if (perHour === null) fee = ceilDiv(late, DAY) * perDay;
  else {
    const days = Math.floor(late / DAY);
    const rest = late - days * DAY;
    fee = BigInt(days) * perDay + min(ceilDiv(rest, HOUR) * perHour, perDay);
  }
  return fromBig(policy.cap === null ? fee : min(fee, BigInt(policy.cap)));
}

/**
 * Validate a late-fee policy as the engine does and fill in the defaults (`grace_minutes` 0, the rest
 * `null`): what a server stores for `PATCH {late_fee}`. At least one of `per_hour` / `per_day` must
 * be set (0 counts as set). Bad input throws `PricingError` `parameter_invalid` (or
 * `parameter_unknown`) with a param rooted at `options.param` (default `late_fee`); a policy with
 * neither rate names the policy itself.
 *
 * @example
 * parseLateFeePolicy({ per_hour: 500 }) // { grace_minutes: 0, per_hour: 500, per_day: null, cap: null }
 * parseLateFeePolicy({ grace_minutes: 30 }) // throws parameter_invalid, param 'late_fee'
 */
export function parseLateFeePolicy(value: unknown, options: { param?: string } = {}): ResolvedLateFeePolicy {
  return parseOrThrow(LateFeePolicySchema, value, options.param ?? 'late_fee');
}

/**
 * The fee in cents for returning `quantity` units (default 1) at `actual_return` instead of
 * `scheduled_return`. Lateness is real elapsed time. Within `grace_minutes` (bounds included) the
 * fee is 0; past it the whole lateness is charged, the grace not deducted:
 * - only `per_hour`: ceil(late / 1 h) × per_hour;
 * - only `per_day`: ceil(late / 24 h) × per_day;
 * - both: floor(late / 24 h) × per_day + min(ceil(rest / 1 h) × per_hour, per_day), rest = what is
 *   left after the whole days;
 * then at most `cap` per unit, × quantity. A return on time or early is 0. Bad input throws
 * `PricingError` (`parameter_invalid` naming the field: `actual_return`, `policy.per_hour`, `policy`).
 *
 * @example
 * priceLateReturn({
 *   scheduled_return: '2026-07-05T18:00:00Z', actual_return: '2026-07-06T21:30:00Z',
 *   policy: { per_hour: 500, per_day: 3000 }, quantity: 2,
 * }) // 10000: 27.5 h late = 1 day (3000) + min(4 started hours × 500, 3000) = 5000 per unit, × 2 units
 */
export function priceLateReturn(input: LateReturnInput): number {
  const parsed = fastValidLateReturnInput(input)
    ? input
    : (parseOrThrow(LateReturnInputSchema, input) as LateReturnInput);
  const zone = resolveTimeZone(parsed.time_zone);
  const scheduled = parseInstant(parsed.scheduled_return, zone, 'scheduled_return');
  const actual = parseInstant(parsed.actual_return, zone, 'actual_return');
  const p = parsed.policy;
  const policy: ResolvedLateFeePolicy = {
    grace_minutes: p.grace_minutes ?? 0,
    per_hour: p.per_hour ?? null,
    per_day: p.per_day ?? null,
    cap: p.cap ?? null,
  };
  return mul(lateFee(actual - scheduled, policy), parsed.quantity ?? 1);
}
