/**
 * The body of a webhook as received: text (UTF-8 encoded as is, no normalisation) or the raw bytes
 * (`Uint8Array`, `Buffer`, any other `ArrayBufferView`, or an `ArrayBuffer`).
 */
export type WebhookPayload = string | Uint8Array | ArrayBufferView | ArrayBuffer;

/** One secret (`whsec_...`) or several, e.g. the old and the new one during a rotation. */
export type WebhookSecrets = string | readonly string[];

/** Event kinds Rentline sends today. Receivers must accept others too (new kinds may appear). */
export type KnownWebhookEventType =
  | 'booking.created'
  | 'booking.updated'
  | 'booking.confirmed'
  | 'booking.activated'
  | 'booking.completed'
  | 'booking.cancelled'
  | 'booking.extended'
  | 'booking.item_swapped'
  | 'booking.expired'
  | 'booking.overdue'
  | 'payment.received'
  | 'payment.refunded'
  | 'deposit.authorized'
  | 'deposit.captured'
  | 'deposit.released'
  | 'deposit.renewal_failed'
  | 'webhook_endpoint.disabled';

/**
 * The event envelope Rentline posts. `constructEvent` checks that `id` and `type` are non-empty strings;
 * the other fields are passed through as sent.
 */
export interface WebhookEvent<TData = Record<string, unknown>> {
  /** Unique per event (`evt_...`), identical on every delivery attempt: de-duplicate on it. */
  id: string;
  /** Event kind, e.g. `booking.created`; unknown kinds may appear. */
  type: KnownWebhookEventType | (string & {});
  /** The event payload; booking events carry the booking. */
  data: TData;
  tenant_id: string;
  /** ISO 8601 timestamp. */
  created_at: string;
  livemode: boolean;
}

/** Options for `sign` and `signAsync`. */
export interface SignOptions {
  /** Unix time in whole seconds to put in `t=`. Defaults to now. */
  timestamp?: number;
}

/** Options for `verify`, `constructEvent` and their async twins. */
export interface VerifyOptions {
  /**
   * Maximum distance, in seconds, between `t` and `now`, in the past or in the future. Default 300.
   * `0` turns the time check off (as in Stripe's library).
   */
  tolerance?: number;
  /** The current Unix time in seconds (not milliseconds). Defaults to the system clock. */
  now?: number;
}
