/**
 * Every input limit of the server, in one place: the pricing ones come from the engine (the same
 * numbers it validates with), the rest are the API's own. Schemas, checks and messages read them
 * from here.
 */
import { LIMITS as PRICING_LIMITS } from '@rentline/pricing-engine';

export const LIMITS = {
  ...PRICING_LIMITS,
  /** Free text: descriptions, notes, cancellation reasons (code points). */
  max_description: 2000,
  max_address: 500,
  max_phone: 40,
  max_email: 320,
  max_payment_method: 100,
  max_payment_reference: 255,
  max_coupon_code: 64,
  max_redemptions: 1_000_000_000,
  /** Units of one fleet item in stock. */
  max_fleet_item_quantity: 100_000,
  /** 30 days. */
  max_turnaround_minutes: 43_200,
  /** A fleet item's buffer before each pickup: at most a week. */
  max_buffer_before_minutes: 10_080,
  max_priority: 1_000_000,
  /** How long a pending booking may hold its units: 7 days. */
  max_hold_minutes: 10_080,
  /** Slots one availability calendar answers with. */
  max_calendar_slots: 400,
  /** Pickup dates one price calendar answers with. */
  max_price_calendar_dates: 62,
  /** A shopper's (publishable key's) price calendar: dates × days at most this (a browser's date picker needs no more). */
  max_shopper_calendar_day_dates: 2_000,
  /** A downtime's reason (code points). */
  max_downtime_reason: 200,
  max_url_length: 2048,
  max_instant_length: 64,
  max_cursor_length: 1024,
  /** Request bodies. */
  max_body_bytes: 1_048_576,
  /** Objects and arrays nested deeper than this are refused (the API needs 3 levels). */
  max_body_depth: 64,
  max_idempotency_key_length: 255,
  default_page_limit: 20,
  max_page_limit: 100,
} as const;
