/**
 * A fleet item's `tracking`: `quantity` (a count of interchangeable units) or `units` (numbered
 * units, `/v1/units`). It changes only while no booking holds the item or will (pending, confirmed,
 * active), since a booking picked up by count cannot be returned by unit nor the other way round.
 * A `units` item's quantity is its units not retired: read-only, and set here on a switch (0 when it
 * has none yet); a switch back to `quantity` keeps that count.
 */

import type { CheckContext, Input } from '../catalog/crud.js';
import { RentlineError } from '../core/errors.js';
import type { FleetItemRecord } from '../store/records.js';

export async function checkTracking(merged: Input, ctx: CheckContext<FleetItemRecord>): Promise<Input> {
  const { existing, input, tx, scope, now } = ctx;
  // A record written without them (the demo catalog's) takes the API's defaults.
  const out: Input = { tracking: 'quantity', buffer_before_minutes: 0, ...merged };
  out.tracking ??= 'quantity';
  out.buffer_before_minutes ??= 0;
  const switching = existing !== undefined && out.tracking !== existing.tracking;
  if (out.tracking === 'units' && existing?.tracking === 'units' && 'quantity' in input) {
    throw new RentlineError(
      'parameter_invalid',
      'The quantity of a fleet item tracked by units is the count of its units not retired; create or retire units instead.',
      'quantity',
    );
  }
  if (switching && existing !== undefined) {
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
