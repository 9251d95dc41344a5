/**
 * A numbered unit of a fleet item tracked by units: one bike, one kayak, with its own identifier.
 * Its fleet item is set when it is created and never changes; its status, condition and booking
 * follow pick-ups, returns, releases and retiring, so no request sets them. `ever_out` (stored, never
 * shown) says whether it was ever picked up: a unit that was is retired, not deleted.
 */
import { z } from 'zod';
import { ID_PREFIX } from '../core/ids.js';
import { f } from './field.js';
import { type CreateOf, defineRecord, type RecordOf, type UpdateOf } from './record.js';
import { id, text, timestamp } from './values.js';

export const UNIT_STATUSES = ['available', 'out', 'in_maintenance', 'retired'] as const;
export const UNIT_CONDITIONS = ['ok', 'damaged', 'needs_inspection'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export type UnitCondition = (typeof UNIT_CONDITIONS)[number];

export const Unit = defineRecord({
  object: 'unit',
  table: 'units',
  prefix: ID_PREFIX.unit,
  label: 'unit',
  schemaId: 'Unit',
  fields: {
    fleet_item_id: f.text(id).fixed().inputMeta({ description: 'A fleet item with `tracking: "units"`' }),
    identifier: f.text(text(64, 1)).inputMeta({
      description: 'Unique per tenant and mode among units not retired, compared case-insensitively',
    }),
    serial_number: f.text(text(200)).nullable().optional(),
    notes: f.text(text(2000)).nullable().optional(),
    status: f
      .enum(UNIT_STATUSES)
      .readOnly('available')
      .meta({ description: 'Read-only: follows pick-ups, returns, releases and retiring' }),
    condition: f
      .enum(UNIT_CONDITIONS)
      .readOnly('ok')
      .meta({ description: 'The last condition recorded (`ok` at creation)' }),
    booking_id: f
      .text(z.string())
      .nullable()
      .readOnly(null)
      .meta({ description: 'The booking the unit is out on (status `out`)' }),
    retired_at: f.text(timestamp, timestamp).nullable().readOnly(null),
    retired_reason: f.text(z.string()).nullable().readOnly(null),
    ever_out: f.bool().hidden(false),
  },
});
export type UnitRecord = RecordOf<typeof Unit>;
export type UnitCreate = CreateOf<typeof Unit>;
export type UnitUpdate = UpdateOf<typeof Unit>;
