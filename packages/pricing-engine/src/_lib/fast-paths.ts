/**
 * The engine's fast paths: each entry point's input schema compiled into an acceptor
 * ({@link compileFastPath}), built on first use. An input an acceptor takes skips zod; any other input
 * is parsed by the schema, which reports the error. The schedule is left to `compileSchedule`, which
 * checks and prepares it in one pass.
 */
import type { z } from 'zod';
import { PriceCalendarInputSchema } from '../calendar/schema.js';
import { CartInputSchema, LateReturnInputSchema, PriceInputSchema, ScheduleSchema } from '../schemas.js';
import { compileFastPath } from './schema-fast-path.js';

function lazy(schema: z.ZodType, skip: readonly z.ZodType[] = []): (v: unknown) => boolean {
  let accept: ((v: unknown) => boolean) | undefined;
  return (v) => {
    if (accept === undefined) accept = compileFastPath(schema, { skip });
    return accept(v);
  };
}

/** True only if `PriceInputSchema` accepts `v` as it is, its `schedule` aside. */
export const fastValidPriceInputBesidesSchedule = lazy(PriceInputSchema, [ScheduleSchema]);
/** True only if `CartInputSchema` accepts `v` as it is, its `schedule` aside. */
export const fastValidCartInputBesidesSchedule = lazy(CartInputSchema, [ScheduleSchema]);
/** True only if `PriceCalendarInputSchema` accepts `v` as it is, its `schedule` aside. */
export const fastValidCalendarInputBesidesSchedule = lazy(PriceCalendarInputSchema, [ScheduleSchema]);
/** True only if `PriceInputSchema` accepts `v` as it is. */
export const fastValidPriceInput = lazy(PriceInputSchema);
/** True only if `CartInputSchema` accepts `v` as it is. */
export const fastValidCartInput = lazy(CartInputSchema);
/** True only if `LateReturnInputSchema` accepts `v` as it is (its policy's defaults not yet filled in). */
export const fastValidLateReturnInput = lazy(LateReturnInputSchema);
