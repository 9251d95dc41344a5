import { z } from 'zod';

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
