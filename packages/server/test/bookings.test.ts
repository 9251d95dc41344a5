import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../src/bookings/create.js';
import { BOOKING_EXAMPLE } from '../src/bookings/examples.js';
import { BookingSchema } from '../src/bookings/schemas.js';
import { ensureDemo } from '../src/demo.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import {
  allEvents,
  BOOKING_KEYS,
  DETAIL_KEYS,
  expectError,
  expectEvents,
  expectNoWrites,
  mkAddon,
  mkCoupon,
  mkCustomer,
  mkItem,
  ok,
} from './bookings-fixtures.js';
import { makeApi, startServer, type TestServer, tempDir } from './helpers.js';

let s: TestServer;
const now = new Date('2026-06-15T12:00:00.000Z');
let customer: any;
let location: any;

beforeAll(async () => {
  s = await startServer({ clock: () => now, timezone: 'America/New_York' });
  customer = await mkCustomer(s.api);
  location = await ok(s.api, 'POST', '/v1/locations', { name: 'Harbor' }, 201);
});
afterAll(() => s.close());

const create = (body: Record<string, unknown>) => s.api('POST', '/v1/bookings', { body });
const get = async (id: string) => ok(s.api, 'GET', `/v1/bookings/${id}`, undefined);
const patch = (id: string, body: unknown) => s.api('PATCH', `/v1/bookings/${id}`, { body });
const post = (id: string, action: string, body: unknown = {}) =>
  s.api('POST', `/v1/bookings/${id}/${action}`, { body });

/** A one-line booking of `item` (with defaults for the rest); expects 201. */
async function book(item: any, fields: Record<string, unknown> = {}) {
  return ok(
    s.api,
    'POST',
    '/v1/bookings',
    {
      customer_id: customer.id,
      pickup_date: '2026-07-01T09:00',
      return_date: '2026-07-03T09:00',
      line_items: [{ fleet_item_id: item.id }],
      ...fields,
    },
    201,
  );
}

