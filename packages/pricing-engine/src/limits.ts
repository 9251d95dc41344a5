// This module imports nothing, so any module of the engine (money, days, schemas) can import it
// without a cycle.

/**
 * Every bound the engine enforces on its input, in one place: the zod schemas, the fast pre-check of
 * the inputs, the rental-day count and the money helpers all read them from here. Amounts are integer
 * cents; ranges are inclusive.
 */
export const LIMITS = {
  /** Largest amount in cents (1e11 = $1,000,000,000.00); dollar adjustments are bounded by ± this. */
  max_amount: 100_000_000_000,
  /** Largest quantity of a line item or an add-on selection (the least is 1). */
  max_quantity: 1000,
  max_line_items: 50,
  max_addons: 50,
  max_packages: 1000,
  max_rules: 10_000,
  /** Largest number of ids in one list (a package's or coupon's `fleet_item_ids`, `addon_ids`). */
  max_ids_per_list: 100,
  max_id_length: 255,
  /** Names are accepted up to 4 × this many UTF-16 code units. */
  max_name_length: 200,
  /** The longest rental, in rental days. */
  max_rental_days: 730,
  /** Tax and service fee rates are basis points, 0..max_bps (10000 = 100 %). */
  max_bps: 10_000,
  /** A multi_day rule's `days_threshold`. */
  days_threshold: { min: 1, max: 730 },
  /** A multi_day rule's percent `adjustment_value` (a dollar one is 0..max_amount). */
  multi_day_percent: { min: 0, max: 100 },
  /** A seasonal rule's percent `adjustment_value` (a dollar one is -max_amount..max_amount). */
  seasonal_percent: { min: -100, max: 1000 },
  /** A package's or coupon's percent `discount_value` (a dollar one is 0..max_amount). */
  discount_percent: { min: 0, max: 100 },
  /** A fleet item's `hourly_increment_minutes`: one of these (default 60). */
  hourly_increment_minutes: [15, 30, 60],
  /** Tiers of a fleet item's `rate_table` (their `days` lie in 1..max_rental_days). */
  rate_table_tiers: { min: 1, max: 20 },
  /** A fleet item's `min_rental_minutes` (real elapsed time); its `max_rental_days` is 1..max_rental_days. */
  min_rental_minutes: { min: 1, max: 525_600 },
  /** A schedule's `closed_dates`: at most this many. */
  max_closed_dates: 366,
  /** A schedule's `leeway_minutes`. */
  leeway_minutes: { min: 0, max: 1440 },
  /** A schedule's `min_notice_minutes` (checked by a server against its clock, not by the engine). */
  min_notice_minutes: { min: 0, max: 525_600 },
  /** A late-fee policy's `grace_minutes`. */
  grace_minutes: { min: 0, max: 10_080 },
  /** Pickup dates one price calendar prices (`from` .. `to`, inclusive). */
  max_calendar_dates: 366,
  /** A price calendar's `hours` (rentals of real time): 1..this. */
  max_calendar_hours: 24,
} as const;

/** Longest string accepted for an instant or a time zone name (not part of the public `LIMITS`). */
export const MAX_INSTANT_LENGTH = 64;
