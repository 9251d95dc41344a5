/** A fleet item's rental length limits: `min_rental_minutes` (real elapsed time) and `max_rental_days`. */
import { PricingError } from './errors.js';
import type { FleetItem, RentalDays } from './types.js';

const MINUTE = 60_000;

/** Minutes, to the hundredth, for a message: `45`, `45.5`. */
function minutesText(ms: number): string {
  return String(Math.floor(ms / 600) / 100);
}

/** The limits check on a rental window already resolved; `param` names the field in the error. */
export function assertRentalLimits(
  item: Pick<FleetItem, 'id' | 'min_rental_minutes' | 'max_rental_days'>,
  rental: Pick<RentalDays, 'pickup_ms' | 'return_ms' | 'rental_days'>,
  param: string,
): void {
  const elapsed = rental.return_ms - rental.pickup_ms;
  const min = item.min_rental_minutes;
  if (min != null && elapsed < min * MINUTE) {
    throw new PricingError(
      'rental_too_short',
      `Fleet item ${item.id} is rented for at least ${min} minutes; this rental lasts ${minutesText(elapsed)}.`,
      param,
    );
  }
  const max = item.max_rental_days;
  if (max != null && rental.rental_days > max) {
    throw new PricingError(
      'rental_too_long',
      `Fleet item ${item.id} is rented for at most ${max} days; this rental is ${rental.rental_days}.`,
      param,
    );
  }
}

export interface CheckRentalLimitsOptions {
  /** The field named by the error. Default `return_date` (`new_return_date` for an extension). */
  param?: string;
}

/**
 * Throw `rental_too_short` when the rental's real elapsed time is below the item's
 * `min_rental_minutes`, or `rental_too_long` when its rental days (counted by the schedule's day
 * count, before closed dates are removed) pass `max_rental_days`; both name `param`. What
 * `calculatePrice` and `priceCart` check for every line, for callers that need it on its own (an
 * extension, a swap). `rental` is what {@link countRentalDays} returns for the window (with the
 * tenant's time zone and schedule).
 *
 * @example
 * const rental = countRentalDays('2026-07-01T09:00', '2026-07-01T09:45', { time_zone: 'Europe/Berlin' });
 * checkRentalLimits({ id: 'fi_bike', min_rental_minutes: 60 }, rental, { param: 'new_return_date' })
 * // throws rental_too_short, param 'new_return_date'
 */
export function checkRentalLimits(
  item: Pick<FleetItem, 'id' | 'min_rental_minutes' | 'max_rental_days'>,
  rental: Pick<RentalDays, 'pickup_ms' | 'return_ms' | 'rental_days'>,
  options: CheckRentalLimitsOptions = {},
): void {
  assertRentalLimits(item, rental, options.param ?? 'return_date');
}
