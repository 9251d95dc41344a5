/**
 * A fleet item's rate plan: an hourly rate (per started increment), a rate table that replaces the
 * daily rates, and rental length limits. Its own block of fields, spread into the fleet item's
 * create and record schemas; the ranges are the engine's (`LIMITS`), so what is stored prices.
 */
import { RateTableSchema } from '@rentline/pricing-engine';
import { z } from 'zod';
import { LIMITS } from '../core/limits.js';
import { amount } from '../http/schemas.js';

const INCREMENTS = LIMITS.hourly_increment_minutes;

const RATE_TABLE_EXAMPLE = {
  strategy: 'round_up',
  tiers: [
    { days: 1, price: 5000 },
    { days: 3, price: 12000 },
    { days: 7, price: 20000 },
  ],
  extra_day_price: 2500,
};

const RATE_TABLE_TEXT =
  'Replaces the 1-day, multi-day and weekly rates (not half-day or hourly): 1..20 tiers {days, price}, days ' +
  'strictly increasing in 1..730. round_up: the first tier covering the rental, past the last one ' +
  'extra_day_price a day; best: the cheapest mix of tiers and single days at extra_day_price. ' +
  'extra_day_price defaults to price_full_day. null: none';

/** The rate table as a request sends it (`extra_day_price` may be left out). */
const rateTableInput = RateTableSchema.transform((t) => ({
  tiers: t.tiers,
  strategy: t.strategy,
  extra_day_price: t.extra_day_price ?? null,
}));

/** The fields Create Fleet Item takes (PATCH takes any of them, without defaults). */
export const ratePlanCreate = {
  price_hourly: amount
    .nullable()
    .default(null)
    .meta({
      description:
        'Cents per started increment for a rental of one rental date and at most 24 h, used when cheaper ' +
        'than the half-day or 1-day price; null: no hourly rate',
      examples: [900],
    }),
  hourly_increment_minutes: z
    .literal(INCREMENTS)
    .default(60)
    .meta({ description: 'Minutes price_hourly is charged in: 15, 30 or 60', examples: [30] }),
  rate_table: rateTableInput
    .nullable()
    .default(null)
    .meta({ description: RATE_TABLE_TEXT, examples: [RATE_TABLE_EXAMPLE] }),
  min_rental_minutes: z
    .int()
    .min(LIMITS.min_rental_minutes.min)
    .max(LIMITS.min_rental_minutes.max)
    .nullable()
    .default(null)
    .meta({
      description: 'Shortest rental in real elapsed minutes, else rental_too_short; null: none',
      examples: [60],
    }),
  max_rental_days: z
    .int()
    .min(1)
    .max(LIMITS.max_rental_days)
    .nullable()
    .default(null)
    .meta({
      description: 'Longest rental in rental days (before closed days are removed), else rental_too_long; null: none',
      examples: [14],
    }),
};

/** The same fields as a fleet item shows them. */
export const ratePlanRecord = {
  price_hourly: z
    .int()
    .nullable()
    .meta({ examples: [900] }),
  hourly_increment_minutes: z.literal(INCREMENTS).meta({ examples: [60] }),
  rate_table: z
    .strictObject({
      tiers: z.array(z.strictObject({ days: z.int(), price: z.int() })),
      strategy: z.enum(['round_up', 'best']),
      extra_day_price: z.int().nullable(),
    })
    .nullable()
    .meta({ description: RATE_TABLE_TEXT, examples: [RATE_TABLE_EXAMPLE] }),
  min_rental_minutes: z
    .int()
    .nullable()
    .meta({ examples: [60] }),
  max_rental_days: z
    .int()
    .nullable()
    .meta({ examples: [14] }),
};
