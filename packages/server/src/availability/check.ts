/**
 * `POST /v1/availability/check`: whether a cart's units are free over a rental window, and how many
 * are, without writing or locking anything. The request is validated as Create Booking validates it
 * (the same references, window and limits), so a cart that checks out can be booked as is, unless
 * another booking takes the units first.
 */
import {
  checkOpeningHours,
  checkRentalLimits,
  countRentalDays,
  PricingError,
  resolveInstant,
} from '@rentline/pricing-engine';
import { missingRef } from '../core/errors.js';
import { issued } from '../core/issued.js';
import { checkListedOnce } from '../core/line-items.js';
import type { Scope } from '../core/scope.js';
import type { Tx } from '../store/store.js';
import { FLEET_ITEMS } from '../store/tables.js';
import { loadTenant } from '../tenants/service.js';
import { freeUnits } from './units.js';

export interface AvailabilityCheckInput {
  line_items: { fleet_item_id: string; quantity: number }[];
  pickup_date: string;
  return_date: string;
}

export interface AvailabilityCheck {
  object: 'availability_check';
  /** Every line fits. */
  available: boolean;
  line_items: {
    fleet_item_id: string;
    requested: number;
    /** The fewest units free at any instant of the line's occupancy: the most that would fit. */
    free: number;
    available: boolean;
  }[];
}

export async function checkCart(
  tx: Tx,
  scope: Scope,
  input: AvailabilityCheckInput,
  now: Date,
): Promise<AvailabilityCheck> {
  const found = issued(
    tx.resources.getMany(
      FLEET_ITEMS,
      scope,
      input.line_items.map((l) => l.fleet_item_id),
    ),
  );
  const { timezone: time_zone, schedule } = (await loadTenant(tx, scope)).settings;
  // In the order Create Booking reports them: the window's own rules (return after pickup, the
  // longest rental, counted by the shop's day count) and each item listed once, then the items
  // (each found and active), the opening hours at pickup and return, and each item's rental limits.
  const rental = countRentalDays(input.pickup_date, input.return_date, { time_zone, half_day: false, schedule });
  checkListedOnce(input.line_items);
  const records = await found;
  const items = input.line_items.map((line, i) => {
    const param = `line_items.${i}.fleet_item_id`;
    const item = records.get(line.fleet_item_id);
    if (item === undefined) throw missingRef('fleet item', line.fleet_item_id, param);
    if (!item.active) throw new PricingError('resource_inactive', `Fleet item ${item.id} is inactive.`, param);
    return item;
  });
  checkOpeningHours(schedule, input.pickup_date, { time_zone, param: 'pickup_date' });
  checkOpeningHours(schedule, input.return_date, { time_zone, param: 'return_date' });
  for (const item of items) checkRentalLimits(item, rental, { param: 'return_date' });
  const window = {
    pickupMs: resolveInstant(input.pickup_date, { time_zone, param: 'pickup_date' }),
    returnMs: resolveInstant(input.return_date, { time_zone, param: 'return_date' }),
  };
  const line_items: AvailabilityCheck['line_items'] = [];
  for (const [i, item] of items.entries()) {
    const requested = input.line_items[i]?.quantity ?? 1;
    const free = await freeUnits(tx, scope, item, window, now);
    line_items.push({ fleet_item_id: item.id, requested, free, available: requested <= free });
  }
  return { object: 'availability_check', available: line_items.every((l) => l.available), line_items };
}
