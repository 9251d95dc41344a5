/**
 * The widget's calls to the shop's Rentline server, with its publishable key. The key travels
 * in the `Authorization` header only: never in a URL, never in a message, never stored.
 */
import type {
  Addon,
  FleetItem,
  Package,
  PricingRule,
  Schedule,
  ServiceFeeSettings,
  TaxSettings,
} from '@rentline/pricing-engine';

/** An item as the catalog shows it. */
export interface CatalogItem {
  id: string;
  name: string;
  description?: string | null;
}

/** `GET /v1/storefront/catalog`, the parts the widget shows. */
export interface Catalog {
  shop: { name: string; time_zone: string; currency: string; schedule: Schedule | null };
  fleet_items: CatalogItem[];
}

/** `GET /v1/storefront/price-sheet`: everything the engine needs to price any cart of the shop. */
export interface PriceSheet {
  livemode: boolean;
  currency: string;
  time_zone: string;
  tax: TaxSettings;
  service_fee: ServiceFeeSettings;
  schedule: Schedule | null;
  fleet_items: FleetItem[];
  addons: Addon[];
  packages: Package[];
  rules: PricingRule[];
}

export interface CheckoutRequest {
  line_items: { fleet_item_id: string; quantity: number }[];
  pickup_date: string;
  return_date: string;
  customer: { name: string; email: string; phone?: string };
  expected_total: number;
}

/** `POST /v1/storefront/checkouts`'s answer, the parts the widget shows and hands to the page. */
export interface Checkout {
  id: string;
  booking_id: string;
  status: string;
  expires_at: string | null;
  total: number;
  client_secret: string;
}

/** `POST /v1/availability/check`'s answer: whether the cart fits, and the units free per line. */
export interface AvailabilityCheck {
  available: boolean;
  line_items: { fleet_item_id: string; requested: number; free: number; available: boolean }[];
}

/** The query of a fleet item's price calendar: one rental of `days` days (or `hours`) per pickup date. */
export interface PriceCalendarQuery {
  from: string;
  to: string;
  days?: number;
  hours?: number;
  time: string;
  quantity: number;
}

/** `GET /v1/fleet-items/:id/price-calendar`'s answer, the parts the widget reads. */
export interface PriceCalendar {
  data: { date: string; available: boolean; bookable: boolean; reason: string | null }[];
}

/** A refusal as the API words it: its `code`, `param`, message and, for `price_changed`, the total. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param?: string,
    readonly total?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A fresh `Idempotency-Key`: a UUID, also on plain-http test pages where `randomUUID` is missing. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export class StorefrontApi {
  readonly #base: string;
  readonly #key: string;

  constructor(base: string, publishableKey: string) {
    this.#base = base.replace(/\/+$/, '');
    this.#key = publishableKey;
  }

  catalog(): Promise<Catalog> {
    return this.#call('GET', '/v1/storefront/catalog');
  }

  priceSheet(): Promise<PriceSheet> {
    return this.#call('GET', '/v1/storefront/price-sheet');
  }

  /** Whether the units of a cart are free over its window (writes nothing). */
  checkAvailability(
    body: Pick<CheckoutRequest, 'line_items' | 'pickup_date' | 'return_date'>,
  ): Promise<AvailabilityCheck> {
    return this.#call('POST', '/v1/availability/check', body);
  }

  /** Per pickup date from `from` to `to`, whether that rental has its units free and can be booked. */
  priceCalendar(itemId: string, query: PriceCalendarQuery): Promise<PriceCalendar> {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return this.#call('GET', `/v1/fleet-items/${encodeURIComponent(itemId)}/price-calendar?${params}`);
  }

  /** One checkout; `idempotencyKey` makes a retry of the same press create it once. */
  createCheckout(body: CheckoutRequest, idempotencyKey: string): Promise<Checkout> {
    return this.#call('POST', '/v1/storefront/checkouts', body, { 'idempotency-key': idempotencyKey });
  }

  async #call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.#base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.#key}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        // No cookies and no referrer detail: the key is the whole credential.
        credentials: 'omit',
        referrerPolicy: 'origin',
      });
    } catch {
      throw new ApiError(0, 'network_error', 'The booking server could not be reached.');
    }
    const answer = await res.json().catch(() => null);
    if (!res.ok) {
      const e = answer?.error ?? {};
      throw new ApiError(
        res.status,
        typeof e.code === 'string' ? e.code : 'api_error',
        typeof e.message === 'string' ? e.message : `The booking server answered ${res.status}.`,
        typeof e.param === 'string' ? e.param : undefined,
        typeof e.total === 'number' ? e.total : undefined,
      );
    }
    return answer;
  }
}
