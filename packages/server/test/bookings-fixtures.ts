/** Shared setup for the booking tests: catalog records made through the API, and event/row probes. */
import { expect } from 'vitest';
import type { Api } from './helpers.js';
import type { TestSql } from './sql.js';

export const BOOKING_KEYS = [
  'addons',
  'amount_owed',
  'amount_paid',
  'cancellation_reason',
  'cancelled_at',
  'coupon_id',
  'created_at',
  'customer',
  'customer_id',
  'deposit',
  'deposit_hold_amount',
  'discount_amount',
  'expires_at',
  'half_day',
  'id',
  'late_fee_amount',
  'line_items',
  'livemode',
  'notes',
  'object',
  'overdue',
  'picked_up_at',
  'pickup_date',
  'pickup_location_id',
  'return_date',
  'returned_at',
  'service_fee_amount',
  'status',
  'subtotal',
  'tax_amount',
  'total',
  'updated_at',
];
export const DETAIL_KEYS = [
  ...BOOKING_KEYS,
  'adjustments',
  'change_log',
  'payments',
  'payment_intents',
  'refunds',
].sort();

/** Expect an error answer: its status, code and (when given) param, the body shown on failure. */
export function expectError(
  res: { status: number; body: any; text: string },
  status: number,
  code: string,
  param?: string,
): void {
  expect(res.status, res.text).toBe(status);
  expect(res.body.error.code, res.text).toBe(code);
  if (param !== undefined) expect(res.body.error.param, res.text).toBe(param);
}

/** POST and expect a status; returns the body. */
export async function ok(api: Api, method: string, path: string, body: unknown, status = 200) {
  const res = await api(method, path, { body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(status);
  return res.body;
}

export async function mkItem(api: Api, fields: Record<string, unknown> = {}) {
  return ok(api, 'POST', '/v1/fleet-items', { name: 'Kayak', price_full_day: 4500, ...fields }, 201);
}

export async function mkAddon(api: Api, fields: Record<string, unknown> = {}) {
  return ok(api, 'POST', '/v1/addons', { name: 'Helmet', price: 300, ...fields }, 201);
}

export async function mkCustomer(api: Api, fields: Record<string, unknown> = {}) {
  return ok(api, 'POST', '/v1/customers', { name: 'Ada', email: 'ada@example.com', phone: '+1 555', ...fields }, 201);
}

export async function mkCoupon(api: Api, fields: Record<string, unknown> = {}) {
  const code = `C${Math.random().toString(36).slice(2, 10)}`;
  return ok(api, 'POST', '/v1/coupons', { code, discount_type: 'percent', discount_value: 10, ...fields }, 201);
}

export interface EventRow {
  id: string;
  type: string;
  data: any;
  livemode: number;
  tenant_id: string;
}

/** Every event row, in insertion order (ids are strictly increasing within the server process). */
export async function allEvents(sql: TestSql): Promise<EventRow[]> {
  return ((await sql.all('SELECT * FROM events ORDER BY id')) as (EventRow & { data: string })[]).map((r) => ({
    ...r,
    data: JSON.parse(r.data),
  }));
}

/** Row counts of the tables a booking operation writes. */
export async function counts(sql: TestSql): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of [
    'events',
    'bookings',
    'booking_line_items',
    'booking_addons',
    'booking_adjustments',
    'booking_changes',
    'booking_payments',
  ]) {
    out[t] = ((await sql.get(`SELECT count(*) AS n FROM ${t}`)) as { n: number }).n;
  }
  return out;
}

/**
 * Run `op` and check that it left exactly the given new event types (in order), and return the
 * operation's result plus the new events.
 */
export async function expectEvents<T>(
  sql: TestSql,
  types: string[],
  op: () => Promise<T>,
): Promise<{ result: T; events: EventRow[] }> {
  const before = (await allEvents(sql)).length;
  const result = await op();
  const events = (await allEvents(sql)).slice(before);
  expect(events.map((e) => e.type)).toEqual(types);
  return { result, events };
}

/** Run a failing `op` and check that it changed none of the booking tables and the coupon counters. */
export async function expectNoWrites<T>(sql: TestSql, op: () => Promise<T>): Promise<T> {
  const before = await counts(sql);
  const coupons = await sql.all('SELECT id, times_redeemed FROM coupons ORDER BY id');
  const bookings = await sql.all('SELECT * FROM bookings ORDER BY id');
  const result = await op();
  expect(await counts(sql)).toEqual(before);
  expect(await sql.all('SELECT id, times_redeemed FROM coupons ORDER BY id')).toEqual(coupons);
  expect(await sql.all('SELECT * FROM bookings ORDER BY id')).toEqual(bookings);
  return result;
}