describe('POST /v1/bookings', () => {
  it('creates a pending booking priced by the engine, and records booking.created with the Get Booking shape', async () => {
    const kayak = await mkItem(s.api, {
      name: 'Touring kayak',
      price_full_day: 4500,
      price_multi_day: 4000,
      deposit_amount: 20000,
      quantity: 3,
    });
    const bike = await mkItem(s.api, { name: 'E-bike', price_full_day: 6000, deposit_amount: 1000 });
    const vest = await mkAddon(s.api, { name: 'Vest', price: 500, pricing: 'per_day' });
    await ok(s.api, 'PATCH', '/v1/tenant', { tax_rate_bps: 825 });
    const { result: b, events } = await expectEvents(s.sql, ['booking.created'], () =>
      book(kayak, {
        line_items: [
          { fleet_item_id: kayak.id, quantity: 2 },
          { fleet_item_id: bike.id, override_price: 5000 },
        ],
        addons: [{ addon_id: vest.id, quantity: 2 }],
        pickup_location_id: location.id,
        notes: 'VIP',
      }),
    );
    expect(Object.keys(b).sort()).toEqual(BOOKING_KEYS);
    expect(b).toMatchObject({
      object: 'booking',
      status: 'pending',
      customer_id: customer.id,
      customer: { id: customer.id, name: 'Ada', email: 'ada@example.com', phone: '+1 555' },
      pickup_date: '2026-07-01T13:00:00.000Z',
      return_date: '2026-07-03T13:00:00.000Z',
      pickup_location_id: location.id,
      half_day: false,
      amount_paid: 0,
      coupon_id: null,
      notes: 'VIP',
      cancellation_reason: null,
      cancelled_at: null,
      expires_at: null,
      livemode: false,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    expect(b.id).toMatch(/^bk_/);
    // 2 days: kayak 4000 × 2 days = 8000 per unit × 2; bike overridden 5000; vest 500 × 2 × 2 days.
    expect(b.line_items).toEqual([
      {
        id: expect.stringMatching(/^li_/),
        fleet_item_id: kayak.id,
        fleet_item_name: 'Touring kayak',
        quantity: 2,
        unit_price: 8000,
        override_price: null,
        line_total: 16000,
        unit_ids: [],
        rate_basis: 'daily',
        hourly_units: null,
      },
      {
        id: expect.stringMatching(/^li_/),
        fleet_item_id: bike.id,
        fleet_item_name: 'E-bike',
        quantity: 1,
        unit_price: 12000,
        override_price: 5000,
        line_total: 5000,
        unit_ids: [],
        rate_basis: 'daily',
        hourly_units: null,
      },
    ]);
    expect(b.addons).toEqual([
      {
        id: expect.stringMatching(/^bao_/),
        addon_id: vest.id,
        addon_name: 'Vest',
        quantity: 2,
        unit_price: 500,
        line_total: 2000,
      },
    ]);
    expect(b.subtotal).toBe(23000);
    expect(b.tax_amount).toBe(1898); // 8.25 % of 23000 = 1897.5 → 1898
    expect(b.service_fee_amount).toBe(747); // 3 % of 24898 = 746.94
    expect(b.total).toBe(23000 + 1898 + 747);
    expect(b.discount_amount).toBe(0);
    expect(b.amount_owed).toBe(b.total);
    expect(b.deposit_hold_amount).toBe(20000 * 2 + 1000);

    const detail = await get(b.id);
    expect(Object.keys(detail).sort()).toEqual(DETAIL_KEYS);
    expect(detail).toMatchObject({ ...b, adjustments: [], change_log: [], payments: [] });
    expect(events[0]?.data).toEqual(detail);
    expect(events[0]).toMatchObject({ tenant_id: s.tenant.tenant_id, livemode: 0 });
    await ok(s.api, 'PATCH', '/v1/tenant', { tax_rate_bps: 0 });
  });

  it('rejects bad references, duplicates, inactive records and invalid fields without writing anything', async () => {
    const item = await mkItem(s.api, { quantity: 10 });
    const inactive = await mkItem(s.api, { active: false });
    const addon = await mkAddon(s.api);
    const base = {
      customer_id: customer.id,
      pickup_date: '2026-07-01',
      return_date: '2026-07-02',
      line_items: [{ fleet_item_id: item.id }],
    };
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ customer_id: 'cus_nope' }, 'resource_missing', 'customer_id'],
      [
        { line_items: [{ fleet_item_id: item.id }, { fleet_item_id: 'fi_nope' }] },
        'resource_missing',
        'line_items.1.fleet_item_id',
      ],
      [
        { line_items: [{ fleet_item_id: item.id }, { fleet_item_id: item.id, quantity: 2 }] },
        'parameter_invalid',
        'line_items.1.fleet_item_id',
      ],
      [{ line_items: [{ fleet_item_id: inactive.id }] }, 'resource_inactive', 'line_items.0.fleet_item_id'],
      [{ addons: [{ addon_id: 'ao_nope', quantity: 1 }] }, 'resource_missing', 'addons.0.addon_id'],
      [
        {
          addons: [
            { addon_id: addon.id, quantity: 1 },
            { addon_id: addon.id, quantity: 1 },
          ],
        },
        'parameter_invalid',
        'addons.1.addon_id',
      ],
      [{ pickup_location_id: 'loc_nope' }, 'resource_missing', 'pickup_location_id'],
      [{ coupon_code: 'NOPE' }, 'coupon_invalid', 'coupon_code'],
      [{ line_items: [] }, 'parameter_invalid', 'line_items'],
      [
        { line_items: Array.from({ length: 51 }, (_, i) => ({ fleet_item_id: `fi_${i}` })) },
        'parameter_invalid',
        'line_items',
      ],
      [{ line_items: [{ fleet_item_id: item.id, quantity: 0 }] }, 'parameter_invalid', 'line_items.0.quantity'],
      [{ line_items: [{ fleet_item_id: item.id, quantity: 1001 }] }, 'parameter_invalid', 'line_items.0.quantity'],
      [
        { line_items: [{ fleet_item_id: item.id, override_price: -1 }] },
        'parameter_invalid',
        'line_items.0.override_price',
      ],
      [{ line_items: [{ fleet_item_id: item.id, price: 1 }] }, 'parameter_unknown', 'line_items.0.price'],
      [{ status: 'confirmed' }, 'parameter_unknown', 'status'],
      [{ return_date: '2026-06-30' }, 'parameter_invalid', 'return_date'],
      [{ return_date: '2028-07-02' }, 'parameter_invalid', 'return_date'],
      [{ pickup_date: 'tomorrow' }, 'parameter_invalid', 'pickup_date'],
      [{ half_day: true, return_date: '2026-07-03' }, 'half_day_not_allowed', undefined],
      [{ customer_id: undefined }, 'parameter_missing', 'customer_id'],
      [{ notes: 'x'.repeat(2001) }, 'parameter_invalid', 'notes'],
    ];
    for (const [fields, code, param] of cases) {
      const res = await expectNoWrites(s.sql, () => create({ ...base, ...fields }));
      expect(res.status, `${JSON.stringify(fields).slice(0, 80)}: ${res.text}`).toBe(400);
      expect(res.body.error.code, JSON.stringify(fields).slice(0, 80)).toBe(code);
      if (param !== undefined) expect(res.body.error.param).toBe(param);
    }
  });

  it('accepts notes of 2000 code points and rejects 2001 (create and PATCH)', async () => {
    const item = await mkItem(s.api, { quantity: 10 });
    const n2000 = '😀'.repeat(2000); // 4000 UTF-16 units, 2000 code points
    const b = await book(item, { notes: n2000 });
    expect(b.notes).toBe(n2000);
    const res = await expectNoWrites(s.sql, () =>
      create({
        customer_id: customer.id,
        pickup_date: '2026-07-01',
        return_date: '2026-07-02',
        line_items: [{ fleet_item_id: item.id }],
        notes: `${n2000}x`,
      }),
    );
    expectError(res, 400, 'parameter_invalid', 'notes');
    const p = await expectEvents(s.sql, ['booking.updated'], () => patch(b.id, { notes: 'a'.repeat(2000) }));
    expect(p.result.status).toBe(200);
    expect(p.result.body.notes).toHaveLength(2000);
    expectError(
      await expectNoWrites(s.sql, () => patch(b.id, { notes: 'a'.repeat(2001) })),
      400,
      'parameter_invalid',
      'notes',
    );
  });

  it('half_day defaults to false on create (no detection) and can be forced', async () => {
    const item = await mkItem(s.api, { price_full_day: 4500, price_half_day: 3000, quantity: 5 });
    const full = await book(item, { pickup_date: '2026-07-01T09:00', return_date: '2026-07-01T12:00' });
    expect(full).toMatchObject({ half_day: false, subtotal: 4500 });
    const half = await book(item, {
      pickup_date: '2026-07-01T09:00',
      return_date: '2026-07-01T12:00',
      half_day: true,
    });
    expect(half).toMatchObject({ half_day: true, subtotal: 3000 });
  });

  it('replays an Idempotency-Key: one booking, one event', async () => {
    const item = await mkItem(s.api, { quantity: 5 });
    const body = {
      customer_id: customer.id,
      pickup_date: '2026-07-01',
      return_date: '2026-07-02',
      line_items: [{ fleet_item_id: item.id }],
    };
    const { result } = await expectEvents(s.sql, ['booking.created'], async () => {
      const a = await s.api('POST', '/v1/bookings', { body, headers: { 'idempotency-key': 'bk-1' } });
      const b = await s.api('POST', '/v1/bookings', { body, headers: { 'idempotency-key': 'bk-1' } });
      return [a, b];
    });
    expect(result[0]?.status).toBe(201);
    expect(result[1]?.status).toBe(201);
    expect(result[1]?.headers.get('idempotent-replayed')).toBe('true');
    expect(result[1]?.body.id).toBe(result[0]?.body.id);
  });
});

