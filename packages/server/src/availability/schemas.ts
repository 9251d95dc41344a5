/** The availability endpoints: the calendar, the cart check and downtimes. */
import { z } from 'zod';
import { LIMITS } from '../core/limits.js';
import type { Agree } from '../core/types.js';
import {
  constraints,
  id,
  instant,
  livemode,
  paginationQuery,
  recordBase,
  rentalWindow,
  text,
  timestamp,
  uniqueBy,
} from '../http/schemas.js';
import type { DowntimeRecord } from '../store/queries/downtimes.js';
import type { FleetItemAvailability } from './calendar.js';
import type { AvailabilityCheck } from './check.js';
import type { DowntimeWrite } from './downtimes.js';

const rangeEnd = instant.meta({
  description: 'ISO 8601, exclusive; a date alone means the end of that local day (the next local midnight)',
});

export const AvailabilityQuery = z
  .strictObject({
    from: instant.optional().meta({
      description:
        "ISO 8601; a date alone is 00:00 in the tenant's time zone. Default: the start of today (day) or of this hour (hour)",
    }),
    to: rangeEnd.optional().meta({
      description:
        'ISO 8601, exclusive; a date alone means the end of that local day. Default: 30 days (day) or 24 hours (hour) after from',
    }),
    interval: z
      .enum(['day', 'hour'])
      .default('day')
      .meta({ description: "day: the tenant's local calendar days (default); hour: UTC hours" }),
    occupancy: z.boolean().optional().meta({
      description: 'true: also list what occupies the item in the range (`occupancy`: each booking and downtime)',
    }),
  })
  .meta(
    constraints(
      { code: 'parameter_invalid', param: 'to', rule: 'to, resolved, is after from' },
      {
        code: 'parameter_invalid',
        param: 'to',
        rule: `from to to spans at most ${LIMITS.max_calendar_slots} slots of the interval`,
      },
    ),
  );

export const FleetItemAvailabilitySchema = z
  .strictObject({
    object: z.literal('fleet_item_availability'),
    fleet_item_id: z.string(),
    quantity: z.int().meta({ description: 'Units in stock' }),
    time_zone: z.string().meta({ description: "The tenant's time zone (day slots are its calendar days)" }),
    interval: z.enum(['day', 'hour']),
    slots: z.array(
      z.strictObject({
        start: timestamp,
        end: timestamp,
        in_use: z.int().optional().meta({
          description: 'Peak units held by bookings in the slot (turnaround included); not shown to a publishable key',
        }),
        down: z
          .int()
          .optional()
          .meta({ description: 'Peak units in downtime in the slot; not shown to a publishable key' }),
        available: z.int().meta({
          description: 'quantity minus the peak of (in_use + down) at one instant, at least 0; 0 for an inactive item',
        }),
      }),
    ),
    occupancy: z
      .array(
        z.strictObject({
          kind: z.enum(['booking', 'downtime']),
          id: z.string().meta({ description: 'The booking (bk_) or downtime (dt_)' }),
          units: z.int(),
          start: timestamp.meta({
            description: "A booking: its pickup (or earlier pick-up) less the item's buffer before",
          }),
          end: timestamp.nullable().meta({
            description:
              "A booking: its return (its return or now while still out; returned_at once back) plus the item's turnaround; null: a downtime open until released",
          }),
        }),
      )
      .optional()
      .meta({
        description:
          'With ?occupancy=true: each booking and downtime occupying the item in [from, to), over its whole occupancy, by start',
      }),
  })
  .meta({ id: 'FleetItemAvailability' });

export const AvailabilityCheckRequest = z
  .strictObject({
    line_items: z
      .array(
        z.strictObject({
          fleet_item_id: id,
          quantity: z.int().min(1).max(LIMITS.max_quantity).default(1),
        }),
      )
      .min(1)
      .max(LIMITS.max_line_items),
    pickup_date: instant,
    return_date: instant,
  })
  .meta(constraints(rentalWindow(), uniqueBy('line_items', 'fleet_item_id')));

