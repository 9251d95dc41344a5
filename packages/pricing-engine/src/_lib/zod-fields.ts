/**
 * The field kinds the engine's schemas are built from (ids, names, amounts, quantities, instants,
 * dates, ranges) and {@link Declared}, which turns a schema's type into the fields it declares.
 */
import { z } from 'zod';
import { LIMITS, MAX_INSTANT_LENGTH } from '../limits.js';
import { parseDate } from './instant.js';

/**
 * `T` as the fields its schema declares: the `[key: string]: unknown` that a record schema tolerating
 * extra fields adds to its type is removed, at every depth (arrays, tuples and `Date` kept as they
 * are), so an engine type lists its fields and nothing else, as the API documents them.
 */
export type Declared<T> = T extends Date
  ? T
  : T extends readonly unknown[]
    ? { [K in keyof T]: Declared<T[K]> }
    : T extends object
      ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Declared<T[K]> }
      : T;

export const MAX_AMOUNT = LIMITS.max_amount;
/** `MAX_AMOUNT` as the messages write it: `1e11`. */
export const AMOUNT_TEXT = MAX_AMOUNT.toExponential().replace('e+', 'e');

export const id = z.string().min(1).max(LIMITS.max_id_length);
export const name = z.string().max(LIMITS.max_name_length * 4);
export const amount = z.int().min(0).max(MAX_AMOUNT);
export const quantity = z.int().min(1).max(LIMITS.max_quantity);
export const instant = z.union([z.string().max(MAX_INSTANT_LENGTH), z.date()]);
export const isoDate = z
  .string()
  .refine((s) => parseDate(s) !== undefined, 'must be a YYYY-MM-DD date')
  .meta({ format: 'date' });
export const range = (r: { min: number; max: number }) => z.int().min(r.min).max(r.max);