describe('availability', () => {
  it('counts units per item over [pickup, return + turnaround) and answers 409 item_unavailable', async () => {
    const item = await mkItem(s.api, { quantity: 2, turnaround_minutes: 60 });
    const other = await mkItem(s.api, { quantity: 5 });
    const window = { pickup_date: '2026-08-01T09:00', return_date: '2026-08-03T09:00' };
    await book(item, { ...window, line_items: [{ fleet_item_id: item.id }] });
    await book(item, { ...window, line_items: [{ fleet_item_id: item.id }] });
    const res = await expectNoWrites(s.sql, () =>
      create({
        customer_id: customer.id,
        ...window,
        line_items: [{ fleet_item_id: other.id }, { fleet_item_id: item.id }],
      }),
    );
    expectError(res, 409, 'item_unavailable', 'line_items.1.fleet_item_id');
    expect(res.body.error.type).toBe('conflict_error');
    // Inside the turnaround after the return: still taken. Once it has passed: free.
    expectError(
      await create({
        customer_id: customer.id,
        pickup_date: '2026-08-03T09:59',
        return_date: '2026-08-04T09:00',
        line_items: [{ fleet_item_id: item.id }],
      }),
      409,
      'item_unavailable',
    );
    expectError(
      await create({
        customer_id: customer.id,
        pickup_date: '2026-07-30T09:00',
        return_date: '2026-08-01T08:30', // its own turnaround runs into the other bookings' pickup
        line_items: [{ fleet_item_id: item.id }],
      }),
      409,
      'item_unavailable',
    );
    await book(item, { pickup_date: '2026-08-03T10:00', return_date: '2026-08-04T09:00' });
    await book(item, { pickup_date: '2026-07-30T09:00', return_date: '2026-08-01T08:00' });
    // Asking for more units than exist at all.
    expectError(
      await create({
        customer_id: customer.id,
        pickup_date: '2027-01-01',
        return_date: '2027-01-02',
        line_items: [{ fleet_item_id: item.id, quantity: 3 }],
      }),
      409,
      'item_unavailable',
      'line_items.0.fleet_item_id',
    );
  });

  it('cancel frees the units; completed bookings hold none', async () => {
    const item = await mkItem(s.api, { quantity: 1 });
    const a = await book(item);
    expectError(await create(creationBody(item)), 409, 'item_unavailable');
    await expectEvents(s.sql, ['booking.cancelled'], async () => {
      const r = await post(a.id, 'cancel', { reason: 'Changed plans' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        status: 'cancelled',
        cancellation_reason: 'Changed plans',
        cancelled_at: now.toISOString(),
        total: a.total, // not re-priced
      });
    });
    const b = await book(item);
    for (const status of ['confirmed', 'active', 'completed']) {
      expectError(await create(creationBody(item)), 409, 'item_unavailable');
      expect((await patch(b.id, { status })).status).toBe(200);
    }
    await book(item);
  });
});

function creationBody(item: any) {
  return {
    customer_id: customer.id,
    pickup_date: '2026-07-01T09:00',
    return_date: '2026-07-03T09:00',
    line_items: [{ fleet_item_id: item.id }],
  };
}

