/**
 * What a shop rents out: its rates (daily, hourly, a rate table), its rental length limits, its
 * stock (a count or numbered units) and its own late-fee policy. The engine prices with the rate
 * fields as stored (`RATE_FIELDS`); the storefront shows those and nothing of the stock.
 */
import { type FleetItem as PricedItem, RateTableSchema } from '@rentline/pricing-engine';
import { z } from 'zod';
import { constraints } from '../core/constraints.js';
import { ID_PREFIX } from '../core/ids.js';
import { LIMITS } from '../core/limits.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import { amount, description, lateFeePolicy, lateFeePolicyInput, name } from './values.js';

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

/** A rate table as stored and shown: `extra_day_price` null means `price_full_day`. */
const storedRateTable = z.strictObject({
  tiers: z.array(z.strictObject({ days: z.int(), price: z.int() })),
  strategy: z.enum(['round_up', 'best']),
  extra_day_price: z.int().nullable(),
});
export type StoredRateTable = z.output<typeof storedRateTable>;

/** The rate table as a request sends it (`extra_day_price` may be left out). */
const rateTableInput = RateTableSchema.transform(
  (t): StoredRateTable => ({ tiers: t.tiers, strategy: t.strategy, extra_day_price: t.extra_day_price ?? null }),
).meta(constraints({ code: 'parameter_invalid', param: 'tiers.*.days', rule: 'tier days strictly increasing' }));

/** A range of whole numbers. */
const between = (min: number, max: number) => z.int().min(min).max(max);

export const FleetItem = defineRecord({
  object: 'fleet_item',
  table: 'fleet_items',
  prefix: ID_PREFIX.fleet_item,
  label: 'fleet item',
  schemaId: 'FleetItem',
  fields: {
    name: f.text(name),
    description: f.text(description).nullable().optional(),
    price_full_day: f.amount(amount),
    price_half_day: f.amount(amount).nullable().default(null),
    price_multi_day: f.amount(amount).nullable().default(null),
    price_weekly: f.amount(amount).nullable().default(null),
    deposit_amount: f.amount(amount).default(0),
    // Optional rather than defaulted: an item created tracked by units takes no quantity (its units
    // are counted), and the check tells a quantity sent from one left out.
    quantity: f.int(between(1, LIMITS.max_fleet_item_quantity)).optional().inputMeta({
      description: 'Units in stock (default 1); not with tracking "units", whose quantity counts its units',
      default: 1,
    }),
    turnaround_minutes: f.int(between(0, LIMITS.max_turnaround_minutes)).default(0),
    active: f.bool().default(true),
    tracking: f
      .enum(['quantity', 'units'])
      .default('quantity')
      .inputMeta({
        description:
          '`units`: numbered units (`/v1/units`), and `quantity` is then read-only, the count of units not retired. ' +
          'Changes only while no pending, confirmed or active booking holds the item (else 409 `item_in_use`)',
      }),
    buffer_before_minutes: f
      .int(between(0, LIMITS.max_buffer_before_minutes))
      .default(0)
      .inputMeta({ description: 'Every occupancy of the item starts this many minutes before its pickup' }),
    // The rate plan: an hourly rate (per started increment), a rate table that replaces the daily
    // rates, and rental length limits; the ranges are the engine's (`LIMITS`), so what is stored prices.
    price_hourly: f
      .amount(amount)
      .nullable()
      .default(null)
      .inputMeta({
        description:
          'Cents per started increment for a rental of one rental date and at most 24 h, used when cheaper ' +
          'than the half-day or 1-day price; null: no hourly rate',
        examples: [900],
      })
      .outputMeta({ examples: [900] }),
    hourly_increment_minutes: f
      .int(z.literal(INCREMENTS), z.literal(INCREMENTS))
      .default(60)
      .inputMeta({ description: 'Minutes price_hourly is charged in: 15, 30 or 60', examples: [30] })
      .outputMeta({ examples: [60] }),
    rate_table: f
      .json(rateTableInput, storedRateTable)
      .nullable()
      .default(null)
      .meta({ description: RATE_TABLE_TEXT, examples: [RATE_TABLE_EXAMPLE] }),
    min_rental_minutes: f
      .int(between(LIMITS.min_rental_minutes.min, LIMITS.min_rental_minutes.max))
      .nullable()
      .default(null)
      .inputMeta({
        description: 'Shortest rental in real elapsed minutes, else rental_too_short; null: none',
        examples: [60],
      })
      .outputMeta({ examples: [60] }),
    max_rental_days: f
      .int(between(1, LIMITS.max_rental_days))
      .nullable()
      .default(null)
      .inputMeta({
        description: 'Longest rental in rental days (before closed days are removed), else rental_too_long; null: none',
        examples: [14],
      })
      .outputMeta({ examples: [14] }),
    late_fee: f
      .json(lateFeePolicyInput, lateFeePolicy)
      .nullable()
      .default(null)
      .inputMeta({ description: "This item's late-return fee policy; null (default): the tenant's" })
      .outputMeta({ description: "This item's late-return fee policy; null: the tenant's" }),
  },
  createMeta: constraints({
    code: 'parameter_invalid',
    param: 'quantity',
    rule: 'tracking "units": no quantity, which is the count of the units created for the item',
  }),
});
export type FleetItemRecord = RecordOf<typeof FleetItem>;

