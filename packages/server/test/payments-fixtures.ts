/** Shared setup for the payment tests: a tenant with the test provider, bookings to pay, probes. */
import { expect } from 'vitest';
import { mkCustomer, mkItem, ok } from './bookings-fixtures.js';
import type { Api } from './helpers.js';
import type { TestSql } from './sql.js';

export const DAY = 86_400_000;

export interface PaymentWorld {
  customerId: string;
  /** A fleet item with a deposit of 5000 per unit. */
  itemId: string;
  /** One without a deposit. */
  plainId: string;
}

export async function paymentWorld(api: Api): Promise<PaymentWorld> {
  await ok(api, 'PATCH', '/v1/tenant', { payments: { provider: 'test' }, tax_rate_bps: 1000 });
  return {
    customerId: (await mkCustomer(api)).id,
    itemId: (await mkItem(api, { name: 'Canoe', price_full_day: 6000, deposit_amount: 5000, quantity: 1000 })).id,
    plainId: (await mkItem(api, { name: 'Paddle', price_full_day: 500, quantity: 1000 })).id,
  };
}

/** A pending booking of the deposit item for `days` days from `from`. */
export async function book(
  api: Api,
  w: PaymentWorld,
  from: number,
  days = 2,
  extra: Record<string, unknown> = {},
): Promise<any> {
  return ok(
    api,
    'POST',
    '/v1/bookings',
    {
      customer_id: w.customerId,
      pickup_date: new Date(from).toISOString(),
      return_date: new Date(from + days * DAY).toISOString(),
      line_items: [{ fleet_item_id: w.itemId }],
      ...extra,
    },
    201,
  );
}

/** Create an intent and confirm it with `card`; returns the confirmed intent. */
export async function pay(api: Api, bookingId: string, purpose: 'rental' | 'deposit', card = 'pm_card_visa') {
  const intent = await ok(api, 'POST', `/v1/bookings/${bookingId}/payment-intents`, { purpose }, 201);
  return ok(api, 'POST', `/v1/payment-intents/${intent.id}/confirm`, { payment_method: card });
}

export const getBooking = (api: Api, id: string) => ok(api, 'GET', `/v1/bookings/${id}`, undefined);

/** The money of a booking as the tests follow it. */
export async function money(api: Api, id: string) {
  const b = await getBooking(api, id);
  return {
    status: b.status,
    total: b.total,
    amount_paid: b.amount_paid,
    amount_owed: b.amount_owed,
    deposit: b.deposit,
  };
}

/** Rows of the payment tables and of the booking tables they change: a refused request leaves them as they were. */
export async function paymentRows(sql: TestSql): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const t of [
    'payment_intents',
    'deposits',
    'refunds',
    'provider_events',
    'booking_payments',
    'booking_adjustments',
    'events',
  ]) {
    out.push(await sql.all(`SELECT * FROM ${t} ORDER BY id`));
  }
  out.push(await sql.all('SELECT id, status, total, amount_paid, subtotal, updated_at FROM bookings ORDER BY id'));
  return out;
}

/** Run a refused request and check that it wrote nothing. */
export async function refusedWithoutWrites(
  sql: TestSql,
  request: () => Promise<{ status: number; body: any; text: string }>,
  status: number,
  error: Record<string, unknown>,
) {
  const before = await paymentRows(sql);
  const res = await request();
  expect(res.status, res.text).toBe(status);
  expect(res.body.error).toMatchObject(error);
  expect(await paymentRows(sql)).toEqual(before);
}