describe('status transitions', () => {
  const STATUSES = ['pending', 'confirmed', 'active', 'completed', 'cancelled'] as const;
  const PATH_TO: Record<string, string[]> = {
    pending: [],
    confirmed: ['confirmed'],
    active: ['confirmed', 'active'],
    completed: ['confirmed', 'active', 'completed'],
    cancelled: ['cancelled'],
  };
  const ALLOWED: Record<string, string[]> = {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['active', 'cancelled'],
    active: ['completed'],
    completed: [],
    cancelled: [],
  };
  const EVENT: Record<string, string> = {
    confirmed: 'booking.confirmed',
    active: 'booking.activated',
    completed: 'booking.completed',
    cancelled: 'booking.cancelled',
  };
  let item: any;
  beforeAll(async () => {
    item = await mkItem(s.api, { quantity: 1000 });
  });

  async function bookingIn(status: string) {
    const b = await book(item);
    for (const step of PATH_TO[status] ?? []) expect((await patch(b.id, { status: step })).status).toBe(200);
    return b;
  }

  for (const from of STATUSES) {
    for (const to of STATUSES) {
      const kind = from === to ? 'no-op' : ALLOWED[from]?.includes(to) ? 'allowed' : 'forbidden';
      it(`PATCH ${from} → ${to}: ${kind}`, async () => {
        const b = await bookingIn(from);
        const before = await get(b.id);
        if (kind === 'allowed') {
          const { result, events } = await expectEvents(s.sql, [EVENT[to] as string], () =>
            patch(b.id, { status: to }),
          );
          expect(result.status).toBe(200);
          expect(result.body.status).toBe(to);
          expect(Object.keys(result.body).sort()).toEqual(BOOKING_KEYS);
          expect(events[0]?.data).toEqual(await get(b.id));
          if (to === 'cancelled') {
            expect(result.body).toMatchObject({ cancelled_at: now.toISOString(), cancellation_reason: null });
          }
        } else if (kind === 'no-op') {
          const res = await expectNoWrites(s.sql, () => patch(b.id, { status: to }));
          expect(res.status).toBe(200);
          expect(await get(b.id)).toEqual(before);
        } else {
          const res = await expectNoWrites(s.sql, () => patch(b.id, { status: to, notes: 'ignored' }));
          expectError(res, 409, 'booking_invalid_transition', 'status');
          expect(await get(b.id)).toEqual(before);
        }
      });
    }
  }

  it('a value that is not a status is 400 parameter_invalid (param status)', async () => {
    const b = await bookingIn('pending');
    for (const status of ['shipped', '', 'PENDING', null, 3]) {
      expectError(await expectNoWrites(s.sql, () => patch(b.id, { status })), 400, 'parameter_invalid', 'status');
    }
  });

  for (const from of STATUSES) {
    const kind = from === 'cancelled' ? 'no-op' : ['pending', 'confirmed'].includes(from) ? 'allowed' : 'forbidden';
    it(`POST cancel from ${from}: ${kind}`, async () => {
      const b = await bookingIn(from);
      const before = await get(b.id);
      if (kind === 'allowed') {
        const { result } = await expectEvents(s.sql, ['booking.cancelled'], () =>
          post(b.id, 'cancel', { reason: 'x' }),
        );
        expect(result.status).toBe(200);
        expect(result.body).toMatchObject({ status: 'cancelled', cancellation_reason: 'x' });
      } else if (kind === 'no-op') {
        const res = await expectNoWrites(s.sql, () => post(b.id, 'cancel', { reason: 'again' }));
        expect(res.status).toBe(200);
        expect(await get(b.id)).toEqual(before);
      } else {
        expectError(await expectNoWrites(s.sql, () => post(b.id, 'cancel')), 409, 'booking_invalid_transition');
      }
    });
  }

  it('PATCH emits booking.updated when only other fields change, nothing when nothing changes', async () => {
    const b = await bookingIn('pending');
    const later = new Date(now.getTime());
    const { result } = await expectEvents(s.sql, ['booking.updated'], () =>
      patch(b.id, { notes: 'call first', pickup_location_id: location.id }),
    );
    expect(result.body).toMatchObject({ notes: 'call first', pickup_location_id: location.id, status: 'pending' });
    expect(result.body.updated_at).toBe(later.toISOString());
    const same = await expectNoWrites(s.sql, () =>
      patch(b.id, { notes: 'call first', pickup_location_id: location.id, status: 'pending' }),
    );
    expect(same.status).toBe(200);
    expect((await expectNoWrites(s.sql, () => patch(b.id, {}))).status).toBe(200);
    // Status and another field: the status event only.
    await expectEvents(s.sql, ['booking.confirmed'], () => patch(b.id, { status: 'confirmed', notes: null }));
    expect((await get(b.id)).notes).toBeNull();
    expectError(
      await expectNoWrites(s.sql, () => patch(b.id, { pickup_location_id: 'loc_nope' })),
      400,
      'resource_missing',
      'pickup_location_id',
    );
    expectError(await patch(b.id, { total: 1 }), 400, 'parameter_unknown', 'total');
    expectError(await patch('bk_nope', { notes: 'x' }), 404, 'resource_missing', 'id');
  });
});

describe('payments', () => {
  it('the first payment confirms a pending booking: payment.received then booking.confirmed', async () => {
    const item = await mkItem(s.api, { price_full_day: 10000, quantity: 10 });
    const b = await book(item);
    const { result, events } = await expectEvents(s.sql, ['payment.received', 'booking.confirmed'], () =>
      post(b.id, 'payments', { amount: 5000, method: 'card', reference: 'ch_123' }),
    );
    expect(result.status).toBe(201);
    expect(Object.keys(result.body).sort()).toEqual(BOOKING_KEYS);
    expect(result.body).toMatchObject({ status: 'confirmed', amount_paid: 5000, amount_owed: b.total - 5000 });
    const detail = await get(b.id);
    expect(detail.payments).toEqual([
      {
        id: expect.stringMatching(/^pay_/),
        amount: 5000,
        method: 'card',
        reference: 'ch_123',
        created_at: now.toISOString(),
        actor: { type: 'secret_key', id: expect.stringMatching(/^key_/) },
      },
    ]);
    expect(events[0]?.data).toEqual({ ...detail.payments[0], booking_id: b.id, booking_status: 'confirmed' });
    expect(Object.keys(events[0]?.data).sort()).toEqual(
      ['actor', 'amount', 'booking_id', 'booking_status', 'created_at', 'id', 'method', 'reference'].sort(),
    );
    expect(events[1]?.data).toEqual(detail);

    const second = await expectEvents(s.sql, ['payment.received'], () => post(b.id, 'payments', { amount: 1000 }));
    expect(second.result.status).toBe(201);
    expect(second.events[0]?.data).toMatchObject({
      amount: 1000,
      method: null,
      reference: null,
      booking_status: 'confirmed',
    });
    const owed = second.result.body.amount_owed;
    expectError(
      await expectNoWrites(s.sql, () => post(b.id, 'payments', { amount: owed + 1 })),
      400,
      'parameter_invalid',
      'amount',
    );
    expectError(
      await expectNoWrites(s.sql, () => post(b.id, 'payments', { amount: 0 })),
      400,
      'parameter_invalid',
      'amount',
    );
    expectError(await post(b.id, 'payments', {}), 400, 'parameter_missing', 'amount');
    expectError(await post(b.id, 'payments', { amount: 1.5 }), 400, 'parameter_invalid', 'amount');
    // Paying the rest of an active booking: payment.received only, status unchanged.
    await patch(b.id, { status: 'active' });
    const last = await expectEvents(s.sql, ['payment.received'], () => post(b.id, 'payments', { amount: owed }));
    expect(last.result.body).toMatchObject({ status: 'active', amount_owed: 0, amount_paid: b.total });
    expect(last.events[0]?.data.booking_status).toBe('active');
    expect((await get(b.id)).payments.map((p: any) => p.amount)).toEqual([5000, 1000, owed]);
    expectError(await post(b.id, 'payments', { amount: 1 }), 400, 'parameter_invalid', 'amount');
  });

  it('cancelled bookings and completed ones that owe nothing are not payable (409 booking_not_payable)', async () => {
    const item = await mkItem(s.api, { quantity: 10 });
    const a = await book(item);
    await post(a.id, 'cancel');
    expectError(await expectNoWrites(s.sql, () => post(a.id, 'payments', { amount: 100 })), 409, 'booking_not_payable');
    const b = await book(item);
    await patch(b.id, { status: 'confirmed' });
    await post(b.id, 'payments', { amount: b.total });
    for (const status of ['active', 'completed']) await patch(b.id, { status });
    expectError(await expectNoWrites(s.sql, () => post(b.id, 'payments', { amount: 100 })), 409, 'booking_not_payable');
    expectError(await post('bk_nope', 'payments', { amount: 100 }), 404, 'resource_missing');
  });
});