/**
 * The fields the engine prices an item with and a shop page shows (with `id` and `object`): its
 * name and rates, nothing of its stock or operations.
 */
export const RATE_FIELDS = [
  'name',
  'description',
  'price_full_day',
  'price_half_day',
  'price_multi_day',
  'price_weekly',
  'deposit_amount',
  'price_hourly',
  'hourly_increment_minutes',
  'rate_table',
  'min_rental_minutes',
  'max_rental_days',
] as const satisfies readonly (keyof FleetItemRecord)[];

/**
 * The rates a booking line keeps of its item, as the line's columns hold them: what it was priced
 * with, so a deleted or repriced item does not change a booking made before. The increment is kept
 * only with an hourly rate, the rate table as JSON text. The rental limits are not kept: they guard
 * new windows only.
 */
export interface RateSnapshot {
  price_full_day: number;
  price_half_day: number | null;
  price_multi_day: number | null;
  price_weekly: number | null;
  deposit_amount: number;
  price_hourly: number | null;
  hourly_increment_minutes: number | null;
  rate_table: string | null;
}

export function rateSnapshot(item: PricedItem): RateSnapshot {
  return {
    price_full_day: item.price_full_day,
    price_half_day: item.price_half_day ?? null,
    price_multi_day: item.price_multi_day ?? null,
    price_weekly: item.price_weekly ?? null,
    deposit_amount: item.deposit_amount ?? 0,
    price_hourly: item.price_hourly ?? null,
    hourly_increment_minutes: item.price_hourly == null ? null : (item.hourly_increment_minutes ?? 60),
    rate_table: item.rate_table == null ? null : JSON.stringify(item.rate_table),
  };
}

/** A stored increment as the engine types it (the API only ever stored one of these). */
const increment = (minutes: number): 15 | 30 | 60 => (minutes === 15 ? 15 : minutes === 30 ? 30 : 60);

/** The engine's item of a line's snapshot (active: a stored line is re-priced whatever became of its item). */
export function snapshotItem(id: string, name: string, s: RateSnapshot): PricedItem {
  return {
    id,
    name,
    price_full_day: s.price_full_day,
    price_half_day: s.price_half_day,
    price_multi_day: s.price_multi_day,
    price_weekly: s.price_weekly,
    deposit_amount: s.deposit_amount,
    price_hourly: s.price_hourly,
    hourly_increment_minutes: s.hourly_increment_minutes === null ? null : increment(s.hourly_increment_minutes),
    rate_table: s.rate_table === null ? null : RateTableSchema.parse(JSON.parse(s.rate_table)),
    active: true,
  };
}

/** The item without its rental length limits: a line keeps a window its item already accepted. */
export const withoutRentalLimits = (item: PricedItem): PricedItem => ({
  ...item,
  min_rental_minutes: null,
  max_rental_days: null,
});
