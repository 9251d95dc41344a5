/**
 * `GET /v1/event-types`: one entry per kind with the JSON Schema (2020-12) of its `data`, generated
 * from the zod schemas the OpenAPI document uses. A broad flow over the API (and a receiver that
 * answers 410, for `webhook_endpoint.disabled`) produces every kind in both modes; the `data` of every
 * row of the events table must validate against its kind's schema with Ajv (2020-12, formats, strict).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../src/events/types.js';
import { startServer, type TestServer } from './helpers.js';
import { eventually, type Receiver, startReceiver } from './webhooks-receiver.js';

let s: TestServer;
let gone: Receiver;
/** Added to the app's clock: the flow moves time past a hold's expiry instead of waiting for it. */
let shiftMs = 0;
beforeAll(async () => {
  gone = await startReceiver(() => 410);
  s = await startServer({
    config: { webhookAllowPrivateUrls: true, webhookRetrySchedule: [0], webhookTimeoutMs: 2000 },
    webhooks: { pollIntervalMs: 50 },
    timezone: 'Europe/Berlin',
    clock: () => new Date(Date.now() + shiftMs),
    expiry: { enabled: false },
    deposits: { enabled: false },
  });
});
afterAll(async () => {
  await s?.close();
  await gone?.close();
});

describe('GET /v1/event-types', () => {
  it('lists every kind once with a description and a 2020-12 schema; needs a key; takes no parameters', async () => {
    const res = await s.api('GET', '/v1/event-types');
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'has_more', 'next_cursor', 'object']);
    expect(res.body).toMatchObject({ object: 'list', has_more: false, next_cursor: null });
    expect(res.body.data.map((e: { type: string }) => e.type)).toEqual([...EVENT_TYPES]);
    for (const e of res.body.data) {
      expect(Object.keys(e).sort()).toEqual(['description', 'schema', 'type']);
      expect(e.description.length).toBeGreaterThan(10);
      expect(e.schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    }
    expect((await s.api('GET', '/v1/event-types', { key: null })).status).toBe(401);
    const bad = await s.api('GET', '/v1/event-types?limit=5');
    expect(bad.body.error).toMatchObject({ code: 'parameter_unknown', param: 'limit' });
    // The same for the live key (the catalog does not depend on the mode).
    expect((await s.api('GET', '/v1/event-types', { key: s.tenant.live_key })).body).toEqual(res.body);
  });

  it('the schemas validate the data of every event a broad flow over the API produced, of every kind', async () => {
    for (const key of [s.tenant.test_key, s.tenant.live_key]) await flow(key);
    const rows = await s.sql.all<{ type: string; data: string }>('SELECT type, data FROM events ORDER BY id');
    const catalog = (await s.api('GET', '/v1/event-types')).body.data as { type: string; schema: object }[];
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    const validators = new Map(catalog.map((e) => [e.type, ajv.compile(e.schema)]));
    const problems: string[] = [];
    const seen = new Map<string, number>();
    for (const row of rows) {
      seen.set(row.type, (seen.get(row.type) ?? 0) + 1);
      const validate = validators.get(row.type);
      if (validate === undefined) problems.push(`${row.type}: no schema`);
      else if (!validate(JSON.parse(row.data))) problems.push(`${row.type}: ${ajv.errorsText(validate.errors)}`);
    }
    console.log('event-types: validated', rows.length, 'events', JSON.stringify(Object.fromEntries(seen)));
    expect(problems).toEqual([]);
    // Every kind was produced (a new kind needs a step in the flow above).
    expect(EVENT_TYPES.filter((t) => !seen.has(t))).toEqual([]);
    // And a schema refuses what the kind never carries.
    const booking = validators.get('booking.created');
    expect(booking?.({ id: 'bk_1' })).toBe(false);
    expect(validators.get('payment.received')?.({ id: 'pay_1', amount: 1.5 })).toBe(false);
  });
});