describe('extend', () => {
  it('re-prices the longer window and records one extension adjustment equal to the change of total', async () => {
    const item = await mkItem(s.api, {
      name: 'Camera',
      price_full_day: 7500,
      price_half_day: 4500,
      price_multi_day: 6500,
      quantity: 1,
    });
    await ok(
      s.api,
      'POST',
      '/v1/pricing/rules',
      { type: 'multi_day', fleet_item_id: item.id, days_threshold: 3, adjustment_value: 10 },
      201,
    );
    const b = await book(item, { pickup_date: '2026-09-01T09:00', return_date: '2026-09-01T12:00', half_day: true });
    expect(b).toMatchObject({ half_day: true, subtotal: 4500 });
    const { result, events } = await expectEvents(s.sql, ['booking.extended'], () =>
      post(b.id, 'extend', { new_return_date: '2026-09-04T09:00' }),
    );
    expect(result.status).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual(BOOKING_KEYS);
    // 3 days × 6500 = 19500, minus 10 % = 17550; half_day cleared.
    expect(result.body).toMatchObject({
      half_day: false,
      return_date: '2026-09-04T13:00:00.000Z',
      subtotal: 17550,
      discount_amount: 1950,
    });
    const detail = await get(b.id);
    expect(detail.adjustments).toEqual([
      {
        id: expect.stringMatching(/^adj_/),
        type: 'extension',
        amount: result.body.total - b.total,
        description: expect.any(String),
        created_at: now.toISOString(),
        actor: { type: 'secret_key', id: expect.stringMatching(/^key_/) },
      },
    ]);
    expect(events[0]?.data).toEqual(detail);
    expect(detail.line_items[0]).toMatchObject({ unit_price: 17550, line_total: 17550 });

    // Not after the current return date: 400; too long: 400; both name new_return_date.
    for (const d of ['2026-09-04T09:00', '2026-09-02', 'soon', '2029-01-01']) {
      const res = await expectNoWrites(s.sql, () => post(b.id, 'extend', { new_return_date: d }));
      expectError(res, 400, 'parameter_invalid', 'new_return_date');
    }
    expectError(await post(b.id, 'extend', {}), 400, 'parameter_missing', 'new_return_date');
  });

  it('is refused with 409 when the units are taken, and leaves nothing behind', async () => {
    const item = await mkItem(s.api, { quantity: 1, turnaround_minutes: 30 });
    const a = await book(item, { pickup_date: '2026-10-01T09:00', return_date: '2026-10-02T09:00' });
    await book(item, { pickup_date: '2026-10-03T09:00', return_date: '2026-10-04T09:00' });
    const res = await expectNoWrites(s.sql, () => post(a.id, 'extend', { new_return_date: '2026-10-03T08:45' }));
    expectError(res, 409, 'item_unavailable');
    // Up to the other's pickup minus the turnaround is fine.
    const okRes = await post(a.id, 'extend', { new_return_date: '2026-10-03T08:30' });
    expect(okRes.status, okRes.text).toBe(200);
  });

  it('keeps override_price, ignores an item made inactive since, and is 409 from a final status', async () => {
    const item = await mkItem(s.api, { price_full_day: 1000, quantity: 5 });
    const b = await book(item, {
      line_items: [{ fleet_item_id: item.id, quantity: 2, override_price: 700 }],
    });
    expect(b.line_items[0]).toMatchObject({ unit_price: 2000, override_price: 700, line_total: 1400 });
    await ok(s.api, 'PATCH', `/v1/fleet-items/${item.id}`, { active: false });
    const res = await post(b.id, 'extend', { new_return_date: '2026-07-05T09:00' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.line_items[0]).toMatchObject({ unit_price: 4000, override_price: 700, line_total: 1400 });
    expect(res.body.total).toBe(b.total);
    expect((await get(b.id)).adjustments.map((a: any) => a.amount)).toEqual([0]);
    await post(b.id, 'cancel');
    expectError(
      await expectNoWrites(s.sql, () => post(b.id, 'extend', { new_return_date: '2026-07-09T09:00' })),
      409,
      'booking_invalid_transition',
    );
  });

  it('re-applies the coupon terms kept from the redemption, even after the coupon changed', async () => {
    const item = await mkItem(s.api, { price_full_day: 10000, quantity: 5 });
    const coupon = await mkCoupon(s.api, { discount_type: 'percent', discount_value: 20, max_redemptions: 5 });
    const b = await book(item, { coupon_code: coupon.code.toLowerCase() });
    expect(b).toMatchObject({ coupon_id: coupon.id, discount_amount: 4000, subtotal: 16000 });
    await ok(s.api, 'PATCH', `/v1/coupons/${coupon.id}`, { discount_value: 50, active: false });
    const res = await post(b.id, 'extend', { new_return_date: '2026-07-04T09:00' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ subtotal: 24000, discount_amount: 6000 });
  });
});

describe('swap-item', () => {
  it('moves the line to the new item, re-prices, records an item_swap adjustment and the change_log', async () => {
    const a = await mkItem(s.api, { name: 'Old kayak', price_full_day: 4000, quantity: 2 });
    const bItem = await mkItem(s.api, { name: 'New kayak', price_full_day: 5000, quantity: 2 });
    const c = await mkItem(s.api, { name: 'Paddle', price_full_day: 500, quantity: 2 });
    const booking = await book(a, {
      line_items: [{ fleet_item_id: a.id, quantity: 2, override_price: 3000 }, { fleet_item_id: c.id }],
    });
    const line = booking.line_items[0];
    const { result, events } = await expectEvents(s.sql, ['booking.item_swapped'], () =>
      post(booking.id, 'swap-item', { line_item_id: line.id, new_fleet_item_id: bItem.id }),
    );
    expect(result.status, result.text).toBe(200);
    expect(result.body.line_items[0]).toEqual({
      id: line.id,
      fleet_item_id: bItem.id,
      fleet_item_name: 'New kayak',
      quantity: 2,
      unit_price: 10000,
      override_price: null,
      line_total: 20000,
      unit_ids: [],
      rate_basis: 'daily',
      hourly_units: null,
    });
    const detail = await get(booking.id);
    expect(detail.change_log).toEqual([
      {
        id: expect.stringMatching(/^chg_/),
        type: 'item_swapped',
        line_item_id: line.id,
        from_fleet_item_id: a.id,
        to_fleet_item_id: bItem.id,
        previous_total: booking.total,
        new_total: result.body.total,
        created_at: now.toISOString(),
        actor: { type: 'secret_key', id: expect.stringMatching(/^key_/) },
      },
    ]);
    expect(detail.adjustments).toEqual([
      expect.objectContaining({ type: 'item_swap', amount: result.body.total - booking.total }),
    ]);
    expect(events[0]?.data).toEqual(detail);
    // The freed units of the old item are bookable again.
    await book(a, { line_items: [{ fleet_item_id: a.id, quantity: 2 }] });
  });

  it('refuses bad swaps with the right status and without writing', async () => {
    const a = await mkItem(s.api, { quantity: 1 });
    const other = await mkItem(s.api, { quantity: 1 });
    const inactive = await mkItem(s.api, { active: false });
    const taken = await mkItem(s.api, { quantity: 1 });
    await book(taken);
    const booking = await book(a, {
      line_items: [{ fleet_item_id: a.id }, { fleet_item_id: other.id }],
    });
    const line = booking.line_items[0].id;
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ line_item_id: 'li_nope', new_fleet_item_id: taken.id }, 404, 'resource_missing', 'line_item_id'],
      [{ line_item_id: line, new_fleet_item_id: 'fi_nope' }, 400, 'resource_missing', 'new_fleet_item_id'],
      [{ line_item_id: line, new_fleet_item_id: a.id }, 400, 'parameter_invalid', 'new_fleet_item_id'],
      [{ line_item_id: line, new_fleet_item_id: inactive.id }, 400, 'resource_inactive', 'new_fleet_item_id'],
      [{ line_item_id: line, new_fleet_item_id: other.id }, 400, 'parameter_invalid', 'new_fleet_item_id'],
      [{ line_item_id: line, new_fleet_item_id: taken.id }, 409, 'item_unavailable', 'new_fleet_item_id'],
      [{ line_item_id: line }, 400, 'parameter_missing', 'new_fleet_item_id'],
    ];
    for (const [body, status, code, param] of cases) {
      expectError(await expectNoWrites(s.sql, () => post(booking.id, 'swap-item', body)), status, code, param);
    }
    // Another booking's line item is not this booking's.
    const second = await book(await mkItem(s.api));
    expectError(
      await post(booking.id, 'swap-item', { line_item_id: second.line_items[0].id, new_fleet_item_id: taken.id }),
      404,
      'resource_missing',
      'line_item_id',
    );
    for (const status of ['confirmed', 'active', 'completed']) await patch(booking.id, { status });
    const free = await mkItem(s.api);
    expectError(
      await expectNoWrites(s.sql, () =>
        post(booking.id, 'swap-item', { line_item_id: line, new_fleet_item_id: free.id }),
      ),
      409,
      'booking_invalid_transition',
    );
  });
});

