/**
 * A fleet item's `tracking`: `quantity` (a count of interchangeable units) or `units` (numbered
 * units, `/v1/units`). It changes only while no booking holds the item or will (pending, confirmed,
 * active), since a booking picked up by count cannot be returned by unit nor the other way round.
 * That is checked under the item's lock, the one a booking takes before it counts the item's units:
 * a booking and a tracking change of one item take turns, on any instance, so the check still holds
 * when the change commits. A `units` item's quantity is its units not retired: read-only (refused
 * on create as on update), and set here on a switch (0 when it has none yet); a switch back to
 * `quantity` keeps that count.
 */

import { RentlineError } from '../core/errors.js';
import type { FleetItemRecord } from '../store/records.js';
import type { CheckContext, Input } from './crud.js';

export async function checkTracking(merged: Input, ctx: CheckContext<FleetItemRecord>): Promise<Input> {
  const { existing, input, tx, scope, now } = ctx;
  // A record written without them (the demo catalog's) takes the API's defaults.
  const out: Input = { tracking: 'quantity', buffer_before_minutes: 0, ...merged };
  out.tracking ??= 'quantity';
  out.buffer_before_minutes ??= 0;
  const switching = existing !== undefined && out.tracking !== existing.tracking;
  const counted = existing === undefined || existing.tracking === 'units';
  if (out.tracking === 'units' && counted && input.quantity !== undefined) {
    throw new RentlineError(
      'parameter_invalid',
      'The quantity of a fleet item tracked by units is the count of its units not retired; create or retire units instead.',
      'quantity',
    );
  }
  out.quantity ??= 1;
  if (switching && existing !== undefined) {
    await tx.availability.lockItems(scope, [existing.id]);
    if (await tx.units.itemInUse(scope, existing.id, now.toISOString())) {
      throw new RentlineError(
        'item_in_use',
        `Fleet item ${existing.id} has pending, confirmed or active bookings; its tracking can change once they are completed or cancelled.`,
        'tracking',
      );
    }
  }
  if (out.tracking === 'units' && (existing === undefined || switching)) {
    out.quantity = existing === undefined ? 0 : await tx.units.countInService(scope, existing.id);
  }
  return out;
}
