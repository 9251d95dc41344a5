/**
 * The values records and requests are made of: ids, amounts, free text, instants, dates, time zones,
 * late-fee policies. Record declarations (`model/*.ts`) and the features' request schemas build on
 * them, so a limit or a format is stated once.
 */
import { isValidTimeZone, LateFeePolicySchema } from '@rentline/pricing-engine';
import { z } from 'zod';
import { type Constraint, constraints } from '../core/constraints.js';
import { LIMITS } from '../core/limits.js';

export const MAX_AMOUNT = LIMITS.max_amount;
export const MAX_ID_LENGTH = LIMITS.max_id_length;
export const MAX_NAME = LIMITS.max_name_length;
export const MAX_DESCRIPTION = LIMITS.max_description;

const codePoints = (s: string) => [...s].length;

/** A free-text string of at most `max` code points (JSON Schema's maxLength counts code points too). */
export const text = (max: number, min = 0) =>
  z
    .string()
    .refine((s) => codePoints(s) >= min, { message: min === 1 ? 'must not be empty' : `at least ${min} characters` })
    .refine((s) => codePoints(s) <= max, { message: `at most ${max} characters` })
    .meta({ minLength: min, maxLength: max });

export const name = text(MAX_NAME, 1);
export const description = text(MAX_DESCRIPTION);
export const id = z.string().min(1).max(MAX_ID_LENGTH);
export const amount = z.int().min(0).max(MAX_AMOUNT);
export const signedAmount = z.int().min(-MAX_AMOUNT).max(MAX_AMOUNT);
export const adjustmentType = z.enum(['percent', 'dollar']);
export { type Constraint, constraints };

/** Ids of records of one kind: each at most once. */
export const idList = z.array(id).max(LIMITS.max_ids_per_list).meta({ uniqueItems: true });

/** `discount_value`'s range by `discount_type` (checkDiscount): whole percent 0..100, or cents. */
export const discountByType = {
  oneOf: (['percent', 'dollar'] as const).map((type) => {
    const { min, max } = type === 'percent' ? LIMITS.discount_percent : { min: 0, max: LIMITS.max_amount };
    return {
      properties: { discount_type: { const: type }, discount_value: { minimum: min, maximum: max } },
      required: ['discount_type'],
    };
  }),
};
export const mergedDiscount: Constraint = {
  code: 'parameter_invalid',
  param: 'discount_value',
  rule: "the merged record: discount_value is outside its discount_type's range",
};

// The instant forms the engine parses, as one pattern: the years 1970-9999, real calendar dates
// (February 29 in leap years only), hours 00-23, minutes and seconds 00-59, offsets up to ±23:59.
const YEAR = '(?:19[7-9]\\d|[2-9]\\d{3})';
const LEAP_YEAR = '(?:19(?:7[26]|8[048]|9[26])|[2-9]\\d(?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[3579][26])00)';
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
const TIME =
  '[Tt](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,9})?)?(?:[Zz]|[+-](?:[01]\\d|2[0-3])(?::?[0-5]\\d)?)?';
export const INSTANT_PATTERN = `^(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)(?:${TIME})?$`;

/** The instants the API takes, resolved (UTC), as the document states them (`x-instant-range`). */
export const INSTANT_RANGE = { minimum: '1970-01-01T00:00:00.000Z', maximum: '9999-12-31T23:59:59.999Z' };

/** An ISO 8601 instant as the API reads it; resolved against the tenant time zone. */
export const instant = z
  .string()
  .min(1)
  .max(LIMITS.max_instant_length)
  .meta({
    description:
      "ISO 8601 date or date-time; with Z or an offset that instant, without one the tenant's wall-clock time, a date alone its start. " +
      'Resolved, it must lie between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z: the pattern keeps the years to 1970-9999, ' +
      "but on the first and the last day an offset or the tenant's time zone can carry it past either end.",
    pattern: INSTANT_PATTERN,
    'x-instant-range': INSTANT_RANGE,
    ...constraints({
      code: 'parameter_invalid',
      rule: `resolved, between ${INSTANT_RANGE.minimum} and ${INSTANT_RANGE.maximum}`,
    }),
  });

/** What no schema can say of a rental window (`pickup_date`, `return_date`): the engine's checks. */
export const rentalWindow = (returnParam = 'return_date'): Constraint => ({
  code: 'parameter_invalid',
  param: returnParam,
  rule: `${returnParam}, resolved, is after pickup_date, and the rental lasts at most ${LIMITS.max_rental_days} rental days`,
});

/** `half_day: true` asks for the half-day rate, which only a short window can have. */
export const halfDayWindow: Constraint = {
  code: 'half_day_not_allowed',
  param: 'half_day',
  rule: 'half_day: true only for a window of at most 24 hours',
};

/** A list of objects in which one field names each record at most once (JSON Schema's uniqueItems compares whole items). */
export const uniqueBy = (list: string, field: string): Constraint => ({
  code: 'parameter_invalid',
  param: `${list}.*.${field}`,
  rule: `no two items of ${list} name the same ${field}`,
});

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A `YYYY-MM-DD` date of the proleptic Gregorian calendar, years 0000-9999 (year 0 is 1 BC, a leap
 * year), as the engine and JSON Schema's `format: date` read it. By arithmetic: `Date.UTC` reads the
 * years 0-99 as 1900-1999.
 */
export function isCalendarDate(s: string): boolean {
  const m = DATE.exec(s);
  if (m === null) return false;
  const y = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}
export const isoDate = z
  .string()
  .max(10)
  .refine(isCalendarDate, { message: 'must be a calendar date YYYY-MM-DD' })
  .meta({ format: 'date' });

export const timezone = z
  .string()
  .min(1)
  .max(64)
  .refine((s) => isValidTimeZone(s), { message: 'must be an IANA time zone name' })
  .meta({
    description: 'IANA time zone name, e.g. Europe/Berlin',
    ...constraints({
      code: 'parameter_invalid',
      rule: "a time zone of the server's time zone database (an IANA name or alias, e.g. Europe/Berlin)",
    }),
  });

export const timestamp = z.string().meta({ format: 'date-time', description: 'UTC instant with milliseconds' });

export const livemode = z.boolean();

// ---------------------------------------------------------------------------------------- late fees
/**
 * A late-fee policy as a tenant setting or a fleet item takes it: the engine's own schema, so the
 * server stores exactly what the engine prices (an omitted key takes its default: grace 0, the rest
 * null; at least one of per_hour / per_day, 0 counting as set, else `parameter_invalid` naming the
 * policy itself).
 */
export const lateFeePolicyInput = LateFeePolicySchema.meta({
  description:
    'Late-return fee: grace_minutes (0..10080, default 0), per_hour / per_day / cap in cents or null (default); ' +
    'at least one of per_hour and per_day must be set (0 counts)',
  ...constraints({ code: 'parameter_invalid', rule: 'at least one of per_hour and per_day is set (0 counts)' }),
});

/** A late-fee policy as responses show it: every field present. */
export const lateFeePolicy = z
  .strictObject({
    grace_minutes: z.int().meta({ description: 'A return this many minutes late or less costs nothing' }),
    per_hour: z.int().nullable().meta({ description: 'Cents per started hour late; null: none' }),
    per_day: z.int().nullable().meta({ description: 'Cents per started 24 h late; null: none' }),
    cap: z.int().nullable().meta({ description: 'The most one unit is charged; null: no cap' }),
  })
  .meta({ id: 'LateFeePolicy' });