describe('coupons on bookings', () => {
  it('redeems atomically, never past max_redemptions, and cancel gives the redemption back', async () => {
    const item = await mkItem(s.api, { quantity: 10 });
    const coupon = await mkCoupon(s.api, { max_redemptions: 1 });
    const a = await book(item, { coupon_code: coupon.code });
    expect(a.coupon_id).toBe(coupon.id);
    expect((await ok(s.api, 'GET', `/v1/coupons/${coupon.id}`, undefined)).times_redeemed).toBe(1);
    expectError(
      await expectNoWrites(s.sql, () => create({ ...creationBody(item), coupon_code: coupon.code })),
      400,
      'coupon_exhausted',
      'coupon_code',
    );
    await patch(a.id, { status: 'cancelled' });
    expect((await ok(s.api, 'GET', `/v1/coupons/${coupon.id}`, undefined)).times_redeemed).toBe(0);
    const b = await book(item, { coupon_code: coupon.code });
    await post(b.id, 'cancel');
    // Never below 0, even if the counter was lowered by hand in between.
    await s.sql.run('UPDATE coupons SET times_redeemed = 0 WHERE id = ?', coupon.id);
    expect((await ok(s.api, 'GET', `/v1/coupons/${coupon.id}`, undefined)).times_redeemed).toBe(0);
    // Validated against the clock on create.
    const expired = await mkCoupon(s.api, { valid_until: '2026-06-01' });
    expectError(
      await create({ ...creationBody(item), coupon_code: expired.code }),
      400,
      'coupon_expired',
      'coupon_code',
    );
  });
});

