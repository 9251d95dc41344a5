/**
 * Quotes from `POST /v1/pricing/calculate`, shown before a booking is made or changed, and what they
 * promise. Calculate prices one unit of one item with the add-ons and coupon; a booking prices its
 * lines (each `unit_price × quantity`) and then the add-ons, package, coupon, tax and fee over the
 * whole cart. So:
 *
 * - one line of quantity 1 (no fixed price, and for a change no coupon, whose stored terms calculate
 *   cannot see): calculate's total is exactly the booking's total, to the cent. It is sent with
 *   `half_day: false`, which is what Create Booking and Extend do (calculate would detect half-days);
 * - anything else: what is exact is each line's unit price (`base - multi-day discount + seasonal`,
 *   which does not depend on the cart) and so the rental `unit_price × quantity`, and the add-on
 *   total; the coupon, tax and fee are computed on the cart when the booking is made, and the screen
 *   says so instead of showing a total the booking might not charge.
 */
import type { RentlineClient } from '@rentline/client';
import type { BookingDetail, PriceCalculation } from './types.js';

export interface BookingDraft {
  fleet_item_id: string;
  quantity: number;
  pickup_date: string;
  return_date: string;
  addons: { addon_id: string; quantity: number }[];
  coupon_code: string | null;
}

export type Quote =
  /** The booking will charge exactly `calc.total`. */
  | { kind: 'exact'; calc: PriceCalculation }
  /** Exact per unit: the rental of `quantity` units and the add-ons; the cart's coupon, tax and fee come at booking. */
  | { kind: 'per_unit'; calc: PriceCalculation; unitPrice: number; quantity: number; rental: number };

/** One unit's price after stages 1-3: what a booking line charges per unit. */
export const unitPriceOf = (c: PriceCalculation): number =>
  c.base_price - c.breakdown.multi_day_discount + c.seasonal_adjustment;

export async function quoteBooking(client: RentlineClient, d: BookingDraft): Promise<Quote> {
  const single = d.quantity === 1;
  const calc = await client.post('/v1/pricing/calculate', {
    body: {
      fleet_item_id: d.fleet_item_id,
      pickup_date: d.pickup_date,
      return_date: d.return_date,
      half_day: false,
      addons: d.addons,
      // With several units the coupon is checked against the whole cart when booking.
      ...(single && d.coupon_code ? { coupon_code: d.coupon_code } : {}),
      // The ledger: what each day of one unit costs and why (the "why this price" table).
      explain: true,
    },
  });
  if (single) return { kind: 'exact', calc };
  const unitPrice = unitPriceOf(calc);
  return { kind: 'per_unit', calc, unitPrice, quantity: d.quantity, rental: unitPrice * d.quantity };
}

export interface LineChange {
  name: string;
  quantity: number;
  before: number;
  /** The new unit price, or null for a line with a fixed price (it keeps it). */
  after: number | null;
}

export type ChangeQuote =
  | { kind: 'exact'; total: number; difference: number; calc: PriceCalculation }
  | { kind: 'per_unit'; lines: LineChange[] };

/**
 * The new price of a booking extended to `returnDate`, or with line `swap.line_item_id` on another
 * item: exact for one unit of one item without a coupon or fixed price, else per line.
 */
export async function quoteChange(
  client: RentlineClient,
  booking: BookingDetail,
  change: { return_date?: string; swap?: { line_item_id: string; fleet_item_id: string } },
): Promise<ChangeQuote> {
  const returnDate = change.return_date ?? booking.return_date;
  // Extend clears half_day; a swap keeps the booking's.
  const halfDay = change.return_date === undefined ? booking.half_day : false;
  const itemOf = (line: BookingDetail['line_items'][number]) =>
    change.swap?.line_item_id === line.id ? change.swap.fleet_item_id : line.fleet_item_id;
  const price = (fleetItemId: string, addons: BookingDraft['addons']) =>
    client.post('/v1/pricing/calculate', {
      body: {
        fleet_item_id: fleetItemId,
        pickup_date: booking.pickup_date,
        return_date: returnDate,
        half_day: halfDay,
        addons,
      },
    });
  const [only] = booking.line_items;
  if (
    booking.line_items.length === 1 &&
    only !== undefined &&
    only.quantity === 1 &&
    only.override_price === null &&
    booking.coupon_id === null
  ) {
    const calc = await price(
      itemOf(only),
      booking.addons.map((a) => ({ addon_id: a.addon_id, quantity: a.quantity })),
    );
    return { kind: 'exact', total: calc.total, difference: calc.total - booking.total, calc };
  }
  const lines = await Promise.all(
    booking.line_items.map(async (line) => ({
      name: line.fleet_item_name,
      quantity: line.quantity,
      before: line.override_price ?? line.unit_price,
      after:
        line.override_price !== null && itemOf(line) === line.fleet_item_id
          ? null
          : unitPriceOf(await price(itemOf(line), [])),
    })),
  );
  return { kind: 'per_unit', lines };
}
