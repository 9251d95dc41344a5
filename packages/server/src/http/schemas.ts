/**
 * Building blocks of the features' request and response schemas (and so of the OpenAPI document):
 * ids, amounts, free text, instants, query parameters, the list envelope, the error envelope.
 */
import { isValidTimeZone, LateFeePolicySchema } from '@rentline/pricing-engine';
import { z } from 'zod';
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
/** An ISO 8601 instant as the API reads it; resolved against the tenant time zone. */
export const instant = z.string().min(1).max(LIMITS.max_instant_length).meta({
  description:
    "ISO 8601 date or date-time; with Z or an offset that instant, without one the tenant's wall-clock time, a date alone its start",
  // The forms the engine parses (it checks the calendar and the offset's range too).
  pattern: '^\\d{4}-\\d{2}-\\d{2}([Tt]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?([Zz]|[+-]\\d{2}(:?\\d{2})?)?)?$',
});

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export function isCalendarDate(s: string): boolean {
  const m = DATE.exec(s);
  if (m === null) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
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
  .meta({ description: 'IANA time zone name, e.g. Europe/Berlin' });

export const timestamp = z.string().meta({ format: 'date-time', description: 'UTC instant with milliseconds' });

export const livemode = z.boolean();

// Query parameters are declared with their real types; the pipeline decodes the query string by them
// (`http/validate.ts`), strictly: `limit=1.5` or `active=yes` is a 400 naming the parameter.
const limitMessage = { error: `must be an integer from 1 to ${LIMITS.max_page_limit}` };
export const limitParam = z
  .int(limitMessage)
  .min(1, limitMessage)
  .max(LIMITS.max_page_limit, limitMessage)
  .meta({ description: `Page size, 1 to ${LIMITS.max_page_limit} (default ${LIMITS.default_page_limit})` });
export const cursorParam = z
  .string()
  .max(LIMITS.max_cursor_length)
  .meta({ description: 'next_cursor of the previous page' });
export const activeQuery = z.boolean().meta({ description: 'Only active (true) or inactive (false) records' });

export const paginationQuery = { limit: limitParam.optional(), cursor: cursorParam.optional() };

/** The paged list envelope. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    object: z.literal('list'),
    data: z.array(item),
    has_more: z.boolean(),
    next_cursor: z.string().nullable(),
  });

export const DeletedSchema = z.strictObject({ id: z.string(), object: z.string(), deleted: z.literal(true) });

export const ErrorSchema = z
  .strictObject({
    error: z.strictObject({
      type: z.enum([
        'invalid_request_error',
        'authentication_error',
        'not_found_error',
        'conflict_error',
        'rate_limit_error',
        'api_error',
      ]),
      code: z.string(),
      message: z.string(),
      param: z.string().optional(),
      request_id: z.string(),
    }),
  })
  .meta({ id: 'Error' });

/** Fields every stored record carries in responses. */
export const recordBase = { id: z.string(), livemode, created_at: timestamp, updated_at: timestamp };

/**
 * The PATCH schema of a create schema: every field optional, no defaults (a PATCH changes only what
 * it names), still strict.
 */
export function updateOf(create: z.ZodObject): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(create.shape)) {
    let inner = field as z.ZodType;
    if (inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    if (inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
    shape[key] = inner.optional();
  }
  return z.strictObject(shape);
}

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