describe('GET /v1/bookings', () => {
  it('filters by status, customer and inclusive pickup dates, with keyset pagination bound to the filters', async () => {
    const item = await mkItem(s.api, { quantity: 100 });
    const other = await mkCustomer(s.api, { name: 'Grace' });
    const made: any[] = [];
    for (const [day, cust] of [
      ['2027-03-01T00:00', customer],
      ['2027-03-02T23:59', other],
      ['2027-03-03T00:00', customer],
      ['2027-03-02T12:00', customer],
    ] as const) {
      made.push(
        await book(item, {
          customer_id: cust.id,
          pickup_date: day,
          return_date: '2027-03-05T00:00',
        }),
      );
    }
    await patch(made[3].id, { status: 'confirmed' });
    const ids = async (q: string) => {
      const res = await s.api('GET', `/v1/bookings?${q}`);
      expect(res.status, res.text).toBe(200);
      for (const b of res.body.data) expect(Object.keys(b).sort()).toEqual(BOOKING_KEYS);
      return res.body.data.map((b: any) => b.id);
    };
    const range = 'pickup_date_from=2027-03-01&pickup_date_to=2027-03-02';
    expect(await ids(range)).toEqual([made[3].id, made[1].id, made[0].id]);
    expect(await ids('pickup_date_from=2027-03-02T23:59&pickup_date_to=2027-03-03T00:00')).toEqual([
      made[2].id,
      made[1].id,
    ]);
    expect(await ids(`${range}&customer_id=${customer.id}`)).toEqual([made[3].id, made[0].id]);
    expect(await ids(`${range}&status=confirmed`)).toEqual([made[3].id]);
    expect(await ids(`${range}&status=pending&customer_id=${other.id}`)).toEqual([made[1].id]);

    // Pages of one, bound to the filters.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = `${range}&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await s.api('GET', `/v1/bookings?${q}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((b: any) => b.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual([made[3].id, made[1].id, made[0].id]);
    const first = (await s.api('GET', `/v1/bookings?${range}&limit=1`)).body;
    expectError(
      await s.api('GET', `/v1/bookings?pickup_date_from=2027-03-01&limit=1&cursor=${first.next_cursor}`),
      400,
      'parameter_invalid',
      'cursor',
    );
    expectError(await s.api('GET', '/v1/bookings?status=shipped'), 400, 'parameter_invalid', 'status');
    expectError(
      await s.api('GET', '/v1/bookings?pickup_date_to=03/02/2027'),
      400,
      'parameter_invalid',
      'pickup_date_to',
    );
    expectError(await s.api('GET', '/v1/bookings?limit=101'), 400, 'parameter_invalid', 'limit');
    expectError(await s.api('GET', '/v1/bookings?sort=asc'), 400, 'parameter_unknown', 'sort');
  });

  it("another tenant's or mode's booking is a 404; lists never cross them", async () => {
    const item = await mkItem(s.api, { quantity: 10 });
    const b = await book(item);
    const other = await s.newTenant();
    const otherApi = makeApi(s.url, other.test_key);
    const liveApi = makeApi(s.url, s.tenant.live_key);
    for (const api of [otherApi, liveApi]) {
      expectError(await api('GET', `/v1/bookings/${b.id}`), 404, 'resource_missing', 'id');
      expectError(await api('POST', `/v1/bookings/${b.id}/cancel`, { body: {} }), 404, 'resource_missing');
      expect((await api('GET', '/v1/bookings')).body.data).toEqual([]);
    }
    // Live mode has its own stock and events.
    const liveItem = await mkItem(liveApi, { quantity: 1 });
    const liveCustomer = await mkCustomer(liveApi);
    const res = await liveApi('POST', '/v1/bookings', {
      body: { ...creationBody(liveItem), customer_id: liveCustomer.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.livemode).toBe(true);
    expect((await allEvents(s.sql)).at(-1)).toMatchObject({ type: 'booking.created', livemode: 1 });
  });
});

describe('records changed or deleted after booking', () => {
  it('shows the customer as it was and re-prices deleted items and add-ons from the stored rates', async () => {
    const cust = await mkCustomer(s.api, { name: 'Linus', email: null, phone: null });
    const item = await mkItem(s.api, { name: 'Sled', price_full_day: 2000, quantity: 3 });
    const renamed = await mkItem(s.api, { name: 'Skis', price_full_day: 1500, quantity: 3 });
    const addon = await mkAddon(s.api, { name: 'Map', price: 250, pricing: 'per_day' });
    const b = await book(item, {
      customer_id: cust.id,
      line_items: [{ fleet_item_id: item.id }, { fleet_item_id: renamed.id }],
      addons: [{ addon_id: addon.id, quantity: 2 }],
    });
    // 2 days: 4000 + 3000 + 250 × 2 × 2.
    expect(b.subtotal).toBe(8000);
    await ok(s.api, 'PATCH', `/v1/customers/${cust.id}`, { email: 'linus@example.com' });
    expect((await get(b.id)).customer.email).toBe('linus@example.com');
    await ok(s.api, 'DELETE', `/v1/customers/${cust.id}`, undefined);
    await ok(s.api, 'DELETE', `/v1/fleet-items/${item.id}`, undefined);
    await ok(s.api, 'DELETE', `/v1/addons/${addon.id}`, undefined);
    await ok(s.api, 'PATCH', `/v1/fleet-items/${renamed.id}`, { name: 'Cross-country skis' });
    // Embedded as strings (interface.md): a missing email or phone is "".
    expect((await get(b.id)).customer).toEqual({ id: cust.id, name: 'Linus', email: '', phone: '' });
    const res = await post(b.id, 'extend', { new_return_date: '2026-07-04T09:00' });
    expect(res.status, res.text).toBe(200);
    // 3 days: 6000 + 4500 + 250 × 2 × 3.
    expect(res.body.subtotal).toBe(12000);
    expect(res.body.line_items.map((l: any) => l.fleet_item_name)).toEqual(['Sled', 'Cross-country skis']);
    expect(res.body.addons[0]).toMatchObject({ addon_name: 'Map', unit_price: 250, line_total: 1500 });
  });
});

describe('OpenAPI', () => {
  it('documents every booking route, and the Booking example is a valid booking', async () => {
    const doc = (await s.api('GET', '/v1/openapi.json', { key: null })).body;
    for (const [path, method] of [
      ['/v1/bookings', 'get'],
      ['/v1/bookings', 'post'],
      ['/v1/bookings/{id}', 'get'],
      ['/v1/bookings/{id}', 'patch'],
      ['/v1/bookings/{id}/cancel', 'post'],
      ['/v1/bookings/{id}/extend', 'post'],
      ['/v1/bookings/{id}/swap-item', 'post'],
      ['/v1/bookings/{id}/payments', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/v1/bookings'].post.responses['201']).toBeDefined();
    expect(doc.paths['/v1/bookings/{id}/payments'].post.responses['201']).toBeDefined();
    const create = doc.paths['/v1/bookings'].post.requestBody.content['application/json'].schema;
    expect(create.required).toEqual(['customer_id', 'pickup_date', 'return_date', 'line_items']);
    expect(create.additionalProperties).toBe(false);
    const example = doc.components.schemas.Booking.examples[0];
    expect(BookingSchema.parse(example)).toEqual(example);
    expect(Object.keys(example).sort()).toEqual(BOOKING_KEYS);
    expect(Object.keys(doc.components.schemas.BookingWithHistory.properties).sort()).toEqual(DETAIL_KEYS);
  });

  it('the Booking example is what the demo catalog prices (same input, same amounts)', async () => {
    const dir = tempDir('rentline-example-');
    const path = join(dir, 'rentline.db');
    const store = new SqliteStore(path);
    try {
      await ensureDemo(store, path, now);
      const b = await store.write((tx) =>
        createBooking(
          tx,
          { tenantId: 'ten_demo', livemode: false },
          {
            customer_id: 'cus_demo_ada',
            pickup_date: '2026-07-01T09:00',
            return_date: '2026-07-04T09:00',
            line_items: [{ fleet_item_id: 'fi_demo_kayak', quantity: 1 }],
            addons: [{ addon_id: 'ao_demo_lifejacket', quantity: 1 }],
            pickup_location_id: 'loc_demo_harbor',
            half_day: false,
            notes: 'Returns at the north dock',
          },
          now,
          { type: 'system', id: 'test' },
        ),
      );
      const withoutIds = (x: any) => ({
        ...x,
        id: null,
        line_items: x.line_items.map((l: any) => ({ ...l, id: null })),
        addons: x.addons.map((a: any) => ({ ...a, id: null })),
      });
      expect(withoutIds(b)).toEqual(withoutIds(BOOKING_EXAMPLE));
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('atomicity', () => {
  it('when writing the event fails, the whole change rolls back (booking, lines, coupon count, payment)', async () => {
    const item = await mkItem(s.api, { quantity: 1 });
    const coupon = await mkCoupon(s.api, { max_redemptions: 5 });
    const b = await book(item, { coupon_code: coupon.code });
    const lift = await s.sql.fail('events', 'INSERT');
    try {
      const other = await mkItem(s.api, { quantity: 1 });
      const failures = [
        () => create({ ...creationBody(other), coupon_code: coupon.code }),
        () => post(b.id, 'payments', { amount: 100 }),
        () => post(b.id, 'extend', { new_return_date: '2026-07-09T09:00' }),
        () => post(b.id, 'swap-item', { line_item_id: b.line_items[0].id, new_fleet_item_id: other.id }),
        () => post(b.id, 'cancel'),
        () => patch(b.id, { notes: 'changed' }),
      ];
      for (const op of failures) {
        const res = await expectNoWrites(s.sql, op);
        expectError(res, 500, 'internal_error');
      }
    } finally {
      await lift();
    }
    expect(await get(b.id)).toMatchObject({ status: 'pending', amount_paid: 0, return_date: b.return_date });
    expect((await ok(s.api, 'GET', `/v1/coupons/${coupon.id}`, undefined)).times_redeemed).toBe(1);
  });
});
