/** Request and response schemas of numbered units. */
import { z } from 'zod';
import type { Agree } from '../core/types.js';
import { id, livemode, paginationQuery, recordBase, text, timestamp } from '../http/schemas.js';
import type { UnitRecord } from '../store/queries/units.js';
import type { RetiredUnit } from './service.js';

export const UNIT_STATUSES = ['available', 'out', 'in_maintenance', 'retired'] as const;
export const UNIT_CONDITIONS = ['ok', 'damaged', 'needs_inspection'] as const;

const identifier = text(64, 1).meta({
  description: 'Unique per tenant and mode among units not retired, compared case-insensitively',
});
const serialNumber = text(200).nullable();
const notes = text(2000).nullable();

export const UnitCreate = z.strictObject({
  fleet_item_id: id.meta({ description: 'A fleet item with `tracking: "units"`' }),
  identifier,
  serial_number: serialNumber.optional(),
  notes: notes.optional(),
});

/** The item, status and condition of a unit are not edited: they follow pick-ups, returns and releases. */
export const UnitUpdate = z.strictObject({
  identifier: identifier.optional(),
  serial_number: serialNumber.optional(),
  notes: notes.optional(),
});

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

const unitFields = {
  ...recordBase,
  object: z.literal('unit'),
  fleet_item_id: z.string(),
  identifier: z.string(),
  serial_number: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(UNIT_STATUSES).meta({ description: 'Read-only: follows pick-ups, returns, releases and retiring' }),
  condition: z.enum(UNIT_CONDITIONS).meta({ description: 'The last condition recorded (`ok` at creation)' }),
  booking_id: z.string().nullable().meta({ description: 'The booking the unit is out on (status `out`)' }),
  retired_at: timestamp.nullable(),
  retired_reason: z.string().nullable(),
  livemode,
};

export const UnitSchema = z.strictObject(unitFields).meta({ id: 'Unit' });

export const RetiredUnitSchema = z
  .strictObject({
    ...unitFields,
    conflicting_booking_ids: z.array(z.string()).meta({
      description: 'Holding bookings left without units by retiring it (only a forced retire has any)',
    }),
  })
  .meta({ id: 'RetiredUnit' });

const _unit: Agree<z.output<typeof UnitSchema>, UnitRecord> = true;
const _retired: Agree<z.output<typeof RetiredUnitSchema>, RetiredUnit> = true;
