/** The zod schema of a price calendar's input: a quote's fields with dates and a length for its window. */
import { z } from 'zod';
import { parseClock } from '../_lib/clock.js';
import { parseDate } from '../_lib/instant.js';
import { LIMITS } from '../limits.js';
import { FleetItemSchema, quoteFields } from '../schemas.js';

const isoDate = z.string().refine((s) => parseDate(s) !== undefined, 'must be a YYYY-MM-DD date');

/**
 * `priceCalendar`'s input: `item` and every field of a quote but its window and `explain`, with
 * `from` and `to` (pickup dates, inclusive, at most `LIMITS.max_calendar_dates` of them), exactly
 * one of `days` (1..730) and `hours` (1..24), and an optional local pickup `time` (`HH:mm`).
 */
export const PriceCalendarInputSchema = z
  .strictObject({
    item: FleetItemSchema,
    from: isoDate,
    to: isoDate,
    days: z.int().min(1).max(LIMITS.max_rental_days).optional(),
    hours: z.int().min(1).max(LIMITS.max_calendar_hours).optional(),
    time: z
      .string()
      .refine((s) => parseClock(s) !== undefined, 'must be a local time HH:mm (00:00..23:59)')
      .optional(),
    ...quoteFields,
  })
  .superRefine((v, ctx) => {
    if (v.days === undefined && v.hours === undefined) {
      ctx.addIssue({ code: 'invalid_type', expected: 'number', input: undefined, path: ['days'], message: '' });
    } else if (v.days !== undefined && v.hours !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['hours'], message: 'give days or hours, not both' });
    }
    const from = parseDate(v.from) as number;
    const to = parseDate(v.to) as number;
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (to - from >= LIMITS.max_calendar_dates) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `a calendar has at most ${LIMITS.max_calendar_dates} dates`,
      });
    }
  });