export const AvailabilityCheckSchema = z
  .strictObject({
    object: z.literal('availability_check'),
    available: z.boolean().meta({ description: 'Every line fits' }),
    line_items: z.array(
      z.strictObject({
        fleet_item_id: z.string(),
        requested: z.int(),
        free: z.int().meta({ description: 'The fewest units free at any instant of the window: the most that fit' }),
        available: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AvailabilityCheck' });

const force = z
  .boolean()
  .meta({ description: 'Store it even if it leaves holding bookings without units (they are then listed)' });

export const DowntimeCreate = z
  .strictObject({
    fleet_item_id: id,
    quantity: z.int().min(1).max(LIMITS.max_fleet_item_quantity).default(1).meta({
      description: "Units out of service, at most the fleet item's quantity",
    }),
    start: instant,
    end: instant.nullable().meta({
      description: 'ISO 8601, exclusive, after start; a date alone is 00:00 of that day; null: open until ended',
    }),
    reason: text(LIMITS.max_downtime_reason).nullable().optional(),
    unit_id: id.nullable().optional().meta({ description: 'A unit of the fleet item this downtime names' }),
    force: force.default(false),
  })
  .meta(constraints({ code: 'parameter_invalid', param: 'end', rule: 'end, resolved, is after start' }));

/** The fleet item of a downtime stays; every other field may change. */
export const DowntimeUpdate = z
  .strictObject({
    quantity: z.int().min(1).max(LIMITS.max_fleet_item_quantity).optional(),
    start: instant.optional(),
    end: instant.nullable().optional(),
    reason: text(LIMITS.max_downtime_reason).nullable().optional(),
    unit_id: id.nullable().optional(),
    force: force.optional(),
  })
  .meta({
    'x-checked-after-merge': true,
    ...constraints({
      code: 'parameter_invalid',
      param: 'end',
      rule: 'end, resolved, is after start (the stored one where the request has none)',
    }),
  });

export const DowntimeListQuery = z.strictObject({
  ...paginationQuery,
  fleet_item_id: id.optional(),
  from: instant.optional().meta({ description: 'Downtimes ending after this' }),
  to: rangeEnd.optional().meta({ description: 'Downtimes starting before this (a date alone: the end of that day)' }),
});

const downtimeFields = {
  ...recordBase,
  object: z.literal('downtime'),
  fleet_item_id: z.string(),
  quantity: z.int(),
  start: timestamp,
  end: timestamp.nullable().meta({ description: 'null: open until ended (a unit in maintenance until released)' }),
  reason: z.string().nullable(),
  unit_id: z.string().nullable(),
  livemode,
};

export const DowntimeSchema = z.strictObject(downtimeFields).meta({ id: 'Downtime' });

export const DowntimeWriteSchema = z
  .strictObject({
    ...downtimeFields,
    conflicting_booking_ids: z.array(z.string()).meta({
      description: 'Holding bookings this downtime leaves without units at some instant (only a forced one has any)',
    }),
  })
  .meta({ id: 'DowntimeWrite' });

/** The calendar as a publishable key sees it: each slot's `available`, not how many units are booked or down. */
type ShopperCalendar = Omit<FleetItemAvailability, 'slots'> & {
  slots: Omit<FleetItemAvailability['slots'][number], 'in_use' | 'down'>[];
};
const _calendar: Agree<z.output<typeof FleetItemAvailabilitySchema>, FleetItemAvailability | ShopperCalendar> = true;
const _check: Agree<z.output<typeof AvailabilityCheckSchema>, AvailabilityCheck> = true;
const _downtime: Agree<z.output<typeof DowntimeSchema>, DowntimeRecord> = true;
const _write: Agree<z.output<typeof DowntimeWriteSchema>, DowntimeWrite> = true;
