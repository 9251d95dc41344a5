/**
 * Building blocks of the features' request and response schemas that are HTTP's own (query
 * parameters, the list envelope, the error envelope); the values records are made of live in
 * `model/values.ts` and are re-exported here for the request schemas.
 */
import { z } from 'zod';
import { LIMITS } from '../core/limits.js';

export { recordBaseSchema as recordBase, updateOf } from '../model/record.js';
export * from '../model/values.js';

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
        'card_error',
        'authentication_error',
        'not_found_error',
        'conflict_error',
        'permission_error',
        'rate_limit_error',
        'api_error',
      ]),
      code: z.string(),
      message: z.string(),
      param: z.string().optional(),
      total: z.int().optional().meta({ description: 'price_changed: the total the request would have now (cents)' }),
      request_id: z.string(),
    }),
  })
  .meta({ id: 'Error' });
