/** The price calendar: its query and its answer (each date's window, availability and price). */
import { z } from 'zod';
import { LIMITS } from '../core/limits.js';
import type { Agree } from '../core/types.js';
import { constraints, isoDate, timestamp } from '../http/schemas.js';
import { CALENDAR_REASONS, type PriceCalendar, type PriceCalendarDate } from './calendar.js';
import { PriceResultSchema } from './schemas.js';

export const PriceCalendarQuery = z
  .strictObject({
    from: isoDate.meta({ description: 'The first pickup date, a local date of the tenant' }),
    to: isoDate.meta({
      description: `The last pickup date, inclusive: 1..${LIMITS.max_price_calendar_dates} dates from from`,
    }),
    days: z
      .int()
      .min(1)
      .max(LIMITS.max_rental_days)
      .optional()
      .meta({ description: "Rental length: the return is the pickup's local wall-clock time + days × 24 h" }),
    hours: z
      .int()
      .min(1)
      .max(LIMITS.max_calendar_hours)
      .optional()
      .meta({ description: 'Rental length in hours of real time (instead of days)' }),
    time: z
      .string()
      .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a local time HH:mm (00:00..23:59)')
      .optional()
      .meta({
        description: "Local pickup time, HH:mm. Default: each date's first opening time under the schedule, else 09:00",
      }),
    half_day: z.boolean().optional().meta({
      description:
        'As on Calculate: omitted, a rental of at most 5 hours is detected as a half-day; false never (as Create Booking), true forces it',
    }),
    quantity: z
      .int()
      .min(1)
      .max(LIMITS.max_quantity)
      .default(1)
      .meta({ description: 'Units that must be free for a date to be available (the price is one unit)' }),
  })
  .meta(
    constraints(
      { code: 'parameter_missing', param: 'days', rule: 'one of days and hours' },
      { code: 'parameter_invalid', param: 'hours', rule: 'days or hours, not both' },
      {
        code: 'parameter_invalid',
        param: 'to',
        rule: `to is not before from, and from to to spans at most ${LIMITS.max_price_calendar_dates} dates`,
      },
      {
        code: 'parameter_invalid',
        param: 'days',
        rule: `with a publishable key, dates × days at most ${LIMITS.max_shopper_calendar_day_dates}`,
      },
    ),
  );

export const PriceCalendarSchema = z
  .strictObject({
    object: z.literal('price_calendar'),
    fleet_item_id: z.string(),
    time_zone: z.string().meta({ description: "The tenant's time zone: dates and pickup times are its local ones" }),
    data: z.array(
      z.strictObject({
        date: z.string().meta({ format: 'date', description: 'The pickup date' }),
        pickup_date: timestamp,
        return_date: timestamp,
        available: z.boolean().meta({ description: 'free_units >= quantity' }),
        free_units: z.int().meta({
          description:
            "The fewest units free at any instant of the rental's occupancy (turnaround and buffer included); 0 for an inactive item",
        }),
        bookable: z.boolean().meta({ description: 'reason is null' }),
        reason: z.enum(CALENDAR_REASONS).nullable().meta({
          description:
            "Why the date cannot be booked: the price's error (then price is null), else pickup_too_soon, else item_unavailable",
        }),
        price: PriceResultSchema.nullable().meta({
          description: 'Exactly what POST /v1/pricing/calculate answers for this window (one unit), or null',
        }),
      }),
    ),
    cheapest: z
      .array(z.string().meta({ format: 'date' }))
      .meta({ description: 'The bookable dates of the lowest total, ascending' }),
  })
  .meta({ id: 'PriceCalendar' });
// The price is the engine's result with Calculate's envelope (PriceResultSchema states it for both).
type Dated = z.output<typeof PriceCalendarSchema>['data'][number];
const _dates: Agree<Omit<Dated, 'price'>, Omit<PriceCalendarDate, 'price'>> = true;
const _calendar: Agree<Omit<z.output<typeof PriceCalendarSchema>, 'data'>, Omit<PriceCalendar, 'data'>> = true;
