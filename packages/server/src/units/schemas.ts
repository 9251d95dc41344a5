/** Request and response schemas of numbered units: the record's are its declaration's (`model/unit.ts`). */
import { z } from 'zod';
import type { Agree } from '../core/types.js';
import { id, paginationQuery, text } from '../http/schemas.js';
import { createSchema, recordSchema, updateSchema } from '../model/record.js';
import { UNIT_STATUSES, Unit } from '../model/unit.js';
import type { RetiredUnit } from './service.js';

export const UnitCreate = createSchema(Unit);

/** The item, status and condition of a unit are not edited: they follow pick-ups, returns and releases. */
export const UnitUpdate = updateSchema(Unit);

export const UnitListQuery = z.strictObject({
  ...paginationQuery,
  fleet_item_id: id.optional(),
  status: z.enum(UNIT_STATUSES).optional(),
});

export const UnitRetire = z.strictObject({
  reason: text(200).nullable().optional(),
  force: z
    .boolean()
    .default(false)
    .meta({ description: 'Retire it even if holding bookings are left without units (they are then listed)' }),
});

export const UnitSchema = recordSchema(Unit);

const conflictingBookingIds = z.array(z.string()).meta({
  description: 'Holding bookings left without units by retiring it (only a forced retire has any)',
});

/** The unit as retiring leaves it, and the bookings that left short. */
export const RetiredUnitSchema = z
  .strictObject({ ...Unit.schema.shape, conflicting_booking_ids: conflictingBookingIds })
  .meta({ id: 'RetiredUnit' });

// The unit's fields are its declaration's; what retiring adds is checked against the service's type.
const _retired: Agree<z.output<typeof conflictingBookingIds>, RetiredUnit['conflicting_booking_ids']> = true;
