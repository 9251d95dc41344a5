/** zod schemas of the shop's schedule (opening hours, closed dates, the day count) and of late returns. */
import { z } from 'zod';
import { parseClock } from './_lib/clock.js';
import { amount, instant, isoDate, quantity, range } from './_lib/zod-fields.js';
import { LIMITS, MAX_INSTANT_LENGTH } from './limits.js';
import type { OpeningHours } from './plan-types.js';

/** `HH:mm`, 00:00..23:59, as the pattern a JSON Schema of the schedule states (what `parseClock` reads). */
export const CLOCK_PATTERN = '^(?:[01][0-9]|2[0-3]):[0-5][0-9]$';
/** A closing time: `HH:mm` or `24:00` (the end of the day). */
export const CLOSING_CLOCK_PATTERN = '^(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]|24:00)$';

const openTime = z
  .string()
  .refine((s) => parseClock(s) !== undefined, 'must be a local time HH:mm (00:00..23:59)')
  .meta({ pattern: CLOCK_PATTERN });
const closeTime = z
  .string()
  .refine((s) => parseClock(s, true) !== undefined, 'must be a local time HH:mm (00:00..23:59, or 24:00)')
  .meta({ pattern: CLOSING_CLOCK_PATTERN });

const openingInterval = z.tuple([openTime, closeTime]).superRefine(([open, close], ctx) => {
  const o = parseClock(open);
  const c = parseClock(close, true);
  if (o !== undefined && c !== undefined && o >= c) {
    ctx.addIssue({ code: 'custom', message: 'the opening time must be before the closing time' });
  }
});

const openingDay = z.array(openingInterval).superRefine((intervals, ctx) => {
  for (let i = 1; i < intervals.length; i++) {
    const prev = intervals[i - 1];
    const cur = intervals[i];
    const prevClose = Array.isArray(prev) ? parseClock(prev[1], true) : undefined;
    const open = Array.isArray(cur) ? parseClock(cur[0]) : undefined;
    if (prevClose !== undefined && open !== undefined && open < prevClose) {
      ctx.addIssue({
        code: 'custom',
        path: [i],
        message: 'intervals must be sorted and must not overlap (one may start where the previous one ends)',
      });
    }
  }
});

/**
 * Opening hours: ISO weekday keys `"1"` (Monday) .. `"7"` (Sunday), each a list of `[open, close]`
 * local times (`HH:mm`, `close` may be `24:00`), `open < close`, sorted, not overlapping. A missing
 * weekday or `[]` is closed all day, but some weekday must have an interval (a shop that never opens
 * could take no rental; a holiday is a closed date). Any other key is `parameter_invalid`.
 */
export const OpeningHoursSchema: z.ZodType<OpeningHours, OpeningHours> = z
  .record(z.string().regex(/^[1-7]$/, 'must be an ISO weekday, "1" (Monday) .. "7" (Sunday)'), openingDay)
  .refine(
    (hours) => Object.values(hours).some((intervals) => intervals.length > 0),
    'must open on at least one weekday (list a holiday in closed_dates instead)',
  );

const closedDates = z
  .array(isoDate)
  .max(LIMITS.max_closed_dates)
  .superRefine((dates, ctx) => {
    const seen = new Set<string>();
    dates.forEach((d, i) => {
      if (seen.has(d)) ctx.addIssue({ code: 'custom', path: [i], message: `${d} is listed twice` });
      seen.add(d);
    });
  })
  // A date has one spelling (YYYY-MM-DD), so "each listed once" is JSON Schema's uniqueItems.
  .meta({ uniqueItems: true });

/**
 * The shop's schedule. Every field is optional and takes its default, so parsing `{}` gives
 * {@link DEFAULT_SCHEDULE}; unknown fields are `parameter_unknown`.
 */
export const ScheduleSchema = z.strictObject({
  /** `null` (default): always open. */
  opening_hours: OpeningHoursSchema.nullable().default(null),
  /** `YYYY-MM-DD` local dates the shop is closed, unique, at most 366. Default `[]`. */
  closed_dates: closedDates.default(() => []),
  /** `false`: closed dates inside a rental are not charged (and a week has W = open weekdays). Default `true`. */
  charge_closed_days: z.boolean().default(true),
  /** Default `elapsed`. */
  day_count: z.enum(['elapsed', 'calendar']).default('elapsed'),
  /** `HH:mm` (00:00..23:59): with `calendar`, a return by then is not charged for its date. Default `null`. */
  return_by: openTime.nullable().default(null),
  /** 0..1440 minutes of grace on the day count. Default 0. */
  leeway_minutes: range(LIMITS.leeway_minutes).default(0),
  /** 0..525600: how long before pickup a booking must be made. A server checks it (it needs a clock). Default 0. */
  min_notice_minutes: range(LIMITS.min_notice_minutes).default(0),
});
/** A shop's schedule. Every field is optional and takes its default ({@link DEFAULT_SCHEDULE}). */
export type Schedule = z.input<typeof ScheduleSchema>;
/** A {@link Schedule} with every default filled in, as {@link parseSchedule} returns it. */
export type ResolvedSchedule = z.output<typeof ScheduleSchema>;

// ---- Late returns -------------------------------------------------------------------------------

/**
 * A late-return fee policy: `grace_minutes` 0..10080 (default 0); `per_hour`, `per_day`, `cap` cents
 * or `null` (default). At least one of `per_hour` / `per_day` must be set (0 counts as set), else
 * `parameter_invalid` naming the policy itself.
 */
const lateFeePolicy = z
  .strictObject({
    /** 0..10080: a return this late or less costs nothing. Once past it, the whole lateness is charged. */
    grace_minutes: range(LIMITS.grace_minutes).default(0),
    /** Cents per started hour (`null`: none). */
    per_hour: amount.nullable().default(null),
    /** Cents per started 24 h (`null`: none). */
    per_day: amount.nullable().default(null),
    /** The most one unit's fee can be (`null`: no cap). */
    cap: amount.nullable().default(null),
  })
  .superRefine((policy, ctx) => {
    if (policy.per_hour == null && policy.per_day == null) {
      ctx.addIssue({ code: 'custom', message: 'set per_hour or per_day, or both (0 counts as set)' });
    }
  });
/**
 * A late-return fee policy. At least one of `per_hour` / `per_day` must be set (0 counts as set).
 * Omitted keys take their defaults (`grace_minutes` 0, the others `null`).
 */
export type LateFeePolicy = z.input<typeof lateFeePolicy>;
/** A {@link LateFeePolicy} with every default filled in, as {@link parseLateFeePolicy} returns it. */
export type ResolvedLateFeePolicy = z.output<typeof lateFeePolicy>;
// Declared by the types it parses, so the published type stays two short names.
export const LateFeePolicySchema: z.ZodType<ResolvedLateFeePolicy, LateFeePolicy> = lateFeePolicy;

export const LateReturnInputSchema = z.strictObject({
  /** When the rental was due back. */
  scheduled_return: instant,
  /** When it came back. */
  actual_return: instant,
  policy: LateFeePolicySchema,
  /** Units returned late, 1..1000; default 1. */
  quantity: quantity.optional(),
  /** Reads instants without an offset. Default `UTC`. Lateness is real elapsed time either way. */
  time_zone: z.string().max(MAX_INSTANT_LENGTH).optional(),
});
/** Input of {@link priceLateReturn}. */
export type LateReturnInput = z.input<typeof LateReturnInputSchema>;