/** Every kind of event, with optional fields both set and empty. */
async function flow(key: string): Promise<void> {
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await s.api(method, path, { key, ...(body === undefined ? {} : { body }) });
    expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
    return res.body;
  };
  const watcher = await api('POST', '/v1/webhook-endpoints', {
    url: 'https://watcher.example/hooks',
    events: ['webhook_endpoint.disabled'],
    description: 'operators',
  });
  const ada = await api('POST', '/v1/customers', { name: 'Ada', email: 'ada@example.com', phone: '+1 555 0100' });
  const bob = await api('POST', '/v1/customers', { name: 'Bob' });
  const kayak = await api('POST', '/v1/fleet-items', { name: 'Kayak', price_full_day: 4500, quantity: 5 });
  const bike = await api('POST', '/v1/fleet-items', {
    name: 'Bike',
    price_full_day: 3000,
    price_half_day: 1800,
    quantity: 5,
    turnaround_minutes: 30,
  });
  const helmet = await api('POST', '/v1/addons', { name: 'Helmet', price: 300, pricing: 'per_day' });
  const dock = await api('POST', '/v1/locations', { name: 'Dock', timezone: 'Europe/Berlin' });
  const code = `EVT${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await api('POST', '/v1/coupons', { code, discount_type: 'percent', discount_value: 10 });

  const window = { pickup_date: '2026-07-01T09:00', return_date: '2026-07-04T09:00' };
  const full = await api('POST', '/v1/bookings', {
    customer_id: ada.id,
    ...window,
    line_items: [{ fleet_item_id: kayak.id, quantity: 2, override_price: 4000 }],
    addons: [{ addon_id: helmet.id, quantity: 2 }],
    pickup_location_id: dock.id,
    coupon_code: code,
    notes: 'North dock',
  });
  await api('PATCH', `/v1/bookings/${full.id}`, { notes: 'South dock', pickup_location_id: null });
  await api('POST', `/v1/bookings/${full.id}/extend`, { new_return_date: '2026-07-05T09:00' });
  await api('POST', `/v1/bookings/${full.id}/swap-item`, {
    line_item_id: full.line_items[0].id,
    new_fleet_item_id: bike.id,
  });
  await api('POST', `/v1/bookings/${full.id}/payments`, { amount: 1000, method: 'card', reference: 'ch_1' });
  await api('POST', `/v1/bookings/${full.id}/payments`, { amount: 500 });
  await api('PATCH', `/v1/bookings/${full.id}`, { status: 'active' });
  // The window is long past: completing it now is a late return, charged under the tenant's policy.
  await api('PATCH', '/v1/tenant', { late_fee: { per_hour: 500, per_day: 3000, cap: 9000 } });
  const returned = await api('PATCH', `/v1/bookings/${full.id}`, { status: 'completed' });
  expect(returned.late_fee_amount).toBeGreaterThan(0);
  // An active booking past its return date: the sweeper tells once with booking.overdue.
  const late = await api('POST', '/v1/bookings', {
    customer_id: ada.id,
    ...window,
    line_items: [{ fleet_item_id: kayak.id }],
  });
  await api('PATCH', `/v1/bookings/${late.id}`, { status: 'confirmed' });
  await api('PATCH', `/v1/bookings/${late.id}`, { status: 'active' });
  expect(await s.app.expiry.overdueOnce()).toBe(1);
  expect(await s.app.expiry.overdueOnce()).toBe(0);

  const half = await api('POST', '/v1/bookings', {
    customer_id: bob.id,
    pickup_date: '2026-08-01T09:00',
    return_date: '2026-08-01T12:00',
    half_day: true,
    line_items: [{ fleet_item_id: bike.id }],
  });
  await api('POST', `/v1/bookings/${half.id}/cancel`, { reason: 'rain' });
  const plain = await api('POST', '/v1/bookings', {
    customer_id: bob.id,
    ...window,
    line_items: [{ fleet_item_id: kayak.id }],
  });
  await api('PATCH', `/v1/bookings/${plain.id}`, { status: 'confirmed' });
  await api('PATCH', `/v1/bookings/${plain.id}`, { status: 'cancelled' });
  await api('DELETE', `/v1/customers/${bob.id}`);
  await api('PATCH', `/v1/bookings/${plain.id}`, { notes: 'customer deleted' });

  // A hold that runs out: the sweeper (run here, past its expiry) cancels it with booking.expired.
  const held = await api('POST', '/v1/bookings', {
    customer_id: ada.id,
    ...window,
    line_items: [{ fleet_item_id: kayak.id }],
    hold_minutes: 1,
  });
  shiftMs = 120_000;
  try {
    expect(await s.app.expiry.sweepOnce()).toBe(1);
  } finally {
    shiftMs = 0;
  }
  expect((await api('GET', `/v1/bookings/${held.id}`)).cancellation_reason).toBe('expired');

  // Card payments and deposit holds, with the test provider (test mode only).
  if (key === s.tenant.test_key) await payments(api, ada.id);

  // A receiver that answers 410: the endpoint is disabled and the watcher is told.
  const doomed = await api('POST', '/v1/webhook-endpoints', { url: `${gone.url}/hooks`, events: ['booking.created'] });
  await api('POST', '/v1/bookings', { customer_id: ada.id, ...window, line_items: [{ fleet_item_id: bike.id }] });
  await eventually(async () => (await api('GET', `/v1/webhook-endpoints/${doomed.id}`)).disabled_reason === 'gone');
  const told = await api('GET', `/v1/webhook-endpoints/${watcher.id}/deliveries?event_type=webhook_endpoint.disabled`);
  expect(told.data).toHaveLength(1);
}

type Call = (method: string, path: string, body?: unknown) => Promise<any>;

/** A deposit authorised, captured in part, another released, one whose renewal is refused; a refund. */
async function payments(api: Call, customerId: string): Promise<void> {
  await api('PATCH', '/v1/tenant', { payments: { provider: 'test' } });
  const boat = await api('POST', '/v1/fleet-items', {
    name: 'Boat',
    price_full_day: 9000,
    deposit_amount: 20000,
    quantity: 5,
  });
  const book = async () => {
    const b = await api('POST', '/v1/bookings', {
      customer_id: customerId,
      pickup_date: '2026-09-01T09:00',
      return_date: '2026-09-03T09:00',
      line_items: [{ fleet_item_id: boat.id }],
    });
    const rental = await api('POST', `/v1/bookings/${b.id}/payment-intents`, { purpose: 'rental' });
    await api('POST', `/v1/payment-intents/${rental.id}/confirm`, { payment_method: 'pm_card_visa' });
    return b.id as string;
  };
  const hold = async (id: string, card: string) => {
    const deposit = await api('POST', `/v1/bookings/${id}/payment-intents`, { purpose: 'deposit' });
    await api('POST', `/v1/payment-intents/${deposit.id}/confirm`, { payment_method: card });
  };
  const damaged = await book();
  await hold(damaged, 'pm_card_visa');
  await api('PATCH', `/v1/bookings/${damaged}`, { status: 'active' });
  await api('PATCH', `/v1/bookings/${damaged}`, { status: 'completed' });
  await api('POST', `/v1/bookings/${damaged}/deposit/capture`, { amount: 5000, reason: 'Dented hull' });
  const paid = (await api('GET', `/v1/bookings/${damaged}`)).payments[0];
  await api('POST', `/v1/bookings/${damaged}/refunds`, { payment_id: paid.id, amount: 1000, reason: 'Goodwill' });
  const fine = await book();
  await hold(fine, 'pm_card_visa');
  await api('POST', `/v1/bookings/${fine}/deposit/release`);
  // A week's hold comes up for renewal a day before it lapses; this card refuses every renewal.
  const refused = await book();
  await hold(refused, 'pm_card_visa_renewal_declined');
  shiftMs = 6.5 * 86_400_000;
  try {
    expect(await s.app.deposits.sweepOnce()).toBe(1);
  } finally {
    shiftMs = 0;
  }
  expect((await api('GET', `/v1/bookings/${refused}`)).deposit.status).toBe('renewal_failed');
}
